//! The Royal Game of Ur: what the rule cases cannot say as data. The rules are in
//! `docs/rules/` (`ur-finkel.md` 1D, Finkel with its options; `ur-bell.md` 1E, Bell;
//! `ur-masters.md` 3.3, Masters; `ur-blitz.md` 3.4, Blitz; `ur-aseb.md` 3.5, Aseb on the
//! board of twenty squares), and their cases in `tests/rules/ur-*.toml`, run by
//! `rule_cases`. What stays here is what the notation does not show: refused throws and
//! finished games (errors), the board's tile names, the settings, the JSON of a result,
//! and comparisons with other variants. A case with `test = "engine_ur::…"` names each
//! test, which is named after the rule or decided question it checks.

use crate::common::*;
use tabula::engine::Position;

// ---------- 1D. Finkel (standard) ----------

#[test]
fn finkel_1d_11_bearing_off_the_last_piece_wins() {
    let r = rules("ur/finkel");
    let m = play(&r, "1:14 2:9 off:6,3", 1, 14);
    assert!(
        r.legal_moves(&m.after, 2).is_err(),
        "no moves after the game is over"
    );
}

// ---------- 1E. Bell's Ur ----------

#[test]
fn bellur_1e_01_bells_route_only() {
    assert!(!tabula::rules::Catalogue::bundled()
        .get("ur/bell")
        .unwrap()
        .settings
        .options
        .contains_key("route"));
}

#[test]
fn bellur_1e_03_three_dice_worth_four_zero_one_five() {
    let r = rules("ur/bell");
    assert!(r.legal_moves(&Position::start(&r), 2).is_err());
}

#[test]
fn bellur_1e_10_the_winner_takes_the_pot_and_the_fines_are_reported() {
    let r = rules("ur/bell");
    let m = play(&r, "1:14 2:9 off:6,3 fines:2,1", 1, 14);
    let v = tabula::engine::json::position_json(&r, &m.after);
    assert_eq!(v["fines"], serde_json::json!({"1": 2, "2": 1}));
    assert_eq!(v["result"], serde_json::json!({"winner": 1}));
}

// ---------- 3.3. Masters (ur-masters.md) ----------

/// The tile names of a seat's route squares, as the board file names them.
fn route_names(r: &tabula::engine::Rules, seat: u8) -> Vec<String> {
    (1..=r.route_len())
        .map(|q| r.board.names[usize::from(r.board.tile(seat, q).unwrap())].clone())
        .collect()
}

/// The names of the board's rosette tiles, sorted.
fn rosette_names(r: &tabula::engine::Rules) -> Vec<String> {
    let mut v: Vec<String> = r
        .board
        .rosettes
        .iter()
        .map(|&t| r.board.names[usize::from(t)].clone())
        .collect();
    v.sort();
    v
}

#[test]
fn masters_01_the_standard_board_of_twenty_squares_and_five_rosettes() {
    let r = rules("ur/masters");
    assert_eq!(r.settings.board.name, "ur");
    assert_eq!(rosette_names(&r), ["A1", "A7", "B4", "C1", "C7"]);
}

#[test]
fn masters_02_masters_route_of_16_shared_from_5_with_rosettes_every_four() {
    let r = rules("ur/masters");
    assert_eq!(
        route_names(&r, 1),
        [
            "A4", "A3", "A2", "A1", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "C7", "C8", "B8",
            "A8", "A7"
        ]
    );
    assert_eq!(
        route_names(&r, 2),
        [
            "C4", "C3", "C2", "C1", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "A7", "A8", "B8",
            "C8", "C7"
        ]
    );
    for seat in 1..=2 {
        assert_eq!(r.board.rosette_squares(seat), [4, 8, 12, 16]);
        assert_eq!(r.board.shared_squares(seat), (5..=16).collect::<Vec<u8>>());
    }
    // Light's 12 is dark's 16 and the other way round; 13 is 15, 14 is 14.
    for (light, dark) in [(12, 16), (16, 12), (13, 15), (14, 14)] {
        assert_eq!(
            r.board.tile(1, light),
            r.board.tile(2, dark),
            "light {light}, dark {dark}"
        );
    }
}

