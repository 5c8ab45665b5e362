//! The throws of a variant as a small chart: each value with its exact
//! probability as a fraction and as a percentage in the page's language, and a
//! bar. It is an HTML table, so it reads the same to everyone and to screen readers.

use crate::engine::Rules;
use crate::l10n::{numbers, Args, L10n};
use crate::render::differences::{variant_name_id, VARIANT_PREFIX};
use crate::render::esc;

pub fn render(l10n: &L10n, lang: &str, variant: &str, rules: &Rules) -> Result<String, String> {
    let none = Args::new();
    let caption = l10n.tr_named(lang, "throws-caption", Args::new(), &[("variant", &variant_name_id(variant))], VARIANT_PREFIX)?;
    let values = rules.throws.values();
    let max = values.iter().map(|&v| rules.throws.probability(v).as_f64()).fold(0.0, f64::max);
    let mut html = String::from("<figure class=\"throws\">\n<table class=\"throw-chart\">\n");
    html.push_str(&format!("<caption>{}</caption>\n", esc(&caption)));
    html.push_str(&format!(
        "<thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><td aria-hidden=\"true\"></td></tr></thead>\n<tbody>\n",
        esc(&l10n.tr(lang, "throws-value", &none)?),
        esc(&l10n.tr(lang, "throws-chance", &none)?),
        esc(&l10n.tr(lang, "throws-percent", &none)?),
    ));
    for v in values {
        let p = rules.throws.probability(v);
        let extra = if rules.is_extra_throw(v) { " class=\"extra\"" } else { "" };
        html.push_str(&format!(
            "<tr{extra}><th scope=\"row\">{}</th><td>{}/{}</td><td>{}</td><td class=\"bar\" aria-hidden=\"true\"><span style=\"inline-size: {:.1}%\"></span></td></tr>\n",
            numbers::format(lang, f64::from(v), 0),
            p.num,
            p.den,
            esc(&numbers::percent(lang, p.as_f64(), 2)),
            100.0 * p.as_f64() / max
        ));
    }
    html.push_str("</tbody>\n</table>\n</figure>\n");
    Ok(html)
}
