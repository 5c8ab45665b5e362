//! One word for one thing: each language's glossary as data (`locales/<lang>/terms.toml`),
//! the site's word for each concept and the words it must not use for it, and the
//! search for those words in the language's pages and messages, which `tabula check`
//! reports at their line and column. A reader who meets two words for one thing takes
//! them for two things; a translator cannot see every page at once, so the data says it.
//!
//! An avoided word matches case-insensitively as a whole word or phrase (not inside a
//! longer word), a trailing `*` matching any ending; a word in a script written without
//! spaces (Japanese, Chinese) matches wherever it occurs. Pages are searched outside
//! fenced code blocks, inline code, shortcodes (`{{ … }}`), heading ids (`{#…}`) and
//! link addresses; messages in their text only, not in comments, ids, variables or
//! select keys.

use crate::diagnostics::Diagnostic;
use serde::Deserialize;
use std::path::Path;

/// The file of a language's terms, in its folder of messages.
pub const FILE: &str = "terms.toml";

/// A language's glossary.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terms {
    #[serde(rename = "term", default)]
    pub terms: Vec<Term>,
}

/// A concept, the site's word for it and the words not to use.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    /// The concept, in the site's reference language.
    pub concept: String,
    /// The site's word.
    #[serde(rename = "use")]
    pub word: String,
    /// The words not to use for it.
    pub avoid: Vec<String>,
}

/// What kind of file is searched, for what of it is text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A page: Markdown with TOML front matter.
    Page,
    /// A Fluent file of messages.
    Messages,
}

/// An avoided word found: its line and column (1-based, in characters), the word as
/// written there, and the term it belongs to.
#[derive(Debug)]
pub struct Found<'a> {
    pub line: usize,
    pub column: usize,
    pub written: String,
    pub term: &'a Term,
}

/// Reads a language's terms, if it has the file; an error names its line and column.
pub fn load(dir: &Path) -> Result<Option<Terms>, Diagnostic> {
    let path = dir.join(FILE);
    let Some((terms, text)) = super::read_data::<Terms>(
        dir,
        FILE,
        "fix the glossary's entry (each `[[term]]` has `concept`, `use` and a list `avoid`)",
    )?
    else {
        return Ok(None);
    };
    for t in &terms.terms {
        if t.avoid.is_empty()
            || t.avoid
                .iter()
                .any(|a| a.trim_end_matches('*').trim().is_empty())
        {
            let at = text.find(&format!("\"{}\"", t.concept)).unwrap_or(0);
            let (line, column) = crate::diagnostics::line_col(&text, at);
            return Err(Diagnostic::new(
                &path,
                line,
                column,
                format!("the term `{}` avoids no word: list the words not to use for it in `avoid`, or remove the entry", t.concept),
            ));
        }
    }
    Ok(Some(terms))
}

/// Every avoided word in `text`.
pub fn find<'a>(terms: &'a Terms, text: &str, source: Source) -> Vec<Found<'a>> {
    let patterns: Vec<(Vec<char>, bool, &Term)> = terms
        .terms
        .iter()
        .flat_map(|t| {
            t.avoid.iter().map(move |a| {
                let open = a.ends_with('*');
                (lower(a.trim_end_matches('*')), open, t)
            })
        })
        .collect();
    let mut out = Vec::new();
    let mut fenced = false;
    let mut front = false;
    for (i, raw) in text.lines().enumerate() {
        let Some(line) = searched(raw, source, i, &mut fenced, &mut front) else {
            continue;
        };
        let chars = lower(&line);
        let original: Vec<char> = line.chars().collect();
        for (pattern, open, term) in &patterns {
            let spaced = pattern.iter().any(|c| c.is_ascii_alphabetic())
                || !pattern.iter().any(|c| spaceless(*c));
            let n = pattern.len();
            let mut at = 0;
            while at + n <= chars.len() {
                if chars[at..at + n] == pattern[..] {
                    let before = at == 0 || !chars[at - 1].is_alphanumeric();
                    let mut end = at + n;
                    if *open {
                        while end < chars.len() && chars[end].is_alphanumeric() {
                            end += 1;
                        }
                    }
                    let after = end == chars.len() || !chars[end].is_alphanumeric();
                    if !spaced || (before && after) {
                        out.push(Found {
                            line: i + 1,
                            column: at + 1,
                            written: original[at..end.min(original.len())].iter().collect(),
                            term,
                        });
                        at = end;
                        continue;
                    }
                }
                at += 1;
            }
        }
    }
    out.sort_by_key(|f| (f.line, f.column));
    out
}

