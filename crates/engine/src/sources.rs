//! Which pieces can move: the squares of the pieces that have a legal move for a
//! throw, as one set of bits, without writing any move. The fast path of self-play:
//! a random player needs the number of legal moves and then one of them, and a greedy
//! one also which of them bear off, hit or earn an extra throw
//! ([`Rules::ranked_sources`]). The look-ahead player, which weighs every move, has
//! them made for the pieces named alone ([`Rules::generate_quick`]).
//!
//! [`Rules::generate`] is the definition of what is legal; this is a shortcut for the
//! common case, and says `None` wherever it would have to look further: during an
//! opening, when a returned piece or one held in the House of Water must move first,
//! and when a move would hit a piece into the House of Water. Where it answers, its
//! set is exactly the `from` squares of `generate`'s moves, in the same order (bit 0: a
//! piece waiting), a property the tests check on positions from random games of every
//! rule set. The move itself is then made by `generate`'s own code
//! ([`Rules::generate_from`]), so a game played this way is the game `generate` would
//! have given, draw for draw.

use super::movegen::{Effects, Move};
use super::position::Position;
use super::rules::Rules;
use super::settings::BearOffRule;

mod masks;
pub(crate) use masks::Masks;

/// The bits of squares `lo..=hi` (empty if `lo > hi`).
#[inline]
fn span(lo: u8, hi: u8) -> u64 {
    if lo > hi || lo > 63 {
        return 0;
    }
    let top = if hi >= 63 {
        u64::MAX
    } else {
        (1u64 << (hi + 1)) - 1
    };
    top & !((1u64 << lo) - 1)
}

/// Shifts a set of squares up by `r` (squares past 63 are dropped).
#[inline]
fn up(m: u64, r: u8) -> u64 {
    if r >= 64 {
        0
    } else {
        m << r
    }
}

/// Shifts a set of squares down by `r`.
#[inline]
fn down(m: u64, r: u8) -> u64 {
    if r >= 64 {
        0
    } else {
        m >> r
    }
}

/// The pieces that can move, as [`Rules::sources`] gives them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sources {
    /// Their squares, bit `q` for square `q` and bit 0 for a piece waiting.
    pub squares: u64,
    /// The moves are backward ones: no piece had a forward move.
    pub backward: bool,
    /// From [`Rules::ranked_sources`] only: the pieces among them whose move bears off,
    /// hits an opposing piece, and gives an extra throw.
    pub bear: u64,
    pub hits: u64,
    pub extra: u64,
}

impl Rules {
    /// The route squares of seat index `si` (0 or 1) on a set of tiles; tiles off that
    /// seat's route are left out.
    #[inline(always)]
    pub(crate) fn on_route(&self, si: usize, tiles: u64) -> u64 {
        let t = &self.masks.squares[si];
        let byte = |k: usize| t[k][(tiles >> (8 * k) & 255) as usize];
        let low = byte(0) | byte(1) | byte(2) | byte(3);
        // Boards of more than 32 tiles only: the branch is never taken on the others.
        if tiles >> 32 == 0 {
            low
        } else {
            low | byte(4) | byte(5) | byte(6) | byte(7)
        }
    }

    /// The sum of the route squares (of seat index `si`'s route) of a set of tiles.
    #[inline(always)]
    pub(crate) fn route_sum(&self, si: usize, tiles: u64) -> u32 {
        let t = &self.masks.sums[si];
        let byte = |k: usize| u32::from(t[k][(tiles >> (8 * k) & 255) as usize]);
        let low = byte(0) + byte(1) + byte(2) + byte(3);
        if tiles >> 32 == 0 {
            low
        } else {
            low + byte(4) + byte(5) + byte(6) + byte(7)
        }
    }

    /// The squares (bit `q`; bit 0 for a piece waiting) from which the side to move
    /// has a legal move with throw `r`, and whether those moves go backward, or
    /// `None` where only [`Rules::generate`] can tell (see the module comment). The
    /// position's game is not over.
    pub fn sources(&self, pos: &Position, r: u8) -> Option<Sources> {
        self.sources_with::<false>(pos, r)
    }

    /// [`Rules::sources`] with the kinds of move the greedy policy ranks: those that
    /// bear off, hit, and give an extra throw.
    pub fn ranked_sources(&self, pos: &Position, r: u8) -> Option<Sources> {
        self.sources_with::<true>(pos, r)
    }

