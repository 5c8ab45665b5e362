//! Why a piece cannot move: the reason a reader is given when they try a move the
//! engine does not list. The legal moves stay the engine's alone: whether the piece's
//! own move exists is asked of the move generator itself (`Rules::forward`,
//! `Rules::land`, `Rules::restricted`), and this only names, for a move it does not
//! make, the rule that rules it out, in the order the generator applies them: the
//! rules that keep the player to another piece, then the piece's own move (a square
//! it must stop on, bearing off, a blockade, the square it would land on), then a move
//! the rules force elsewhere.

use super::moves::{Effects, Move};
use super::position::Position;
use super::rules::Rules;
use super::settings::BearOffRule;

/// Why the piece on `from` (0: in hand) has no legal move with a throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The piece can move: nothing to explain.
    Legal,
    /// The game is over.
    GameOver,
    /// No piece of the side to move is there (or none waits in hand).
    NoPiece,
    /// No piece at all can move with this throw: the player passes.
    NoMove,
    /// The rules force another move: a forced square, the opening move, a piece
    /// returned from the water or a piece in it, which must move first.
    Forced,
    /// A waiting piece enters only with other throws (`entry.throws`; see
    /// [`Reason::throws`]).
    EnterThrow,
    /// The throw is more than the piece needs to bear off, where bearing off takes an
    /// exact throw.
    PastEnd,
    /// Bearing off from this square takes other throws (`bear_off.table`).
    OffThrow,
    /// A piece on this square may only bear off, and this throw does not bear it off
    /// (`bear_off.only_by_bearing_off`).
    OnlyOff,
    /// The move would pass a square a piece must stop on first (`stop.square`; see
    /// [`Reason::square`]).
    MustStop,
    /// The move would bear the piece off before every piece of the player stands on
    /// the square bearing off needs or beyond (`bear_off.all_from`; see
    /// [`Reason::square`]).
    NotAllHome,
    /// A blockade of the opponent's pieces stands between the piece and its square.
    Blocked,
    /// The move would send a piece into a House of Water that holds a piece already.
    WaterTaken,
    /// The square it would reach holds a piece of the same side.
    OwnPiece,
    /// The square it would reach holds an opponent's piece that may not be attacked there.
    Protected,
    /// Another rule of the variant rules it out.
    Rules,
}

impl Reason {
    /// Every reason, for those who must have a word for each.
    pub const ALL: [Reason; 16] = [
        Reason::Legal,
        Reason::GameOver,
        Reason::NoPiece,
        Reason::NoMove,
        Reason::Forced,
        Reason::EnterThrow,
        Reason::PastEnd,
        Reason::OffThrow,
        Reason::OnlyOff,
        Reason::MustStop,
        Reason::NotAllHome,
        Reason::Blocked,
        Reason::WaterTaken,
        Reason::OwnPiece,
        Reason::Protected,
        Reason::Rules,
    ];

    /// The reason's name, for messages (`play-why-past-end`).
    pub fn name(self) -> &'static str {
        match self {
            Reason::Legal => "legal",
            Reason::GameOver => "game-over",
            Reason::NoPiece => "no-piece",
            Reason::NoMove => "no-move",
            Reason::Forced => "forced",
            Reason::EnterThrow => "enter-throw",
            Reason::PastEnd => "past-end",
            Reason::OffThrow => "off-throw",
            Reason::OnlyOff => "only-off",
            Reason::MustStop => "must-stop",
            Reason::NotAllHome => "not-all-home",
            Reason::Blocked => "blocked",
            Reason::WaterTaken => "water-taken",
            Reason::OwnPiece => "own-piece",
            Reason::Protected => "protected",
            Reason::Rules => "rules",
        }
    }

    /// Whether the reason names a square of the rules ([`Reason::square`]), which its
    /// words then say (`$square`).
    pub fn names_square(self) -> bool {
        matches!(self, Reason::MustStop | Reason::NotAllHome)
    }

    /// Whether the reason names the throws the rules allow ([`Reason::throws`]), which
    /// its words then say (`$throws`, a list joined with "or").
    pub fn names_throws(self) -> bool {
        self == Reason::EnterThrow
    }

    /// The throws of the rules the reason names: those a waiting piece enters with.
    pub fn throws(self, rules: &Rules) -> Option<Vec<u8>> {
        (self == Reason::EnterThrow).then(|| {
            (1..32u8)
                .filter(|&t| rules.entry_mask & (1 << t) != 0 && rules.throws.can_throw(t))
                .collect()
        })
    }

    /// The square of the rules the reason names: the square every piece must stop on
    /// first, or the first square every piece must stand on before any bears off.
    pub fn square(self, rules: &Rules) -> Option<u8> {
        match self {
            Reason::MustStop => rules.settings.stop.as_ref().map(|s| s.square),
            Reason::NotAllHome => Some(rules.bear_all_from),
            _ => None,
        }
    }
}

