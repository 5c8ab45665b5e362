//! The Senet variants checked rule by rule against the project's rules in `docs/rules/`
//! (`senet-standard.md` 1A, `senet-bell.md` 1B, `senet-jequier.md` 1C,
//! `senet-kendall.md` 3.1). Each test is named after the rule or decided question it
//! checks.

use crate::common::*;
use tabula::engine::{Effects, Fraction, GameResult, Move, Position, Rules};

// ---------- 1A. Standard Senet ----------

#[test]
fn std_1a_01_board_names_its_houses() {
    let r = rules("senet/standard");
    let h = &r.settings.houses;
    assert_eq!(
        [
            h["rebirth"],
            h["beauty"],
            h["water"],
            h["three-truths"],
            h["re-atum"]
        ],
        [15, 27, 28, 29, 30]
    );
    assert_eq!(r.route_len(), 30);
}

#[test]
fn std_1a_02_setup_alternates_on_one_to_ten() {
    let r = rules("senet/standard");
    assert_eq!(
        fmt(&r, &Position::start(&r)),
        "1:1,3,5,7,9 2:2,4,6,8,10 turn:1"
    );
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
    assert_eq!(
        play(&r, "1:27,30 2:5,12,17,22,24", 4, 27).after.result,
        None
    );
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
    assert!(
        moves(&r, "1:27 2:3,29", 2).is_empty(),
        "an occupied house cannot be entered"
    );
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
    let marks: Vec<&str> = ["27", "28", "29", "30"]
        .iter()
        .map(|k| r.settings.marks[*k].as_str())
        .collect();
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
        assert!(
            r.random_game(seed, 100_000, false).result.is_some(),
            "seed {seed}"
        );
    }
}

// ---------- 1C. Jéquier's Senet ----------

#[test]
fn jeq_1c_01_safe_squares_and_water_on_27() {
    let r = rules("senet/jequier");
    for sq in [26u8, 28, 29, 30] {
        let text = format!("1:3,{} 2:{sq}", sq - 4);
        assert!(
            moves(&r, &text, 4)
                .iter()
                .all(|m| !m.ends_with(&format!("-{sq}"))),
            "{text}"
        );
    }
    assert_eq!(moves(&r, "1:3,21 2:25", 4), ["3-7", "21-25"]);
    assert!(r.settings.water.is_some());
    assert_eq!(r.settings.houses.get("water"), Some(&27));
}

#[test]
fn jeq_1c_02_setup_alternates_on_one_to_ten() {
    let r = rules("senet/jequier");
    assert_eq!(
        fmt(&r, &Position::start(&r)),
        "1:1,3,5,7,9 2:2,4,6,8,10 turn:1 phase:opening"
    );
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
        assert_eq!(
            play(&r, "1:3 2:20", throw, 3).after.to_move == 1,
            again,
            "throw {throw}"
        );
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
    assert_eq!(
        list.iter().map(short).collect::<Vec<_>>(),
        ["20-17", "30-27=1"]
    );
    assert!(list
        .iter()
        .all(|m| has(m, Effects::BACKWARD) && has(m, Effects::FORCED)));
    // Backward moves never swap and never go below 1.
    assert!(
        moves(&r, "1:3 2:1,5,6", 2).is_empty(),
        "3 → 1 would land on an opponent"
    );
    assert!(
        moves(&r, "1:1 2:3,4", 2).is_empty(),
        "1 → -1 is off the board"
    );
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
    assert!(moves(&r, "1:9 2:10,11,12,25", 4)
        .iter()
        .all(|m| m != "9-13"));
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
    assert_eq!(
        after(&r, "1:5,22 2:7,14", 2, 5),
        "1:7,22 2:5,14 off:3,3 turn:2"
    );
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

// ---------- 3.1. Kendall's Senet ----------

fn kendall() -> Rules {
    rules("senet/kendall")
}

/// The one move written `from-to` (as `short` writes it: `27-15`, `27-27`).
fn pick(r: &Rules, text: &str, throw: u8, name: &str) -> Move {
    let list = r.legal_moves(&pos(r, text), throw).unwrap();
    *list.iter().find(|m| short(m) == name).unwrap_or_else(|| {
        panic!(
            "no move {name} with {throw} in {text}; moves: {:?}",
            list.iter().map(short).collect::<Vec<_>>()
        )
    })
}

/// The position after a pass, in the notation.
fn passed(r: &Rules, text: &str, throw: u8) -> String {
    let p = pos(r, text);
    assert!(
        r.legal_moves(&p, throw).unwrap().is_empty(),
        "{text} has a move with {throw}"
    );
    fmt(r, &r.pass(&p, throw))
}

fn effects(m: &Move) -> Vec<&'static str> {
    m.effects.names()
}