/// A line's text to search, with what is not text blanked to spaces (so columns stay),
/// or none for a line with no text.
fn searched(
    line: &str,
    source: Source,
    index: usize,
    fenced: &mut bool,
    front: &mut bool,
) -> Option<String> {
    match source {
        Source::Page => {
            let t = line.trim_start();
            if index == 0 && t == "+++" {
                *front = true;
                return None;
            }
            if *front {
                if t == "+++" {
                    *front = false;
                }
                return front_text(line);
            }
            if t.starts_with("```") || t.starts_with("~~~") {
                *fenced = !*fenced;
                return None;
            }
            if *fenced {
                return None;
            }
            let text = blank(&blank(line, "{{", "}}"), "`", "`");
            // Heading ids and link addresses are names, not text.
            Some(blank(&blank(&text, "{#", "}"), "](", ")"))
        }
        Source::Messages => {
            if line.trim_start().starts_with('#') {
                return None;
            }
            // `id = text`: the text; an indented line: the text after any select key.
            let text = if line.starts_with(char::is_whitespace) {
                let t = line.trim_start();
                let key = if t.starts_with('[') || t.starts_with("*[") {
                    t.find(']').map_or(0, |e| e + 1)
                } else {
                    0
                };
                let lead = line.len() - t.len() + key;
                format!(
                    "{}{}",
                    " ".repeat(line[..lead].chars().count()),
                    &line[lead..]
                )
            } else {
                let (id, rest) = line.split_once('=')?;
                format!("{} {}", " ".repeat(id.chars().count()), rest)
            };
            Some(blank(&text, "{", "}"))
        }
    }
}

/// The text of a front matter line: a page's title and description are text.
fn front_text(line: &str) -> Option<String> {
    let (key, value) = line.split_once('=')?;
    matches!(key.trim(), "title" | "description")
        .then(|| format!("{} {}", " ".repeat(key.chars().count()), value))
}

/// `text` with every span from `open` to `close` replaced by spaces.
fn blank(text: &str, open: &str, close: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(s) = rest.find(open) {
        let Some(e) = rest[s + open.len()..].find(close) else {
            break;
        };
        let end = s + open.len() + e + close.len();
        out.push_str(&rest[..s]);
        out.push_str(&" ".repeat(rest[s..end].chars().count()));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The characters of `text` in lower case, one for one.
fn lower(text: &str) -> Vec<char> {
    text.chars()
        .map(|c| c.to_lowercase().next().unwrap_or(c))
        .collect()
}

/// Whether a character is of a script written without spaces between words.
fn spaceless(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xFF66..=0xFF9F)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms(text: &str) -> Terms {
        toml::from_str(text).unwrap()
    }

    const DA: &str = r#"
[[term]]
concept = "extra throw"
use = "ekstra kast"
avoid = ["ekstra tur*"]

[[term]]
concept = "seed"
use = "startværdi"
avoid = ["frø"]
"#;

    fn found(t: &Terms, text: &str, source: Source) -> Vec<(usize, usize, String)> {
        find(t, text, source)
            .into_iter()
            .map(|f| (f.line, f.column, f.written))
            .collect()
    }

    #[test]
    fn an_avoided_word_is_found_as_a_whole_word_at_its_line_and_column_with_any_ending_where_starred(
    ) {
        let t = terms(DA);
        let page = "+++\ntitle = \"Ekstra ture\"\nkind = \"rules\"\n+++\nDu får en ekstra tur. Frøen og frø.\n\n```diagram\nposition = \"ekstra tur\"\n```\nIngen `ekstra tur` her, {{ ekstra tur }} heller ikke. Ekstraturen.\n## Frø {#frø}\nSe [frø](@/frø).\n";
        assert_eq!(
            found(&t, page, Source::Page),
            [
                (2, 10, "Ekstra ture".to_string()),
                (5, 11, "ekstra tur".to_string()),
                (5, 32, "frø".to_string()),
                (11, 4, "Frø".to_string()),
                (12, 5, "frø".to_string()),
            ]
        );
    }

    #[test]
    fn in_messages_only_the_text_is_searched() {
        let t = terms(DA);
        let ftl = "# en ekstra tur i en kommentar\nekstra-tur = Du får en ekstra tur.\nvalg = { $n ->\n    [frø] { $frø } frø\n   *[other] intet\n}\n";
        assert_eq!(
            found(&t, ftl, Source::Messages),
            [
                (2, 24, "ekstra tur".to_string()),
                (4, 20, "frø".to_string())
            ]
        );
    }

    #[test]
    fn a_word_of_a_script_without_spaces_matches_wherever_it_occurs() {
        let t = terms("[[term]]\nconcept = \"random player\"\nuse = \"ランダムに動かすコンピューター\"\navoid = [\"でたらめ\"]\n");
        assert_eq!(
            found(&t, "x = 相手はでたらめに動く。\n", Source::Messages),
            [(1, 8, "でたらめ".to_string())]
        );
    }

    #[test]
    fn a_term_without_words_to_avoid_is_refused_at_its_line() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(FILE),
            "[[term]]\nconcept = \"turn\"\nuse = \"tur\"\navoid = []\n",
        )
        .unwrap();
        let e = load(dir.path()).unwrap_err();
        assert_eq!((e.line, e.column), (2, 11));
        assert!(e.message.contains("avoids no word"), "{e}");
        std::fs::write(dir.path().join(FILE), "[[term]]\nconcept = \"turn\"\n").unwrap();
        let e = load(dir.path()).unwrap_err();
        assert!(e.message.contains("missing field"), "{e}");
    }
}
