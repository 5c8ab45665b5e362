//! Why a piece cannot move: the reason a reader is given when they try a move the
//! engine does not list. The legal moves stay the engine's alone; this only names,
//! for a move that is not among them, the first plain fact that rules it out.

use super::position::Position;
use super::rules::Rules;
use super::settings::Overshoot;

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
    /// The rules force another move.
    Forced,
    /// The throw would carry the piece past the end of its route.
    PastEnd,
    /// The move would pass a square a piece must stop on first (`stop.square`).
    MustStop,
    /// The move would bear the piece off before every piece of the player has reached
    /// the squares bearing off needs (`bear_off.all_from`).
    NotAllHome,
    /// The square it would reach holds a piece of the same side.
    OwnPiece,
    /// The square it would reach holds an opponent's piece that may not be attacked there.
    Protected,
    /// Another rule of the variant rules it out.
    Rules,
}

impl Reason {
    /// Every reason, for those who must have a word for each.
    pub const ALL: [Reason; 11] = [
        Reason::Legal,
        Reason::GameOver,
        Reason::NoPiece,
        Reason::NoMove,
        Reason::Forced,
        Reason::PastEnd,
        Reason::MustStop,
        Reason::NotAllHome,
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
            Reason::PastEnd => "past-end",
            Reason::MustStop => "must-stop",
            Reason::NotAllHome => "not-all-home",
            Reason::OwnPiece => "own-piece",
            Reason::Protected => "protected",
            Reason::Rules => "rules",
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
    let dest = u16::from(from) + u16::from(throw);
    // The rules that rule out this very move, before the one that forces another: a
    // square it must stop on first, and bearing off before every piece is home.
    if let Some(stop) = &rules.settings.stop {
        let passes = u16::from(from) < u16::from(stop.square) && dest > u16::from(stop.square);
        if passes && stop.overshoot == Overshoot::Illegal {
            return Reason::MustStop;
        }
    }
    if dest > u16::from(n) && !rules.may_bear_off(pos, seat) {
        return Reason::NotAllHome;
    }
    if moves
        .iter()
        .all(|m| m.effects.contains(super::Effects::FORCED))
    {
        return Reason::Forced;
    }
    if dest > u16::from(n) + 1 {
        return Reason::PastEnd;
    }
    if dest <= u16::from(n) {
        if let Some(tile) = rules.board.tile(seat, dest as u8) {
            match pos.tiles.get(usize::from(tile)) {
                s if s == seat => return Reason::OwnPiece,
                0 => {}
                _ => return Reason::Protected,
            }
        }
    }
    Reason::Rules
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
