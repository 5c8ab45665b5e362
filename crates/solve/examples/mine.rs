//! Finds positions worth teaching in a solved table: a throw whose best move is clearly
//! better than the next (by at least 5 points of winning chance), from games where
//! each side mostly plays its best. Prints each with its moves and their values, and
//! what kind of lesson it makes: the best move lands on the central rosette, the best
//! move leaves a capture alone, or the race at the end.
//!
//! `cargo run --release -p tabula-solve --example mine -- ur/finkel [CACHE] [GAMES] [NAME=VALUE]...`
//! reads the table `tabula solve ur/finkel` left in CACHE (default `.tabula-cache`).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use tabula_core::diagram::spec::move_name;
use tabula_core::rules::{Catalogue, BUNDLED, BUNDLED_BOARDS};
use tabula_engine::{notation, Position};
use tabula_solve::Table;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = args.first().map_or("ur/finkel", String::as_str);
    let cache = args.get(1).map_or(".tabula-cache", String::as_str);
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(200);
    let boards = BUNDLED_BOARDS
        .iter()
        .map(|(id, text)| (id.to_string(), "board.toml".into(), text.to_string()))
        .collect();
    let variants = BUNDLED
        .iter()
        .map(|(id, text)| (id.to_string(), "v.toml".into(), text.to_string()))
        .collect();
    let catalogue = Catalogue::from_texts(boards, variants).expect("bundled rule data");
    // Options after the count: `pieces=5 route=masters`.
    let options: BTreeMap<String, String> = args
        .iter()
        .skip(3)
        .filter_map(|a| a.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let rules = catalogue
        .get(id)
        .and_then(|v| v.rules(&options).map_err(String::from))
        .expect("the variant");
    let key = tabula_solve::table::key(&rules);
    let path = format!("{cache}/solved/{key}.table");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let table = Table::read(
        &rules,
        tabula_solve::Part::Whole,
        &key,
        &mut std::io::BufReader::new(file),
    )
    .expect("a table");
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..games {
        let mut pos = Position::start(&rules);
        for _ in 0..1000 {
            if pos.result.is_some() {
                break;
            }
            let r = rules.throws.draw(&mut rng);
            let moves = rules.legal_moves(&pos, r).unwrap_or_default();
            if moves.is_empty() {
                pos = rules.pass(&pos, r);
                continue;
            }
            let mut valued: Vec<(f64, &tabula_engine::Move)> = moves
                .iter()
                .map(|m| (table.move_win(pos.to_move, m), m))
                .collect();
            valued.sort_by(|a, b| b.0.total_cmp(&a.0));
            if valued.len() >= 2 && valued[0].0 - valued[1].0 >= 0.05 {
                let best = valued[0].1;
                let kind = if best.effects.names().contains(&"rosette")
                    && best.ends_on == tabula_engine::Dest::Square(8)
                {
                    "central-rosette"
                } else if valued[1..]
                    .iter()
                    .any(|(_, m)| m.effects.names().contains(&"capture"))
                    && !best.effects.names().contains(&"capture")
                {
                    "no-hit"
                } else if pos.off[0] + pos.off[1] >= 8 {
                    "race"
                } else {
                    "other"
                };
                let list: Vec<String> = valued
                    .iter()
                    .map(|(v, m)| {
                        format!("{}={v:.4}[{}]", move_name(m), m.effects.names().join("+"))
                    })
                    .collect();
                println!(
                    "{kind}\t{}\tthrow {r}\twin {:.4}\t{}",
                    notation::format(&rules, &pos),
                    table.win(&pos),
                    list.join(" ")
                );
            }
            // Mostly the best move, sometimes another, for variety.
            let pick = if rng.next_u64() % 5 != 0 {
                0
            } else {
                (rng.next_u64() % valued.len() as u64) as usize
            };
            pos = valued[pick].1.after;
        }
    }
}
