//! Moves and turns: the answer of `tabula moves --json`, each move named with its
//! kind, effects, path and displaced pieces, and why a piece cannot move.

use super::{ask, engine};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tabula::api::Engine;
use tabula::engine::{json as ejson, notation};
use tabula::rules::Catalogue;

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
    // The rules that rule a move out before the square it would land on: the reason
    // named is the rule, not what stands where the piece would land, with the square or
    // the throws of the rules it names, for the words to say.
    let cases: [(&str, Value, u8, u8, &str, Value); 9] = [
        // Jéquier's: any throw bears off from the last row, once every piece is there;
        // the piece on 20 is not.
        (
            "senet/jequier",
            json!({}),
            30,
            6,
            "1:20,30 2:22,23,24 off:3,2 turn:1",
            json!({"reason": "not-all-home", "square": 21}),
        ),
        // Kendall's: a piece below 26 may not pass it, whatever stands beyond (the piece
        // on 12 moves, so the one on 24 may not go back instead).
        (
            "senet/kendall",
            json!({}),
            24,
            4,
            "1:12,24 2:9,29 turn:1",
            json!({"reason": "must-stop", "square": 26}),
        ),
        // Kendall's home row: bearing off waits only for the top row (1 to 10) to be
        // empty, not for every piece to reach the last squares.
        (
            "senet/kendall",
            json!({"home-row": "on"}),
            30,
            2,
            "1:5,30 2:9,20 turn:1",
            json!({"reason": "not-all-home", "square": 11}),
        ),
        // Kendall's trap: a move past 26 falls into the House of Water, and cannot while
        // a piece is there, whatever stands on the square the throw counts to.
        (
            "senet/kendall",
            json!({"trap": "on"}),
            24,
            4,
            "1:12,24,28 2:9,27 turn:1",
            json!({"reason": "water-taken"}),
        ),
        // A piece on 28 leaves only by bearing off, with a 3.
        (
            "senet/kendall",
            json!({}),
            28,
            1,
            "1:12,28 2:9,20 turn:1",
            json!({"reason": "only-off"}),
        ),
        // The standard rules bear off from 26 with no throw: a 5 would count past 30.
        (
            "senet/standard",
            json!({}),
            26,
            5,
            "1:12,26 2:9,20 turn:1",
            json!({"reason": "off-throw"}),
        ),
        // While a piece of the player's is in the House of Water, it alone may move: the
        // piece on 12 is ruled out by that, not by what stands on 14.
        (
            "senet/kendall",
            json!({}),
            12,
            2,
            "1:12,27 2:9,14 turn:1",
            json!({"reason": "forced"}),
        ),
        // Bell's Ur: a waiting piece enters only with a 5 (the piece on 4 moves).
        (
            "ur/bell",
            json!({}),
            0,
            1,
            "1:4 2:- turn:1",
            json!({"reason": "enter-throw", "throws": [5]}),
        ),
        // Jéquier's blockade: three opposing pieces in a row stop the piece on 9 short
        // of the lone (unprotected) piece on 15.
        (
            "senet/jequier",
            json!({}),
            9,
            6,
            "1:2,9 2:10,11,12,15 turn:1",
            json!({"reason": "blocked"}),
        ),
    ];
    for (variant, options, from, throw, position, answer) in cases {
        let asked = ask(
            &mut e,
            json!({"op": "why", "variant": variant, "options": options, "throw": throw, "position": position, "from": from}),
        );
        assert_eq!(
            asked, answer,
            "{variant} {options}: the piece on {from}, throw {throw}, {position}"
        );
    }
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
fn a_backward_move_is_said_once_not_also_as_forced() {
    let mut e = engine();
    // Kendall's: neither piece may pass 26 with a 3, so one must move backward.
    let t = ask(
        &mut e,
        json!({"op": "turn", "variant": "senet/kendall", "throw": 3, "position": "1:24,25 2:9,11 turn:1"}),
    );
    let m = &t["moves"][0];
    assert_eq!(m["effects"], json!(["backward", "forced"]), "{t}");
    assert_eq!(m["said"], json!(["backward"]));
    // A forced move that is not backward says so.
    let t = ask(
        &mut e,
        json!({"op": "turn", "variant": "senet/kendall", "throw": 2, "position": "1:12,27 2:9,14 turn:1"}),
    );
    for m in t["moves"].as_array().unwrap() {
        assert_eq!(m["said"], m["effects"], "{m}");
    }
}
