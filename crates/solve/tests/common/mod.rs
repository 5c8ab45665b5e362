//! What the solver's tests share: a bundled variant with another number of pieces.

use std::collections::BTreeMap;
use tabula_core::rules::{Catalogue, BUNDLED, BUNDLED_BOARDS};
use tabula_engine::Rules;

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
