//! The House of Water, where a variant has one (Kendall's Senet): a move that would
//! pass the stop square falls into it, a piece there waits, returns or bears off, a
//! piece sent from it finds its square, and a returned piece must move first. The
//! move generator (`movegen`) calls these only for a board with such a house.

use super::movegen::{seat_bit, start, Step};
use super::moves::{Dest, Effects, Move};
use super::position::Position;
use super::rules::{Hold, Rules, WaterTarget};

impl Rules {
    /// The moves of a piece returned from the House of Water, which must move before
    /// any other: forward if it can, else backward; else the player passes.
    pub(crate) fn returned_piece(&self, pos: &Position, r: u8, out: &mut Vec<Move>) {
        let Some(h) = self.hold else { return };
        self.forward(pos, h.back, r, out);
        if out.is_empty()
            && self.settings.backward.is_some()
            && h.back > r
            && h.back <= self.backward_up_to
        {
            self.backward(pos, h.back, r, out);
        }
        for m in out.iter_mut() {
            m.effects |= Effects::FORCED;
        }
    }

    /// The moves of a piece in a House of Water that holds it: bearing off if the
    /// throw allows (then the only move); otherwise returning to the House of Rebirth
    /// while it is empty, and waiting.
    pub(crate) fn in_water(&self, pos: &Position, h: Hold, r: u8, out: &mut Vec<Move>) {
        let s = pos.to_move;
        if let Step::BearOff = self.step(pos, s, h.square, r) {
            let m = start(
                out,
                pos,
                h.square,
                Dest::Off,
                Effects::BEAR_OFF | Effects::FORCED,
            );
            m.after.tiles.remove(h.tile, s);
            m.after.off[usize::from(s - 1)] += 1;
            self.finish(m, r, false);
            return;
        }
        if pos.tiles.is_empty(h.back_tile) {
            let m = start(out, pos, h.square, Dest::Square(h.back), Effects::RETURN);
            let after = &mut m.after;
            after.tiles.remove(h.tile, s);
            after.tiles.put(h.back_tile, s);
            after.returned = s;
            after.lost |= seat_bit(s);
            self.finish_turn(m, false);
        }
        let again = self.settings.turn.extra_throw_on_pass && self.is_extra_throw(r);
        let m = start(out, pos, h.square, Dest::Square(h.square), Effects::WAIT);
        self.finish_turn(m, again);
    }

    /// A move that would pass the stop square: into the House of Water, if it is
    /// empty; else the move cannot be made.
    #[cold]
    #[inline(never)]
    pub(crate) fn overshoot(&self, pos: &Position, q: u8, r: u8, out: &mut Vec<Move>) {
        let s = pos.to_move;
        let Some((water, _)) = self.water else { return };
        let t = usize::from(self.route[usize::from(s - 1)][usize::from(water)]);
        if pos.tiles.is_empty(t) && !self.blocked(pos, s, q + 1, water) {
            self.land(pos, q, water, r, Effects::OVERSHOOT, out);
        }
    }

    /// Where a piece sent by the House of Water ends: there is always an empty square,
    /// since the board has more squares than pieces.
    pub(crate) fn water_target(&self, after: &Position, si: usize, goes_to: WaterTarget) -> u8 {
        let empty = |q: u8| {
            after
                .tiles
                .is_empty(usize::from(self.route[si][usize::from(q)]))
        };
        let found = match goes_to {
            WaterTarget::Before(square) => (1..=square).rev().find(|&q| empty(q)),
            WaterTarget::FirstEmpty => (1..=self.n).find(|&q| empty(q)),
            WaterTarget::Hold => None,
        };
        found.unwrap_or_else(|| (1..=self.n).find(|&q| empty(q)).unwrap_or(1))
    }
}
