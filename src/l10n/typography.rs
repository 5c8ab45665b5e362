//! Typography by language, applied by the build to what it writes from words: every
//! Fluent message and every page's title and description. A page's own prose gets
//! the same from the Markdown reader's smart punctuation; this keeps titles, table
//! headers and diagram titles, which come from messages and front matter, in step
//! with it.
//!
//! Each language's rules are data ([`RULES`]); a language not listed is left as
//! written.

use std::borrow::Cow;

/// What a language's typography asks of text.
struct Rules {
    /// The language's primary subtag.
    lang: &'static str,
    /// A straight apostrophe inside or at the end of a word (`Bell's`, `Masters'`)
    /// becomes the typographer's `’`.
    curly_apostrophe: bool,
}

const RULES: &[Rules] = &[
    Rules {
        lang: "en",
        curly_apostrophe: true,
    },
    Rules {
        lang: "da",
        curly_apostrophe: true,
    },
    Rules {
        lang: "nb",
        curly_apostrophe: true,
    },
    Rules {
        lang: "de",
        curly_apostrophe: true,
    },
];

/// `text` as `lang`'s typography wants it; borrowed when nothing changes.
pub fn apply<'a>(lang: &str, text: &'a str) -> Cow<'a, str> {
    let primary = lang.split(['-', '_']).next().unwrap_or(lang);
    let Some(rules) = RULES.iter().find(|r| r.lang == primary) else {
        return Cow::Borrowed(text);
    };
    if !rules.curly_apostrophe || !text.contains('\'') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut previous: Option<char> = None;
    for c in text.chars() {
        if c == '\'' && previous.is_some_and(char::is_alphanumeric) {
            out.push('’');
        } else {
            out.push(c);
        }
        previous = Some(c);
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::apply;

    #[test]
    fn apostrophes_after_a_letter_are_curly_in_the_languages_that_want_it() {
        assert_eq!(apply("en", "Bell's Senet"), "Bell’s Senet");
        assert_eq!(apply("en", "Masters' route"), "Masters’ route");
        assert_eq!(apply("de", "Masters' Regeln"), "Masters’ Regeln");
        assert_eq!(apply("nb", "Bells senet"), "Bells senet");
        assert_eq!(apply("da", "spiller 1's tur"), "spiller 1’s tur");
    }

    #[test]
    fn other_apostrophes_and_languages_are_left_as_written() {
        // Not after a letter: a quotation, notation or code is not an apostrophe.
        assert_eq!(apply("en", "say 'go"), "say 'go");
        assert_eq!(apply("en", "x = 'a"), "x = 'a");
        // Czech and the others have no rule here.
        assert_eq!(apply("cs", "Bell's"), "Bell's");
        assert_eq!(apply("nds", "Na'n Inholt"), "Na'n Inholt");
    }
}
