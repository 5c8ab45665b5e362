//! Self-play speed: whole random games (both seats uniformly random) per second, per
//! variant, on one core and on all cores (rayon, one player per thread). Each
//! iteration plays a batch of games; the throughput is in games. Run:
//! `cargo bench --bench selfplay`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::hint::black_box;
use tabula::engine::{Player, Policy, Rules};
use tabula::rules::Catalogue;

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

/// Games per iteration on one core, and on all cores.
const ONE: u64 = 200;
const ALL: u64 = 2_000;
/// The cap `tabula stats` plays with.
const CAP: u32 = tabula::stats::play::CAP;
const RANDOM: [Policy; 2] = [Policy::Random, Policy::Random];

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

fn one_core(c: &mut Criterion) {
    let mut group = c.benchmark_group("selfplay-one-core");
    group.throughput(Throughput::Elements(ONE));
    for (name, id, opts) in VARIANTS {
        let r = rules(id, opts);
        let mut player = Player::new(&r);
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                for _ in 0..ONE {
                    seed += 1;
                    black_box(player.play(RANDOM, seed, CAP).outcome);
                }
            })
        });
    }
    group.finish();
}

fn all_cores(c: &mut Criterion) {
    let mut group = c.benchmark_group(format!("selfplay-{}-threads", rayon::current_num_threads()));
    group.throughput(Throughput::Elements(ALL));
    for (name, id, opts) in VARIANTS {
        let r = rules(id, opts);
        let mut round = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                round += 1;
                let turns: u64 = (0..ALL)
                    .into_par_iter()
                    .map_init(
                        || Player::new(&r),
                        |p, i| u64::from(p.play(RANDOM, round * ALL + i, CAP).counters.turns),
                    )
                    .sum();
                black_box(turns)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, one_core, all_cores);
criterion_main!(benches);
