//! `tabula moves --batch` speed: answered lines per second of `run_batch`, written
//! into memory, so the figure is the command's own work and not the terminal's.
//!
//! The input is what a tool sends: positions sampled from random games of every
//! variant and option (with the throw drawn there), one request a line, the
//! variants interleaved, half the positions as JSON objects and half as notation.
//! Run: `cargo bench --bench batch`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde_json::json;
use std::collections::BTreeMap;
use std::hint::black_box;
use tabula::engine::{json, notation, Position};
use tabula::rules::Catalogue;

const VARIANTS: [(&str, &[(&str, &str)]); 8] = [
    ("senet/standard", &[]),
    ("senet/bell", &[]),
    ("senet/jequier", &[]),
    ("ur/finkel", &[]),
    ("ur/finkel", &[("route", "masters")]),
    ("ur/finkel", &[("route", "masters"), ("pieces", "5")]),
    ("ur/bell", &[]),
    ("ur/bell", &[("pieces", "5")]),
];

/// Lines per variant.
const PER_VARIANT: usize = 2_000;

/// The request lines, variants interleaved.
fn input(catalogue: &Catalogue) -> (Vec<u8>, u64) {
    let mut per_variant = Vec::new();
    for (id, opts) in VARIANTS {
        let chosen: BTreeMap<String, String> = opts
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let rules = catalogue.get(id).unwrap().rules(&chosen).unwrap();
        let mut lines = Vec::new();
        let mut seed = 0;
        while lines.len() < PER_VARIANT {
            let game = rules.random_game(seed, 100_000, true);
            seed += 1;
            let mut before = Position::start(&rules);
            // Every third ply, so one game does not fill the sample.
            for (i, ply) in game.plies.iter().enumerate() {
                if i % 3 != 0 {
                    before = ply.after;
                    continue;
                }
                let position = if lines.len() % 2 == 0 {
                    json::position_json(&rules, &before)
                } else {
                    json!(notation::format(&rules, &before))
                };
                let mut line = json!({"variant": id, "throw": ply.throw, "position": position});
                if !chosen.is_empty() {
                    line["options"] = json!(chosen);
                }
                lines.push(line.to_string());
                before = ply.after;
            }
            lines.truncate(PER_VARIANT);
        }
        per_variant.push(lines);
    }
    let mut text = String::new();
    let mut count = 0;
    for i in 0..PER_VARIANT {
        for lines in &per_variant {
            text.push_str(&lines[i]);
            text.push('\n');
            count += 1;
        }
    }
    (text.into_bytes(), count)
}

fn batch(c: &mut Criterion) {
    let catalogue = Catalogue::bundled();
    let (text, lines) = input(&catalogue);
    let mut group = c.benchmark_group("batch");
    group.sample_size(10);
    group.throughput(Throughput::Elements(lines));
    let mut out = Vec::with_capacity(64 << 20);
    tabula::cli::moves::run_batch(&catalogue, &text[..], &mut out).unwrap();
    let answers = out.split(|&b| b == b'\n').filter(|l| !l.is_empty());
    assert!(
        answers.clone().all(|l| !l.starts_with(b"{\"error\"")),
        "every sampled line is answered"
    );
    assert_eq!(answers.count() as u64, lines);
    group.bench_function("mixed variants, JSON and notation", |b| {
        b.iter(|| {
            out.clear();
            tabula::cli::moves::run_batch(&catalogue, black_box(&text[..]), &mut out).unwrap();
            black_box(out.len())
        })
    });
    group.finish();
}

criterion_group!(benches, batch);
criterion_main!(benches);
