//! The browser engine's requests (`tabula::api`), natively: the rule data it is given
//! as JSON compiles to the same rules as the TOML files, for every option of every
//! bundled variant, and each op answers what the play page and diagrams rely on.

mod drawings;
mod links;
mod moves;
mod players;
mod rule_data;
mod throws;

use serde_json::{json, Value};
use tabula::api::Engine;
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
        // A review needs the game, and a judge of the rules' size.
        "{\"op\":\"review\",\"variant\":\"ur/finkel\",\"replay\":\"2:hand\"}",
        "{\"op\":\"review\",\"variant\":\"ur/finkel\",\"judge\":{\"hidden\":1,\"weights\":[0.5]}}",
        "{\"op\":\"review\",\"variant\":\"ur/finkel\",\"replay\":\"2:hand\",\"judge\":{\"hidden\":1,\"weights\":[0.5]}}",
        "{\"op\":\"review\",\"variant\":\"ur/finkel\",\"replay\":\"2:9\",\"judge\":{\"hidden\":1,\"weights\":[0.5]}}",
    ] {
        let answer: Value = serde_json::from_str(&e.answer(bad)).unwrap();
        assert!(answer["error"].is_string(), "{bad}: {answer}");
    }
}