#[test]
fn kendall_01_board_names_rebirth_beauty_and_water_and_only_27_protects_by_itself() {
    let r = kendall();
    let h = &r.settings.houses;
    assert_eq!([h["rebirth"], h["beauty"], h["water"]], [15, 26, 27]);
    assert_eq!(r.route_len(), 30);
    // Lone pieces on 15 and 26 can be hit like any other.
    assert_eq!(after(&r, "1:13 2:15", 2, 13), "1:15 2:13 off:6,6 turn:2");
    assert_eq!(after(&r, "1:25 2:26", 1, 25), "1:26 2:25 off:6,6 turn:1");
    // A lone piece in the water (27) cannot be landed on: the 1 from 26 moves backward.
    assert_eq!(moves(&r, "1:26 2:3,27", 1), ["26-25"]);
}

#[test]
fn kendall_02_seven_pieces_alternate_on_1_to_14_and_never_enter() {
    let r = kendall();
    let p = Position::start(&r);
    assert_eq!(
        fmt(&r, &p),
        "1:1,3,5,7,9,11,13 2:2,4,6,8,10,12,14 turn:1 phase:opening"
    );
    assert_eq!((p.waiting, p.off, r.piece_count()), ([0, 0], [0, 0], 7));
    // Pieces missing from the board were borne off: there is no entering.
    assert_eq!(pos(&r, "1:5 2:6,7").off, [6, 5]);
    let five = rules_with("senet/kendall", &[("pieces", "5")]);
    assert_eq!(
        fmt(&five, &Position::start(&five)),
        "1:1,3,5,7,9 2:2,4,6,8,10 turn:1 phase:opening"
    );
}

#[test]
fn kendall_03_opening_the_first_one_takes_white_and_moves_14_to_15() {
    let r = kendall();
    let start = Position::start(&r);
    // Every other throw has no effect and no extra throw, 4 and 5 included.
    for throw in [2, 3, 4, 5] {
        assert!(r.legal_moves(&start, throw).unwrap().is_empty());
        let after = r.pass(&start, throw);
        assert_eq!(
            fmt(&r, &after),
            "1:1,3,5,7,9,11,13 2:2,4,6,8,10,12,14 turn:2 phase:opening",
            "throw {throw}"
        );
    }
    // Seat 1 throws the 1: it takes the even set and moves 14 to 15, then throws again.
    let m = r.legal_moves(&start, 1).unwrap();
    assert_eq!(m.iter().map(short).collect::<Vec<_>>(), ["14-15"]);
    assert_eq!(effects(&m[0]), ["opening", "extra_throw"]);
    assert_eq!(
        fmt(&r, &m[0].after),
        "1:2,4,6,8,10,12,15 2:1,3,5,7,9,11,13 turn:1"
    );
    // Seat 2 throws it: seat 2 plays white (the even set) and throws again.
    let m = r.legal_moves(&r.pass(&start, 3), 1).unwrap();
    assert_eq!(
        fmt(&r, &m[0].after),
        "1:1,3,5,7,9,11,13 2:2,4,6,8,10,12,15 turn:2"
    );
}

#[test]
fn kendall_04_four_sticks_none_up_counts_five() {
    let r = kendall();
    assert_eq!(r.throws.values(), vec![1, 2, 3, 4, 5]);
    let p: Vec<Fraction> = (1..=5).map(|v| r.throws.probability(v)).collect();
    assert_eq!(p, [f(1, 4), f(3, 8), f(1, 4), f(1, 16), f(1, 16)]);
}

#[test]
fn kendall_05_one_throw_one_move_and_1_4_5_throw_again_even_after_a_pass() {
    let r = kendall();
    for (throw, next) in [(1, 1), (2, 2), (3, 2), (4, 1), (5, 1)] {
        let m = play(&r, "1:3 2:20", throw, 3);
        assert_eq!(
            fmt(&r, &m.after),
            format!("1:{} 2:20 off:6,6 turn:{next}", 3 + throw)
        );
        assert_eq!(has(&m, Effects::EXTRA_THROW), next == 1);
    }
    // A lone piece on 29 passes every throw but a 2.
    for (throw, next) in [(1, 1), (3, 2), (4, 1), (5, 1)] {
        assert_eq!(
            passed(&r, "1:29 2:20", throw),
            format!("1:29 2:20 off:6,6 turn:{next}")
        );
    }
    // The only other end of a turn: a return from the water, even with a 1 or 5.
    assert_eq!(
        fmt(&r, &pick(&r, "1:27 2:20", 5, "27-15").after),
        "1:15 2:20 off:6,6 turn:2 lost:1 returned:1"
    );
}

