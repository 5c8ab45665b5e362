//! The Royal Game of Ur checked rule by rule against the project's rules in `docs/rules/`
//! (`ur-finkel.md` 1D, Finkel with its options; `ur-bell.md` 1E, Bell; `ur-masters.md`
//! 3.3, Masters; `ur-blitz.md` 3.4, Blitz; `ur-aseb.md` 3.5, Aseb on the board of twenty
//! squares). Each test is named after the rule or decided question it checks.

use crate::common::*;
use tabula::engine::{Effects, Fraction, GameResult, Position};

fn f(num: u64, den: u64) -> Fraction {
    Fraction::new(num, den)
}

// ---------- 1D. Finkel (standard) ----------

#[test]
fn finkel_1d_01_twenty_squares_five_rosettes() {
    let r = rules("ur/finkel");
    assert_eq!(r.board.tiles.len(), 20);
    assert_eq!(r.board.rosettes.len(), 5);
}

#[test]
fn finkel_1d_02_seven_pieces_waiting_or_five_as_an_option() {
    let r = rules("ur/finkel");
    assert_eq!(Position::start(&r).waiting, [7, 7]);
    let r5 = rules_with("ur/finkel", &[("pieces", "5")]);
    assert_eq!(Position::start(&r5).waiting, [5, 5]);
}

#[test]
fn finkel_1d_03_bell_route_of_14_or_masters_of_16() {
    assert_eq!(rules("ur/finkel").route_len(), 14);
    assert_eq!(
        rules_with("ur/finkel", &[("route", "masters")]).route_len(),
        16
    );
}

#[test]
fn finkel_1d_04_light_moves_first() {
    assert_eq!(Position::start(&rules("ur/finkel")).to_move, 1);
}

#[test]
fn finkel_1d_05_four_binary_dice() {
    let r = rules("ur/finkel");
    let p: Vec<Fraction> = (0..=4).map(|v| r.throws.probability(v)).collect();
    assert_eq!(p, [f(1, 16), f(1, 4), f(3, 8), f(1, 4), f(1, 16)]);
}

#[test]
fn finkel_1d_06_a_zero_passes_the_turn() {
    let r = rules("ur/finkel");
    let p = pos(&r, "1:5 2:7");
    assert!(r.legal_moves(&p, 0).unwrap().is_empty());
    assert_eq!(r.pass(&p, 0).to_move, 2);
}

#[test]
fn finkel_1d_07_enter_on_the_throw_move_exactly_bear_off_on_fifteen() {
    let r = rules("ur/finkel");
    for throw in 1..=4u8 {
        assert_eq!(moves(&r, "start", throw), [format!("hand-{throw}")]);
    }
    assert_eq!(moves(&r, "1:12,13 2:- off:5,0", 2), ["12-14", "13-off"]);
    assert_eq!(moves(&r, "1:12,13 2:- off:5,0", 3), ["12-off"]);
    // Jumping over pieces is free.
    assert!(moves(&r, "1:5 2:6,7", 3).contains(&"5-8".to_string()));
}

#[test]
fn finkel_1d_08_captures_send_pieces_home_except_on_a_rosette() {
    let r = rules("ur/finkel");
    let m = play(&r, "1:7 2:9", 2, 7);
    assert!(has(&m, Effects::CAPTURE));
    assert_eq!(m.after.waiting, [6, 7]);
    assert_eq!(moves(&r, "1:6 2:8", 2), ["hand-2"]);
    assert_eq!(
        moves(&r, "1:2,4 2:-", 2),
        ["4-6"],
        "entering on 2 would land on its own piece"
    );
}

#[test]
fn finkel_1d_09_a_rosette_gives_another_throw_captures_and_bearing_off_do_not() {
    let r = rules("ur/finkel");
    let m = play(&r, "1:2 2:6", 2, 2);
    assert!(has(&m, Effects::ROSETTE) && has(&m, Effects::EXTRA_THROW));
    assert_eq!(m.after.to_move, 1);
    assert_eq!(
        play(&r, "start", 4, 0).after.to_move,
        1,
        "entering on 4 lands on a rosette"
    );
    assert_eq!(play(&r, "1:7 2:9", 2, 7).after.to_move, 2);
    assert_eq!(play(&r, "1:13 2:-", 2, 13).after.to_move, 2);
}

