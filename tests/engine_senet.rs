//! The Senet variants checked rule by rule against the project's rules in `docs/rules/`
//! (`senet-standard.md` 1A, `senet-bell.md` 1B, `senet-jequier.md` 1C). Each test is
//! named after the rule or decided question it checks.

mod common;
use common::*;
use tabula::engine::{Effects, Fraction, GameResult, Position};

// ---------- 1A. Standard Senet ----------

#[test]
fn std_1a_01_board_names_its_houses() {
    let r = rules("senet/standard");
    let h = &r.settings.houses;
    assert_eq!(
        [h["rebirth"], h["beauty"], h["water"], h["three-truths"], h["re-atum"]],
        [15, 27, 28, 29, 30]
    );
    assert_eq!(r.route_len(), 30);
}

#[test]
fn std_1a_02_setup_alternates_on_one_to_ten() {
    let r = rules("senet/standard");
    assert_eq!(fmt(&r, &Position::start(&r)), "1:1,3,5,7,9 2:2,4,6,8,10 turn:1");
}

#[test]
fn std_1a_03_player_one_on_the_odd_squares_throws_first() {
    let r = rules("senet/standard");
    assert_eq!(Position::start(&r).to_move, 1);
}

#[test]
fn std_1a_04_throw_of_four_sticks_with_none_up_counting_five() {
    let r = rules("senet/standard");
    assert_eq!(r.throws.values(), vec![1, 2, 3, 4, 5]);
    let p: Vec<Fraction> = (1..=5).map(|v| r.throws.probability(v)).collect();
    assert_eq!(p, [f(1, 4), f(3, 8), f(1, 4), f(1, 16), f(1, 16)]);
    assert_eq!(r.throws.probability(0), f(0, 1));
}

#[test]
fn std_1a_05_pieces_jump_any_number_of_pieces_and_never_move_backward() {
    let r = rules("senet/standard");
    // Player 1's piece on 1 jumps player 2's pieces on 2, 3 and 4.
    assert_eq!(moves(&r, "1:1 2:2,3,4,10,12", 4), ["1-5"]);
    // A lone piece on 29 has no backward move with a 1: the player passes.
    assert!(moves(&r, "1:29 2:10,12", 1).is_empty());
}

#[test]
fn std_1a_06_own_piece_blocks_and_unprotected_opponent_swaps() {
    let r = rules("senet/standard");
    assert_eq!(moves(&r, "1:1,3,5,7,9 2:2,4,6,8,10", 2), ["9-11"]);
    let m = play(&r, "1:5,11 2:7,14,20", 2, 5);
    assert!(has(&m, Effects::SWAP));
    assert_eq!(fmt(&r, &m.after), "1:7,11 2:5,14,20 off:3,2 turn:2");
}

#[test]
fn std_1a_07_neighbours_and_the_last_houses_protect() {
    let r = rules("senet/standard");
    // 7 is protected by 8.
    assert_eq!(moves(&r, "1:5,11 2:7,8,20", 2), ["11-13"]);
    // A lone piece on 27 is protected by its house.
    assert!(moves(&r, "1:25 2:27", 2).is_empty());
}

#[test]
fn std_1a_08_house_of_water_sends_the_piece_to_rebirth() {
    let r = rules("senet/standard");
    let m = play(&r, "1:25 2:3", 3, 25);
    assert!(has(&m, Effects::WATER));
    assert_eq!(short(&m), "25-28=15");
    // 15 and 14 taken: the piece ends on 13.
    assert_eq!(short(&play(&r, "1:16,25 2:3,14,15", 3, 25)), "25-28=13");
    // Passing over 28 does nothing.
    assert_eq!(short(&play(&r, "1:26 2:3", 4, 26)), "26-30");
}

