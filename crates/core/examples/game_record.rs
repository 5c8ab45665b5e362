//! The record of one game between two computer players that look one throw ahead (the
//! play page's computer), from a seed, as a replay block writes it (`3:hand 2:5
//! 0:pass`): the bundled variant pages review such games (`review = true`). Prints the
//! record and, on standard error, its length and winner.
//! `cargo run --release -p tabula-core --example game_record -- ur/bell 7 [NAME=VALUE]...`

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use tabula_core::rules::Catalogue;
use tabula_engine::{Computer, Position};

fn main() {
    let mut args = std::env::args().skip(1);
    let id = args.next().unwrap_or_else(|| "ur/finkel".into());
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let chosen: BTreeMap<String, String> = args
        .filter_map(|a| a.split_once('=').map(|(k, v)| (k.into(), v.into())))
        .collect();
    let rules = match Catalogue::bundled()
        .get(&id)
        .and_then(|v| v.rules(&chosen).map_err(String::from))
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let player = Computer::Expectimax { depth: 1 };
    let mut pos = Position::start(&rules);
    let mut steps = Vec::new();
    while pos.result.is_none() && steps.len() < 2000 {
        let throw = rules.throws.draw(&mut rng);
        let moves = rules.legal_moves(&pos, throw).unwrap_or_default();
        match player.choose(&rules, &pos, &moves) {
            Some(i) => {
                let m = moves[i];
                let from = if m.from == 0 {
                    "hand".to_string()
                } else {
                    m.from.to_string()
                };
                steps.push(format!("{throw}:{from}"));
                pos = m.after;
            }
            None => {
                steps.push(format!("{throw}:pass"));
                pos = rules.pass(&pos, throw);
            }
        }
    }
    println!("{}", steps.join(" "));
    eprintln!("{} steps, result {:?}", steps.len(), pos.result);
}