#[test]
fn kendall_06_forward_by_the_throw_jumping_pieces_and_26_reached_exactly() {
    let r = kendall();
    // 1 jumps 2, 3 and 4 (no blockades).
    assert_eq!(moves(&r, "1:1 2:2,3,4,20", 4), ["1-5"]);
    assert_eq!(moves(&r, "1:22 2:3", 4), ["22-26"]);
    // 22 + 5 and 24 + 3 would pass 26: those pieces have no forward move.
    assert_eq!(moves(&r, "1:10,22 2:3", 5), ["10-15"]);
    assert_eq!(moves(&r, "1:10,24 2:3", 3), ["10-13"]);
    // A lone piece on 24 with a 3 therefore has to move backward.
    assert_eq!(moves(&r, "1:24 2:3", 3), ["24-21"]);
}

#[test]
fn kendall_07_landing_swaps_with_an_unprotected_piece_never_a_protected_or_own_one() {
    let r = kendall();
    let m = play(&r, "1:5,11 2:7,14,20", 2, 5);
    assert_eq!(effects(&m), ["swap"]);
    assert_eq!(fmt(&r, &m.after), "1:7,11 2:5,14,20 off:5,4 turn:2");
    assert_eq!(
        moves(&r, "1:5,11 2:7,8,20", 2),
        ["11-13"],
        "7 is protected by 8"
    );
    assert_eq!(
        moves(&r, "1:5,7 2:20", 2),
        ["7-9"],
        "5 cannot land on its own 7"
    );
}

#[test]
fn kendall_08_pairs_protect_on_every_square_the_last_five_included() {
    let r = kendall();
    // 28 and 29 protect each other: no hit from 26, so the 26 moves backward.
    assert_eq!(moves(&r, "1:26 2:3,28,29", 2), ["26-24"]);
    assert_eq!(moves(&r, "1:26 2:3,28,29", 3), ["26-23"]);
    // A piece in the water protects its neighbour on 26.
    assert_eq!(moves(&r, "1:25 2:26,27", 1), ["25-24"]);
    // Across the turn 10/11.
    assert_eq!(moves(&r, "1:8 2:10,11", 2), ["8-6"]);
}

#[test]
fn kendall_09_backward_only_without_a_forward_move_from_1_to_26_onto_empty_or_unprotected() {
    let r = kendall();
    // 24 cannot pass 26 and 29 leaves only with a 2: 24 moves back to 21.
    let m = pick(&r, "1:24,29 2:3", 3, "24-21");
    assert_eq!(moves(&r, "1:24,29 2:3", 3), ["24-21"]);
    assert_eq!(effects(&m), ["backward", "forced"]);
    assert_eq!(fmt(&r, &m.after), "1:21,29 2:3 off:5,6 turn:2");
    // Onto an unprotected opposing piece: they swap, so the hit piece moves forward.
    let m = pick(&r, "1:24,29 2:3,21", 3, "24-21");
    assert_eq!(effects(&m), ["backward", "forced", "swap"]);
    assert_eq!(fmt(&r, &m.after), "1:21,29 2:3,24 off:5,5 turn:2");
    // Not onto a protected piece, nor an own piece, nor below square 1.
    assert_eq!(moves(&r, "1:24,29 2:20,21", 3), Vec::<String>::new());
    assert_eq!(moves(&r, "1:21,24,29 2:3", 3), ["21-18"]);
    assert_eq!(moves(&r, "1:2,29 2:5,6", 3), Vec::<String>::new());
    // Pieces on 28, 29 and 30 never move backward.
    assert_eq!(moves(&r, "1:28 2:3", 1), Vec::<String>::new());
    // A bearing off is a forward move: no backward move while it exists.
    assert_eq!(moves(&r, "1:24,28 2:3", 3), ["28-off"]);
}

#[test]
fn kendall_10_no_move_at_all_passes_and_1_4_5_still_throw_again() {
    let r = kendall();
    assert_eq!(passed(&r, "1:28 2:3", 1), "1:28 2:3 off:6,6 turn:1");
    assert_eq!(passed(&r, "1:28 2:3", 2), "1:28 2:3 off:6,6 turn:2");
    assert_eq!(passed(&r, "1:28 2:3", 4), "1:28 2:3 off:6,6 turn:1");
    assert_eq!(passed(&r, "1:28 2:3", 5), "1:28 2:3 off:6,6 turn:1");
}

