//! Typography by language, applied by the build to what it writes from words: every
//! Fluent message and every page's title and description. A page's own prose gets
//! the same from the Markdown reader's smart punctuation; this keeps titles, table
//! headers and diagram titles, which come from messages and front matter, in step
//! with it. The Markdown reader's smart punctuation sets `"…"` as English `“…”`;
//! [`smart_double_quotes`] gives the marks the page's language quotes with instead.
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
    /// One-letter words that may not end a line (Czech prepositions and
    /// conjunctions): the space after them becomes a no-break space.
    clinging: &'static [char],
    /// A number and the percent sign or unit after it are kept on one line: the
    /// space between them becomes a no-break space.
    unit_space: bool,
    /// The opening and closing marks that straight double quotes in page prose
    /// become (`"Wort"` → `„Wort“`); `None` keeps the Markdown reader's `“…”`.
    /// Marks typed by hand are left as written.
    double_quotes: Option<(char, char)>,
    /// Japanese sets Latin letters and digits beside its own characters with no
    /// space between (`シード1`, `Ludiiの`): a space written between them is dropped.
    tight_latin: bool,
    /// An initial or a one-letter abbreviation (`R. C. Bell`, `v. Chr.`, `př. n. l.`)
    /// does not end a line: the space after a lone letter and its full stop becomes a
    /// no-break space.
    initials: bool,
    /// Abbreviations of several words that stay on one line, and on the line of the
    /// number before them (`176 př. n. l.`, `176 v. Chr.`).
    abbreviations: &'static [&'static str],
    /// An ordinal written as a number and a full stop (`3. dynastie`, `17. skridt`)
    /// stays on the line of the word after it: the space between them, before a
    /// lower-case letter, becomes a no-break space. Before a capital it is left as
    /// written, since a sentence may start there (and a German noun cannot be told
    /// from it).
    ordinals: bool,
}

const RULES: &[Rules] = &[
    Rules {
        lang: "en",
        curly_apostrophe: true,
        clinging: &[],
        unit_space: false,
        double_quotes: None,
        tight_latin: false,
        initials: true,
        abbreviations: &[],
        ordinals: false,
    },
    Rules {
        lang: "da",
        curly_apostrophe: true,
        clinging: &[],
        unit_space: true,
        double_quotes: Some(('»', '«')),
        tight_latin: false,
        initials: true,
        abbreviations: &["f. Kr.", "e. Kr."],
        ordinals: true,
    },
    Rules {
        lang: "nb",
        curly_apostrophe: true,
        clinging: &[],
        unit_space: true,
        double_quotes: Some(('«', '»')),
        tight_latin: false,
        initials: true,
        abbreviations: &["f. Kr.", "e. Kr."],
        ordinals: true,
    },
    Rules {
        lang: "de",
        curly_apostrophe: true,
        clinging: &[],
        unit_space: true,
        double_quotes: Some(('„', '“')),
        tight_latin: false,
        initials: true,
        abbreviations: &["v. Chr.", "n. Chr."],
        ordinals: true,
    },
    Rules {
        lang: "cs",
        curly_apostrophe: false,
        clinging: &[
            'v', 'k', 's', 'z', 'o', 'u', 'a', 'i', 'V', 'K', 'S', 'Z', 'O', 'U', 'A', 'I',
        ],
        unit_space: true,
        double_quotes: Some(('„', '“')),
        tight_latin: false,
        initials: true,
        abbreviations: &["př. n. l.", "n. l."],
        ordinals: true,
    },
    Rules {
        lang: "ja",
        curly_apostrophe: false,
        clinging: &[],
        unit_space: false,
        double_quotes: Some(('「', '」')),
        tight_latin: true,
        initials: false,
        abbreviations: &[],
        ordinals: false,
    },
    Rules {
        lang: "ar",
        curly_apostrophe: false,
        clinging: &[],
        unit_space: false,
        double_quotes: Some(('«', '»')),
        tight_latin: false,
        initials: false,
        abbreviations: &[],
        ordinals: false,
    },
];

/// The units a number keeps beside it; `×` between two numbers (`2 × 3`) keeps both.
const UNITS: [&str; 5] = ["%", "mm", "cm", "km", "×"];

fn rules_of(lang: &str) -> Option<&'static Rules> {
    let primary = lang.split(['-', '_']).next().unwrap_or(lang);
    RULES.iter().find(|r| r.lang == primary)
}

/// `text` as `lang`'s typography wants it; borrowed when nothing changes.
pub fn apply<'a>(lang: &str, text: &'a str) -> Cow<'a, str> {
    apply_after(lang, text, "")
}

