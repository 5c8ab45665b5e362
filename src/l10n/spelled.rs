//! Counts in words: "each player has seven pieces", not "7 pieces", in running prose,
//! as each language writes its small numbers. The words are data
//! (`locales/<lang>/numbers.toml`), one list per form a language needs (a gender, a
//! case), indexed by the number: a page asks for them with `{{ pieces.count | words }}`
//! or `{{ pieces.count | words:feminine }}`, a message with `{ WORDS($count) }` or
//! `{ WORDS($count, form: "feminine") }`. A number beyond its form's list, a fraction,
//! or any number in a language without the file is written in digits, in the
//! language's format. Words never come from another language.

use crate::diagnostics::Diagnostic;
use fluent_bundle::{FluentArgs, FluentValue};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// The file of a language's number words, in its folder of messages.
pub const FILE: &str = "numbers.toml";

/// The form a page or message gets when it names none.
pub const DEFAULT_FORM: &str = "default";

/// The Fluent function that writes a count in words.
pub const FUNCTION: &str = "WORDS";

/// A language's number words, by form.
#[derive(Debug, Default, Deserialize)]
#[serde(transparent)]
pub struct Spelled {
    /// Form → the words of 0, 1, 2, … in that form.
    words: BTreeMap<String, Vec<String>>,
}

impl Spelled {
    /// No words: every count in digits.
    pub const EMPTY: Spelled = Spelled {
        words: BTreeMap::new(),
    };

    /// Reads `dir/numbers.toml`; a language without the file writes every count in digits.
    pub fn load(dir: &Path) -> Result<Spelled, Diagnostic> {
        let Some((spelled, text)) = super::read_data::<Spelled>(
            dir,
            FILE,
            "write each form as a list of words from nought up, `default = [\"zero\", \"one\", \"two\"]`",
        )?
        else {
            return Ok(Spelled::default());
        };
        if let Some((form, _)) = spelled
            .words
            .iter()
            .find(|(_, w)| w.iter().any(|w| w.trim().is_empty()))
        {
            let line = text
                .lines()
                .position(|l| l.trim_start().starts_with(form.as_str()))
                .map_or(1, |i| i + 1);
            return Err(Diagnostic::new(
                &dir.join(FILE),
                line,
                1,
                format!("the form `{form}` has an empty word: write every number's word, or end the list before it"),
            ));
        }
        Ok(spelled)
    }

    /// Whether a page or message may ask for the form: every form may be asked of a
    /// language that writes all its counts in digits (it has no words at all).
    pub fn has(&self, form: &str) -> bool {
        self.words.is_empty() || self.words.contains_key(form)
    }

    /// The form a fact's `| words` or `| words:FORM` names, or why it names none.
    pub fn parse_filter(filter: &str) -> Result<&str, String> {
        match filter.trim().split_once(':') {
            None if filter.trim() == "words" => Ok(DEFAULT_FORM),
            Some(("words", form)) if !form.trim().is_empty() => Ok(form.trim()),
            _ => Err(format!(
                "`| {}` is not a way to write a fact: write `| words` for a count in words, or `| words:FORM` for a form of the language's {FILE}",
                filter.trim()
            )),
        }
    }

    /// The forms the language has, for messages that name one it lacks.
    pub fn forms(&self) -> String {
        self.words
            .keys()
            .map(|f| format!("`{f}`"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// `WORDS($count)` or `WORDS($count, form: "feminine")`, the Fluent function
    /// ([`FUNCTION`]): the count's word in the form, or the count itself (which the
    /// bundle formats in digits) where it has none. A text passed for the count (a
    /// figure formatted before) is left as it is.
    pub fn function<'a>(
        &self,
        positional: &[FluentValue<'a>],
        named: &FluentArgs,
    ) -> FluentValue<'a> {
        let Some(value) = positional.first() else {
            return FluentValue::Error;
        };
        let form = match named.get("form") {
            Some(FluentValue::String(f)) => f.as_ref(),
            _ => DEFAULT_FORM,
        };
        match value {
            FluentValue::Number(n) => match self.word(n.value, form) {
                Some(w) => FluentValue::String(w.to_string().into()),
                None => value.clone(),
            },
            _ => value.clone(),
        }
    }

    /// The word for `n` in `form`, if `n` is a whole number the form's list reaches.
    pub fn word(&self, n: f64, form: &str) -> Option<&str> {
        if n.fract() != 0.0 || n < 0.0 || n > usize::MAX as f64 {
            return None;
        }
        self.words.get(form)?.get(n as usize).map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spelled(text: &str) -> Spelled {
        toml::from_str(text).unwrap()
    }

    #[test]
    fn a_whole_number_within_its_form_is_a_word() {
        let s = spelled(
            "default = [\"zero\", \"one\", \"two\"]\nfeminine = [\"nula\", \"jedna\", \"dvě\"]",
        );
        assert_eq!(s.word(2.0, "default"), Some("two"));
        assert_eq!(s.word(2.0, "feminine"), Some("dvě"));
    }

    #[test]
    fn beyond_the_list_a_fraction_or_an_unknown_form_is_none() {
        let s = spelled("default = [\"zero\", \"one\", \"two\"]");
        assert_eq!(s.word(3.0, "default"), None);
        assert_eq!(s.word(1.5, "default"), None);
        assert_eq!(s.word(-1.0, "default"), None);
        assert_eq!(s.word(1.0, "feminine"), None);
        assert_eq!(Spelled::default().word(1.0, DEFAULT_FORM), None);
    }
}