#[test]
fn kendall_11_the_last_squares() {
    let r = kendall();
    // From 26: 1 into the water, 2 to 28, 3 to 29, 4 to 30, 5 off.
    let into = play(&r, "1:26 2:3", 1, 26);
    assert_eq!(
        (short(&into), effects(&into)),
        ("26-27".to_string(), vec!["water", "extra_throw"])
    );
    assert_eq!(fmt(&r, &into.after), "1:27 2:3 off:6,6 turn:1");
    for (throw, to) in [(2, "26-28"), (3, "26-29"), (4, "26-30"), (5, "26-off")] {
        assert_eq!(moves(&r, "1:26 2:3", throw), [to], "throw {throw}");
    }
    // 28 leaves only with a 3, 29 only with a 2, 30 with any throw; nothing else moves them.
    for throw in 1..=5u8 {
        let want = |sq: u8, ok: bool| {
            if ok {
                vec![format!("{sq}-off")]
            } else {
                vec![]
            }
        };
        assert_eq!(
            moves(&r, "1:28 2:3", throw),
            want(28, throw == 3),
            "28, throw {throw}"
        );
        assert_eq!(
            moves(&r, "1:29 2:3", throw),
            want(29, throw == 2),
            "29, throw {throw}"
        );
        assert_eq!(
            moves(&r, "1:30 2:3", throw),
            want(30, true),
            "30, throw {throw}"
        );
    }
    // An unprotected piece on 28 to 30 hit from 26 goes into the water, not to 26.
    let m = play(&r, "1:26 2:3,29", 3, 26);
    assert_eq!(effects(&m), ["to_water"]);
    assert_eq!(fmt(&r, &m.after), "1:29 2:3,27 off:6,5 turn:2");
    assert_eq!(
        after(&r, "1:26 2:3,30", 4, 26),
        "1:30 2:3,27 off:6,5 turn:1"
    );
    // While 27 is occupied, nothing on 28 to 30 can be hit: the 26 moves backward.
    assert_eq!(moves(&r, "1:26 2:3,27,29", 3), ["26-23"]);
    // And 27 itself can never be landed on.
    assert_eq!(moves(&r, "1:26 2:3,27", 1), ["26-25"]);
}

#[test]
fn kendall_12_the_water_bears_off_with_a_4_else_waits_or_returns_to_an_empty_15() {
    let r = kendall();
    // A 4 bears it off, the only legal move; the 5 on 5 may not move meanwhile.
    let m = r.legal_moves(&pos(&r, "1:5,27 2:3"), 4).unwrap();
    assert_eq!(m.iter().map(short).collect::<Vec<_>>(), ["27-off"]);
    assert_eq!(effects(&m[0]), ["forced", "bear_off", "extra_throw"]);
    assert_eq!(fmt(&r, &m[0].after), "1:5 2:3 off:6,6 turn:1");
    // Any other throw: return to 15, or wait (a pass; a 1 or 5 throws again).
    for (throw, next) in [(1, 1), (2, 2), (3, 2), (5, 1)] {
        assert_eq!(
            moves(&r, "1:5,27 2:3", throw),
            ["27-15", "27-27"],
            "throw {throw}"
        );
        let wait = pick(&r, "1:5,27 2:3", throw, "27-27");
        assert!(has(&wait, Effects::WAIT));
        assert_eq!(
            fmt(&r, &wait.after),
            format!("1:5,27 2:3 off:5,6 turn:{next}")
        );
        let back = pick(&r, "1:5,27 2:3", throw, "27-15");
        assert_eq!(effects(&back), ["return"]);
        assert_eq!(
            fmt(&r, &back.after),
            "1:5,15 2:3 off:5,6 turn:2 lost:1 returned:1"
        );
    }
    // 15 taken, by either colour: the piece must wait.
    assert_eq!(moves(&r, "1:5,27 2:3,15", 2), ["27-27"]);
    assert_eq!(moves(&r, "1:5,15,27 2:3", 2), ["27-27"]);
}

