//! Legal moves: for a position and a throw, every move the rules allow, each with
//! its effects and the position after it (who throws next, and the result when
//! the move ends the game); or, when there is none, the position after the pass.
//!
//! The generator is one loop over the mover's pieces; each rule it consults is a
//! precomputed table of `Rules`, so the same code serves every variant.

use super::position::{GameResult, Position};
use super::rules::{Hold, WaterTarget};
use super::rules::{Rules, NO_TILE};
use super::settings::{BearOffRule, EndRule, EntryNamed, EntrySquare, OnOpponent};
use std::fmt;

/// The effects of a move, as a set of flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Effects(pub u32);

impl Effects {
    /// A piece came onto the board from those waiting.
    pub const ENTER: Effects = Effects(1);
    /// An opponent's piece was taken off the board (back to hand, or out of the game).
    pub const CAPTURE: Effects = Effects(1 << 1);
    /// The captured piece left the game for good (Bell's Senet).
    pub const REMOVE: Effects = Effects(1 << 2);
    /// The two pieces changed places.
    pub const SWAP: Effects = Effects(1 << 3);
    /// The move ended on the House of Water, and the piece was sent on where that
    /// house sends pieces (or, with `water.goes_to = "hold"`, stays there).
    pub const WATER: Effects = Effects(1 << 4);
    pub const BEAR_OFF: Effects = Effects(1 << 5);
    /// The move landed on a rosette.
    pub const ROSETTE: Effects = Effects(1 << 6);
    /// Landing cost a fine into the pot.
    pub const FINE: Effects = Effects(1 << 7);
    /// A rule forced this move (Bell's last squares, Jéquier's backward moves).
    pub const FORCED: Effects = Effects(1 << 8);
    pub const BACKWARD: Effects = Effects(1 << 9);
    /// The same player throws again.
    pub const EXTRA_THROW: Effects = Effects(1 << 10);
    /// The move that ends an opening phase.
    pub const OPENING: Effects = Effects(1 << 11);

    // Kendall's House of Water and square 26 (bits from 16 up, clear of any added above).
    /// The opponent's piece landed on went to the House of Water (`landing.to_water`).
    pub const TO_WATER: Effects = Effects(1 << 16);
    /// The move would have passed the stop square and fell into the House of Water
    /// instead (`stop.overshoot = "water"`).
    pub const OVERSHOOT: Effects = Effects(1 << 17);
    /// The piece in the House of Water waits there: the throw is passed.
    pub const WAIT: Effects = Effects(1 << 18);
    /// The piece in the House of Water went back to the House of Rebirth: the turn
    /// ends, and its owner loses their next turn.
    pub const RETURN: Effects = Effects(1 << 19);
    /// The move ended the turn and the opponent's lost turn was skipped, so the same
    /// player throws next.
    pub const LOST_TURN: Effects = Effects(1 << 20);

    /// Every effect with its name in the JSON form, in the order they are listed.
    pub const NAMES: [(Effects, &'static str); 17] = [
        (Effects::ENTER, "enter"),
        (Effects::OPENING, "opening"),
        (Effects::BACKWARD, "backward"),
        (Effects::FORCED, "forced"),
        (Effects::CAPTURE, "capture"),
        (Effects::REMOVE, "remove"),
        (Effects::SWAP, "swap"),
        (Effects::TO_WATER, "to_water"),
        (Effects::ROSETTE, "rosette"),
        (Effects::FINE, "fine"),
        (Effects::OVERSHOOT, "overshoot"),
        (Effects::WATER, "water"),
        (Effects::WAIT, "wait"),
        (Effects::RETURN, "return"),
        (Effects::BEAR_OFF, "bear_off"),
        (Effects::LOST_TURN, "lost_turn"),
        (Effects::EXTRA_THROW, "extra_throw"),
    ];

    pub fn contains(self, other: Effects) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn names(self) -> Vec<&'static str> {
        Effects::NAMES
            .iter()
            .filter(|(e, _)| self.contains(*e))
            .map(|(_, n)| *n)
            .collect()
    }

    /// The effect with this JSON name.
    pub fn from_name(name: &str) -> Option<Effects> {
        Effects::NAMES
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(e, _)| *e)
    }
}

