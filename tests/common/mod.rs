//! Helpers shared by the two test binaries, `tests/testsuite/` (the fast suite) and
//! `tests/slow/` (browser, other implementations, long random searches): each
//! includes this folder as its `common` module, so a helper is written once.
#![allow(dead_code)]

pub mod site;

use std::collections::BTreeMap;
use tabula::engine::{notation, Dest, Effects, Move, Position, Rules};
use tabula::rules::Catalogue;

pub fn rules(id: &str) -> Rules {
    rules_with(id, &[])
}

pub fn rules_with(id: &str, opts: &[(&str, &str)]) -> Rules {
    let chosen: BTreeMap<String, String> = opts
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Catalogue::bundled()
        .get(id)
        .unwrap()
        .rules(&chosen)
        .unwrap()
}

pub fn pos(r: &Rules, text: &str) -> Position {
    notation::parse(r, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves as short strings: `5-7`, `hand-3`, `27-off`, `25-28=13` (water).
pub fn moves(r: &Rules, text: &str, throw: u8) -> Vec<String> {
    let p = pos(r, text);
    r.legal_moves(&p, throw)
        .unwrap()
        .iter()
        .map(short)
        .collect()
}

pub fn short(m: &Move) -> String {
    let d = |d: Dest| match d {
        Dest::Square(q) => q.to_string(),
        Dest::Off => "off".into(),
    };
    let from = if m.from == 0 {
        "hand".to_string()
    } else {
        m.from.to_string()
    };
    let mut s = format!("{from}-{}", d(m.to));
    if m.ends_on != m.to {
        s.push_str(&format!("={}", d(m.ends_on)));
    }
    s
}

/// The one move from `from` (0 = hand).
pub fn play(r: &Rules, text: &str, throw: u8, from: u8) -> Move {
    let p = pos(r, text);
    let list = r.legal_moves(&p, throw).unwrap();
    *list.iter().find(|m| m.from == from).unwrap_or_else(|| {
        panic!(
            "no move from {from} with {throw} in {text}; moves: {:?}",
            list.iter().map(short).collect::<Vec<_>>()
        )
    })
}

pub fn after(r: &Rules, text: &str, throw: u8, from: u8) -> String {
    notation::format(r, &play(r, text, throw, from).after)
}

pub fn has(m: &Move, e: Effects) -> bool {
    m.effects.contains(e)
}

/// For a test that needs a tool this machine may lack (a browser, RoyalUr-Python, node,
/// the wasm32 toolchain): outside CI it is skipped, saying `skipped: WHY`; under CI (the
/// `CI` variable set, as `.ci/run` is run) the missing tool fails the test instead, so
/// CI cannot pass by skipping what it is there to check.
pub fn skip_unless_ci(why: &str) {
    assert!(
        std::env::var_os("CI").is_none(),
        "CI must run this test, but {why}"
    );
    eprintln!("skipped: {why}");
}
