//! Rule data: each variant's `content/games/<game>/<variant>.toml`, read into the
//! engine's settings, with its options, and checked; errors name the file, line
//! and column and say what to fix.
//!
//! The bundled rule data is also compiled into the binary, so `tabula moves`
//! works from any folder; a site's own `content/games/` takes precedence.

pub mod diff;
pub mod options;

use crate::engine::{Rules, Settings};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// A problem in a rule-data file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file.display(), self.line, self.column, self.message)
    }
}

impl std::error::Error for RuleError {}

/// One variant's rule data, read and checked.
#[derive(Debug, Clone)]
pub struct Variant {
    /// `game/variant`, e.g. `senet/bell`.
    pub id: String,
    pub file: PathBuf,
    /// The settings with every option at its default.
    pub settings: Settings,
    /// The file as a TOML table, for laying options over.
    table: toml::Table,
}

impl Variant {
    /// Reads rule data from its text; `file` is only used to name it in errors.
    pub fn parse(id: &str, file: &Path, text: &str) -> Result<Variant, RuleError> {
        let at = |span: Option<std::ops::Range<usize>>, message: String| {
            let (line, column) = line_col(text, span.map_or(0, |s| s.start));
            RuleError { file: file.to_path_buf(), line, column, message }
        };
        let table: toml::Table =
            toml::from_str(text).map_err(|e| at(e.span(), e.message().trim().to_string()))?;
        let settings: Settings =
            toml::from_str(text).map_err(|e| at(e.span(), e.message().trim().to_string()))?;
        let game = id.split('/').next().unwrap_or_default();
        if settings.game != game {
            let pos = span_of(text, &["game"]);
            return Err(at(pos, format!("game is `{}` but the file is under games/{game}/", settings.game)));
        }
        let variant = Variant { id: id.to_string(), file: file.to_path_buf(), settings, table };
        let line_of = |needle: &str| text.find(needle).map(|p| p..p);
        // Every default first: applying any option applies the others' defaults.
        for (name, opt) in &variant.settings.options {
            if !opt.values.contains_key(&opt.default) {
                let known: Vec<&str> = opt.values.keys().map(|s| s.as_str()).collect();
                return Err(at(
                    span_of(text, &["options", name, "default"]).or_else(|| line_of(&format!("[options.{name}]"))),
                    format!("options.{name}.default is `{}`, which is not one of its values ({}): make it one of them", opt.default, known.join(", ")),
                ));
            }
        }
        // The rules as written first, so an error in them is not blamed on an option.
        Rules::new(variant.settings.clone()).map_err(|m| at(setting_span(text, &m), m))?;
        // Every value of every option must give rules that make sense.
        for (name, opt) in &variant.settings.options {
            for value in opt.values.keys() {
                let chosen = BTreeMap::from([(name.clone(), value.clone())]);
                variant.rules(&chosen).map_err(|m| {
                    // The value's own table, where the option set the setting; else the setting.
                    let span = span_of(text, &["options", name, "values", value]).or_else(|| setting_span(text, &m));
                    at(span, format!("option {name}={value}: {m}"))
                })?;
            }
        }
        Ok(variant)
    }

    /// The settings with these options chosen (the others at their defaults).
    pub fn settings_with(&self, chosen: &BTreeMap<String, String>) -> Result<Settings, String> {
        options::apply(&self.table, &self.settings.options, chosen)
    }

    /// The engine's rules with these options chosen.
    pub fn rules(&self, chosen: &BTreeMap<String, String>) -> Result<Rules, String> {
        Rules::new(self.settings_with(chosen)?)
    }
}

