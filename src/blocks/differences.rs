//! The ```` ```differences ```` block, the difference table of a variant page: the
//! catalogue rows where the variant differs from its game's standard variant, each
//! cell a Fluent message formatted with that rule's values. On narrow screens every
//! cell shows its column's label (`data-label`), as the source documents do. The
//! markup is the template `blocks/differences.html`.

use super::{Block, BlockError, Made, Place};
use crate::l10n::text::{self, variant_name_id, VARIANT_PREFIX};
use crate::l10n::Args;
use crate::rules::diff::{self, Row};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub(crate) struct Differences;

/// What a ```` ```differences ```` block may say (all optional).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct BlockSpec {
    /// The variant (default: the page's).
    variant: Option<String>,
    /// Options of the variant to compare with their defaults.
    #[serde(default)]
    options: BTreeMap<String, String>,
    /// The message naming the compared rule set (default: `variant-<game>-<variant>`).
    name: Option<String>,
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

impl Block for Differences {
    fn kind(&self) -> &'static str {
        "differences"
    }

    fn template(&self) -> &'static str {
        include_str!("../../templates/blocks/differences.html")
    }

    /// The table, or what is wrong with the block. Its variant defaults to the page's
    /// own (a game's standard variant has no differences to show).
    fn render(&self, place: &Place, block: &str, _: Option<&str>) -> Result<Made, BlockError> {
        let (l10n, lang, catalogue) = (place.l10n, place.lang, place.catalogue);
        let spec: BlockSpec = toml::from_str(block)
            .map_err(|e| format!("differences block: {}", e.message().trim()))?;
        let id = spec
            .variant
            .as_deref()
            .or(place.variant)
            .ok_or("differences block: the page has no `variant` in its front matter; name one: variant = \"senet/bell\"")?;
        let variant = catalogue.get(id)?;
        let rules = variant
            .rules(&spec.options)
            .map_err(|e| super::at_key(block, "options", e))?;
        let (standard_rules, standard_name) = if spec.options.is_empty() {
            let std = catalogue
                .standard_of(&variant.settings.game)
                .ok_or_else(|| {
                    format!(
                        "no standard variant of {} (set `standard = true` in its rule data)",
                        variant.settings.game
                    )
                })?;
            (
                std.rules(&Default::default()).map_err(String::from)?,
                variant_name_id(&std.id),
            )
        } else {
            // Options are compared with the same variant at its defaults.
            (
                variant.rules(&Default::default()).map_err(String::from)?,
                variant_name_id(id),
            )
        };
        let rows = diff::differences(&standard_rules, &rules);
        if rows.is_empty() {
            return Err(format!("differences block: no rule of {id} differs from the rules it is compared with; remove the block or choose options").into());
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
        Ok(Made::html(place.render(self.kind(), &context)?))
    }
}
