//! The bearing-off endgames of a game too large to solve whole, as a user solves
//! them: `tabula solve senet/standard` names the endgames that fit, `--endgame N`
//! solves them into the cache folder, and `tabula moves --json` (and `--batch`) adds
//! "win" to the positions they hold and to no other.

use super::{batch, chance, damage, tables};
use crate::common::site::SiteCopy;
use serde_json::Value;
use std::path::Path;

fn moves(site: &SiteCopy, cache: &Path, position: &str) -> (Value, String) {
    let (code, out, err) = site.tabula_with_cache(
        &[
            "moves",
            "--variant",
            "senet/standard",
            "--throw",
            "2",
            "--position",
            position,
            "--json",
        ],
        cache,
    );
    assert_eq!(code, 0, "{err}");
    (serde_json::from_str(&out).unwrap(), err)
}

/// Two pieces left a side, seat 1 to move: within the endgames of two pieces.
const ENDGAME: &str = "1:22,25 2:20,24";
/// Three left to seat 1: outside them.
const MIDGAME: &str = "1:20,21,22 2:29";

#[test]
fn senets_endgames_are_solved_on_their_own_and_give_their_positions_chances() {
    let site = SiteCopy::empty();
    let cache = tempfile::tempdir().unwrap();
    let (before, _) = moves(&site, cache.path(), ENDGAME);
    assert!(before.get("win").is_none(), "{before}");

    // The whole game is refused, and the refusal names the endgames that fit.
    let (code, _, err) = site.tabula_with_cache(&["solve", "senet/standard"], cache.path());
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("solve those where each side has at most 3 pieces left (15143571 positions) with --endgame 3"),
        "{err}"
    );
    // A count of pieces left that is no endgame is refused before any work.
    for n in ["0", "5", "9"] {
        let (code, _, err) =
            site.tabula_with_cache(&["solve", "senet/standard", "--endgame", n], cache.path());
        assert_eq!(code, 2, "{err}");
        assert!(
            err.contains("5 pieces a side, so the endgames leave each side from 1 to 4"),
            "{err}"
        );
    }
    // Endgames too large for the solver are refused with the largest that fit.
    let (code, _, err) =
        site.tabula_with_cache(&["solve", "senet/standard", "--endgame", "4"], cache.path());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("its table holds 586647441 positions"), "{err}");
    assert!(
        err.contains("the largest endgames that fit leave each side at most 3 pieces (15143571 positions): --endgame 3"),
        "{err}"
    );
    assert!(!cache.path().join("solved").exists());

    let (code, _, err) =
        site.tabula_with_cache(&["solve", "senet/standard", "--endgame", "2"], cache.path());
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("solved the endgames of senet/standard where each side has at most 2 pieces left: 190591 positions"),
        "{err}"
    );
    let tables = tables(cache.path());
    assert_eq!(tables.len(), 1, "{tables:?}");
    assert!(tables[0].ends_with("-endgame-2.table"), "{tables:?}");
    // The endgames give no values for the pages: no values file is written.
    assert!(!site.exists("content/solved"));

    // Within the endgames, the position and each move have their chances; apart
    // from them, the answer is as before.
    let (after, _) = moves(&site, cache.path(), ENDGAME);
    let win = chance(&after);
    assert!(win > 0.0 && win < 1.0, "{win}");
    let mut stripped = after.clone();
    stripped.as_object_mut().unwrap().remove("win");
    let list = stripped["moves"].as_array_mut().unwrap();
    assert!(!list.is_empty());
    for m in list {
        chance(m);
        m.as_object_mut().unwrap().remove("win");
    }
    assert_eq!(stripped, before);
    // Outside them, no chance at all.
    let (outside, _) = moves(&site, cache.path(), MIDGAME);
    assert!(outside.get("win").is_none(), "{outside}");
    assert!(outside["moves"][0].get("win").is_none(), "{outside}");

    // The batch answers carry the same values, and none outside the endgames.
    let lines = format!(
        "{{\"variant\": \"senet/standard\", \"throw\": 2, \"position\": \"{ENDGAME}\"}}\n{{\"variant\": \"senet/standard\", \"throw\": 2, \"position\": \"{MIDGAME}\"}}\n"
    );
    let answers = batch(&site, cache.path(), &["moves", "--batch"], &lines);
    assert_eq!(answers[0]["win"], after["win"]);
    assert_eq!(answers[0]["moves"], after["moves"]);
    assert!(answers[1].get("win").is_none(), "{}", answers[1]);

    // A second run finds the table and keeps it.
    let (code, _, err) =
        site.tabula_with_cache(&["solve", "senet/standard", "--endgame", "2"], cache.path());
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("was already in the cache"), "{err}");

    // A damaged table is reported and not used.
    damage(&cache.path().join("solved").join(&tables[0]));
    let (damaged, err) = moves(&site, cache.path(), ENDGAME);
    assert!(err.contains("damaged"), "{err}");
    assert_eq!(damaged, before);
}
