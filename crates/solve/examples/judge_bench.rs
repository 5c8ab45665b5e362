//! The judge's benchmark: solves a bundled rule set (or reads its table from
//! `/tmp/tabula-judge/`), learns a judge from it, and plays the judged search
//! players and the play page's look-ahead against the perfect player.
//!
//! `cargo run --release -p tabula-solve --example judge_bench -- ur/finkel 7 5 [GAMES] [HIDDEN] [SAMPLES] [EPOCHS]`

mod pieces;

use pieces::{solved_table, with_pieces};
use std::time::Instant;
use tabula_engine::Computer;
use tabula_solve::learn::{learn, Lesson};
use tabula_solve::versus::{play, wilson};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).and_then(|s| s.parse::<usize>().ok());
    let id = args.first().map_or("ur/finkel", String::as_str);
    let count = arg(1).unwrap_or(7) as u8;
    let to = arg(2).map_or(count, |v| v as u8);
    let games = arg(3).unwrap_or(2000) as u32;
    let lesson = Lesson {
        hidden: arg(4).unwrap_or(Lesson::default().hidden),
        samples: arg(5).unwrap_or(Lesson::default().samples),
        epochs: arg(6).unwrap_or(Lesson::default().epochs),
        ..Lesson::default()
    };
    let rules = with_pieces(id, count, to);
    let table = solved_table(&rules);
    let start = Instant::now();
    let learned = learn(&table, lesson);
    println!(
        "{id} {to} pieces: {} positions; judge of {} hidden units, {} weights, learned in {:.1} s; held-out error mean {:.4}, max {:.4}",
        table.len(),
        learned.judge.hidden(),
        learned.judge.weights().len(),
        start.elapsed().as_secs_f64(),
        learned.mean_error,
        learned.max_error
    );
    let players = [
        (
            "look-ahead (progress, 1 throw)",
            Computer::Expectimax { depth: 1 },
        ),
        (
            "judged, 0 throws",
            Computer::Judged {
                depth: 0,
                judge: &learned.judge,
            },
        ),
        (
            "judged, 1 throw",
            Computer::Judged {
                depth: 1,
                judge: &learned.judge,
            },
        ),
        (
            "judged, 2 throws",
            Computer::Judged {
                depth: 2,
                judge: &learned.judge,
            },
        ),
    ];
    for (name, computer) in players {
        let start = Instant::now();
        let m = play(&rules, &table, computer, games, 2026);
        let (p, lo, hi) = wilson(m.wins(), m.games());
        println!(
            "{name}: {:.2}% ({:.2}–{:.2}%) of {} games, first {}/{} second {}/{}, {:.1} s",
            p * 100.0,
            lo * 100.0,
            hi * 100.0,
            m.games(),
            m.first_wins,
            m.first_games,
            m.second_wins,
            m.second_games,
            start.elapsed().as_secs_f64()
        );
    }
}
