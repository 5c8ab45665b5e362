//! Self-play: whole games between two policies from a seed, counted as they go
//! (throws, turns, passes, captures, swaps, pieces sent into the House of Water,
//! fines, the throws' values, and the result), for the statistics pages.
//!
//! Some rule sets can reach positions from which no side can finish (Kendall's Senet
//! with the home-row option: a piece left before square 11 that cannot get past the
//! others). A game therefore stops after `cap` throws, and such a game is counted as
//! unfinished, never played on forever.
//!
//! Fast, because the statistics play millions of games: one move buffer for every
//! game of a [`Player`], positions played from where move generation wrote
//! them, and random numbers taken a few bits at a time from one
//! ChaCha8 stream, with no division: a throw whose outcomes have a power-of-two total
//! weight (every bundled throw) reads its value from a table, and a choice among `n`
//! moves is Lemire's multiply-and-shift, rejecting the rare biased draws. The same
//! seed gives the same game on every machine.

use super::movegen::{Effects, Move};
use super::policy::{draw, greedy_pool, Policy};
use super::position::{GameResult, Position};
use super::rules::Rules;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// How a game of self-play ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Outcome {
    Winner(u8),
    Draw,
    /// Stopped at the cap on throws with no result.
    #[default]
    Unfinished,
}

/// What self-play counts of a game, one field each: the one list of the counters, from
/// which a game's [`Tally`], the statistics' sums over many games and the statistics
/// file's fields (serde: the names and order of the fields are the file's keys) are
/// made. A new counter is a field here, counted in [`Player::play`].
///
/// `N` is the width of the numbers: `u32` for one game, `u64` for sums over games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Counters<N> {
    /// Throws made, passes included.
    pub throws: N,
    /// Turns: runs of throws by one player, a turn ending when the throw gives no
    /// extra throw. A turn skipped as lost is not played, so it is not counted.
    pub turns: N,
    /// Throws with no legal move.
    pub passes: N,
    /// Throws after which the same player threw again (an extra throw), passes
    /// included. `throws / (throws - extra)` estimates the throws per turn without
    /// the bias of a last turn cut short by the end of the game.
    pub extra: N,
    /// Opposing pieces taken off the board (back to hand, or out of the game).
    pub captures: N,
    /// Moves that changed places with an opposing piece.
    pub swaps: N,
    /// Pieces that went into the House of Water: moves ending there, and opposing
    /// pieces hit into it.
    pub water: N,
    /// Units of fine paid into the pot.
    pub fines: N,
}

impl<N: std::ops::AddAssign> Counters<N> {
    /// Adds every counter of `other` to this one's (a game's into a sum, or two sums).
    pub fn add<M: Into<N>>(&mut self, other: Counters<M>) {
        // Taken apart without `..`, so a counter this misses does not compile.
        let Counters {
            throws,
            turns,
            passes,
            extra,
            captures,
            swaps,
            water,
            fines,
        } = other;
        self.throws += throws.into();
        self.turns += turns.into();
        self.passes += passes.into();
        self.extra += extra.into();
        self.captures += captures.into();
        self.swaps += swaps.into();
        self.water += water.into();
        self.fines += fines.into();
    }
}

/// What one game of self-play counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub counters: Counters<u32>,
    /// How often each throw value came up.
    pub throw_counts: [u32; 16],
    pub outcome: Outcome,
}

/// Plays games of one variant, reusing its buffers from game to game.
pub struct Player<'a> {
    rules: &'a Rules,
    /// The moves of the last throw, and those of the throw before (where the
    /// position being played from lies).
    moves: Vec<Move>,
    last: Vec<Move>,
    /// `Some((bits, table))` when the throw's total weight is 2^bits: the value of
    /// every draw of `bits` random bits.
    table: Option<(u32, Vec<u8>)>,
    fine: u32,
}

/// Random bits from a ChaCha8 stream, a few at a time.
struct Bits {
    rng: ChaCha8Rng,
    buf: u64,
    left: u32,
}

impl Bits {
    #[inline]
    fn take(&mut self, k: u32) -> u64 {
        if self.left < k {
            self.buf = rand::Rng::next_u64(&mut self.rng);
            self.left = 64;
        }
        let v = self.buf & ((1u64 << k) - 1);
        self.buf >>= k;
        self.left -= k;
        v
    }

    /// A uniform number below `n` (n ≥ 1), without bias (Lemire, 2019).
    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        let mut m = self.take(32) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = self.take(32) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }
}

