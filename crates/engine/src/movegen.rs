//! Legal moves: for a position and a throw, every move the rules allow, each with
//! its effects and the position after it (who throws next, and the result when
//! the move ends the game); or, when there is none, the position after the pass.
//!
//! The generator is one loop over the mover's pieces; each rule it consults is a
//! precomputed table of `Rules`, so the same code serves every variant.

pub use super::moves::{Dest, Effects, Move, MoveError};
use super::position::Position;
use super::rules::WaterTarget;
use super::rules::{Rules, NO_TILE};
use super::settings::{BearOffRule, EntryNamed, EntrySquare, OnOpponent};

impl Rules {
    /// Every legal move for the side to move and this throw, in ascending order of
    /// `from` (pieces in hand first). Empty means the player passes: see [`Rules::pass`].
    pub fn legal_moves(&self, pos: &Position, throw: u8) -> Result<Vec<Move>, MoveError> {
        self.check_throw(pos, throw)?;
        let mut out = Vec::with_capacity(8);
        self.generate(pos, throw, &mut out);
        Ok(out)
    }

    /// Checks that moves can be generated for this position and throw.
    pub fn check_throw(&self, pos: &Position, throw: u8) -> Result<(), MoveError> {
        if pos.result.is_some() {
            return Err(MoveError::GameOver);
        }
        if !self.throws.can_throw(throw) {
            return Err(MoveError::ImpossibleThrow {
                throw,
                possible: self.throws.values(),
            });
        }
        Ok(())
    }

    /// Fills `out` with the legal moves (see [`Rules::legal_moves`]), without checks
    /// or allocation: the hot path of search and random games.
    pub fn generate(&self, pos: &Position, throw: u8, out: &mut Vec<Move>) {
        out.clear();
        let s = pos.to_move;
        let si = usize::from(s - 1);
        if pos.opening {
            self.opening_move(pos, throw, out);
            return;
        }
        if throw == 0 {
            return;
        }
        if self.lasting && self.restricted(pos, throw, out) {
            return;
        }
        if pos.waiting[si] > 0 && self.entry_mask & (1 << throw) != 0 {
            if let Some(dest) = self.entry_dest(throw) {
                self.land(pos, 0, dest, throw, Effects::ENTER, out);
            }
        }
        // The mover's squares as a set of bits: its tiles, then their route squares.
        let mut own = self.on_route(si, pos.tiles.of(s));
        while own != 0 {
            let q = own.trailing_zeros() as u8;
            own &= own - 1;
            self.forward(pos, q, throw, out);
        }
        if self.has_forced && out.iter().any(|m| self.forced_square[usize::from(m.from)]) {
            out.retain(|m| self.forced_square[usize::from(m.from)]);
            for m in out.iter_mut() {
                m.effects |= Effects::FORCED;
            }
        }
        if out.is_empty() && self.settings.backward.is_some() {
            for q in (throw + 1)..=self.backward_up_to {
                if pos
                    .tiles
                    .holds(usize::from(self.route[si][usize::from(q)]), s)
                {
                    self.backward(pos, q, throw, out);
                }
            }
        }
    }

    /// The square a piece entering with this throw lands on, if it is on the route.
    #[inline(always)]
    pub(super) fn entry_dest(&self, throw: u8) -> Option<u8> {
        let dest = match self.entry_square {
            Some(EntrySquare::Fixed(sq)) => sq,
            Some(EntrySquare::Named(EntryNamed::Throw)) => throw,
            None => 0,
        };
        (dest >= 1 && dest <= self.n).then_some(dest)
    }

    /// The position after a player who has no legal move passes.
    pub fn pass(&self, pos: &Position, throw: u8) -> Position {
        let mut after = *pos;
        let again =
            !pos.opening && self.settings.turn.extra_throw_on_pass && self.is_extra_throw(throw);
        if !pos.opening && throw == self.start_throw {
            // The starting throw was thrown, even if it could not be played.
            after.unstarted &= !seat_bit(pos.to_move);
        }
        if !again {
            self.hand_over(&mut after, pos.to_move);
        }
        after
    }

    /// Passes the turn from seat `s` to the opponent, skipping a turn either has lost
    /// (the opponent's first, then `s`'s own). Returns `LOST_TURN` if one was skipped.
    pub(crate) fn hand_over(&self, after: &mut Position, s: u8) -> Effects {
        let o = 3 - s;
        after.to_move = o;
        if after.lost & seat_bit(o) == 0 {
            return Effects::default();
        }
        after.lost &= !seat_bit(o);
        after.to_move = s;
        if after.lost & seat_bit(s) != 0 {
            after.lost &= !seat_bit(s);
            after.to_move = o;
        }
        Effects::LOST_TURN
    }

