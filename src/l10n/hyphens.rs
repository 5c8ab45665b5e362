//! Soft hyphens in table cells, by the page's language. A narrow column of a table
//! otherwise either breaks a long word anywhere ("Wahrscheinlic|hkeit") or pushes
//! the table past the screen; browsers hyphenate by `hyphens: auto` only where they
//! have the language's dictionary, which many do not. The build marks where each long
//! word of a cell may break, with the language's Knuth-Liang patterns (the
//! `hyphenation` crate, TeX's hyph-utf8 patterns), so every browser breaks it there and
//! shows a hyphen. Languages without such breaks (Japanese, Arabic) are left as they are.

use hyphenation::{Hyphenator, Language, Load, Standard};
use std::sync::OnceLock;

/// Words shorter than this are never broken.
const SHORTEST: usize = 5;

/// The patterns of a language, by its primary subtag; `None` where it has none.
fn patterns(lang: &str) -> Option<&'static Standard> {
    static LOADED: [OnceLock<Option<Standard>>; 5] = [const { OnceLock::new() }; 5];
    let primary = lang.split(['-', '_']).next().unwrap_or(lang);
    let (slot, language) = match primary {
        "en" => (0, Language::EnglishUS),
        "de" => (1, Language::German1996),
        "da" => (2, Language::Danish),
        "nb" | "no" => (3, Language::NorwegianBokmal),
        "cs" => (4, Language::Czech),
        _ => return None,
    };
    LOADED[slot]
        .get_or_init(|| Standard::from_embedded(language).ok())
        .as_ref()
}

/// The page with a soft hyphen (U+00AD) at every place the language's patterns allow
/// inside each word of 5 letters or more of its table cells (`<th>`, `<td>`). Tags,
/// attributes and character references are left as they are.
pub fn table_cells(html: &str, lang: &str) -> String {
    let Some(dict) = patterns(lang) else {
        return html.to_string();
    };
    if !html.contains("<td") && !html.contains("<th") {
        return html.to_string();
    }
    let mut out = String::with_capacity(html.len() + html.len() / 50);
    let mut depth = 0usize; // open cells around this point
    let mut rest = html;
    while !rest.is_empty() {
        if rest.starts_with('<') {
            let end = rest.find('>').map_or(rest.len(), |i| i + 1);
            let tag = &rest[..end];
            let name: String = tag
                .trim_start_matches(['<', '/'])
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect::<String>()
                .to_ascii_lowercase();
            if name == "td" || name == "th" {
                if tag.starts_with("</") {
                    depth = depth.saturating_sub(1);
                } else {
                    depth += 1;
                }
            }
            out.push_str(tag);
            rest = &rest[end..];
            continue;
        }
        let end = rest.find('<').unwrap_or(rest.len());
        let text = &rest[..end];
        if depth > 0 {
            hyphenate_text(dict, text, &mut out);
        } else {
            out.push_str(text);
        }
        rest = &rest[end..];
    }
    out
}

/// Hyphenates the words of a run of text (character references pass whole).
fn hyphenate_text(dict: &Standard, text: &str, out: &mut String) {
    let mut word = String::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c.is_alphabetic() {
            word.push(c);
            continue;
        }
        flush(dict, &mut word, out);
        if c == '&' {
            // A character reference stays whole: `&amp;`, `&#160;`.
            let end = text[i..].find(';').map_or(text.len(), |j| i + j + 1);
            out.push_str(&text[i..end]);
            while chars.peek().is_some_and(|&(j, _)| j < end) {
                chars.next();
            }
            continue;
        }
        out.push(c);
    }
    flush(dict, &mut word, out);
}

fn flush(dict: &Standard, word: &mut String, out: &mut String) {
    if word.chars().count() >= SHORTEST {
        let parts: Vec<&str> = dict.hyphenate(word).into_iter().segments().collect();
        out.push_str(&parts.join("\u{ad}"));
    } else {
        out.push_str(word);
    }
    word.clear();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_words_of_table_cells_get_soft_hyphens_in_their_language() {
        let html = "<p>Wahrscheinlichkeit</p><table><tr><th scope=\"col\">Wahrscheinlichkeit</th><td>6,25&#160;% Wurf</td></tr></table>";
        let out = table_cells(html, "de");
        assert_eq!(
            out,
            "<p>Wahrscheinlichkeit</p><table><tr><th scope=\"col\">Wahr\u{ad}schein\u{ad}lich\u{ad}keit</th><td>6,25&#160;% Wurf</td></tr></table>"
        );
        assert!(table_cells("<td>pravděpodobnost</td>", "cs").contains("prav\u{ad}dě"));
        assert!(table_cells("<td>sannsynlighet</td>", "nb").contains('\u{ad}'));
    }

    #[test]
    fn languages_without_patterns_and_pages_without_tables_are_unchanged() {
        let ar = "<td>الاحتمالاتالكثيرة</td>";
        assert_eq!(table_cells(ar, "ar"), ar);
        let ja = "<td>確率はどれくらいですか</td>";
        assert_eq!(table_cells(ja, "ja"), ja);
        let p = "<p>Wahrscheinlichkeit</p>";
        assert_eq!(table_cells(p, "de"), p);
    }
}