    #[inline(always)]
    fn sources_with<const RANKS: bool>(&self, pos: &Position, r: u8) -> Option<Sources> {
        let s = pos.to_move;
        let si = usize::from(s - 1);
        if pos.opening || r >= 16 {
            return None;
        }
        if r == 0 {
            return Some(Sources::default());
        }
        if self.lasting {
            // Before the starting throw no piece moves; a returned piece, or one held
            // in the water, is the only one that may (and may have two moves).
            if pos.unstarted & 1 << si != 0 && r != self.start_throw {
                return Some(Sources::default());
            }
            if pos.returned == s || self.hold.is_some_and(|h| pos.tiles.get(h.tile) == s) {
                return None;
            }
        }
        // The mover's and the opponent's pieces as squares of the mover's route.
        let (own, opp) = (
            self.on_route(si, pos.tiles.of(s)),
            self.on_route(si, pos.tiles.of(3 - s)),
        );
        let n = self.n;
        let m = &self.masks;
        let ri = usize::from(r);
        let movable = own & m.stop_ok[ri];
        // Pieces whose move would pass the stop square: into the House of Water while
        // it is empty, where that is the rule; else they cannot move.
        let water = match self.water {
            Some((w, _)) if self.overshoot_water => Some(w),
            _ => None,
        };
        let over = match water {
            Some(w) if pos.tiles.get(usize::from(self.route[si][usize::from(w)])) == 0 => {
                own & !m.stop_ok[ri]
            }
            _ => 0,
        };
        let home = || {
            let from = self.bear_all_from.max(1);
            pos.waiting[si] == 0 && own & span(1, from - 1) == 0
        };
        let may_bear_off = || self.bear_all_from <= 1 || home();
        // Pieces that bear off, and pieces that land on a square of the route.
        let (bear, land) = match self.settings.bear_off.rule {
            BearOffRule::Exact => {
                let last = if r <= n {
                    movable & 1u64 << (n + 1 - r)
                } else {
                    0
                };
                let bear = if last != 0 && may_bear_off() { last } else { 0 };
                (bear, movable & span(1, n.saturating_sub(r)))
            }
            BearOffRule::Table => {
                let bear = if movable & m.bear_by[ri] != 0 && may_bear_off() {
                    movable & m.bear_by[ri]
                } else {
                    0
                };
                (
                    bear,
                    movable & !bear & !m.only_by_bearing_off & span(1, n.saturating_sub(r)),
                )
            }
            BearOffRule::Reach => {
                let reach = movable & span(n.saturating_sub(r).max(1), n);
                let bear = if reach != 0 && home() { reach } else { 0 };
                (bear, movable & !bear & span(1, n.saturating_sub(r)))
            }
        };
        // Landing: not on an own piece, nor on a protected opposing one, nor (left to
        // `generate`) on one a hit would send into the House of Water.
        let guarded = self.guarded(pos, si, opp);
        let land = land & !down(own | guarded, r);
        if up(land, r) & opp & m.to_water != 0 {
            return None;
        }
        let runs = self.runs(opp);
        let mut set = (bear | land) & !self.stopped(runs, r, false);
        if over != 0 {
            set |= over & !self.stopped_before(runs, over, water.unwrap_or(n));
        }
        // Entering, by the same rules, as bit 0 (`entry_to` is 0 where the throw
        // enters no piece, and bit 0 of a set of squares is never set).
        let to = 1u64 << m.entry_to[ri];
        if to & opp & m.to_water != 0 && pos.waiting[si] > 0 {
            return None;
        }
        set |= u64::from(pos.waiting[si] > 0 && to > 1 && to & (own | guarded) == 0);
        if set & m.forced != 0 {
            // Moves from a forced square are the only ones (`forced.squares`).
            set &= m.forced;
        }
        if set == 0 && self.settings.backward.is_some() {
            // No forward move: backward ones, onto an empty square (or an opposing
            // piece, where backward moves may hit).
            let mut back = own & span(r + 1, self.backward_up_to) & !up(own, r);
            if !self.backward_hits {
                back &= !up(opp, r);
            }
            let back = back & !up(guarded, r);
            if down(back, r) & opp & m.to_water != 0 {
                return None;
            }
            let squares = back & !self.stopped(runs, r, true);
            let mut found = Sources {
                squares,
                backward: squares != 0,
                ..Sources::default()
            };
            if RANKS {
                found.hits = squares & up(opp, r);
                found.extra = self.extra(squares, found.hits, squares & up(m.rosettes[si], r), r);
            }
            return Some(found);
        }
        let mut found = Sources {
            squares: set,
            ..Sources::default()
        };
        if RANKS {
            let ros = m.rosettes[si];
            let entering = set & 1;
            found.bear = set & bear;
            found.hits = (set & land & down(opp, r)) | (entering * u64::from(to & opp != 0));
            let over_rosette = water.is_some_and(|w| ros & 1 << w != 0);
            let rosette = (set & land & down(ros, r))
                | (set & over & if over_rosette { u64::MAX } else { 0 })
                | (entering * u64::from(to & ros != 0));
            found.extra = self.extra(set, found.hits, rosette, r);
        }
        Some(found)
    }

    /// The moves among `moving` that give an extra throw: all of them if the throw does;
    /// else those landing on a rosette that gives one, and hits where a hit gives one.
    #[inline(always)]
    fn extra(&self, moving: u64, hits: u64, rosette: u64, r: u8) -> u64 {
        if self.is_extra_throw(r) {
            moving
        } else {
            rosette | if self.capture_extra { hits } else { 0 }
        }
    }