#[test]
fn finkel_1d_10_without_a_legal_move_the_turn_passes_with_no_extra_throw() {
    let r = rules("ur/finkel");
    // Every piece on the board or borne off, none can move 4.
    let p = pos(&r, "1:12,13,14 2:- off:4,0");
    assert!(r.legal_moves(&p, 4).unwrap().is_empty());
    assert_eq!(r.pass(&p, 4).to_move, 2);
}

#[test]
fn finkel_1d_11_bearing_off_the_last_piece_wins() {
    let r = rules("ur/finkel");
    let m = play(&r, "1:14 2:9 off:6,3", 1, 14);
    assert_eq!(m.after.result, Some(GameResult::Winner(1)));
    assert!(
        r.legal_moves(&m.after, 2).is_err(),
        "no moves after the game is over"
    );
}

#[test]
fn finkel_q1_masters_route_keeps_rosettes_safe_and_lucky() {
    let r = rules_with("ur/finkel", &[("route", "masters")]);
    // Square 12 of player 1 is square 16 of player 2: a shared rosette.
    let m = play(&r, "1:10 2:-", 2, 10);
    assert!(has(&m, Effects::ROSETTE) && m.after.to_move == 1);
    assert_eq!(m.after.squares(&r, 1), [12]);
    assert!(
        moves(&r, "1:10 2:16", 2).iter().all(|m| m != "10-12"),
        "a piece on a rosette is safe"
    );
    // Square 13 of player 1 is square 15 of player 2.
    let m = play(&r, "1:11 2:15", 2, 11);
    assert!(has(&m, Effects::CAPTURE));
    assert_eq!(moves(&r, "1:16 2:-", 1), ["hand-1", "16-off"]);
}

#[test]
fn finkel_q2_five_pieces_change_nothing_else() {
    let r5 = rules_with("ur/finkel", &[("pieces", "5")]);
    let r7 = rules("ur/finkel");
    assert_eq!(moves(&r5, "1:7 2:9", 2), moves(&r7, "1:7 2:9", 2));
    assert_eq!(
        play(&r5, "1:14 2:9 off:4,0", 1, 14).after.result,
        Some(GameResult::Winner(1))
    );
}

// ---------- 1E. Bell's Ur ----------

#[test]
fn bellur_1e_01_bells_route_only() {
    let r = rules("ur/bell");
    assert_eq!(r.route_len(), 14);
    assert!(!tabula::rules::Catalogue::bundled()
        .get("ur/bell")
        .unwrap()
        .settings
        .options
        .contains_key("route"));
}

#[test]
fn bellur_1e_02_seven_or_five_pieces_seat_one_starts() {
    let r = rules("ur/bell");
    assert_eq!(Position::start(&r).waiting, [7, 7]);
    assert_eq!(
        Position::start(&rules_with("ur/bell", &[("pieces", "5")])).waiting,
        [5, 5]
    );
}

#[test]
fn bellur_1e_03_three_dice_worth_four_zero_one_five() {
    let r = rules("ur/bell");
    assert_eq!(r.throws.values(), vec![0, 1, 4, 5]);
    assert_eq!(
        [0, 1, 4, 5].map(|v| r.throws.probability(v)),
        [f(3, 8), f(3, 8), f(1, 8), f(1, 8)]
    );
    assert!(r.legal_moves(&Position::start(&r), 2).is_err());
}

#[test]
fn bellur_1e_04_every_throw_that_moves_throws_again_a_zero_ends_the_turn() {
    let r = rules("ur/bell");
    for throw in [1, 4, 5] {
        assert_eq!(
            play(&r, "1:6 2:-", throw, 6).after.to_move,
            1,
            "throw {throw}"
        );
    }
    assert_eq!(r.pass(&pos(&r, "1:6 2:-"), 0).to_move, 2);
}