/// `text` with the language's abbreviations of several words kept on one line, and on
/// the line of a number before them: their spaces, and the one before them after a
/// digit, become no-break spaces.
fn bind_abbreviations<'a>(rules: &Rules, text: Cow<'a, str>) -> Cow<'a, str> {
    let mut text = text;
    for abbreviation in rules.abbreviations {
        if !text.contains(abbreviation) {
            continue;
        }
        let bound = abbreviation.replace(' ', "\u{a0}");
        let mut out = String::with_capacity(text.len());
        let mut rest: &str = &text;
        while let Some(at) = rest.find(abbreviation) {
            let before = &rest[..at];
            match before.strip_suffix(' ') {
                Some(head) if head.ends_with(|c: char| c.is_ascii_digit()) => {
                    out.push_str(head);
                    out.push('\u{a0}');
                }
                _ => out.push_str(before),
            }
            out.push_str(&bound);
            rest = &rest[at + abbreviation.len()..];
        }
        out.push_str(rest);
        text = Cow::Owned(out);
    }
    text
}

/// [`apply`] for a piece of a longer text: `before` is the text just before it (empty
/// at the start, or after markup that ends a word).
pub fn apply_after<'a>(lang: &str, text: &'a str, before: &str) -> Cow<'a, str> {
    let Some(rules) = rules_of(lang) else {
        return Cow::Borrowed(text);
    };
    // The abbreviations first, as written, before any of their spaces is bound alone.
    match bind_abbreviations(rules, Cow::Borrowed(text)) {
        Cow::Borrowed(text) => apply_rules(rules, text, before),
        Cow::Owned(text) => Cow::Owned(apply_rules(rules, &text, before).into_owned()),
    }
}

/// The character rules of [`apply_after`], on text whose abbreviations are bound.
fn apply_rules<'a>(rules: &Rules, text: &'a str, before: &str) -> Cow<'a, str> {
    let mut out: Option<String> = None;
    // The two characters before the current one, as written.
    let mut tail = before.chars().rev();
    let (mut prev, mut prev2, mut prev3) = (tail.next(), tail.next(), tail.next());
    for (i, c) in text.char_indices() {
        // Some(Some(r)): `c` becomes `r`; Some(None): `c` is dropped.
        let replaced = match c {
            '\'' if rules.curly_apostrophe && prev.is_some_and(char::is_alphanumeric) => {
                Some(Some('’'))
            }
            ' ' if clings(rules, prev, prev2) => Some(Some('\u{a0}')),
            ' ' if rules.initials
                && prev == Some('.')
                && prev2.is_some_and(char::is_alphabetic)
                && !prev3.is_some_and(char::is_alphanumeric)
                && text[i + 1..].starts_with(char::is_alphabetic) =>
            {
                Some(Some('\u{a0}'))
            }
            ' ' if rules.unit_space
                && prev.is_some_and(|p| p.is_ascii_digit())
                && starts_with_unit(&text[i + 1..]) =>
            {
                Some(Some('\u{a0}'))
            }
            ' ' if rules.unit_space
                && prev == Some('×')
                && text[i + 1..].starts_with(|c: char| c.is_ascii_digit()) =>
            {
                Some(Some('\u{a0}'))
            }
            ' ' if rules.ordinals
                && prev == Some('.')
                && prev2.is_some_and(|p| p.is_ascii_digit())
                && text[i + 1..].starts_with(char::is_lowercase) =>
            {
                Some(Some('\u{a0}'))
            }
            ' ' if rules.tight_latin && between_scripts(prev, text[i + 1..].chars().next()) => {
                Some(None)
            }
            _ => None,
        };
        match (replaced, &mut out) {
            (Some(r), Some(o)) => o.extend(r),
            (Some(r), None) => {
                let mut o = String::with_capacity(text.len() + 8);
                o.push_str(&text[..i]);
                o.extend(r);
                out = Some(o);
            }
            (None, Some(o)) => o.push(c),
            (None, None) => {}
        }
        prev3 = prev2;
        prev2 = prev;
        prev = Some(c);
    }
    out.map_or(Cow::Borrowed(text), Cow::Owned)
}

