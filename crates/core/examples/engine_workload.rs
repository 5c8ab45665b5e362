//! One pass of the engine benchmark's work for one variant, for counting instructions
//! (`valgrind --tool=callgrind`), which a loaded machine does not disturb as it does
//! criterion's timings: move generation over the positions of 200 random games, then
//! the 200 games of `games-moves`. Run:
//! `cargo run --release -p tabula-core --example engine_workload -- ur/finkel [route=masters]`.

use std::collections::BTreeMap;
use std::hint::black_box;
use tabula_core::rules::Catalogue;
use tabula_engine::Position;

fn main() {
    let mut args = std::env::args().skip(1);
    let id = args.next().unwrap_or_else(|| "ur/finkel".into());
    let chosen: BTreeMap<String, String> = args
        .filter_map(|a| a.split_once('=').map(|(k, v)| (k.into(), v.into())))
        .collect();
    let catalogue = Catalogue::bundled();
    let rules = match catalogue
        .get(&id)
        .and_then(|v| v.rules(&chosen).map_err(String::from))
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut positions = Vec::new();
    for seed in 0..200 {
        let game = rules.random_game(seed, 100_000, true);
        let mut before = Position::start(&rules);
        for ply in &game.plies {
            positions.push((before, ply.throw));
            before = ply.after;
        }
    }
    let mut buf = Vec::with_capacity(32);
    let mut generated = 0u64;
    for (p, t) in &positions {
        rules.generate(black_box(p), black_box(*t), &mut buf);
        generated += buf.len() as u64;
    }
    let played: u64 = (1..=200u64)
        .map(|s| rules.random_game(s, 2000, false).generated)
        .sum();
    println!(
        "{id}: {} positions, {generated} moves generated, {played} in games",
        positions.len()
    );
}
