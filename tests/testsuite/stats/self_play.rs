//! Self-play: the rule sets played, games that end or stop at the cap, counts that do
//! not depend on the number of threads, and the players' strength against each other.

use super::bundled;
use std::collections::BTreeMap;
use tabula::engine::{Outcome, Player, Policy, Rules};
use tabula::rules::Catalogue;
use tabula::stats::play;

#[test]
fn the_rule_sets_played_are_each_variant_and_each_option_on_its_own() {
    let catalogue = Catalogue::bundled();
    let keys: Vec<String> = play::rule_sets(&catalogue)
        .iter()
        .map(|s| s.key())
        .collect();
    // Nine variants, Kendall's four options and Finkel's two, and Bell's Ur's pieces.
    assert_eq!(keys.len(), 16, "{keys:#?}");
    for key in [
        "senet/kendall home-row=off pieces=7 starting-throw=off trap=off",
        "senet/kendall home-row=on pieces=7 starting-throw=off trap=off",
        "senet/kendall home-row=off pieces=5 starting-throw=off trap=off",
        "ur/finkel pieces=7 route=bell",
        "ur/finkel pieces=5 route=bell",
        "ur/finkel pieces=7 route=masters",
        "senet/standard",
    ] {
        assert!(
            keys.iter().any(|k| k == key),
            "{key} is missing from {keys:#?}"
        );
    }
    assert!(
        !keys.iter().any(|k| k == "ur/finkel pieces=5 route=masters"),
        "two options changed at once"
    );
    // Every combination: 2 × 2 × 2 × 2 of Kendall's, 2 × 2 of Finkel's, 2 of Bell's Ur.
    assert_eq!(play::every_combination(&catalogue).len(), 28);
}

#[test]
fn every_rule_set_and_pairing_plays_to_an_end_or_stops_at_the_cap() {
    let catalogue = Catalogue::bundled();
    let sets = play::every_combination(&catalogue);
    for set in &sets {
        let r = catalogue
            .get(&set.variant)
            .unwrap()
            .rules(&set.options)
            .unwrap();
        let mut p = Player::new(&r);
        for pairing in play::pairings() {
            for seed in 0..20 {
                let t = p.play(pairing, seed, play::CAP);
                match t.outcome {
                    Outcome::Unfinished => {
                        assert_eq!(t.counters.throws, play::CAP, "{}", set.key())
                    }
                    Outcome::Draw => assert!(r.keeps_score(), "{}: a draw", set.key()),
                    Outcome::Winner(w) => assert!(w == 1 || w == 2),
                }
                let c = t.counters;
                assert!(c.throws <= play::CAP && c.turns <= c.throws && c.passes <= c.throws);
            }
        }
    }
}

#[test]
fn a_game_that_can_never_end_stops_at_the_cap_and_counts_as_unfinished() {
    // Kendall's home-row option with the trap: some games deadlock (a piece held in
    // the water that may not bear off while a piece of its owner is before 11).
    let catalogue = Catalogue::bundled();
    let opts: BTreeMap<String, String> = [("home-row", "on"), ("trap", "on")]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let r = catalogue
        .get("senet/kendall")
        .unwrap()
        .rules(&opts)
        .unwrap();
    let mut p = Player::new(&r);
    let stuck = (0..400)
        .map(|seed| p.play([Policy::Random, Policy::Random], seed, 2_000))
        .filter(|t| t.outcome == Outcome::Unfinished)
        .count();
    assert!(stuck > 0, "no game of 400 reached the cap");
}

#[test]
fn the_counts_do_not_depend_on_the_number_of_threads() {
    let r = bundled("ur/finkel");
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            play::play(
                &r,
                "ur/finkel pieces=7 route=bell",
                [Policy::Greedy, Policy::Random],
                3,
                2_345,
                play::CAP,
                &|_| {},
            )
        })
    };
    let one = run(1);
    assert_eq!(one.games, 2_345);
    assert_eq!(one, run(2));
    assert_eq!(one, run(3));
    // And another seed gives other games.
    let other = play::play(
        &r,
        "ur/finkel pieces=7 route=bell",
        [Policy::Greedy, Policy::Random],
        4,
        2_345,
        play::CAP,
        &|_| {},
    );
    assert_ne!(one.by_turns, other.by_turns);
}

/// Of `n` games between `player` and `other`, how many `player` wins from seat 1 and
/// how many from seat 2.
fn wins_from_either_seat(r: &Rules, player: Policy, other: Policy, n: u64) -> (usize, usize) {
    let mut p = Player::new(r);
    let first = (0..n)
        .filter(|&s| p.play([player, other], s, play::CAP).outcome == Outcome::Winner(1))
        .count();
    let second = (0..n)
        .filter(|&s| p.play([other, player], s, play::CAP).outcome == Outcome::Winner(2))
        .count();
    (first, second)
}

#[test]
fn the_greedy_player_beats_the_random_one() {
    // The greedy player bears off, hits and takes extra throws when it can: it should
    // win most games against a player that moves at random, from either seat.
    for id in ["senet/standard", "ur/finkel"] {
        let n = 400;
        let (first, second) =
            wins_from_either_seat(&bundled(id), Policy::Greedy, Policy::Random, n);
        assert!(
            first > n as usize / 2 && second > n as usize / 2,
            "{id}: greedy won {first} and {second} of {n}"
        );
    }
}

#[test]
fn the_look_ahead_player_beats_the_greedy_and_the_random_one() {
    // It weighs every throw that can follow a move: it should win most games against
    // both the other players, from either seat.
    for id in ["senet/standard", "ur/finkel"] {
        let r = bundled(id);
        let n = 200;
        for other in [Policy::Random, Policy::Greedy] {
            let (first, second) = wins_from_either_seat(&r, Policy::LookAhead, other, n);
            assert!(
                first > n as usize / 2 && second > n as usize / 2,
                "{id}: against {other:?} it won {first} and {second} of {n}"
            );
        }
    }
}
