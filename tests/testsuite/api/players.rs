//! The computer players: the expectimax and random ones, random games as the engine
//! plays them, and the judged player with the solved file's judge.

use super::{ask, engine};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tabula::api::Engine;
use tabula::rules::Catalogue;

#[test]
fn the_expectimax_player_takes_a_capture_and_the_random_one_a_legal_move() {
    let mut e = engine();
    // 3-5 takes player 2's piece off the shared lane; 9-11 takes nothing.
    let position = "1:3,9 2:5 turn:1";
    let t = ask(
        &mut e,
        json!({"op": "turn", "variant": "ur/finkel", "throw": 2, "position": position}),
    );
    let names: Vec<&str> = t["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["hand-2", "3-5", "9-11"]);
    for depth in 1..=2 {
        let c = ask(
            &mut e,
            json!({"op": "choose", "variant": "ur/finkel", "player": "expectimax", "depth": depth, "throw": 2, "position": position}),
        );
        assert_eq!(c["move"], "3-5", "depth {depth}");
    }
    let mut picked = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let r = ask(
            &mut e,
            json!({"op": "choose", "variant": "ur/finkel", "player": "random", "seed": seed, "throw": 2, "position": position}),
        );
        picked.insert(r["move"].as_str().unwrap().to_string());
    }
    assert_eq!(picked.len(), 3, "{picked:?}");
    let none = ask(
        &mut e,
        json!({"op": "choose", "variant": "ur/finkel", "player": "random", "seed": 3, "throw": 0, "position": position}),
    );
    assert_eq!(none["move"], Value::Null);
}

#[test]
fn games_plays_random_games_as_the_engine_does() {
    let mut e = engine();
    let g = ask(
        &mut e,
        json!({"op": "games", "variant": "ur/finkel", "games": 3, "seed": 5}),
    );
    let rules = Catalogue::bundled()
        .get("ur/finkel")
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap();
    let want: u64 = (0..3)
        .map(|i| rules.random_game(5 + i, 2000, false).generated)
        .sum();
    assert_eq!(g["generated"].as_u64(), Some(want));
    assert!(want > 0);
}

/// The judge `tabula solve` wrote into the bundled `content/solved/ur.toml` reaches the
/// engine through the request, as the play page sends it, and its player finds the
/// best move of nine in ten of the rule set's exercises or more, and of no fewer than
/// the player that judges by progress; a judge that does not fit the rule set is
/// refused with the reason.
#[test]
fn the_judged_player_reads_the_solved_files_judge_and_finds_the_exercises_best_moves() {
    let mut e = engine();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content/solved/ur.toml");
    let file = tabula::solved::parse(&path, &std::fs::read_to_string(&path).unwrap()).unwrap();
    let mut judged_sets = 0;
    for set in file.sets.iter().filter(|s| s.judge.is_some()) {
        judged_sets += 1;
        let judge = set.judge.as_ref().unwrap();
        let judge = json!({"hidden": judge.hidden, "weights": judge.weights});
        let (mut judged, mut progress) = (0, 0);
        for x in &set.exercises {
            let best = x.moves.iter().max_by(|a, b| a.1.total_cmp(b.1)).unwrap().0;
            let ask_player = |e: &mut Engine, player: Value| {
                let mut request = json!({"op": "choose", "variant": set.variant, "options": set.options, "throw": x.throw, "position": x.position, "depth": 1});
                request
                    .as_object_mut()
                    .unwrap()
                    .extend(player.as_object().unwrap().clone());
                let answer = ask(e, request);
                answer["move"]
                    .as_str()
                    .map(String::from)
                    .unwrap_or_else(|| panic!("{answer}"))
            };
            judged += usize::from(
                ask_player(&mut e, json!({"player": "judged", "judge": judge})) == *best,
            );
            progress += usize::from(ask_player(&mut e, json!({"player": "expectimax"})) == *best);
        }
        let n = set.exercises.len();
        assert!(
            judged * 10 >= n * 9 && judged >= progress,
            "{} {:?}: the judged player found {judged} of {n} best moves, the look-ahead by progress {progress}",
            set.variant,
            set.options
        );
    }
    assert!(judged_sets >= 1, "no rule set of ur.toml has a judge");

    let position = "1:3,9 2:5 turn:1";
    let bad = |e: &mut Engine, judge: Value| {
        ask(e, json!({"op": "choose", "variant": "ur/finkel", "player": "judged", "judge": judge, "throw": 2, "position": position}))["error"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert!(bad(&mut e, json!({"hidden": 1, "weights": [0.0, 1.0]})).contains("weights"));
    assert!(bad(&mut e, json!({"hidden": 0, "weights": []})).contains("hidden units"));
    assert!(bad(&mut e, json!({"hidden": 1, "weights": "none"})).contains("list of numbers"));
    assert!(bad(&mut e, Value::Null).contains("judge"));
}
