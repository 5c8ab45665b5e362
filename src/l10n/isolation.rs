//! Bidi isolation marks only where they change something.
//!
//! Fluent wraps every placeable of a right-to-left language's message in FIRST STRONG
//! ISOLATE … POP DIRECTIONAL ISOLATE (U+2068, U+2069), so that a Latin name or a number
//! inside Arabic text keeps its own order. Around words that are themselves written
//! right to left the marks change no order, but they do cut a word from a prefix
//! joined to it: in «ب{ WORDS($count) }» the letter ب no longer joins the number word
//! that follows it, and a browser draws it in its final form. So the marks are kept
//! around a placeable holding anything but right-to-left letters (digits, Latin,
//! punctuation), and taken away around one that holds only such letters and spaces.

use std::borrow::Cow;

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// `text` with the isolation marks around right-to-left words taken away, every
/// other pair kept (nested pairs are judged one by one).
pub fn needed_only(text: &str) -> Cow<'_, str> {
    if !text.contains(FSI) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    isolate_body(&mut chars, &mut out, false);
    Cow::Owned(out)
}

/// Copies `chars` into `out` up to the mark that closes the isolate being read (or
/// the end), judging each inner isolate as it closes.
fn isolate_body(chars: &mut std::str::Chars<'_>, out: &mut String, inside: bool) {
    while let Some(c) = chars.next() {
        match c {
            FSI => {
                let mut inner = String::new();
                isolate_body(chars, &mut inner, true);
                if is_right_to_left_words(&inner) {
                    out.push_str(&inner);
                } else {
                    out.push(FSI);
                    out.push_str(&inner);
                    out.push(PDI);
                }
            }
            PDI if inside => return,
            c => out.push(c),
        }
    }
}

/// Whether `text` is one or more words of right-to-left letters (Arabic or Hebrew,
/// their marks and the joiners between letters), with spaces between them only.
fn is_right_to_left_words(text: &str) -> bool {
    text.chars().any(is_right_to_left_letter)
        && text
            .chars()
            .all(|c| c == ' ' || c == '\u{200c}' || c == '\u{200d}' || is_right_to_left_letter(c))
}

fn is_right_to_left_letter(c: char) -> bool {
    let digit_or_sign = matches!(c,
        '\u{0600}'..='\u{060f}' // number signs, the Arabic comma, date and poetic signs
        | '\u{061b}'..='\u{061f}' // semicolon, marks, question mark
        | '\u{0660}'..='\u{066d}' // Arabic-Indic digits, percent, decimal and thousands separators
        | '\u{06d4}' // full stop
        | '\u{06dd}' | '\u{06de}' | '\u{06e9}' // end of ayah, rub el hizb, place of sajdah
        | '\u{06f0}'..='\u{06f9}' // extended Arabic-Indic digits
        | '\u{05be}' | '\u{05c0}' | '\u{05c3}' | '\u{05c6}' // Hebrew punctuation
        | '\u{05f3}' | '\u{05f4}' // geresh, gershayim
    );
    !digit_or_sign
        && matches!(c,
            '\u{0590}'..='\u{05ff}'
            | '\u{0600}'..='\u{06ff}'
            | '\u{0750}'..='\u{077f}'
            | '\u{08a0}'..='\u{08ff}'
            | '\u{fb1d}'..='\u{fb4f}'
            | '\u{fb50}'..='\u{fdff}'
            | '\u{fe70}'..='\u{fefe}'
        )
}

#[cfg(test)]
mod tests {
    use super::needed_only;

    #[test]
    fn marks_stay_around_numbers_and_latin_and_go_around_arabic_words() {
        assert_eq!(
            needed_only("بـ\u{2068}خمس\u{2069} قطع"),
            "بـخمس قطع",
            "a number word joins its prefix"
        );
        assert_eq!(
            needed_only("الإصدار \u{2068}2.5\u{2069} · \u{2068}abc1234\u{2069}"),
            "الإصدار \u{2068}2.5\u{2069} · \u{2068}abc1234\u{2069}"
        );
        assert_eq!(
            needed_only("\u{2068}٣٫٥\u{2069} و\u{2068}سنت بل\u{2069}"),
            "\u{2068}٣٫٥\u{2069} وسنت بل",
            "Arabic digits keep their marks"
        );
        assert_eq!(
            needed_only("\u{2068}قواعد \u{2068}Ludii\u{2069}\u{2069}"),
            "\u{2068}قواعد \u{2068}Ludii\u{2069}\u{2069}",
            "an outer pair that holds a Latin word stays"
        );
        assert_eq!(
            needed_only("\u{2068}لعبة \u{2068}سنت\u{2069}\u{2069}"),
            "لعبة سنت",
            "nested Arabic words lose both pairs"
        );
        assert_eq!(needed_only("\u{2068}\u{2069}"), "\u{2068}\u{2069}");
        assert_eq!(needed_only("no marks"), "no marks");
        assert_eq!(
            needed_only("\u{2068}unclosed"),
            "\u{2068}unclosed\u{2069}",
            "a pair Fluent left open is closed, never dropped"
        );
    }
}
