//! Exercises mined from a solved table: positions and throws where one move is clearly
//! the best, found in games the table plays against itself, and graded from easy to
//! hard. The pages set them as "which move is best?" (`tabula solve` writes them into
//! the values file; the site makes a page of them).
//!
//! A throw makes an exercise when it has two legal moves or more and the best move's
//! chance of winning beats the next best by [`MIN_GAP`] or more. Its level:
//! - **hard** when the gap is under [`MEDIUM_GAP`], or a move that is not the best
//!   tempts: it captures, earns another throw or bears a piece off, and the best does
//!   not;
//! - **easy** when the gap is [`EASY_GAP`] or more and nothing tempts;
//! - **medium** otherwise.
//!
//! The games are seeded, so the same table gives the same exercises. Each side plays
//! its best move four times in five and a random legal move otherwise, so the games
//! pass through positions best play alone would not reach.

use crate::Table;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabula_engine::{Effects, Move, Position, Rules};

/// The least difference, in chance of winning, between the best move and the next.
pub const MIN_GAP: f64 = 0.05;
/// The gap from which an exercise is no longer hard.
pub const MEDIUM_GAP: f64 = 0.08;
/// The gap from which an exercise with nothing tempting is easy.
pub const EASY_GAP: f64 = 0.15;

/// How hard an exercise is, from easy to hard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// Its name in the values file and the pages' messages.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// A position and throw to set as an exercise.
#[derive(Debug, Clone)]
pub struct Exercise {
    pub position: Position,
    pub throw: u8,
    /// Every legal move with its mover's chance of winning after it, best first.
    pub moves: Vec<(Move, f64)>,
    pub level: Level,
}

impl Exercise {
    /// How much better the best move is than the next.
    pub fn gap(&self) -> f64 {
        self.moves[0].1 - self.moves[1].1
    }
}

/// The effects that make a move look good at a glance.
const TEMPTING: Effects =
    Effects(Effects::CAPTURE.0 | Effects::EXTRA_THROW.0 | Effects::BEAR_OFF.0);

/// The level of a throw's moves (best first), or `None` if it makes no exercise.
pub fn level(moves: &[(Move, f64)]) -> Option<Level> {
    if moves.len() < 2 {
        return None;
    }
    let gap = moves[0].1 - moves[1].1;
    if gap < MIN_GAP {
        return None;
    }
    let best = moves[0].0.effects;
    let tempts = moves[1..]
        .iter()
        .any(|(m, _)| m.effects.0 & TEMPTING.0 & !best.0 != 0);
    Some(if tempts || gap < MEDIUM_GAP {
        Level::Hard
    } else if gap >= EASY_GAP {
        Level::Easy
    } else {
        Level::Medium
    })
}

/// Every legal move of a throw with its mover's chance after it, best first.
pub fn valued(rules: &Rules, table: &Table, pos: &Position, throw: u8) -> Vec<(Move, f64)> {
    let mut out: Vec<(Move, f64)> = rules
        .legal_moves(pos, throw)
        .unwrap_or_default()
        .into_iter()
        .map(|m| {
            let v = table.move_win(pos.to_move, &m);
            (m, v)
        })
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// Up to `count` exercises from `games` seeded games, as many of each level as can be
/// found (a level short of its share leaves room for the others), easy first and, within
/// a level, the clearest first. At most two are taken from one game, and no position
/// and throw twice.
pub fn mine(rules: &Rules, table: &Table, games: u32, seed: u64, count: usize) -> Vec<Exercise> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut found: Vec<Exercise> = Vec::new();
    for _ in 0..games {
        let mut pos = Position::start(rules);
        let mut from_game = Vec::new();
        // A game is bounded as self-play bounds it.
        for _ in 0..10_000 {
            if pos.result.is_some() {
                break;
            }
            let throw = rules.throws.draw(&mut rng);
            let moves = valued(rules, table, &pos, throw);
            if moves.is_empty() {
                pos = rules.pass(&pos, throw);
                continue;
            }
            if let Some(level) = level(&moves) {
                let seen = found
                    .iter()
                    .chain(&from_game)
                    .any(|e: &Exercise| e.position == pos && e.throw == throw);
                if !seen {
                    from_game.push(Exercise {
                        position: pos,
                        throw,
                        moves: moves.clone(),
                        level,
                    });
                }
            }
            let pick = if below(&mut rng, 5) == 0 {
                below(&mut rng, moves.len())
            } else {
                0
            };
            pos = moves[pick].0.after;
        }
        // Two of the game's, chosen at random, so one game's many near-alike throws
        // do not fill a level.
        while from_game.len() > 2 {
            let k = below(&mut rng, from_game.len());
            from_game.swap_remove(k);
        }
        found.extend(from_game);
    }
    choose(found, count)
}

/// A number below `n` (the slight bias of a remainder does not matter here).
fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// The exercises set: a third of `count` from each level where it has enough, the rest
/// from the levels that have more; easy first, the clearest first within a level.
fn choose(found: Vec<Exercise>, count: usize) -> Vec<Exercise> {
    let mut by_level: Vec<Vec<Exercise>> = Level::ALL
        .iter()
        .map(|&l| found.iter().filter(|e| e.level == l).cloned().collect())
        .collect();
    let share = count.div_ceil(Level::ALL.len());
    let mut taken = vec![0usize; Level::ALL.len()];
    let mut left = count;
    // Each level its share, then the rest in turn from those that have more.
    for (k, list) in by_level.iter().enumerate() {
        taken[k] = list.len().min(share).min(left);
        left -= taken[k];
    }
    while left > 0 {
        let before = left;
        for (k, list) in by_level.iter().enumerate() {
            if left > 0 && taken[k] < list.len() {
                taken[k] += 1;
                left -= 1;
            }
        }
        if left == before {
            break;
        }
    }
    let mut out = Vec::new();
    for (k, list) in by_level.iter_mut().enumerate() {
        // Spread over the games they came from, then the clearest first.
        let n = list.len();
        let mut pick: Vec<Exercise> = (0..taken[k])
            .map(|i| list[i * n / taken[k].max(1)].clone())
            .collect();
        pick.sort_by(|a, b| b.gap().total_cmp(&a.gap()));
        out.extend(pick);
    }
    out
}
