//! The render's errors that are one message's: a message that does not format, or
//! is missing along a language's chain, fails every page that shows it (the play
//! pages of every variant, in every language), each with an error of its own. Here
//! they are found by what [`L10n`] recorded and gathered by message, so that
//! `tabula build` and `tabula check` report each message once, at its `.ftl` line,
//! with the pages that failed on it.

use super::coverage::Messages;
use super::{Failures, L10n};
use crate::diagnostics::{Diagnostic, Report};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// How many of the places that fail on one message a diagnostic names.
const PLACES_NAMED: usize = 2;

/// A page that failed on a message: what it is (`the play page of senet/bell`) and
/// its language.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Place {
    pub what: String,
    pub lang: Option<String>,
}

/// The render's errors sorted by the message they failed on.
#[derive(Debug, Default)]
pub struct ByMessage {
    /// Each message that did not format, at its definition, with the pages that failed on it.
    pub broken: Vec<(Diagnostic, Vec<Place>)>,
    /// Each message missing along a chain, by id, with the pages that failed on it.
    pub missing: BTreeMap<String, Vec<Place>>,
    /// Every other error, as it was.
    pub rest: Vec<Diagnostic>,
}

/// Sorts `errors` by the messages `l10n` recorded as failed.
pub fn by_message(l10n: &L10n, root: &Path, errors: &[Diagnostic]) -> ByMessage {
    let Failures { missing, broken } = l10n.failures();
    let broken_texts: Vec<(String, &Diagnostic)> =
        broken.iter().map(|b| (b.to_string(), b)).collect();
    let missing_texts: Vec<(String, &str)> = missing
        .iter()
        .map(|(lang, id)| (l10n.missing_text(lang, id), id.as_str()))
        .collect();
    let place = |e: &Diagnostic, at: usize| -> Place {
        let what = e.message[..at].trim_end_matches([':', ' ']);
        let what = match what.split_once(": ") {
            Some((first, _)) => first,
            None => what,
        };
        let what = if what.is_empty() && e.line > 0 {
            format!(
                "{}:{}",
                e.file.strip_prefix(root).unwrap_or(&e.file).display(),
                e.line
            )
        } else {
            what.to_string()
        };
        Place {
            what,
            lang: e.lang.clone(),
        }
    };
    let mut by_broken: BTreeMap<&Diagnostic, Vec<Place>> = BTreeMap::new();
    let mut by_missing: BTreeMap<String, Vec<Place>> = BTreeMap::new();
    let mut rest = Vec::new();
    for e in errors {
        if let Some((_, b)) = broken_texts.iter().find(|(_, b)| *b == e) {
            by_broken.entry(b).or_default().push(Place {
                what: String::new(),
                lang: e.lang.clone(),
            });
        } else if let Some((at, b)) = broken_texts
            .iter()
            .find_map(|(t, b)| e.message.find(t.as_str()).map(|at| (at, *b)))
        {
            by_broken.entry(b).or_default().push(place(e, at));
        } else if let Some((at, id)) = missing_texts
            .iter()
            .find_map(|(t, id)| e.message.find(t.as_str()).map(|at| (at, *id)))
        {
            by_missing
                .entry(id.to_string())
                .or_default()
                .push(place(e, at));
        } else {
            rest.push(e.clone());
        }
    }
    ByMessage {
        broken: by_broken
            .into_iter()
            .map(|(b, places)| (b.clone(), places))
            .collect(),
        missing: by_missing,
        rest,
    }
}

/// A failed build's report with each message that did not format once, at its
/// definition, with how many places failed on it and the first of them; every other
/// error as it was; each message missing along the chains once, where it belongs in
/// the default language, with the pages that failed on it.
pub fn fold_broken(l10n: &L10n, root: &Path, report: Report) -> Report {
    let sorted = by_message(l10n, root, &report.diagnostics);
    let mut errors = sorted.rest;
    // A message missing along a chain is missing in the default language, where every
    // chain ends: one line there fixes every page of every language that failed on it.
    let default = l10n.default_language();
    let folder = root.join("locales").join(default);
    let reference = super::coverage::read_language(&root.join("locales"), default, &mut Vec::new());
    for (id, places) in &sorted.missing {
        let (file, line, beside) = belongs(&folder, id, &reference);
        let target = target(&file.display().to_string(), line, beside.as_deref());
        let langs: BTreeSet<&str> = places.iter().filter_map(|p| p.lang.as_deref()).collect();
        errors.push(
            Diagnostic::new(
                &file,
                line,
                usize::from(line > 0),
                format!(
                    "the message `{id}` is missing in `{default}`, where every language's chain ends, so the pages of {} fail on it: add `{id} = …` to {target}; this one line fixes them all (each language translates it later){}",
                    langs.into_iter().collect::<Vec<_>>().join(", "),
                    places_note(places)
                ),
            )
            .lang(default)
            .about(id),
        );
    }
    for (mut d, places) in sorted.broken {
        d.message.push_str(&places_note(&places));
        errors.push(d);
    }
    errors.sort();
    errors.dedup();
    Report {
        diagnostics: errors,
    }
}

