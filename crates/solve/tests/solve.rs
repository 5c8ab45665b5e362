//! The solver against values worked out by hand, the Bellman equation on positions
//! of every rule set it solves here (small ones: one and two pieces a side), the
//! mirror against the engine, and the table's bytes against damage.

mod common;

use common::{backup, bundled, with_pieces};
use tabula_engine::{notation, Mirror, Position, Rules};
use tabula_solve::{solve, solve_spilling, Part, SolveError, Table, TableError};

fn solved(rules: &Rules) -> Table {
    solve(rules, 1e-7, 1 << 30, &|_| {}).unwrap()
}

fn pos(rules: &Rules, text: &str) -> Position {
    notation::parse(rules, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn one_piece_each_on_the_last_square_is_four_sevenths_for_the_side_to_move() {
    // Finkel's rules, one piece each, both on square 14 (their own last squares):
    // only a 1 (chance 4/16) bears off; anything else passes to the opponent, who
    // stands the same. So V = 1/4 + 3/4 (1 - V), and V = 4/7.
    let rules = with_pieces("ur/finkel", 7, 1);
    let table = solved(&rules);
    let v = table.win(&pos(&rules, "1:14 2:14"));
    assert!((v - 4.0 / 7.0).abs() < 1e-6, "{v}");
    let v = table.win(&pos(&rules, "1:14 2:14 turn:2"));
    assert!((v - 4.0 / 7.0).abs() < 1e-6, "{v}");
}

#[test]
fn one_piece_a_square_further_back_is_116_of_161() {
    // Seat 1 on 13, seat 2 on 14, seat 1 to move. A 2 (6/16) bears off and wins;
    // a 1 (4/16) lands on the rosette of square 14 and throws again, from the
    // position worth 4/7; a 0, 3 or 4 (6/16) passes, and seat 2 then wins with
    // W = 1/4 + 3/4 (1 - V). So V = 3/8 + 1/7 + 3/8 * 3/4 * V: V = 116/161.
    let rules = with_pieces("ur/finkel", 7, 1);
    let table = solved(&rules);
    let v = table.win(&pos(&rules, "1:13 2:14"));
    assert!((v - 116.0 / 161.0).abs() < 1e-6, "{v}");
    // The moves: the 1 to square 14 keeps the throw, worth 4/7 to its mover.
    let p = pos(&rules, "1:13 2:14");
    let moves = rules.legal_moves(&p, 1).unwrap();
    assert_eq!(moves.len(), 1);
    assert!((table.move_win(1, &moves[0]) - 4.0 / 7.0).abs() < 1e-6);
}

/// The small rule sets solved here: every Ur rule set with one and two pieces a side.
fn small_rule_sets() -> Vec<(String, Rules)> {
    let mut out = Vec::new();
    for (id, count) in [
        ("ur/finkel", 7),
        ("ur/bell", 7),
        ("ur/masters", 7),
        ("ur/blitz", 5),
        ("ur/aseb", 5),
    ] {
        for to in [1, 2] {
            out.push((format!("{id} with {to}"), with_pieces(id, count, to)));
        }
    }
    out
}

#[test]
fn every_position_satisfies_the_bellman_equation() {
    for (name, rules) in small_rule_sets() {
        let table = solved(&rules);
        assert!(table.residual < 1e-6, "{name}: residual {}", table.residual);
        // Positions of random games, both sides to move: a position's value is the
        // average over the throws of the best move's value, or the pass's.
        let mut checked = 0;
        for seed in 0..30 {
            let game = rules.random_game(seed, 2_000, true);
            let mut before = Position::start(&rules);
            for ply in &game.plies {
                let v = backup(&rules, &table, &before);
                let stored = table.win(&before);
                assert!(
                    (stored - v).abs() < 1e-5,
                    "{name}: {} is {stored}, its throws give {v}",
                    notation::format(&rules, &before)
                );
                assert!((0.0..=1.0).contains(&stored), "{name}");
                checked += 1;
                before = ply.after;
            }
        }
        assert!(checked > 100, "{name}: {checked}");
    }
}

#[test]
fn the_mirror_of_a_position_has_the_mirrored_moves() {
    for (name, rules) in small_rule_sets() {
        let mirror = Mirror::new(&rules).unwrap_or_else(|| panic!("{name} is symmetric"));
        for seed in 0..10 {
            let game = rules.random_game(seed, 2_000, true);
            let mut before = Position::start(&rules);
            for ply in &game.plies {
                let m = mirror.apply(&before);
                assert_eq!(mirror.apply(&m), before, "{name}");
                for r in rules.throws.values() {
                    let ours: Vec<Position> = rules
                        .legal_moves(&before, r)
                        .unwrap()
                        .iter()
                        .map(|mv| mirror.apply(&mv.after))
                        .collect();
                    let theirs: Vec<Position> = rules
                        .legal_moves(&m, r)
                        .unwrap()
                        .iter()
                        .map(|mv| mv.after)
                        .collect();
                    assert_eq!(
                        ours,
                        theirs,
                        "{name}: {}",
                        notation::format(&rules, &before)
                    );
                }
                before = ply.after;
            }
        }
    }
}

#[test]
fn a_table_reads_back_and_refuses_damage_and_other_rule_data() {
    let rules = with_pieces("ur/finkel", 7, 2);
    let table = solved(&rules);
    let mut bytes = Vec::new();
    table.write("key-a", &mut bytes).unwrap();
    let back = Table::read(&rules, Part::Whole, "key-a", &mut bytes.as_slice()).unwrap();
    let start = Position::start(&rules);
    assert_eq!(back.win(&start), table.win(&start));
    assert!(matches!(
        Table::read(&rules, Part::Whole, "key-b", &mut bytes.as_slice()),
        Err(TableError::OtherRules(k)) if k == "key-a"
    ));
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0x40;
    assert!(matches!(
        Table::read(&rules, Part::Whole, "key-a", &mut damaged.as_slice()),
        Err(TableError::Damaged)
    ));
    let cut = &bytes[..bytes.len() - 100];
    assert!(matches!(
        Table::read(&rules, Part::Whole, "key-a", &mut &cut[..]),
        Err(TableError::Damaged)
    ));
    let other = with_pieces("ur/finkel", 7, 1);
    assert!(matches!(
        Table::read(&other, Part::Whole, "key-a", &mut bytes.as_slice()),
        Err(TableError::WrongSize { .. })
    ));
    // A table of an older layout is named as such (and solved again by the command).
    let mut older = bytes.clone();
    older[15] = 1;
    let e = Table::read(&rules, Part::Whole, "key-a", &mut older.as_slice())
        .err()
        .unwrap();
    assert!(matches!(e, TableError::OtherLayout(1)), "{e}");
    assert!(
        e.to_string()
            .contains("layout 1 by another version of tabula"),
        "{e}"
    );
    let mut not_a_table = bytes.clone();
    not_a_table[0] = b'T';
    assert!(matches!(
        Table::read(&rules, Part::Whole, "key-a", &mut not_a_table.as_slice()),
        Err(TableError::NotATable)
    ));
}

#[test]
fn a_rule_set_too_large_for_the_memory_allowed_is_refused_before_any_work() {
    let finkel = bundled("ur/finkel");
    let e = solve(&finkel, 1e-9, 100 << 20, &|_| panic!("no sweep runs")).unwrap_err();
    assert!(
        matches!(
            e,
            SolveError::TooLarge {
                positions: 137_913_936,
                ..
            }
        ),
        "{e}"
    );
    assert!(e.to_string().contains("137913936 positions"), "{e}");
}

#[test]
fn a_solve_without_room_to_keep_the_moves_finds_the_same_values() {
    // With memory for the values only, the solver finds every position's moves again
    // in every sweep instead of keeping them: slower, and the same table.
    for (name, rules) in small_rule_sets() {
        let kept = solved(&rules);
        let bare = solve(&rules, 1e-7, 4 * kept.len() + (1 << 20), &|_| {}).unwrap();
        assert_same_values(&name, &rules, &kept, &bare, "without");
    }
}

/// `other` settled (residual below 1e-6) and worth what `kept` is, to 1e-6, on every
/// position of ten random games; `how` says how `other` was solved.
fn assert_same_values(name: &str, rules: &Rules, kept: &Table, other: &Table, how: &str) {
    assert!(other.residual < 1e-6, "{name}: residual {}", other.residual);
    for seed in 0..10 {
        let game = rules.random_game(seed, 2_000, true);
        for ply in &game.plies {
            let (a, b) = (kept.win(&ply.after), other.win(&ply.after));
            assert!(
                (a - b).abs() < 1e-6,
                "{name}: {} is {a} with the moves kept, {b} {how}",
                notation::format(rules, &ply.after)
            );
        }
    }
}

#[test]
fn a_solve_that_puts_the_moves_in_a_scratch_file_finds_the_same_values() {
    // With memory for the values only and a scratch file, the moves go to the file
    // and each sweep reads them back: the same table as with the moves kept.
    for (name, rules) in small_rule_sets() {
        let kept = solved(&rules);
        let scratch = tempfile::tempfile().unwrap();
        let limit = 4 * kept.len() + (1 << 20);
        let spilled =
            solve_spilling(&rules, Part::Whole, 1e-7, limit, Some(&scratch), &|_| {}).unwrap();
        // The last group's moves are still in the file.
        assert!(
            scratch.metadata().unwrap().len() > 0,
            "{name}: nothing spilled"
        );
        assert_same_values(&name, &rules, &kept, &spilled, "read back from the file");
    }
}

#[test]
fn a_scratch_file_that_cannot_be_written_leaves_the_moves_to_be_found_again() {
    // A file opened only for reading takes no moves: the solver finds them again
    // every sweep, and the table is the same.
    let (name, rules) = small_rule_sets().remove(0);
    let kept = solved(&rules);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("scratch");
    std::fs::write(&path, b"").unwrap();
    let read_only = std::fs::File::open(&path).unwrap();
    let limit = 4 * kept.len() + (1 << 20);
    let found =
        solve_spilling(&rules, Part::Whole, 1e-7, limit, Some(&read_only), &|_| {}).unwrap();
    let p = Position::start(&rules);
    assert!((kept.win(&p) - found.win(&p)).abs() < 1e-6, "{name}");
}

#[test]
fn mined_exercises_have_a_clear_best_move_graded_from_easy_to_hard() {
    use tabula_solve::exercises::{level, mine, valued, Level, MIN_GAP};
    // One piece a side never has two moves to choose from: two pieces a side.
    for (name, rules) in small_rule_sets()
        .into_iter()
        .filter(|(n, _)| n.ends_with("with 2"))
    {
        let table = solved(&rules);
        let found = mine(&rules, &table, 200, 1, 24);
        assert!(found.len() >= 20, "{name}: {} exercises", found.len());
        // Easy first.
        assert!(found.windows(2).all(|w| w[0].level <= w[1].level), "{name}");
        for e in &found {
            // Exactly the throw's legal moves, best first, valued as the table values them.
            assert_eq!(
                e.moves,
                valued(&rules, &table, &e.position, e.throw),
                "{name}"
            );
            assert!(e.gap() >= MIN_GAP, "{name}: {e:?}");
            assert_eq!(level(&e.moves), Some(e.level), "{name}");
        }
        // The same seed, the same exercises; another seed, others.
        let again = mine(&rules, &table, 200, 1, 24);
        assert!(found
            .iter()
            .zip(&again)
            .all(|(a, b)| a.position == b.position && a.throw == b.throw));
        let other = mine(&rules, &table, 200, 2, 24);
        assert!(
            found
                .iter()
                .zip(&other)
                .any(|(a, b)| a.position != b.position || a.throw != b.throw),
            "{name}"
        );
        assert!(found.iter().any(|e| e.level == Level::Easy), "{name}");
    }
}

#[test]
fn a_tempting_move_that_is_not_the_best_makes_an_exercise_hard() {
    use tabula_engine::{Effects, Move};
    use tabula_solve::exercises::{level, Level};
    let rules = with_pieces("ur/finkel", 7, 2);
    let start = Position::start(&rules);
    let mv = |effects: Effects| Move {
        from: 0,
        to: tabula_engine::Dest::Square(1),
        ends_on: tabula_engine::Dest::Square(1),
        effects,
        after: start,
    };
    let quiet = mv(Effects::default());
    let capture = mv(Effects::CAPTURE);
    // Far ahead and nothing tempting: easy; a little ahead: medium or hard.
    assert_eq!(level(&[(quiet, 0.8), (quiet, 0.6)]), Some(Level::Easy));
    assert_eq!(level(&[(quiet, 0.7), (quiet, 0.6)]), Some(Level::Medium));
    assert_eq!(level(&[(quiet, 0.66), (quiet, 0.6)]), Some(Level::Hard));
    // Far ahead, but the next move captures and the best does not: hard.
    assert_eq!(level(&[(quiet, 0.8), (capture, 0.6)]), Some(Level::Hard));
    // Best captures too: nothing tempts.
    assert_eq!(level(&[(capture, 0.8), (capture, 0.6)]), Some(Level::Easy));
    // Too close, or one move only: no exercise.
    assert_eq!(level(&[(quiet, 0.62), (quiet, 0.6)]), None);
    assert_eq!(level(&[(quiet, 0.62)]), None);
}

/// A judge learned from a table (Finkel's rules with three pieces) comes close to
/// the table on positions it did not learn from, and a search that reads it beats
/// the play page's look-ahead, which judges by progress, against the perfect player.
#[test]
fn a_learned_judge_plays_closer_to_the_table_than_the_look_ahead() {
    use tabula_engine::Computer;
    use tabula_solve::learn::{learn, Lesson};
    let rules = with_pieces("ur/finkel", 7, 3);
    let table = solved(&rules);
    let lesson = Lesson {
        samples: 40_000,
        epochs: 6,
        ..Lesson::default()
    };
    let learned = learn(&table, lesson);
    assert!(
        learned.mean_error < 0.03,
        "mean error {}",
        learned.mean_error
    );
    // The same table gives the same judge.
    assert_eq!(learn(&table, lesson).judge, learned.judge);
    let games = 2000;
    let judged = Computer::Judged {
        depth: 0,
        judge: &learned.judge,
    };
    let with_judge = tabula_solve::versus::play(&rules, &table, judged, games, 7).wins();
    let look_ahead =
        tabula_solve::versus::play(&rules, &table, Computer::Expectimax { depth: 1 }, games, 7)
            .wins();
    assert!(
        with_judge > look_ahead + games / 20,
        "judged {with_judge}, look-ahead {look_ahead} of {games}"
    );
    // A judge of another size is refused.
    let w = learned.judge.weights().to_vec();
    assert!(tabula_engine::Judge::new(&rules, learned.judge.hidden() + 1, w).is_err());
}
