//! The examples' shared helpers: a bundled variant with another number of pieces, and
//! its solved table, kept in `/tmp/tabula-judge/` between runs.

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

/// The table of `rules`: read from `/tmp/tabula-judge/` where an earlier run left it,
/// else solved and left there.
#[allow(dead_code)] // Not every example reads a table.
pub fn solved_table(rules: &Rules) -> tabula_solve::Table {
    let key = tabula_solve::table::key(rules);
    let dir = std::path::Path::new("/tmp/tabula-judge");
    let path = dir.join(format!("{key}.table"));
    match std::fs::File::open(&path) {
        Ok(f) => tabula_solve::Table::read(
            rules,
            tabula_solve::Part::Whole,
            &key,
            &mut std::io::BufReader::new(f),
        )
        .expect("table"),
        Err(_) => {
            let t = tabula_solve::solve(rules, 1e-7, 20 << 30, &|_| {}).expect("solved");
            std::fs::create_dir_all(dir).expect("dir");
            let mut out = std::io::BufWriter::new(std::fs::File::create(&path).expect("file"));
            t.write(&key, &mut out).expect("written");
            t
        }
    }
}
