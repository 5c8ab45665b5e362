//! Positions: where every piece stands, pieces waiting, borne off and removed,
//! the side to move, fines, the phase, the turns to be skipped and the duties that
//! outlast a move (Kendall's House of Water, the starting throw) and, once the game
//! is over, its result.
//!
//! A position is small and `Copy`, so move generation can hand out the position
//! after every move without allocating. It is built from route squares and
//! checked against the variant: no square off the route, no two pieces on one
//! tile, no more pieces than the variant has.

use super::rules::Rules;
use super::settings::{OnOpponent, Start};
use std::fmt;

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    Winner(u8),
    Draw,
}

/// Who stands on each tile: one set of tiles per seat, a bit per tile, so a board
/// may have up to 64 tiles and the pieces of a side are one word.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Tiles([u64; 2]);

impl Tiles {
    /// The occupant of tile `t`: 0 empty, else the seat (1 or 2).
    #[inline(always)]
    pub fn get(&self, t: usize) -> u8 {
        (self.0[0] >> t & 1) as u8 | ((self.0[1] >> t & 1) as u8) << 1
    }

    /// Whether seat `seat` (1 or 2) stands on tile `t`.
    #[inline(always)]
    pub(crate) fn holds(&self, t: usize, seat: u8) -> bool {
        self.of(seat) >> t & 1 != 0
    }

    /// Whether tile `t` is empty.
    #[inline(always)]
    pub(crate) fn is_empty(&self, t: usize) -> bool {
        self.any() >> t & 1 == 0
    }

    /// Puts seat `seat` (0: nobody) on tile `t`, whoever stood there.
    #[inline(always)]
    pub(crate) fn set(&mut self, t: usize, seat: u8) {
        let bit = 1u64 << t;
        self.0[0] = self.0[0] & !bit | u64::from(seat == 1) << t;
        self.0[1] = self.0[1] & !bit | u64::from(seat == 2) << t;
    }

    /// Puts a piece of seat `seat` (1 or 2) on tile `t`, which the other seat does not
    /// hold.
    #[inline(always)]
    pub(crate) fn put(&mut self, t: usize, seat: u8) {
        self.0[usize::from(seat - 1) & 1] |= 1u64 << t;
    }

    /// Takes seat `seat`'s piece (1 or 2) off tile `t`, if it stands there.
    #[inline(always)]
    pub(crate) fn remove(&mut self, t: usize, seat: u8) {
        self.0[usize::from(seat - 1) & 1] &= !(1u64 << t);
    }

    /// The tiles of a seat (1 or 2), one bit each.
    #[inline(always)]
    pub fn of(&self, seat: u8) -> u64 {
        self.0[usize::from(seat - 1) & 1]
    }

    /// The tiles holding any piece.
    #[inline(always)]
    pub fn any(&self) -> u64 {
        self.0[0] | self.0[1]
    }

    /// The two sides' pieces change hands (Jéquier's opening).
    pub(crate) fn swap_seats(&mut self) {
        self.0.swap(0, 1);
    }

    /// Empties the board.
    pub(crate) fn clear(&mut self) {
        self.0 = [0; 2];
    }
}

/// A position of a game in progress (or just finished).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Who stands on each tile.
    pub tiles: Tiles,
    pub waiting: [u8; 2],
    pub off: [u8; 2],
    pub removed: [u8; 2],
    pub fines: [u8; 2],
    /// The seat that throws next (1 or 2).
    pub to_move: u8,
    /// True during an opening phase (Jéquier's: throw until someone throws a 1).
    pub opening: bool,
    /// Seats whose next turn is skipped, one bit each (1: player 1, 2: player 2):
    /// they returned a piece from a House of Water that holds it. Never the side to
    /// move: the turn is skipped as it is handed over.
    pub lost: u8,
    /// The seat (0: none) whose piece on the House of Rebirth came back from the
    /// House of Water and must move before any other of its pieces.
    pub returned: u8,
    /// Seats that have not yet made the starting throw (`[starting_throw]`), one bit each.
    pub unstarted: u8,
    pub result: Option<GameResult>,
}

/// A position that cannot be: which field is wrong, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError {
    pub field: String,
    pub message: String,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for PositionError {}

