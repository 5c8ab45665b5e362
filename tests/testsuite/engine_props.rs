//! Invariants of the engine over many random games and arbitrary input.

use crate::common::*;
use proptest::prelude::*;
use rand::SeedableRng;
use tabula::engine::{json, notation, Position, Rules};

const VARIANTS: [(&str, &[(&str, &str)]); 10] = [
    ("senet/standard", &[]),
    ("senet/bell", &[]),
    ("senet/jequier", &[]),
    ("senet/kendall", &[]),
    ("senet/kendall", &[("trap", "on"), ("pieces", "5")]),
    ("senet/kendall", &[("starting-throw", "on"), ("trap", "on")]),
    ("ur/finkel", &[]),
    ("ur/finkel", &[("route", "masters"), ("pieces", "5")]),
    ("ur/bell", &[]),
    ("ur/bell", &[("pieces", "5")]),
];

fn all_rules() -> Vec<Rules> {
    VARIANTS.iter().map(|(id, o)| rules_with(id, o)).collect()
}

/// Variants whose games need not end: with Kendall's home-row option a piece can be
/// held in the water for good (`tests/rules/senet-kendall.toml`, rule 17, home row).
/// Their positions are checked like the others', over games cut short.
fn unending_rules() -> Vec<Rules> {
    [
        &[("home-row", "on")][..],
        &[
            ("home-row", "on"),
            ("trap", "on"),
            ("starting-throw", "on"),
            ("pieces", "5"),
        ],
    ]
    .iter()
    .map(|o| rules_with("senet/kendall", o))
    .collect()
}

/// Pieces are never created or lost, and two pieces never share a square.
fn check_conserved(r: &Rules, p: &Position) {
    for seat in 1..=2u8 {
        let si = usize::from(seat - 1);
        let on_board = p.tiles.of(seat).count_ones() as u8;
        assert_eq!(
            on_board + p.waiting[si] + p.off[si] + p.removed[si],
            r.piece_count(),
            "player {seat} in {}",
            notation::format(r, p)
        );
    }
    assert_eq!(
        p.tiles.of(1) & p.tiles.of(2),
        0,
        "two pieces on one tile in {}",
        notation::format(r, p)
    );
    check_sources(r, p);
    // The written form of every position reads back as the same position.
    let text = notation::format(r, p);
    assert_eq!(notation::parse(r, &text).unwrap(), *p, "{text}");
    let v = json::position_json(r, p);
    assert_eq!(json::position(r, &v).unwrap(), *p, "{v}");
}

/// Where `sources` answers, it names exactly the squares `generate`'s moves leave, in
/// their order, and `generate_from` makes each of those moves as `generate` does; and
/// `generate_quick` gives `generate`'s moves.
/// Returns whether it answered for every throw.
fn check_sources(r: &Rules, p: &Position) -> bool {
    if p.result.is_some() {
        return true;
    }
    let mut answered = true;
    for throw in r.throws.values() {
        let moves = r.legal_moves(p, throw).unwrap();
        // The look-ahead player's generator gives the same list, answered or not.
        let mut quick = Vec::new();
        r.generate_quick(p, throw, &mut quick);
        assert_eq!(
            quick,
            moves,
            "generate_quick, throw {throw} in {}",
            notation::format(r, p)
        );
        let Some(set) = r.sources(p, throw) else {
            answered = false;
            continue;
        };
        let froms: Vec<u8> = (0..64u8).filter(|q| set.squares & 1 << q != 0).collect();
        let listed: Vec<u8> = moves.iter().map(|m| m.from).collect();
        assert_eq!(froms, listed, "throw {throw} in {}", notation::format(r, p));
        let backward = moves
            .iter()
            .any(|m| m.effects.contains(tabula::engine::Effects::BACKWARD));
        assert_eq!(
            set.backward,
            backward,
            "throw {throw} in {}",
            notation::format(r, p)
        );
        // The kinds of move the greedy policy ranks, as its effects give them.
        let ranked = r.ranked_sources(p, throw).unwrap();
        assert_eq!(
            (ranked.squares, ranked.backward),
            (set.squares, set.backward)
        );
        let kind = |e: tabula::engine::Effects| -> u64 {
            moves
                .iter()
                .filter(|m| m.effects.0 & e.0 != 0)
                .fold(0, |k, m| k | 1 << m.from)
        };
        use tabula::engine::Effects as E;
        assert_eq!(
            ranked.bear,
            kind(E::BEAR_OFF),
            "bear off, throw {throw} in {}",
            notation::format(r, p)
        );
        assert_eq!(
            ranked.hits,
            kind(E(E::CAPTURE.0 | E::SWAP.0 | E::TO_WATER.0)),
            "hits, throw {throw} in {}",
            notation::format(r, p)
        );
        assert_eq!(
            ranked.extra,
            kind(E::EXTRA_THROW),
            "extra throws, throw {throw} in {}",
            notation::format(r, p)
        );
        for m in &moves {
            let mut one = Vec::new();
            r.generate_from(p, throw, m.from, set.backward, &mut one);
            assert_eq!(
                one,
                vec![*m],
                "throw {throw} from {} in {}",
                m.from,
                notation::format(r, p)
            );
        }
    }
    answered
}

