//! Numbers in each language's own format: a decimal comma in Czech, Danish,
//! Norwegian and German, a point elsewhere. Fluent formats numbers without a
//! locale, so each bundle gets the formatter of its language, and Rust-side
//! figures (percentages) go through the same function.

use fluent_bundle::FluentValue;
use intl_memoizer::concurrent::IntlLangMemoizer;

type Formatter = fn(&FluentValue, &IntlLangMemoizer) -> Option<String>;

/// Whether a language writes a decimal comma.
pub fn decimal_comma(lang: &str) -> bool {
    matches!(
        lang.split('-').next().unwrap_or(lang),
        "cs" | "da" | "nb" | "nn" | "no" | "de" | "sv" | "fr"
    )
}

fn comma(v: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    match v {
        FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
        _ => None,
    }
}

/// The Fluent formatter for a language (`None`: Fluent's own, with a point).
pub fn formatter(lang: &str) -> Option<Formatter> {
    if decimal_comma(lang) {
        Some(comma)
    } else {
        None
    }
}

/// A number with up to `decimals` decimals, trailing zeros dropped, in the language's format.
pub fn format(lang: &str, value: f64, decimals: usize) -> String {
    let mut s = format!("{value:.decimals$}");
    if s.contains('.') {
        s = s.trim_end_matches('0').trim_end_matches('.').to_string();
    }
    decimal_sign(lang, s)
}

/// Digits written with a decimal point, as the language writes them.
fn decimal_sign(lang: &str, s: String) -> String {
    if decimal_comma(lang) {
        s.replace('.', ",")
    } else {
        s
    }
}

/// A formatted number as a percentage, with the language's space before the sign.
fn percent_sign(lang: &str, n: &str) -> String {
    if decimal_comma(lang) {
        format!("{n}\u{a0}%")
    } else {
        format!("{n}%")
    }
}

/// A number with exactly `decimals` decimals, trailing zeros kept ("10.00" beside
/// "28.22" in a table of figures), in the language's format.
pub fn fixed(lang: &str, value: f64, decimals: usize) -> String {
    decimal_sign(lang, format!("{value:.decimals$}"))
}

/// A percentage with exactly `decimals` decimals, as [`percent`] writes one.
pub fn percent_fixed(lang: &str, fraction: f64, decimals: usize) -> String {
    percent_sign(lang, &fixed(lang, fraction * 100.0, decimals))
}

/// A percentage: `37.5%` in English and Japanese, `37,5 %` (with a no-break space)
/// in Czech, Danish, Norwegian and German.
pub fn percent(lang: &str, fraction: f64, decimals: usize) -> String {
    percent_sign(lang, &format(lang, fraction * 100.0, decimals))
}

/// A whole number with the language's digit grouping: `100,000` in English,
/// `100.000` in German and Danish, `100 000` (no-break spaces) in Czech and
/// Norwegian. Japanese counts in myriads: a whole number of 万 (ten thousand) below
/// 億 is written so (`10万`, `2万`), any other number with commas (`2,000`, `12,345`).
pub fn integer(lang: &str, n: u64) -> String {
    let base = lang.split('-').next().unwrap_or(lang);
    if base == "ja" && (10_000..100_000_000).contains(&n) && n.is_multiple_of(10_000) {
        return format!("{}万", n / 10_000);
    }
    grouped(lang, n)
}

/// A whole number with the language's digit grouping only (Japanese `100,000`, not
/// `10万`): for a column of a table, where numbers are read one under another.
pub fn grouped(lang: &str, n: u64) -> String {
    let sep = match lang.split('-').next().unwrap_or(lang) {
        "de" | "da" => ".",
        "cs" | "nb" | "nn" | "no" | "sv" | "fr" => "\u{a0}",
        _ => ",",
    };
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() * 2);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_follow_the_language() {
        assert_eq!(percent("en", 0.375, 2), "37.5%");
        assert_eq!(percent("cs", 0.375, 2), "37,5\u{a0}%");
        assert_eq!(percent("nb", 0.0625, 2), "6,25\u{a0}%");
        assert_eq!(percent("ja", 0.25, 2), "25%");
    }

    #[test]
    fn whole_numbers_are_grouped_as_the_language_groups_them() {
        assert_eq!(integer("en", 100_000), "100,000");
        assert_eq!(integer("de", 1_234_567), "1.234.567");
        assert_eq!(integer("cs", 100_000), "100\u{a0}000");
        assert_eq!(integer("ja", 999), "999");
        assert_eq!(integer("ja", 100_000), "10万");
        assert_eq!(integer("ja", 20_000), "2万");
        assert_eq!(integer("ja", 12_345), "12,345");
        assert_eq!(integer("ja", 2_000), "2,000");
    }
}
