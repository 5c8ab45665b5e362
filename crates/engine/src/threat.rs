//! The danger a side's pieces stand in: the chance that the opponent's next throw
//! gives it a legal move that captures each of them. A page explains a move by it
//! ("afterwards the piece cannot be captured", "it can be captured with a chance of
//! 44%"). Nothing here names a rule: the legal moves say what can capture what.

use super::movegen::Effects;
use super::position::Position;
use super::rules::Rules;

impl Rules {
    /// For a position whose side to move is about to throw: each route square (of the
    /// other side's route) holding a piece of the other side that some throw lets the
    /// side to move capture, with the chance of such a throw. Squares out of reach are
    /// left out; a finished game has none.
    pub fn capture_chances(&self, pos: &Position) -> Vec<(u8, f64)> {
        if pos.result.is_some() {
            return Vec::new();
        }
        let victim = 3 - pos.to_move;
        let vi = usize::from(victim - 1);
        let theirs = pos.tiles.of(victim);
        let mut chance = [0.0f64; 64];
        for (throw, p) in self.throws.chances() {
            let Ok(moves) = self.legal_moves(pos, throw) else {
                continue;
            };
            // The tiles some move of this throw captures, each counted once a throw.
            let mut hit = 0u64;
            for m in moves
                .iter()
                .filter(|m| m.effects.contains(Effects::CAPTURE))
            {
                hit |= theirs & !m.after.tiles.of(victim);
            }
            while hit != 0 {
                let t = hit.trailing_zeros() as usize;
                chance[t] += p;
                hit &= hit - 1;
            }
        }
        let mut out: Vec<(u8, f64)> = chance
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c > 0.0)
            .map(|(t, &c)| (self.square_of[vi][t], c))
            .collect();
        out.sort_by_key(|&(q, _)| q);
        out
    }

    /// The chance that the piece of `seat` on its route square `square` is captured by
    /// the opponent's next throw, were the opponent to throw now in `pos` (0 where it is
    /// out of reach, or no piece of `seat` is there).
    pub fn capture_chance(&self, pos: &Position, seat: u8, square: u8) -> f64 {
        let mut theirs = *pos;
        theirs.to_move = 3 - seat;
        self.capture_chances(&theirs)
            .into_iter()
            .find(|&(q, _)| q == square)
            .map_or(0.0, |(_, c)| c)
    }
}
