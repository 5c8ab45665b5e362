//! The rule catalogue: every rule of a variant as a message id with the values a
//! sentence about it needs, in a fixed order. Comparing two variants' catalogues
//! gives the rows of a difference table, so the table follows the rule data and
//! is true in every language by construction.
//!
//! Nothing here is text: a `Text` is a Fluent message id and its arguments; the
//! renderer formats it in the page's language.

use std::collections::BTreeMap;
use tabula_engine::Rules;

mod catalogue;
pub use catalogue::catalogue;

/// How a list of items is joined in a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conj {
    And,
    Or,
}

/// The words for one value of a variant's option: the message `option-NAME` with the
/// value as `$value`. The difference tables and the play page's settings both name an
/// option's values with it.
pub fn option_value(name: &str, value: &str) -> Text {
    Text::new(&format!("option-{name}")).value("value", value)
}

/// The words for one value of a variant's option standing alone, as a choice among
/// the others under the option's name (the play page's settings): the attribute
/// `.choice` of the message `option-NAME`, with the value as `$value`.
pub fn option_choice(name: &str, value: &str) -> Text {
    Text::new(&format!("option-{name}.choice")).value("value", value)
}

/// A message argument.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Num(f64),
    Str(String),
    /// Numbers joined as "1, 4 or 5".
    List(Vec<u8>, Conj),
    /// Messages, each formatted, joined as a list.
    Texts(Vec<Text>, Conj),
    /// Words (Bell's marks) joined as a list: "X, III, II and I".
    Words(Vec<String>),
}

/// A message id with its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Text {
    pub id: String,
    pub args: BTreeMap<String, Value>,
}

impl Text {
    fn new(id: &str) -> Text {
        Text {
            id: id.to_string(),
            args: BTreeMap::new(),
        }
    }
    fn num(mut self, k: &str, v: impl Into<f64>) -> Text {
        self.args.insert(k.into(), Value::Num(v.into()));
        self
    }
    /// An option's value: a number where it is a whole number (`5`, so that its
    /// message can write it in words and choose its plural), else a text (`masters`).
    fn value(self, k: &str, v: &str) -> Text {
        match v.parse::<u32>() {
            Ok(n) => self.num(k, n),
            Err(_) => self.s(k, v),
        }
    }
    fn s(mut self, k: &str, v: &str) -> Text {
        self.args.insert(k.into(), Value::Str(v.into()));
        self
    }
    fn list(mut self, k: &str, v: &[u8], c: Conj) -> Text {
        let mut v = v.to_vec();
        v.sort_unstable();
        self.args.insert(k.into(), Value::List(v, c));
        self
    }
    fn words(mut self, k: &str, v: Vec<String>) -> Text {
        self.args.insert(k.into(), Value::Words(v));
        self
    }
    fn texts(mut self, k: &str, v: Vec<Text>, c: Conj) -> Text {
        self.args.insert(k.into(), Value::Texts(v, c));
        self
    }
}

/// One rule of the catalogue: its name (the row label is `rule-<name>`) and its text.
#[derive(Debug, Clone, PartialEq)]
pub struct Rule {
    pub name: &'static str,
    pub text: Text,
}

/// A row of a difference table.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub name: &'static str,
    pub standard: Text,
    pub variant: Text,
}

/// The rows where a variant differs from the standard, in catalogue order: every
/// rule whose texts differ, and every rule only one of the two has (its other
/// cell then says the rules have no such rule).
pub fn differences(standard: &Rules, variant: &Rules) -> Vec<Row> {
    let std_rules = catalogue(standard);
    let var_rules = catalogue(variant);
    let absent = || Text::new("cell-absent");
    // Catalogue order: the variant's rules, with the standard's own ones where they stand.
    let mut names: Vec<&'static str> = Vec::new();
    for r in std_rules.iter().chain(&var_rules) {
        if !names.contains(&r.name) {
            names.push(r.name);
        }
    }
    let order = |name: &str| ORDER.iter().position(|n| *n == name).unwrap_or(ORDER.len());
    names.sort_by_key(|n| order(n));
    let mut rows = Vec::new();
    for name in names {
        let s = std_rules
            .iter()
            .find(|r| r.name == name)
            .map(|r| r.text.clone());
        let v = var_rules
            .iter()
            .find(|r| r.name == name)
            .map(|r| r.text.clone());
        if s != v {
            rows.push(Row {
                name,
                standard: s.unwrap_or_else(absent),
                variant: v.unwrap_or_else(absent),
            });
        }
    }
    rows
}