#[test]
fn std_1a_09_bearing_off_from_27_with_4_or_5_29_with_3_30_with_2() {
    let r = rules("senet/standard");
    for (text, throw, expect) in [
        ("1:27 2:3", 4, vec!["27-off"]),
        ("1:27 2:3", 5, vec!["27-off"]),
        ("1:29 2:3", 3, vec!["29-off"]),
        ("1:30 2:3", 2, vec!["30-off"]),
        ("1:29 2:3", 4, vec![]),
        ("1:30 2:3", 3, vec![]),
        ("1:25 2:3", 5, vec!["25-30"]),
    ] {
        assert_eq!(moves(&r, text, throw), expect, "{text} throw {throw}");
    }
    assert!(has(&play(&r, "1:27 2:3", 4, 27), Effects::BEAR_OFF));
}

#[test]
fn std_1a_10_a_player_with_a_legal_move_does_not_pass() {
    let r = rules("senet/standard");
    // The only move is the feared 27 → 28: it is listed, so the player must make it.
    assert_eq!(moves(&r, "1:27 2:29,30,3", 1), ["27-28=15"]);
}

#[test]
fn std_1a_11_throws_of_1_4_5_throw_again_even_after_a_pass() {
    let r = rules("senet/standard");
    for (throw, again) in [(1, true), (2, false), (3, false), (4, true), (5, true)] {
        let m = play(&r, "1:3 2:20", throw, 3);
        assert_eq!(m.after.to_move == 1, again, "move with {throw}");
        assert_eq!(has(&m, Effects::EXTRA_THROW), again);
    }
    let p = pos(&r, "1:29,30 2:10,12");
    assert_eq!(r.pass(&p, 1).to_move, 1, "a pass with 1 throws again");
    let p = pos(&r, "1:30 2:10,12");
    assert_eq!(r.pass(&p, 3).to_move, 2, "a pass with 3 ends the turn");
}

#[test]
fn std_1a_12_first_to_bear_off_all_five_wins() {
    let r = rules("senet/standard");
    let m = play(&r, "1:30 2:5,12,17,22,24 off:4,0", 2, 30);
    assert_eq!(m.after.result, Some(GameResult::Winner(1)));
    assert_eq!(play(&r, "1:27,30 2:5,12,17,22,24", 4, 27).after.result, None);
}

#[test]
fn std_q1_pieces_on_29_and_30_move_only_by_bearing_off() {
    let r = rules("senet/standard");
    assert!(moves(&r, "1:29 2:3", 1).is_empty());
    assert!(moves(&r, "1:30 2:3", 1).is_empty());
}

#[test]
fn std_q2_26_cannot_bear_off_with_5() {
    let r = rules("senet/standard");
    assert!(moves(&r, "1:26 2:3", 5).is_empty());
}

#[test]
fn std_q3_from_27_a_piece_may_enter_an_empty_29_or_30() {
    let r = rules("senet/standard");
    assert_eq!(moves(&r, "1:27 2:3", 2), ["27-29"]);
    assert_eq!(moves(&r, "1:27 2:3", 3), ["27-30"]);
    assert!(moves(&r, "1:27 2:3,29", 2).is_empty(), "an occupied house cannot be entered");
    assert_eq!(moves(&r, "1:27 2:3", 1), ["27-28=15"]);
}

#[test]
fn std_q4_only_path_neighbours_protect() {
    let r = rules("senet/standard");
    // 9 and 12 stand one above the other, but are not path neighbours.
    assert_eq!(moves(&r, "1:7 2:9,12", 2), ["7-9"]);
    // 10 and 11 are path neighbours across the turn.
    assert!(moves(&r, "1:8 2:10,11", 2).is_empty());
}

#[test]
fn std_q5_swap_sends_the_piece_to_the_attackers_square_and_keeps_the_extra_throw() {
    let r = rules("senet/standard");
    // The attacker's own pieces on 6 and 8 never protect player 2's piece on 7.
    let m = play(&r, "1:6,8 2:7", 1, 6);
    assert!(has(&m, Effects::SWAP));
    assert_eq!(fmt(&r, &m.after), "1:7,8 2:6 off:3,4 turn:1");
}

#[test]
fn std_q6_nearest_empty_square_before_15_counts_both_colours() {
    let r = rules("senet/standard");
    assert_eq!(short(&play(&r, "1:15,25 2:14,13", 3, 25)), "25-28=12");
}

