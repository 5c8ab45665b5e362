//! Translations: one Fluent bundle per language, looked up along the language's
//! fallback chain, with the language's own plural rules and number format.
//!
//! Every fallback is recorded (the build reports them; `--strict` makes them
//! errors). A message missing from the whole chain, or one that formats with an
//! error (an unknown variable would print `{$var}`), is an error, never text in a page.

mod broken;
pub mod check;
pub mod coverage;
pub mod failed;
pub mod hyphens;
mod isolation;
mod load;
mod names;
pub mod numbers;
pub mod spelled;
pub mod terms;
pub(crate) mod text;
pub mod typography;

use crate::diagnostics::Diagnostic;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// A value passed to a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Str(String),
    Num(f64),
    /// A measured number, written with at least one decimal ("10.0" beside "63.8"),
    /// whose plural form is that of a number with decimals.
    Measured(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Num(f64::from(n))
    }
}
impl From<f64> for Arg {
    fn from(n: f64) -> Arg {
        Arg::Num(n)
    }
}

pub type Args = BTreeMap<String, Arg>;

/// A message looked up in another language than the page's.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Fallback {
    pub lang: String,
    pub id: String,
    pub used: String,
}

/// Why a message could not be formatted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrError {
    /// Missing in the language and along its whole chain: the caller knows where it was asked for.
    Missing(String),
    /// Found, but it does not format: the diagnostic names its `.ftl` file and line.
    Format(Diagnostic),
    /// Found, but it uses variables the caller does not give (and nothing else is
    /// wrong with it): the diagnostic names its `.ftl` file and line and the variables.
    Unknown(Diagnostic),
}

impl TrError {
    /// The diagnostic of a message that was found but does not format.
    pub fn diagnostic(&self) -> Option<&Diagnostic> {
        match self {
            TrError::Missing(_) => None,
            TrError::Format(d) | TrError::Unknown(d) => Some(d),
        }
    }
}

impl std::fmt::Display for TrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TrError::Missing(m) => f.write_str(m),
            TrError::Format(d) | TrError::Unknown(d) => write!(f, "{d}"),
        }
    }
}

impl std::error::Error for TrError {}

/// The `.ftl` files of one language's folder (not of its subfolders), sorted.
pub fn ftl_files(lang_dir: &Path) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    let (mut files, errors) = crate::input::files_where(lang_dir, |_| false);
    files.retain(|p| p.extension().is_some_and(|x| x == "ftl"));
    (files, errors)
}

/// A language's data file in its folder (`numbers.toml`, `hyphens.toml`, `terms.toml`),
/// read as every input is (a regular file of bounded size, UTF-8) and parsed, with its
/// text; `None` where the language has no such file. A TOML error names its line and
/// column, followed by `hint`, what to write.
pub fn read_data<T: serde::de::DeserializeOwned>(
    dir: &Path,
    file: &str,
    hint: &str,
) -> Result<Option<(T, String)>, Diagnostic> {
    let path = dir.join(file);
    if std::fs::symlink_metadata(&path).is_err() {
        return Ok(None);
    }
    let text = crate::input::read_text(&path, crate::input::MAX_TEXT)?;
    let data = toml::from_str(&text).map_err(|e| {
        let (line, column) = e
            .span()
            .map_or((1, 1), |s| crate::diagnostics::line_col(&text, s.start));
        Diagnostic::new(&path, line, column, format!("{}: {hint}", e.message()))
    })?;
    Ok(Some((data, text)))
}

/// The text of a Fluent file, refused if it nests deeper than [`check::MAX_DEPTH`]
/// (before the recursive parser sees it).
pub fn read_ftl(file: &Path) -> Result<String, Diagnostic> {
    let text = crate::input::read_text(file, crate::input::MAX_TEXT)?;
    if let Some(at) = check::too_deep(&text) {
        let (line, col) = check::Lines::new(&text).line_col(at);
        return Err(Diagnostic::new(file, line, col, format!(
            "placeables or calls nest more than {} deep here: tabula refuses such a file rather than overflow; flatten the message",
            check::MAX_DEPTH
        )));
    }
    Ok(text)
}

pub struct L10n {
    bundles: BTreeMap<String, FluentBundle<FluentResource>>,
    /// The right-to-left languages, whose messages isolate their placeables.
    isolating: BTreeSet<String>,
    chains: BTreeMap<String, Vec<String>>,
    /// Where each message is defined, per language: id → (file, line).
    pub sources: BTreeMap<String, BTreeMap<String, (PathBuf, usize)>>,
    /// Each language's number words (`locales/<lang>/numbers.toml`).
    spelled: BTreeMap<String, std::sync::Arc<spelled::Spelled>>,
    /// Each language's words that break only where it says (`locales/<lang>/hyphens.toml`).
    exceptions: BTreeMap<String, hyphens::Exceptions>,
    /// The default language, the end of every chain.
    default: String,
    fallbacks: Mutex<BTreeSet<Fallback>>,
    /// Every message asked for and missing along a whole chain, as (language, id), and
    /// every diagnostic of a message that did not format: what the pages that failed
    /// on them wrapped in their errors (`tabula check` reports each once; see
    /// [`L10n::failures`]).
    missing: Mutex<BTreeSet<(String, String)>>,
    broken: Mutex<BTreeSet<Diagnostic>>,
}