#[test]
fn kendall_13_a_return_ends_the_turn_loses_the_next_and_the_returned_piece_moves_first() {
    let r = kendall();
    let back = pick(&r, "1:5,27 2:3,20", 5, "27-15");
    assert_eq!(
        fmt(&r, &back.after),
        "1:5,15 2:3,20 off:5,5 turn:2 lost:1 returned:1"
    );
    // Player 2's turn ends with a 2: player 1's turn is skipped, player 2 throws again.
    let m = play(&r, "1:5,15 2:3,20 turn:2 lost:1 returned:1", 2, 20);
    assert_eq!(effects(&m), ["lost_turn"]);
    assert_eq!(fmt(&r, &m.after), "1:5,15 2:3,22 off:5,5 turn:2 returned:1");
    // The second turn ends normally.
    assert_eq!(
        after(&r, "1:5,15 2:3,22 turn:2 returned:1", 3, 22),
        "1:5,15 2:3,25 off:5,5 turn:1 returned:1"
    );
    // A pass ends a turn too, and skips the lost one just the same.
    assert_eq!(
        passed(&r, "1:5,15 2:29 turn:2 lost:1 returned:1", 3),
        "1:5,15 2:29 off:5,6 turn:2 returned:1"
    );
    // Player 1 may move only the returned piece, forward if it can...
    let m = r
        .legal_moves(&pos(&r, "1:5,15 2:3,25 returned:1"), 2)
        .unwrap();
    assert_eq!(m.iter().map(short).collect::<Vec<_>>(), ["15-17"]);
    assert_eq!(effects(&m[0]), ["forced"]);
    assert_eq!(fmt(&r, &m[0].after), "1:5,17 2:3,25 off:5,5 turn:2");
    // ...else backward...
    assert_eq!(moves(&r, "1:5,15 2:3,16,17 returned:1", 2), ["15-13"]);
    // ...else it passes and the duty remains (a 1 still throws again).
    assert_eq!(
        passed(&r, "1:5,15 2:13,14,16,17 returned:1", 2),
        "1:5,15 2:13,14,16,17 off:5,3 turn:2 returned:1"
    );
    assert_eq!(
        passed(&r, "1:5,15 2:13,14,16,17 returned:1", 1),
        "1:5,15 2:13,14,16,17 off:5,3 turn:1 returned:1"
    );
    // With a piece in the water as well, the returned piece still comes first.
    assert_eq!(moves(&r, "1:15,27 2:3 returned:1", 4), ["15-19"]);
}

#[test]
fn kendall_14_bearing_off_from_26_27_28_29_30_and_nowhere_else() {
    let r = kendall();
    for (sq, throw) in [(26, 5), (27, 4), (28, 3), (29, 2), (30, 1), (30, 5)] {
        let m = play(&r, &format!("1:{sq} 2:3"), throw, sq);
        assert!(has(&m, Effects::BEAR_OFF), "{sq} with {throw}");
        assert_eq!(m.after.off, [7, 6]);
    }
    // 25 + 5 reaches 30 but passes 26: not a move at all; 25 moves back instead.
    assert_eq!(moves(&r, "1:25 2:3", 5), ["25-20"]);
    // Not required, but a forward move: it rules out the backward 24-21.
    assert_eq!(moves(&r, "1:24,30 2:3", 3), ["30-off"]);
}

#[test]
fn kendall_15_a_player_with_a_legal_move_must_make_one_and_chooses_which() {
    let r = kendall();
    assert_eq!(moves(&r, "1:3,10 2:20", 2), ["3-5", "10-12"]);
    // A forward move of any piece comes before every backward move.
    assert_eq!(moves(&r, "1:10,24 2:3", 3), ["10-13"]);
}

