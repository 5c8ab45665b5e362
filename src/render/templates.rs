//! The Tera templates of `templates/`, with one translation function, `t`, bound
//! to the page's language: `{{ t(key="skip-link") }}`, `{{ t(key="pieces", count=5) }}`.
//! Its output is escaped like any other value.
//!
//! A message that does not format fails the page with an error that carries the
//! message's own place in its `.ftl` file ([`message_error`]), so the build reports
//! that place once rather than the template for every page. Templates nesting
//! deeper than [`MAX_BLOCK_DEPTH`] or [`MAX_BRACKET_DEPTH`] are refused before
//! Tera's recursive parser sees them.

use crate::diagnostics::{line_col, Diagnostic, Report};
use crate::l10n::{Arg, Args, L10n, TrError};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

/// How deep `{% if %}`, `{% for %}`, `{% block %}`, `{% macro %}` and `{% filter %}`
/// may nest. Tera parses and renders them recursively: on a 2 MiB thread (rayon's,
/// the preview server's) 450 nested `if`s render in a release build, but 130 overflow
/// the stack of a debug build and abort the process. Real templates use a handful.
pub const MAX_BLOCK_DEPTH: usize = 64;

/// How deep brackets (`(`, `[`) may nest inside one `{{ }}` or `{% %}`, for the same
/// reason (400 overflow a 2 MiB thread in a debug build).
pub const MAX_BRACKET_DEPTH: usize = 32;

pub struct Templates {
    base: tera::Tera,
    /// The names every template reads anything of (`{{ x }}`, `{% if x %}`): a rough
    /// scan of the sources, for features whose absence from the templates is not an error.
    mentioned: std::collections::BTreeSet<String>,
}

struct Translate {
    l10n: Arc<L10n>,
    lang: String,
}

impl tera::Function for Translate {
    fn call(&self, args: &HashMap<String, tera::Value>) -> tera::Result<tera::Value> {
        let key = args
            .get("key")
            .and_then(|v| v.as_str())
            .ok_or_else(|| tera::Error::msg("t() needs key=\"message-id\""))?;
        // `or`: what a message of punctuation gives where the site's languages lack it
        // (a site made before the message was added to the bundled templates).
        let or = args.get("or").and_then(|v| v.as_str());
        let mut a = Args::new();
        for (k, v) in args {
            if k == "key" || k == "or" {
                continue;
            }
            let arg = match v {
                tera::Value::Number(n) => Arg::Num(n.as_f64().unwrap_or_default()),
                tera::Value::String(s) => Arg::Str(s.clone()),
                other => Arg::Str(other.to_string()),
            };
            a.insert(k.clone(), arg);
        }
        if let Some(or) = or {
            let chain = self.l10n.chain(&self.lang);
            if !chain.iter().any(|lang| self.l10n.has(lang, key)) {
                return Ok(tera::Value::String(or.to_string()));
            }
        }
        match self.l10n.format(&self.lang, key, &a) {
            Ok(s) => Ok(tera::Value::String(s)),
            Err(TrError::Missing(m)) => Err(tera::Error::msg(m)),
            Err(e) => Err(tera::Error::chain("a message does not format", e)),
        }
    }
}

/// The diagnostic of a message that did not format during a render, at the
/// message's place in its `.ftl` file: the one thing to report for that error.
pub fn message_error(e: &tera::Error) -> Option<Diagnostic> {
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        if let Some(d) = s.downcast_ref::<TrError>().and_then(TrError::diagnostic) {
            return Some(d.clone());
        }
        source = s.source();
    }
    None
}

/// The whole chain of a Tera error, on one line.
pub fn error_chain(e: &tera::Error) -> String {
    let mut parts = vec![e.to_string()];
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        parts.push(s.to_string());
        source = s.source();
    }
    parts.join(": ").replace('\n', " ")
}

/// Line and column from Tera's ` --> L:C` in a parse error.
fn tera_position(message: &str) -> (usize, usize) {
    message
        .split("--> ")
        .nth(1)
        .and_then(|rest| {
            let mut it = rest
                .split(|c: char| !c.is_ascii_digit())
                .filter(|s| !s.is_empty());
            Some((it.next()?.parse().ok()?, it.next()?.parse().ok()?))
        })
        .unwrap_or((1, 1))
}

impl Templates {
    /// Reads every `*.html` under the folder; names are paths relative to it.
    pub fn load(dir: &Path) -> Result<Templates, Report> {
        Templates::load_with(dir, &[])
    }