#[test]
fn std_q7_one_move_per_throw() {
    let r = rules("senet/standard");
    let m = play(&r, "1:3,9 2:20", 2, 3);
    assert_eq!(fmt(&r, &m.after), "1:5,9 2:20 off:3,4 turn:2");
}

#[test]
fn std_q8_bearing_off_needs_no_other_piece_in_the_last_row() {
    let r = rules("senet/standard");
    assert_eq!(moves(&r, "1:3,27 2:20", 4), ["3-7", "27-off"]);
}

// ---------- 1B. Bell's Senet ----------

#[test]
fn bell_1b_01_beauty_on_26_marks_on_27_to_30_and_no_water() {
    let r = rules("senet/bell");
    assert_eq!(r.settings.houses["beauty"], 26);
    let marks: Vec<&str> = ["27", "28", "29", "30"].iter().map(|k| r.settings.marks[*k].as_str()).collect();
    assert_eq!(marks, ["X", "III", "II", "I"]);
    // A piece landing on 28 stays there.
    assert_eq!(moves(&r, "1:25 2:2", 3), ["25-28"]);
}

#[test]
fn bell_1b_02_ten_pieces_on_odd_and_even_squares_to_20() {
    let r = rules("senet/bell");
    let p = Position::start(&r);
    assert_eq!(p.squares(&r, 1), (1..=19).step_by(2).collect::<Vec<u8>>());
    assert_eq!(p.squares(&r, 2), (2..=20).step_by(2).collect::<Vec<u8>>());
    assert_eq!(p.to_move, 1);
}

#[test]
fn bell_1b_03_one_long_die_from_one_to_four() {
    let r = rules("senet/bell");
    assert_eq!(r.throws.values(), vec![1, 2, 3, 4]);
    for v in 1..=4 {
        assert_eq!(r.throws.probability(v), f(1, 4));
    }
}

#[test]
fn bell_1b_04_never_an_extra_throw() {
    let r = rules("senet/bell");
    for throw in 1..=4 {
        assert_eq!(play(&r, "1:1 2:20", throw, 1).after.to_move, 2);
    }
    assert_eq!(r.pass(&pos(&r, "1:30 2:20"), 4).to_move, 2);
}

#[test]
fn bell_1b_05_landing_on_an_opponent_removes_it_from_the_game() {
    let r = rules("senet/bell");
    // Neighbours give no protection: 7 is taken although 8 stands beside it.
    let m = play(&r, "1:5 2:7,8", 2, 5);
    assert!(has(&m, Effects::CAPTURE) && has(&m, Effects::REMOVE));
    assert_eq!(m.after.removed, [9, 9]);
    assert_eq!(fmt(&r, &m.after), "1:7 2:8 turn:2");
    assert!(moves(&r, "1:5,7 2:20", 2).iter().all(|m| m != "5-7"));
}

#[test]
fn bell_1b_06_pieces_on_26_to_30_cannot_be_captured() {
    let r = rules("senet/bell");
    for sq in 26..=30u8 {
        let text = format!("1:{} 2:{sq}", sq - 2);
        assert!(moves(&r, &text, 2).is_empty(), "{text}");
    }
    assert_eq!(moves(&r, "1:23 2:25", 2), ["23-25"]);
}

#[test]
fn bell_1b_07_bearing_off_only_from_the_marks_with_the_exact_throw() {
    let r = rules("senet/bell");
    for (sq, throw) in [(27, 4), (28, 3), (29, 2), (30, 1)] {
        let m = play(&r, &format!("1:{sq} 2:2"), throw, sq);
        assert!(has(&m, Effects::BEAR_OFF));
        assert_eq!(m.after.off[0], 1, "each piece borne off scores one");
    }
    assert!(moves(&r, "1:30 2:2", 2).is_empty());
    assert_eq!(moves(&r, "1:26 2:2", 4), ["26-30"], "26 cannot bear off");
}

#[test]
fn bell_1b_08_a_piece_on_26_to_30_that_can_move_must() {
    let r = rules("senet/bell");
    let list = r.legal_moves(&pos(&r, "1:3,26 2:20"), 2).unwrap();
    assert_eq!(list.iter().map(short).collect::<Vec<_>>(), ["26-28"]);
    assert!(has(&list[0], Effects::FORCED));
}

