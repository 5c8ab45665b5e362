//! The difference table of a variant page: the catalogue rows where the variant
//! differs from its game's standard variant, each cell a Fluent message formatted
//! with that rule's values. On narrow screens every cell shows its column's label
//! (`data-label`), as the source documents do. The markup is the template
//! `blocks/differences.html`.

use super::{blocks, text};
use crate::l10n::{Args, L10n};
use crate::rules::diff::{self, Row};
use crate::rules::Catalogue;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a ```` ```differences ```` block may say (all optional).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockSpec {
    /// The variant (default: the page's).
    pub variant: Option<String>,
    /// Options of the variant to compare with their defaults.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// The message naming the compared rule set (default: `variant-<game>-<variant>`).
    pub name: Option<String>,
}

/// What the ids of the messages naming variants start with.
pub const VARIANT_PREFIX: &str = "variant-";

/// The message id naming a variant: `variant-senet-bell`.
pub fn variant_name_id(id: &str) -> String {
    format!("variant-{}", id.replace('/', "-"))
}

#[derive(Serialize)]
struct TableContext {
    caption: String,
    rule_label: String,
    standard_label: String,
    variant_label: String,
    rows: Vec<RowContext>,
}

#[derive(Serialize)]
struct RowContext {
    label: String,
    standard: String,
    variant: String,
}

/// Renders the table, or says what is wrong with the block.
pub fn render(
    tera: &tera::Tera,
    l10n: &L10n,
    lang: &str,
    catalogue: &Catalogue,
    page_variant: Option<&str>,
    block: &str,
) -> Result<String, String> {
    let spec: BlockSpec =
        toml::from_str(block).map_err(|e| format!("differences block: {}", e.message().trim()))?;
    let id = spec
        .variant
        .as_deref()
        .or(page_variant)
        .ok_or("differences block: the page has no `variant` in its front matter; name one: variant = \"senet/bell\"")?;
    let variant = catalogue.get(id)?;
    let rules = variant.rules(&spec.options)?;
    let (standard_rules, standard_name) = if spec.options.is_empty() {
        let std = catalogue
            .standard_of(&variant.settings.game)
            .ok_or_else(|| {
                format!(
                    "no standard variant of {} (set `standard = true` in its rule data)",
                    variant.settings.game
                )
            })?;
        (std.rules(&Default::default())?, variant_name_id(&std.id))
    } else {
        // Options are compared with the same variant at its defaults.
        (variant.rules(&Default::default())?, variant_name_id(id))
    };
    let rows = diff::differences(&standard_rules, &rules);
    if rows.is_empty() {
        return Err(format!("differences block: no rule of {id} differs from the rules it is compared with; remove the block or choose options"));
    }
    let none = Args::new();
    let std_label = l10n.tr(lang, &standard_name, &none)?;
    let var_label = l10n.tr(
        lang,
        spec.name.as_deref().unwrap_or(&variant_name_id(id)),
        &none,
    )?;
    // The caption puts both names in a sentence: it gets their forms too (`$variant-sentence`).
    let var_id = spec.name.clone().unwrap_or_else(|| variant_name_id(id));
    let caption = l10n.tr_named(
        lang,
        "diff-caption",
        Args::new(),
        &[("variant", &var_id), ("standard", &standard_name)],
        VARIANT_PREFIX,
    )?;
    let rule_label = l10n.tr(lang, "diff-rule", &none)?;
    let rows = rows
        .iter()
        .map(
            |Row {
                 name,
                 standard,
                 variant,
             }| {
                Ok(RowContext {
                    label: l10n.tr(lang, &format!("rule-{name}"), &none)?,
                    standard: text::format(l10n, lang, standard)?,
                    variant: text::format(l10n, lang, variant)?,
                })
            },
        )
        .collect::<Result<Vec<_>, String>>()?;
    let context = TableContext {
        caption,
        rule_label,
        standard_label: std_label,
        variant_label: var_label,
        rows,
    };
    blocks::render(tera, "differences", &context)
}