/// Where a key (a path of table names) is in a TOML text: the key itself.
pub fn span_of(text: &str, path: &[&str]) -> Option<std::ops::Range<usize>> {
    let doc = toml::de::DeTable::parse(text).ok()?;
    let mut table = doc.get_ref();
    let mut span = None;
    for (i, name) in path.iter().enumerate() {
        let (key, value) = table.iter().find(|(k, _)| k.get_ref().as_ref() == *name)?;
        span = Some(key.span());
        if i + 1 < path.len() {
            match value.get_ref() {
                toml::de::DeValue::Table(t) => table = t,
                _ => return span,
            }
        }
    }
    span
}

/// Where the setting an engine error is about is: the error begins with it
/// (`pieces.count is 0…`, `[water] needs…`). The deepest part of that path the
/// text has, so a setting left at its default points at its table.
fn setting_span(text: &str, message: &str) -> Option<std::ops::Range<usize>> {
    let first = message.split_whitespace().next()?.trim_start_matches('[').trim_end_matches([']', ':', ',']);
    let path: Vec<&str> = first.split('.').collect();
    if path.iter().any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')) {
        return None;
    }
    (1..=path.len()).rev().find_map(|n| span_of(text, &path[..n]))
}

/// Every variant a site knows, by id.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    pub variants: BTreeMap<String, Variant>,
}

/// The rule data shipped with tabula, as (id, text).
pub const BUNDLED: [(&str, &str); 5] = [
    ("senet/standard", include_str!("../../content/games/senet/standard.toml")),
    ("senet/bell", include_str!("../../content/games/senet/bell.toml")),
    ("senet/jequier", include_str!("../../content/games/senet/jequier.toml")),
    ("ur/finkel", include_str!("../../content/games/ur/finkel.toml")),
    ("ur/bell", include_str!("../../content/games/ur/bell.toml")),
];

impl Catalogue {
    /// The bundled rule data.
    pub fn bundled() -> Catalogue {
        let mut c = Catalogue::default();
        for (id, text) in BUNDLED {
            let file = PathBuf::from(format!("content/games/{id}.toml"));
            let v = Variant::parse(id, &file, text).expect("the bundled rule data is valid");
            c.variants.insert(id.to_string(), v);
        }
        c
    }

    /// Reads every `<game>/<variant>.toml` under a `games` folder, collecting all errors.
    pub fn load(dir: &Path) -> Result<Catalogue, Vec<RuleError>> {
        let mut c = Catalogue::default();
        let mut errors = Vec::new();
        let (files, walk_errors) = crate::input::files_under(dir);
        for d in walk_errors {
            errors.push(RuleError { file: d.file, line: d.line, column: d.column, message: d.message });
        }
        // `<game>/<variant>.toml`, two levels down.
        let files = files.into_iter().filter(|p| {
            p.extension().is_some_and(|x| x == "toml") && p.strip_prefix(dir).is_ok_and(|r| r.components().count() == 2)
        });
        for path in files {
            let game = path.parent().and_then(|p| p.file_name()).and_then(|s| s.to_str()).unwrap_or_default();
            let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            let id = format!("{game}/{name}");
            match crate::input::read_text(&path, crate::input::MAX_TEXT) {
                Ok(text) => match Variant::parse(&id, &path, &text) {
                    Ok(v) => {
                        c.variants.insert(id, v);
                    }
                    Err(e) => errors.push(e),
                },
                Err(d) => errors.push(RuleError { file: d.file, line: d.line, column: d.column, message: d.message }),
            }
        }
        if errors.is_empty() { Ok(c) } else { Err(errors) }
    }

    pub fn get(&self, id: &str) -> Result<&Variant, String> {
        self.variants.get(id).ok_or_else(|| {
            let known: Vec<&str> = self.variants.keys().map(|s| s.as_str()).collect();
            format!("variant: unknown variant `{id}`; known variants are {}", known.join(", "))
        })
    }

    /// The standard variant of a game.
    pub fn standard_of(&self, game: &str) -> Option<&Variant> {
        self.variants.values().find(|v| v.settings.game == game && v.settings.standard)
    }
}

pub use crate::diagnostics::line_col;
