//! The perfect player's download: solves a bundled rule set (or reads its table from
//! `/tmp/tabula-judge/`), learns a judge from it, finds the corrections of the judge's
//! guesses (`best_moves`), and prints their number, their size as text and gzipped,
//! the time, and the corrected player's games against the perfect player.
//!
//! `cargo run --release -p tabula-solve --example best_moves_bench -- ur/finkel 7 5 [GAMES]`

mod pieces;

use pieces::with_pieces;
use std::io::Write;
use std::time::Instant;
use tabula_solve::learn::{learn, Lesson};
use tabula_solve::versus::{duel, wilson};
use tabula_solve::Table;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).and_then(|s| s.parse::<usize>().ok());
    let id = args.first().map_or("ur/finkel", String::as_str);
    let count = arg(1).unwrap_or(7) as u8;
    let to = arg(2).map_or(count, |v| v as u8);
    let games = arg(3).unwrap_or(2000) as u32;
    let rules = with_pieces(id, count, to);
    let key = tabula_solve::table::key(&rules);
    let dir = std::path::Path::new("/tmp/tabula-judge");
    let path = dir.join(format!("{key}.table"));
    let table = match std::fs::File::open(&path) {
        Ok(f) => Table::read(
            &rules,
            tabula_solve::Part::Whole,
            &key,
            &mut std::io::BufReader::new(f),
        )
        .expect("table"),
        Err(_) => {
            let t = tabula_solve::solve(&rules, 1e-7, 20 << 30, &|_| {}).expect("solved");
            std::fs::create_dir_all(dir).expect("dir");
            let mut out = std::io::BufWriter::new(std::fs::File::create(&path).expect("file"));
            t.write(&key, &mut out).expect("written");
            t
        }
    };
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
    let perfect = |pos: &tabula_engine::Position,
                   _: u8,
                   moves: &[tabula_engine::Move],
                   _: &mut rand_chacha::ChaCha8Rng| {
        let mut top = (f64::NEG_INFINITY, 0);
        for (i, m) in moves.iter().enumerate() {
            let v = table.move_win(pos.to_move, m);
            if v > top.0 {
                top = (v, i);
            }
        }
        top.1
    };
    let m = duel(&rules, &ours, &perfect, games, 2026);
    let (share, low, high) = wilson(m.wins(), m.games());
    println!(
        "against the perfect player: {:.2}% ({:.2}–{:.2}%) of {} games",
        100.0 * share,
        100.0 * low,
        100.0 * high,
        m.games()
    );
}