    fn opening_move(&self, pos: &Position, throw: u8, out: &mut Vec<Move>) {
        let Some(o) = &self.settings.opening else {
            return;
        };
        if throw != o.throw {
            return;
        }
        let s = pos.to_move;
        let front = 2 * self.count;
        let dest = front + throw;
        let m = start(out, pos, front, Dest::Square(dest), Effects::OPENING);
        let after = &mut m.after;
        if s == 1 {
            // The thrower takes the even set: the two sets change hands.
            after.tiles.swap_seats();
        }
        let si = usize::from(s - 1);
        after
            .tiles
            .set(usize::from(self.route[si][usize::from(front)]), 0);
        after
            .tiles
            .set(usize::from(self.route[si][usize::from(dest)]), s);
        after.opening = false;
        self.finish(m, throw, false);
    }

    /// The moves of a player whom lasting state restricts, if it does: before the
    /// starting throw, none; a returned piece first; else a piece in the water alone.
    #[inline(never)]
    pub(crate) fn restricted(&self, pos: &Position, throw: u8, out: &mut Vec<Move>) -> bool {
        let s = pos.to_move;
        if pos.unstarted & seat_bit(s) != 0 && throw != self.start_throw {
            return true;
        }
        if pos.returned == s {
            self.returned_piece(pos, throw, out);
            return true;
        }
        if let Some(h) = self.hold {
            if pos.tiles.holds(h.tile, s) {
                self.in_water(pos, h, throw, out);
                return true;
            }
        }
        false
    }

    /// What a forward move of `r` from route square `q` would do, before looking at
    /// the square it ends on.
    #[inline(always)]
    pub(crate) fn step(&self, pos: &Position, s: u8, q: u8, r: u8) -> Step {
        let n = self.n;
        let dest = q + r;
        if dest > self.stop_limit[usize::from(q)] {
            return if self.overshoot_water {
                Step::Overshoot
            } else {
                Step::Illegal
            };
        }
        match self.settings.bear_off.rule {
            BearOffRule::Exact => {
                if dest > n + 1 || (dest == n + 1 && !self.may_bear_off(pos, s)) {
                    Step::Illegal
                } else if dest == n + 1 {
                    Step::BearOff
                } else {
                    Step::Land(dest)
                }
            }
            BearOffRule::Table => {
                if self.bear_table[usize::from(q)] & (1 << r) != 0 && self.may_bear_off(pos, s) {
                    Step::BearOff
                } else if self.only_by_bearing_off[usize::from(q)] || dest > n {
                    Step::Illegal
                } else {
                    Step::Land(dest)
                }
            }
            BearOffRule::Reach => {
                if dest >= n && self.all_home(pos, s) {
                    Step::BearOff
                } else if dest > n {
                    Step::Illegal
                } else {
                    Step::Land(dest)
                }
            }
        }
    }

    #[inline(always)]
    pub(super) fn forward(&self, pos: &Position, q: u8, r: u8, out: &mut Vec<Move>) {
        self.forward_from::<true>(pos, q, r, out)
    }

    /// The forward move of the piece on `q`; with `BLOCKADE` false, one already known
    /// to pass no blockade (`Rules::sources` looked), so the squares are not read again.
    #[inline(always)]
    pub(super) fn forward_from<const BLOCKADE: bool>(
        &self,
        pos: &Position,
        q: u8,
        r: u8,
        out: &mut Vec<Move>,
    ) {
        let s = pos.to_move;
        let dest = q + r;
        let step = self.step(pos, s, q, r);
        match step {
            Step::Illegal => return,
            Step::Overshoot => return self.overshoot(pos, q, r, out),
            Step::BearOff | Step::Land(_) => {}
        }
        if BLOCKADE && self.blocked(pos, s, q + 1, dest.min(self.n + 1)) {
            return;
        }
        if let Step::BearOff = step {
            let si = usize::from(s - 1);
            let m = start(out, pos, q, Dest::Off, Effects::BEAR_OFF);
            m.after
                .tiles
                .remove(usize::from(self.route[si][usize::from(q)]), s);
            m.after.off[si] += 1;
            self.finish(m, r, false);
        } else {
            self.land(pos, q, dest, r, Effects::default(), out);
        }
    }

    pub(super) fn backward(&self, pos: &Position, q: u8, r: u8, out: &mut Vec<Move>) {
        let s = pos.to_move;
        let si = usize::from(s - 1);
        let dest = q - r;
        let t = usize::from(self.route[si][usize::from(dest)]);
        // An occupied square is refused here unless backward moves may hit; `land`
        // refuses the player's own pieces and protected ones.
        if (!pos.tiles.is_empty(t) && !self.backward_hits) || self.blocked(pos, s, dest + 1, q) {
            return;
        }
        self.land(pos, q, dest, r, Effects::BACKWARD | Effects::FORCED, out);
    }

    /// Whether every piece of the seat stands on `bear_off.all_from` or beyond.
    pub(crate) fn all_home(&self, pos: &Position, s: u8) -> bool {
        let si = usize::from(s - 1);
        if pos.waiting[si] > 0 {
            return false;
        }
        pos.tiles.of(s) & self.before_home[si] == 0
    }

    /// Whether the seat may bear off at all (`bear_off.all_from`, for the rules
    /// other than `reach`, which reads it itself).
    #[inline]
    pub(crate) fn may_bear_off(&self, pos: &Position, s: u8) -> bool {
        self.bear_all_from <= 1 || self.all_home(pos, s)
    }

