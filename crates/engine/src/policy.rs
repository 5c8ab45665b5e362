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
    pub(crate) fn choose(
        self,
        rules: &Rules,
        pos: &Position,
        moves: &[Move],
        uniform: impl FnOnce(u32) -> u32,
    ) -> usize {
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
            Policy::LookAhead => Computer::Expectimax { depth: 1 }
                .choose(rules, pos, moves)
                .unwrap_or(0),
        }
    }
}

/// The greedy preference: the moves of the best kind (bear off, hit, extra throw,
/// any), one of them uniformly at random.
fn greedy(moves: &[Move], uniform: impl FnOnce(u32) -> u32) -> usize {
    // The moves of each kind as bit sets, by index (a throw has far fewer than 64 moves).
    let of = |kind: u32| {
        moves
            .iter()
            .take(64)
            .enumerate()
            .filter(|(_, m)| m.effects.0 & kind != 0)
            .fold(0u64, |set, (i, _)| set | 1 << i)
    };
    let all = if moves.len() >= 64 {
        u64::MAX
    } else {
        (1u64 << moves.len()) - 1
    };
    usize::from(draw(
        greedy_pool(
            of(Effects::BEAR_OFF.0),
            of(HITS),
            of(Effects::EXTRA_THROW.0),
            all,
        ),
        uniform,
    ))
}

/// The greedy preference over sets of moves (by index, or by the square they leave,
/// as `sources` gives them): those that bear off, else those that hit, else those that
/// give an extra throw, else all of them.
pub(crate) fn greedy_pool(bear: u64, hits: u64, extra: u64, all: u64) -> u64 {
    [bear, hits, extra]
        .into_iter()
        .find(|&m| m != 0)
        .unwrap_or(all)
}

/// One member of a set (not empty), uniformly at random: `uniform(n)` is asked only
/// when there are at least two to choose from, so every player draws alike.
#[inline]
pub(crate) fn draw(set: u64, uniform: impl FnOnce(u32) -> u32) -> u8 {
    let n = set.count_ones();
    nth_bit(set, if n > 1 { uniform(n) } else { 0 })
}

/// `SELECT[byte][k]`: the position of the `k`-th set bit of `byte` (8 if none).
const SELECT: [[u8; 8]; 256] = {
    let mut t = [[8u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if byte & 1 << bit != 0 {
                t[byte][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    t
};

/// The square of the `k`-th set bit of `set` (`k` below the number of bits set), with
/// no loop: which move or square a player's draw names. A loop over the bits before
/// it ends at a random count, which the processor guesses wrong every other throw.
#[inline]
fn nth_bit(set: u64, k: u32) -> u8 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // Bits set in each byte, then in each byte and those below it.
    let b = set - (set >> 1 & 0x5555_5555_5555_5555);
    let b = (b & 0x3333_3333_3333_3333) + (b >> 2 & 0x3333_3333_3333_3333);
    let b = (b + (b >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    let sums = b.wrapping_mul(ONES);
    // The bytes whose running count is at most k come first; the bit is in the next.
    let at_most = ((ONES.wrapping_mul(u64::from(k)) | HIGH) - sums) & HIGH;
    let byte = ((at_most >> 7).wrapping_mul(ONES) >> 56) as u32;
    let before = ((sums << 8) >> (8 * byte)) & 0xff;
    let within = (set >> (8 * byte)) & 0xff;
    (8 * byte) as u8 + SELECT[within as usize][((u64::from(k) - before) & 7) as usize]
}

#[cfg(test)]
mod tests {
    use super::nth_bit;

    #[test]
    fn the_nth_bit_is_the_one_a_loop_finds() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let set = x & (x >> 3) & 0x3_ffff_fffe;
            for k in 0..set.count_ones() {
                let mut rest = set;
                for _ in 0..k {
                    rest &= rest - 1;
                }
                assert_eq!(
                    u32::from(nth_bit(set, k)),
                    rest.trailing_zeros(),
                    "{set:#x} {k}"
                );
            }
        }
    }
}
