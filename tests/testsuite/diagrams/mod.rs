//! Diagrams: drawn from the engine's result, snapshotted as SVG, rasterized to PNG,
//! described in the page's language, and refused when a page claims what the engine denies.

mod claims;
mod command;
mod drawing;
mod pages;

use std::collections::BTreeMap;
use tabula::diagram::{svg, Spec};
use tabula::rules::Catalogue;

fn diagram(block: &str, variant: &str) -> tabula::diagram::Diagram {
    Spec::parse(block)
        .unwrap()
        .compute(&Catalogue::bundled(), Some(variant))
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_board_and_variant_matches_its_svg_snapshot() {
    let cases: BTreeMap<&str, (&str, &str)> = BTreeMap::from([
        (
            "senet-standard-start",
            ("senet/standard", "position = \"start\""),
        ),
        (
            "senet-standard-water",
            (
                "senet/standard",
                "position = \"1:16,25 2:3,14,15\"\nthrow = 3\nmove = 25",
            ),
        ),
        ("senet-bell-start", ("senet/bell", "position = \"start\"")),
        (
            "senet-bell-capture",
            (
                "senet/bell",
                "position = \"1:5 2:7,8\"\nthrow = 2\nmove = 5\nshow = \"before-after\"",
            ),
        ),
        (
            "senet-jequier-opening",
            (
                "senet/jequier",
                "position = \"start\"\nthrow = 1\nmove = 10",
            ),
        ),
        (
            "ur-finkel-route",
            ("ur/finkel", "position = \"start\"\nroute = 1"),
        ),
        (
            "ur-finkel-moves",
            (
                "ur/finkel",
                "position = \"1:2,7 2:9\"\nthrow = 2\nshow = \"moves\"",
            ),
        ),
        (
            "ur-masters-route",
            (
                "ur/finkel",
                "options = { route = \"masters\" }\nposition = \"start\"\nroute = 1",
            ),
        ),
        (
            "ur-bell-fine",
            (
                "ur/bell",
                "position = \"1:7 2:8 fines:0,2\"\nthrow = 1\nmove = 7\nshow = \"before-after\"",
            ),
        ),
    ]);
    for (name, (variant, block)) in cases {
        insta::assert_snapshot!(name, svg::render(&diagram(block, variant)));
    }
}
