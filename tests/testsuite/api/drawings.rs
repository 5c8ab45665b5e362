//! Drawings: a throw falling to its value, and a board drawn as the build draws it with
//! where each square is.

use super::{ask, engine};
use serde_json::json;
use tabula::rules::Catalogue;

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
