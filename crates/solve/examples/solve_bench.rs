//! The solver's benchmark: solves a bundled Ur rule set with a chosen number of
//! pieces a side and prints its positions, sweeps, time, peak memory, residual and
//! the first player's chance, for BENCHMARKS.md.
//!
//! `cargo run --release -p tabula-solve --example solve_bench -- ur/finkel 7 [4 [MIB
//! [DIR]]]` solves Finkel's rules (whose bundled count is 7) with 4 pieces a side,
//! within MIB mebibytes if given (as `tabula solve --max-memory`; 20 GiB if not),
//! putting the moves that do not fit into an unnamed scratch file in DIR if given (as
//! `tabula solve` does in its cache folder), or finding them again every sweep if not.

use std::time::Instant;
mod peak;
mod pieces;

use peak::peak_mib;

use pieces::with_pieces;
use tabula_engine::Position;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = args.first().map_or("ur/finkel", String::as_str);
    let count: u8 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(7);
    let to: u8 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(count);
    let max_memory: u64 = args
        .get(3)
        .and_then(|s| s.parse::<u64>().ok())
        .map_or(20 << 30, |mib| mib << 20);
    let scratch = args
        .get(4)
        .map(|dir| tempfile::tempfile_in(dir).expect("a scratch file in DIR"));
    let rules = with_pieces(id, count, to);
    let start = Instant::now();
    let sweeps = std::sync::atomic::AtomicU64::new(0);
    let whole = tabula_solve::Part::Whole;
    let scratch = scratch.as_ref();
    let table = tabula_solve::solve_spilling(&rules, whole, 1e-7, max_memory, scratch, &|p| {
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
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{id} with {to}: {} positions stored, {} sweeps, {secs:.1} s, peak {} MiB, residual {:.1e}, first player {:.6}",
        table.len(),
        sweeps.into_inner(),
        peak_mib(),
        table.residual,
        table.win(&Position::start(&rules))
    );
}