    /// Whether `blockade.length` opponent pieces stand in a row on squares `lo..hi`.
    pub(crate) fn blocked(&self, pos: &Position, s: u8, lo: u8, hi: u8) -> bool {
        let Some(b) = &self.settings.blockade else {
            return false;
        };
        let si = usize::from(s - 1);
        let mut run = 0;
        for q in lo..hi.min(self.n + 1) {
            if pos
                .tiles
                .holds(usize::from(self.route[si][usize::from(q)]), 3 - s)
            {
                run += 1;
                if run >= b.length {
                    return true;
                }
            } else {
                run = 0;
            }
        }
        false
    }

    /// Whether the opponent's piece on this tile may not be landed on.
    pub(super) fn protected(&self, pos: &Position, owner: u8, tile: usize) -> bool {
        if self.safe_tile[tile] {
            return true;
        }
        if self.settings.protection.neighbours {
            for nb in self.neighbours[usize::from(owner - 1)][tile] {
                if nb != NO_TILE && pos.tiles.holds(usize::from(nb), owner) {
                    return true;
                }
            }
        }
        false
    }

    /// A move from `q` (0: from hand) ending on route square `dest`.
    pub(super) fn land(
        &self,
        pos: &Position,
        q: u8,
        dest: u8,
        r: u8,
        eff: Effects,
        out: &mut Vec<Move>,
    ) {
        let s = pos.to_move;
        let o = 3 - s;
        let si = usize::from(s - 1);
        let t = usize::from(self.route[si][usize::from(dest)]);
        let occ = pos.tiles.get(t);
        if occ == s {
            return;
        }
        let into_water = occ == o && self.to_water[usize::from(dest)];
        if occ == o {
            if self.protected(pos, o, t) {
                return;
            }
            // Kendall's 28 to 30: the hit piece goes into the water, while it is empty.
            if into_water && self.hold.is_none_or(|h| !pos.tiles.is_empty(h.tile)) {
                return;
            }
        }
        // The move is legal: it is written in place, so the position after it is never copied.
        let m = start(out, pos, q, Dest::Square(dest), eff);
        let after = &mut m.after;
        let from_tile = usize::from(self.route[si][usize::from(q)]);
        if q == 0 {
            after.waiting[si] -= 1;
        } else {
            after.tiles.remove(from_tile, s);
        }
        let mut extra = false;
        if occ == o {
            extra = self.capture_extra;
            let oi = usize::from(o - 1);
            after.tiles.remove(t, o);
            match self.settings.landing.opponent {
                _ if into_water => {
                    if let Some(h) = self.hold {
                        after.tiles.put(h.tile, o);
                    }
                    m.effects |= Effects::TO_WATER;
                }
                OnOpponent::Swap => {
                    after.tiles.put(from_tile, o);
                    m.effects |= Effects::SWAP;
                }
                OnOpponent::Capture => {
                    after.waiting[oi] += 1;
                    m.effects |= Effects::CAPTURE;
                }
                OnOpponent::Remove => {
                    after.removed[oi] += 1;
                    m.effects |= Effects::CAPTURE | Effects::REMOVE;
                }
            }
        }
        after.tiles.put(t, s);
        if let Some((water, goes_to)) = self.water {
            if dest == water {
                if goes_to != WaterTarget::Hold {
                    after.tiles.remove(t, s);
                    let ends_on = self.water_target(after, si, goes_to);
                    after
                        .tiles
                        .put(usize::from(self.route[si][usize::from(ends_on)]), s);
                    m.ends_on = Dest::Square(ends_on);
                }
                m.effects |= Effects::WATER;
            }
        }
        if self.rosette_tile[t] {
            m.effects |= Effects::ROSETTE;
            if let Some(rs) = &self.settings.rosettes {
                if rs.fine > 0 {
                    m.after.fines[si] = m.after.fines[si].saturating_add(rs.fine);
                    m.effects |= Effects::FINE;
                }
                extra |= rs.extra_throw;
            }
        }
        // A rosette and a capture that both give a throw still give one (ur-blitz.md rule 11).
        self.finish(m, r, extra);
    }
}

/// Writes a move into `out`, its position after still the position before, for the
/// caller to change in place: a position is never copied once changed, which would
/// stall the processor on stores it has not finished (the cost measured in `land`).
#[inline(always)]
pub(crate) fn start<'o>(
    out: &'o mut Vec<Move>,
    pos: &Position,
    from: u8,
    to: Dest,
    effects: Effects,
) -> &'o mut Move {
    out.push(Move {
        from,
        to,
        ends_on: to,
        effects,
        after: *pos,
    });
    let last = out.len() - 1;
    &mut out[last]
}

/// A seat's bit in the per-seat sets of a position (`lost`, `unstarted`).
#[inline]
pub(crate) fn seat_bit(seat: u8) -> u8 {
    1 << (seat - 1)
}

/// What a forward move would do (see `Rules::step`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    Illegal,
    BearOff,
    Land(u8),
    /// Passes the stop square, into the House of Water.
    Overshoot,
}