/// What formatting failed on, as recorded by [`L10n::failures`].
#[derive(Debug, Clone, Default)]
pub struct Failures {
    /// (language asked for, message id): missing along the language's whole chain.
    pub missing: Vec<(String, String)>,
    /// The diagnostics of messages that did not format, at their definitions.
    pub broken: Vec<Diagnostic>,
}

impl L10n {
    /// The languages of the site.
    pub fn languages(&self) -> impl Iterator<Item = &String> {
        self.bundles.keys()
    }

    /// The number words of a language (none for a language the site lacks).
    pub fn spelled(&self, lang: &str) -> &spelled::Spelled {
        static NONE: spelled::Spelled = spelled::Spelled::EMPTY;
        self.spelled.get(lang).map_or(&NONE, |s| s)
    }

    /// The words a language breaks only where it says, in table cells.
    pub fn exceptions(&self, lang: &str) -> &hyphens::Exceptions {
        static NONE: hyphens::Exceptions = hyphens::Exceptions::EMPTY;
        self.exceptions.get(lang).unwrap_or(&NONE)
    }

    /// Whether `lang` is written right to left, so its messages isolate their
    /// placeables (U+2068 … U+2069).
    pub(crate) fn isolates(&self, lang: &str) -> bool {
        self.isolating.contains(lang)
    }

    /// The default language, the end of every chain.
    pub fn default_language(&self) -> &str {
        &self.default
    }

    pub fn chain(&self, lang: &str) -> &[String] {
        self.chains.get(lang).map_or(&[], |c| c.as_slice())
    }

    /// Whether the message exists in this very language.
    pub fn has(&self, lang: &str, id: &str) -> bool {
        self.bundles.get(lang).is_some_and(|b| b.has_message(id))
    }

    /// Formats a message in a language, falling back along its chain. The error says
    /// which message and why, and, when the message exists but does not format, names
    /// its `.ftl` file and line.
    pub fn tr(&self, lang: &str, id: &str, args: &Args) -> Result<String, String> {
        self.format(lang, id, args).map_err(|e| e.to_string())
    }

    /// Like [`L10n::tr`], with the error's kind: a message missing along the whole
    /// chain is the caller's to place; one that does not format is placed at its definition.
    pub fn format(&self, lang: &str, id: &str, args: &Args) -> Result<String, TrError> {
        for used in self.chain(lang) {
            if let Some(r) = self.format_here(used, id, args) {
                if r.is_ok() && used != lang {
                    self.record_fallback(lang, id, used);
                }
                return r;
            }
        }
        self.missing
            .lock()
            .expect("not poisoned")
            .insert((lang.to_string(), id.to_string()));
        Err(TrError::Missing(self.missing_text(lang, id)))
    }

    /// What [`L10n::format`] says of a message missing in `lang` and along its chain:
    /// the text a page's error carries, by which `tabula check` finds it again.
    pub fn missing_text(&self, lang: &str, id: &str) -> String {
        format!(
            "the message `{id}` is missing in `{lang}` and in every language it falls back to ({}): add it to locales/{lang}/",
            self.chain(lang).join(" → ")
        )
    }

    /// Every message missing along a chain and every message that did not format, so
    /// far: sorted, each once.
    pub fn failures(&self) -> Failures {
        Failures {
            missing: self
                .missing
                .lock()
                .expect("not poisoned")
                .iter()
                .cloned()
                .collect(),
            broken: self
                .broken
                .lock()
                .expect("not poisoned")
                .iter()
                .cloned()
                .collect(),
        }
    }

    /// Formats a message (or `message.attribute`) of this very language, with no
    /// fallback: `None` if the language does not have it.
    pub fn format_here(
        &self,
        lang: &str,
        id: &str,
        args: &Args,
    ) -> Option<Result<String, TrError>> {
        let (attr_id, attr) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let bundle = self.bundles.get(lang)?;
        let msg = bundle.get_message(attr_id)?;
        let pattern = match attr {
            Some(a) => msg.get_attribute(a).map(|a| a.value()),
            None => msg.value(),
        }?;
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Str(s) => fargs.set(k.as_str(), FluentValue::from(s.as_str())),
                Arg::Num(n) => fargs.set(k.as_str(), FluentValue::from(*n)),
                Arg::Measured(n) => {
                    let options = FluentNumberOptions {
                        minimum_fraction_digits: Some(1),
                        ..Default::default()
                    };
                    fargs.set(k.as_str(), FluentNumber::new(*n, options))
                }
            }
        }
        let mut errors = Vec::new();
        let out = bundle
            .format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned();
        if !errors.is_empty() {
            let d = self.format_error(lang, id, attr_id, &errors);
            self.broken.lock().expect("not poisoned").insert(d.clone());
            let unknown = broken::unknown_variables(&errors);
            return Some(Err(if unknown.len() == errors.len() {
                TrError::Unknown(d)
            } else {
                TrError::Format(d)
            }));
        }
        Some(Ok(
            typography::apply(lang, &isolation::needed_only(&out)).into_owned()
        ))
    }

    /// Records that `lang` showed the message `id` of `used` (the build reports it).
    pub fn record_fallback(&self, lang: &str, id: &str, used: &str) {
        self.fallbacks
            .lock()
            .expect("not poisoned")
            .insert(Fallback {
                lang: lang.to_string(),
                id: id.to_string(),
                used: used.to_string(),
            });
    }

    /// Every fallback made so far.
    pub fn fallbacks(&self) -> Vec<Fallback> {
        self.fallbacks
            .lock()
            .expect("not poisoned")
            .iter()
            .cloned()
            .collect()
    }
}
