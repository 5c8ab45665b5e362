//! The browser engine's requests (`tabula::api`), natively: the rule data it is given
//! as JSON compiles to the same rules as the TOML files, for every option of every
//! bundled variant, and each op answers what the play page and diagrams rely on.

use serde_json::{json, Value};
use std::collections::BTreeMap;
use tabula::api::Engine;
use tabula::engine::{json as ejson, notation, Position};
use tabula::rules::portable::PortableCatalogue;
use tabula::rules::Catalogue;

fn engine() -> Engine {
    let mut e = Engine::default();
    let catalogue = serde_json::to_value(PortableCatalogue::of(&Catalogue::bundled())).unwrap();
    let answer = ask(&mut e, json!({"op": "load", "catalogue": catalogue}));
    assert_eq!(answer["variants"].as_array().unwrap().len(), 9, "{answer}");
    e
}

fn ask(e: &mut Engine, request: Value) -> Value {
    serde_json::from_str(&e.answer(&request.to_string())).unwrap()
}

/// Every combination of a variant's option values.
fn combinations(options: &BTreeMap<String, Vec<String>>) -> Vec<BTreeMap<String, String>> {
    let mut out = vec![BTreeMap::new()];
    for (name, values) in options {
        out = out
            .into_iter()
            .flat_map(|c| {
                values.iter().map(move |v| {
                    let mut c = c.clone();
                    c.insert(name.clone(), v.clone());
                    c
                })
            })
            .collect();
    }
    out
}

#[test]
fn the_rule_data_as_json_gives_the_same_rules_as_the_toml_files() {
    let catalogue = Catalogue::bundled();
    // Through JSON text, as the page hands it over.
    let text = serde_json::to_string(&PortableCatalogue::of(&catalogue)).unwrap();
    let portable: PortableCatalogue = serde_json::from_str(&text).unwrap();
    let mut checked = 0;
    for (id, v) in &catalogue.variants {
        let options = v
            .settings
            .options
            .iter()
            .map(|(n, o)| (n.clone(), o.values.keys().cloned().collect()))
            .collect();
        for chosen in combinations(&options) {
            let toml = v.rules(&chosen).unwrap();
            let json = portable.rules(id, &chosen).unwrap();
            let mut want = toml.settings.clone();
            want.options.clear();
            assert_eq!(json.settings, want, "{id} {chosen:?}");
            assert_eq!(json.board, toml.board, "{id} {chosen:?}");
            assert_eq!(json.throws, toml.throws, "{id} {chosen:?}");
            // And they play the same: the start and a game's worth of moves.
            let game = toml.random_game(7, 300, true);
            let mut pos = Position::start(&json);
            assert_eq!(pos, Position::start(&toml));
            for ply in &game.plies {
                let (a, b) = (
                    toml.legal_moves(&pos, ply.throw).unwrap(),
                    json.legal_moves(&pos, ply.throw).unwrap(),
                );
                assert_eq!(a, b, "{id} {chosen:?}");
                pos = ply.after;
            }
            checked += 1;
        }
    }
    // Kendall's Senet alone has four switches.
    assert!(checked >= 9 + 16, "{checked}");
}

#[test]
fn moves_answers_what_tabula_moves_json_answers() {
    let mut e = engine();
    let rules = Catalogue::bundled()
        .get("ur/finkel")
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap();
    let pos = notation::parse(&rules, "1:4,6 2:5 turn:1").unwrap();
    let moves = rules.legal_moves(&pos, 2).unwrap();
    let mut want = String::new();
    ejson::write_turn(&mut want, &rules, &pos, 2, &moves);
    let got = e.answer(
        &json!({"op": "moves", "variant": "ur/finkel", "throw": 2, "position": "1:4,6 2:5 turn:1"})
            .to_string(),
    );
    assert_eq!(got, want);
    // The JSON form of a position is read too.
    let v = ejson::position_json(&rules, &pos);
    let got = e.answer(
        &json!({"op": "moves", "variant": "ur/finkel", "throw": 2, "position": v}).to_string(),
    );
    assert_eq!(got, want);
}

