//! The perfect player's download: solves a bundled rule set (or reads its table from
//! `/tmp/tabula-judge/`), learns a judge from it, finds the corrections of the judge's
//! guesses (`best_moves`), and prints their number, their size as text and gzipped,
//! the time, and the corrected player's games against the perfect player.
//!
//! `cargo run --release -p tabula-solve --example best_moves_bench -- ur/finkel 7 5 [GAMES]`

mod pieces;

use pieces::{solved_table, with_pieces};
use std::io::Write;
use std::time::Instant;
use tabula_solve::learn::{learn, Lesson};
use tabula_solve::versus::{against_perfect, wilson};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).and_then(|s| s.parse::<usize>().ok());
    let id = args.first().map_or("ur/finkel", String::as_str);
    let count = arg(1).unwrap_or(7) as u8;
    let to = arg(2).map_or(count, |v| v as u8);
    let games = arg(3).unwrap_or(2000) as u32;
    let rules = with_pieces(id, count, to);
    let table = solved_table(&rules);
    let started = Instant::now();
    let learned = learn(&table, Lesson::default());
    println!(
        "{id} {to} pieces: {} positions; judge learned in {:.0} s",
        table.len(),
        started.elapsed().as_secs_f64()
    );
    let started = Instant::now();
    let (best, found) =
        tabula_solve::best_moves::best_moves(&table, &learned.judge).expect("whole table");
    let text = best.encode();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(text.as_bytes()).expect("gzip");
    let gzipped = gz.finish().expect("gzip").len();
    println!(
        "{} choices, {} corrected ({:.2}%), {} bytes of text, {} gzipped, found in {:.0} s",
        found.choices,
        found.corrected,
        100.0 * found.corrected as f64 / found.choices.max(1) as f64,
        text.len(),
        gzipped,
        started.elapsed().as_secs_f64()
    );
    let ours = |pos: &tabula_engine::Position,
                throw: u8,
                moves: &[tabula_engine::Move],
                _: &mut rand_chacha::ChaCha8Rng| {
        best.choose(&rules, pos, throw, moves).unwrap_or(0)
    };
    let m = against_perfect(&rules, &table, &ours, games, 2026);
    let (share, low, high) = wilson(m.wins(), m.games());
    println!(
        "against the perfect player: {:.2}% ({:.2}–{:.2}%) of {} games",
        100.0 * share,
        100.0 * low,
        100.0 * high,
        m.games()
    );
}