#[test]
fn kendall_16_the_first_to_bear_off_all_seven_wins() {
    let r = kendall();
    let m = play(&r, "1:30 2:3 off:6,6", 2, 30);
    assert_eq!(fmt(&r, &m.after), "1:- 2:3 off:7,6 turn:2 result:1");
    assert_eq!(play(&r, "1:29,30 2:3", 2, 29).after.result, None);
    let five = rules_with("senet/kendall", &[("pieces", "5")]);
    assert_eq!(
        play(&five, "1:30 2:3", 1, 30).after.result,
        Some(GameResult::Winner(1))
    );
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
fn kendall_17_five_pieces_open_from_10_to_11() {
    let r = rules_with("senet/kendall", &[("pieces", "5")]);
    let m = r.legal_moves(&Position::start(&r), 1).unwrap();
    assert_eq!(m.iter().map(short).collect::<Vec<_>>(), ["10-11"]);
    assert_eq!(fmt(&r, &m[0].after), "1:2,4,6,8,11 2:1,3,5,7,9 turn:1");
}

#[test]
fn kendall_17_trap_an_overshoot_falls_into_an_empty_water() {
    let r = rules_with("senet/kendall", &[("trap", "on")]);
    let m = play(&r, "1:24 2:3", 3, 24);
    assert_eq!(
        (short(&m), effects(&m)),
        ("24-27".to_string(), vec!["overshoot", "water"])
    );
    assert_eq!(fmt(&r, &m.after), "1:27 2:3 off:6,6 turn:2");
    // From 22 with a 5 (one past 26) too; the 5 throws again.
    assert_eq!(after(&r, "1:22 2:3", 5, 22), "1:27 2:3 off:6,6 turn:1");
    // The trap is a forward move: the 10 may move as well, and nothing moves backward.
    assert_eq!(moves(&r, "1:10,24 2:3", 3), ["10-13", "24-27"]);
    // 27 occupied: the move is illegal, and the piece moves backward instead.
    assert_eq!(moves(&r, "1:24 2:3,27", 3), ["24-21"]);
    // Moves that reach 26 exactly, and moves from 26, are not trapped.
    assert_eq!(moves(&r, "1:23 2:3", 3), ["23-26"]);
    assert_eq!(moves(&r, "1:26 2:3", 4), ["26-30"]);
}

#[test]
fn kendall_17_home_row_no_bearing_off_while_a_piece_stands_on_1_to_10() {
    let r = rules_with("senet/kendall", &[("home-row", "on")]);
    assert_eq!(moves(&r, "1:5,30 2:3", 2), ["5-7"]);
    assert_eq!(moves(&r, "1:11,30 2:3", 2), ["11-13", "30-off"]);
    assert_eq!(moves(&r, "1:10,26 2:3", 5), ["10-15"]);
    // From the water too: the 4 is then like any other throw.
    assert_eq!(moves(&r, "1:5,27 2:3", 4), ["27-15", "27-27"]);
    assert_eq!(moves(&r, "1:11,27 2:3", 4), ["27-off"]);
}

#[test]
fn kendall_17_starting_throw_each_player_must_throw_a_1_before_moving() {
    let r = rules_with("senet/kendall", &[("starting-throw", "on")]);
    let start = Position::start(&r);
    assert_eq!(
        fmt(&r, &start),
        "1:1,3,5,7,9,11,13 2:2,4,6,8,10,12,14 turn:1 phase:opening unstarted:1,2"
    );
    // White's 1 in the opening counts; black still has to throw one.
    let opened = r.legal_moves(&start, 1).unwrap()[0].after;
    assert_eq!(
        fmt(&r, &opened),
        "1:2,4,6,8,10,12,15 2:1,3,5,7,9,11,13 turn:1 unstarted:2"
    );
    assert_eq!(
        after(
            &r,
            "1:2,4,6,8,10,12,15 2:1,3,5,7,9,11,13 unstarted:2",
            2,
            15
        ),
        "1:2,4,6,8,10,12,17 2:1,3,5,7,9,11,13 turn:2 unstarted:2"
    );
    // Black's throws before its first 1 are passes; a 4 or 5 still throws again.
    let black = "1:2,4,6,8,10,12,17 2:1,3,5,7,9,11,13 turn:2 unstarted:2";
    assert_eq!(
        passed(&r, black, 2),
        "1:2,4,6,8,10,12,17 2:1,3,5,7,9,11,13 turn:1 unstarted:2"
    );
    assert_eq!(
        passed(&r, black, 4),
        "1:2,4,6,8,10,12,17 2:1,3,5,7,9,11,13 turn:2 unstarted:2"
    );
    // The 1 itself is played.
    assert_eq!(
        after(&r, black, 1, 13),
        "1:2,4,6,8,10,12,17 2:1,3,5,7,9,11,14 turn:2"
    );
}

#[test]
fn kendall_q1_each_throw_is_played_as_it_comes() {
    let r = kendall();
    // A 4 moves one piece by 4, then the same player throws again: no sharing of throws.
    let m = play(&r, "1:3,9 2:20", 4, 3);
    assert_eq!(fmt(&r, &m.after), "1:7,9 2:20 off:5,6 turn:1");
}

#[test]
fn kendall_q2_a_pass_with_1_4_or_5_keeps_the_extra_throw() {
    let r = kendall();
    for (throw, next) in [(1, 1), (3, 2), (4, 1), (5, 1)] {
        assert_eq!(
            passed(&r, "1:29 2:3", throw),
            format!("1:29 2:3 off:6,6 turn:{next}"),
            "throw {throw}"
        );
    }
}

#[test]
fn kendall_q3_opening_seat_one_first_one_throw_each_then_the_thrower_throws_again() {
    let r = kendall();
    let start = Position::start(&r);
    assert_eq!((start.to_move, start.opening), (1, true));
    // A 5 by seat 1 and a 4 by seat 2: one throw each, no extra throw.
    let p = r.pass(&r.pass(&start, 5), 4);
    assert_eq!((p.to_move, p.opening), (1, true));
    let m = r.legal_moves(&r.pass(&p, 2), 1).unwrap();
    assert_eq!(
        fmt(&r, &m[0].after),
        "1:1,3,5,7,9,11,13 2:2,4,6,8,10,12,15 turn:2"
    );
}

#[test]
fn kendall_q4_path_neighbours_protect_judged_before_the_move_and_a_swap_does_nothing_more() {
    let r = kendall();
    // 9 and 12 are one above the other, not path neighbours.
    assert_eq!(moves(&r, "1:7 2:9,12", 2), ["7-9"]);
    // The attacker's own pieces on 6 and 8 never protect its target on 7.
    assert_eq!(after(&r, "1:6,8 2:7", 1, 6), "1:7,8 2:6 off:5,6 turn:1");
    // A swap from 25 to 26 sends the hit piece to 25 and does nothing more.
    assert_eq!(after(&r, "1:22 2:26", 4, 22), "1:26 2:22 off:6,6 turn:1");
}

#[test]
fn kendall_q5_backward_moves_jump_and_never_start_on_27_to_30() {
    let r = kendall();
    // 24 jumps 23 and 22 on its way back to 21.
    assert_eq!(moves(&r, "1:24,29 2:22,23", 3), ["24-21"]);
    // With the home-row option a piece on 30 may have no move: it still never moves back.
    let home = rules_with("senet/kendall", &[("home-row", "on")]);
    assert_eq!(moves(&home, "1:1,30 2:2,3", 1), Vec::<String>::new());
}

#[test]
fn kendall_q6_no_piece_passes_26_without_stopping() {
    let r = kendall();
    assert_eq!(moves(&r, "1:23 2:3", 4), ["23-19"]);
    let trap = rules_with("senet/kendall", &[("trap", "on")]);
    assert_eq!(moves(&trap, "1:23 2:3", 4), ["23-27"]);
}

#[test]
fn kendall_q7_hits_on_28_to_30_only_from_26_unprotected_while_27_is_empty() {
    let r = kendall();
    assert_eq!(
        after(&r, "1:26 2:3,28", 2, 26),
        "1:28 2:3,27 off:6,5 turn:2"
    );
    assert_eq!(
        moves(&r, "1:26 2:3,28,29", 2),
        ["26-24"],
        "28 protected by 29"
    );
    assert_eq!(moves(&r, "1:26 2:3,27,28", 2), ["26-24"], "27 occupied");
    // 26 is an ordinary square: a lone piece there is swapped.
    assert_eq!(after(&r, "1:25 2:26", 1, 25), "1:26 2:25 off:6,6 turn:1");
}

#[test]
fn kendall_q8_the_owner_chooses_a_lost_turn_is_skipped_whole_and_15_taken_means_wait() {
    let r = kendall();
    // Player 1 returns with a 2; player 2 then plays two turns in a row.
    let back = pick(&r, "1:9,27 2:3,20", 2, "27-15");
    let p2 = back.after;
    assert_eq!(
        fmt(&r, &p2),
        "1:9,15 2:3,20 off:5,5 turn:2 lost:1 returned:1"
    );
    let first = play(&r, &fmt(&r, &p2), 3, 20); // ends player 2's first turn
    assert!(has(&first, Effects::LOST_TURN));
    assert_eq!(
        fmt(&r, &first.after),
        "1:9,15 2:3,23 off:5,5 turn:2 returned:1"
    );
    let second = play(&r, &fmt(&r, &first.after), 2, 23); // ends the second
    assert!(!has(&second, Effects::LOST_TURN));
    assert_eq!(
        fmt(&r, &second.after),
        "1:9,15 2:3,25 off:5,5 turn:1 returned:1"
    );
    // The 4 bears off and throws again; waiting with a 5 throws again.
    assert_eq!(after(&r, "1:9,27 2:3", 4, 27), "1:9 2:3 off:6,6 turn:1");
    assert_eq!(
        fmt(&r, &pick(&r, "1:9,27 2:3", 5, "27-27").after),
        "1:9,27 2:3 off:5,6 turn:1"
    );
    // 15 occupied by either colour: wait is the only choice.
    assert_eq!(moves(&r, "1:9,27 2:3,15", 5), ["27-27"]);
    assert_eq!(moves(&r, "1:9,15,27 2:3", 5), ["27-27"]);
    // Both players lose a turn: player 2 returns while player 1's lost turn is pending;
    // both are skipped, and player 1 throws next.
    let m = pick(&r, "1:9,20 2:3,27 turn:2 lost:1", 2, "27-15");
    assert_eq!(effects(&m), ["return", "lost_turn"]);
    assert_eq!(fmt(&r, &m.after), "1:9,20 2:3,15 off:5,5 turn:1 returned:2");
}

#[test]
fn kendall_q9_the_duty_belongs_to_the_piece_comes_before_the_water_and_pairs_still_protect() {
    let r = kendall();
    // Player 2 hits the returned piece on 15: the duty ends.
    let m = play(&r, "1:5,15 2:13,20 turn:2 returned:1", 2, 13);
    assert_eq!(effects(&m), ["swap"]);
    assert_eq!(fmt(&r, &m.after), "1:5,13 2:15,20 off:5,5 turn:1");
    assert_eq!(moves(&r, &fmt(&r, &m.after), 2), ["5-7", "13-15"]);
    // The returned piece before the piece in the water.
    assert_eq!(moves(&r, "1:15,27 2:3 returned:1", 4), ["15-19"]);
    assert_eq!(moves(&r, "1:15,27 2:3 returned:1", 2), ["15-17"]);
    // 14 and 15 still protect each other: player 2's 12 cannot hit either.
    assert_eq!(moves(&r, "1:14,15 2:12 turn:2 returned:1", 2), ["12-10"]);
    assert_eq!(moves(&r, "1:14,15 2:12 turn:2 returned:1", 3), ["12-9"]);
}

#[test]
fn kendall_q10_bearing_off_is_never_required() {
    let r = kendall();
    assert_eq!(moves(&r, "1:10,30 2:3", 2), ["10-12", "30-off"]);
    assert_eq!(
        moves(&r, "1:24,26 2:3", 5),
        ["26-off"],
        "but it rules out 24-19"
    );
}

/// With the home-row option a game can go on for ever: a player with a piece in the
/// water, another on 15 and one on 1 to 10 can only wait (the 4 cannot bear off, the
/// return needs 15 empty), and an opponent held behind their pairs cannot change that.
/// The rules file does not say what happens then; the engine plays the rules as written.
#[test]
fn kendall_17_home_row_can_hold_a_piece_in_the_water_for_good() {
    let r = rules_with("senet/kendall", &[("home-row", "on")]);
    let p = "1:21 2:4,5,8,14,15,26,27 off:6,0 turn:2";
    for throw in 1..=5 {
        assert_eq!(moves(&r, p, throw), ["27-27"], "throw {throw}");
    }
    // Player 1's last piece can neither pass 26 nor land on it (27 protects it).
    assert_eq!(moves(&r, "1:21 2:4,5,8,14,15,26,27 off:6,0", 5), ["21-16"]);
}

#[test]
fn kendall_q11_every_combination_of_the_options_plays() {
    let base = kendall();
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
fn kendall_q12_where_ludii_is_not_followed() {
    let r = kendall();
    // Waiting with a 1 throws again (Ludii ends the turn).
    assert_eq!(pick(&r, "1:9,27 2:3", 1, "27-27").after.to_move, 1);
    // The 4 from the water and the returned piece's first move with a 1, 4 or 5 throw again.
    assert_eq!(play(&r, "1:9,27 2:3", 4, 27).after.to_move, 1);
    assert_eq!(
        after(&r, "1:9,15 2:3 returned:1", 1, 15),
        "1:9,16 2:3 off:5,6 turn:1"
    );
    // A return costs the next turn (Ludii: nothing more).
    assert_eq!(pick(&r, "1:9,27 2:3", 3, "27-15").after.lost, 1);
    // A piece that swaps onto 15 does not inherit the duty (Ludii marks the square).
    let m = play(&r, "1:5,15 2:13,20 turn:2 returned:1", 2, 13);
    assert_eq!(m.after.returned, 0);
    assert_eq!(moves(&r, "1:5,13 2:15,20 turn:2", 2), ["15-17", "20-22"]);
}

#[test]
fn kendall_the_lasting_state_is_checked_in_the_notation() {
    let r = kendall();
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

fn f(num: u64, den: u64) -> Fraction {
    Fraction::new(num, den)
}

fn fmt(r: &tabula::engine::Rules, p: &Position) -> String {
    tabula::engine::notation::format(r, p)
}
