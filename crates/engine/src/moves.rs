//! What a move is: where its piece starts and lands, the effects it has (flags with
//! their names, which the messages and the JSON use) and the position after it; and
//! why a throw cannot be moved with. The move generator (`movegen`) makes them.

use super::position::Position;
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

    /// The effects a description of the move says, one sentence each: all of them but
    /// `forced` on a backward move, whose own sentence says why it is made (no piece
    /// can move forward), so that the rules' forcing is not said twice.
    pub fn said(self) -> Effects {
        if self.contains(Effects::BACKWARD) {
            Effects(self.0 & !Effects::FORCED.0)
        } else {
            self
        }
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
