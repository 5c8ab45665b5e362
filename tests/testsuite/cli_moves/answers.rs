//! One request at a time: the JSON answer's contract, a capture, the Water and a game
//! over, a pass, a bad input's one line and status, and the list people read.

use super::tabula;
use serde_json::{json, Value};

#[test]
fn json_answer_follows_the_contract() {
    let pos = r#"{"to_move": 1, "squares": {"1": [4, 9], "2": [6]}, "off": {"1": 2, "2": 0}, "fines": {"1": 0, "2": 0}}"#;
    let (code, out, err) = tabula(&[
        "moves",
        "--variant",
        "ur/finkel",
        "--option",
        "route=bell",
        "--option",
        "pieces=7",
        "--throw",
        "3",
        "--position",
        pos,
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["pass"], json!(false));
    let froms: Vec<&Value> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["from"])
        .collect();
    assert_eq!(froms, [&json!("hand"), &json!(4), &json!(9)]);
    let m = &v["moves"][1];
    assert_eq!(m["to"], json!(7));
    assert_eq!(m["effects"], json!([]));
    assert_eq!(
        m["position"],
        json!({"to_move": 2, "squares": {"1": [7, 9], "2": [6]}, "off": {"1": 2, "2": 0}})
    );
    // 9 + 3 = 12; 6 is player 2's, 4 + 3 = 7 passes over it.
    assert_eq!(v["moves"][2]["to"], json!(12));
}

#[test]
fn a_capture_water_and_game_over_in_json() {
    let (_, out, _) = tabula(&[
        "moves",
        "--variant",
        "ur/finkel",
        "--throw",
        "2",
        "--position",
        "1:7 2:9",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"][1]["effects"], json!(["capture"]));
    let (_, out, _) = tabula(&[
        "moves",
        "--variant",
        "senet/standard",
        "--throw",
        "3",
        "--position",
        "1:16,25 2:3,14,15",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let water = &v["moves"][1];
    assert_eq!(
        (water["from"].clone(), water["to"].clone()),
        (json!(25), json!(28))
    );
    assert_eq!(water["effects"], json!(["water"]));
    assert_eq!(water["position"]["squares"]["1"], json!([13, 16]));
    let (_, out, _) = tabula(&[
        "moves",
        "--variant",
        "senet/bell",
        "--throw",
        "1",
        "--position",
        "1:30 2:- off:2,3",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"][0]["to"], json!("off"));
    assert_eq!(v["moves"][0]["position"]["result"], json!({"draw": true}));
    assert_eq!(v["moves"][0]["position"]["score"], json!({"1": 3, "2": 3}));
}

#[test]
fn no_move_gives_a_pass_and_the_position_after_it() {
    let (code, out, _) = tabula(&[
        "moves",
        "--variant",
        "ur/finkel",
        "--throw",
        "0",
        "--position",
        "1:5 2:7",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"], json!([]));
    assert_eq!(v["pass"], json!(true));
    assert_eq!(v["position"]["to_move"], json!(2));
}

#[test]
fn bad_input_is_one_line_naming_the_field_with_status_2() {
    for (args, expect) in [
        (
            vec![
                "--variant",
                "ur/nope",
                "--throw",
                "1",
                "--position",
                "start",
            ],
            "unknown variant `ur/nope`",
        ),
        (
            vec![
                "--variant",
                "ur/finkel",
                "--option",
                "route=moon",
                "--throw",
                "1",
                "--position",
                "start",
            ],
            "`route` cannot be `moon`",
        ),
        (
            vec![
                "--variant",
                "ur/finkel",
                "--option",
                "colour=red",
                "--throw",
                "1",
                "--position",
                "start",
            ],
            "unknown option `colour`",
        ),
        (
            vec![
                "--variant",
                "ur/finkel",
                "--throw",
                "1",
                "--position",
                "1:15 2:-",
            ],
            "square 15 is off the route",
        ),
        (
            vec![
                "--variant",
                "ur/finkel",
                "--throw",
                "1",
                "--position",
                "1:5 2:5",
            ],
            "same square as one of player 1's pieces",
        ),
        (
            vec![
                "--variant",
                "ur/finkel",
                "--throw",
                "1",
                "--position",
                "1:1,2,3,4,5,6,7,8 2:-",
            ],
            "each side has 7",
        ),
        (
            vec![
                "--variant",
                "ur/finkel",
                "--throw",
                "5",
                "--position",
                "start",
            ],
            "throw: 5 cannot be thrown",
        ),
        (
            vec![
                "--variant",
                "senet/standard",
                "--throw",
                "2",
                "--position",
                "1:5,x 2:7",
            ],
            "column 5",
        ),
        (
            vec![
                "--variant",
                "senet/standard",
                "--throw",
                "2",
                "--position",
                "{\"squares\": 3}",
            ],
            "position.squares",
        ),
        (
            vec![
                "--variant",
                "senet/standard",
                "--throw",
                "2",
                "--position",
                "{\"squares\": ",
            ],
            "not valid JSON",
        ),
        (
            vec![
                "--variant",
                "senet/standard",
                "--throw",
                "2",
                "--position",
                "1:28 2:3",
            ],
            "House of Water",
        ),
    ] {
        let mut full = vec!["moves"];
        full.extend(args.iter());
        let (code, out, err) = tabula(&full);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(expect), "{args:?}: {err}");
        assert!(!err.contains("panicked"));
    }
}

#[test]
fn the_human_list_shows_moves_and_effects() {
    let (code, out, _) = tabula(&[
        "moves",
        "--variant",
        "senet/standard",
        "--throw",
        "2",
        "--position",
        "1:5,11 2:7,14,20",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("5 -> 7") && out.contains("[swap]"), "{out}");
}
