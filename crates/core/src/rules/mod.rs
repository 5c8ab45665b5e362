//! Rule data: each variant's `content/games/<game>/<variant>.toml`, read into the
//! engine's settings, with its options, and checked; errors name the file, line
//! and column and say what to fix.
//!
//! The bundled rule data is also compiled into the binary, so `tabula moves`
//! works from any folder; a site's own `content/games/` takes precedence.

pub mod diff;
pub mod facts;
pub mod options;
pub mod portable;

use crate::diagram::typeface;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tabula_engine::board::{Board, BoardData};
use tabula_engine::{Rules, SettingError, Settings};

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
        write!(
            f,
            "{}:{}:{}: {}",
            self.file.display(),
            self.line,
            self.column,
            self.message
        )
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
    /// The boards of the variant's game, by name.
    boards: Arc<Boards>,
}

/// A game's boards, by name (`content/games/<game>/boards/<name>.toml`).
pub type Boards = BTreeMap<String, BoardData>;

/// Reads a board file and checks every route it has.
pub fn parse_board(file: &Path, text: &str) -> Result<BoardData, RuleError> {
    let at = |span: Option<std::ops::Range<usize>>, message: String| {
        let (line, column) = line_col(text, span.map_or(0, |s| s.start));
        RuleError {
            file: file.to_path_buf(),
            line,
            column,
            message,
        }
    };
    let data: BoardData =
        toml::from_str(text).map_err(|e| at(e.span(), e.message().trim().to_string()))?;
    if data.routes.is_empty() {
        return Err(at(
            None,
            "a board has at least one route: add [routes.NAME] with seat1 = [tile names]".into(),
        ));
    }
    for route in data.routes.keys() {
        Board::new(&data, route).map_err(|e| at(setting_span(text, &e.setting), e.message))?;
    }
    for (name, symbol) in &data.drawing.symbols {
        let mut chars = symbol.chars();
        let message = match (chars.next(), chars.next()) {
            (Some(c), None) if typeface::has_sign(c) => continue,
            (Some(c), None) => format!(
                "drawing.symbols.{name} is '{c}' (U+{:04X}), which the diagrams' typeface has no glyph for: use one of {} (crates/core/fonts/README.md says how to add one)",
                u32::from(c),
                typeface::sign_characters()
            ),
            _ => format!(
                "drawing.symbols.{name} is \"{symbol}\": give one character, one of {}",
                typeface::sign_characters()
            ),
        };
        return Err(at(span_of(text, &["drawing", "symbols", name]), message));
    }
    if let Some(size) = &data.size {
        for (key, mm) in [("width_mm", size.width_mm), ("height_mm", size.height_mm)] {
            if !(mm.is_finite() && mm > 0.0 && mm <= MAX_SIZE_MM) {
                return Err(at(
                    span_of(text, &["size", key]),
                    format!("size.{key} is {mm}: give the real board's size in millimetres, more than 0 and at most {MAX_SIZE_MM}"),
                ));
            }
        }
        if size.source.trim().is_empty() {
            return Err(at(
                span_of(text, &["size", "source"]),
                "size.source is empty: say which board the size is taken from (its museum and number)".into(),
            ));
        }
    }
    Ok(data)
}

/// The largest board side a board file may give (2 m): a print pack of the largest
/// board stays a few dozen sheets.
pub const MAX_SIZE_MM: f32 = 2000.0;

