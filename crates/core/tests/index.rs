//! The dense index of positions (`tabula_engine::PositionIndex`), checked on the
//! bundled rule data: it numbers every position the engine reaches, turns every
//! number back into the position it came from, and counts what the published
//! solutions of the Royal Game of Ur count.
//!
//! These tests live beside the rule data (this crate) rather than in the engine,
//! which knows no variant; they build the engine and the rule data only.

use std::collections::BTreeMap;
use tabula_core::rules::{Catalogue, BUNDLED, BUNDLED_BOARDS};
use tabula_engine::{Position, PositionIndex, Rules};

/// Every bundled rule set with each value of each option it has.
fn every_rule_set() -> Vec<(String, Rules)> {
    let catalogue = Catalogue::bundled();
    let mut out = Vec::new();
    for (id, _) in BUNDLED {
        let variant = catalogue.get(id).unwrap();
        out.push((id.to_string(), variant.rules(&BTreeMap::new()).unwrap()));
        for (name, option) in &variant.settings.options {
            for value in option.values.keys() {
                let chosen = BTreeMap::from([(name.clone(), value.clone())]);
                out.push((
                    format!("{id} {name}={value}"),
                    variant.rules(&chosen).unwrap(),
                ));
            }
        }
    }
    out
}

/// A bundled variant with two pieces a side, as an author would write it (its option
/// of a piece count, if it has one, offers the two as its default).
fn with_two_pieces(id: &str, count: u8) -> Rules {
    let boards = BUNDLED_BOARDS
        .iter()
        .map(|(id, text)| (id.to_string(), "board.toml".into(), text.to_string()))
        .collect();
    let text = BUNDLED.iter().find(|(i, _)| *i == id).unwrap().1;
    let text = text
        .replacen(&format!("count = {count}"), "count = 2", 1)
        .replace(
            &format!("values.\"{count}\" = {{ pieces = {{ count = {count} }} }}"),
            "values.\"2\" = { pieces = { count = 2 } }",
        )
        .replace(&format!("default = \"{count}\""), "default = \"2\"");
    assert_ne!(text, BUNDLED.iter().find(|(i, _)| *i == id).unwrap().1);
    let catalogue =
        Catalogue::from_texts(boards, vec![(id.to_string(), "v.toml".into(), text)]).unwrap();
    catalogue.get(id).unwrap().rules(&BTreeMap::new()).unwrap()
}

/// A position as the index keeps it: fines are a tally, not part of the game's state.
fn without_fines(p: &Position) -> Position {
    Position {
        fines: [0; 2],
        ..*p
    }
}

#[test]
fn finkels_rules_have_the_published_number_of_positions() {
    // RoyalUr's solution of Finkel's rules (seven pieces) counts 137,913,936
    // positions with the side to move fixed, 275,827,872 counting it; see docs/solver.md.
    let finkel = Catalogue::bundled()
        .get("ur/finkel")
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap();
    let index = PositionIndex::new(&finkel).unwrap();
    assert_eq!(index.pieces(), 137_913_936);
    assert_eq!(index.len(), 2 * 137_913_936);
}

#[test]
fn masters_route_and_blitz_have_the_published_numbers_of_positions() {
    // The later independent solve counts about 501 million positions for Masters'
    // rules and about 41 million for Blitz (docs/solver.md).
    let catalogue = Catalogue::bundled();
    for (id, count) in [("ur/masters", 501_032_952), ("ur/blitz", 41_264_288)] {
        let rules = catalogue.get(id).unwrap().rules(&BTreeMap::new()).unwrap();
        assert_eq!(PositionIndex::new(&rules).unwrap().pieces(), count, "{id}");
    }
}

#[test]
fn every_position_of_random_games_has_a_number_that_gives_it_back() {
    for (name, rules) in every_rule_set() {
        let index = PositionIndex::new(&rules).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut seen = BTreeMap::new();
        for seed in 0..40 {
            let game = rules.random_game(seed, 5_000, true);
            let start = Position::start(&rules);
            for p in std::iter::once(&start).chain(game.plies.iter().map(|ply| &ply.after)) {
                let i = index.rank(p);
                assert!(i < index.len(), "{name}: rank {i} of {}", index.len());
                let back = index
                    .unrank(i)
                    .unwrap_or_else(|| panic!("{name}: {i} is none"));
                assert_eq!(back, without_fines(p), "{name}: number {i}");
                // Two different positions never share a number.
                if let Some(other) = seen.insert(i, without_fines(p)) {
                    assert_eq!(other, without_fines(p), "{name}: number {i} twice");
                }
            }
        }
    }
}

#[test]
fn every_number_of_a_small_rule_set_is_a_position_with_that_number() {
    // Two pieces each: small enough to visit every number.
    for (id, count) in [("ur/finkel", 7), ("ur/aseb", 5), ("ur/bell", 7)] {
        let rules = with_two_pieces(id, count);
        let index = PositionIndex::new(&rules).unwrap();
        assert!(index.len() < 2_000_000, "{id}: {}", index.len());
        for i in 0..index.len() {
            let p = index
                .unrank(i)
                .unwrap_or_else(|| panic!("{id}: {i} is none"));
            assert_eq!(index.rank(&p), i, "{id}: {p:?}");
            for seat in 1..=2u8 {
                let si = usize::from(seat - 1);
                let pieces = p.on_board(&rules, seat) + p.waiting[si] + p.off[si] + p.removed[si];
                assert_eq!(pieces, 2, "{id}: number {i}");
            }
        }
    }
}

#[test]
fn a_sample_of_numbers_of_every_rule_set_turns_into_positions_and_back() {
    for (name, rules) in every_rule_set() {
        let index = PositionIndex::new(&rules).unwrap();
        let step = (index.len() / 20_000).max(1) | 1;
        let mut found = 0;
        for i in (0..index.len()).step_by(step as usize) {
            if let Some(p) = index.unrank(i) {
                assert_eq!(index.rank(&p), i, "{name}: {p:?}");
                found += 1;
            }
        }
        assert!(found > 0, "{name}");
    }
}

#[test]
fn layers_split_the_numbers_by_pieces_borne_off_and_moves_never_lead_back() {
    for (name, rules) in every_rule_set() {
        let index = PositionIndex::new(&rules).unwrap();
        let layers = index.layers();
        // The layers tile the numbers of the pieces without gap or overlap.
        assert_eq!(layers.first().map(|l| l.start), Some(0), "{name}");
        assert_eq!(layers.last().map(|l| l.end), Some(index.pieces()), "{name}");
        for pair in layers.windows(2) {
            assert_eq!(pair[0].end, pair[1].start, "{name}");
        }
        let layer_of = |i: u64| {
            let piece = i % index.pieces();
            layers
                .iter()
                .position(|l| l.start <= piece && piece < l.end)
                .unwrap()
        };
        let mut moves = Vec::new();
        for seed in 0..10 {
            let game = rules.random_game(seed, 5_000, true);
            let mut before = Position::start(&rules);
            for ply in &game.plies {
                let at = layer_of(index.rank(&before));
                assert_eq!(layers[at].off, before.off, "{name}");
                rules.generate(&before, ply.throw, &mut moves);
                for m in &moves {
                    assert!(layer_of(index.rank(&m.after)) >= at, "{name}: {m:?}");
                }
                before = ply.after;
            }
        }
    }
}