#[test]
fn bellur_1e_05_enter_only_with_a_five_on_square_five() {
    let r = rules("ur/bell");
    assert!(moves(&r, "start", 1).is_empty());
    assert!(moves(&r, "start", 4).is_empty());
    assert_eq!(moves(&r, "start", 5), ["hand-5"]);
    let m = play(&r, "1:- 2:5", 5, 0);
    assert!(has(&m, Effects::CAPTURE | Effects::ENTER));
    assert!(moves(&r, "1:5 2:-", 5).iter().all(|m| m != "hand-5"));
}

#[test]
fn bellur_1e_06_captures_everywhere_rosettes_included() {
    let r = rules("ur/bell");
    let m = play(&r, "1:7 2:8", 1, 7);
    assert!(has(&m, Effects::CAPTURE) && has(&m, Effects::ROSETTE));
    assert_eq!(m.after.waiting, [6, 7]);
}

#[test]
fn bellur_1e_07_bear_off_exactly_from_14_11_and_10() {
    let r = rules("ur/bell");
    for (sq, throw) in [(14u8, 1u8), (11, 4), (10, 5)] {
        assert!(has(
            &play(&r, &format!("1:{sq} 2:-"), throw, sq),
            Effects::BEAR_OFF
        ));
    }
    assert!(moves(&r, "1:12 2:-", 4).is_empty());
    assert!(moves(&r, "1:13 2:-", 4).is_empty());
    assert_eq!(moves(&r, "1:13 2:-", 1), ["13-14"]);
}

#[test]
fn bellur_1e_08_rosettes_cost_a_fine_and_give_no_throw_or_safety() {
    let r = rules("ur/bell");
    let m = play(&r, "1:7 2:-", 1, 7);
    assert!(has(&m, Effects::FINE) && has(&m, Effects::ROSETTE));
    assert_eq!(m.after.fines, [1, 0]);
    let m = play(&r, "1:13 2:-", 1, 13);
    assert_eq!(m.after.fines, [1, 0], "14 is a rosette too");
}

#[test]
fn bellur_1e_09_moves_are_compulsory() {
    let r = rules("ur/bell");
    assert_eq!(moves(&r, "1:7 2:-", 1), ["7-8"]);
}

#[test]
fn bellur_1e_10_the_winner_takes_the_pot_and_the_fines_are_reported() {
    let r = rules("ur/bell");
    let m = play(&r, "1:14 2:9 off:6,3 fines:2,1", 1, 14);
    assert_eq!(m.after.result, Some(GameResult::Winner(1)));
    let v = tabula::engine::json::position_json(&r, &m.after);
    assert_eq!(v["fines"], serde_json::json!({"1": 2, "2": 1}));
    assert_eq!(v["result"], serde_json::json!({"winner": 1}));
}

#[test]
fn bellur_q1_a_throw_that_cannot_move_still_throws_again() {
    let r = rules("ur/bell");
    let p = pos(&r, "1:12 2:-");
    assert!(r.legal_moves(&p, 4).unwrap().is_empty());
    assert_eq!(r.pass(&p, 4).to_move, 1);
}

#[test]
fn bellur_q2_a_fined_rosette_must_still_be_taken() {
    let r = rules("ur/bell");
    let p = pos(&r, "1:13 2:-");
    assert_eq!(r.legal_moves(&p, 1).unwrap().len(), 1);
}

#[test]
fn bellur_q3_one_unit_a_landing_and_entering_is_no_landing_on_a_rosette() {
    let r = rules("ur/bell");
    let m = play(&r, "start", 5, 0);
    assert_eq!(m.after.fines, [0, 0]);
    assert!(!has(&m, Effects::FINE));
}

#[test]
fn bellur_q4_a_five_may_move_a_piece_on_the_board() {
    let r = rules("ur/bell");
    assert_eq!(moves(&r, "1:6 2:-", 5), ["hand-5", "6-11"]);
}

#[test]
fn bellur_q5_seat_one_starts() {
    assert_eq!(Position::start(&rules("ur/bell")).to_move, 1);
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
    assert_eq!(r.board.tiles.len(), 20);
    assert_eq!(rosette_names(&r), ["A1", "A7", "B4", "C1", "C7"]);
}

