//! The compact text notation for positions, short enough to write by hand in a
//! page: `1:5,11 2:7,14,20 off:3,0 turn:1`.
//!
//! Fields, separated by spaces, in any order:
//! - `1:SQ,SQ,...` and `2:...`: the route squares of each player's pieces (`1:-` for none);
//! - `off:A,B`: pieces borne off by players 1 and 2 (default: derived, see the README);
//! - `fines:A,B`: fines each player has paid (Bell's Ur);
//! - `turn:1` or `turn:2`: who throws next (default 1);
//! - `phase:opening`: Jéquier's opening phase;
//! - `lost:1`, `lost:2` or `lost:1,2`: whose next turn is skipped (Kendall's return
//!   from the House of Water);
//! - `returned:1` or `returned:2`: that player's piece on the House of Rebirth came
//!   back from the House of Water and must move before any other;
//! - `unstarted:1`, `unstarted:2` or `unstarted:1,2`: who has not yet made the
//!   starting throw (Kendall's option);
//! - `result:1`, `result:2` or `result:draw`: a finished game.
//!
//! The word `start` alone is the variant's starting position. Errors give the
//! 1-based column of the character at fault.

use super::position::{GameResult, Position, PositionError, PositionSpec};
use super::rules::Rules;
use std::fmt;

/// A notation that does not parse: the column of the character at fault, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub column: usize,
    pub message: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for NotationError {}

/// Parses the notation into a position spec (not yet checked against a variant).
pub(crate) fn parse_spec(text: &str) -> Result<PositionSpec, NotationError> {
    let mut spec = PositionSpec {
        to_move: 1,
        ..PositionSpec::default()
    };
    let mut seen: Vec<&str> = Vec::new();
    for (start, word) in words(text) {
        let fail = |offset: usize, message: String| NotationError {
            column: column(text, start + offset),
            message,
        };
        let Some(colon) = word.find(':') else {
            return Err(fail(
                0,
                format!("`{word}` is not a field: write `1:5,9`, `2:6`, `off:0,0`, `turn:1` ..."),
            ));
        };
        let (key, value) = (&word[..colon], &word[colon + 1..]);
        if seen.contains(&key) {
            return Err(fail(0, format!("the field `{key}` is given twice")));
        }
        seen.push(key);
        let vstart = colon + 1;
        match key {
            "1" | "2" => {
                let si = usize::from(key == "2");
                if value != "-" {
                    spec.squares[si] = numbers(value).map_err(|(o, m)| fail(vstart + o, m))?;
                }
            }
            "off" | "fines" => {
                let v = numbers(value).map_err(|(o, m)| fail(vstart + o, m))?;
                if v.len() != 2 {
                    return Err(fail(vstart, format!("`{key}` takes two numbers, for players 1 and 2: `{key}:0,0`")));
                }
                if key == "off" {
                    spec.off = [Some(v[0]), Some(v[1])];
                } else {
                    spec.fines = [v[0], v[1]];
                }
            }
            "turn" => {
                spec.to_move = match value {
                    "1" => 1,
                    "2" => 2,
                    _ => return Err(fail(vstart, format!("turn is `{value}`: write `turn:1` or `turn:2`"))),
                }
            }
            "lost" | "unstarted" => {
                let v = numbers(value).map_err(|(o, m)| fail(vstart + o, m))?;
                let mut set = [false; 2];
                let mut offset = vstart;
                for (i, &seat) in v.iter().enumerate() {
                    if seat != 1 && seat != 2 {
                        return Err(fail(offset, format!("`{key}` lists players: write `{key}:1`, `{key}:2` or `{key}:1,2`")));
                    }
                    if set[usize::from(seat - 1)] {
                        return Err(fail(offset, format!("player {seat} is listed twice")));
                    }
                    set[usize::from(seat - 1)] = true;
                    offset += value.split(',').nth(i).map_or(0, str::len) + 1;
                }
                if key == "lost" {
                    spec.lost = set;
                } else {
                    spec.unstarted = set;
                }
            }
            "returned" => {
                spec.returned = match value {
                    "1" => 1,
                    "2" => 2,
                    _ => return Err(fail(vstart, format!("returned is `{value}`: write `returned:1` or `returned:2`"))),
                }
            }
            "phase" => match value {
                "opening" => spec.opening = true,
                "play" => spec.opening = false,
                _ => return Err(fail(vstart, format!("phase is `{value}`: write `phase:opening` or leave it out"))),
            },
            "result" => {
                spec.result = Some(match value {
                    "1" => GameResult::Winner(1),
                    "2" => GameResult::Winner(2),
                    "draw" => GameResult::Draw,
                    _ => return Err(fail(vstart, format!("result is `{value}`: write `result:1`, `result:2` or `result:draw`"))),
                })
            }
            _ => {
                return Err(fail(0, format!("unknown field `{key}`: the fields are 1, 2, off, fines, turn, phase, lost, returned, unstarted, result")))
            }
        }
    }
    Ok(spec)
}

