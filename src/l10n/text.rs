//! Rule data in words, in a language: the rule catalogue's `Text`s (message id +
//! values) with numbers in the language's format and lists joined with its own words,
//! and the messages that name variants (`variant-senet-bell`), which difference
//! tables, diagrams, statistics and play pages put into their sentences.

use super::{numbers, Arg, Args, L10n};
use crate::rules::diff::{Conj, Text, Value};

/// What the ids of the messages naming variants start with.
pub(crate) const VARIANT_PREFIX: &str = "variant-";

/// The message id naming a variant: `variant-senet-bell`.
pub(crate) fn variant_name_id(id: &str) -> String {
    format!("{VARIANT_PREFIX}{}", id.replace('/', "-"))
}

pub(crate) fn format(l10n: &L10n, lang: &str, text: &Text) -> Result<String, String> {
    let mut args = Args::new();
    for (k, v) in &text.args {
        let arg = match v {
            Value::Num(n) => Arg::Num(*n),
            Value::Str(s) => Arg::Str(s.clone()),
            Value::List(items, conj) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|n| numbers::format(lang, f64::from(*n), 0))
                    .collect();
                Arg::Str(join(l10n, lang, &items, *conj)?)
            }
            // In a right-to-left language each word is isolated as a placeable is,
            // so that Latin marks ("X", "III") keep the list's own order.
            Value::Words(words) => {
                let words: Vec<String> = if l10n.isolates(lang) {
                    words
                        .iter()
                        .map(|w| format!("\u{2068}{w}\u{2069}"))
                        .collect()
                } else {
                    words.clone()
                };
                Arg::Str(join(l10n, lang, &words, Conj::And)?)
            }
            Value::Texts(texts, conj) => {
                let items = texts
                    .iter()
                    .map(|t| format(l10n, lang, t))
                    .collect::<Result<Vec<_>, _>>()?;
                Arg::Str(join(l10n, lang, &items, *conj)?)
            }
        };
        args.insert(k.clone(), arg);
    }
    l10n.tr(lang, &text.id, &args)
}

/// "a", "a and b", "a, b and c" in the language's words (`list-and`, `list-or`, `list-comma`).
pub(crate) fn join(
    l10n: &L10n,
    lang: &str,
    items: &[String],
    conj: Conj,
) -> Result<String, String> {
    match items {
        [] => Ok(String::new()),
        [one] => Ok(one.clone()),
        [head @ .., last] => {
            let (id, name) = match conj {
                Conj::And => ("list-and", "and"),
                Conj::Or => ("list-or", "or"),
            };
            // `$conj` lets a language separate the items by the conjunction itself
            // (Arabic: «1 أو 4 أو 5»); most ignore it.
            let mut comma_args = Args::new();
            comma_args.insert("conj".into(), Arg::Str(name.into()));
            let comma = l10n.tr(lang, "list-comma", &comma_args)?;
            let mut args = Args::new();
            args.insert("head".into(), Arg::Str(head.join(&comma)));
            args.insert("last".into(), Arg::Str(last.clone()));
            l10n.tr(lang, id, &args)
        }
    }
}
