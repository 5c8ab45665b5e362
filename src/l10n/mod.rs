//! Translations: one Fluent bundle per language, looked up along the language's
//! fallback chain, with the language's own plural rules and number format.
//!
//! Every fallback is recorded (the build reports them; `--strict` makes them
//! errors). A message missing from the whole chain, or one that formats with an
//! error (an unknown variable would print `{$var}`), is an error, never text in a page.

pub mod check;
pub mod coverage;
pub mod failed;
pub mod hyphens;
pub mod numbers;
pub mod terms;
pub(crate) mod text;
pub mod typography;

use crate::config::SiteConfig;
use crate::diagnostics::{Diagnostic, Report};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// A value passed to a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Str(String),
    Num(f64),
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
}

impl std::fmt::Display for TrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TrError::Missing(m) => f.write_str(m),
            TrError::Format(d) => write!(f, "{d}"),
        }
    }
}

impl std::error::Error for TrError {}

/// Where `$variable` is first written in a Fluent file from line `line` on: (line, column).
fn variable_place(file: &Path, line: usize, variable: &str) -> Option<(usize, usize)> {
    let text = read_ftl(file).ok()?;
    let lines = check::Lines::new(&text);
    let start = match line.checked_sub(2) {
        Some(n) => text.match_indices('\n').nth(n)?.0 + 1,
        None => 0,
    };
    let needle = format!("${variable}");
    let at = text[start..]
        .match_indices(&needle)
        .map(|(i, _)| start + i)
        .find(|&i| {
            !text[i + needle.len()..]
                .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        })?;
    Some(lines.line_col(at))
}

