//! Whole random games from a seed: the same seed gives the same game on every
//! machine (ChaCha8, and throws drawn without floating point).

use super::movegen::Move;
use super::position::{GameResult, Position};
use super::rules::Rules;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// One throw of a played game and what was done with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ply {
    pub throw: u8,
    /// The move chosen, or `None` for a pass.
    pub chosen: Option<Move>,
    pub after: Position,
}

/// A finished (or abandoned) random game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub plies: Vec<Ply>,
    pub result: Option<GameResult>,
    /// Moves generated along the way (for benchmarks).
    pub generated: u64,
}

impl Rules {
    /// Plays a game from the start, each move chosen uniformly among the legal ones,
    /// up to `max_plies` throws. Keeps every ply when `record` is set.
    pub fn random_game(&self, seed: u64, max_plies: usize, record: bool) -> Game {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = Position::start(self);
        let mut moves = Vec::with_capacity(16);
        let mut plies = Vec::new();
        let mut generated = 0u64;
        for _ in 0..max_plies {
            if pos.result.is_some() {
                break;
            }
            let throw = self.throws.draw(&mut rng);
            self.generate(&pos, throw, &mut moves);
            generated += moves.len() as u64;
            let chosen = if moves.is_empty() {
                pos = self.pass(&pos, throw);
                None
            } else {
                let i = (rand::Rng::next_u64(&mut rng) % moves.len() as u64) as usize;
                pos = moves[i].after;
                Some(moves[i])
            };
            if record {
                plies.push(Ply {
                    throw,
                    chosen,
                    after: pos,
                });
            }
        }
        Game {
            plies,
            result: pos.result,
            generated,
        }
    }
}