    /// Reads the folder as [`Templates::load`] does, and adds each of the `bundled`
    /// templates (name, text) that the folder lacks: the markup of computed blocks and
    /// of the pages tabula makes, where the site does not restyle it.
    pub(crate) fn load_with(
        dir: &Path,
        bundled: &[(String, &'static str)],
    ) -> Result<Templates, Report> {
        let mut report = Report::default();
        let mut sources = Vec::new();
        let (mut files, walk_errors) = crate::input::files_under(dir);
        report.extend(walk_errors);
        files.retain(|p| p.extension().is_some_and(|x| x == "html"));
        for file in &files {
            let name = file
                .strip_prefix(dir)
                .unwrap_or(file)
                .to_string_lossy()
                .replace('\\', "/");
            match crate::input::read_text(file, crate::input::MAX_TEXT) {
                Ok(text) => match too_deep(&text) {
                    Some((at, what)) => {
                        let (line, col) = line_col(&text, at);
                        report.push(Diagnostic::new(file, line, col, format!(
                            "{what}: tabula refuses such a template rather than overflow; flatten it (a macro or an include can help)"
                        )));
                    }
                    None => sources.push((file.clone(), name, text)),
                },
                Err(d) => report.push(d),
            }
        }
        for (name, text) in bundled {
            if !sources.iter().any(|(_, n, _)| n == name) {
                sources.push((dir.join(name), name.clone(), text.to_string()));
            }
        }
        let mut tera = tera::Tera::default();
        tera.autoescape_on(vec![".html", ".xml"]);
        tera.set_escape_fn(super::esc);
        // Each template alone first, so a syntax error names its own file.
        for (file, name, text) in &sources {
            let mut one = tera::Tera::default();
            if let Err(e) = one.add_raw_template(name, text) {
                let msg = error_chain(&e);
                if !msg.contains("Failed to parse") {
                    continue; // inheritance is checked with all templates together
                }
                let (line, col) = tera_position(&msg);
                report.push(Diagnostic::new(file, line, col, format!("template: {msg}")));
            }
        }
        // Tera follows includes as it renders, with no limit: a loop would overflow.
        report.extend(include_loops(&sources));
        if report.is_empty() {
            let all: Vec<(&str, &str)> = sources
                .iter()
                .map(|(_, n, t)| (n.as_str(), t.as_str()))
                .collect();
            if let Err(e) = tera.add_raw_templates(all) {
                report.push(Diagnostic::new(
                    dir,
                    1,
                    1,
                    format!("templates: {}", error_chain(&e)),
                ));
            }
        }
        let mentioned = sources
            .iter()
            .flat_map(|(_, _, t)| {
                t.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .collect();
        report.finish(Templates {
            base: tera,
            mentioned,
        })
    }

    /// Whether a template names `word` (a variable of the context, say).
    pub fn mention(&self, word: &str) -> bool {
        self.mentioned.contains(word)
    }

    /// Whether the site has this template.
    pub fn has(&self, name: &str) -> bool {
        self.base.get_template_names().any(|n| n == name)
    }

    /// A Tera whose `t` speaks this language.
    pub fn for_language(&self, l10n: Arc<L10n>, lang: &str) -> tera::Tera {
        let mut tera = self.base.clone();
        tera.register_function(
            "t",
            Translate {
                l10n,
                lang: lang.to_string(),
            },
        );
        // A build is a function of the site's files: no template reads the environment.
        tera.register_function(
            "get_env",
            |_: &HashMap<String, tera::Value>| -> tera::Result<tera::Value> {
                Err(tera::Error::msg(
                    "get_env is not available: a page is made from the site's files only",
                ))
            },
        );
        tera
    }
}

/// The templates a template names (`include`, `extends`, `import`), with the
/// offset of each tag: a plain scan for the tag and its quoted name.
fn references(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut rest = 0;
    while let Some(i) = text[rest..].find("{%") {
        let start = rest + i;
        let Some(end) = text[start..].find("%}") else {
            break;
        };
        let tag = text[start + 2..start + end]
            .trim()
            .trim_start_matches('-')
            .trim();
        for kw in ["include", "extends", "import"] {
            if let Some(args) = tag.strip_prefix(kw) {
                let args = args.trim_start();
                if let Some(q) = args.chars().next().filter(|c| *c == '"' || *c == '\'') {
                    if let Some(close) = args[1..].find(q) {
                        out.push((start, args[1..1 + close].to_string()));
                    }
                }
            }
        }
        rest = start + end + 2;
    }
    out
}

/// Templates that reach themselves again through includes, extends or imports:
/// one error per loop, at the tag that closes it.
fn include_loops(sources: &[(std::path::PathBuf, String, String)]) -> Vec<Diagnostic> {
    let refs: Vec<Vec<(usize, String)>> = sources.iter().map(|(_, _, t)| references(t)).collect();
    let index = |name: &str| sources.iter().position(|(_, n, _)| n == name);
    let mut errors = Vec::new();
    let mut reported = std::collections::BTreeSet::new();
    for start in 0..sources.len() {
        // Depth-first over names with an explicit stack: (template, next reference to follow).
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        let mut on_path = vec![start];
        let mut seen = std::collections::BTreeSet::from([start]);
        while let Some((t, k)) = stack.pop() {
            let Some((at, name)) = refs[t].get(k) else {
                on_path.pop();
                continue;
            };
            stack.push((t, k + 1));
            let Some(next) = index(name) else { continue };
            if next == start {
                let mut cycle: Vec<String> =
                    on_path.iter().map(|&i| sources[i].1.clone()).collect();
                cycle.push(sources[start].1.clone());
                let mut key = cycle.clone();
                key.sort();
                if reported.insert(key) {
                    let (file, _, text) = &sources[t];
                    let (line, col) = line_col(text, *at);
                    errors.push(Diagnostic::new(file, line, col, format!(
                        "`{name}` leads back to itself ({}): a template may not include itself, directly or through others",
                        cycle.join(" → ")
                    )));
                }
            } else if seen.insert(next) {
                on_path.push(next);
                stack.push((next, 0));
            }
        }
    }
    errors
}

/// Where a template nests deeper than the bounds, and how: the offset of the tag or
/// bracket that goes one level too deep. A scan of the raw text, never recursive;
/// comments (`{# #}`) and `{% raw %}` are skipped, as are string literals in tags.
fn too_deep(text: &str) -> Option<(usize, String)> {
    const OPEN: [&str; 5] = ["if", "for", "block", "macro", "filter"];
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] != b'{' || !matches!(b[i + 1], b'{' | b'%' | b'#') {
            i += 1;
            continue;
        }
        let start = i;
        if b[i + 1] == b'#' {
            i = text[i..].find("#}").map_or(b.len(), |n| i + n + 2);
            continue;
        }
        let close = if b[i + 1] == b'{' { b'}' } else { b'%' };
        i += 2;
        let word_at = i + text[i..]
            .bytes()
            .take_while(|c| *c == b'-' || c.is_ascii_whitespace())
            .count();
        let word: String = text[word_at..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if close == b'%' {
            if word == "raw" {
                // Up to the `{% endraw %}` tag; what is inside is text.
                let mut j = i;
                while let Some(n) = text[j..].find("{%") {
                    j += n + 2;
                    let rest =
                        text[j..].trim_start_matches(|c: char| c == '-' || c.is_ascii_whitespace());
                    if rest.starts_with("endraw") {
                        break;
                    }
                }
                i = j;
                continue;
            }
            if OPEN.contains(&word.as_str()) {
                depth += 1;
                if depth > MAX_BLOCK_DEPTH {
                    return Some((
                        start,
                        format!(
                            "`{{% {word} %}}` blocks nest more than {MAX_BLOCK_DEPTH} deep here"
                        ),
                    ));
                }
            } else if word.strip_prefix("end").is_some_and(|w| OPEN.contains(&w)) {
                depth = depth.saturating_sub(1);
            }
        }
        // The tag's expression, up to its closing `}}` or `%}`.
        let mut brackets = 0usize;
        while i < b.len() {
            match b[i] {
                q @ (b'"' | b'\'' | b'`') => {
                    i += 1;
                    while i < b.len() && b[i] != q {
                        i += 1;
                    }
                }
                b'(' | b'[' => {
                    brackets += 1;
                    if brackets > MAX_BRACKET_DEPTH {
                        return Some((
                            i,
                            format!("brackets nest more than {MAX_BRACKET_DEPTH} deep here"),
                        ));
                    }
                }
                b')' | b']' => brackets = brackets.saturating_sub(1),
                c if c == close && b.get(i + 1) == Some(&b'}') => {
                    i += 1;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_is_bounded_outside_comments_raw_and_strings() {
        let ifs = |n: usize| format!("{}x{}", "{% if a %}".repeat(n), "{% endif %}".repeat(n));
        assert_eq!(too_deep(&ifs(MAX_BLOCK_DEPTH)), None);
        assert_eq!(
            too_deep(&ifs(MAX_BLOCK_DEPTH + 1)).map(|(at, _)| at),
            Some(10 * MAX_BLOCK_DEPTH)
        );
        // Siblings do not add up.
        assert_eq!(too_deep(&"{% if a %}x{% endif %}".repeat(5000)), None);
        let brackets = |n: usize| format!("{{{{ {}1{} }}}}", "(".repeat(n), ")".repeat(n));
        assert_eq!(too_deep(&brackets(MAX_BRACKET_DEPTH)), None);
        assert_eq!(
            too_deep(&brackets(MAX_BRACKET_DEPTH + 1)).map(|(at, _)| at),
            Some(3 + MAX_BRACKET_DEPTH)
        );
        let quiet = format!(
            "{{# {} #}}{{% raw %}}{}{{% endraw %}}{{{{ \"{}\" }}}}",
            "{% if a %}".repeat(500),
            "{% if a %}".repeat(500),
            "(".repeat(500)
        );
        assert_eq!(too_deep(&quiet), None);
    }
}
