//! The bearing-off endgames of a game too large to solve whole: the positions where
//! each side has few pieces left, solved on their own, against the same positions
//! solved as the whole game with that many pieces, and the Bellman equation on the
//! endgames of random games.

mod common;

use common::{backup, bundled, with_pieces};
use tabula_engine::{notation, Position, Rules};
use tabula_solve::{
    check_memory, largest_endgames, solve, solve_part, table::part_key, Part, SolveError, Table,
    TableError,
};

fn endgames(rules: &Rules, left: u8) -> Table {
    solve_part(rules, Part::Endgames { left }, 1e-7, 1 << 30, &|_| {}).unwrap()
}

#[test]
fn senets_endgames_are_the_game_played_with_that_many_pieces() {
    // Pieces borne off never come back and no rule counts them, so a position of
    // Senet with five pieces where each side has at most two left is worth what
    // the same pieces are worth in Senet played with two pieces.
    let five = bundled("senet/standard");
    let two = with_pieces("senet/standard", 5, 2);
    let part = endgames(&five, 2);
    let whole = solve(&two, 1e-7, 1 << 30, &|_| {}).unwrap();
    assert!(part.residual < 1e-6, "residual {}", part.residual);
    let mut checked = 0;
    for seed in 0..20 {
        let game = two.random_game(seed, 2_000, true);
        for ply in &game.plies {
            let mut p = ply.after;
            p.off = [p.off[0] + 3, p.off[1] + 3];
            let text = notation::format(&five, &p);
            assert!(part.holds(&p), "{text}");
            let (a, b) = (part.win(&p), whole.win(&ply.after));
            assert!((a - b).abs() < 1e-6, "{text}: {a} as an endgame, {b} whole");
            checked += 1;
        }
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn the_endgames_of_random_games_satisfy_the_bellman_equation() {
    for id in ["senet/standard", "senet/jequier", "senet/kendall"] {
        let rules = bundled(id);
        let table = endgames(&rules, 2);
        assert!(table.residual < 1e-6, "{id}: residual {}", table.residual);
        let mut checked = 0;
        for seed in 0..40 {
            let game = rules.random_game(seed, 50_000, true);
            let mut before = Position::start(&rules);
            assert!(!table.holds(&before), "{id}: the start is no endgame");
            for ply in &game.plies {
                if table.holds(&before) && before.result.is_none() {
                    let v = backup(&rules, &table, &before);
                    let stored = table.win(&before);
                    assert!(
                        (stored - v).abs() < 1e-5,
                        "{id}: {} is {stored}, its throws give {v}",
                        notation::format(&rules, &before)
                    );
                    checked += 1;
                }
                before = ply.after;
            }
        }
        assert!(checked > 100, "{id}: {checked}");
    }
}

#[test]
fn a_game_too_large_to_solve_whole_is_shown_the_endgames_that_fit() {
    let senet = bundled("senet/standard");
    let e = solve(&senet, 1e-7, 4 << 30, &|_| panic!("no sweep runs")).unwrap_err();
    assert!(matches!(e, SolveError::TooMany { .. }), "{e}");
    // Four pieces left a side are more positions than the solver numbers; three fit.
    assert!(check_memory(&senet, Part::Endgames { left: 4 }, 4 << 30).is_err());
    assert_eq!(largest_endgames(&senet, 4 << 30), Some((3, 15_143_571)));
    // With less memory, fewer pieces left.
    assert_eq!(largest_endgames(&senet, 8 << 20), Some((2, 190_591)));
}

#[test]
fn a_table_of_the_endgames_is_never_read_as_another_part() {
    let rules = bundled("senet/standard");
    let table = endgames(&rules, 1);
    let key = part_key(&rules, Part::Endgames { left: 1 });
    assert!(key.ends_with("-endgame-1"), "{key}");
    assert_ne!(key, part_key(&rules, Part::Endgames { left: 2 }));
    let mut bytes = Vec::new();
    table.write(&key, &mut bytes).unwrap();
    let back = Table::read(
        &rules,
        Part::Endgames { left: 1 },
        &key,
        &mut bytes.as_slice(),
    );
    assert_eq!(back.unwrap().len(), table.len());
    assert!(matches!(
        Table::read(
            &rules,
            Part::Endgames { left: 2 },
            &key,
            &mut bytes.as_slice()
        ),
        Err(TableError::WrongSize { .. })
    ));
    let other = part_key(&rules, Part::Endgames { left: 2 });
    assert!(matches!(
        Table::read(
            &rules,
            Part::Endgames { left: 1 },
            &other,
            &mut bytes.as_slice()
        ),
        Err(TableError::OtherRules(_))
    ));
}

#[test]
fn a_player_with_the_endgames_plays_them_perfectly_and_elsewhere_as_before() {
    use tabula_engine::{Computer, WithExact};
    let rules = bundled("senet/standard");
    let table = endgames(&rules, 2);
    let player = Computer::Expectimax { depth: 1 };
    let with = WithExact {
        player,
        exact: &table,
    };
    let (mut inside, mut outside) = (0, 0);
    for seed in 0..40 {
        let game = rules.random_game(seed, 50_000, true);
        let mut before = Position::start(&rules);
        for ply in &game.plies {
            for (r, _) in rules.throws.chances() {
                let moves = rules.legal_moves(&before, r).unwrap();
                if moves.len() < 2 {
                    continue;
                }
                let chosen = with.choose(&rules, &before, &moves).unwrap();
                if table.holds(&before) {
                    let best = moves
                        .iter()
                        .map(|m| table.move_win(before.to_move, m))
                        .fold(0.0, f64::max);
                    let got = table.move_win(before.to_move, &moves[chosen]);
                    assert!(
                        (best - got).abs() < 1e-9,
                        "{}: {got} chosen, {best} best",
                        notation::format(&rules, &before)
                    );
                    inside += 1;
                } else {
                    assert_eq!(Some(chosen), player.choose(&rules, &before, &moves));
                    outside += 1;
                }
            }
            before = ply.after;
        }
    }
    assert!(inside > 50 && outside > 50, "{inside} {outside}");
}
