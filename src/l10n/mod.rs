//! Translations: one Fluent bundle per language, looked up along the language's
//! fallback chain, with the language's own plural rules and number format.
//!
//! Every fallback is recorded (the build reports them; `--strict` makes them
//! errors). A message missing from the whole chain, or one that formats with an
//! error (an unknown variable would print `{$var}`), is an error, never text in a page.

pub mod coverage;
pub mod numbers;

use crate::diagnostics::{line_col, Diagnostic, Report};
use crate::site::config::SiteConfig;
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

pub struct L10n {
    bundles: BTreeMap<String, FluentBundle<FluentResource>>,
    chains: BTreeMap<String, Vec<String>>,
    /// Where each message is defined, per language: id → (file, line).
    pub sources: BTreeMap<String, BTreeMap<String, (PathBuf, usize)>>,
    fallbacks: Mutex<BTreeSet<Fallback>>,
}

impl L10n {
    /// Reads `locales/<tag>/*.ftl` for every language of the site.
    pub fn load(dir: &Path, config: &SiteConfig) -> Result<L10n, Report> {
        let mut report = Report::default();
        let mut bundles = BTreeMap::new();
        let mut sources: BTreeMap<String, BTreeMap<String, (PathBuf, usize)>> = BTreeMap::new();
        for tag in config.languages.keys() {
            let langid: unic_langid::LanguageIdentifier = tag.parse().expect("checked in site.toml");
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // Isolation marks only where a right-to-left page needs them around
            // its placeables (versions, language names, numbers); never elsewhere.
            bundle.set_use_isolating(config.dir(tag) == "rtl");
            bundle.set_formatter(numbers::formatter(tag));
            let lang_dir = dir.join(tag);
            let mut files: Vec<PathBuf> = std::fs::read_dir(&lang_dir)
                .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).collect())
                .unwrap_or_default();
            files.retain(|p| p.extension().is_some_and(|x| x == "ftl"));
            files.sort();
            if files.is_empty() {
                report.push(Diagnostic::new(&lang_dir, 1, 1, format!(
                    "no Fluent files for `{tag}`: add {}/*.ftl", lang_dir.display()
                )).lang(tag));
            }
            let src = sources.entry(tag.clone()).or_default();
            for file in files {
                let text = match std::fs::read_to_string(&file) {
                    Ok(t) => t,
                    Err(e) => {
                        report.push(Diagnostic::new(&file, 1, 1, format!("cannot read: {e}")).lang(tag));
                        continue;
                    }
                };
                let resource = match FluentResource::try_new(text.clone()) {
                    Ok(r) => r,
                    Err((r, errors)) => {
                        for e in errors {
                            let (line, col) = line_col(&text, e.pos.start);
                            report.push(Diagnostic::new(&file, line, col, format!(
                                "Fluent syntax: {}", e.kind
                            )).lang(tag));
                        }
                        r
                    }
                };
                for entry in resource.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        let id = m.id.name;
                        let at = text.find(&format!("\n{id} =")).map_or(0, |p| p + 1);
                        let line = line_col(&text, at).0;
                        if let Some((other, l)) = src.get(id) {
                            report.push(Diagnostic::new(&file, line, 1, format!(
                                "the message `{id}` is defined twice (also {}:{l}): remove one", other.display()
                            )).lang(tag));
                        } else {
                            src.insert(id.to_string(), (file.clone(), line));
                        }
                    }
                }
                // Duplicates were reported above; the bundle keeps the first definition.
                let _ = bundle.add_resource(resource);
            }
            bundles.insert(tag.clone(), bundle);
        }
        let chains = config.languages.keys().map(|t| (t.clone(), config.chain(t))).collect();
        report.finish(L10n { bundles, chains, sources, fallbacks: Mutex::new(BTreeSet::new()) })
    }

    /// The languages of the site.
    pub fn languages(&self) -> impl Iterator<Item = &String> {
        self.bundles.keys()
    }

    pub fn chain(&self, lang: &str) -> &[String] {
        self.chains.get(lang).map_or(&[], |c| c.as_slice())
    }

    /// Whether the message exists in this very language.
    pub fn has(&self, lang: &str, id: &str) -> bool {
        self.bundles.get(lang).is_some_and(|b| b.has_message(id))
    }

    /// Formats a message in a language, falling back along its chain. The error says
    /// which message and why.
    pub fn tr(&self, lang: &str, id: &str, args: &Args) -> Result<String, String> {
        let (attr_id, attr) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        for used in self.chain(lang) {
            let Some(bundle) = self.bundles.get(used) else { continue };
            let Some(msg) = bundle.get_message(attr_id) else { continue };
            let pattern = match attr {
                Some(a) => msg.get_attribute(a).map(|a| a.value()),
                None => msg.value(),
            };
            let Some(pattern) = pattern else { continue };
            let mut fargs = FluentArgs::new();
            for (k, v) in args {
                match v {
                    Arg::Str(s) => fargs.set(k.as_str(), FluentValue::from(s.as_str())),
                    Arg::Num(n) => fargs.set(k.as_str(), FluentValue::from(*n)),
                }
            }
            let mut errors = Vec::new();
            let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors).into_owned();
            if !errors.is_empty() {
                let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                return Err(format!("the message `{id}` in `{used}` does not format: {}", list.join("; ")));
            }
            if used != lang {
                self.fallbacks.lock().expect("not poisoned").insert(Fallback {
                    lang: lang.to_string(),
                    id: id.to_string(),
                    used: used.clone(),
                });
            }
            return Ok(out);
        }
        Err(format!(
            "the message `{id}` is missing in `{lang}` and in every language it falls back to ({}): add it to locales/{lang}/",
            self.chain(lang).join(" → ")
        ))
    }

    /// Every fallback made so far.
    pub fn fallbacks(&self) -> Vec<Fallback> {
        self.fallbacks.lock().expect("not poisoned").iter().cloned().collect()
    }
}
