//! The difference function itself, on rule data written for each case: a row for
//! every rule whose texts differ and for every rule only one variant has, none for
//! the rest, and each cell's message carrying the values it states.

use std::collections::BTreeMap;
use tabula::engine::Rules;
use tabula::rules::diff::{differences, Value};
use tabula::rules::{Catalogue, Variant};

fn bundled_text(id: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/content/games/{id}.toml",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn rules_of(id: &str, text: &str) -> Rules {
    let game = id.split('/').next().unwrap();
    let boards = Catalogue::bundled().boards[game].clone();
    let v = Variant::parse(id, std::path::Path::new("x.toml"), text, boards)
        .unwrap_or_else(|e| panic!("{e}"));
    v.rules(&BTreeMap::new()).unwrap()
}

fn names(rows: &[tabula::rules::diff::Row]) -> Vec<&'static str> {
    rows.iter().map(|r| r.name).collect()
}

#[test]
fn the_same_rules_have_no_row() {
    let std = rules_of("senet/standard", &bundled_text("senet/standard"));
    assert!(differences(&std, &std).is_empty());
}

#[test]
fn a_rule_only_one_variant_has_is_a_row_with_the_other_cell_absent() {
    let std = rules_of("senet/standard", &bundled_text("senet/standard"));
    // No House of Water and no houses at all: two rules the standard has and this one
    // lacks. And square 28, which the standard's water empties at once, becomes a
    // square a piece stays safe on.
    let text = bundled_text("senet/standard").replace("standard = true", "standard = false");
    let start = text.find("[houses]").unwrap();
    let end = text.find("[bear_off]").unwrap();
    let without = format!("{}{}", &text[..start], &text[end..]);
    let var = rules_of("senet/plain", &without);
    let rows = differences(&std, &var);
    assert_eq!(names(&rows), ["safe", "houses", "water"], "{rows:#?}");
    let squares = |t: &tabula::rules::diff::Text| t.args.get("squares").cloned();
    assert_ne!(squares(&rows[0].standard), squares(&rows[0].variant));
    assert_eq!(
        rows[0].variant.args.get("contiguous"),
        Some(&Value::Str("yes".into())),
        "safe: 27 to 30 without a water"
    );
    assert_eq!(
        rows[1].variant.id, "cell-absent",
        "houses: only the standard has them"
    );
    assert_eq!(rows[1].standard.id, "cell-houses");
    assert_eq!(
        rows[2].variant.args.get("kind"),
        Some(&Value::Str("none".into())),
        "water: the rule says there is none"
    );
    // And the other way round: the variant has a rule the standard lacks.
    let rows = differences(&var, &std);
    assert_eq!(rows[1].standard.id, "cell-absent");
    assert_eq!(rows[1].variant.id, "cell-houses");
}

#[test]
fn each_rule_that_differs_is_one_row_in_catalogue_order() {
    let std = rules_of("senet/standard", &bundled_text("senet/standard"));
    let text = bundled_text("senet/standard")
        .replace("standard = true", "standard = false")
        .replace("count = 5", "count = 6")
        .replace("extra_throw_on_pass = true", "extra_throw_on_pass = false");
    let rows = differences(&std, &rules_of("senet/six", &text));
    assert_eq!(names(&rows), ["pieces", "pass", "end"], "{rows:#?}");
    assert_eq!(rows[0].variant.args.get("count"), Some(&Value::Num(6.0)));
    assert_eq!(
        rows[0].variant.args.get("last"),
        Some(&Value::Num(12.0)),
        "the cell says where the pieces stand"
    );
}

#[test]
fn the_water_sending_a_piece_to_a_square_is_said_with_that_square() {
    let std = rules_of("senet/standard", &bundled_text("senet/standard"));
    let text = bundled_text("senet/standard")
        .replace("standard = true", "standard = false")
        .replace("goes_to = \"rebirth\"", "goes_to = 1");
    let rows = differences(&std, &rules_of("senet/home", &text));
    assert_eq!(names(&rows), ["water"]);
    let cell = &rows[0].variant;
    assert_eq!(cell.args.get("kind"), Some(&Value::Str("square".into())));
    assert_eq!(cell.args.get("rebirth"), Some(&Value::Num(1.0)));
    assert_eq!(
        cell.args.get("square"),
        Some(&Value::Num(28.0)),
        "the House of Water's square, from houses.water"
    );
}

#[test]
fn a_throw_cell_carries_the_implement_its_count_and_every_value() {
    let finkel = rules_of("ur/finkel", &bundled_text("ur/finkel"));
    let bell = rules_of("ur/bell", &bundled_text("ur/bell"));
    let rows = differences(&finkel, &bell);
    let throw = rows
        .iter()
        .find(|r| r.name == "throw")
        .expect("the throws differ");
    for cell in [&throw.standard, &throw.variant] {
        assert!(
            cell.args.contains_key("implement") && cell.args.contains_key("count"),
            "{cell:?}"
        );
    }
    assert_eq!(
        throw.standard.args.get("implement"),
        Some(&Value::Str("binary-dice".into()))
    );
}

#[test]
fn rows_follow_the_route_an_option_chooses() {
    let finkel = rules_of("ur/finkel", &bundled_text("ur/finkel"));
    let boards = Catalogue::bundled().boards["ur"].clone();
    let v = Variant::parse(
        "ur/finkel",
        std::path::Path::new("x.toml"),
        &bundled_text("ur/finkel"),
        boards,
    )
    .unwrap();
    let masters = v
        .rules(&BTreeMap::from([(
            "route".to_string(),
            "masters".to_string(),
        )]))
        .unwrap();
    let rows = differences(&finkel, &masters);
    // The route comes right after the board, before the rules a game meets.
    assert_eq!(names(&rows), ["route", "bear-off"], "{rows:#?}");
    assert_eq!(rows[0].variant.args.get("length"), Some(&Value::Num(16.0)));
}