#[test]
fn masters_02_masters_route_of_16_shared_from_5_with_rosettes_every_four() {
    let r = rules("ur/masters");
    assert_eq!(r.route_len(), 16);
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
fn masters_03_seven_pieces_each_all_waiting() {
    let r = rules("ur/masters");
    assert_eq!(r.piece_count(), 7);
    let p = Position::start(&r);
    assert_eq!(
        (p.waiting, p.off, p.squares(&r, 1), p.squares(&r, 2)),
        ([7, 7], [0, 0], vec![], vec![])
    );
}

#[test]
fn masters_04_light_moves_first() {
    assert_eq!(Position::start(&rules("ur/masters")).to_move, 1);
}

#[test]
fn masters_05_three_binary_dice_with_none_up_counting_four() {
    let r = rules("ur/masters");
    assert_eq!(r.throws.count, 3);
    assert_eq!(r.throws.values(), [1, 2, 3, 4]);
    assert_eq!(
        (1..=4).map(|v| r.throws.probability(v)).collect::<Vec<_>>(),
        [f(3, 8), f(3, 8), f(1, 8), f(1, 8)]
    );
    assert_eq!(r.throws.probability(0), f(0, 1));
}

#[test]
fn masters_06_enter_on_the_throw_move_exactly_bear_off_on_seventeen() {
    let r = rules("ur/masters");
    for throw in 1..=4u8 {
        assert_eq!(
            moves(&r, "start", throw),
            [format!("hand-{throw}")],
            "one move, whichever piece enters"
        );
    }
    assert_eq!(moves(&r, "1:13,14 2:- off:5,0", 3), ["13-16", "14-off"]);
    assert_eq!(
        moves(&r, "1:13,14 2:- off:5,0", 4),
        ["13-off"],
        "14 + 4 is past 17"
    );
    assert_eq!(moves(&r, "1:16 2:- off:6,0", 2), Vec::<String>::new());
    assert!(
        moves(&r, "1:5 2:6,7", 3).contains(&"5-8".to_string()),
        "jumping over pieces is free"
    );
}

#[test]
fn masters_07_opposing_pieces_are_captured_on_every_shared_square() {
    let r = rules("ur/masters");
    assert_eq!(
        moves(&r, "1:2,4 2:-", 2),
        ["4-6"],
        "a square of one's own piece cannot be moved to"
    );
    let m = play(&r, "1:7 2:9", 2, 7);
    assert!(has(&m, Effects::CAPTURE));
    assert_eq!((m.after.waiting, m.after.squares(&r, 2)), ([6, 7], vec![]));
    // On a rosette too, and the captured piece may enter again.
    let m = play(&r, "1:6 2:8", 2, 6);
    assert!(has(&m, Effects::CAPTURE) && has(&m, Effects::ROSETTE));
    let mut dark = m.after;
    dark.to_move = 2;
    assert_eq!(
        r.legal_moves(&dark, 1)
            .unwrap()
            .iter()
            .map(short)
            .collect::<Vec<_>>(),
        ["hand-1"]
    );
}

#[test]
fn masters_08_rosettes_protect_nothing_but_give_an_extra_throw() {
    let r = rules("ur/masters");
    let m = play(&r, "1:6 2:-", 2, 6);
    assert!(has(&m, Effects::ROSETTE) && has(&m, Effects::EXTRA_THROW));
    assert_eq!(m.after.to_move, 1);
    let m = play(&r, "start", 4, 0);
    assert!(
        has(&m, Effects::ROSETTE) && m.after.to_move == 1,
        "entering on 4 with a 4"
    );
    let m = play(&r, "1:10 2:16", 2, 10);
    assert!(
        has(&m, Effects::CAPTURE) && has(&m, Effects::EXTRA_THROW),
        "a capture made on a rosette"
    );
    assert_eq!(m.after.to_move, 1);
}

#[test]
fn masters_09_captures_and_bearing_off_give_no_extra_throw() {
    let r = rules("ur/masters");
    let m = play(&r, "1:7 2:9", 2, 7);
    assert!(has(&m, Effects::CAPTURE) && !has(&m, Effects::EXTRA_THROW));
    assert_eq!(m.after.to_move, 2);
    let m = play(&r, "1:14 2:-", 3, 14);
    assert!(has(&m, Effects::BEAR_OFF) && !has(&m, Effects::EXTRA_THROW));
    assert_eq!(m.after.to_move, 2);
}

#[test]
fn masters_10_moves_are_compulsory_and_without_one_the_turn_passes() {
    let r = rules("ur/masters");
    assert_eq!(
        moves(&r, "1:6 2:-", 1),
        ["hand-1", "6-7"],
        "the player chooses among the legal moves"
    );
    let p = pos(&r, "1:14,15,16 2:- off:4,0");
    assert!(r.legal_moves(&p, 4).unwrap().is_empty());
    assert_eq!(r.pass(&p, 4).to_move, 2);
}

#[test]
fn masters_11_bearing_off_the_seventh_piece_wins() {
    let r = rules("ur/masters");
    let m = play(&r, "1:16 2:9 off:6,3", 1, 16);
    assert_eq!(m.after.result, Some(GameResult::Winner(1)));
    assert_eq!(play(&r, "1:15,16 2:9 off:5,3", 1, 16).after.result, None);
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
    assert!(!r.throws.can_throw(0));
    assert!(r.legal_moves(&Position::start(&r), 0).is_err());
    // 12 + 4 lands on a rosette, but the piece on 16 is light's own: no move, no extra throw.
    let p = pos(&r, "1:12,16 2:- off:5,0");
    assert!(r.legal_moves(&p, 4).unwrap().is_empty());
    assert_eq!(r.pass(&p, 4).to_move, 2);
}

#[test]
fn masters_q3_a_piece_may_land_on_a_rosette_held_by_an_opposing_piece() {
    let r = rules("ur/masters");
    // Light's rosettes 8, 12 and 16 are dark's 8, 16 and 12.
    for (text, from) in [("1:6 2:8", 6u8), ("1:10 2:16", 10), ("1:14 2:12", 14)] {
        let m = play(&r, text, 2, from);
        assert!(
            has(&m, Effects::CAPTURE) && has(&m, Effects::ROSETTE),
            "{text}"
        );
        assert_eq!(
            m.after.waiting[1], 7,
            "{text}: the captured piece waits again"
        );
    }
}

#[test]
fn masters_q4_a_capture_on_a_rosette_gives_one_extra_throw_bearing_off_none() {
    let r = rules("ur/masters");
    let m = play(&r, "1:14 2:12", 2, 14);
    assert!(has(&m, Effects::EXTRA_THROW));
    assert_eq!(m.after.to_move, 1);
    let m = play(&r, "1:16 2:-", 1, 16);
    assert!(has(&m, Effects::BEAR_OFF) && !has(&m, Effects::ROSETTE));
    assert_eq!(
        m.after.to_move, 2,
        "bearing off from a rosette lands on none"
    );
}

#[test]
fn masters_q5_light_seat_one_starts() {
    let r = rules("ur/masters");
    let m = play(&r, "start", 2, 0);
    assert_eq!(m.after.squares(&r, 1), [2], "the first move is light's");
}

// ---------- 3.4. Blitz (ur-blitz.md) ----------

#[test]
fn blitz_01_the_standard_board_of_twenty_squares_and_five_rosettes() {
    let r = rules("ur/blitz");
    assert_eq!(r.settings.board.name, "ur");
    assert_eq!(r.board.tiles.len(), 20);
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
fn blitz_03_five_pieces_each_all_waiting() {
    let r = rules("ur/blitz");
    assert_eq!(Position::start(&r).waiting, [5, 5]);
}

#[test]
fn blitz_04_light_moves_first() {
    assert_eq!(Position::start(&rules("ur/blitz")).to_move, 1);
}

#[test]
fn blitz_05_four_binary_dice() {
    let r = rules("ur/blitz");
    let p: Vec<Fraction> = (0..=4).map(|v| r.throws.probability(v)).collect();
    assert_eq!(p, [f(1, 16), f(4, 16), f(6, 16), f(4, 16), f(1, 16)]);
}

#[test]
fn blitz_06_a_zero_passes_the_turn_with_no_extra_throw() {
    let r = rules("ur/blitz");
    let p = pos(&r, "1:6 2:9");
    assert!(r.legal_moves(&p, 0).unwrap().is_empty());
    assert_eq!(r.pass(&p, 0).to_move, 2);
}

#[test]
fn blitz_07_enter_on_the_throw_move_exactly_bear_off_on_seventeen() {
    let r = rules("ur/blitz");
    for throw in 1..=4u8 {
        assert_eq!(moves(&r, "start", throw), [format!("hand-{throw}")]);
    }
    assert_eq!(moves(&r, "1:13,14 2:- off:3,0", 3), ["13-16", "14-off"]);
    assert_eq!(moves(&r, "1:13,14 2:- off:3,0", 4), ["13-off"]);
    assert!(
        moves(&r, "1:5 2:6,7", 3).contains(&"5-8".to_string()),
        "jumping over pieces is free"
    );
}

#[test]
fn blitz_08_opposing_pieces_are_captured_on_any_shared_square() {
    let r = rules("ur/blitz");
    assert_eq!(moves(&r, "1:2,4 2:-", 2), ["4-6"]);
    for (text, from, throw) in [
        ("1:7 2:9", 7u8, 2u8),
        ("1:6 2:8", 6, 2),
        ("1:11 2:15", 11, 2),
        ("1:13 2:14", 13, 1),
    ] {
        let m = play(&r, text, throw, from);
        assert!(has(&m, Effects::CAPTURE), "{text}");
        assert_eq!(
            m.after.waiting[1], 5,
            "{text}: back to its owner's waiting pieces"
        );
    }
}

#[test]
fn blitz_09_rosettes_protect_nothing_and_give_an_extra_throw() {
    let r = rules("ur/blitz");
    let m = play(&r, "1:6 2:-", 2, 6);
    assert!(has(&m, Effects::ROSETTE) && has(&m, Effects::EXTRA_THROW) && m.after.to_move == 1);
    assert_eq!(
        play(&r, "start", 4, 0).after.to_move,
        1,
        "entering on 4 with a 4"
    );
    assert!(
        has(&play(&r, "1:10 2:16", 2, 10), Effects::CAPTURE),
        "a piece on a rosette is not safe"
    );
}

#[test]
fn blitz_10_a_capture_gives_an_extra_throw() {
    let r = rules("ur/blitz");
    let m = play(&r, "1:7 2:9", 2, 7);
    assert!(has(&m, Effects::CAPTURE) && has(&m, Effects::EXTRA_THROW));
    assert!(!has(&m, Effects::ROSETTE));
    assert_eq!(m.after.to_move, 1);
    let m = play(&r, "1:- 2:5", 1, 0);
    assert!(
        has(&m, Effects::ENTER) && !has(&m, Effects::CAPTURE) && m.after.to_move == 2,
        "moving without capturing gives none"
    );
    // Dark's captures too.
    let m = play(&r, "1:9 2:7 turn:2", 2, 7);
    assert!(has(&m, Effects::CAPTURE) && m.after.to_move == 2);
}

#[test]
fn blitz_11_one_extra_throw_at_most_and_none_for_bearing_off() {
    let r = rules("ur/blitz");
    let m = play(&r, "1:6,7 2:8", 2, 6);
    assert!(has(&m, Effects::CAPTURE) && has(&m, Effects::ROSETTE) && m.after.to_move == 1);
    // The extra throw is one throw: the next ordinary move hands the turn over.
    let next = r.legal_moves(&m.after, 2).unwrap();
    let ordinary = next.iter().find(|n| n.from == 7).unwrap();
    assert_eq!(short(ordinary), "7-9");
    assert_eq!(ordinary.after.to_move, 2);
    let m = play(&r, "1:14 2:-", 3, 14);
    assert!(has(&m, Effects::BEAR_OFF) && m.after.to_move == 2);
}

#[test]
fn blitz_12_moves_are_compulsory_and_without_one_the_turn_passes() {
    let r = rules("ur/blitz");
    assert_eq!(moves(&r, "1:6 2:-", 1), ["hand-1", "6-7"]);
    let p = pos(&r, "1:14,15,16 2:- off:2,0");
    assert!(r.legal_moves(&p, 4).unwrap().is_empty());
    assert_eq!(r.pass(&p, 4).to_move, 2);
}

#[test]
fn blitz_13_bearing_off_the_fifth_piece_wins() {
    let r = rules("ur/blitz");
    assert_eq!(
        play(&r, "1:16 2:9 off:4,3", 1, 16).after.result,
        Some(GameResult::Winner(1))
    );
    assert_eq!(play(&r, "1:15,16 2:9 off:3,3", 1, 16).after.result, None);
}

#[test]
fn blitz_q1_a_capture_on_a_rosette_gives_one_extra_throw() {
    let r = rules("ur/blitz");
    let m = play(&r, "1:10 2:16", 2, 10);
    assert_eq!(m.effects.names(), ["capture", "rosette", "extra_throw"]);
    assert_eq!(m.after.to_move, 1);
    assert_eq!(
        moves(&r, "1:10 2:16", 2),
        ["hand-2", "10-12"],
        "one move, not one per reason"
    );
}

#[test]
fn blitz_q2_a_zero_hands_the_turn_over_whatever_could_have_moved() {
    let r = rules("ur/blitz");
    assert!(r.throws.can_throw(0));
    let p = pos(&r, "1:6 2:8");
    assert!(
        r.legal_moves(&p, 0).unwrap().is_empty(),
        "a 2 would have captured on a rosette"
    );
    assert_eq!(r.pass(&p, 0).to_move, 2);
}

#[test]
fn blitz_q3_captures_on_rosettes_8_12_and_16() {
    let r = rules("ur/blitz");
    for (text, from) in [("1:6 2:8", 6u8), ("1:10 2:16", 10), ("1:14 2:12", 14)] {
        let m = play(&r, text, 2, from);
        assert!(
            has(&m, Effects::CAPTURE) && has(&m, Effects::ROSETTE) && has(&m, Effects::EXTRA_THROW),
            "{text}"
        );
    }
}

#[test]
fn blitz_q4_bearing_off_is_neither_a_capture_nor_a_rosette() {
    let r = rules("ur/blitz");
    for (text, from, throw) in [("1:16 2:-", 16u8, 1u8), ("1:13 2:-", 13, 4)] {
        let m = play(&r, text, throw, from);
        assert_eq!(m.effects.names(), ["bear_off"], "{text}");
        assert_eq!(m.after.to_move, 2);
    }
}

#[test]
fn blitz_q5_light_starts_and_the_rules_are_masters_with_five_pieces_and_capture_throws() {
    let r = rules("ur/blitz");
    assert_eq!(Position::start(&r).to_move, 1);
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
    assert_eq!(r.board.tiles.len(), 20);
    let lane = |c: char| r.board.names.iter().filter(|n| n.starts_with(c)).count();
    assert_eq!((lane('A'), lane('B'), lane('C')), (4, 12, 4));
    assert_eq!(rosette_names(&r), ["A1", "B12", "B4", "B8", "C1"]);
}

#[test]
fn aseb_02_route_of_16_up_the_own_lane_then_the_whole_middle_lane() {
    let r = rules("ur/aseb");
    assert_eq!(r.route_len(), 16);
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
fn aseb_03_five_pieces_each_all_waiting() {
    assert_eq!(Position::start(&rules("ur/aseb")).waiting, [5, 5]);
}

#[test]
fn aseb_04_light_moves_first() {
    assert_eq!(Position::start(&rules("ur/aseb")).to_move, 1);
}

#[test]
fn aseb_05_four_binary_dice() {
    let r = rules("ur/aseb");
    let p: Vec<Fraction> = (0..=4).map(|v| r.throws.probability(v)).collect();
    assert_eq!(p, [f(1, 16), f(4, 16), f(6, 16), f(4, 16), f(1, 16)]);
}

#[test]
fn aseb_06_a_zero_passes_the_turn() {
    let r = rules("ur/aseb");
    let p = pos(&r, "1:6 2:9");
    assert!(r.legal_moves(&p, 0).unwrap().is_empty());
    assert_eq!(r.pass(&p, 0).to_move, 2);
}

#[test]
fn aseb_07_enter_on_the_throw_move_exactly_bear_off_on_seventeen() {
    let r = rules("ur/aseb");
    for throw in 1..=4u8 {
        assert_eq!(moves(&r, "start", throw), [format!("hand-{throw}")]);
    }
    assert_eq!(moves(&r, "1:13,14 2:- off:3,0", 3), ["13-16", "14-off"]);
    assert_eq!(moves(&r, "1:13,14 2:- off:3,0", 4), ["13-off"]);
    assert!(
        moves(&r, "1:5 2:6,7", 3).contains(&"5-8".to_string()),
        "jumping over pieces is free"
    );
}

#[test]
fn aseb_08_captures_on_shared_squares_but_not_on_a_rosette() {
    let r = rules("ur/aseb");
    assert_eq!(moves(&r, "1:2,4 2:-", 2), ["4-6"]);
    // Dark's 9 is light's 9: the same tile of the middle lane.
    let m = play(&r, "1:7 2:9", 2, 7);
    assert!(has(&m, Effects::CAPTURE));
    assert_eq!(m.after.waiting, [4, 5]);
    assert_eq!(
        moves(&r, "1:6 2:8", 2),
        ["hand-2"],
        "a move onto an occupied rosette is illegal"
    );
}

#[test]
fn aseb_09_a_rosette_gives_another_throw_captures_and_bearing_off_do_not() {
    let r = rules("ur/aseb");
    let m = play(&r, "1:6 2:-", 2, 6);
    assert!(has(&m, Effects::ROSETTE) && m.after.to_move == 1);
    assert_eq!(
        play(&r, "start", 4, 0).after.to_move,
        1,
        "entering on 4 with a 4"
    );
    assert_eq!(play(&r, "1:7 2:9", 2, 7).after.to_move, 2);
    assert_eq!(play(&r, "1:14 2:-", 3, 14).after.to_move, 2);
}

#[test]
fn aseb_10_moves_are_compulsory_and_without_one_the_turn_passes() {
    let r = rules("ur/aseb");
    assert_eq!(moves(&r, "1:6 2:-", 1), ["hand-1", "6-7"]);
    let p = pos(&r, "1:14,15,16 2:- off:2,0");
    assert!(r.legal_moves(&p, 4).unwrap().is_empty());
    assert_eq!(r.pass(&p, 4).to_move, 2);
}

#[test]
fn aseb_11_bearing_off_the_fifth_piece_wins() {
    let r = rules("ur/aseb");
    assert_eq!(
        play(&r, "1:16 2:9 off:4,3", 1, 16).after.result,
        Some(GameResult::Winner(1))
    );
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

#[test]
fn aseb_q2_the_rosettes_on_8_12_and_16_are_shared_and_safe() {
    let r = rules("ur/aseb");
    assert!(moves(&r, "1:6 2:8", 2).iter().all(|m| m != "6-8"));
    assert!(moves(&r, "1:10 2:12", 2).iter().all(|m| m != "10-12"));
    assert!(moves(&r, "1:14 2:16", 2).iter().all(|m| m != "14-16"));
    // A piece on 16 keeps the square until it bears off with a 1; behind it, only bearing off jumps it.
    assert_eq!(moves(&r, "1:15 2:16 off:0,0", 1), ["hand-1"]);
    assert_eq!(moves(&r, "1:13 2:16", 4), ["hand-4", "13-off"]);
    assert_eq!(moves(&r, "1:14 2:16", 3), ["hand-3", "14-off"]);
    assert_eq!(moves(&r, "1:15 2:16", 2), ["hand-2", "15-off"]);
    assert_eq!(moves(&r, "1:15 2:16 turn:2", 1), ["hand-1", "16-off"]);
}

#[test]
fn aseb_q3_a_zero_passes_with_no_extra_throw() {
    let r = rules("ur/aseb");
    assert!(r.throws.can_throw(0));
    let p = pos(&r, "1:2 2:-");
    assert!(
        r.legal_moves(&p, 0).unwrap().is_empty(),
        "a 2 would have reached the rosette"
    );
    assert_eq!(r.pass(&p, 0).to_move, 2);
}

#[test]
fn aseb_q4_light_seat_one_starts() {
    let r = rules("ur/aseb");
    assert_eq!(play(&r, "start", 1, 0).after.squares(&r, 1), [1]);
}
