//! Reading the rule data from a site's `content/games/` folder: every variant file and
//! every board file, through `input` (so links, sizes and encodings are treated as for
//! every other source), into the core's `Catalogue`. The core parses texts and never
//! touches files, which is what lets it run in the browser. And the options a rule
//! set is named with in text, `name=value` (a command's `--option`, a page's rule fact).

use crate::diagnostics::Diagnostic;
use crate::input;
use std::collections::BTreeMap;
use std::path::Path;
use tabula_core::rules::{Catalogue, RuleError};

/// Reads every `<game>/<variant>.toml` and `<game>/boards/<name>.toml` under a
/// `games` folder, collecting all errors.
pub fn load(dir: &Path) -> Result<Catalogue, Vec<RuleError>> {
    let mut errors = Vec::new();
    let (files, walk_errors) = input::files_under(dir);
    errors.extend(walk_errors.into_iter().map(rule_error));
    let mut boards = Vec::new();
    let mut variants = Vec::new();
    for path in files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
    {
        let Ok(rel) = path.strip_prefix(dir) else {
            continue;
        };
        let parts: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let stem = |name: &str| name.trim_end_matches(".toml").to_string();
        let target = match parts.as_slice() {
            [game, name] => Some((&mut variants, format!("{game}/{}", stem(name)))),
            [game, boards_dir, name] if boards_dir == "boards" => {
                Some((&mut boards, format!("{game}/{}", stem(name))))
            }
            _ => None,
        };
        let Some((list, id)) = target else { continue };
        match input::read_text(&path, input::MAX_TEXT) {
            Ok(text) => list.push((id, path.clone(), text)),
            Err(d) => errors.push(rule_error(d)),
        }
    }
    match Catalogue::from_texts(boards, variants) {
        Ok(c) if errors.is_empty() => Ok(c),
        Ok(_) => Err(errors),
        Err(more) => {
            errors.extend(more);
            Err(errors)
        }
    }
}

/// A file that could not be read, reported as rule data's errors are.
fn rule_error(d: Diagnostic) -> RuleError {
    RuleError {
        file: d.file,
        line: d.line,
        column: d.column,
        message: d.message,
    }
}

/// Parses `name=value` options, each named once.
pub fn parse_options(list: &[String]) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    for item in list {
        let Some((k, v)) = item.split_once('=') else {
            return Err(format!(
                "option: `{item}` must be written name=value, e.g. route=masters"
            ));
        };
        if out
            .insert(k.trim().to_string(), v.trim().to_string())
            .is_some()
        {
            return Err(format!("option: `{k}` is given twice"));
        }
    }
    Ok(out)
}
