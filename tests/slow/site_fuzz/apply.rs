//! Applying a case: the minimal fixture copied with the bundled rule data, and the
//! case's pages, Fluent files, rule changes and template text written into it.

use super::{Case, Fluent, RuleChange, GAMES, TEMPLATES};
use crate::common::site::SiteCopy;

/// Replaces the nth match (modulo their number) of `pattern` in `text`.
fn replace_nth(
    text: &str,
    n: usize,
    is_start: impl Fn(&str) -> Option<usize>,
    with: &str,
) -> String {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if let Some(len) = is_start(&text[i..]) {
            spans.push((i, i + len));
            i += len.max(1);
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    if spans.is_empty() {
        return text.to_string();
    }
    let (a, b) = spans[n % spans.len()];
    format!("{}{with}{}", &text[..a], &text[b..])
}

fn number_at(s: &str) -> Option<usize> {
    let len = s.bytes().take_while(|b| b.is_ascii_digit()).count();
    (len > 0).then_some(len)
}

fn string_at(s: &str) -> Option<usize> {
    let rest = s.strip_prefix('"')?;
    rest.find('"').map(|end| end + 2)
}

fn change_rules(text: &str, change: &RuleChange) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    let n = lines.len().max(1);
    match change {
        RuleChange::Number(i, v) => replace_nth(text, *i, number_at, &v.to_string()),
        RuleChange::Text(i, t) => replace_nth(text, *i, string_at, &format!("{t:?}")),
        RuleChange::Delete(i) => {
            if !lines.is_empty() {
                lines.remove(i % n);
            }
            lines.join("\n") + "\n"
        }
        RuleChange::Insert(i, l) => {
            lines.insert(i % (n + 1), l);
            lines.join("\n") + "\n"
        }
        RuleChange::OptionDefault(t) => {
            lines
                .iter()
                .map(|l| {
                    if l.starts_with("default = ") {
                        format!("default = {t:?}")
                    } else {
                        l.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join("\n")
                + "\n"
        }
        RuleChange::Truncate(i) => lines[..i % n].join("\n") + "\n",
        RuleChange::Replace(from, to) => {
            assert!(text.contains(from.as_str()), "no {from:?} in\n{text}");
            text.replacen(from.as_str(), to, 1)
        }
    }
}

pub(super) fn site_of(case: &Case) -> SiteCopy {
    let site = SiteCopy::fixture("minimal").with_bundled(&[
        "content/games",
        "locales/en/rules.ftl",
        "locales/en/diagrams.ftl",
    ]);
    // Diagram descriptions join their sentences with a message of the bundled site.ftl.
    site.write("locales/en/fuzz-base.ftl", "sentence-join = {\" \"}\n");
    for (file, text) in &case.pages {
        site.write(file, text);
    }
    for f in &case.fluent {
        match f {
            Fluent::Write(file, text) => site.write(file, text),
            Fluent::Append(file, text) => {
                let old = site.read(file);
                site.write(file, &format!("{old}\n{text}"));
            }
        }
    }
    for (i, change) in &case.rules {
        let file = GAMES[*i];
        // Without comments, so every change is to the data (no `#` is inside a string there).
        let text: String = site
            .read(file)
            .lines()
            .map(|l| format!("{}\n", l.split('#').next().unwrap().trim_end()))
            .collect();
        site.write(file, &change_rules(&text, change));
    }
    for (i, line, text) in &case.templates {
        let file = TEMPLATES[*i];
        let mut lines: Vec<String> = site.read(file).lines().map(str::to_string).collect();
        let at = line % (lines.len() + 1);
        lines.insert(at, text.clone());
        site.write(file, &(lines.join("\n") + "\n"));
    }
    site
}