/// Parses the notation (or `start`) into a checked position of this variant.
pub fn parse(rules: &Rules, text: &str) -> Result<Position, NotationOrPositionError> {
    if text.trim() == "start" {
        return Ok(Position::start(rules));
    }
    let spec = parse_spec(text).map_err(NotationOrPositionError::Notation)?;
    Position::from_spec(rules, &spec).map_err(NotationOrPositionError::Position)
}

/// Either the text does not parse, or it parses to a position the variant cannot have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationOrPositionError {
    Notation(NotationError),
    Position(PositionError),
}

impl fmt::Display for NotationOrPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationOrPositionError::Notation(e) => e.fmt(f),
            NotationOrPositionError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NotationOrPositionError {}

/// Writes a position in the notation; `parse` reads it back to the same position.
pub fn format(rules: &Rules, pos: &Position) -> String {
    let mut parts = Vec::new();
    for seat in 1..=2u8 {
        let sq = pos.squares(rules, seat);
        let list = if sq.is_empty() {
            "-".to_string()
        } else {
            sq.iter()
                .map(|q| q.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        parts.push(format!("{seat}:{list}"));
    }
    if pos.off != [0, 0] {
        parts.push(format!("off:{},{}", pos.off[0], pos.off[1]));
    }
    if pos.fines != [0, 0] {
        parts.push(format!("fines:{},{}", pos.fines[0], pos.fines[1]));
    }
    parts.push(format!("turn:{}", pos.to_move));
    if pos.opening {
        parts.push("phase:opening".into());
    }
    let seats = |key: &str, set: u8| match set & 3 {
        0 => None,
        3 => Some(format!("{key}:1,2")),
        b => Some(format!("{key}:{b}")),
    };
    parts.extend(seats("lost", pos.lost));
    if pos.returned != 0 {
        parts.push(format!("returned:{}", pos.returned));
    }
    parts.extend(seats("unstarted", pos.unstarted));
    match pos.result {
        Some(GameResult::Winner(w)) => parts.push(format!("result:{w}")),
        Some(GameResult::Draw) => parts.push("result:draw".into()),
        None => {}
    }
    parts.join(" ")
}

/// The words of the text with their byte offsets.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(' ')
        .scan(0usize, |offset, w| {
            let start = *offset;
            *offset += w.len() + 1;
            Some((start, w))
        })
        .flat_map(|(start, w)| {
            // Tabs and newlines separate words too.
            w.split(['\t', '\n', '\r']).scan(start, |offset, part| {
                let s = *offset;
                *offset += part.len() + 1;
                Some((s, part))
            })
        })
        .filter(|(_, w)| !w.is_empty())
}

/// Comma-separated numbers 0-255, or the byte offset and message of the first fault.
fn numbers(value: &str) -> Result<Vec<u8>, (usize, String)> {
    if value.is_empty() {
        return Err((0, "a number is missing here".into()));
    }
    let mut out = Vec::new();
    let mut offset = 0;
    for part in value.split(',') {
        match part.parse::<u8>() {
            Ok(n) if part.bytes().all(|b| b.is_ascii_digit()) => out.push(n),
            _ if part.is_empty() => return Err((offset, "a number is missing here".into())),
            _ => {
                return Err((
                    offset,
                    format!("`{part}` is not a square or count (a whole number 0-255)"),
                ))
            }
        }
        offset += part.len() + 1;
    }
    Ok(out)
}

/// The 1-based column (in characters) of a byte offset.
fn column(text: &str, byte: usize) -> usize {
    text[..byte.min(text.len())].chars().count() + 1
}
