//! The danger a piece stands in (`Rules::capture_chances`), on Finkel's rules: worked
//! out by hand from the four binary dice (throws 0 to 4 with chances 1, 4, 6, 4 and 1
//! in 16) and the shared middle row (route squares 5 to 12, the rosette on 8 safe).

use std::collections::BTreeMap;
use tabula_core::rules::Catalogue;
use tabula_engine::{notation, Rules};

fn finkel() -> Rules {
    Catalogue::bundled()
        .get("ur/finkel")
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap()
}

#[test]
fn a_piece_two_squares_ahead_is_hit_by_a_throw_of_two() {
    let r = finkel();
    let pos = notation::parse(&r, "1:7 2:5 turn:2").unwrap();
    assert_eq!(r.capture_chances(&pos), vec![(7, 6.0 / 16.0)]);
    // The same piece seen from its owner's side, before the opponent throws.
    let mine = notation::parse(&r, "1:7 2:5 turn:1").unwrap();
    assert_eq!(r.capture_chance(&mine, 1, 7), 6.0 / 16.0);
}

#[test]
fn two_attackers_add_the_throws_that_reach_once_each() {
    let r = finkel();
    // Pieces on 5 and 6 reach 7 with a 2 and a 1: a throw of 1 or 2, 10 in 16.
    let pos = notation::parse(&r, "1:7 2:5,6 turn:2").unwrap();
    assert_eq!(r.capture_chances(&pos), vec![(7, 10.0 / 16.0)]);
}

#[test]
fn a_piece_on_the_safe_rosette_behind_or_off_the_shared_row_is_out_of_reach() {
    let r = finkel();
    for text in [
        "1:8 2:5 turn:2",
        "1:4 2:6 turn:2",
        "1:2 2:1 turn:2",
        "1:13 2:12 turn:2",
    ] {
        let pos = notation::parse(&r, text).unwrap();
        assert!(r.capture_chances(&pos).is_empty(), "{text}");
    }
}
