//! The words of the page scripts, in each language: every Fluent message the boards
//! to try and the play page show or announce, formatted by the build, so no word is
//! written in JavaScript and the translations stay in `locales/`.
//!
//! A script fills in some values itself (a throw, a square, a move): those arguments
//! are formatted as `{name}` for the script to replace. Arguments a message may select
//! on (which player, whether the turn passes, who won) are formatted for each of their
//! values instead, under `id|name=value`; a number a message selects on by its plural
//! category (`counted`), under `id|name=category`, for the script to pick with
//! `Intl.PluralRules`. The result is one JSON object per language: `{"lang", "dir",
//! "fixed": {id: [names]}, "counted": {id: [names]}, "decimal", "percent", "m": {key:
//! text}}` (`decimal` the language's decimal sign, `percent` its percentage with `{n}`
//! for the number).

use crate::diagram::describe::JOINED;
use crate::engine::Effects;
use crate::l10n::{numbers, Arg, Args, L10n};
use serde_json::{json, Map, Value};

/// What a message is formatted with: the arguments formatted for each of their values,
/// the ones left for the script, and the numbers the message may select on by their
/// plural category (`counted`: formatted once per category of the language, with the
/// number left for the script to fill in, which picks the category with
/// `Intl.PluralRules` as Fluent does).
struct Spec {
    id: String,
    fixed: Vec<(&'static str, Vec<Arg>)>,
    filled: Vec<&'static str>,
    counted: Vec<&'static str>,
}

fn spec(id: &str, fixed: &[(&'static str, &[&str])], filled: &[&'static str]) -> Spec {
    let fixed = fixed
        .iter()
        .map(|(name, values)| {
            let values = values
                .iter()
                .map(|v| {
                    v.parse::<f64>()
                        .map_or_else(|_| Arg::Str(v.to_string()), Arg::Num)
                })
                .collect();
            (*name, values)
        })
        .collect();
    Spec {
        id: id.to_string(),
        fixed,
        filled: filled.to_vec(),
        counted: Vec::new(),
    }
}

impl Spec {
    /// The same, with numbers the message selects on by plural category.
    fn counting(mut self, names: &[&'static str]) -> Spec {
        self.counted = names.to_vec();
        self
    }
}

const PLAYERS: (&str, &[&str]) = ("player", &["1", "2"]);
/// The grades of a reviewed move (`tabula_core::review::Grade`), best first.
const GRADES: (&str, &[&str]) = (
    "grade",
    &["best", "good", "inaccuracy", "mistake", "blunder"],
);
/// An argument that is `yes` or `no`.
const fn yes_no(name: &'static str) -> (&'static str, &'static [&'static str]) {
    (name, &["yes", "no"])
}
/// What kind of move it is: a piece entering, borne off, staying where it is (Kendall's
/// House of Water), or a step.
const KIND: (&str, &[&str]) = ("kind", &["enter", "off", "stay", "step"]);

/// Every message the scripts use.
fn specs() -> Vec<Spec> {
    let plain = [
        "figure-permalink",
        "figure-notation",
        "figure-copy",
        "figure-copy-label",
        "figure-copied",
        "figure-play",
        "try-label",
        "try-throw-label",
        "try-throw-random",
        "try-moves-label",
        "try-moves-group",
        "try-choose",
        "try-undo",
        "try-reset",
        "replay-back",
        "replay-forward",
        "replay-start",
        "why-label",
        "why-none",
        "why-no-piece",
        "play-new-game",
        "play-throw",
        "play-computer-thinks",
        "play-judged-missing",
        "play-perfect-missing",
        "play-record-empty",
        "play-link-copied",
        "play-bad-link",
        "diagram-hand",
        "diagram-off-board",
        "sentence-join",
        "review-chart-title",
        "review-grades-caption",
        "review-grade-heading",
        "review-key-heading",
        "review-key-none",
        "review-thresholds",
    ];
    let mut out: Vec<Spec> = plain.iter().map(|id| spec(id, &[], &[])).collect();
    // Each reason the engine gives for a move it refuses (`why-past-end`, …), from the
    // engine's own list, so a new reason gets its words without a second list here.
    out.extend(
        crate::engine::explain::Reason::ALL
            .iter()
            .filter(|r| **r != crate::engine::explain::Reason::Legal)
            .map(|r| {
                let filled: &[&str] = if r.names_square() {
                    &["square"]
                } else if r.names_throws() {
                    &["throws"]
                } else {
                    &[]
                };
                spec(&format!("why-{}", r.name()), &[], filled)
            }),
    );
    out.extend([
        spec("try-throw-value", &[], &["throw"]),
        spec("try-move", &[], &["move"]),
        spec("replay-step", &[], &["step", "count"]),
        spec("why-piece", &[], &["square", "reason"]),
        spec("why-hand", &[], &["reason"]),
        spec("play-score", &[], &["first", "second"]),
        spec("diagram-move-name", &[KIND], &["from", "to"]),
        spec("list-comma", &[("conj", &["none", "or"])], &[]),
        spec("list-or", &[], &["head", "last"]),
        spec("diagram-throw", &[PLAYERS], &["throw"]),
        spec("diagram-move", &[PLAYERS, KIND], &["from", "to"]),
        spec("diagram-to-move", &[PLAYERS], &[]),
        spec(
            "diagram-no-move",
            &[PLAYERS, ("again", &["yes", "no"])],
            &[],
        ),
        // The review of a game played on the page (by the judge's estimates): its
        // chart, its grades and its key moves, as the diagrams' reviews word them.
        spec("play-review-chart-description", &[], &["start", "end"]),
        spec("review-player", &[PLAYERS], &[]),
        spec("review-grade-count", &[GRADES], &[]),
        spec(
            "review-move",
            &[
                PLAYERS,
                KIND,
                yes_no("capture"),
                yes_no("rosette"),
                yes_no("fine"),
            ],
            &["step", "throw", "move", "from", "to"],
        ),
        spec(
            "review-loss",
            &[("grade", &GRADES.1[1..]), ("best-kind", KIND.1)],
            &["best", "best-from", "best-to"],
        )
        .counting(&["points"]),
        spec(
            "diagram-result",
            &[("result", &["win", "draw"]), ("winner", &["0", "1", "2"])],
            &[],
        ),
    ]);
    for (flag, name) in Effects::NAMES {
        let mut fixed = vec![PLAYERS];
        // The House of Water's sentence says where the piece ends only when it goes on.
        if name == "water" {
            fixed.push(yes_no("moved"));
        }
        // The effects a language may join into one sentence (`describe::joined_effects`),
        // given to each of them but their own.
        if JOINED.iter().any(|(_, f)| *f == flag) {
            fixed.extend(
                JOINED
                    .iter()
                    .filter(|(_, f)| *f != flag)
                    .map(|(n, _)| yes_no(n)),
            );
        }
        out.push(spec(
            &format!("diagram-effect-{}", name.replace('_', "-")),
            &fixed,
            &["square"],
        ));
    }
    out
}

/// Every combination of the fixed arguments' values, each with its key suffix.
fn combinations(fixed: &[(&'static str, Vec<Arg>)]) -> Vec<(String, Args)> {
    let mut out = vec![(String::new(), Args::new())];
    for (name, values) in fixed {
        out = out
            .into_iter()
            .flat_map(|(key, args)| {
                values.iter().map(move |v| {
                    let shown = match v {
                        Arg::Num(n) | Arg::Measured(n) => format!("{n}"),
                        Arg::Str(s) => s.clone(),
                    };
                    let mut args = args.clone();
                    args.insert(name.to_string(), v.clone());
                    (format!("{key}|{name}={shown}"), args)
                })
            })
            .collect();
    }
    out
}

/// The plural categories a language gives numbers with up to two decimals (as the
/// pages show a loss in points), each with the first number of it: `[("one", 1),
/// ("other", 0.01)]` in English.
fn categories(lang: &str) -> Vec<(String, f64)> {
    use intl_pluralrules::{operands::PluralOperands, PluralRuleType, PluralRules};
    let rules = lang
        .parse::<unic_langid::LanguageIdentifier>()
        .ok()
        .and_then(|id| PluralRules::create(id, PluralRuleType::CARDINAL).ok());
    let mut out: Vec<(String, f64)> = Vec::new();
    // Whole numbers first (a category a whole number has is shown with one), then
    // tenths and hundredths.
    let candidates = (0..=200u32)
        .map(|n| (n.to_string(), f64::from(n)))
        .chain((1..=999u32).filter(|n| n % 10 != 0).map(|n| {
            let v = f64::from(n) / 10.0;
            (format!("{v:.1}"), v)
        }))
        .chain((1..=99u32).filter(|n| n % 10 != 0).map(|n| {
            let v = f64::from(n) / 100.0;
            (format!("{v:.2}"), v)
        }));
    for (text, v) in candidates {
        let category = match (&rules, PluralOperands::try_from(text.as_str())) {
            (Some(r), Ok(ops)) => r
                .select(ops)
                .map(|c| format!("{c:?}").to_lowercase())
                .unwrap_or_else(|_| "other".into()),
            _ => "other".into(),
        };
        if !out.iter().any(|(c, _)| *c == category) {
            out.push((category, v));
        }
    }
    out
}

/// The scripts' words in a language, as JSON text.
pub fn words(l10n: &L10n, lang: &str, dir: &str) -> Result<String, String> {
    let mut messages = Map::new();
    let mut fixed = Map::new();
    let mut counted = Map::new();
    let categories = categories(lang);
    for s in specs() {
        let mut names: Vec<&str> = s.fixed.iter().map(|(n, _)| *n).collect();
        names.extend(&s.counted);
        if !names.is_empty() {
            fixed.insert(s.id.clone(), json!(names));
        }
        if !s.counted.is_empty() {
            counted.insert(s.id.clone(), json!(s.counted));
        }
        // Each counted number takes each category's first number, which the formatted
        // text then gives back to the script as `{name}`.
        let mut table = s.fixed.clone();
        for name in &s.counted {
            table.push((name, categories.iter().map(|(_, v)| Arg::Num(*v)).collect()));
        }
        for (suffix, mut args) in combinations(&table) {
            for name in &s.filled {
                args.insert(name.to_string(), Arg::Str(format!("{{{name}}}")));
            }
            let mut text = l10n.tr(lang, &s.id, &args)?;
            let mut suffix = suffix;
            for name in &s.counted {
                let Some(Arg::Num(v)) = args.get(*name) else {
                    continue;
                };
                let shown = numbers::format(lang, *v, 2);
                text = text.replacen(&shown, &format!("{{{name}}}"), 1);
                let category = categories
                    .iter()
                    .find(|(_, c)| c == v)
                    .map_or("other", |(c, _)| c.as_str());
                suffix = suffix.replace(&format!("|{name}={v}"), &format!("|{name}={category}"));
            }
            messages.insert(format!("{}{suffix}", s.id), Value::String(text));
        }
    }
    // How the scripts write a number (a decimal comma or point) and a percentage.
    let percent = numbers::percent(lang, 0.5, 0).replacen("50", "{n}", 1);
    Ok(json!({
        "lang": lang,
        "dir": dir,
        "fixed": fixed,
        "counted": counted,
        "decimal": if numbers::decimal_comma(lang) { "," } else { "." },
        "percent": percent,
        "m": messages,
    })
    .to_string())
}

/// The search box's words in a language, as JSON text:
/// `{"loading", "none", "unavailable", "figure", "count": {category: text}}` (`figure`
/// with `{caption}` for the script to fill in, as `count` with `{count}`). The number
/// of pages found is the script's to fill in (`{count}`): the text is given for each
/// plural category of the language, for the script to choose with `Intl.PluralRules`.
pub fn search_words(l10n: &L10n, lang: &str) -> Result<String, String> {
    use intl_pluralrules::{PluralRuleType, PluralRules};
    // Without the isolation marks of right-to-left languages: the words go into an
    // attribute, and the script puts them in the page's own text.
    let unmarked = |text: String| text.replace(['\u{2068}', '\u{2069}'], "");
    let plain = |id: &str| l10n.tr(lang, id, &Args::new()).map(unmarked);
    let mut count = Map::new();
    let rules = lang
        .parse::<unic_langid::LanguageIdentifier>()
        .ok()
        .and_then(|id| PluralRules::create(id, PluralRuleType::CARDINAL).ok());
    // Whole numbers only: a count is never a fraction. The first number of each category
    // that the message writes in digits stands for it; those digits become the script's
    // `{count}`.
    for n in 0..=200u64 {
        let category = match &rules {
            Some(r) => r
                .select(n)
                .map(|c| format!("{c:?}").to_lowercase())
                .unwrap_or_else(|_| "other".into()),
            None => "other".into(),
        };
        if count.contains_key(&category) {
            continue;
        }
        let mut args = Args::new();
        args.insert("count".into(), Arg::Num(n as f64));
        let text = l10n.tr(lang, "search-results", &args)?;
        let digits = crate::l10n::numbers::integer(lang, n);
        // A count written in words stands for no other: the next one of its category does.
        if !text.contains(&digits) {
            continue;
        }
        count.insert(
            category,
            Value::String(unmarked(text).replace(&digits, "{count}")),
        );
    }
    // A language that writes small counts in words ("tre sider") gets those counts'
    // texts whole: a count with words has no digits for the script to put in.
    let mut spelled = Map::new();
    for n in 0..=20u64 {
        let mut args = Args::new();
        args.insert("count".into(), Arg::Num(n as f64));
        let text = unmarked(l10n.tr(lang, "search-results", &args)?);
        if !text.contains(&crate::l10n::numbers::integer(lang, n)) {
            spelled.insert(n.to_string(), Value::String(text));
        }
    }
    let mut args = Args::new();
    args.insert("caption".into(), Arg::Str("{caption}".into()));
    let figure = unmarked(l10n.tr(lang, "search-figure", &args)?);
    Ok(json!({
        "loading": plain("search-loading")?,
        "none": plain("search-none")?,
        "unavailable": plain("search-unavailable")?,
        "figure": figure,
        "count": count,
        "spelled": spelled,
    })
    .to_string())
}

#[cfg(test)]
mod tests {
    use super::specs;
    use crate::engine::explain::Reason;
    use crate::engine::Effects;
    use std::collections::BTreeSet;

    /// Each message a script asks for by `say(...)`: a literal id, or the part before
    /// `${` of one it puts together.
    fn asked() -> Vec<(&'static str, String, bool)> {
        let mut out = Vec::new();
        // Every script the build copies into a site.
        let scripts = crate::site::outputs::engine::ASSETS
            .iter()
            .filter(|(name, _)| name.ends_with(".js"))
            .map(|(name, bytes)| (*name, std::str::from_utf8(bytes).unwrap_or_default()));
        for (file, code) in scripts {
            for (at, _) in code.match_indices("say(") {
                let rest = &code[at + 4..];
                let Some(quote) = rest.chars().next().filter(|c| *c == '"' || *c == '`') else {
                    continue;
                };
                let body = &rest[1..];
                let end = body.find(quote).unwrap_or(body.len());
                let id = &body[..end];
                match id.find("${") {
                    Some(k) => out.push((file, id[..k].to_string(), true)),
                    None => out.push((file, id.to_string(), false)),
                }
            }
        }
        out
    }

    #[test]
    fn a_counted_number_gets_each_plural_category_its_language_has() {
        let names = |lang: &str| {
            let mut c: Vec<String> = super::categories(lang)
                .into_iter()
                .map(|(c, _)| c)
                .collect();
            c.sort();
            c
        };
        assert_eq!(names("en"), ["one", "other"]);
        assert_eq!(names("ja"), ["other"]);
        // Czech gives decimals a category of their own (0,4 procentního bodu).
        assert_eq!(names("cs"), ["few", "many", "one", "other"]);
        assert_eq!(names("ar"), ["few", "many", "one", "other", "two", "zero"]);
        // Each category's number is one of it: Czech's "many" is a decimal.
        let cs = super::categories("cs");
        let many = cs.iter().find(|(c, _)| c == "many").unwrap().1;
        assert!(many.fract() != 0.0, "{many}");
    }

    #[test]
    fn every_word_a_script_asks_for_is_one_the_build_writes() {
        let written: BTreeSet<String> = specs().into_iter().map(|s| s.id).collect();
        let asked = asked();
        assert!(
            asked.len() > 40,
            "the scripts' messages were not found: {asked:?}"
        );
        let mut missing = Vec::new();
        for (file, id, made) in &asked {
            let ids: Vec<String> = match (*made, id.as_str()) {
                (false, _) => vec![id.clone()],
                (true, "why-") => Reason::ALL
                    .iter()
                    .map(|r| format!("why-{}", r.name()))
                    .collect(),
                (true, "diagram-effect-") => Effects::NAMES
                    .iter()
                    .map(|(_, n)| format!("diagram-effect-{}", n.replace('_', "-")))
                    .collect(),
                (true, other) => vec![format!(
                    "{other}… (a message put together from an unknown family)"
                )],
            };
            for want in ids {
                // The engine answers `legal` only where nothing is asked.
                if want != "why-legal" && !written.contains(&want) {
                    missing.push(format!("{file}: {want}"));
                }
            }
        }
        assert!(missing.is_empty(), "asked for but not written: {missing:?}");
    }
}