#[test]
fn a_turn_names_each_move_its_effects_and_the_position_after_in_notation() {
    let mut e = engine();
    let start = ask(&mut e, json!({"op": "start", "variant": "ur/finkel"}));
    assert_eq!(start["position"], "1:- 2:- turn:1");
    let t = ask(
        &mut e,
        json!({"op": "turn", "variant": "ur/finkel", "throw": 4, "position": "1:- 2:- turn:1"}),
    );
    assert_eq!(t["pass"], false);
    let m = &t["moves"][0];
    assert_eq!(m["name"], "hand-4");
    assert_eq!(m["effects"], json!(["enter", "rosette", "extra_throw"]));
    assert_eq!(m["after"], "1:4 2:- turn:1");
    assert_eq!(m["position"]["to_move"], 1);
    // One move shape: the browser's move is the command line's, with more keys.
    let r = Catalogue::bundled()
        .get("ur/finkel")
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap();
    let p = notation::parse(&r, "1:- 2:- turn:1").unwrap();
    let cli = ejson::turn_json(&r, &p, 4, &r.legal_moves(&p, 4).unwrap());
    for (key, value) in cli["moves"][0].as_object().unwrap() {
        assert_eq!(&m[key], value, "the key {key} of tabula moves --json");
    }
    // No move: a pass, and who throws next.
    let t = ask(
        &mut e,
        json!({"op": "turn", "variant": "ur/finkel", "throw": 0, "position": "1:- 2:- turn:1"}),
    );
    assert_eq!(t["pass"], true);
    assert_eq!(t["after"], "1:- 2:- turn:2");
    assert_eq!(t["position"]["to_move"], 2);
}

#[test]
fn options_choose_the_rules() {
    let mut e = engine();
    // Square 15 is on Masters' route of 16 squares; on Bell's it is the way off.
    let masters = ask(
        &mut e,
        json!({"op": "turn", "variant": "ur/finkel", "options": {"route": "masters"}, "throw": 1, "position": "1:14 2:- off:6,0 turn:1"}),
    );
    let bell = ask(
        &mut e,
        json!({"op": "turn", "variant": "ur/finkel", "throw": 1, "position": "1:14 2:- off:6,0 turn:1"}),
    );
    assert_eq!(masters["moves"][0]["name"], "14-15");
    assert_eq!(bell["moves"][0]["name"], "14-off");
    let bad = ask(
        &mut e,
        json!({"op": "start", "variant": "ur/finkel", "options": {"route": "nowhere"}}),
    );
    assert!(bad["error"].as_str().unwrap().contains("route"), "{bad}");
}

#[test]
fn throws_are_drawn_from_the_variants_distribution_by_seed() {
    let mut e = engine();
    let mut seen = [0u32; 6];
    for seed in 0..400u64 {
        let t = ask(
            &mut e,
            json!({"op": "throw", "variant": "ur/finkel", "seed": seed}),
        );
        seen[t["throw"].as_u64().unwrap() as usize] += 1;
    }
    // Four binary dice: 0 to 4, 2 the most common, never 5.
    assert!(seen[..5].iter().all(|&n| n > 0), "{seen:?}");
    assert_eq!(seen[5], 0);
    assert!(seen[2] > seen[0] && seen[2] > seen[4], "{seen:?}");
    let again = ask(
        &mut e,
        json!({"op": "throw", "variant": "ur/finkel", "seed": 17}),
    );
    assert_eq!(
        again,
        ask(
            &mut e,
            json!({"op": "throw", "variant": "ur/finkel", "seed": 17})
        )
    );
}

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
fn a_move_that_is_not_legal_is_explained() {
    let mut e = engine();
    let why = |e: &mut Engine, from: Value, throw: u8, position: &str| {
        ask(e, json!({"op": "why", "variant": "ur/finkel", "throw": throw, "position": position, "from": from}))["reason"].clone()
    };
    assert_eq!(why(&mut e, json!(4), 2, "1:4,6 2:- turn:1"), "own-piece");
    assert_eq!(why(&mut e, json!(6), 2, "1:4,6 2:- turn:1"), "legal");
    assert_eq!(why(&mut e, json!(5), 2, "1:4,6 2:- turn:1"), "no-piece");
    assert_eq!(why(&mut e, json!(13), 4, "1:13 2:- turn:1"), "past-end");
    // The central rosette protects the piece on it.
    assert_eq!(why(&mut e, json!(6), 2, "1:6 2:8 turn:1"), "protected");
    assert_eq!(why(&mut e, json!("hand"), 0, "1:- 2:- turn:1"), "no-move");
}

#[test]
fn the_pieces_that_cannot_move_are_listed_with_why_waiting_pieces_first() {
    let mut e = engine();
    let refusals = |e: &mut Engine, throw: u8, position: &str| {
        ask(
            e,
            json!({"op": "refusals", "variant": "ur/finkel", "throw": throw, "position": position}),
        )["refusals"]
            .clone()
    };
    // Player 1 has five waiting pieces and pieces on 4 and 6: with a 2, the piece on 4
    // would land on its own piece on 6; the others can move.
    assert_eq!(
        refusals(&mut e, 2, "1:4,6 2:- turn:1"),
        json!([{"from": 4, "reason": "own-piece"}])
    );
    // With a 4, a waiting piece would land on the piece on 4, and the piece on 13 would
    // go past the end: waiting pieces come first, then the board in route order.
    assert_eq!(
        refusals(&mut e, 4, "1:4,13 2:- turn:1"),
        json!([{"from": "hand", "reason": "own-piece"}, {"from": 13, "reason": "past-end"}])
    );
    // Player 2's pieces are not player 1's to explain.
    assert_eq!(refusals(&mut e, 1, "1:- 2:5 turn:1"), json!([]));
    // A throw of 0 moves nothing: every piece says so.
    assert_eq!(
        refusals(&mut e, 0, "1:4 2:- turn:1"),
        json!([{"from": "hand", "reason": "no-move"}, {"from": 4, "reason": "no-move"}])
    );
}

