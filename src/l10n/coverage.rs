//! The translation coverage report of `tabula check`: for every language against
//! the default one, missing and obsolete messages, variable mismatches, plural
//! categories the language does not have, and untranslated pages.

use super::check::{offset_of, Lines};
use crate::diagnostics::Diagnostic;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What one message uses, read from the Fluent source.
#[derive(Debug, Clone, Default)]
pub struct MessageInfo {
    pub file: PathBuf,
    pub line: usize,
    pub variables: BTreeSet<String>,
    /// The variables it shows in its text (the others it only selects on).
    pub placed: BTreeSet<String>,
    /// Plural-category keys used in selects on variables (`one`, `few`, ...).
    pub categories: BTreeSet<String>,
    /// Where each variable is first used: (line, column) of its `$`.
    pub places: BTreeMap<String, (usize, usize)>,
}

/// The messages of one language.
pub type Messages = BTreeMap<String, MessageInfo>;

/// Reads every message of `locales/<lang>/*.ftl` with what it uses; unreadable files
/// and syntax errors go to `errors`.
pub fn read_language(dir: &Path, lang: &str, errors: &mut Vec<Diagnostic>) -> Messages {
    let mut out = Messages::new();
    let (files, walk_errors) = super::ftl_files(&dir.join(lang));
    errors.extend(walk_errors.into_iter().map(|d| d.lang(lang)));
    for file in files {
        let text = match super::read_ftl(&file) {
            Ok(t) => t,
            Err(d) => {
                errors.push(d.lang(lang));
                continue;
            }
        };
        let lines = Lines::new(&text);
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    let (line, col) = lines.line_col(e.pos.start);
                    errors.push(
                        Diagnostic::new(&file, line, col, format!("Fluent syntax: {}", e.kind))
                            .lang(lang),
                    );
                }
                r
            }
        };
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                let at = offset_of(&text, m.id.name).unwrap_or(0);
                let mut info = MessageInfo {
                    file: file.clone(),
                    line: lines.line_col(at).0,
                    ..Default::default()
                };
                let mut refs = Vec::new();
                if let Some(v) = &m.value {
                    walk_pattern(v, &mut info, &mut refs);
                }
                for a in &m.attributes {
                    walk_pattern(&a.value, &mut info, &mut refs);
                }
                for name in refs {
                    if let Some(at) = offset_of(&text, name) {
                        // The `$` before the name.
                        let place = lines.line_col(at.saturating_sub(1));
                        info.places.entry(name.to_string()).or_insert(place);
                    }
                }
                out.entry(m.id.name.to_string()).or_insert(info);
            }
        }
    }
    out
}

/// The variables a pattern (a message's value or attribute) uses.
pub(crate) fn pattern_variables(p: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut info = MessageInfo::default();
    walk_pattern(p, &mut info, &mut Vec::new());
    info.variables
}

/// Walks a pattern for what it uses; `refs` gets every variable reference's name,
/// a slice of the source, in order.
fn walk_pattern<'s>(p: &ast::Pattern<&'s str>, info: &mut MessageInfo, refs: &mut Vec<&'s str>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            walk_expression(expression, info, refs);
        }
    }
}

fn walk_expression<'s>(
    e: &ast::Expression<&'s str>,
    info: &mut MessageInfo,
    refs: &mut Vec<&'s str>,
) {
    match e {
        ast::Expression::Select { selector, variants } => {
            let on_variable = match selector {
                ast::InlineExpression::VariableReference { id } => {
                    info.variables.insert(id.name.to_string());
                    refs.push(id.name);
                    true
                }
                other => {
                    walk_inline(other, info, refs);
                    false
                }
            };
            for v in variants {
                if let ast::VariantKey::Identifier { name } = &v.key {
                    if on_variable && ["zero", "one", "two", "few", "many"].contains(name) {
                        info.categories.insert(name.to_string());
                    }
                }
                walk_pattern(&v.value, info, refs);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, info, refs),
    }
}

fn walk_inline<'s>(
    i: &ast::InlineExpression<&'s str>,
    info: &mut MessageInfo,
    refs: &mut Vec<&'s str>,
) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            info.variables.insert(id.name.to_string());
            info.placed.insert(id.name.to_string());
            refs.push(id.name);
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, info, refs);
            }
            for n in &arguments.named {
                walk_inline(&n.value, info, refs);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, info, refs),
        _ => {}
    }
}

