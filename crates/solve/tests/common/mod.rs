//! What the solver's tests share: a bundled variant as it is or with another number of
//! pieces, and the right side of the Bellman equation from a table.

use std::collections::BTreeMap;
use tabula_core::rules::{Catalogue, BUNDLED, BUNDLED_BOARDS};
use tabula_engine::{Position, Rules};
use tabula_solve::Table;

/// A bundled variant with `to` pieces a side, as an author would write it (its option
/// of a piece count, if it has one, offers that count as its default).
pub fn with_pieces(id: &str, count: u8, to: u8) -> Rules {
    let boards = BUNDLED_BOARDS
        .iter()
        .map(|(id, text)| (id.to_string(), "board.toml".into(), text.to_string()))
        .collect();
    let original = BUNDLED.iter().find(|(i, _)| *i == id).unwrap().1;
    let text = original
        .replacen(&format!("count = {count}"), &format!("count = {to}"), 1)
        .replace(
            &format!("values.\"{count}\" = {{ pieces = {{ count = {count} }} }}"),
            &format!("values.\"{to}\" = {{ pieces = {{ count = {to} }} }}"),
        )
        .replace(
            &format!("default = \"{count}\""),
            &format!("default = \"{to}\""),
        );
    assert_ne!(text, original);
    Catalogue::from_texts(boards, vec![(id.to_string(), "v.toml".into(), text)])
        .unwrap()
        .get(id)
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap()
}

/// A bundled variant with its options at their defaults.
pub fn bundled(id: &str) -> Rules {
    Catalogue::bundled()
        .get(id)
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap()
}

/// The right side of the Bellman equation at a position whose game is not over: the
/// average over the throws of the best move's value for the mover, or the pass's.
pub fn backup(rules: &Rules, table: &Table, before: &Position) -> f64 {
    let mut v = 0.0;
    for (r, chance) in rules.throws.chances() {
        let moves = rules.legal_moves(before, r).unwrap();
        let best = if moves.is_empty() {
            let after = rules.pass(before, r);
            let w = table.win(&after);
            if after.to_move == before.to_move {
                w
            } else {
                1.0 - w
            }
        } else {
            moves
                .iter()
                .map(|m| table.move_win(before.to_move, m))
                .fold(0.0, f64::max)
        };
        v += chance * best;
    }
    v
}
