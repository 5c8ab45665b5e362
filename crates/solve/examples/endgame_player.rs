//! What a game's solved endgames are worth to a computer player: the look-ahead player
//! reading them (`WithExact`) against the same player without them, whole games from
//! the start, half from each seat, seeded, with the 95% interval, for BENCHMARKS.md.
//!
//! `cargo run --release -p tabula-solve --example endgame_player -- senet/standard 3 20000 [DEPTH]`
//! solves the endgames where each side has at most 3 pieces left (or reads them from
//! `/tmp/tabula-endgames/`) and plays 20,000 games.

use std::collections::BTreeMap;
use std::time::Instant;
use tabula_core::rules::Catalogue;
use tabula_engine::{Computer, WithExact};
use tabula_solve::{table::part_key, versus, Part, Table};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = args.first().map_or("senet/standard", String::as_str);
    let left: u8 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(3);
    let games: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2_000);
    let depth: u8 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let rules = Catalogue::bundled()
        .get(id)
        .expect("the variant")
        .rules(&BTreeMap::new())
        .expect("its options");
    let part = Part::Endgames { left };
    let key = part_key(&rules, part);
    let dir = std::path::Path::new("/tmp/tabula-endgames");
    let path = dir.join(format!("{key}.table"));
    let started = Instant::now();
    let table = match std::fs::File::open(&path) {
        Ok(f) => Table::read(&rules, part, &key, &mut std::io::BufReader::new(f)).expect("table"),
        Err(_) => {
            let t =
                tabula_solve::solve_part(&rules, part, 1e-7, 20 << 30, &|_| {}).expect("solved");
            std::fs::create_dir_all(dir).expect("a folder");
            let mut out = std::io::BufWriter::new(std::fs::File::create(&path).expect("a file"));
            t.write(&key, &mut out).expect("written");
            t
        }
    };
    eprintln!(
        "{} positions, {:.1} s",
        table.len(),
        started.elapsed().as_secs_f64()
    );
    let player = Computer::Expectimax { depth };
    let with = WithExact {
        player,
        exact: &table,
    };
    let ours =
        |pos: &tabula_engine::Position,
         _: u8,
         moves: &[tabula_engine::Move],
         _: &mut rand_chacha::ChaCha8Rng| { with.choose(&rules, pos, moves).unwrap_or(0) };
    let theirs = |pos: &tabula_engine::Position,
                  _: u8,
                  moves: &[tabula_engine::Move],
                  _: &mut rand_chacha::ChaCha8Rng| {
        player.choose(&rules, pos, moves).unwrap_or(0)
    };
    let started = Instant::now();
    let m = versus::duel(&rules, &ours, &theirs, games, 2026);
    let (share, low, high) = versus::wilson(m.wins(), m.games());
    let (first, second) = (
        f64::from(m.first_wins) / f64::from(m.first_games.max(1)),
        f64::from(m.second_wins) / f64::from(m.second_games.max(1)),
    );
    println!(
        "{id}, endgames of {left} left, look-ahead {depth}: with them wins {:.2}% ({:.2}–{:.2}%) of {} games, {:.2}% first / {:.2}% second, in {:.0} s",
        100.0 * share,
        100.0 * low,
        100.0 * high,
        m.games(),
        100.0 * first,
        100.0 * second,
        started.elapsed().as_secs_f64()
    );
}
