//! The rule data given as JSON compiles to the same rules as the TOML files, for every
//! option of every bundled variant, and options choose the rules.

use super::{ask, engine};
use serde_json::json;
use std::collections::BTreeMap;
use tabula::engine::Position;
use tabula::rules::portable::PortableCatalogue;
use tabula::rules::Catalogue;

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