#[test]
fn bell_1b_09_no_legal_move_passes() {
    let r = rules("senet/bell");
    let p = pos(&r, "1:30 2:20");
    assert!(r.legal_moves(&p, 3).unwrap().is_empty());
    assert_eq!(r.pass(&p, 3).to_move, 2);
}

#[test]
fn bell_1b_10_game_ends_when_the_result_is_certain() {
    let r = rules("senet/bell");
    // Player 1 has 3 off; player 2 has 1 off and 1 on the board: 3 > 2 is certain.
    let m = play(&r, "1:30,5 2:20 off:2,1", 1, 30);
    assert_eq!(m.after.result, Some(GameResult::Winner(1)));
    // Not yet certain: 2 off against 1 off + 1 on the board.
    assert_eq!(play(&r, "1:30,5 2:20,22 off:1,1", 1, 30).after.result, None);
    // Empty board, equal scores: a draw.
    let m = play(&r, "1:30 2:- off:2,3", 1, 30);
    assert_eq!(m.after.result, Some(GameResult::Draw));
}

#[test]
fn bell_q1_forward_between_the_marked_squares_onto_empty_squares() {
    let r = rules("senet/bell");
    assert_eq!(moves(&r, "1:27 2:2", 1), ["27-28"]);
    assert_eq!(moves(&r, "1:27 2:2", 2), ["27-29"]);
    assert!(moves(&r, "1:27 2:2,28", 1).is_empty());
}

#[test]
fn bell_q2_pieces_jump_over_pieces() {
    let r = rules("senet/bell");
    assert_eq!(moves(&r, "1:1 2:2,3,4", 4), ["1-5"]);
}

#[test]
fn bell_q3_thirty_is_safe_seat_one_starts_and_the_game_ends_early() {
    let r = rules("senet/bell");
    assert!(moves(&r, "1:28 2:30", 2).is_empty());
    assert_eq!(Position::start(&r).to_move, 1);
}

#[test]
fn bell_q4_when_the_forced_pieces_cannot_move_others_may() {
    let r = rules("senet/bell");
    assert_eq!(moves(&r, "1:3,30 2:20", 2), ["3-5"]);
}

#[test]
fn bell_q5_every_random_game_ends() {
    let r = rules("senet/bell");
    for seed in 0..200 {
        assert!(r.random_game(seed, 100_000, false).result.is_some(), "seed {seed}");
    }
}

// ---------- 1C. Jéquier's Senet ----------

#[test]
fn jeq_1c_01_safe_squares_and_water_on_27() {
    let r = rules("senet/jequier");
    for sq in [26u8, 28, 29, 30] {
        let text = format!("1:3,{} 2:{sq}", sq - 4);
        assert!(moves(&r, &text, 4).iter().all(|m| !m.ends_with(&format!("-{sq}"))), "{text}");
    }
    assert_eq!(moves(&r, "1:3,21 2:25", 4), ["3-7", "21-25"]);
    assert!(r.settings.water.is_some());
    assert_eq!(r.settings.houses.get("water"), Some(&27));
}

#[test]
fn jeq_1c_02_setup_alternates_on_one_to_ten() {
    let r = rules("senet/jequier");
    assert_eq!(fmt(&r, &Position::start(&r)), "1:1,3,5,7,9 2:2,4,6,8,10 turn:1 phase:opening");
}

#[test]
fn jeq_1c_03_opening_until_a_one_then_the_thrower_takes_the_even_set() {
    let r = rules("senet/jequier");
    let start = Position::start(&r);
    for throw in [2, 3, 4, 6] {
        assert!(r.legal_moves(&start, throw).unwrap().is_empty());
        let after = r.pass(&start, throw);
        assert_eq!((after.to_move, after.opening), (2, true), "throw {throw}");
    }
    let m = r.legal_moves(&start, 1).unwrap();
    assert_eq!(m.len(), 1);
    assert!(has(&m[0], Effects::OPENING));
    assert_eq!(fmt(&r, &m[0].after), "1:2,4,6,8,11 2:1,3,5,7,9 turn:1");
    // Seat 2 throws the 1: it already holds the even set.
    let p = r.pass(&start, 3);
    let m = r.legal_moves(&p, 1).unwrap();
    assert_eq!(fmt(&r, &m[0].after), "1:1,3,5,7,9 2:2,4,6,8,11 turn:2");
}