#[test]
fn a_play_link_is_written_and_read_by_the_engine_as_the_build_writes_it() {
    let mut e = engine();
    let options = json!({"route": "masters"});
    let written = ask(
        &mut e,
        json!({"op": "link", "variant": "ur/finkel", "options": options, "position": "1:4 2:- turn:1", "record": "4:hand 2:4"}),
    );
    let fragment = written["fragment"].as_str().unwrap();
    // The build's links to the play page have the same fragment.
    let built = tabula::diagram::play_url(
        "en",
        "ur/finkel",
        &[("route".to_string(), "masters".to_string())].into(),
        "1:4 2:- turn:1",
        None,
    );
    assert!(
        built.ends_with(&format!("#{}", fragment.split("&r=").next().unwrap())),
        "{built} / {fragment}"
    );
    let read = ask(
        &mut e,
        json!({"op": "read-link", "fragment": format!("#{fragment}")}),
    );
    assert_eq!(
        read["link"],
        json!({"variant": "ur/finkel", "options": options, "opponent": null, "position": "1:4 2:- turn:1", "record": "4:hand 2:4"})
    );
    // An anchor is no link; a link to an unknown variant or option is an error.
    assert_eq!(
        ask(&mut e, json!({"op": "read-link", "fragment": "#rules"}))["link"],
        Value::Null
    );
    for bad in [
        "v=ur/nobody",
        "v=ur/finkel&o=speed:fast",
        "v=ur/finkel&o=route",
        "v=ur%2",
    ] {
        let answer = e.answer(&json!({"op": "read-link", "fragment": bad}).to_string());
        assert!(answer.contains("\"error\""), "{bad}: {answer}");
    }
}

#[test]
fn each_move_gives_the_squares_it_passes_and_where_a_piece_it_displaces_goes() {
    let mut e = engine();
    let moves = |e: &mut Engine, variant: &str, throw: u8, position: &str| {
        ask(
            e,
            json!({"op": "turn", "variant": variant, "throw": throw, "position": position}),
        )["moves"]
            .clone()
    };
    let find = |list: &Value, name: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|m| m["name"] == name)
            .cloned()
            .unwrap()
    };
    // Ur: a piece enters from the hand (0), a piece is borne off (past 14: 15), and a
    // capture sends the opponent's piece back to wait.
    let ur = moves(&mut e, "ur/finkel", 2, "1:5,13 2:7 turn:1");
    assert_eq!(find(&ur, "hand-2")["path"], json!([0, 1, 2]));
    assert_eq!(find(&ur, "13-off")["path"], json!([13, 14, 15]));
    assert_eq!(find(&ur, "13-off")["displaced"], json!([]));
    let capture = find(&ur, "5-7");
    assert_eq!(capture["path"], json!([5, 6, 7]));
    assert_eq!(
        capture["displaced"],
        json!([{"seat": 2, "from": 7, "to": "hand"}])
    );
    // Senet: the piece hit changes places with the one that hit it.
    let senet = moves(&mut e, "senet/standard", 2, "1:3 2:5 turn:1");
    let swap = find(&senet, "3-5");
    assert_eq!(swap["displaced"], json!([{"seat": 2, "from": 5, "to": 3}]));
    // A replay's steps carry the same, from the position before each step.
    let r = ask(
        &mut e,
        json!({"op": "replay", "variant": "ur/finkel", "position": "1:5 2:7 turn:1", "replay": "2:5"}),
    );
    assert_eq!(
        r["steps"][0]["played"]["displaced"],
        json!([{"seat": 2, "from": 7, "to": "hand"}])
    );
}

