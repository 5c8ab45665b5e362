//! The rule cases: each variant's rules checked as data, not as code. A file
//! `tests/rules/<name>.toml` holds the cases of `docs/rules/<name>.md`; each case names
//! the rule (`"5"`) or the decided question (`"Q6"`) it checks, and says in a position
//! and a throw what the engine must answer. The format is in `tests/rules/README.md`.
//!
//! Two tests: one runs every case and reports every failure at once, naming the file,
//! the case and its rule; the other checks that every numbered rule and every question
//! in `docs/rules/` has at least one case, so a rule added to the document without a
//! case fails the suite.

use crate::common::*;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use tabula::engine::{notation, Effects, Fraction, GameResult, Move, Position};

/// One file of cases.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseFile {
    /// The variant's id in the catalogue, `game/variant`.
    variant: String,
    #[serde(rename = "case", default)]
    cases: Vec<Case>,
}

/// One case: the rule it checks, the rules' options, then what is asked of the engine.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Case {
    rule: String,
    /// What the case shows, in a sentence (for the reader of the file and the report).
    #[serde(default)]
    says: String,
    #[serde(default)]
    options: BTreeMap<String, String>,

    // Facts of the rules themselves.
    /// The start position, in the notation.
    start: Option<String>,
    /// Every throw's chance, `value = "num/den"`; the values listed are all the throws.
    chances: Option<BTreeMap<String, String>>,
    route_length: Option<u8>,
    tiles: Option<usize>,
    /// The rosettes' tiles, numbered from 0 in the grid's order.
    rosettes: Option<Vec<u8>>,
    houses: Option<BTreeMap<String, u8>>,

    // A position and a throw.
    position: Option<String>,
    throw: Option<u8>,
    /// Every legal move, in the short form (`5-7`, `hand-3`, `27-off`, `25-28=15`), in any order.
    moves: Option<Vec<String>>,
    /// The move made: its short form, or only `from-to` when it ends elsewhere.
    play: Option<String>,
    /// The throw has no legal move and the player passes.
    pass: Option<bool>,
    /// The position after the move or the pass, in the notation.
    after: Option<String>,
    /// Whose turn it is after the move or the pass.
    to_move: Option<u8>,
    /// The result after the move or the pass: `"1"` or `"2"` for a winner, `"draw"`, or
    /// `"none"` while the game goes on.
    result: Option<String>,
    /// Effects the move has (names as `Effects::NAMES`).
    #[serde(default)]
    effects: Vec<String>,
    /// Effects the move does not have.
    #[serde(default)]
    not_effects: Vec<String>,

    /// For what data cannot say (a property over many games): the Rust test that checks
    /// it, `module::function` in `tests/testsuite/`.
    test: Option<String>,
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules")
}

fn rules_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rules")
}

/// Every `tests/rules/*.toml`, by its name without the extension.
fn case_files() -> BTreeMap<String, CaseFile> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(cases_dir()).expect("tests/rules/ exists") {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let file: CaseFile =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        files.insert(name, file);
    }
    files
}

fn fraction(text: &str) -> Option<Fraction> {
    let (num, den) = text.split_once('/')?;
    Some(Fraction::new(
        num.trim().parse().ok()?,
        den.trim().parse().ok()?,
    ))
}

fn effect(name: &str) -> Option<Effects> {
    Effects::NAMES
        .iter()
        .find(|(_, n)| *n == name)
        .map(|(e, _)| *e)
}

fn result_name(result: Option<GameResult>) -> String {
    match result {
        None => "none".into(),
        Some(GameResult::Winner(seat)) => seat.to_string(),
        Some(GameResult::Draw) => "draw".into(),
    }
}