#[test]
fn jeq_1c_04_none_up_counts_six_and_five_cannot_be_thrown() {
    let r = rules("senet/jequier");
    assert_eq!(r.throws.values(), vec![1, 2, 3, 4, 6]);
    assert_eq!(r.throws.probability(6), f(1, 16));
    assert_eq!(r.throws.probability(2), f(3, 8));
    assert!(r.legal_moves(&pos(&r, "1:3 2:20"), 5).is_err());
}

#[test]
fn jeq_1c_05_extra_throw_after_any_move_with_1_4_6() {
    let r = rules("senet/jequier");
    for (throw, again) in [(1, true), (2, false), (3, false), (4, true), (6, true)] {
        assert_eq!(play(&r, "1:3 2:20", throw, 3).after.to_move == 1, again, "throw {throw}");
    }
    // A backward move with a 1 throws again too.
    let m = play(&r, "1:3,30 2:4,5,20", 1, 30);
    assert!(has(&m, Effects::BACKWARD) && m.after.to_move == 1);
}

#[test]
fn jeq_1c_06_forward_moves_swap_unprotected_pieces() {
    let r = rules("senet/jequier");
    let m = play(&r, "1:5,11 2:7,14,20", 2, 5);
    assert!(has(&m, Effects::SWAP));
    assert_eq!(moves(&r, "1:5,11 2:7,8,20", 2), ["11-13"]);
}

#[test]
fn jeq_1c_07_three_opponents_in_a_row_block_a_move() {
    let r = rules("senet/jequier");
    assert!(moves(&r, "1:3 2:4,5,6,20", 4).is_empty());
    assert_eq!(moves(&r, "1:3 2:4,5,20", 4), ["3-7"]);
    // Two in a row, a gap, then one more: not a blockade.
    assert_eq!(moves(&r, "1:3 2:4,5,7,20", 6), ["3-9"]);
}

#[test]
fn jeq_1c_08_water_sends_the_piece_to_the_first_empty_square() {
    let r = rules("senet/jequier");
    let m = play(&r, "1:1,23 2:2,20", 4, 23);
    assert!(has(&m, Effects::WATER));
    assert_eq!(short(&m), "23-27=3");
}

#[test]
fn jeq_1c_09_bearing_off_when_every_piece_stands_on_21_to_30() {
    let r = rules("senet/jequier");
    assert_eq!(moves(&r, "1:26,28 2:3", 4), ["26-off", "28-off"]);
    assert_eq!(moves(&r, "1:26,28 2:3", 2), ["28-off"]);
    // A piece still on 20: the piece on 28 may not leave.
    assert_eq!(moves(&r, "1:20,28 2:3", 3), ["20-23"]);
}

#[test]
fn jeq_1c_10_backward_only_without_a_forward_move_onto_empty_squares() {
    let r = rules("senet/jequier");
    let list = r.legal_moves(&pos(&r, "1:20,30 2:22,23,24"), 3).unwrap();
    // 20+3 = 23 is protected (22-23-24); 30+3 beyond 30 is not allowed while 20 is out of the last row.
    assert_eq!(list.iter().map(short).collect::<Vec<_>>(), ["20-17", "30-27=1"]);
    assert!(list.iter().all(|m| has(m, Effects::BACKWARD) && has(m, Effects::FORCED)));
    // Backward moves never swap and never go below 1.
    assert!(moves(&r, "1:3 2:1,5,6", 2).is_empty(), "3 → 1 would land on an opponent");
    assert!(moves(&r, "1:1 2:3,4", 2).is_empty(), "1 → -1 is off the board");
    assert_eq!(moves(&r, "1:3 2:5,6", 2), ["3-1"]);
}