/// The `.ftl` files of one language's folder (not of its subfolders), sorted.
pub fn ftl_files(lang_dir: &Path) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    let (mut files, errors) = crate::input::files_where(lang_dir, |_| false);
    files.retain(|p| p.extension().is_some_and(|x| x == "ftl"));
    (files, errors)
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
    chains: BTreeMap<String, Vec<String>>,
    /// Where each message is defined, per language: id → (file, line).
    pub sources: BTreeMap<String, BTreeMap<String, (PathBuf, usize)>>,
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
    /// Reads `locales/<tag>/*.ftl` for every language of the site, and checks what
    /// can be checked before rendering (see [`check`]).
    pub fn load(dir: &Path, config: &SiteConfig) -> Result<L10n, Report> {
        let mut report = Report::default();
        let mut bundles = BTreeMap::new();
        let mut sources: BTreeMap<String, BTreeMap<String, (PathBuf, usize)>> = BTreeMap::new();
        for tag in config.languages.keys() {
            let langid: unic_langid::LanguageIdentifier =
                tag.parse().expect("checked in site.toml");
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // Isolation marks only where a right-to-left page needs them around
            // its placeables (versions, language names, numbers); never elsewhere.
            bundle.set_use_isolating(config.dir(tag) == "rtl");
            bundle.set_formatter(numbers::formatter(tag));
            let lang_dir = dir.join(tag);
            let (files, walk_errors) = ftl_files(&lang_dir);
            report
                .errors
                .extend(walk_errors.into_iter().map(|d| d.lang(tag)));
            if files.is_empty() {
                report.push(
                    Diagnostic::new(
                        &lang_dir,
                        1,
                        1,
                        format!(
                            "no Fluent files for `{tag}`: add {}/*.ftl",
                            lang_dir.display()
                        ),
                    )
                    .lang(tag),
                );
            }
            let mut resources = Vec::new();
            for file in files {
                let text = match read_ftl(&file) {
                    Ok(t) => t,
                    Err(d) => {
                        report.push(d.lang(tag));
                        continue;
                    }
                };
                let resource = match FluentResource::try_new(text) {
                    Ok(r) => r,
                    Err((r, errors)) => {
                        let lines = check::Lines::new(r.source());
                        for e in errors {
                            let (line, col) = lines.line_col(e.pos.start);
                            report.push(
                                Diagnostic::new(
                                    &file,
                                    line,
                                    col,
                                    format!("Fluent syntax: {}", e.kind),
                                )
                                .lang(tag),
                            );
                        }
                        r
                    }
                };
                resources.push((file, resource));
            }
            let files: Vec<check::File> = resources
                .iter()
                .map(|(path, r)| check::File {
                    path,
                    text: r.source(),
                    lines: check::Lines::new(r.source()),
                    entries: r.entries().collect(),
                })
                .collect();
            let src = sources.entry(tag.clone()).or_default();
            let mut terms: BTreeMap<&str, (&Path, usize)> = BTreeMap::new();
            for f in &files {
                for entry in &f.entries {
                    let (id, term) = match entry {
                        fluent_syntax::ast::Entry::Message(m) => (m.id.name, false),
                        fluent_syntax::ast::Entry::Term(t) => (t.id.name, true),
                        _ => continue,
                    };
                    let at = check::offset_of(f.text, id).map_or(0, |o| o - usize::from(term));
                    let line = f.lines.line_col(at).0;
                    let first = if term {
                        terms.get(id).map(|(p, l)| (p.to_path_buf(), *l))
                    } else {
                        src.get(id).cloned()
                    };
                    match first {
                        Some((other, l)) => {
                            let what = if term { "term" } else { "message" };
                            let name = if term {
                                format!("-{id}")
                            } else {
                                id.to_string()
                            };
                            report.push(Diagnostic::new(f.path, line, 1, format!(
                                "the {what} `{name}` is defined twice: first at {}:{l}, which is the one used; remove or rename this one",
                                other.display()
                            )).lang(tag));
                        }
                        None if term => {
                            terms.insert(id, (f.path, line));
                        }
                        None => {
                            src.insert(id.to_string(), (f.path.to_path_buf(), line));
                        }
                    }
                }
            }
            report.errors.extend(check::references(tag, &files));
            drop(files);
            for (_, resource) in resources {
                // Duplicates were reported above; the bundle keeps the first definition.
                let _ = bundle.add_resource(resource);
            }
            bundles.insert(tag.clone(), bundle);
        }
        let chains = config
            .languages
            .keys()
            .map(|t| (t.clone(), config.chain(t)))
            .collect();
        report.finish(L10n {
            bundles,
            chains,
            sources,
            default: config.default_language.clone(),
            fallbacks: Mutex::new(BTreeSet::new()),
            missing: Mutex::new(BTreeSet::new()),
            broken: Mutex::new(BTreeSet::new()),
        })
    }

    /// The languages of the site.
    pub fn languages(&self) -> impl Iterator<Item = &String> {
        self.bundles.keys()
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
            }
        }
        let mut errors = Vec::new();
        let out = bundle
            .format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned();
        if !errors.is_empty() {
            let d = self.format_error(lang, id, attr_id, &errors);
            self.broken.lock().expect("not poisoned").insert(d.clone());
            return Some(Err(TrError::Format(d)));
        }
        Some(Ok(typography::apply(lang, &out).into_owned()))
    }

    /// The forms of a name this language writes: the attributes its own `PREFIX*`
    /// messages have (`variant-` gives `.sentence`, `.genitive`, … as the language
    /// chose them).
    pub fn forms(&self, lang: &str, prefix: &str) -> BTreeSet<String> {
        let (Some(bundle), Some(ids)) = (self.bundles.get(lang), self.sources.get(lang)) else {
            return BTreeSet::new();
        };
        ids.keys()
            .filter(|id| id.starts_with(prefix))
            .filter_map(|id| bundle.get_message(id))
            .flat_map(|m| {
                m.attributes()
                    .map(|a| a.id().to_string())
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// Formats the message `id`, which puts names in a sentence: each name (the
    /// message `name_id`, from the first language of the chain that has it) is passed
    /// as `$ROLE`, and each form the reader's language writes (see [`L10n::forms`]:
    /// `.sentence`, `.genitive`, as the language chose them) as `$ROLE-FORM`, from the
    /// name's attribute, or the name itself where it has none (`tabula check` warns
    /// of a name that lacks a form the others of its language have).
    pub fn tr_named(
        &self,
        lang: &str,
        id: &str,
        mut args: Args,
        names: &[(&str, &str)],
        prefix: &str,
    ) -> Result<String, String> {
        // The forms of every language of the chain: the message may be one a language
        // further along it wrote (a new language's, before it has names of its own).
        let forms: BTreeSet<String> = self
            .chain(lang)
            .iter()
            .flat_map(|l| self.forms(l, prefix))
            .collect();
        for (role, name_id) in names {
            let name = self.tr(lang, name_id, &Args::new())?;
            let used = self
                .chain(lang)
                .iter()
                .find(|l| self.has(l, name_id))
                .cloned()
                .unwrap_or_else(|| lang.to_string());
            for form in &forms {
                let text = match self.format_here(&used, &format!("{name_id}.{form}"), &Args::new())
                {
                    Some(r) => r.map_err(|e| e.to_string())?,
                    None => name.clone(),
                };
                args.insert(format!("{role}-{form}"), Arg::Str(text));
            }
            args.insert(role.to_string(), Arg::Str(name));
        }
        self.tr(lang, id, &args)
    }

    /// The names of this language (`PREFIX*` messages) that lack one of `forms`
    /// (the forms its messages use): (id, file, line, the forms it lacks).
    pub fn names_lacking_forms(
        &self,
        lang: &str,
        prefix: &str,
        forms: &BTreeSet<String>,
    ) -> Vec<(String, PathBuf, usize, Vec<String>)> {
        let (Some(bundle), Some(ids)) = (self.bundles.get(lang), self.sources.get(lang)) else {
            return vec![];
        };
        ids.iter()
            .filter(|(id, _)| id.starts_with(prefix))
            .filter_map(|(id, (file, line))| {
                let m = bundle.get_message(id)?;
                let have: BTreeSet<String> = m.attributes().map(|a| a.id().to_string()).collect();
                let lacking: Vec<String> = forms.difference(&have).cloned().collect();
                (!lacking.is_empty()).then(|| (id.clone(), file.clone(), *line, lacking))
            })
            .collect()
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

    /// The diagnostic of a message that does not format, at its definition.
    fn format_error(
        &self,
        used: &str,
        id: &str,
        message: &str,
        errors: &[fluent_bundle::FluentError],
    ) -> Diagnostic {
        use fluent_bundle::resolver::{errors::ReferenceKind, ResolverError};
        use fluent_bundle::FluentError;
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        let variables: Vec<String> = errors
            .iter()
            .filter_map(|e| match e {
                FluentError::ResolverError(ResolverError::Reference(ReferenceKind::Variable {
                    id,
                })) => Some(id.clone()),
                _ => None,
            })
            .collect();
        let (file, line) = self
            .sources
            .get(used)
            .and_then(|s| s.get(message))
            .cloned()
            .unwrap_or_else(|| (PathBuf::from(format!("locales/{used}")), 1));
        if variables.len() == errors.len() {
            if let Some(d) = self.translation_typo(used, id, &variables, &file, line) {
                return d;
            }
        }
        let forms: Vec<&String> = variables.iter().filter(|v| v.contains('-')).collect();
        let advice = if !forms.is_empty() && forms.len() == errors.len() {
            let described: Vec<String> = forms
                .iter()
                .map(|v| {
                    let (role, form) = v.split_once('-').unwrap_or((v, ""));
                    format!("`${v}` is the `.{form}` form of the name in `${role}`")
                })
                .collect();
            format!(
                "{}: give the messages of that kind of name in `{used}` (variant-…) a `.FORM` attribute, at least one of them, or write the message with the forms they have",
                described.join(", ")
            )
        } else if variables.len() == errors.len() {
            let passed: Vec<String> = variables.iter().map(|v| format!("{v}=...")).collect();
            let shown: Vec<String> = variables.iter().map(|v| format!("{{ ${v} }}")).collect();
            format!(
                "the place that uses it does not pass {}: pass {} (in a template, `t(key=\"{id}\", {})`) or remove {} from the message",
                variables.iter().map(|v| format!("`${v}`")).collect::<Vec<_>>().join(", "),
                if variables.len() == 1 { "it" } else { "them" },
                passed.join(", "),
                shown.join(", ")
            )
        } else {
            "fix the message".to_string()
        };
        Diagnostic::new(
            &file,
            line,
            1,
            format!(
                "the message `{id}` does not format: {}; {advice}",
                list.join("; ")
            ),
        )
        .lang(used)
    }

    /// The diagnostic of a translation that uses variables the default language's
    /// message does not (`{ $verison }` for `{ $version }`): a translator's typo, with
    /// the name to write, at the first such variable. `None` where the message is the
    /// default language's, the default language lacks it, or a variable is one of its.
    fn translation_typo(
        &self,
        used: &str,
        id: &str,
        variables: &[String],
        file: &Path,
        line: usize,
    ) -> Option<Diagnostic> {
        if used == self.default {
            return None;
        }
        let (message, attribute) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let reference = self.bundles.get(&self.default)?.get_message(message)?;
        let pattern = match attribute {
            Some(a) => reference.get_attribute(a)?.value(),
            None => reference.value()?,
        };
        let theirs = coverage::bases(&coverage::pattern_variables(pattern));
        if variables.iter().any(|v| theirs.contains(coverage::base(v))) {
            return None;
        }
        let candidates: Vec<&str> = theirs.iter().map(String::as_str).collect();
        let fixes: Vec<String> = variables
            .iter()
            .map(|v| {
                let b = coverage::base(v);
                let to = coverage::closest(b, &candidates)
                    .or_else(|| (candidates.len() == 1).then(|| candidates[0]));
                match to {
                    Some(to) => format!("write `{{ ${to}{} }}` for `{{ ${v} }}`", &v[b.len()..]),
                    None => format!("remove `{{ ${v} }}`"),
                }
            })
            .collect();
        let (their_file, their_line) = self
            .sources
            .get(&self.default)
            .and_then(|s| s.get(message))
            .cloned()
            .unwrap_or_else(|| (PathBuf::from(format!("locales/{}", self.default)), 1));
        let has = if theirs.is_empty() {
            "no variable".to_string()
        } else {
            theirs
                .iter()
                .map(|v| format!("`${v}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (line, column) = variable_place(file, line, &variables[0]).unwrap_or((line, 1));
        Some(
            Diagnostic::new(
                file,
                line,
                column,
                format!(
                    "the message `{id}` has a typo: it uses {}, which the message in `{}` ({}:{their_line}) does not have (it has {has}): {}",
                    variables
                        .iter()
                        .map(|v| format!("`${v}`"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    self.default,
                    their_file.display(),
                    fixes.join(", ")
                ),
            )
            .lang(used),
        )
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