impl std::ops::BitOr for Effects {
    type Output = Effects;
    fn bitor(self, rhs: Effects) -> Effects {
        Effects(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for Effects {
    fn bitor_assign(&mut self, rhs: Effects) {
        self.0 |= rhs.0;
    }
}

/// Where a move goes: a route square, or off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dest {
    Square(u8),
    Off,
}

/// One legal move. `from` 0 means a piece waiting in hand. For the House of Water,
/// `to` is the square landed on and `ends_on` the square the piece ends on. A piece
/// waiting in a House of Water that holds it has `from` = `to` = that square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub from: u8,
    pub to: Dest,
    pub ends_on: Dest,
    pub effects: Effects,
    pub after: Position,
}

/// Why moves cannot be generated at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    ImpossibleThrow { throw: u8, possible: Vec<u8> },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "position: the game is over, no one throws any more"),
            MoveError::ImpossibleThrow { throw, possible } => {
                let list: Vec<String> = possible.iter().map(|v| v.to_string()).collect();
                write!(
                    f,
                    "throw: {throw} cannot be thrown in this variant; possible throws are {}",
                    list.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

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
    fn hand_over(&self, after: &mut Position, s: u8) -> Effects {
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
    fn restricted(&self, pos: &Position, throw: u8, out: &mut Vec<Move>) -> bool {
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

    /// The moves of a piece returned from the House of Water, which must move before
    /// any other: forward if it can, else backward; else the player passes.
    fn returned_piece(&self, pos: &Position, r: u8, out: &mut Vec<Move>) {
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
    fn in_water(&self, pos: &Position, h: Hold, r: u8, out: &mut Vec<Move>) {
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

    /// What a forward move of `r` from route square `q` would do, before looking at
    /// the square it ends on.
    #[inline(always)]
    fn step(&self, pos: &Position, s: u8, q: u8, r: u8) -> Step {
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

    /// A move that would pass the stop square: into the House of Water, if it is
    /// empty; else the move cannot be made.
    #[cold]
    #[inline(never)]
    fn overshoot(&self, pos: &Position, q: u8, r: u8, out: &mut Vec<Move>) {
        let s = pos.to_move;
        let Some((water, _)) = self.water else { return };
        let t = usize::from(self.route[usize::from(s - 1)][usize::from(water)]);
        if pos.tiles.is_empty(t) && !self.blocked(pos, s, q + 1, water) {
            self.land(pos, q, water, r, Effects::OVERSHOOT, out);
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
    fn all_home(&self, pos: &Position, s: u8) -> bool {
        let si = usize::from(s - 1);
        if pos.waiting[si] > 0 {
            return false;
        }
        pos.tiles.of(s) & self.before_home[si] == 0
    }

    /// Whether the seat may bear off at all (`bear_off.all_from`, for the rules
    /// other than `reach`, which reads it itself).
    #[inline]
    fn may_bear_off(&self, pos: &Position, s: u8) -> bool {
        self.bear_all_from <= 1 || self.all_home(pos, s)
    }

    /// Whether `blockade.length` opponent pieces stand in a row on squares `lo..hi`.
    fn blocked(&self, pos: &Position, s: u8, lo: u8, hi: u8) -> bool {
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

    /// Where a piece sent by the House of Water ends: there is always an empty square,
    /// since the board has more squares than pieces.
    fn water_target(&self, after: &Position, si: usize, goes_to: WaterTarget) -> u8 {
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

    /// Decides who throws next and whether the game is over, for a move written by
    /// [`start`] and played with throw `r`.
    #[inline(always)]
    fn finish(&self, m: &mut Move, r: u8, rosette_extra: bool) {
        self.finish_turn(m, rosette_extra || self.is_extra_throw(r));
    }

    /// [`Rules::finish`] with the extra throw decided (`again`: the same player throws
    /// next): hands the turn over, keeps the lasting state up to date, and sets the result.
    #[inline(always)]
    fn finish_turn(&self, m: &mut Move, again: bool) {
        let s = m.after.to_move;
        if again {
            m.effects |= Effects::EXTRA_THROW;
        } else {
            m.after.to_move = 3 - s;
        }
        if self.lasting {
            m.effects |= self.update_lasting(&mut m.after, s, again);
        }
        m.after.result = self.result(&m.after, s);
    }

    /// The state that outlasts a move, after a move by seat `s` (rare, so kept out of
    /// the hot path): whoever moves has made their starting throw; a returned piece that
    /// has left the House of Rebirth (moved, or hit) has done its duty; a lost turn is
    /// skipped as the turn is handed over.
    #[cold]
    fn update_lasting(&self, after: &mut Position, s: u8, again: bool) -> Effects {
        after.unstarted &= !seat_bit(s);
        if after.returned != 0 {
            if let Some(h) = self.hold {
                if after.tiles.get(h.back_tile) != after.returned {
                    after.returned = 0;
                }
            }
        }
        if again {
            Effects::default()
        } else {
            self.hand_over(after, s)
        }
    }

    /// The result, if the game is over after a move by seat `s`.
    pub(crate) fn result(&self, p: &Position, s: u8) -> Option<GameResult> {
        match self.settings.end.rule {
            EndRule::AllOff => {
                (p.off[usize::from(s - 1)] == self.count).then_some(GameResult::Winner(s))
            }
            EndRule::Score => {
                let (a, b) = (p.off[0], p.off[1]);
                let (ba, bb) = (p.on_board(self, 1), p.on_board(self, 2));
                if a > b + bb {
                    Some(GameResult::Winner(1))
                } else if b > a + ba {
                    Some(GameResult::Winner(2))
                } else if ba == 0 && bb == 0 {
                    Some(match a.cmp(&b) {
                        std::cmp::Ordering::Greater => GameResult::Winner(1),
                        std::cmp::Ordering::Less => GameResult::Winner(2),
                        std::cmp::Ordering::Equal => GameResult::Draw,
                    })
                } else {
                    None
                }
            }
        }
    }
}

/// Writes a move into `out`, its position after still the position before, for the
/// caller to change in place: a position is never copied once changed, which would
/// stall the processor on stores it has not finished (the cost measured in `land`).
#[inline(always)]
fn start<'o>(
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
fn seat_bit(seat: u8) -> u8 {
    1 << (seat - 1)
}

/// What a forward move would do (see `Rules::step`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Illegal,
    BearOff,
    Land(u8),
    /// Passes the stop square, into the House of Water.
    Overshoot,
}
