//! Rule data as JSON, for the browser: each variant's table and its options' tables
//! as the build read and checked them, and its game's boards, so the WebAssembly
//! engine compiles the same rules without a TOML reader (which would triple its size).
//!
//! Reading is the same as for the TOML files: the chosen options' tables are laid over
//! the variant's table ([`super::options`] does it with TOML tables, [`merge`] here with
//! JSON ones), and the result is deserialised into the engine's settings. The test
//! `tests/testsuite/api/rule_data.rs` compares the two for every option of every bundled variant.

use super::Catalogue;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use tabula_engine::board::BoardData;
use tabula_engine::{Rules, Settings};

/// A variant's rule data: its table (without its options) and its options.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PortableVariant {
    pub game: String,
    #[serde(default)]
    pub standard: bool,
    /// The rule data's table, `options` left out.
    pub table: Map<String, Value>,
    #[serde(default)]
    pub options: BTreeMap<String, PortableOption>,
}

/// An option: its default and each value's table of settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PortableOption {
    pub default: String,
    pub values: BTreeMap<String, Map<String, Value>>,
}

/// Every variant of a catalogue and every board, by id (`ur/finkel`, `ur/twenty-squares`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PortableCatalogue {
    pub variants: BTreeMap<String, PortableVariant>,
    pub boards: BTreeMap<String, BoardData>,
}

fn to_object(table: &toml::Table) -> Map<String, Value> {
    match serde_json::to_value(table) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

impl PortableCatalogue {
    /// The rule data of a catalogue read from TOML.
    pub fn of(catalogue: &Catalogue) -> PortableCatalogue {
        let variants = catalogue
            .variants
            .iter()
            .map(|(id, v)| {
                let mut table = v.table.clone();
                table.remove("options");
                let options = v
                    .settings
                    .options
                    .iter()
                    .map(|(name, o)| {
                        let values = o
                            .values
                            .iter()
                            .map(|(k, t)| (k.clone(), to_object(t)))
                            .collect();
                        (
                            name.clone(),
                            PortableOption {
                                default: o.default.clone(),
                                values,
                            },
                        )
                    })
                    .collect();
                let p = PortableVariant {
                    game: v.settings.game.clone(),
                    standard: v.settings.standard,
                    table: to_object(&table),
                    options,
                };
                (id.clone(), p)
            })
            .collect();
        let boards = catalogue
            .boards
            .iter()
            .flat_map(|(game, boards)| {
                boards
                    .iter()
                    .map(move |(name, b)| (format!("{game}/{name}"), b.clone()))
            })
            .collect();
        PortableCatalogue { variants, boards }
    }

    /// The engine's rules of a variant with these options chosen (the others at
    /// their defaults), or why not, as [`super::Variant::rules`] says it.
    pub fn rules(&self, id: &str, chosen: &BTreeMap<String, String>) -> Result<Rules, String> {
        let v = self.variants.get(id).ok_or_else(|| {
            let known: Vec<&str> = self.variants.keys().map(|s| s.as_str()).collect();
            format!(
                "variant: unknown variant `{id}`; known variants are {}",
                known.join(", ")
            )
        })?;
        for (name, value) in chosen {
            let opt = v
                .options
                .get(name)
                .ok_or_else(|| format!("option: unknown option `{name}`"))?;
            if !opt.values.contains_key(value) {
                let known: Vec<&str> = opt.values.keys().map(|s| s.as_str()).collect();
                return Err(format!(
                    "option: `{name}` cannot be `{value}`; use {}",
                    known.join(" or ")
                ));
            }
        }
        let mut table = v.table.clone();
        for (name, opt) in &v.options {
            let value = chosen.get(name).unwrap_or(&opt.default);
            if let Some(over) = opt.values.get(value) {
                merge(&mut table, over);
            }
        }
        let settings: Settings =
            serde_json::from_value(Value::Object(table)).map_err(|e| e.to_string())?;
        let board_id = format!("{}/{}", v.game, settings.board.name);
        let board = self
            .boards
            .get(&board_id)
            .ok_or_else(|| format!("board.name: no board `{board_id}`"))?;
        Rules::new(settings, board).map_err(String::from)
    }
}

/// Lays `over` onto `into`, object by object (as [`super::options::merge`] does with TOML).
pub fn merge(into: &mut Map<String, Value>, over: &Map<String, Value>) {
    for (k, v) in over {
        match (into.get_mut(k), v) {
            (Some(Value::Object(a)), Value::Object(b)) => merge(a, b),
            _ => {
                into.insert(k.clone(), v.clone());
            }
        }
    }
}