/// The plural categories of a language's cardinal numbers.
pub fn plural_categories(lang: &str) -> BTreeSet<String> {
    use intl_pluralrules::{PluralRuleType, PluralRules};
    let Ok(id) = lang.parse::<unic_langid::LanguageIdentifier>() else {
        return BTreeSet::new();
    };
    match PluralRules::create(id, PluralRuleType::CARDINAL) {
        Ok(rules) => {
            // Probe integers and decimals: every category shows up among them.
            let mut samples: Vec<String> = (0..=200).map(|n| n.to_string()).collect();
            samples.extend(
                ["0.5", "1.5", "2.5", "1.1", "0.0", "1.0", "10.5", "100.5"].map(String::from),
            );
            samples
                .iter()
                .filter_map(|n| rules.select(n.as_str()).ok())
                .map(|c| format!("{c:?}").to_lowercase())
                .collect()
        }
        Err(_) => ["other".to_string()].into_iter().collect(),
    }
}

/// One language's findings.
#[derive(Debug, Clone, Default)]
pub struct LanguageReport {
    pub lang: String,
    pub total: usize,
    pub translated: usize,
    pub missing: Vec<String>,
    pub obsolete: Vec<Diagnostic>,
    pub bad_categories: Vec<Diagnostic>,
    pub variable_mismatches: Vec<Diagnostic>,
    pub pages_total: usize,
    pub untranslated_pages: Vec<String>,
}

