//! Options: a variant's switches, each value a table of settings laid over the
//! rule data (a deep merge), then read again into settings.

use std::collections::BTreeMap;
use tabula_engine::settings::OptionSettings;
use tabula_engine::{SettingError, Settings};

/// The settings with the chosen options (the rest at their defaults), or why not.
pub fn apply(
    base: &toml::Table,
    options: &BTreeMap<String, OptionSettings>,
    chosen: &BTreeMap<String, String>,
) -> Result<Settings, SettingError> {
    for (name, value) in chosen {
        let Some(opt) = options.get(name) else {
            let known: Vec<&str> = options.keys().map(|s| s.as_str()).collect();
            return Err(SettingError::new(
                "options",
                if known.is_empty() {
                    format!("option: unknown option `{name}`: this variant has no options")
                } else {
                    format!(
                        "option: unknown option `{name}`; this variant's options are {}",
                        known.join(", ")
                    )
                },
            ));
        };
        if !opt.values.contains_key(value) {
            let known: Vec<&str> = opt.values.keys().map(|s| s.as_str()).collect();
            return Err(SettingError::new(
                format!("options.{name}.values"),
                format!(
                    "option: `{name}` cannot be `{value}`; use {}",
                    known.join(" or ")
                ),
            ));
        }
    }
    let mut table = base.clone();
    for (name, opt) in options {
        let value = chosen.get(name).unwrap_or(&opt.default);
        let Some(over) = opt.values.get(value) else {
            let known: Vec<&str> = opt.values.keys().map(|s| s.as_str()).collect();
            return Err(SettingError::new(
                format!("options.{name}.default"),
                format!(
                    "options.{name}.default is `{value}`, which is not one of its values ({}): make it one of them",
                    known.join(", ")
                ),
            ));
        };
        merge(&mut table, over);
    }
    table
        .try_into()
        // Serde's message names the field it could not read, not where: the file as a whole.
        .map_err(|e: toml::de::Error| SettingError::new("", e.message().trim()))
}

/// Lays `over` onto `into`, table by table.
pub fn merge(into: &mut toml::Table, over: &toml::Table) {
    for (k, v) in over {
        match (into.get_mut(k), v) {
            (Some(toml::Value::Table(a)), toml::Value::Table(b)) => merge(a, b),
            _ => {
                into.insert(k.clone(), v.clone());
            }
        }
    }
}
