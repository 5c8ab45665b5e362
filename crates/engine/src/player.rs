//! Computer players: the move a player of a given strength picks for a position and
//! a throw. `Random` picks uniformly among the legal moves (from a seed);
//! `Expectimax` looks `depth` throws ahead, averaging over every throw by its exact
//! probability and taking the best move for whichever side moves at each step
//! (an extra throw keeps the same side), then judges the positions it reaches by
//! [`progress`]. `Judged` searches the same way and judges by a [`Judge`], the
//! solver's learned estimate of the chance to win.
//!
//! Nothing here knows a game: the judgement is how far each side's pieces have come
//! along their own route, so it works for every variant the rule data can describe.
//! The play page and statistics use the same players. [`WithExact`] plays any of them
//! with exact values where it has them, such as the solved endgames of a game too
//! large to solve whole.

use super::judge::Judge;
use super::movegen::Move;
use super::position::{GameResult, Position};
use super::rules::Rules;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// How a computer player chooses.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Computer<'a> {
    /// Uniformly among the legal moves, from this seed.
    Random { seed: u64 },
    /// The best move looking this many throws ahead (1: the next throw).
    Expectimax { depth: u8 },
    /// The best move looking this many throws ahead (0: none, the move's own
    /// position), judged by the chance to win a [`Judge`] gives.
    Judged { depth: u8, judge: &'a Judge },
}

/// The value of a won game, beyond any progress a position can have.
const WIN: f64 = 1.0e6;

/// How far `seat` is ahead: each piece counts the route squares it has come (a piece
/// borne off counts the whole route and one more), minus the same for the opponent.
/// A finished game is worth [`WIN`] to its winner.
pub fn progress(rules: &Rules, pos: &Position, seat: u8) -> f64 {
    match pos.result {
        Some(GameResult::Winner(w)) => return if w == seat { WIN } else { -WIN },
        Some(GameResult::Draw) => return 0.0,
        None => {}
    }
    let n = f64::from(rules.route_len());
    // The route squares of each side's pieces, summed by table from the tiles each
    // holds (the look-ahead judges thousands of positions a move).
    let on = [
        rules.route_sum(0, pos.tiles.of(1)),
        rules.route_sum(1, pos.tiles.of(2)),
    ];
    let side = |s: u8| -> f64 {
        let si = usize::from(s - 1);
        f64::from(on[si]) + f64::from(pos.off[si]) * (n + 1.0)
    };
    side(seat) - side(3 - seat)
}

impl Computer<'_> {
    /// The index of the chosen move in `moves` (the legal moves of a throw in `pos`),
    /// or `None` when there is none to choose.
    pub fn choose(&self, rules: &Rules, pos: &Position, moves: &[Move]) -> Option<usize> {
        match moves.len() {
            0 => return None,
            // One move is no choice: nothing to search.
            1 => return Some(0),
            _ => {}
        }
        match *self {
            Computer::Random { seed } => {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                Some((rand::Rng::next_u64(&mut rng) % moves.len() as u64) as usize)
            }
            Computer::Expectimax { depth } => {
                let judge = |p: &Position, seat: u8| progress(rules, p, seat);
                Some(search(rules, pos, moves, depth.max(1), &judge))
            }
            Computer::Judged { depth, judge } => {
                let judge = |p: &Position, seat: u8| judge.win_for(rules, p, seat);
                Some(search(rules, pos, moves, depth, &judge))
            }
        }
    }
}

/// Exact values of some positions, such as a solved table of a game's endgames.
pub trait Exact: Sync {
    /// The chance that the side to move wins from a position before its throw, under
    /// best play, if the values hold the position.
    fn exact(&self, pos: &Position) -> Option<f64>;
}

/// A computer player with exact values of some positions. Where the values hold every
/// position its moves lead to (in a game's endgames, all of them: pieces borne off
/// never come back), it reads them at the leaves of its search, one move deep, and so
/// takes a best move; elsewhere it chooses as `player` does.
#[derive(Clone, Copy)]
pub struct WithExact<'a> {
    pub player: Computer<'a>,
    pub exact: &'a dyn Exact,
}

impl WithExact<'_> {
    /// The index of the chosen move in `moves`, or `None` when there is none.
    pub fn choose(&self, rules: &Rules, pos: &Position, moves: &[Move]) -> Option<usize> {
        if moves.len() < 2 {
            return self.player.choose(rules, pos, moves);
        }
        let mut best = (f64::NEG_INFINITY, 0);
        for (i, m) in moves.iter().enumerate() {
            let v = match m.after.result {
                Some(GameResult::Winner(w)) => f64::from(u8::from(w == pos.to_move)),
                Some(GameResult::Draw) => 0.5,
                None => match self.exact.exact(&m.after) {
                    Some(v) if m.after.to_move == pos.to_move => v,
                    Some(v) => 1.0 - v,
                    None => return self.player.choose(rules, pos, moves),
                },
            };
            if v > best.0 {
                best = (v, i);
            }
        }
        Some(best.1)
    }
}

/// The chance that `seat` wins from `pos`, before the next throw, as the judged player
/// weighs it: looking `depth` throws ahead and judging the positions reached by
/// `judge`. A review by the judge's estimates grades moves with it.
pub fn judged_chance(rules: &Rules, pos: &Position, seat: u8, depth: u8, judge: &Judge) -> f64 {
    let leaf = |p: &Position, s: u8| judge.win_for(rules, p, s);
    let mut bufs: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(16)).collect();
    expect(rules, pos, seat, depth, &mut bufs, &leaf)
}

/// What a search reads at its leaves: how good a position is for a seat.
type Leaf<'a> = &'a dyn Fn(&Position, u8) -> f64;

/// The index of the best of `moves` for the side to move, looking `depth` throws
/// ahead and judging the positions reached by `judge` (the first of equals).
fn search(rules: &Rules, pos: &Position, moves: &[Move], depth: u8, judge: Leaf) -> usize {
    let seat = pos.to_move;
    let mut best = (f64::NEG_INFINITY, 0);
    // One move buffer for each level of the search.
    let mut bufs: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(16)).collect();
    for (i, m) in moves.iter().enumerate() {
        let v = expect(rules, &m.after, seat, depth, &mut bufs, judge);
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

/// The expected value for `seat` of a position before its next throw, `depth`
/// throws ahead; `bufs` holds a move buffer for this level and each below it.
fn expect(
    rules: &Rules,
    pos: &Position,
    seat: u8,
    depth: u8,
    bufs: &mut [Vec<Move>],
    judge: Leaf,
) -> f64 {
    if depth == 0 || pos.result.is_some() {
        return judge(pos, seat);
    }
    let Some((buf, deeper)) = bufs.split_first_mut() else {
        return judge(pos, seat);
    };
    let mut sum = 0.0;
    for (throw, chance) in rules.throws.chances() {
        rules.generate_quick(pos, throw, buf);
        let value = if buf.is_empty() {
            expect(
                rules,
                &rules.pass(pos, throw),
                seat,
                depth - 1,
                deeper,
                judge,
            )
        } else {
            // The side to move picks what is best for it.
            let values = buf
                .iter()
                .map(|m| expect(rules, &m.after, seat, depth - 1, deeper, judge));
            if pos.to_move == seat {
                values.fold(f64::NEG_INFINITY, f64::max)
            } else {
                values.fold(f64::INFINITY, f64::min)
            }
        };
        sum += value * chance;
    }
    sum
}