#[test]
fn a_throw_is_drawn_falling_to_its_value_one_group_per_stick() {
    let mut e = engine();
    let o = ask(
        &mut e,
        json!({"op": "outcome", "variant": "ur/finkel", "throw": 3, "seed": 7}),
    );
    let svg = o["svg"].as_str().unwrap();
    assert_eq!(svg.matches("<g class=\"implement\">").count(), 4, "{svg}");
    assert_eq!(o["width"], 300.0);
    // Across seeds, only the ways that give 3 are drawn: the same picture each time, as
    // four binary dice show 3 in one way of drawing (three marked tips up).
    let again = ask(
        &mut e,
        json!({"op": "outcome", "variant": "ur/finkel", "throw": 3, "seed": 8}),
    );
    assert_eq!(again["svg"], o["svg"]);
    let bad = e.answer(
        &json!({"op": "outcome", "variant": "ur/finkel", "throw": 9, "seed": 1}).to_string(),
    );
    assert!(bad.contains("cannot be thrown"), "{bad}");
}

#[test]
fn every_move_says_its_kind_as_the_messages_select_on_it() {
    let mut e = engine();
    let kinds = |e: &mut Engine, variant: &str, throw: u8, position: &str| {
        let t = ask(
            e,
            json!({"op": "turn", "variant": variant, "throw": throw, "position": position}),
        );
        t["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                format!(
                    "{}={}",
                    m["name"].as_str().unwrap(),
                    m["kind"].as_str().unwrap()
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        kinds(&mut e, "ur/finkel", 2, "1:4,13 2:- turn:1"),
        ["hand-2=enter", "4-6=step", "13-off=off"]
    );
}

#[test]
fn a_replay_gives_every_step_and_names_the_step_at_fault() {
    let mut e = engine();
    let r = ask(
        &mut e,
        json!({"op": "replay", "variant": "ur/finkel", "replay": "4:hand 2:4 0:pass"}),
    );
    let steps = r["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[0]["after"], "1:4 2:- turn:1");
    assert_eq!(steps[1]["move"], "4-6");
    // The move as played, with its effects, for the step to be announced in full.
    assert_eq!(
        steps[0]["played"]["effects"],
        json!(["enter", "rosette", "extra_throw"])
    );
    assert_eq!(steps[1]["played"]["from"], 4);
    assert_eq!(steps[2]["move"], Value::Null);
    assert_eq!(steps[2]["played"], Value::Null);
    assert_eq!(steps[2]["after"], "1:6 2:- turn:1");
    let bad = ask(
        &mut e,
        json!({"op": "replay", "variant": "ur/finkel", "replay": "4:hand 2:5"}),
    );
    assert!(bad["error"].as_str().unwrap().contains("step 2"), "{bad}");
}

#[test]
fn a_drawing_is_the_builds_svg_with_where_each_square_is() {
    let mut e = engine();
    let d = ask(
        &mut e,
        json!({"op": "draw", "variant": "senet/standard", "position": "start", "throw": 3}),
    );
    let spec = tabula::diagram::Spec::parse(
        "variant = \"senet/standard\"\nposition = \"start\"\nthrow = 3",
    )
    .unwrap();
    let want = tabula::diagram::svg::render(&spec.compute(&Catalogue::bundled(), None).unwrap());
    assert_eq!(d["svg"], want);
    // One point per route square of each side, with the hand and the way off.
    assert_eq!(d["points"]["1"].as_array().unwrap().len(), 32);
    assert!(d["width"].as_f64().unwrap() > 0.0 && d["square"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_requests_get_an_error_not_a_panic() {
    let mut e = engine();
    for bad in [
        "",
        "[]",
        "{}",
        "{\"op\":1}",
        "{\"op\":\"fly\",\"variant\":\"ur/finkel\"}",
        "{\"op\":\"moves\",\"variant\":\"ur/finkel\",\"throw\":9,\"position\":\"start\"}",
        "{\"op\":\"moves\",\"variant\":\"ur/finkel\",\"throw\":2,\"position\":\"1:99\"}",
        "{\"op\":\"draw\",\"variant\":\"ur/finkel\",\"show\":\"throws\"}",
        "{\"op\":\"load\",\"catalogue\":{\"variants\":{\"x/y\":{\"game\":\"x\",\"table\":{}}}}}",
    ] {
        let answer: Value = serde_json::from_str(&e.answer(bad)).unwrap();
        assert!(answer["error"].is_string(), "{bad}: {answer}");
    }
}

#[test]
fn throws_lists_each_value_with_its_chance() {
    let mut e = engine();
    let t = ask(&mut e, json!({"op": "throws", "variant": "senet/standard"}));
    let values: Vec<u64> = t["throws"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["value"].as_u64().unwrap())
        .collect();
    assert_eq!(values, [1, 2, 3, 4, 5]);
    // Four sticks: one flat side up (a 1) in 4 of 16 throws.
    assert_eq!(
        (
            t["throws"][0]["num"].as_u64(),
            t["throws"][0]["den"].as_u64()
        ),
        (Some(1), Some(4))
    );
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
