//! Sets of places numbered in colex order: the binomial table and the rank of a
//! subset and its inverse, from which the position index numbers where each class of
//! pieces stands (see the parent module).

use super::PositionIndex;

/// The largest `n` of the binomial table: a board has at most 64 tiles.
pub(super) const MAX_N: usize = 64;

/// Binomial coefficients `C(n, k)` for `n, k <= 64`, saturating at `u64::MAX`.
pub(super) fn binomials() -> Vec<[u64; MAX_N + 1]> {
    let mut c = vec![[0u64; MAX_N + 1]; MAX_N + 1];
    for n in 0..=MAX_N {
        c[n][0] = 1;
        for k in 1..=n {
            c[n][k] = c[n - 1][k - 1].saturating_add(c[n - 1][k]);
        }
    }
    c
}

impl PositionIndex {
    /// The colex rank of a subset of places.
    pub(super) fn colex(&self, mut set: u64) -> u64 {
        let mut rank = 0;
        let mut i = 1;
        while set != 0 {
            let p = set.trailing_zeros() as usize;
            set &= set - 1;
            rank += self.c[p][i];
            i += 1;
        }
        rank
    }

    /// The subset of `k` places out of `m` with this colex rank.
    pub(super) fn uncolex(&self, mut rank: u64, k: usize, m: usize) -> u64 {
        let mut set = 0u64;
        let mut top = m;
        for i in (1..=k).rev() {
            // The largest place p < top with C(p, i) <= rank.
            let mut p = top - 1;
            while self.c[p][i] > rank {
                p -= 1;
            }
            rank -= self.c[p][i];
            set |= 1 << p;
            top = p;
        }
        set
    }
}