#[test]
fn masters_q1_three_dice_not_four() {
    let r = rules("ur/masters");
    assert_eq!((r.throws.count, r.throws.total), (3, 8));
    // The outcome with no marked tip up is the one worth 4.
    let none_up = r.throws.outcomes.iter().find(|o| o.marked == 0).unwrap();
    assert_eq!((none_up.value, none_up.weight), (4, 1));
    assert_ne!(
        r.throws,
        rules_with("ur/finkel", &[("route", "masters")]).throws
    );
}

#[test]
fn masters_q2_a_throw_is_never_zero_and_a_pass_gives_no_extra_throw() {
    let r = rules("ur/masters");
    assert!(r.legal_moves(&Position::start(&r), 0).is_err());
}

// ---------- 3.4. Blitz (ur-blitz.md) ----------

#[test]
fn blitz_01_the_standard_board_of_twenty_squares_and_five_rosettes() {
    let r = rules("ur/blitz");
    assert_eq!(r.settings.board.name, "ur");
    assert_eq!(rosette_names(&r), ["A1", "A7", "B4", "C1", "C7"]);
}

#[test]
fn blitz_02_masters_route_of_16_shared_from_5() {
    let r = rules("ur/blitz");
    assert_eq!(route_names(&r, 1), route_names(&rules("ur/masters"), 1));
    assert_eq!(route_names(&r, 2), route_names(&rules("ur/masters"), 2));
    for seat in 1..=2 {
        assert_eq!(r.board.rosette_squares(seat), [4, 8, 12, 16]);
        assert_eq!(r.board.shared_squares(seat), (5..=16).collect::<Vec<u8>>());
    }
}

#[test]
fn blitz_q5_light_starts_and_the_rules_are_masters_with_five_pieces_and_capture_throws() {
    let r = rules("ur/blitz");
    let masters = rules_with("ur/finkel", &[("route", "masters")]);
    assert_eq!(
        r.throws, masters.throws,
        "the four binary dice of RU-Py's create_masters"
    );
    assert!(r.settings.landing.extra_throw && !rules("ur/masters").settings.landing.extra_throw);
}

// ---------- 3.5. Aseb (ur-aseb.md) ----------

#[test]
fn aseb_01_twenty_squares_in_lanes_of_four_twelve_and_four() {
    let r = rules("ur/aseb");
    assert_eq!(r.settings.board.name, "twenty-squares");
    let lane = |c: char| r.board.names.iter().filter(|n| n.starts_with(c)).count();
    assert_eq!((lane('A'), lane('B'), lane('C')), (4, 12, 4));
    assert_eq!(rosette_names(&r), ["A1", "B12", "B4", "B8", "C1"]);
}

#[test]
fn aseb_02_route_of_16_up_the_own_lane_then_the_whole_middle_lane() {
    let r = rules("ur/aseb");
    let middle: Vec<String> = (1..=12).map(|y| format!("B{y}")).collect();
    assert_eq!(
        route_names(&r, 1),
        [
            vec!["A4".into(), "A3".into(), "A2".into(), "A1".into()],
            middle.clone()
        ]
        .concat()
    );
    assert_eq!(
        route_names(&r, 2),
        [
            vec!["C4".into(), "C3".into(), "C2".into(), "C1".into()],
            middle
        ]
        .concat()
    );
    for q in 5..=16 {
        assert_eq!(
            r.board.tile(1, q),
            r.board.tile(2, q),
            "square {q} is the same tile for both"
        );
    }
    for seat in 1..=2 {
        assert_eq!(r.board.shared_squares(seat), (5..=16).collect::<Vec<u8>>());
        assert_eq!(r.board.rosette_squares(seat), [4, 8, 12, 16]);
    }
}

#[test]
fn aseb_q1_the_royalur_settings_simple_rules_on_the_aseb_board() {
    let r = rules("ur/aseb");
    let s = &r.settings;
    let rosettes = s.rosettes.as_ref().unwrap();
    assert_eq!(
        (
            s.pieces.count,
            rosettes.safe,
            rosettes.extra_throw,
            s.landing.extra_throw
        ),
        (5, true, true, false)
    );
    assert_eq!(r.throws, rules("ur/finkel").throws);
    assert_eq!(s.board.route, "aseb");
}