/// The marks `lang` writes for the double quotes that the Markdown reader's smart
/// punctuation made from straight `"` in one block (a paragraph, heading, table
/// cell), in order: `marks` are what the reader made of them, `“` where a quotation
/// opens and `”` where it closes. `None` where the language keeps the reader's marks.
///
/// The reader's pairs stand (a `”` closes the last `“` before it). A `“` it could not
/// pair, because the quote is between two letters as in text written without spaces
/// (`"言葉"と`), pairs with the next such one, in order; a last one left over opens.
/// The caller passes only marks made from a straight quote, never marks typed by hand
/// (German closes with `“`, which is English's opening mark).
pub fn smart_double_quotes(lang: &str, marks: &[char]) -> Option<Vec<char>> {
    let (open, close) = rules_of(lang)?.double_quotes?;
    // Whether each mark closes: the reader's `”`, and every second `“` it left unpaired.
    let mut closes: Vec<bool> = marks.iter().map(|&m| m == '”').collect();
    let mut unpaired = Vec::new();
    let mut last_open: Option<usize> = None;
    for (i, &m) in marks.iter().enumerate() {
        if m == '”' {
            last_open = None;
        } else {
            if let Some(o) = last_open {
                unpaired.push(o);
            }
            last_open = Some(i);
        }
    }
    unpaired.extend(last_open);
    for pair in unpaired.chunks(2) {
        if let [_, second] = pair {
            closes[*second] = true;
        }
    }
    Some(
        closes
            .into_iter()
            .map(|c| if c { close } else { open })
            .collect(),
    )
}

/// Whether a text ends on a one-letter word that may not end a line: what comes
/// after it (a line break of the source) must then not break either.
pub fn clings_at_end(lang: &str, text: &str) -> bool {
    let Some(rules) = rules_of(lang) else {
        return false;
    };
    let mut last = text.chars().rev();
    let (prev, prev2) = (last.next(), last.next());
    clings(rules, prev, prev2)
}

/// `prev` is a one-letter word of `rules.clinging`: a clinging letter with no letter,
/// digit or joining mark before it.
fn clings(rules: &Rules, prev: Option<char>, prev2: Option<char>) -> bool {
    prev.is_some_and(|p| rules.clinging.contains(&p))
        && !prev2.is_some_and(|q| q.is_alphanumeric() || matches!(q, '-' | '\'' | '’' | '.'))
}

/// A space between a Japanese character (kana, kanji, or its punctuation and
/// full-width forms) and a Latin letter or digit, in either order.
fn between_scripts(before: Option<char>, after: Option<char>) -> bool {
    let japanese = |c: char| matches!(c, '\u{3000}'..='\u{30ff}' | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}');
    match (before, after) {
        (Some(b), Some(a)) => {
            (japanese(b) && a.is_ascii_alphanumeric()) || (b.is_ascii_alphanumeric() && japanese(a))
        }
        _ => false,
    }
}

fn starts_with_unit(rest: &str) -> bool {
    UNITS.iter().any(|u| {
        rest.strip_prefix(u)
            .is_some_and(|after| !after.starts_with(char::is_alphanumeric))
    })
}

