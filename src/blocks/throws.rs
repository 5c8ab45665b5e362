//! The throws chart: a diagram block that shows throws (`show = "throws"`) becomes the
//! throws of its variant as a small chart: each value with its exact probability as a
//! fraction and as a percentage in the page's language, and a bar. It is an HTML
//! table, so it reads the same to everyone and to screen readers; its markup is the
//! template `blocks/throws.html`.

use super::{Block, BlockError, Made, Place};
use crate::l10n::text::{variant_name_id, VARIANT_PREFIX};
use crate::l10n::Args;
use serde::Serialize;

pub(crate) struct Throws;

#[derive(Serialize)]
struct ChartContext<'a> {
    caption: String,
    /// The page's paragraph after the block, as the figure's caption.
    figcaption: Option<&'a str>,
    value_label: String,
    chance_label: String,
    percent_label: String,
    rows: Vec<RowContext>,
}

#[derive(Serialize)]
struct RowContext {
    value: String,
    fraction: String,
    percent: String,
    /// The bar's length, a percentage of the longest.
    bar: String,
    extra: bool,
}

impl Block for Throws {
    fn kind(&self) -> &'static str {
        "throws"
    }

    fn template(&self) -> &'static str {
        include_str!("../../templates/blocks/throws.html")
    }

    /// Written as a diagram block (`show = "throws"`), which hands it over.
    fn fenced(&self) -> bool {
        false
    }

    fn takes_caption(&self) -> bool {
        true
    }

    /// `text` is the diagram block's.
    fn render(&self, place: &Place, text: &str, caption: Option<&str>) -> Result<Made, BlockError> {
        let drawn = place
            .drawings
            .get(place.catalogue, place.default_variant, text);
        let d = &drawn
            .as_ref()
            .as_ref()
            .map_err(|e| super::diagram::spec_error(text, e))?
            .diagram;
        let (l10n, lang, rules) = (place.l10n, place.lang, &d.rules);
        let none = Args::new();
        let caption_text = l10n.tr_named(
            lang,
            "throws-caption",
            Args::new(),
            &[("variant", &variant_name_id(&d.variant))],
            VARIANT_PREFIX,
        )?;
        let values = rules.throws.values();
        let max = values
            .iter()
            .map(|&v| rules.throws.probability(v).as_f64())
            .fold(0.0, f64::max);
        let rows = values
            .into_iter()
            .map(|v| {
                let p = rules.throws.probability(v);
                RowContext {
                    value: place.num(f64::from(v), 0),
                    fraction: format!("{}/{}", p.num, p.den),
                    percent: place.pct(p.as_f64(), 2),
                    bar: format!("{:.1}", 100.0 * p.as_f64() / max),
                    extra: rules.is_extra_throw(v),
                }
            })
            .collect();
        let context = ChartContext {
            caption: caption_text,
            figcaption: caption.filter(|c| !c.trim().is_empty()),
            value_label: l10n.tr(lang, "throws-value", &none)?,
            chance_label: l10n.tr(lang, "throws-chance", &none)?,
            percent_label: l10n.tr(lang, "throws-percent", &none)?,
            rows,
        };
        Ok(Made::html(place.render(self.kind(), &context)?))
    }
}
