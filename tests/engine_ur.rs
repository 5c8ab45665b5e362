//! The Royal Game of Ur checked rule by rule against the project's rules in `docs/rules/`
//! (`ur-finkel.md` 1D, Finkel with its options; `ur-bell.md` 1E, Bell). Each test is
//! named after the rule or decided question it checks.

mod common;
use common::*;
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
    assert_eq!(rules_with("ur/finkel", &[("route", "masters")]).route_len(), 16);
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
    assert_eq!(moves(&r, "1:2,4 2:-", 2), ["4-6"], "entering on 2 would land on its own piece");
}

#[test]
fn finkel_1d_09_a_rosette_gives_another_throw_captures_and_bearing_off_do_not() {
    let r = rules("ur/finkel");
    let m = play(&r, "1:2 2:6", 2, 2);
    assert!(has(&m, Effects::ROSETTE) && has(&m, Effects::EXTRA_THROW));
    assert_eq!(m.after.to_move, 1);
    assert_eq!(play(&r, "start", 4, 0).after.to_move, 1, "entering on 4 lands on a rosette");
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
    assert!(r.legal_moves(&m.after, 2).is_err(), "no moves after the game is over");
}

#[test]
fn finkel_q1_masters_route_keeps_rosettes_safe_and_lucky() {
    let r = rules_with("ur/finkel", &[("route", "masters")]);
    // Square 12 of player 1 is square 16 of player 2: a shared rosette.
    let m = play(&r, "1:10 2:-", 2, 10);
    assert!(has(&m, Effects::ROSETTE) && m.after.to_move == 1);
    assert_eq!(m.after.squares(&r, 1), [12]);
    assert!(moves(&r, "1:10 2:16", 2).iter().all(|m| m != "10-12"), "a piece on a rosette is safe");
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
    assert_eq!(play(&r5, "1:14 2:9 off:4,0", 1, 14).after.result, Some(GameResult::Winner(1)));
}

// ---------- 1E. Bell's Ur ----------

#[test]
fn bellur_1e_01_bells_route_only() {
    let r = rules("ur/bell");
    assert_eq!(r.route_len(), 14);
    assert!(tabula::rules::Catalogue::bundled().get("ur/bell").unwrap().settings.options.get("route").is_none());
}

#[test]
fn bellur_1e_02_seven_or_five_pieces_seat_one_starts() {
    let r = rules("ur/bell");
    assert_eq!(Position::start(&r).waiting, [7, 7]);
    assert_eq!(Position::start(&rules_with("ur/bell", &[("pieces", "5")])).waiting, [5, 5]);
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
        assert_eq!(play(&r, "1:6 2:-", throw, 6).after.to_move, 1, "throw {throw}");
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
        assert!(has(&play(&r, &format!("1:{sq} 2:-"), throw, sq), Effects::BEAR_OFF));
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