/// The shortcut answers for most positions of every bundled rule set (else random
/// self-play would gain nothing from it), and agrees with `generate` on all of them.
#[test]
fn sources_agree_with_generate_and_answer_for_most_positions() {
    let catalogue = tabula::rules::Catalogue::bundled();
    for set in tabula::stats::play::every_combination(&catalogue) {
        let (id, opts) = (&set.variant, &set.options);
        let r = catalogue.get(id).unwrap().rules(opts).unwrap();
        let (mut answered, mut seen) = (0u32, 0u32);
        for seed in 0..40 {
            for ply in r.random_game(seed, 3_000, true).plies {
                seen += 1;
                answered += u32::from(check_sources(&r, &ply.after));
            }
        }
        assert!(
            answered * 2 >= seen,
            "{id} {opts:?}: sources answered for {answered} of {seen} positions"
        );
    }
}

#[test]
fn every_random_game_conserves_pieces_and_ends_with_a_result() {
    for r in all_rules() {
        for seed in 0..300 {
            let game = r.random_game(seed, 200_000, true);
            assert!(
                game.result.is_some(),
                "{} seed {seed} did not end",
                r.settings.game
            );
            for ply in &game.plies {
                check_conserved(&r, &ply.after);
            }
        }
    }
}

#[test]
fn games_that_need_not_end_conserve_pieces_too() {
    for r in unending_rules() {
        for seed in 0..100 {
            let game = r.random_game(seed, 3_000, true);
            for ply in &game.plies {
                check_conserved(&r, &ply.after);
            }
        }
    }
}

/// Kendall's lasting state is reached by random games, so the round trips above cover it.
#[test]
fn random_games_reach_every_lasting_state_of_kendalls_water() {
    let r = rules_with("senet/kendall", &[("starting-throw", "on"), ("trap", "on")]);
    let (mut lost, mut returned, mut unstarted, mut in_water) = (false, false, false, false);
    for seed in 0..100 {
        for ply in r.random_game(seed, 200_000, true).plies {
            let p = ply.after;
            lost |= p.lost != 0;
            returned |= p.returned != 0;
            unstarted |= p.unstarted != 0 && !p.opening;
            in_water |= p.squares(&r, 1).contains(&27) || p.squares(&r, 2).contains(&27);
        }
    }
    assert!(
        lost && returned && unstarted && in_water,
        "{lost} {returned} {unstarted} {in_water}"
    );
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for r in all_rules() {
        let a = r.random_game(42, 100_000, true);
        let b = r.random_game(42, 100_000, true);
        assert_eq!(a, b);
        assert_ne!(a.plies, r.random_game(43, 100_000, true).plies);
    }
}

#[test]
fn throw_frequencies_match_the_exact_distribution() {
    for r in all_rules() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let n = 200_000;
        let mut counts = [0u32; 16];
        for _ in 0..n {
            counts[usize::from(r.throws.draw(&mut rng))] += 1;
        }
        for v in 0..16u8 {
            let p = r.throws.probability(v).as_f64();
            let seen = f64::from(counts[usize::from(v)]) / f64::from(n);
            // Five standard deviations of a binomial proportion.
            let tolerance = 5.0 * (p * (1.0 - p) / f64::from(n)).sqrt() + 1e-9;
            assert!(
                (seen - p).abs() <= tolerance,
                "value {v}: seen {seen}, expected {p}"
            );
        }
    }
}

fn senet_boards() -> std::sync::Arc<tabula::rules::Boards> {
    tabula::rules::Catalogue::bundled().boards["senet"].clone()
}