/// Where to add a message, in words, from what [`belongs`] found (`file` as it is to
/// be shown): after the message it belongs beside, at the end of its file, or in a
/// file of the language's folder.
pub fn target(file: &str, line: usize, beside: Option<&str>) -> String {
    match beside {
        Some(b) => format!("{file}, here after `{b}`"),
        None if line > 0 => format!("{file}, at its end"),
        None => format!("a file of {file}/"),
    }
}

/// Where a message of the default language belongs: the file, and the line after the
/// last message whose id begins with most of its words (`variant-ur-…` for
/// `variant-ur-quick`), with that message's id. When no id shares a word with it: the
/// end of the language's `site.ftl`, or of its file with the most messages (one line
/// past its last), and the language's folder (line 0) only when it has no file
/// (`folder`, the default language's).
pub fn belongs(folder: &Path, id: &str, reference: &Messages) -> (PathBuf, usize, Option<String>) {
    let words = |s: &str| -> Vec<String> { s.split('-').map(str::to_string).collect() };
    let mine = words(id);
    let shared = |other: &str| {
        mine.iter()
            .zip(words(other))
            .take_while(|(a, b)| **a == *b)
            .count()
    };
    let best = reference
        .iter()
        .filter(|(other, _)| {
            !super::coverage::is_page_message(other) || super::coverage::is_page_message(id)
        })
        .map(|(other, info)| (shared(other), &info.file, info.line, other))
        .filter(|(n, ..)| *n > 0)
        .max_by(|a, b| {
            a.0.cmp(&b.0)
                .then(a.1.cmp(b.1).reverse())
                .then(a.2.cmp(&b.2))
        });
    match best {
        Some((_, file, line, other)) => {
            let after = super::read_ftl(file)
                .map(|text| entry_end(&text, line))
                .unwrap_or(line + 1);
            (file.clone(), after, Some(other.clone()))
        }
        // No message begins as it does: at the end of the language's file of
        // site-wide words, or of its largest file; the folder where it has none.
        None => {
            let mut count: BTreeMap<&Path, usize> = BTreeMap::new();
            for info in reference.values() {
                *count.entry(info.file.as_path()).or_default() += 1;
            }
            let file = count
                .keys()
                .find(|f| f.file_name().is_some_and(|n| n == "site.ftl"))
                .copied()
                .or_else(|| {
                    count
                        .iter()
                        .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
                        .map(|(f, _)| *f)
                });
            match file.and_then(|f| Some((f, super::read_ftl(f).ok()?))) {
                Some((file, text)) => (file.to_path_buf(), text.lines().count() + 1, None),
                None => (folder.to_path_buf(), 0, None),
            }
        }
    }
}

/// The line after the entry that starts on `line` (1-based): its attributes and
/// continuation lines are indented.
fn entry_end(text: &str, line: usize) -> usize {
    let rest = text
        .lines()
        .skip(line)
        .take_while(|l| l.starts_with([' ', '\t']) && !l.trim().is_empty())
        .count();
    line + rest + 1
}

/// ` (16 places fail on it: the play page of senet/bell [cs], … and 14 more)`, or
/// nothing for one place.
pub fn places_note(places: &[Place]) -> String {
    // Each once, in the order of the report.
    let mut seen = BTreeSet::new();
    let places: Vec<&Place> = places.iter().filter(|p| seen.insert(*p)).collect();
    if places.len() < 2 {
        return String::new();
    }
    let named: Vec<String> = places
        .iter()
        .filter(|p| !p.what.is_empty())
        .take(PLACES_NAMED)
        .map(|p| match &p.lang {
            Some(l) => format!("{} [{l}]", p.what),
            None => p.what.clone(),
        })
        .collect();
    let more = places.len() - named.len();
    let named = if more > 0 {
        format!("{} and {more} more", named.join(", "))
    } else {
        named.join(", ")
    };
    format!(" ({} places fail on it: {named})", places.len())
}
