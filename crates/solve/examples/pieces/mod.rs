//! The examples' shared helper: a bundled variant with another number of pieces.

use std::collections::BTreeMap;
use tabula_core::rules::{Catalogue, BUNDLED, BUNDLED_BOARDS};
use tabula_engine::Rules;

/// A bundled variant with `to` pieces a side instead of its `count`.
pub fn with_pieces(id: &str, count: u8, to: u8) -> Rules {
    let boards = BUNDLED_BOARDS
        .iter()
        .map(|(id, text)| (id.to_string(), "board.toml".into(), text.to_string()))
        .collect();
    let original = BUNDLED
        .iter()
        .find(|(i, _)| *i == id)
        .unwrap_or_else(|| panic!("no bundled variant {id}"))
        .1;
    let mut text = original.replacen(&format!("count = {count}"), &format!("count = {to}"), 1);
    // An option offering the count: it offers the new one instead, unless it already
    // does.
    if !text.contains(&format!("values.\"{to}\"")) {
        text = text.replace(
            &format!("values.\"{count}\" = {{ pieces = {{ count = {count} }} }}"),
            &format!("values.\"{to}\" = {{ pieces = {{ count = {to} }} }}"),
        );
    }
    let text = text.replace(
        &format!("default = \"{count}\""),
        &format!("default = \"{to}\""),
    );
    Catalogue::from_texts(boards, vec![(id.to_string(), "v.toml".into(), text)])
        .expect("bundled rule data")
        .get(id)
        .expect("the variant")
        .rules(&BTreeMap::new())
        .expect("its options")
}
