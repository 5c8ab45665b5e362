//! What the Senet variants' rule cases cannot say as data. The rules of `docs/rules/`
//! (`senet-standard.md` 1A, `senet-bell.md` 1B, `senet-jequier.md` 1C,
//! `senet-kendall.md` 3.1) are checked case by case in `tests/rules/senet-*.toml`
//! (`rule_cases`); a case there names each test below with its `test` key. Each test is
//! named after the rule or decided question it checks.

use crate::common::*;
use tabula::engine::Position;

// ---------- 1B. Bell's Senet ----------

#[test]
fn bell_1b_01_marks_on_27_to_30() {
    let r = rules("senet/bell");
    let marks: Vec<&str> = ["27", "28", "29", "30"]
        .iter()
        .map(|k| r.settings.marks[*k].as_str())
        .collect();
    assert_eq!(marks, ["X", "III", "II", "I"]);
}

#[test]
fn bell_1b_05_a_captured_piece_is_removed_from_the_game() {
    let r = rules("senet/bell");
    // Each player's pieces missing from the board: 9 of player 1's, and now 9 of player 2's.
    assert_eq!(play(&r, "1:5 2:7,8", 2, 5).after.removed, [9, 9]);
}

#[test]
fn bell_q5_every_random_game_ends() {
    let r = rules("senet/bell");
    for seed in 0..200 {
        assert!(
            r.random_game(seed, 100_000, false).result.is_some(),
            "seed {seed}"
        );
    }
}

// ---------- 1C. Jéquier's Senet ----------

#[test]
fn jeq_1c_01_the_board_has_a_house_of_water() {
    let r = rules("senet/jequier");
    assert!(r.settings.water.is_some());
}

#[test]
fn jeq_1c_04_five_cannot_be_thrown() {
    let r = rules("senet/jequier");
    assert!(r.legal_moves(&pos(&r, "1:3 2:20"), 5).is_err());
}

#[test]
fn jeq_1c_12_no_points_are_kept() {
    assert!(!rules("senet/jequier").keeps_score());
}

#[test]
fn jeq_q8_no_extra_throw_after_a_pass() {
    let r = rules("senet/jequier");
    // A pass is asked for where the 6 and the 4 have moves (1-7, 1-5): passing them
    // still gives no extra throw. The rule cases show the pass where it is forced.
    let p = pos(&r, "1:1 2:2,3,20");
    assert_eq!(r.pass(&p, 6).to_move, 2);
    assert_eq!(r.pass(&p, 4).to_move, 2);
}

// ---------- 3.1. Kendall's Senet ----------

#[test]
fn kendall_02_no_piece_waits_to_enter() {
    let r = rules("senet/kendall");
    assert_eq!((Position::start(&r).waiting, r.piece_count()), ([0, 0], 7));
}

#[test]
fn kendall_17_four_options_off_by_default() {
    let c = tabula::rules::Catalogue::bundled();
    let v = c.get("senet/kendall").unwrap();
    let opts: Vec<(&str, &str, Vec<&str>)> = v
        .settings
        .options
        .iter()
        .map(|(k, o)| {
            (
                k.as_str(),
                o.default.as_str(),
                o.values.keys().map(|s| s.as_str()).collect(),
            )
        })
        .collect();
    assert_eq!(
        opts,
        [
            ("home-row", "off", vec!["off", "on"]),
            ("pieces", "7", vec!["5", "7"]),
            ("starting-throw", "off", vec!["off", "on"]),
            ("trap", "off", vec!["off", "on"]),
        ]
    );
}

#[test]
fn kendall_q11_every_combination_of_the_options_plays() {
    let base = rules("senet/kendall");
    let defaults = rules_with(
        "senet/kendall",
        &[
            ("pieces", "7"),
            ("trap", "off"),
            ("home-row", "off"),
            ("starting-throw", "off"),
        ],
    );
    assert_eq!(base.settings, defaults.settings);
    for pieces in ["7", "5"] {
        for trap in ["off", "on"] {
            for home in ["off", "on"] {
                for first in ["off", "on"] {
                    let r = rules_with(
                        "senet/kendall",
                        &[
                            ("pieces", pieces),
                            ("trap", trap),
                            ("home-row", home),
                            ("starting-throw", first),
                        ],
                    );
                    for seed in 0..20 {
                        let g = r.random_game(seed, 20_000, false);
                        // The home-row option can hold a game for ever (the test above).
                        assert!(
                            g.result.is_some() || home == "on",
                            "{pieces} {trap} {home} {first} seed {seed}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn kendall_the_lasting_state_is_checked_in_the_notation() {
    let r = rules("senet/kendall");
    let e = |text: &str| {
        tabula::engine::notation::parse(&r, text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        e("1:5 2:3 returned:1"),
        "returned: player 1's returned piece stands on square 15, but player 1 has no piece there"
    );
    assert_eq!(
        e("1:5 2:3 turn:1 lost:1"),
        "lost: player 1 loses their next turn, so player 1 cannot be the one to throw: the turn is skipped, so write turn:2"
    );
    assert_eq!(
        e("1:5 2:3 unstarted:2"),
        "unstarted: this variant has no starting throw"
    );
    assert_eq!(
        e("1:5 2:3 lost:3"),
        "column 14: `lost` lists players: write `lost:1`, `lost:2` or `lost:1,2`"
    );
    assert_eq!(e("1:5 2:3 lost:2,2"), "column 16: player 2 is listed twice");
    let std = rules("senet/standard");
    let e = tabula::engine::notation::parse(&std, "1:5 2:3 lost:2")
        .unwrap_err()
        .to_string();
    assert_eq!(e, "lost: no turn is ever lost in this variant");
    let e = tabula::engine::notation::parse(&std, "1:28 2:3")
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "squares.1: no piece can stay on square 28, the House of Water"
    );
    // In Kendall's game a piece may wait on 27.
    assert_eq!(
        fmt(&r, &pos(&r, "lost:2 2:3 1:15,27 returned:1")),
        "1:15,27 2:3 off:5,6 turn:1 lost:2 returned:1"
    );
}

fn fmt(r: &tabula::engine::Rules, p: &Position) -> String {
    tabula::engine::notation::format(r, p)
}
