//! The throws of a variant as a small chart: each value with its exact
//! probability as a fraction and as a percentage in the page's language, and a
//! bar. It is an HTML table, so it reads the same to everyone and to screen readers;
//! its markup is the template `blocks/throws.html`.

use crate::engine::Rules;
use crate::l10n::{numbers, Args, L10n};
use crate::render::blocks;
use crate::render::differences::{variant_name_id, VARIANT_PREFIX};
use serde::Serialize;

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

pub fn render(
    tera: &tera::Tera,
    l10n: &L10n,
    lang: &str,
    variant: &str,
    rules: &Rules,
    figcaption: Option<&str>,
) -> Result<String, String> {
    let none = Args::new();
    let caption = l10n.tr_named(
        lang,
        "throws-caption",
        Args::new(),
        &[("variant", &variant_name_id(variant))],
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
                value: numbers::format(lang, f64::from(v), 0),
                fraction: format!("{}/{}", p.num, p.den),
                percent: numbers::percent(lang, p.as_f64(), 2),
                bar: format!("{:.1}", 100.0 * p.as_f64() / max),
                extra: rules.is_extra_throw(v),
            }
        })
        .collect();
    let context = ChartContext {
        caption,
        figcaption: figcaption.filter(|c| !c.trim().is_empty()),
        value_label: l10n.tr(lang, "throws-value", &none)?,
        chance_label: l10n.tr(lang, "throws-chance", &none)?,
        percent_label: l10n.tr(lang, "throws-percent", &none)?,
        rows,
    };
    blocks::render(tera, "throws", &context)
}
