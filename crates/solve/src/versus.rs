//! How a computer player fares against the perfect player, the one that always plays a
//! best move of the table: whole games, half with the computer player first and half
//! second, each seeded from the run's seed and its number so the count does not
//! depend on the number of threads. The pages and BENCHMARKS.md state the computer's
//! share of wins with a 95% interval. The same matches set any two players against
//! each other (`duel`), such as a player with a game's solved endgames against the
//! same player without them.

use crate::Table;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use tabula_engine::{Computer, Move, Position, Rules};

/// The games a match between the two, from each seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Match {
    /// Games played with the computer player first, and won by it.
    pub first_games: u32,
    pub first_wins: u32,
    /// Games played with the computer player second, and won by it.
    pub second_games: u32,
    pub second_wins: u32,
}

impl Match {
    pub fn games(&self) -> u32 {
        self.first_games + self.second_games
    }

    pub fn wins(&self) -> u32 {
        self.first_wins + self.second_wins
    }
}

/// A share of `n` trials with its 95% Wilson interval: (share, low, high).
pub fn wilson(wins: u32, n: u32) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 1.0);
    }
    let (n, p) = (f64::from(n), f64::from(wins) / f64::from(n));
    let z = 1.959_963_984_540_054_f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays `games` games (half from each seat) between `computer` and the perfect player.
/// A game that has not ended after 10,000 throws counts for neither.
pub fn play(rules: &Rules, table: &Table, computer: Computer, games: u32, seed: u64) -> Match {
    let ours = |pos: &Position, _: u8, moves: &[Move], rng: &mut ChaCha8Rng| {
        // A random computer draws from its own seed, taken from the game's.
        let player = match computer {
            Computer::Random { .. } => Computer::Random {
                seed: rng.next_u64(),
            },
            other => other,
        };
        player.choose(rules, pos, moves).unwrap_or(0)
    };
    against_perfect(rules, table, &ours, games, seed)
}

/// Plays `games` games (half from each seat) between any player and the perfect player.
pub fn against_perfect(
    rules: &Rules,
    table: &Table,
    ours: Chooser,
    games: u32,
    seed: u64,
) -> Match {
    let perfect =
        |pos: &Position, _: u8, moves: &[Move], _: &mut ChaCha8Rng| best(table, pos, moves);
    duel(rules, ours, &perfect, games, seed)
}

/// A player of a match: the index of its move among a position's legal moves (two or
/// more, or one) for the throw, with the game's random source for a player that draws.
pub type Chooser<'a> = &'a (dyn Fn(&Position, u8, &[Move], &mut ChaCha8Rng) -> usize + Sync);

/// Plays `games` games (half from each seat) between two players; the counts are the
/// first one's. A game that has not ended after 10,000 throws counts for neither.
pub fn duel(rules: &Rules, ours: Chooser, theirs: Chooser, games: u32, seed: u64) -> Match {
    let results: Vec<(bool, bool)> = (0..games)
        .into_par_iter()
        .map(|g| {
            // Even games: ours first; odd: second.
            let seat = 1 + (g % 2) as u8;
            let won = game(rules, ours, theirs, seat, seed ^ (u64::from(g) << 20));
            (seat == 1, won)
        })
        .collect();
    let mut m = Match::default();
    for (first, won) in results {
        if first {
            m.first_games += 1;
            m.first_wins += u32::from(won);
        } else {
            m.second_games += 1;
            m.second_wins += u32::from(won);
        }
    }
    m
}

/// One game; whether our player (on `seat`) won it.
fn game(rules: &Rules, ours: Chooser, theirs: Chooser, seat: u8, seed: u64) -> bool {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::start(rules);
    for _ in 0..10_000 {
        if let Some(r) = pos.result {
            return r == tabula_engine::GameResult::Winner(seat);
        }
        let throw = rules.throws.draw(&mut rng);
        let moves = rules.legal_moves(&pos, throw).unwrap_or_default();
        if moves.is_empty() {
            pos = rules.pass(&pos, throw);
            continue;
        }
        let pick = if pos.to_move == seat {
            ours(&pos, throw, &moves, &mut rng)
        } else {
            theirs(&pos, throw, &moves, &mut rng)
        };
        pos = moves[pick.min(moves.len() - 1)].after;
    }
    false
}

/// The index of a best move of the table (the first of equals).
pub(crate) fn best(table: &Table, pos: &Position, moves: &[Move]) -> usize {
    let mut top = (f64::NEG_INFINITY, 0);
    for (i, m) in moves.iter().enumerate() {
        let v = table.move_win(pos.to_move, m);
        if v > top.0 {
            top = (v, i);
        }
    }
    top.1
}