#[test]
fn jeq_1c_11_no_move_at_all_forfeits_even_a_1_4_or_6() {
    let r = rules("senet/jequier");
    let p = pos(&r, "1:1 2:2,3,20");
    assert!(r.legal_moves(&p, 1).unwrap().is_empty());
    assert_eq!(r.pass(&p, 1).to_move, 2);
}

#[test]
fn jeq_1c_12_first_to_bear_off_all_five_wins_without_points() {
    let r = rules("senet/jequier");
    let m = play(&r, "1:29 2:3", 2, 29);
    assert_eq!(m.after.result, Some(GameResult::Winner(1)));
    assert!(!r.keeps_score());
}

#[test]
fn jeq_q1_a_backward_move_into_27_meets_the_water() {
    let r = rules("senet/jequier");
    assert_eq!(moves(&r, "1:2,30 2:5,6", 3), ["30-27=1"]);
}

#[test]
fn jeq_q2_blockades_straddle_the_turns_and_stop_backward_moves() {
    let r = rules("senet/jequier");
    // 10, 11, 12 are consecutive along the path.
    assert!(moves(&r, "1:9 2:10,11,12,25", 4).iter().all(|m| m != "9-13"));
    // Backward over 24, 25 and 26 is blocked too; over two of them it is not.
    assert!(moves(&r, "1:1,29 2:7,8,24,25,26", 6).is_empty());
    assert_eq!(moves(&r, "1:1,29 2:7,8,24,25", 6), ["29-23"]);
}

#[test]
fn jeq_q3_path_neighbours_protect_across_the_turn() {
    let r = rules("senet/jequier");
    assert!(moves(&r, "1:8,22 2:10,11,3", 2).iter().all(|m| m != "8-10"));
}

#[test]
fn jeq_q4_a_hit_piece_swaps() {
    let r = rules("senet/jequier");
    assert_eq!(after(&r, "1:5,22 2:7,14", 2, 5), "1:7,22 2:5,14 off:3,3 turn:2");
}

#[test]
fn jeq_q5_thirty_is_safe() {
    let r = rules("senet/jequier");
    assert!(moves(&r, "1:28,3 2:30,5", 2).iter().all(|m| m != "28-30"));
}

#[test]
fn jeq_q6_landing_on_30_bears_off_only_when_all_are_home() {
    let r = rules("senet/jequier");
    assert_eq!(moves(&r, "1:26,29 2:3", 1), ["26-27=1", "29-off"]);
    // With a piece outside 21-30, landing on 30 is an ordinary move and beyond is illegal.
    assert_eq!(moves(&r, "1:3,29 2:20", 1), ["3-4", "29-30"]);
    assert_eq!(moves(&r, "1:3,29 2:20", 2), ["3-5"]);
}

#[test]
fn jeq_q7_seat_one_throws_first_in_the_opening() {
    let r = rules("senet/jequier");
    let p = Position::start(&r);
    assert!(p.opening);
    assert_eq!(p.to_move, 1);
}

#[test]
fn jeq_q8_no_extra_throw_after_a_pass() {
    let r = rules("senet/jequier");
    let p = pos(&r, "1:1 2:2,3,20");
    assert_eq!(r.pass(&p, 6).to_move, 2);
    assert_eq!(r.pass(&p, 4).to_move, 2);
}

#[test]
fn jeq_q9_a_forward_move_into_27_is_a_forward_move() {
    let r = rules("senet/jequier");
    // The only forward move goes into the water; no backward move is offered.
    assert_eq!(moves(&r, "1:26 2:3,28,29", 1), ["26-27=1"]);
}

#[test]
fn jeq_q10_pieces_on_28_to_30_may_move_backward() {
    let r = rules("senet/jequier");
    assert_eq!(moves(&r, "1:2,28 2:4,5,30", 2), ["28-26"]);
}

fn f(num: u64, den: u64) -> Fraction {
    Fraction::new(num, den)
}

fn fmt(r: &tabula::engine::Rules, p: &Position) -> String {
    tabula::engine::notation::format(r, p)
}