proptest! {
    #[test]
    fn the_notation_parser_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let text = String::from_utf8_lossy(&bytes);
        for r in all_rules() {
            let _ = notation::parse(&r, &text);
        }
    }

    #[test]
    fn the_notation_parser_never_panics_on_near_misses(text in "[0-9a-z:,_ -]{0,40}") {
        for r in all_rules() {
            let _ = notation::parse(&r, &text);
        }
    }

    #[test]
    fn the_json_reader_never_panics(text in "\\PC{0,80}") {
        let r = rules("ur/bell");
        if let Ok(v) = serde_json::from_str::<serde_json::Value>(&text) {
            let _ = json::position(&r, &v);
        }
    }

    #[test]
    fn board_files_with_odd_grids_and_routes_are_refused_or_play(
        rows in prop::collection::vec("[a-e. ]{0,12}", 0..4), route in prop::collection::vec("[a-e]", 0..8), rosette in "[a-f]",
    ) {
        let q = |v: &[String]| v.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>().join(", ");
        let text = format!(
            "grid = [{}]\nrosettes = [{rosette:?}]\n[routes.r]\nseat1 = [{}]\n[drawing]\ncolumns = 5\nhand = [[1, 0], [1, 0]]\nexit = [[1, 6], [1, 6]]\noff = [[1, 6], [1, 6]]\n",
            q(&rows), q(&route)
        );
        if let Ok(data) = tabula::rules::parse_board(std::path::Path::new("b.toml"), &text) {
            let board = tabula::engine::Board::new(&data, "r").unwrap();
            prop_assert!(board.route_len() as usize == route.len());
        }
    }

    #[test]
    fn rule_data_with_odd_values_is_refused_or_plays(
        count in 0u8..20, throw in 0u8..20, face in 0u8..20, square in 0u8..40, length in 0u8..5,
    ) {
        let text = format!(
            "game = \"senet\"\n[board]\nname = \"senet\"\nroute = \"senet\"\n[pieces]\ncount = {count}\nstart = \"alternate\"\n\
             [throw]\nimplement = \"long-die\"\nfaces = [1, {face}]\n[turn]\nextra_throw = [{face}]\n\
             [protection]\nsafe_squares = [{square}]\n[houses]\nrebirth = {square}\nwater = {square}\n[water]\ngoes_to = \"rebirth\"\n\
             [bear_off]\nrule = \"exact\"\n[blockade]\nlength = {length}\n[opening]\nrule = \"first-one\"\nthrow = {throw}\n"
        );
        if let Ok(v) = tabula::rules::Variant::parse("senet/x", std::path::Path::new("x.toml"), &text, senet_boards()) {
            let r = v.rules(&Default::default()).unwrap();
            for seed in 0..3 {
                let _ = r.random_game(seed, 2_000, false);
            }
        }
    }

    #[test]
    fn rule_data_with_a_water_that_holds_and_odd_squares_is_refused_or_plays(
        count in 1u8..16, water in 0u8..32, rebirth in 0u8..32, stop in 0u8..32, hit in 0u8..32, up_to in 0u8..32,
        trap in any::<bool>(), hits in any::<bool>(), all_from in 0u8..32,
    ) {
        let text = format!(
            "game = \"senet\"\n[board]\nname = \"senet\"\nroute = \"senet\"\n[pieces]\ncount = {count}\nstart = \"alternate\"\n\
             [throw]\nimplement = \"sticks\"\ncount = 4\nvalues = {{ \"0\" = 5 }}\n[turn]\nextra_throw = [1, 4, 5]\nextra_throw_on_pass = true\n\
             [landing]\nto_water = [{hit}]\n[protection]\nneighbours = true\n[houses]\nrebirth = {rebirth}\nwater = {water}\n[water]\ngoes_to = \"hold\"\n\
             [stop]\nsquare = {stop}\novershoot = \"{}\"\n[bear_off]\nrule = \"table\"\ntable = {{ \"{water}\" = [4], \"30\" = [1, 2] }}\nall_from = {all_from}\n\
             [backward]\nwhen = \"no-forward\"\nup_to = {up_to}\nhits = {hits}\n[starting_throw]\nthrow = 1\n",
            if trap { "water" } else { "illegal" }
        );
        let parsed = tabula::rules::Variant::parse("senet/x", std::path::Path::new("x.toml"), &text, senet_boards());
        if let Ok(v) = parsed {
            let r = v.rules(&Default::default()).unwrap();
            for seed in 0..3 {
                for ply in r.random_game(seed, 2_000, true).plies {
                    check_conserved(&r, &ply.after);
                }
            }
        }
    }

    #[test]
    fn the_rule_data_reader_never_panics(text in "\\PC{0,200}") {
        let _ = tabula::rules::Variant::parse("senet/x", std::path::Path::new("x.toml"), &text, senet_boards());
    }

    #[test]
    fn positions_of_random_games_round_trip(seed in 0u64..10_000, which in 0usize..VARIANTS.len()) {
        let r = &all_rules()[which];
        let game = r.random_game(seed, 400, true);
        for ply in &game.plies {
            check_conserved(r, &ply.after);
        }
    }

    #[test]
    fn a_batch_line_never_panics(text in "\\PC{0,120}") {
        let c = tabula::rules::Catalogue::bundled();
        let mut out = Vec::new();
        tabula::cli::moves::run_batch(&c, text.as_bytes(), &mut out).unwrap();
    }
}