impl<'a> Player<'a> {
    pub fn new(rules: &'a Rules) -> Player<'a> {
        let t = &rules.throws;
        let table = (t.total.is_power_of_two() && t.total <= 1 << 12).then(|| {
            let mut values = Vec::with_capacity(t.total as usize);
            for o in &t.outcomes {
                values.extend(std::iter::repeat_n(o.value, o.weight as usize));
            }
            (t.total.trailing_zeros(), values)
        });
        let fine = rules
            .settings
            .rosettes
            .as_ref()
            .map_or(0, |r| u32::from(r.fine));
        Player {
            rules,
            moves: Vec::with_capacity(32),
            last: Vec::with_capacity(32),
            table,
            fine,
        }
    }

    /// Plays one game from the start: `policies[0]` plays seat 1, `policies[1]` seat 2.
    /// Stops after `cap` throws at most.
    pub fn play(&mut self, policies: [Policy; 2], seed: u64, cap: u32) -> Tally {
        let rules = self.rules;
        let mut bits = Bits {
            rng: ChaCha8Rng::seed_from_u64(seed),
            buf: 0,
            left: 0,
        };
        // The position to move from is the chosen move's own `after` in the last
        // buffer (`Some(index)`), or `held` (the start, and after a pass): moves are
        // generated from where they lie, never copied out.
        let mut held = Position::start(rules);
        let mut chosen: Option<usize> = None;
        let (mut last, mut next) = (
            std::mem::take(&mut self.last),
            std::mem::take(&mut self.moves),
        );
        let mut tally = Tally::default();
        let t = &mut tally.counters;
        let mut new_turn = true;
        while t.throws < cap {
            let pos = match chosen {
                Some(i) => &last[i].after,
                None => &held,
            };
            let throw = match &self.table {
                Some((k, values)) => values[bits.take(*k) as usize],
                None => rules.throws.draw(&mut bits.rng),
            };
            t.throws += 1;
            tally.throw_counts[usize::from(throw & 15)] += 1;
            if new_turn {
                t.turns += 1;
            }
            let policy = policies[usize::from(pos.to_move - 1)];
            // The index in `next` of the move played, `None` for a pass. A random or
            // greedy player needs only the number of moves it chooses among and then
            // the one it draws: where `sources` can tell, no other move is written.
            let fast = match policy {
                Policy::Random => rules.sources(pos, throw),
                Policy::Greedy => rules.ranked_sources(pos, throw),
                Policy::LookAhead => None,
            };
            let played = match fast {
                Some(set) if set.squares == 0 => None,
                Some(set) => {
                    let pool = if policy == Policy::Greedy {
                        greedy_pool(set.bear, set.hits, set.extra, set.squares)
                    } else {
                        set.squares
                    };
                    rules.generate_from(
                        pos,
                        throw,
                        draw(pool, |n| bits.below(n)),
                        set.backward,
                        &mut next,
                    );
                    debug_assert_eq!(next.len(), 1, "sources and generate_from disagree");
                    Some(0)
                }
                None => {
                    // The look-ahead player weighs every legal move, and
                    // `generate_quick` makes them without trying the pieces that
                    // cannot move.
                    if policy.searches() {
                        rules.generate_quick(pos, throw, &mut next);
                    } else {
                        rules.generate(pos, throw, &mut next);
                    }
                    (!next.is_empty()).then(|| policy.choose(rules, pos, &next, |n| bits.below(n)))
                }
            };
            let again = if let Some(i) = played {
                let e = next[i].effects;
                t.captures += u32::from(e.contains(Effects::CAPTURE));
                t.swaps += u32::from(e.contains(Effects::SWAP));
                t.water += u32::from(e.contains(Effects::WATER))
                    + u32::from(e.contains(Effects::TO_WATER));
                t.fines += self.fine * u32::from(e.contains(Effects::FINE));
                std::mem::swap(&mut last, &mut next);
                chosen = Some(i);
                e.contains(Effects::EXTRA_THROW)
            } else {
                t.passes += 1;
                let again = !pos.opening
                    && rules.settings.turn.extra_throw_on_pass
                    && rules.is_extra_throw(throw);
                held = rules.pass(pos, throw);
                chosen = None;
                again
            };
            new_turn = !again;
            t.extra += u32::from(again);
            let result = match chosen {
                Some(i) => last[i].after.result,
                None => held.result,
            };
            if let Some(r) = result {
                tally.outcome = match r {
                    GameResult::Winner(w) => Outcome::Winner(w),
                    GameResult::Draw => Outcome::Draw,
                };
                break;
            }
        }
        (self.last, self.moves) = (last, next);
        tally
    }
}
