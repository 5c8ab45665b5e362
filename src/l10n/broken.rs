//! The diagnostic of a message that does not format, at its definition, with what to
//! write instead: the variable to pass, the form a name lacks, or a translator's typo.

use super::{check, coverage, read_ftl, L10n};
use crate::diagnostics::Diagnostic;
use std::path::{Path, PathBuf};

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

impl L10n {
    /// The diagnostic of a message that does not format, at its definition.
    pub(super) fn format_error(
        &self,
        used: &str,
        id: &str,
        message: &str,
        errors: &[fluent_bundle::FluentError],
    ) -> Diagnostic {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        let variables = unknown_variables(errors);
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
        .about(id)
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
            .lang(used)
            .about(id),
        )
    }
}

/// The variables a message used that its caller did not give, from its errors.
pub(super) fn unknown_variables(errors: &[fluent_bundle::FluentError]) -> Vec<String> {
    use fluent_bundle::resolver::{errors::ReferenceKind, ResolverError};
    use fluent_bundle::FluentError;
    errors
        .iter()
        .filter_map(|e| match e {
            FluentError::ResolverError(ResolverError::Reference(ReferenceKind::Variable {
                id,
            })) => Some(id.clone()),
            _ => None,
        })
        .collect()
}
