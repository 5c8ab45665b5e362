//! The corrections that make a judge's guesses a perfect player
//! (`tabula_engine::best_moves`): every position and throw of a solved table where
//! the move the judge prefers, looking no throw ahead, loses against the best.
//!
//! A guess counts as a best move when the table values it within [`TOLERANCE`] of
//! the best, the precision the values are solved to; a correction names the first
//! best move, as the perfect player of `versus` takes it.

use crate::Table;
use rayon::prelude::*;
use tabula_engine::best_moves::{guess, key};
use tabula_engine::{BestMoves, Judge, Move};

/// How far below the best a move's value may be and still count as a best move.
pub const TOLERANCE: f64 = 1e-6;

/// What finding the corrections saw.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Found {
    /// The positions and throws with a choice between moves.
    pub choices: u64,
    /// Those where the guess is not a best move.
    pub corrected: u64,
}

/// The corrections of `judge`'s guesses for the whole game `table` holds, found on
/// every core; `None` for a table of endgames only.
pub fn best_moves(table: &Table, judge: &Judge) -> Option<(BestMoves, Found)> {
    if table.part() != crate::Part::Whole {
        return None;
    }
    let rules = table.rules();
    let mirrored = table.mirror.is_some();
    let throws = rules.throws.values();
    const CHUNK: u64 = 1 << 16;
    let chunks = table.len().div_ceil(CHUNK);
    let found: Vec<(Vec<(u64, u8)>, u64)> = (0..chunks)
        .into_par_iter()
        .map(|c| {
            let mut out = Vec::new();
            let mut choices = 0u64;
            let mut moves: Vec<Move> = Vec::with_capacity(16);
            for slot in c * CHUNK..((c + 1) * CHUNK).min(table.len()) {
                let rank = Table::rank_of(&table.index, mirrored, slot);
                let Some(pos) = table.index.unrank(rank) else {
                    continue;
                };
                if pos.result.is_some() {
                    continue;
                }
                for &throw in &throws {
                    rules.generate(&pos, throw, &mut moves);
                    if moves.len() < 2 {
                        continue;
                    }
                    choices += 1;
                    let best = crate::versus::best(table, &pos, &moves);
                    let top = table.move_win(pos.to_move, &moves[best]);
                    let g = guess(rules, judge, &pos, &moves);
                    if table.move_win(pos.to_move, &moves[g]) < top - TOLERANCE {
                        let k = key(&table.index, table.mirror.as_ref(), &pos, throw);
                        out.push((k, best as u8));
                    }
                }
            }
            (out, choices)
        })
        .collect();
    let mut pairs = Vec::new();
    let mut seen = Found::default();
    for (out, choices) in found {
        seen.choices += choices;
        seen.corrected += out.len() as u64;
        pairs.extend(out);
    }
    let moves = BestMoves::new(rules, judge.clone(), pairs).ok()?;
    Some((moves, seen))
}
