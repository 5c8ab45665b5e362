//! `tabula moves` run as a user runs it: its JSON contract, batch mode, and errors.

use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

fn tabula(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn batch(input: &str) -> (i32, Vec<Value>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["moves", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (out.status.code().unwrap(), lines)
}

#[test]
fn json_answer_follows_the_contract() {
    let pos = r#"{"to_move": 1, "squares": {"1": [4, 9], "2": [6]}, "off": {"1": 2, "2": 0}, "fines": {"1": 0, "2": 0}}"#;
    let (code, out, err) = tabula(&[
        "moves", "--variant", "ur/finkel", "--option", "route=bell", "--option", "pieces=7", "--throw", "3",
        "--position", pos, "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["pass"], json!(false));
    let froms: Vec<&Value> = v["moves"].as_array().unwrap().iter().map(|m| &m["from"]).collect();
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
    let (_, out, _) = tabula(&["moves", "--variant", "ur/finkel", "--throw", "2", "--position", "1:7 2:9", "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"][1]["effects"], json!(["capture"]));
    let (_, out, _) = tabula(&["moves", "--variant", "senet/standard", "--throw", "3", "--position", "1:16,25 2:3,14,15", "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let water = &v["moves"][1];
    assert_eq!((water["from"].clone(), water["to"].clone()), (json!(25), json!(28)));
    assert_eq!(water["effects"], json!(["water"]));
    assert_eq!(water["position"]["squares"]["1"], json!([13, 16]));
    let (_, out, _) = tabula(&["moves", "--variant", "senet/bell", "--throw", "1", "--position", "1:30 2:- off:2,3", "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"][0]["to"], json!("off"));
    assert_eq!(v["moves"][0]["position"]["result"], json!({"draw": true}));
    assert_eq!(v["moves"][0]["position"]["score"], json!({"1": 3, "2": 3}));
}

#[test]
fn no_move_gives_a_pass_and_the_position_after_it() {
    let (code, out, _) = tabula(&["moves", "--variant", "ur/finkel", "--throw", "0", "--position", "1:5 2:7", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"], json!([]));
    assert_eq!(v["pass"], json!(true));
    assert_eq!(v["position"]["to_move"], json!(2));
}

#[test]
fn batch_answers_every_line_in_order_and_a_bad_line_gets_an_error_object() {
    let input = [
        r#"{"variant": "ur/finkel", "throw": 3, "position": {"to_move": 1, "squares": {"1": [4], "2": []}}}"#,
        "this is not json",
        r#"{"variant": "ur/nope", "throw": 3, "position": "start"}"#,
        r#"{"variant": "senet/jequier", "throw": 1, "position": {"phase": "opening", "squares": {"1": [1,3,5,7,9], "2": [2,4,6,8,10]}}}"#,
        r#"{"variant": "ur/finkel", "options": {"route": "masters"}, "throw": 2, "position": "1:11 2:-"}"#,
    ]
    .join("\n");
    let (code, lines) = batch(&input);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["moves"][1]["to"], json!(7));
    assert!(lines[1]["error"].as_str().unwrap().starts_with("input: not valid JSON"));
    assert!(lines[2]["error"].as_str().unwrap().contains("unknown variant `ur/nope`"));
    assert_eq!(lines[3]["moves"][0]["effects"], json!(["opening", "extra_throw"]));
    assert_eq!(lines[4]["moves"][1]["to"], json!(13));
}

#[test]
fn bad_input_is_one_line_naming_the_field_with_status_2() {
    for (args, expect) in [
        (vec!["--variant", "ur/nope", "--throw", "1", "--position", "start"], "unknown variant `ur/nope`"),
        (vec!["--variant", "ur/finkel", "--option", "route=moon", "--throw", "1", "--position", "start"], "`route` cannot be `moon`"),
        (vec!["--variant", "ur/finkel", "--option", "colour=red", "--throw", "1", "--position", "start"], "unknown option `colour`"),
        (vec!["--variant", "ur/finkel", "--throw", "1", "--position", "1:15 2:-"], "square 15 is off the route"),
        (vec!["--variant", "ur/finkel", "--throw", "1", "--position", "1:5 2:5"], "same square as one of player 1's pieces"),
        (vec!["--variant", "ur/finkel", "--throw", "1", "--position", "1:1,2,3,4,5,6,7,8 2:-"], "each side has 7"),
        (vec!["--variant", "ur/finkel", "--throw", "5", "--position", "start"], "throw: 5 cannot be thrown"),
        (vec!["--variant", "senet/standard", "--throw", "2", "--position", "1:5,x 2:7"], "column 5"),
        (vec!["--variant", "senet/standard", "--throw", "2", "--position", "{\"squares\": 3}"], "position.squares"),
        (vec!["--variant", "senet/standard", "--throw", "2", "--position", "{\"squares\": "], "not valid JSON"),
        (vec!["--variant", "senet/standard", "--throw", "2", "--position", "1:28 2:3"], "House of Water"),
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
    let (code, out, _) = tabula(&["moves", "--variant", "senet/standard", "--throw", "2", "--position", "1:5,11 2:7,14,20"]);
    assert_eq!(code, 0);
    assert!(out.contains("5 -> 7") && out.contains("[swap]"), "{out}");
}
