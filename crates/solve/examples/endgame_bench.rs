//! The endgames' benchmark: solves the bearing-off endgames of a bundled rule set
//! (the positions where each side has at most LEFT pieces left) and prints their
//! positions, sweeps, time, peak memory and residual, for BENCHMARKS.md.
//!
//! `cargo run --release -p tabula-solve --example endgame_bench -- senet/standard 3`

use std::collections::BTreeMap;
use std::time::Instant;
use tabula_core::rules::Catalogue;
use tabula_solve::Part;

mod peak;

use peak::peak_mib;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = args.first().map_or("senet/standard", String::as_str);
    let left: u8 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2);
    let rules = Catalogue::bundled()
        .get(id)
        .expect("the variant")
        .rules(&BTreeMap::new())
        .expect("its options");
    let start = Instant::now();
    let sweeps = std::sync::atomic::AtomicU64::new(0);
    let table = tabula_solve::solve_part(&rules, Part::Endgames { left }, 1e-7, 20 << 30, &|p| {
        sweeps.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if std::env::var_os("SOLVE_BENCH_VERBOSE").is_some() {
            eprintln!(
                "group {}/{} sweep {} change {:.2e} at {:.1} s done {}",
                p.layer,
                p.layers,
                p.sweep,
                p.change,
                start.elapsed().as_secs_f64(),
                p.done
            );
        }
    })
    .expect("solved");
    println!(
        "{id}, at most {left} left a side: {} positions stored, {} sweeps, {:.1} s, peak {} MiB, residual {:.1e}",
        table.len(),
        sweeps.into_inner(),
        start.elapsed().as_secs_f64(),
        peak_mib(),
        table.residual,
    );
}