/// Why the piece of the side to move on route square `from` (0: in hand) cannot
/// move with `throw`, or [`Reason::Legal`] if it can.
pub fn why_not(rules: &Rules, pos: &Position, throw: u8, from: u8) -> Reason {
    let Ok(moves) = rules.legal_moves(pos, throw) else {
        return if pos.result.is_some() {
            Reason::GameOver
        } else {
            Reason::Rules
        };
    };
    if moves.iter().any(|m| m.from == from) {
        return Reason::Legal;
    }
    let seat = pos.to_move;
    let si = usize::from(seat - 1);
    let n = rules.route_len();
    let has_piece = if from == 0 {
        pos.waiting[si] > 0
    } else {
        from <= n
            && rules
                .board
                .tile(seat, from)
                .is_some_and(|t| pos.tiles.get(usize::from(t)) == seat)
    };
    if !has_piece {
        return Reason::NoPiece;
    }
    if moves.is_empty() {
        return Reason::NoMove;
    }
    // The rules that keep the player to another piece, whatever this one could do.
    let mut scratch: Vec<Move> = Vec::new();
    if pos.opening || (rules.lasting && rules.restricted(pos, throw, &mut scratch)) {
        return Reason::Forced;
    }
    own_refusal(rules, pos, throw, from).unwrap_or(Reason::Forced)
}

/// Why the piece on `from` has no move of its own with `throw`, looked at alone (no
/// other piece forced first); `None` where the generator makes it one.
fn own_refusal(rules: &Rules, pos: &Position, throw: u8, from: u8) -> Option<Reason> {
    let mut out: Vec<Move> = Vec::new();
    if from == 0 {
        if rules.entry_mask & (1 << throw) == 0 {
            return Some(Reason::EnterThrow);
        }
        let Some(dest) = rules.entry_dest(throw) else {
            return Some(Reason::PastEnd);
        };
        rules.land(pos, 0, dest, throw, Effects::ENTER, &mut out);
        return out.is_empty().then(|| landing(rules, pos, dest));
    }
    rules.forward(pos, from, throw, &mut out);
    if !out.is_empty() {
        return None;
    }
    let s = pos.to_move;
    let n = rules.route_len();
    let dest = u16::from(from) + u16::from(throw);
    if dest > u16::from(rules.stop_limit[usize::from(from)]) {
        if !rules.overshoot_water {
            return Some(Reason::MustStop);
        }
        let (water, _) = rules.water?;
        let tile = usize::from(rules.route[usize::from(s - 1)][usize::from(water)]);
        return Some(if !pos.tiles.is_empty(tile) {
            Reason::WaterTaken
        } else if rules.blocked(pos, s, from + 1, water) {
            Reason::Blocked
        } else {
            landing(rules, pos, water)
        });
    }
    let beyond = dest > u16::from(n);
    let bears_off_here = |r: u8| rules.bear_table[usize::from(from)] & (1 << r) != 0;
    match rules.settings.bear_off.rule {
        BearOffRule::Exact if dest > u16::from(n) + 1 => return Some(Reason::PastEnd),
        BearOffRule::Exact if dest == u16::from(n) + 1 && !rules.may_bear_off(pos, s) => {
            return Some(Reason::NotAllHome)
        }
        BearOffRule::Table if bears_off_here(throw) && !rules.may_bear_off(pos, s) => {
            return Some(Reason::NotAllHome)
        }
        BearOffRule::Table if rules.only_by_bearing_off[usize::from(from)] => {
            return Some(Reason::OnlyOff)
        }
        BearOffRule::Table if beyond => return Some(Reason::OffThrow),
        BearOffRule::Reach if beyond && !rules.all_home(pos, s) => return Some(Reason::NotAllHome),
        _ => {}
    }
    let last = u8::try_from(dest.min(u16::from(n) + 1)).unwrap_or(u8::MAX);
    if rules.blocked(pos, s, from + 1, last) {
        return Some(Reason::Blocked);
    }
    if beyond {
        return Some(Reason::Rules);
    }
    Some(landing(rules, pos, last))
}

/// Why a piece may not end its move on route square `dest`.
fn landing(rules: &Rules, pos: &Position, dest: u8) -> Reason {
    let s = pos.to_move;
    let Some(tile) = rules.board.tile(s, dest) else {
        return Reason::Rules;
    };
    let tile = usize::from(tile);
    match pos.tiles.get(tile) {
        occ if occ == s => Reason::OwnPiece,
        0 => Reason::Rules,
        o => {
            if rules.protected(pos, o, tile) {
                Reason::Protected
            } else if rules.to_water[usize::from(dest)]
                && rules.hold.is_none_or(|h| !pos.tiles.is_empty(h.tile))
            {
                Reason::WaterTaken
            } else {
                Reason::Rules
            }
        }
    }
}

/// Every piece of the side to move that has no legal move with `throw`, each with
/// [`why_not`]: the pieces waiting in hand first (where any wait), then the pieces on
/// the board in the order of their route. What a reader asks with "why can't the
/// other pieces move?", answered without the page reading the position itself.
pub fn refusals(rules: &Rules, pos: &Position, throw: u8) -> Vec<(u8, Reason)> {
    let seat = pos.to_move;
    if !(1..=2).contains(&seat) {
        return Vec::new();
    }
    let si = usize::from(seat - 1);
    let on_board = (1..=rules.route_len()).filter(|&q| {
        rules
            .board
            .tile(seat, q)
            .is_some_and(|t| pos.tiles.get(usize::from(t)) == seat)
    });
    let hand = (pos.waiting[si] > 0).then_some(0);
    hand.into_iter()
        .chain(on_board)
        .map(|from| (from, why_not(rules, pos, throw, from)))
        .filter(|&(_, r)| r != Reason::Legal)
        .collect()
}
