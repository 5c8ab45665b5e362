//! The Tera templates of `templates/`, with one translation function, `t`, bound
//! to the page's language: `{{ t(key="skip-link") }}`, `{{ t(key="pieces", count=5) }}`.
//! Its output is escaped like any other value.

use crate::diagnostics::{Diagnostic, Report};
use crate::l10n::{Arg, Args, L10n};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

pub struct Templates {
    base: tera::Tera,
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
        let mut a = Args::new();
        for (k, v) in args {
            if k == "key" {
                continue;
            }
            let arg = match v {
                tera::Value::Number(n) => Arg::Num(n.as_f64().unwrap_or_default()),
                tera::Value::String(s) => Arg::Str(s.clone()),
                other => Arg::Str(other.to_string()),
            };
            a.insert(k.clone(), arg);
        }
        self.l10n.tr(&self.lang, key, &a).map(tera::Value::String).map_err(tera::Error::msg)
    }
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
            let mut it = rest.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty());
            Some((it.next()?.parse().ok()?, it.next()?.parse().ok()?))
        })
        .unwrap_or((1, 1))
}

impl Templates {
    /// Reads every `*.html` under the folder; names are paths relative to it.
    pub fn load(dir: &Path) -> Result<Templates, Report> {
        let mut report = Report::default();
        let mut sources = Vec::new();
        let mut files: Vec<_> = walkdir::WalkDir::new(dir)
            .into_iter()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "html"))
            .map(|e| e.into_path())
            .collect();
        files.sort();
        for file in &files {
            let name = file.strip_prefix(dir).unwrap_or(file).to_string_lossy().replace('\\', "/");
            match std::fs::read_to_string(file) {
                Ok(text) => sources.push((file.clone(), name, text)),
                Err(e) => report.push(Diagnostic::new(file, 1, 1, format!("cannot read the template: {e}"))),
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
        if report.is_empty() {
            let all: Vec<(&str, &str)> = sources.iter().map(|(_, n, t)| (n.as_str(), t.as_str())).collect();
            if let Err(e) = tera.add_raw_templates(all) {
                report.push(Diagnostic::new(dir, 1, 1, format!("templates: {}", error_chain(&e))));
            }
        }
        report.finish(Templates { base: tera })
    }

    /// A Tera whose `t` speaks this language.
    pub fn for_language(&self, l10n: Arc<L10n>, lang: &str) -> tera::Tera {
        let mut tera = self.base.clone();
        tera.register_function("t", Translate { l10n, lang: lang.to_string() });
        tera
    }
}