impl Variant {
    /// Reads rule data from its text; `file` is only used to name it in errors.
    pub fn parse(
        id: &str,
        file: &Path,
        text: &str,
        boards: Arc<Boards>,
    ) -> Result<Variant, RuleError> {
        let at = |span: Option<std::ops::Range<usize>>, message: String| {
            let (line, column) = line_col(text, span.map_or(0, |s| s.start));
            RuleError {
                file: file.to_path_buf(),
                line,
                column,
                message,
            }
        };
        let table: toml::Table =
            toml::from_str(text).map_err(|e| at(e.span(), e.message().trim().to_string()))?;
        let settings: Settings =
            toml::from_str(text).map_err(|e| at(e.span(), e.message().trim().to_string()))?;
        let game = id.split('/').next().unwrap_or_default();
        if settings.game != game {
            let pos = span_of(text, &["game"]);
            return Err(at(
                pos,
                format!(
                    "game is `{}` but the file is under games/{game}/",
                    settings.game
                ),
            ));
        }
        let variant = Variant {
            id: id.to_string(),
            file: file.to_path_buf(),
            settings,
            table,
            boards,
        };
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
        // One statement per fact: each option's default restates what the rules say.
        for (name, opt) in &variant.settings.options {
            let mut merged = variant.table.clone();
            options::merge(&mut merged, &opt.values[&opt.default]);
            if let Some(path) = first_difference(&variant.table, &merged, "") {
                let parts: Vec<&str> = path.split('.').collect();
                let said = toml_at(&variant.table, &parts)
                    .map_or("nothing".to_string(), |v| format!("`{path} = {v}`"));
                let default = toml_at(&merged, &parts).map_or(String::new(), |v| v.to_string());
                return Err(at(
                    span_of(text, &parts).or_else(|| span_of(text, &["options", name, "default"])),
                    format!(
                        "{path}: the rules say {said}, but options.{name}.default (`{}`) sets {path} = {default}: make them agree",
                        opt.default
                    ),
                ));
            }
        }
        // The rules as written first, so an error in them is not blamed on an option.
        variant
            .rules(&BTreeMap::new())
            .map_err(|e| at(setting_span(text, &e.setting), e.message))?;
        // Every value of every option must give rules that make sense.
        for (name, opt) in &variant.settings.options {
            for value in opt.values.keys() {
                let chosen = BTreeMap::from([(name.clone(), value.clone())]);
                variant.rules(&chosen).map_err(|e| {
                    // The value's own table, where the option set the setting; else the setting.
                    let span = span_of(text, &["options", name, "values", value])
                        .or_else(|| setting_span(text, &e.setting));
                    at(span, format!("option {name}={value}: {e}"))
                })?;
            }
        }
        // Bell's marks are drawn in the diagrams' typeface.
        for (square, mark) in &variant.settings.marks {
            if !typeface::has_text(mark) {
                return Err(at(
                    span_of(text, &["marks", square]),
                    format!(
                        "marks.\"{square}\" is \"{mark}\", which the diagrams' typeface cannot draw: use the characters {}",
                        typeface::text_characters()
                    ),
                ));
            }
        }
        Ok(variant)
    }

    /// The settings with these options chosen (the others at their defaults).
    pub fn settings_with(
        &self,
        chosen: &BTreeMap<String, String>,
    ) -> Result<Settings, SettingError> {
        options::apply(&self.table, &self.settings.options, chosen)
    }

    /// The engine's rules with these options chosen.
    /// The board file the variant is played on, as written.
    pub fn board_data(&self) -> Option<&BoardData> {
        self.boards.get(&self.settings.board.name)
    }

    pub fn rules(&self, chosen: &BTreeMap<String, String>) -> Result<Rules, SettingError> {
        let settings = self.settings_with(chosen)?;
        let Some(board) = self.boards.get(&settings.board.name) else {
            let known: Vec<&str> = self.boards.keys().map(|s| s.as_str()).collect();
            return Err(SettingError::new("board.name", format!(
                "board.name is `{}`, which is not a board of {}: use {} (the files in content/games/{}/boards/)",
                settings.board.name,
                settings.game,
                if known.is_empty() { "a board file".to_string() } else { known.join(" or ") },
                settings.game
            )));
        };
        Rules::new(settings, board)
    }
}

/// The first key (as a dotted path) whose value differs between two tables.
fn first_difference(a: &toml::Table, b: &toml::Table, prefix: &str) -> Option<String> {
    let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
    keys.sort();
    keys.dedup();
    for k in keys {
        let path = if prefix.is_empty() {
            k.clone()
        } else {
            format!("{prefix}.{k}")
        };
        match (a.get(k), b.get(k)) {
            (Some(toml::Value::Table(x)), Some(toml::Value::Table(y))) => {
                if let Some(p) = first_difference(x, y, &path) {
                    return Some(p);
                }
            }
            (x, y) if x != y => return Some(path),
            _ => {}
        }
    }
    None
}

/// The value at a dotted path of a table.
fn toml_at<'a>(t: &'a toml::Table, path: &[&str]) -> Option<&'a toml::Value> {
    let (first, rest) = path.split_first()?;
    let v = t.get(*first)?;
    if rest.is_empty() {
        Some(v)
    } else {
        toml_at(v.as_table()?, rest)
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

/// Where a setting is in the text, from its dotted path (`pieces.count`, `water`): the
/// deepest part of the path the text has, so a setting left at its default points at
/// its table. `None` for an empty path (the file as a whole).
fn setting_span(text: &str, setting: &str) -> Option<std::ops::Range<usize>> {
    if setting.is_empty() {
        return None;
    }
    let path: Vec<&str> = setting.split('.').collect();
    (1..=path.len())
        .rev()
        .find_map(|n| span_of(text, &path[..n]))
}

/// Every variant a site knows, by id.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    pub variants: BTreeMap<String, Variant>,
    /// Each game's boards.
    pub boards: BTreeMap<String, Arc<Boards>>,
}