fn err(field: impl Into<String>, message: impl Into<String>) -> PositionError {
    PositionError {
        field: field.into(),
        message: message.into(),
    }
}

/// A position as route squares, the way authors and the JSON form write it.
/// `off` left as `None` is derived from the piece count where the variant allows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PositionSpec {
    pub to_move: u8,
    pub squares: [Vec<u8>; 2],
    pub off: [Option<u8>; 2],
    pub fines: [u8; 2],
    pub opening: bool,
    /// Whose next turn is skipped, by seat.
    pub lost: [bool; 2],
    /// The seat whose piece on the House of Rebirth must move first (0: none).
    pub returned: u8,
    /// Who has not yet made the starting throw, by seat.
    pub unstarted: [bool; 2],
    pub result: Option<GameResult>,
}

fn bits(seats: [bool; 2]) -> u8 {
    u8::from(seats[0]) | u8::from(seats[1]) << 1
}

impl Position {
    /// The variant's starting position.
    pub fn start(rules: &Rules) -> Position {
        let mut p = Position {
            tiles: Tiles::default(),
            waiting: [0; 2],
            off: [0; 2],
            removed: [0; 2],
            fines: [0; 2],
            to_move: 1,
            opening: rules.settings.opening.is_some(),
            lost: 0,
            returned: 0,
            unstarted: if rules.settings.starting_throw.is_some() {
                3
            } else {
                0
            },
            result: None,
        };
        match rules.settings.pieces.start {
            Start::Hand => p.waiting = [rules.count; 2],
            Start::Alternate => {
                for i in 0..rules.count {
                    for seat in 1..=2u8 {
                        let sq = 2 * i + seat;
                        p.tiles.set(
                            usize::from(rules.route[usize::from(seat - 1)][usize::from(sq)]),
                            seat,
                        );
                    }
                }
            }
        }
        p
    }