    /// The opposing pieces (`opp`, as squares of the mover's route) that may not be
    /// landed on: on a safe square, or next to another of their own where pairs
    /// protect each other. On a shared route their neighbours are the squares beside
    /// them; on routes of their own, each piece is looked at.
    #[inline(always)]
    fn guarded(&self, pos: &Position, si: usize, opp: u64) -> u64 {
        let mut guarded = opp & self.masks.safe[si];
        if self.settings.protection.neighbours {
            if self.masks.one_track {
                guarded |= opp & (opp << 1 | opp >> 1);
            } else {
                let mut rest = opp & !guarded;
                while rest != 0 {
                    let q = rest.trailing_zeros() as u8;
                    rest &= rest - 1;
                    if self.protected(
                        pos,
                        2 - si as u8,
                        usize::from(self.route[si][usize::from(q)]),
                    ) {
                        guarded |= 1 << q;
                    }
                }
            }
        }
        guarded
    }

    /// The runs of `blockade.length` opposing pieces in a row, by their first square
    /// (none without a blockade rule).
    #[inline(always)]
    fn runs(&self, opp: u64) -> u64 {
        let Some(b) = &self.settings.blockade else {
            return 0;
        };
        let mut runs = opp & span(1, self.n);
        for _ in 1..b.length {
            runs &= runs >> 1;
        }
        runs
    }

    /// The pieces a run stops (see [`Rules::runs`]): one between a piece and where its
    /// move of `r` ends, forward (`backward` false) or backward. A run lies between
    /// `q` and `q + r` when it starts on `q + 1` to `q + r - length`; a piece bearing
    /// off passes every run after it, and no run starts later than `n + 1 - length`.
    #[inline(always)]
    fn stopped(&self, runs: u64, r: u8, backward: bool) -> u64 {
        let Some(b) = &self.settings.blockade else {
            return 0;
        };
        if runs == 0 || r <= b.length {
            return 0;
        }
        let mut stopped = 0;
        for j in 1..=r - b.length {
            stopped |= if backward {
                up(runs, j + b.length - 1)
            } else {
                down(runs, j)
            };
        }
        stopped
    }

    /// The pieces in `over` (moves passing the stop square into the water) that a run
    /// stops before the House of Water.
    #[cold]
    fn stopped_before(&self, runs: u64, over: u64, water: u8) -> u64 {
        let Some(b) = &self.settings.blockade else {
            return 0;
        };
        let mut stopped = 0;
        let mut rest = over;
        while rest != 0 {
            let q = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let last = u16::from(water).saturating_sub(u16::from(b.length));
            if last > u16::from(q) && runs & span(q + 1, last as u8) != 0 {
                stopped |= 1 << q;
            }
        }
        stopped
    }

    /// The one legal move from square `q` (0: a piece waiting) with throw `r`, into
    /// `out`, made as [`Rules::generate`] makes it; `q` is one of [`Rules::sources`]'s,
    /// so no blockade stops it.
    pub fn generate_from(&self, pos: &Position, r: u8, q: u8, backward: bool, out: &mut Vec<Move>) {
        out.clear();
        self.push_from(pos, r, q, backward, out);
    }

    /// The legal moves of a throw, as [`Rules::generate`] gives them, found by
    /// [`Rules::sources`] where it answers: only the pieces that can move are moved.
    pub fn generate_quick(&self, pos: &Position, r: u8, out: &mut Vec<Move>) {
        match self.sources(pos, r) {
            Some(set) => {
                out.clear();
                let mut rest = set.squares;
                while rest != 0 {
                    let q = rest.trailing_zeros() as u8;
                    rest &= rest - 1;
                    self.push_from(pos, r, q, set.backward, out);
                }
            }
            None => self.generate(pos, r, out),
        }
    }

    /// [`Rules::generate_from`]'s move, added to `out`.
    #[inline(always)]
    fn push_from(&self, pos: &Position, r: u8, q: u8, backward: bool, out: &mut Vec<Move>) {
        if q == 0 {
            if let Some(dest) = self.entry_dest(r) {
                self.land(pos, 0, dest, r, Effects::ENTER, out);
            }
        } else if backward {
            self.backward(pos, q, r, out);
        } else {
            self.forward_from::<false>(pos, q, r, out);
            if self.has_forced && self.forced_square[usize::from(q)] {
                // A legal move from a forced square: `generate` kept only such moves.
                for m in out.iter_mut() {
                    m.effects |= Effects::FORCED;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::span;

    #[test]
    fn spans_hold_their_ends() {
        assert_eq!(span(1, 3), 0b1110);
        assert_eq!(span(3, 2), 0);
        assert_eq!(span(0, 63), u64::MAX);
        assert_eq!(span(5, 5), 1 << 5);
    }
}
