//! Soft hyphens in table cells, by the page's language. A narrow column of a table
//! otherwise either breaks a long word anywhere ("Wahrscheinlic|hkeit") or pushes
//! the table past the screen; browsers hyphenate by `hyphens: auto` only where they
//! have the language's dictionary, which many do not. The build marks where each long
//! word of a cell may break, with the language's Knuth-Liang patterns (the
//! `hyphenation` crate, TeX's hyph-utf8 patterns), so every browser breaks it there and
//! shows a hyphen. Languages without such breaks (Japanese, Arabic) are left as they are.
//!
//! The patterns do not know a language's compounds: Danish's break "standardreglerne"
//! as "standar-dreglerne". A language lists the words they break wrongly, with their
//! breaks, in `locales/<lang>/hyphens.toml` (`words = ["stan-dard-reg-ler-ne"]`); those
//! words break only there.

use crate::diagnostics::Diagnostic;
use hyphenation::{Hyphenator, Language, Load, Standard};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;

/// The file of a language's own word breaks, in its folder of messages.
pub const FILE: &str = "hyphens.toml";

/// A language's words that break only where it says, by their letters in lower case:
/// the character offsets of their breaks.
#[derive(Debug, Default)]
pub struct Exceptions {
    words: BTreeMap<String, Vec<usize>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExceptionsFile {
    words: Vec<String>,
}

impl Exceptions {
    /// No listed words: the patterns alone.
    pub const EMPTY: Exceptions = Exceptions {
        words: BTreeMap::new(),
    };

    /// Reads `dir/hyphens.toml`, if the language has one.
    pub fn load(dir: &Path) -> Result<Exceptions, Diagnostic> {
        let Some((file, _)) = super::read_data::<ExceptionsFile>(
            dir,
            FILE,
            "list the words with their breaks, `words = [\"stan-dard-reg-ler-ne\"]`",
        )?
        else {
            return Ok(Exceptions::default());
        };
        let mut words = BTreeMap::new();
        for written in file.words {
            let mut letters = String::new();
            let mut breaks = Vec::new();
            for c in written.chars() {
                if c == '-' {
                    breaks.push(letters.chars().count());
                } else {
                    letters.extend(c.to_lowercase());
                }
            }
            words.insert(letters, breaks);
        }
        Ok(Exceptions { words })
    }

    /// The word split at the breaks its language lists for it, if it lists the word.
    fn split<'w>(&self, word: &'w str) -> Option<Vec<&'w str>> {
        let breaks = self.words.get(&word.to_lowercase())?;
        let starts: Vec<usize> = word.char_indices().map(|(i, _)| i).collect();
        let mut parts = Vec::new();
        let mut from = 0;
        for &b in breaks {
            let at = *starts.get(b)?;
            parts.push(&word[from..at]);
            from = at;
        }
        parts.push(&word[from..]);
        Some(parts)
    }
}

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
pub fn table_cells(html: &str, lang: &str, exceptions: &Exceptions) -> String {
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
            hyphenate_text(dict, exceptions, text, &mut out);
        } else {
            out.push_str(text);
        }
        rest = &rest[end..];
    }
    out
}

/// Hyphenates the words of a run of text (character references pass whole).
fn hyphenate_text(dict: &Standard, exceptions: &Exceptions, text: &str, out: &mut String) {
    let mut word = String::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c.is_alphabetic() {
            word.push(c);
            continue;
        }
        flush(dict, exceptions, &mut word, out);
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
    flush(dict, exceptions, &mut word, out);
}

fn flush(dict: &Standard, exceptions: &Exceptions, word: &mut String, out: &mut String) {
    if let Some(parts) = exceptions.split(word) {
        out.push_str(&parts.join("\u{ad}"));
    } else if word.chars().count() >= SHORTEST {
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
        let out = table_cells(html, "de", &Exceptions::default());
        assert_eq!(
            out,
            "<p>Wahrscheinlichkeit</p><table><tr><th scope=\"col\">Wahr\u{ad}schein\u{ad}lich\u{ad}keit</th><td>6,25&#160;% Wurf</td></tr></table>"
        );
        assert!(
            table_cells("<td>pravděpodobnost</td>", "cs", &Exceptions::default())
                .contains("prav\u{ad}dě")
        );
        assert!(
            table_cells("<td>sannsynlighet</td>", "nb", &Exceptions::default()).contains('\u{ad}')
        );
    }

    #[test]
    fn languages_without_patterns_and_pages_without_tables_are_unchanged() {
        let ar = "<td>الاحتمالاتالكثيرة</td>";
        let none = Exceptions::default();
        assert_eq!(table_cells(ar, "ar", &none), ar);
        let ja = "<td>確率はどれくらいですか</td>";
        assert_eq!(table_cells(ja, "ja", &none), ja);
        let p = "<p>Wahrscheinlichkeit</p>";
        assert_eq!(table_cells(p, "de", &none), p);
    }

    #[test]
    fn a_listed_word_breaks_only_where_its_language_says() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(FILE),
            "words = [\"stan-dard-reg-ler-ne\"]\n",
        )
        .unwrap();
        let listed = Exceptions::load(dir.path()).unwrap();
        let patterns = table_cells("<td>Standardreglerne</td>", "da", &Exceptions::default());
        assert!(patterns.contains("dar\u{ad}dreg"), "{patterns}");
        assert_eq!(
            table_cells("<td>Standardreglerne</td>", "da", &listed),
            "<td>Stan\u{ad}dard\u{ad}reg\u{ad}ler\u{ad}ne</td>"
        );
    }
}
