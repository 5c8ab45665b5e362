//! The table in the cache folder: `tabula moves` answers with each move's chance of
//! winning once it is there and as before without it, and a rule set too large for the
//! memory allowed is refused with its size.

use super::{batch, chance, damage, tables};
use crate::common::site::SiteCopy;
use serde_json::Value;
use std::path::Path;

/// The bundled site with Finkel's rules at two pieces a side (option and all).
fn two_piece_site() -> SiteCopy {
    let site = SiteCopy::new();
    let file = "content/games/ur/finkel.toml";
    site.edit(file, "count = 7", "count = 2");
    site.edit(
        file,
        "values.\"7\" = { pieces = { count = 7 } }",
        "values.\"2\" = { pieces = { count = 2 } }",
    );
    site.edit(file, "default = \"7\"", "default = \"2\"");
    site
}

const MOVES: [&str; 9] = [
    "moves",
    "--variant",
    "ur/finkel",
    "--throw",
    "2",
    "--position",
    "1:3 2:6",
    "--json",
    "--root",
];

fn moves(site: &SiteCopy, cache: &Path) -> Value {
    let mut args = MOVES.to_vec();
    args.push(".");
    let (code, out, err) = site.tabula_with_cache(&args, cache);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn a_solved_rule_set_gives_moves_their_chances_of_winning() {
    let site = two_piece_site();
    let cache = tempfile::tempdir().unwrap();
    let before = moves(&site, cache.path());
    assert!(before.get("win").is_none(), "{before}");

    let (code, _, err) =
        site.tabula_with_cache(&["solve", "ur/finkel", "--root", "."], cache.path());
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("solved ur/finkel pieces=2 route=bell: 13112 positions"),
        "{err}"
    );
    assert!(err.contains("the first player wins"), "{err}");
    let tables = tables(cache.path());
    assert_eq!(tables.len(), 1, "{tables:?}");
    assert!(tables[0].ends_with(".table"), "{tables:?}");

    let after = moves(&site, cache.path());
    let win = chance(&after);
    let list = after["moves"].as_array().unwrap();
    assert!(!list.is_empty());
    // The side to move, with a throw of 2, can do no better than its best move.
    let best = list.iter().map(chance).fold(0.0, f64::max);
    assert!(best > 0.0 && best <= 1.0);
    // Apart from "win", the answer is the one without the table.
    let mut stripped = after.clone();
    stripped.as_object_mut().unwrap().remove("win");
    for m in stripped["moves"].as_array_mut().unwrap() {
        m.as_object_mut().unwrap().remove("win");
    }
    assert_eq!(stripped, before);
    assert!(win > 0.0 && win < 1.0, "{win}");

    // The batch answers carry the same values.
    let answers = batch(
        &site,
        cache.path(),
        &["moves", "--batch", "--root", "."],
        "{\"variant\": \"ur/finkel\", \"throw\": 2, \"position\": \"1:3 2:6\"}\n",
    );
    assert_eq!(answers.len(), 1, "{answers:?}");
    let line = &answers[0];
    assert_eq!(line["win"], after["win"]);
    assert_eq!(line["moves"], after["moves"]);

    // A damaged table is reported and not used.
    damage(&cache.path().join("solved").join(&tables[0]));
    let mut args = MOVES.to_vec();
    args.push(".");
    let (code, out, err) = site.tabula_with_cache(&args, cache.path());
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("damaged"), "{err}");
    assert_eq!(serde_json::from_str::<Value>(&out).unwrap(), before);
}

#[test]
fn a_rule_set_too_large_for_the_memory_allowed_is_refused_with_its_size() {
    let site = SiteCopy::empty();
    let cache = tempfile::tempdir().unwrap();
    let (code, _, err) =
        site.tabula_with_cache(&["solve", "ur/finkel", "--max-memory", "64M"], cache.path());
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("ur/finkel pieces=7 route=bell: its table holds 137913936 positions"),
        "{err}"
    );
    assert!(err.contains("MiB"), "{err}");
    assert!(!cache.path().join("solved").exists());
    let (code, _, err) = site.tabula_with_cache(
        &["solve", "ur/finkel", "--max-memory", "lots"],
        cache.path(),
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not a size"), "{err}");
    // More positions than the solver's records can name: refused whatever the memory.
    let (code, _, err) = site.tabula_with_cache(&["solve", "senet/standard"], cache.path());
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("12511834533 positions, more than the 536870909 the solver can number"),
        "{err}"
    );
    assert!(!cache.path().join("solved").exists());
}
