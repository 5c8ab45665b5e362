//! Engine speed: move generation and whole random games, per variant.
//!
//! Move generation is measured over positions sampled from random games (with the
//! throw that was drawn there), reporting generated moves per second; whole games
//! report games per second; `games-moves` is the workload `scripts/wasm-speed.mjs`
//! gives the WebAssembly engine, in moves per second. Run: `cargo bench -p tabula-core --bench engine`
//! (it builds the engine and the rule data only, not the site generator).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::collections::BTreeMap;
use std::hint::black_box;
use tabula_core::rules::Catalogue;
use tabula_engine::{Position, Rules};

/// A benchmark's name, its variant and the options it sets.
type Case = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
);

const VARIANTS: [Case; 10] = [
    ("senet-standard", "senet/standard", &[]),
    ("senet-bell", "senet/bell", &[]),
    ("senet-jequier", "senet/jequier", &[]),
    ("senet-kendall", "senet/kendall", &[]),
    ("ur-finkel", "ur/finkel", &[]),
    ("ur-finkel-masters", "ur/finkel", &[("route", "masters")]),
    ("ur-bell", "ur/bell", &[]),
    ("ur-masters", "ur/masters", &[]),
    ("ur-blitz", "ur/blitz", &[]),
    ("ur-aseb", "ur/aseb", &[]),
];

fn rules(id: &str, opts: &[(&str, &str)]) -> Rules {
    let chosen: BTreeMap<String, String> = opts
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Catalogue::bundled()
        .get(id)
        .unwrap()
        .rules(&chosen)
        .unwrap()
}

/// Positions (with the throw drawn there) from a few hundred random games.
fn sample(r: &Rules) -> Vec<(Position, u8)> {
    let mut out = Vec::new();
    for seed in 0..200 {
        let game = r.random_game(seed, 100_000, true);
        let mut before = Position::start(r);
        for ply in &game.plies {
            out.push((before, ply.throw));
            before = ply.after;
        }
    }
    out
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("movegen");
    for (name, id, opts) in VARIANTS {
        let r = rules(id, opts);
        let positions = sample(&r);
        let mut buf = Vec::with_capacity(32);
        let total: u64 = positions
            .iter()
            .map(|(p, t)| {
                r.generate(p, *t, &mut buf);
                buf.len() as u64
            })
            .sum();
        group.throughput(Throughput::Elements(total));
        group.bench_function(name, |b| {
            b.iter(|| {
                for (p, t) in &positions {
                    r.generate(black_box(p), black_box(*t), &mut buf);
                    black_box(buf.len());
                }
            })
        });
    }
    group.finish();
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random-game");
    group.throughput(Throughput::Elements(1));
    for (name, id, opts) in VARIANTS {
        let r = rules(id, opts);
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                black_box(r.random_game(seed, 1_000_000, false).result)
            })
        });
    }
    group.finish();
}

/// The workload of `scripts/wasm-speed.mjs`: 200 random games (seeds 1 to 200, at most
/// 2,000 throws each), in moves generated per second, to compare with the WebAssembly engine.
fn games_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("games-moves");
    for (name, id, opts) in VARIANTS {
        let r = rules(id, opts);
        let play = || {
            (1..=200u64)
                .map(|s| r.random_game(s, 2000, false).generated)
                .sum::<u64>()
        };
        group.throughput(Throughput::Elements(play()));
        group.bench_function(name, |b| b.iter(|| black_box(play())));
    }
    group.finish();
}

criterion_group!(benches, movegen, games, games_moves);
criterion_main!(benches);