/// The rule data shipped with tabula, as (id, text).
pub const BUNDLED: [(&str, &str); 9] = [
    (
        "senet/standard",
        include_str!("../../../../content/games/senet/standard.toml"),
    ),
    (
        "senet/bell",
        include_str!("../../../../content/games/senet/bell.toml"),
    ),
    (
        "senet/jequier",
        include_str!("../../../../content/games/senet/jequier.toml"),
    ),
    (
        "senet/kendall",
        include_str!("../../../../content/games/senet/kendall.toml"),
    ),
    (
        "ur/finkel",
        include_str!("../../../../content/games/ur/finkel.toml"),
    ),
    (
        "ur/bell",
        include_str!("../../../../content/games/ur/bell.toml"),
    ),
    (
        "ur/masters",
        include_str!("../../../../content/games/ur/masters.toml"),
    ),
    (
        "ur/blitz",
        include_str!("../../../../content/games/ur/blitz.toml"),
    ),
    (
        "ur/aseb",
        include_str!("../../../../content/games/ur/aseb.toml"),
    ),
];

/// The boards shipped with tabula, as (game/name, text).
pub const BUNDLED_BOARDS: [(&str, &str); 3] = [
    (
        "senet/senet",
        include_str!("../../../../content/games/senet/boards/senet.toml"),
    ),
    (
        "ur/ur",
        include_str!("../../../../content/games/ur/boards/ur.toml"),
    ),
    (
        "ur/twenty-squares",
        include_str!("../../../../content/games/ur/boards/twenty-squares.toml"),
    ),
];

impl Catalogue {
    /// The bundled rule data.
    pub fn bundled() -> Catalogue {
        let boards = BUNDLED_BOARDS.iter().map(|(id, text)| {
            let file = PathBuf::from(format!(
                "content/games/{}.toml",
                id.replacen('/', "/boards/", 1)
            ));
            (id.to_string(), file, text.to_string())
        });
        let variants = BUNDLED.iter().map(|(id, text)| {
            (
                id.to_string(),
                PathBuf::from(format!("content/games/{id}.toml")),
                text.to_string(),
            )
        });
        Catalogue::from_texts(boards.collect(), variants.collect())
            .expect("the bundled rule data is valid")
    }

    /// Builds a catalogue from board and variant files as (id, file, text): boards
    /// first, since variants are checked on them. (The browser's engine is given the
    /// texts of a site's rule data this way.)
    pub fn from_texts(
        boards: Vec<(String, PathBuf, String)>,
        variants: Vec<(String, PathBuf, String)>,
    ) -> Result<Catalogue, Vec<RuleError>> {
        let mut errors = Vec::new();
        let mut by_game: BTreeMap<String, Boards> = BTreeMap::new();
        for (id, file, text) in &boards {
            let (game, name) = id.split_once('/').unwrap_or((id, id));
            match parse_board(file, text) {
                Ok(b) => {
                    by_game
                        .entry(game.to_string())
                        .or_default()
                        .insert(name.to_string(), b);
                }
                Err(e) => errors.push(e),
            }
        }
        let by_game: BTreeMap<String, Arc<Boards>> =
            by_game.into_iter().map(|(g, b)| (g, Arc::new(b))).collect();
        let mut c = Catalogue {
            boards: by_game.clone(),
            ..Catalogue::default()
        };
        for (id, file, text) in &variants {
            let game = id.split('/').next().unwrap_or_default();
            let boards = by_game.get(game).cloned().unwrap_or_default();
            match Variant::parse(id, file, text, boards) {
                Ok(v) => {
                    c.variants.insert(id.clone(), v);
                }
                Err(e) => errors.push(e),
            }
        }
        // One standard variant per game: the one the others are compared with.
        let mut standards: BTreeMap<&str, Vec<&Variant>> = BTreeMap::new();
        for v in c.variants.values().filter(|v| v.settings.standard) {
            standards
                .entry(v.settings.game.as_str())
                .or_default()
                .push(v);
        }
        for (game, list) in standards.iter().filter(|(_, l)| l.len() > 1) {
            for v in &list[1..] {
                let text = variants
                    .iter()
                    .find(|(id, _, _)| *id == v.id)
                    .map(|(_, _, t)| t.as_str())
                    .unwrap_or_default();
                let (line, column) =
                    line_col(text, span_of(text, &["standard"]).map_or(0, |s| s.start));
                errors.push(RuleError {
                    file: v.file.clone(),
                    line,
                    column,
                    message: format!(
                        "{game} has two standard variants, this one and {}: set `standard = true` in one of them only",
                        list[0].file.display()
                    ),
                });
            }
        }
        if errors.is_empty() {
            Ok(c)
        } else {
            Err(errors)
        }
    }

    pub fn get(&self, id: &str) -> Result<&Variant, String> {
        self.variants.get(id).ok_or_else(|| {
            let known: Vec<&str> = self.variants.keys().map(|s| s.as_str()).collect();
            format!(
                "variant: unknown variant `{id}`; known variants are {}",
                known.join(", ")
            )
        })
    }

    /// The standard variant of a game.
    pub fn standard_of(&self, game: &str) -> Option<&Variant> {
        self.variants
            .values()
            .find(|v| v.settings.game == game && v.settings.standard)
    }
}

pub use crate::diagnostics::line_col;