#[cfg(test)]
mod tests {
    use super::{apply, apply_after, clings_at_end, smart_double_quotes};

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
        // Czech and the others have no rule of apostrophes here.
        assert_eq!(apply("cs", "Bell's"), "Bell's");
        assert_eq!(apply("nds", "Na'n Inholt"), "Na'n Inholt");
    }

    #[test]
    fn czech_one_letter_words_do_not_end_a_line() {
        let nb = '\u{a0}';
        assert_eq!(
            apply("cs", "kámen v domě a k cíli"),
            format!("kámen v{nb}domě a{nb}k{nb}cíli")
        );
        assert_eq!(apply("cs", "V Senetu"), format!("V{nb}Senetu"));
        // Not a word of one letter: the end of a longer word, a list item (an initial
        // is bound by its own rule, after its full stop).
        assert_eq!(apply("cs", "dva kameny"), "dva kameny");
        assert_eq!(apply("cs", "R. C. Bell"), format!("R.{nb}C.{nb}Bell"));
        assert_eq!(apply("cs", "x-a b"), "x-a b");
        // Across the pieces of a longer text: what came before decides.
        assert_eq!(apply_after("cs", " dom", "jde v"), format!("{nb}dom"));
        assert_eq!(apply_after("cs", " dom", "domov"), " dom");
        assert!(clings_at_end("cs", "jde to v"));
        assert!(!clings_at_end("cs", "jde to"));
        assert!(!clings_at_end("en", "a"));
        // Other languages keep their spaces.
        assert_eq!(apply("en", "a piece"), "a piece");
    }

    #[test]
    fn initials_and_one_letter_abbreviations_do_not_end_a_line() {
        let nb = '\u{a0}';
        assert_eq!(
            apply("en", "R. C. Bell wrote"),
            format!("R.{nb}C.{nb}Bell wrote")
        );
        assert_eq!(
            apply("cs", "177 př. n. l., tedy"),
            format!("177{nb}př.{nb}n.{nb}l., tedy")
        );
        assert_eq!(apply("de", "176 v. Chr."), format!("176{nb}v.{nb}Chr."));
        // A word of two letters or more before a full stop ends a sentence, as written.
        assert_eq!(apply("en", "It is on. Then"), "It is on. Then");
        assert_eq!(apply("ja", "R. C. Bell"), "R. C. Bell");
    }

    #[test]
    fn numbers_keep_their_percent_signs_and_units() {
        let nb = '\u{a0}';
        assert_eq!(apply("cs", "asi 56 % her"), format!("asi 56{nb}% her"));
        assert_eq!(apply("de", "301 mm breit"), format!("301{nb}mm breit"));
        assert_eq!(apply("nb", "3 mmm"), "3 mmm");
        assert_eq!(apply("en", "56 %"), "56 %");
        assert_eq!(apply("da", "5 kast"), "5 kast");
        assert_eq!(
            apply("cs", "o 2 × 3 polích"),
            format!("o{nb}2{nb}×{nb}3 polích")
        );
        assert_eq!(apply("en", "2 × 3 squares"), "2 × 3 squares");
        assert_eq!(apply("de", "2 × Senet"), format!("2{nb}× Senet"));
    }

    #[test]
    fn ordinals_stay_on_the_line_of_the_word_after_them() {
        let nb = '\u{a0}';
        assert_eq!(apply("cs", "ze 3. dynastie"), format!("ze 3.{nb}dynastie"));
        assert_eq!(
            apply("de", "die 3. und 4. Dynastie"),
            format!("die 3.{nb}und 4. Dynastie")
        );
        assert_eq!(apply("da", "det 17. skridt"), format!("det 17.{nb}skridt"));
        assert_eq!(apply("nb", "det 17. steget"), format!("det 17.{nb}steget"));
        // A capital after the stop starts a sentence, and English writes no such ordinal.
        assert_eq!(apply("de", "bis 1960. Dann"), "bis 1960. Dann");
        assert_eq!(apply("en", "in 1960. then"), "in 1960. then");
    }

    #[test]
    fn smart_double_quotes_become_the_language_s_own_marks() {
        let quote = |lang: &str| -> String {
            smart_double_quotes(lang, &['“', '”'])
                .unwrap_or(vec!['“', '”'])
                .into_iter()
                .collect()
        };
        assert_eq!(quote("de"), "„“");
        assert_eq!(quote("de-AT"), "„“");
        assert_eq!(quote("cs"), "„“");
        assert_eq!(quote("da"), "»«");
        assert_eq!(quote("nb"), "«»");
        assert_eq!(quote("ja"), "「」");
        assert_eq!(quote("ar"), "«»");
        // English and languages not listed keep the reader's marks.
        assert_eq!(quote("en"), "“”");
        assert_eq!(quote("nds"), "“”");
    }

    #[test]
    fn quotes_the_reader_could_not_pair_pair_in_order() {
        let quote = |marks: &str| -> String {
            let marks: Vec<char> = marks.chars().collect();
            smart_double_quotes("ja", &marks)
                .unwrap()
                .into_iter()
                .collect()
        };
        // `"言葉"と言う`: between letters the reader opens both.
        assert_eq!(quote("““"), "「」");
        assert_eq!(quote("““““"), "「」「」");
        // Its own pairs stand; a quote left over opens, as the reader's did.
        assert_eq!(quote("“”““"), "「」「」");
        assert_eq!(quote("““”"), "「「」");
        assert_eq!(quote("“"), "「");
        assert_eq!(quote(""), "");
    }

    #[test]
    fn japanese_sets_latin_words_and_numbers_without_a_space() {
        assert_eq!(
            apply("ja", "（シード 1、tabula 0.1.0）"),
            "（シード1、tabula 0.1.0）"
        );
        assert_eq!(apply("ja", "Ludii の規則"), "Ludiiの規則");
        assert_eq!(apply("ja", "1 2 と 3 つ"), "1 2と3つ");
        // Between Latin words, and in another language, a space stays.
        assert_eq!(apply("ja", "tabula 0.1.0"), "tabula 0.1.0");
        assert_eq!(apply("en", "seed 1 の"), "seed 1 の");
        // A piece of prose after Japanese text: the space at its start goes too.
        assert_eq!(apply_after("ja", " Finkel", "規則は"), "Finkel");
    }

    #[test]
    fn quotation_marks_in_text_are_left_as_written() {
        // Messages and titles keep the marks they were typed with.
        assert_eq!(apply("de", "„Wort“"), "„Wort“");
        assert_eq!(apply("da", "»ord«"), "»ord«");
        assert_eq!(apply("ja", "「言葉」"), "「言葉」");
        assert_eq!(apply("en", "\"word\""), "\"word\"");
    }
}
