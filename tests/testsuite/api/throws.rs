//! Throws: drawn from the variant's distribution by seed, and each value listed with
//! its chance.

use super::{ask, engine};
use serde_json::json;

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
