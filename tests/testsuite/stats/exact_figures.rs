//! The exact figures of the rule data (throw distributions, throws per turn), and the
//! figures of simulated games, which agree with them within their intervals.

use super::bundled;
use tabula::engine::{Fraction, Player, Policy, Rules};
use tabula::rules::Catalogue;
use tabula::stats::{exact, play};

/// z of a two-sided 99.9% interval: the simulated figures below are many, so each
/// one is held to a wide interval (one in a thousand would stray by chance).
const Z999: f64 = 3.290_526_731_491_926;

fn distribution(r: &Rules) -> Vec<(u8, (u64, u64))> {
    r.throws
        .values()
        .into_iter()
        .map(|v| {
            let f: Fraction = r.throws.probability(v);
            (v, (f.num, f.den))
        })
        .collect()
}

#[test]
fn the_throw_distributions_are_exact() {
    let sticks = vec![
        (1, (1, 4)),
        (2, (3, 8)),
        (3, (1, 4)),
        (4, (1, 16)),
        (5, (1, 16)),
    ];
    let four_dice = vec![
        (0, (1, 16)),
        (1, (1, 4)),
        (2, (3, 8)),
        (3, (1, 4)),
        (4, (1, 16)),
    ];
    assert_eq!(distribution(&bundled("senet/standard")), sticks);
    assert_eq!(distribution(&bundled("senet/kendall")), sticks);
    assert_eq!(
        distribution(&bundled("senet/jequier")),
        vec![
            (1, (1, 4)),
            (2, (3, 8)),
            (3, (1, 4)),
            (4, (1, 16)),
            (6, (1, 16))
        ]
    );
    assert_eq!(
        distribution(&bundled("senet/bell")),
        vec![(1, (1, 4)), (2, (1, 4)), (3, (1, 4)), (4, (1, 4))]
    );
    for id in ["ur/finkel", "ur/blitz", "ur/aseb"] {
        assert_eq!(distribution(&bundled(id)), four_dice, "{id}");
    }
    assert_eq!(
        distribution(&bundled("ur/bell")),
        vec![(0, (3, 8)), (1, (3, 8)), (4, (1, 8)), (5, (1, 8))]
    );
    assert_eq!(
        distribution(&bundled("ur/masters")),
        vec![(1, (3, 8)), (2, (3, 8)), (3, (1, 8)), (4, (1, 8))]
    );
}

#[test]
fn the_throws_per_turn_of_the_throw_rules_are_exact() {
    let per_turn = |id: &str| exact::throws_per_turn(&bundled(id)).map(|f| (f.num, f.den));
    // A 1, 4 or 5 (a 6 in Jéquier's) throws again: 6 chances in 16, so 16/10 throws a turn.
    assert_eq!(per_turn("senet/standard"), Some((8, 5)));
    assert_eq!(per_turn("senet/jequier"), Some((8, 5)));
    assert_eq!(per_turn("senet/bell"), Some((1, 1)));
    // Every throw but the 0 (3 in 8) throws again.
    assert_eq!(per_turn("ur/bell"), Some((8, 3)));
    // Finkel's throws give no extra throw of their own (the rosettes do).
    assert_eq!(per_turn("ur/finkel"), Some((1, 1)));
}

/// Plays `n` random games and adds up their counts.
fn random_games(r: &Rules, n: u64) -> play::Counts {
    let mut p = Player::new(r);
    let mut c = play::Counts::default();
    for i in 0..n {
        c.add(&p.play(
            [Policy::Random, Policy::Random],
            play::game_seed(7, "test", [Policy::Random, Policy::Random], i),
            play::CAP,
        ));
    }
    c
}

#[test]
fn the_throws_of_simulated_games_agree_with_the_exact_distribution() {
    let catalogue = Catalogue::bundled();
    for id in catalogue.variants.keys() {
        let r = bundled(id);
        let c = random_games(&r, 1_500);
        let total: u64 = c.throw_counts.iter().sum();
        for v in r.throws.values() {
            let p = r.throws.probability(v).as_f64();
            let (lo, hi) = exact::wilson(c.throw_counts[usize::from(v)], total, Z999);
            assert!(
                lo <= p && p <= hi,
                "{id}: throw {v} came up {} times in {total}, outside [{lo}, {hi}] around {p}",
                c.throw_counts[usize::from(v)]
            );
        }
        // No value the throw cannot produce ever came up.
        for (v, &k) in c.throw_counts.iter().enumerate() {
            assert!(k == 0 || r.throws.can_throw(v as u8), "{id}: {v} came up");
        }
    }
}

#[test]
fn the_throws_per_turn_in_play_agree_with_the_exact_figure_where_only_the_throw_gives_extra_throws()
{
    // Standard Senet and Bell's Ur keep the extra throw of a pass, and nothing else
    // gives one; Bell's Senet has none at all.
    for id in ["senet/standard", "senet/bell", "ur/bell"] {
        let r = bundled(id);
        let exact = exact::throws_per_turn(&r).unwrap().as_f64();
        let c = random_games(&r, 1_500);
        let (measured, lo, hi) =
            exact::measured_throws_per_turn(c.counters.throws, c.counters.extra, Z999).unwrap();
        assert!(
            lo <= exact && exact <= hi,
            "{id}: {measured} throws per turn, interval [{lo}, {hi}], exact {exact}"
        );
    }
    // Jéquier's pass loses the extra throw, Kendall's return from the water ends the
    // turn and neither's opening throws again: in play a turn has fewer throws than
    // the throws alone say, and the rule data says so.
    for id in ["senet/jequier", "senet/kendall"] {
        let r = bundled(id);
        assert!(exact::turn_can_end_early(&r), "{id}");
        let exact = exact::throws_per_turn(&r).unwrap().as_f64();
        // Jéquier's passes are rare: the shortfall (about 0.004 throws a turn) needs
        // more games than the other figures to stand clear of the interval.
        let c = random_games(&r, 8_000);
        let (measured, _, hi) =
            exact::measured_throws_per_turn(c.counters.throws, c.counters.extra, Z999).unwrap();
        assert!(
            hi < exact,
            "{id}: {measured} throws per turn, at most {hi}, throws' figure {exact}"
        );
    }
    for id in ["senet/standard", "senet/bell", "ur/bell", "ur/finkel"] {
        assert!(!exact::turn_can_end_early(&bundled(id)), "{id}");
    }
    // Finkel's rosettes add extra throws that the throw rules do not give: in play a
    // turn has more throws than the throws alone say.
    let r = bundled("ur/finkel");
    let c = random_games(&r, 500);
    let (measured, lo, _) =
        exact::measured_throws_per_turn(c.counters.throws, c.counters.extra, Z999).unwrap();
    assert!(lo > 1.0, "{measured}");
}