/// Compares a language's messages with the reference language's.
pub fn compare(lang: &str, reference: &Messages, messages: &Messages) -> LanguageReport {
    let mut r = LanguageReport {
        lang: lang.into(),
        total: reference.len(),
        ..Default::default()
    };
    let categories = plural_categories(lang);
    for (id, reference_info) in reference.iter().filter(|(id, _)| !is_page_message(id)) {
        match messages.get(id) {
            None => r.missing.push(id.clone()),
            Some(info) => {
                r.translated += 1;
                // `$variant-genitive` is a form of `$variant`: each language uses the forms it needs.
                let (mine, theirs) = (bases(&info.variables), bases(&reference_info.variables));
                if mine != theirs {
                    let extra: Vec<&String> = mine.difference(&theirs).collect();
                    // A variable the reference only selects on may be left out: the
                    // distinction it draws (a plural, a conjunction) may not exist here.
                    let selected_only: BTreeSet<String> = theirs
                        .difference(&bases(&reference_info.placed))
                        .cloned()
                        .collect();
                    let lacking: Vec<&String> = theirs
                        .difference(&mine)
                        .filter(|v| !selected_only.contains(*v))
                        .collect();
                    let mut parts = Vec::new();
                    if !extra.is_empty() {
                        parts.push(format!(
                            "uses {} that the reference does not have",
                            names(&extra)
                        ));
                    }
                    if !lacking.is_empty() {
                        parts.push(format!("does not use {}", names(&lacking)));
                    }
                    if !parts.is_empty() {
                        // What a translator does: a name of the reference for each name
                        // it lacks that looks like a typo of one, else the names to use.
                        let candidates: Vec<&str> = lacking.iter().map(|v| v.as_str()).collect();
                        let mut advice: Vec<String> = extra
                            .iter()
                            .filter_map(|e| {
                                let to = closest(e, &candidates).or_else(|| {
                                    (extra.len() == 1 && lacking.len() == 1).then(|| candidates[0])
                                })?;
                                Some(format!("write `${to}` for `${e}`"))
                            })
                            .collect();
                        if advice.is_empty() {
                            if !extra.is_empty() {
                                advice.push(format!(
                                    "remove {} or use the reference's",
                                    names(&extra)
                                ));
                            }
                            if !lacking.is_empty() {
                                let shown: Vec<String> =
                                    lacking.iter().map(|v| format!("{{ ${v} }}")).collect();
                                advice.push(format!("put {} in the translation", shown.join(", ")));
                            }
                        }
                        let advice = if extra.is_empty() {
                            advice.join("; ")
                        } else {
                            format!("a typo? {}", advice.join("; "))
                        };
                        // At the first name it has and the reference does not, else at the message.
                        let (line, column) = info
                            .places
                            .iter()
                            .filter(|(v, _)| extra.iter().any(|e| base(v) == e.as_str()))
                            .map(|(_, p)| *p)
                            .min()
                            .unwrap_or((info.line, 1));
                        r.variable_mismatches.push(
                            Diagnostic::new(
                                &info.file,
                                line,
                                column,
                                format!("the message `{id}` {}: {advice}", parts.join(" and ")),
                            )
                            .lang(lang)
                            .about(id),
                        );
                    }
                }
            }
        }
    }
    r.total = reference.keys().filter(|id| !is_page_message(id)).count();
    for (id, info) in messages {
        if !reference.contains_key(id) && !is_page_message(id) {
            r.obsolete.push(
                Diagnostic::new(
                    &info.file,
                    info.line,
                    1,
                    format!(
                "the message `{id}` is obsolete: the reference language no longer has it; remove it"
            ),
                )
                .lang(lang)
                .about(id),
            );
        }
        for c in &info.categories {
            if !categories.contains(c) {
                r.bad_categories.push(Diagnostic::new(&info.file, info.line, 1, format!(
                    "the message `{id}` has a `[{c}]` variant, a plural category `{lang}` does not have (it has {})",
                    categories.iter().cloned().collect::<Vec<_>>().join(", ")
                )).lang(lang).about(id));
            }
        }
    }
    r
}

/// Whether a message names a page where it is not translated (`page-senet-rules`):
/// such a message is needed by the languages that lack the page, not by every
/// language, so `tabula check` weighs it against the pages, not the reference.
pub fn is_page_message(id: &str) -> bool {
    id.starts_with("page-")
}

/// The variables a message uses, each form (`$variant-genitive`) counted as its name (`$variant`).
pub(crate) fn bases(variables: &BTreeSet<String>) -> BTreeSet<String> {
    variables.iter().map(|v| base(v).to_string()).collect()
}

/// The name a variable is a form of: `variant` of `variant-genitive`.
pub(crate) fn base(variable: &str) -> &str {
    variable.split('-').next().unwrap_or(variable)
}

/// The candidate a word is most likely a typo of: the nearest by edit distance
/// (a swap of two neighbours counts one), if it is near enough (two edits, or a
/// quarter of the word's length for a long one).
pub(crate) fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let length = word.chars().count();
    // Identifiers are short; a long one is compared with none (the distance is quadratic).
    if length > MAX_COMPARED {
        return None;
    }
    let limit = 2.max(length / 4);
    candidates
        .iter()
        .filter(|c| c.chars().count().abs_diff(length) <= limit)
        .map(|c| (distance(word, c), *c))
        .filter(|(d, _)| *d <= limit)
        .min()
        .map(|(_, c)| c)
}

/// The longest name [`closest`] compares.
const MAX_COMPARED: usize = 100;

/// The optimal string alignment distance: insertions, deletions, substitutions and
/// swaps of two neighbours, each one edit. Quadratic: for identifiers, not texts.
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = d;
        }
    }
    rows[a.len()][b.len()]
}

fn names(v: &[&String]) -> String {
    v.iter()
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}