    /// Builds and checks a position written as route squares.
    pub fn from_spec(rules: &Rules, spec: &PositionSpec) -> Result<Position, PositionError> {
        if spec.to_move != 1 && spec.to_move != 2 {
            return Err(err("to_move", format!("is {}: use 1 or 2", spec.to_move)));
        }
        let n = rules.n;
        let mut p = Position {
            tiles: Tiles::default(),
            waiting: [0; 2],
            off: [0; 2],
            removed: [0; 2],
            fines: spec.fines,
            to_move: spec.to_move,
            opening: spec.opening,
            lost: bits(spec.lost),
            returned: spec.returned,
            unstarted: bits(spec.unstarted),
            result: spec.result,
        };
        for seat in 1..=2u8 {
            let si = usize::from(seat - 1);
            for &sq in &spec.squares[si] {
                if sq == 0 || sq > n {
                    return Err(err(
                        format!("squares.{seat}"),
                        format!(
                            "square {sq} is off the route: {} has squares 1 to {n}",
                            rules.settings.game
                        ),
                    ));
                }
                let t = usize::from(rules.route[si][usize::from(sq)]);
                match p.tiles.get(t) {
                    0 => p.tiles.set(t, seat),
                    s if s == seat => {
                        return Err(err(
                            format!("squares.{seat}"),
                            format!("square {sq} is listed twice"),
                        ))
                    }
                    _ => {
                        return Err(err(
                            format!("squares.{seat}"),
                            format!(
                                "square {sq} is the same square as one of player {}'s pieces",
                                3 - seat
                            ),
                        ))
                    }
                }
            }
            let on_board = spec.squares[si].len();
            let count = usize::from(rules.count);
            if on_board > count {
                return Err(err(
                    format!("squares.{seat}"),
                    format!("player {seat} has {on_board} pieces on the board, but each side has {count}"),
                ));
            }
            let off_field = format!("off.{seat}");
            let missing = count - on_board;
            let derive_off = rules.settings.pieces.start == Start::Alternate
                && rules.settings.landing.opponent != OnOpponent::Remove;
            let off = match spec.off[si] {
                Some(o) => usize::from(o),
                None if derive_off => missing,
                None => 0,
            };
            if off > missing {
                return Err(err(
                    off_field,
                    format!("player {seat} has {on_board} pieces on the board and {off} borne off, but each side has {count}"),
                ));
            }
            p.off[si] = off as u8;
            let rest = (missing - off) as u8;
            match rules.settings.pieces.start {
                Start::Hand => p.waiting[si] = rest,
                Start::Alternate if rules.settings.landing.opponent == OnOpponent::Remove => p.removed[si] = rest,
                Start::Alternate if rest > 0 => {
                    return Err(err(
                        off_field,
                        format!(
                            "player {seat} has {on_board} pieces on the board and {off} borne off; pieces leave this variant only by bearing off, so the two make {count}"
                        ),
                    ))
                }
                Start::Alternate => {}
            }
            if spec.fines[si] > 0 && !rules.has_fines() {
                return Err(err(format!("fines.{seat}"), "this variant has no fines"));
            }
        }
        if let Some((water, _)) = rules.water.filter(|_| rules.hold.is_none()) {
            for seat in 1..=2u8 {
                if spec.squares[usize::from(seat - 1)].contains(&water) {
                    return Err(err(
                        format!("squares.{seat}"),
                        format!("no piece can stay on square {water}, the House of Water"),
                    ));
                }
            }
        }
        if spec.opening {
            if rules.settings.opening.is_none() {
                return Err(err("phase", "this variant has no opening phase"));
            }
            if p.tiles != Position::start(rules).tiles {
                return Err(err(
                    "phase",
                    "during the opening every piece stands on its starting square",
                ));
            }
        }
        if let Some(e) = check_lasting(rules, spec, &p) {
            return Err(e);
        }
        if spec.unstarted != [false; 2] && rules.settings.starting_throw.is_none() {
            return Err(err("unstarted", "this variant has no starting throw"));
        }
        if spec.opening && rules.settings.starting_throw.is_some() && spec.unstarted != [true; 2] {
            return Err(err(
                "unstarted",
                "during the opening neither player has made the starting throw: list both (`unstarted:1,2`)",
            ));
        }
        match spec.result {
            Some(GameResult::Winner(w)) if w != 1 && w != 2 => {
                return Err(err("result", format!("winner {w}: use 1 or 2")))
            }
            Some(GameResult::Draw) if !rules.keeps_score() => {
                return Err(err("result", "this variant has no draws"))
            }
            _ => {}
        }
        Ok(p)
    }

    /// The route squares of a seat's pieces, ascending.
    pub fn squares(&self, rules: &Rules, seat: u8) -> Vec<u8> {
        let si = usize::from(seat - 1);
        (1..=rules.n)
            .filter(|&q| self.tiles.get(usize::from(rules.route[si][usize::from(q)])) == seat)
            .collect()
    }

    /// Pieces of a seat standing on the board.
    pub fn on_board(&self, rules: &Rules, seat: u8) -> u8 {
        let si = usize::from(seat - 1);
        rules.count - self.waiting[si] - self.off[si] - self.removed[si]
    }
}

/// Checks the state a House of Water that holds its pieces leaves behind: lost turns
/// and the returned piece.
fn check_lasting(rules: &Rules, spec: &PositionSpec, p: &Position) -> Option<PositionError> {
    let Some(h) = rules.hold else {
        if spec.lost != [false; 2] {
            return Some(err("lost", "no turn is ever lost in this variant"));
        }
        if spec.returned != 0 {
            return Some(err(
                "returned",
                "this variant has no House of Water that pieces return from",
            ));
        }
        return None;
    };
    if spec.lost[usize::from(spec.to_move - 1)] {
        return Some(err(
            "lost",
            format!(
                "player {0} loses their next turn, so player {0} cannot be the one to throw: the turn is skipped, so write turn:{1}",
                spec.to_move,
                3 - spec.to_move
            ),
        ));
    }
    match spec.returned {
        0 => None,
        seat @ (1 | 2) if p.tiles.get(h.back_tile) == seat => None,
        seat @ (1 | 2) => Some(err(
            "returned",
            format!("player {seat}'s returned piece stands on square {}, but player {seat} has no piece there", h.back),
        )),
        other => Some(err("returned", format!("is {other}: use 1 or 2"))),
    }
}
