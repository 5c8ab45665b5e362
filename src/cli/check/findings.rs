//! The report's lines: each finding with the languages it is about and the file the
//! summary counts it in, a missing message and its misspelt twin merged into one
//! warning, and the summary per language and file.

use super::{plural, relative};
use crate::config::SiteConfig;
use crate::diagnostics::{Diagnostic, Severity};
use crate::l10n::coverage;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One line of the report: its severity and its text as printed (after `warning: ` or
/// `error: `), the language it is counted under (none: about the whole site), the
/// languages it is about (what `--lang` selects by) and the file the summary counts
/// it in.
#[derive(Debug, Clone)]
pub(super) struct Finding {
    pub(super) severity: Severity,
    pub(super) text: String,
    pub(super) lang: Option<String>,
    pub(super) concerns: BTreeSet<String>,
    pub(super) file: String,
}

impl Finding {
    /// An error: [`Finding::warning`] makes it a warning.
    pub(super) fn new(lang: Option<&str>, file: String, text: String) -> Finding {
        Finding {
            severity: Severity::Error,
            text,
            lang: lang.map(str::to_string),
            concerns: lang.into_iter().map(str::to_string).collect(),
            file,
        }
    }

    pub(super) fn warning(mut self) -> Finding {
        self.severity = Severity::Warning;
        self
    }

    /// A diagnostic as a finding of the same severity.
    pub(super) fn of(d: &Diagnostic, root: &Path) -> Finding {
        let mut f = Finding::new(d.lang.as_deref(), relative(&d.file, root), d.to_string());
        f.severity = d.severity;
        f
    }

    /// Whether `--lang` shows it: it is about a language asked for, or about none.
    pub(super) fn shown(&self, selected: &BTreeSet<String>) -> bool {
        self.concerns.is_empty() || !self.concerns.is_disjoint(selected)
    }
}

/// What a warning says, for the ones reconsidered once the pages are rendered.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Kind {
    /// A message of the reference the language lacks.
    Missing(String),
    /// A message the reference does not have, and where it is (`file:line:column`).
    Obsolete {
        id: String,
        place: String,
    },
    Other,
}

/// A message a language lacks and one it has that the reference does not, whose id
/// is a typo of the missing one (`play-titel` for `play-title`): one warning, at the
/// misspelt message, instead of two.
pub(super) fn merge_renamed(warnings: Vec<(Finding, Kind)>, config: &SiteConfig) -> Vec<Finding> {
    let missing: BTreeMap<(&str, &str), usize> = warnings
        .iter()
        .enumerate()
        .filter_map(|(i, (f, k))| match k {
            Kind::Missing(id) => Some(((f.lang.as_deref()?, id.as_str()), i)),
            _ => None,
        })
        .collect();
    let mut replaced: BTreeMap<usize, String> = BTreeMap::new();
    let mut dropped = BTreeSet::new();
    for (i, (f, k)) in warnings.iter().enumerate() {
        let (Kind::Obsolete { id, place }, Some(lang)) = (k, f.lang.as_deref()) else {
            continue;
        };
        let lacking: Vec<&str> = missing
            .keys()
            .filter(|(l, m)| *l == lang && !dropped.contains(&missing[&(*l, *m)]))
            .map(|(_, m)| *m)
            .collect();
        if let Some(right) = coverage::closest(id, &lacking) {
            replaced.insert(i, format!(
                "{place}: [{lang}] the message `{id}` has a typo: the reference names it `{right}`, so `{lang}` takes `{right}` along {} instead: rename it `{right}`",
                config.chain(lang).join(" → ")
            ));
            dropped.insert(missing[&(lang, right)]);
        }
    }
    warnings
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !dropped.contains(i))
        .map(|(i, (mut f, _))| {
            if let Some(text) = replaced.remove(&i) {
                f.text = text;
            }
            f
        })
        .collect()
}

/// The counts per language and, under each, per file; before the last line.
pub(super) fn summary(
    config: &SiteConfig,
    selected: &BTreeSet<String>,
    findings: &[Finding],
    strict: bool,
) {
    // (errors, warnings) per language (None: about no one language), and per file.
    type Counts = (usize, usize);
    let mut langs: BTreeMap<Option<&str>, Counts> = BTreeMap::new();
    let mut files: BTreeMap<(Option<&str>, &str), Counts> = BTreeMap::new();
    for f in findings {
        let lang = f.lang.as_deref();
        for c in [
            langs.entry(lang).or_default(),
            files.entry((lang, f.file.as_str())).or_default(),
        ] {
            if f.severity == Severity::Error {
                c.0 += 1;
            } else {
                c.1 += 1;
            }
        }
    }
    let counts = |(e, w): Counts| {
        if strict {
            format!("{e} error{}", plural(e))
        } else {
            format!("{e} error{}, {w} warning{}", plural(e), plural(w))
        }
    };
    let terse = |(e, w): Counts| {
        let mut parts = Vec::new();
        if e > 0 {
            parts.push(format!("{e} error{}", plural(e)));
        }
        if w > 0 {
            parts.push(format!("{w} warning{}", plural(w)));
        }
        parts.join(", ")
    };
    println!("Summary:");
    // The languages asked for, in the site's order, then any other a finding is
    // counted under, then the site as a whole.
    let order: Vec<Option<String>> = config
        .language_tags()
        .into_iter()
        .filter(|t| selected.contains(t) || langs.contains_key(&Some(t.as_str())))
        .map(Some)
        .chain(langs.contains_key(&None).then_some(None))
        .collect();
    for lang in &order {
        let key = lang.as_deref();
        let c = langs.get(&key).copied().unwrap_or_default();
        println!("  {:<6} {}", key.unwrap_or("site"), counts(c));
        for ((_, file), c) in files.range((key, "")..).take_while(|((l, _), _)| *l == key) {
            if !file.is_empty() {
                println!("    {file}: {}", terse(*c));
            }
        }
    }
}