/// The order of the rules in a table: the board and the route the pieces take first,
/// then the rules in the order a game meets them.
const ORDER: [&str; 21] = [
    "board",
    "route",
    "pieces",
    "start",
    "throw",
    "extra-throw",
    "pass",
    "entry",
    "landing",
    "safe",
    "houses",
    "stop",
    "water",
    "blockade",
    "forced",
    "backward",
    "bear-off",
    "fines",
    "end",
    "options",
    "score",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Catalogue;
    use std::collections::BTreeMap;

    /// The `kind` of the extra-throw rule for Finkel's game with these reasons switched on.
    fn extra_kind(throws: bool, rosette: bool, capture: bool) -> String {
        let c = Catalogue::bundled();
        let mut s = c
            .get("ur/finkel")
            .unwrap()
            .settings_with(&BTreeMap::new())
            .unwrap();
        s.turn.extra_throw = if throws { vec![4] } else { vec![] };
        s.rosettes.as_mut().unwrap().extra_throw = rosette;
        s.landing.extra_throw = capture;
        let rules = Rules::new(s, &c.boards["ur"]["ur"]).unwrap();
        let rule = catalogue(&rules)
            .into_iter()
            .find(|r| r.name == "extra-throw")
            .unwrap();
        match &rule.text.args["kind"] {
            Value::Str(k) => k.clone(),
            other => panic!("kind is {other:?}"),
        }
    }

    #[test]
    fn every_reason_for_an_extra_throw_has_its_own_sentence_in_every_language() {
        let mut kinds = Vec::new();
        for bits in 0..8u8 {
            kinds.push(extra_kind(bits & 1 != 0, bits & 2 != 0, bits & 4 != 0));
        }
        assert_eq!(
            kinds,
            [
                "none",
                "throws",
                "rosette",
                "throws-rosette",
                "capture",
                "throws-capture",
                "rosette-capture",
                "throws-rosette-capture"
            ]
        );
        let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
        for entry in std::fs::read_dir(&locales).unwrap() {
            let file = entry.unwrap().path().join("rules.ftl");
            let text = std::fs::read_to_string(&file).unwrap();
            let start = text
                .find("cell-extra-throw =")
                .unwrap_or_else(|| panic!("{}: no cell-extra-throw", file.display()));
            let block = &text[start..start + text[start..].find("\n}").unwrap()];
            for kind in &kinds {
                assert!(
                    block.contains(&format!("[{kind}]")),
                    "{}: cell-extra-throw has no [{kind}]",
                    file.display()
                );
            }
        }
    }

    #[test]
    fn blitz_differs_from_the_standard_game_by_its_capture_throw() {
        let c = Catalogue::bundled();
        let finkel = c.get("ur/finkel").unwrap().rules(&BTreeMap::new()).unwrap();
        let blitz = c.get("ur/blitz").unwrap().rules(&BTreeMap::new()).unwrap();
        let row = differences(&finkel, &blitz)
            .into_iter()
            .find(|r| r.name == "extra-throw")
            .unwrap();
        assert_eq!(
            row.variant.args["kind"],
            Value::Str("rosette-capture".into())
        );
        assert_eq!(row.standard.args["kind"], Value::Str("rosette".into()));
        let masters = c
            .get("ur/masters")
            .unwrap()
            .rules(&BTreeMap::new())
            .unwrap();
        assert!(
            differences(&finkel, &masters)
                .iter()
                .all(|r| r.name != "extra-throw"),
            "Masters' extra throws are Finkel's"
        );
    }
}
