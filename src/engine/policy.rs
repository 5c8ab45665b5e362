//! Policies: how a player in self-play chooses one of the legal moves of a throw.
//!
//! Statistics from self-play depend on who plays, so every figure names its
//! pairing of policies. A policy sees the position, the throw's legal moves (never
//! empty: a pass is no choice) and a source of random numbers, and returns the index
//! of the move it plays. Policies read the moves' effects and squares only, never a
//! variant's name, so each one plays every variant.
//!
//! - [`Policy::Random`]: uniformly random among the legal moves.
//! - [`Policy::Greedy`]: takes the best gain the throw offers at once, with no
//!   look-ahead, in this order of preference:
//!   1. bear a piece off, if a move does;
//!   2. else hit an opposing piece (a capture, a swap, or sending it into the House
//!      of Water), if a move does;
//!   3. else take an extra throw (a rosette, say), if a move gives one;
//!   4. else any move, uniformly at random;
//!
//!   and among several moves of the best kind, one of them uniformly at random.
//!   Random rather than a fixed piece: a player that always moves its rearmost piece
//!   keeps entering pieces that are captured again, and its games of Finkel's Ur last
//!   2,268 throws on average (156 at random); one that always moves its frontmost
//!   piece leaves its last pieces behind a blockade, and 9% of its games of
//!   Jéquier's Senet never end. Both were measured before this rule was chosen.
//!
//! - [`Policy::LookAhead`]: the computer player of the play page at its first
//!   strength ([`Computer::Expectimax`] looking one throw ahead): for each move, every
//!   throw that can follow by its exact probability, the best reply of whoever throws
//!   it, and the position judged by how far each side has come. It reads no variant's
//!   name either. Among equally good moves it takes the first.
//!
//! [`Policy::ALL`] lists the policies the statistics play.

use super::movegen::{Effects, Move};
use super::player::Computer;
use super::position::Position;
use super::rules::Rules;

/// A way of choosing among legal moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Policy {
    Random,
    Greedy,
    LookAhead,
}

/// Effects that hit an opposing piece.
const HITS: u32 = Effects::CAPTURE.0 | Effects::SWAP.0 | Effects::TO_WATER.0;

impl Policy {
    /// Every policy, in the order figures list them.
    pub const ALL: [Policy; 3] = [Policy::Random, Policy::Greedy, Policy::LookAhead];

    /// Whether games with this policy are slow (it searches), so the statistics play
    /// fewer of them.
    pub fn searches(self) -> bool {
        self == Policy::LookAhead
    }

    /// The policy's name in data files and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Greedy => "greedy",
            Policy::LookAhead => "lookahead",
        }
    }

    pub fn from_name(name: &str) -> Option<Policy> {
        Policy::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The index in `moves` (not empty) of the move this policy plays in `pos`.
    /// `uniform(n)` gives a uniformly random number below `n`, for choosing among
    /// equal moves. The rules and the position are there for the player that looks
    /// ahead; the random and greedy players read the moves alone.
    #[inline]
    pub fn choose(self, rules: &Rules, pos: &Position, moves: &[Move], uniform: impl FnOnce(u32) -> u32) -> usize {
        debug_assert!(!moves.is_empty());
        match self {
            Policy::Random => {
                if moves.len() == 1 {
                    0
                } else {
                    uniform(moves.len() as u32) as usize
                }
            }
            Policy::Greedy => greedy(moves, uniform),
            Policy::LookAhead => Computer::Expectimax { depth: 1 }.choose(rules, pos, moves).unwrap_or(0),
        }
    }
}

/// The greedy preference: the moves of the best kind (bear off, hit, extra throw,
/// any), one of them uniformly at random.
fn greedy(moves: &[Move], uniform: impl FnOnce(u32) -> u32) -> usize {
    let rank = |m: &Move| {
        let e = m.effects;
        if e.contains(Effects::BEAR_OFF) {
            3
        } else if e.0 & HITS != 0 {
            2
        } else if e.contains(Effects::EXTRA_THROW) {
            1
        } else {
            0
        }
    };
    // Moves of the best rank, as a bit set (a throw has far fewer than 64 moves).
    let (mut best, mut set, mut count) = (-1i32, 0u64, 0u32);
    for (i, m) in moves.iter().enumerate().take(64) {
        let r = rank(m);
        if r > best {
            (best, set, count) = (r, 1 << i, 1);
        } else if r == best {
            set |= 1 << i;
            count += 1;
        }
    }
    let mut k = if count > 1 { uniform(count) } else { 0 };
    while k > 0 {
        set &= set - 1;
        k -= 1;
    }
    set.trailing_zeros() as usize
}