/// Runs one case; each failed check is one line of `failures`.
fn run(case: &Case, variant: &str, failures: &mut Vec<String>) {
    let mut fail = |what: String| failures.push(what);
    let options: Vec<(&str, &str)> = case
        .options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let r = match tabula::rules::Catalogue::bundled()
        .get(variant)
        .map_err(|e| format!("variant {variant}: {e}"))
        .and_then(|v| {
            v.rules(&case.options.clone())
                .map_err(|e| format!("options {options:?}: {e}"))
        }) {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    if let Some(want) = &case.start {
        let got = notation::format(&r, &Position::start(&r));
        if &got != want {
            fail(format!("start: expected {want}, got {got}"));
        }
    }
    if let Some(chances) = &case.chances {
        let mut listed = Vec::new();
        for (value, chance) in chances {
            let (Ok(v), Some(want)) = (value.parse::<u8>(), fraction(chance)) else {
                fail(format!("chances: cannot read {value} = {chance:?}"));
                continue;
            };
            listed.push(v);
            let got = r.throws.probability(v);
            if got != want {
                fail(format!("chance of {v}: expected {want:?}, got {got:?}"));
            }
        }
        listed.sort_unstable();
        if listed != r.throws.values() {
            fail(format!(
                "throws: expected the values {listed:?}, the rules have {:?}",
                r.throws.values()
            ));
        }
    }
    if let Some(want) = case.route_length {
        if r.route_len() != want {
            fail(format!(
                "route length: expected {want}, got {}",
                r.route_len()
            ));
        }
    }
    if let Some(want) = case.tiles {
        if r.board.tiles.len() != want {
            fail(format!(
                "tiles: expected {want}, got {}",
                r.board.tiles.len()
            ));
        }
    }
    if let Some(want) = &case.rosettes {
        let mut got = r.board.rosettes.clone();
        got.sort_unstable();
        let mut want = want.clone();
        want.sort_unstable();
        if got != want {
            fail(format!("rosettes: expected {want:?}, got {got:?}"));
        }
    }
    if let Some(want) = &case.houses {
        for (name, square) in want {
            let got = r.settings.houses.get(name);
            if got != Some(square) {
                fail(format!("house {name}: expected {square}, got {got:?}"));
            }
        }
    }
    if let Some(test) = &case.test {
        check_test_exists(test, &mut fail);
    }
    let Some(text) = &case.position else {
        if case.throw.is_some()
            || case.moves.is_some()
            || case.play.is_some()
            || case.pass.is_some()
        {
            fail("a throw, moves, play or pass needs a position".into());
        }
        return;
    };
    let Some(throw) = case.throw else {
        return fail("a position needs a throw".into());
    };
    let p = match notation::parse(&r, text) {
        Ok(p) => p,
        Err(e) => return fail(format!("position {text}: {e}")),
    };
    let list: Vec<Move> = match r.legal_moves(&p, throw) {
        Ok(list) => list,
        Err(e) => return fail(format!("throw {throw}: {e}")),
    };
    let shorts: Vec<String> = list.iter().map(short).collect();
    if let Some(want) = &case.moves {
        let (mut got, mut want) = (shorts.clone(), want.clone());
        got.sort();
        want.sort();
        if got != want {
            fail(format!("moves: expected {want:?}, got {got:?}"));
        }
    }
    let (after, made) = match (&case.play, case.pass) {
        (Some(_), Some(true)) => return fail("a case either plays or passes".into()),
        (Some(play), _) => {
            let found = list
                .iter()
                .zip(&shorts)
                .find(|(_, s)| *s == play || s.split('=').next() == Some(play.as_str()));
            match found {
                Some((m, _)) => (m.after, Some(*m)),
                None => return fail(format!("no legal move {play}; moves: {shorts:?}")),
            }
        }
        (None, Some(true)) => {
            if !list.is_empty() {
                return fail(format!("a pass, but there are moves: {shorts:?}"));
            }
            (r.pass(&p, throw), None)
        }
        (None, _) => {
            if case.after.is_some() || case.to_move.is_some() || case.result.is_some() {
                fail("after, to_move and result need a play or a pass".into());
            }
            if !case.effects.is_empty() || !case.not_effects.is_empty() {
                fail("effects need a play".into());
            }
            return;
        }
    };
    if let Some(want) = &case.after {
        let got = notation::format(&r, &after);
        if &got != want {
            fail(format!("after: expected {want}, got {got}"));
        }
    }
    if let Some(want) = case.to_move {
        if after.to_move != want {
            fail(format!("to move: expected {want}, got {}", after.to_move));
        }
    }
    if let Some(want) = &case.result {
        let got = result_name(after.result);
        if &got != want {
            fail(format!("result: expected {want}, got {got}"));
        }
    }
    for (names, present) in [(&case.effects, true), (&case.not_effects, false)] {
        for name in names {
            let Some(e) = effect(name) else {
                fail(format!("no effect named {name}"));
                continue;
            };
            match made {
                Some(m) if m.effects.contains(e) != present => fail(format!(
                    "the move {} {} {name}",
                    short(&m),
                    if present { "lacks" } else { "has" }
                )),
                None => fail("effects need a play, not a pass".into()),
                _ => {}
            }
        }
    }
}

/// A case's `test` names a `#[test]` function of the fast suite that exists.
fn check_test_exists(test: &str, fail: &mut impl FnMut(String)) {
    let Some((module, function)) = test.split_once("::") else {
        return fail(format!("test {test}: write it as module::function"));
    };
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/testsuite")
        .join(format!("{module}.rs"));
    let Ok(source) = std::fs::read_to_string(&path) else {
        return fail(format!("test {test}: no file {}", path.display()));
    };
    let needle = format!("#[test]\nfn {function}(");
    if !source.contains(&needle) {
        fail(format!(
            "test {test}: no #[test] fn {function} in {}",
            path.display()
        ));
    }
}

#[test]
fn every_rule_case_holds() {
    let mut report = Vec::new();
    let mut count = 0;
    for (name, file) in case_files() {
        for (i, case) in file.cases.iter().enumerate() {
            count += 1;
            let mut failures = Vec::new();
            run(case, &file.variant, &mut failures);
            for failure in failures {
                report.push(format!(
                    "tests/rules/{name}.toml case {} (rule {}{}): {failure}",
                    i + 1,
                    case.rule,
                    if case.says.is_empty() {
                        String::new()
                    } else {
                        format!(", “{}”", case.says)
                    }
                ));
            }
        }
    }
    assert!(count > 0, "no rule cases found in tests/rules/");
    assert!(
        report.is_empty(),
        "{} failures:\n{}",
        report.len(),
        report.join("\n")
    );
}

/// The labels of a rules file: `Rule N` for each `**Rule N.` paragraph and `QN` for
/// each `### QN` heading.
fn labels(text: &str) -> BTreeSet<String> {
    let mut labels = BTreeSet::new();
    for line in text.lines() {
        let number = |rest: &str| -> Option<String> {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            (!digits.is_empty()).then_some(digits)
        };
        if let Some(rest) = line.strip_prefix("**Rule ") {
            if let Some(n) = number(rest) {
                labels.insert(n);
            }
        } else if let Some(rest) = line.strip_prefix("### Q") {
            if let Some(n) = number(rest) {
                labels.insert(format!("Q{n}"));
            }
        }
    }
    labels
}

#[test]
fn every_rule_and_question_has_a_case() {
    let files = case_files();
    let mut missing = Vec::new();
    let mut unknown = Vec::new();
    for entry in std::fs::read_dir(rules_dir()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().and_then(|e| e.to_str()) != Some("md") || name == "README" {
            continue;
        }
        let wanted = labels(&std::fs::read_to_string(&path).unwrap());
        if wanted.is_empty() {
            continue;
        }
        let have: BTreeSet<String> = files
            .get(&name)
            .map(|f| f.cases.iter().map(|c| c.rule.clone()).collect())
            .unwrap_or_default();
        for label in wanted.difference(&have) {
            let shown = if label.starts_with('Q') {
                label.clone()
            } else {
                format!("rule {label}")
            };
            missing.push(format!(
                "docs/rules/{name}.md {shown}: no case in tests/rules/{name}.toml"
            ));
        }
        for label in have.difference(&wanted) {
            unknown.push(format!(
                "tests/rules/{name}.toml names rule {label}, which docs/rules/{name}.md does not have"
            ));
        }
    }
    for name in files.keys() {
        if !rules_dir().join(format!("{name}.md")).exists() {
            unknown.push(format!(
                "tests/rules/{name}.toml has no docs/rules/{name}.md"
            ));
        }
    }
    missing.extend(unknown);
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_labels_of_a_rules_file_are_read() {
    let text = "**Rule 1. Board.** x\n**Rule 12. End.** y\n### Q3. Why?\n### Q10\n**Rule x";
    let got: Vec<String> = labels(text).into_iter().collect();
    assert_eq!(got, ["1", "12", "Q10", "Q3"]);
}

// A case that claims something false must fail: the runner is itself checked.
#[test]
fn a_false_case_is_reported() {
    let case: Case = toml::from_str(
        r#"
rule = "5"
position = "1:1 2:2,3,4,10,12"
throw = 4
moves = ["1-4"]
"#,
    )
    .unwrap();
    let mut failures = Vec::new();
    run(&case, "senet/standard", &mut failures);
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(
        failures[0].contains("moves: expected [\"1-4\"]"),
        "{failures:?}"
    );

    let case: Case = toml::from_str(
        r#"
rule = "6"
position = "1:5,11 2:7,14,20"
throw = 2
play = "5-7"
effects = ["water"]
not_effects = ["swap"]
to_move = 1
"#,
    )
    .unwrap();
    let mut failures = Vec::new();
    run(&case, "senet/standard", &mut failures);
    assert_eq!(failures.len(), 3, "{failures:?}");
}
