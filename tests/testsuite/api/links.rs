//! Play links written and read as the build writes them, and replays step by step with
//! the step at fault named.

use super::{ask, engine};
use serde_json::{json, Value};

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
