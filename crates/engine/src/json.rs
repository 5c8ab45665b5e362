//! The JSON form of positions and moves: the contract of `tabula moves --json`
//! and `--batch`, which tools and tests outside tabula rely on.
//!
//! Position: `{"to_move": 1, "squares": {"1": [4, 9], "2": [6]}, "off": {"1": 2, "2": 0},
//! "fines": {"1": 0, "2": 0}}`, with `"phase": "opening"` during Jéquier's opening;
//! in Kendall's Senet, while they apply, `"lost": [2]` (whose next turn is skipped),
//! `"returned": 1` (whose piece on the House of Rebirth must move first) and
//! `"unstarted": [2]` (who has yet to make the starting throw); and, once the game is
//! over, `"result": {"winner": 1}` or `{"draw": true}` and, where the variant keeps
//! one, `"score"`. Errors name the field at fault.
//!
//! Answers are written straight into text by [`write_turn`], the hot path of
//! `tabula moves --batch`; [`turn_json`] builds the same answer as a `Value`, and
//! the two are the same text byte for byte (tested in `tests/testsuite/cli_moves/batch.rs`).

use super::movegen::{Dest, Move};
use super::position::{GameResult, Position, PositionError, PositionSpec};
use super::rules::{Rules, MAX_SQUARES};
use serde_json::{json, Map, Value};

fn err(field: &str, message: impl Into<String>) -> PositionError {
    PositionError {
        field: field.into(),
        message: message.into(),
    }
}

/// Reads a position from its JSON form.
pub(crate) fn position_spec(v: &Value) -> Result<PositionSpec, PositionError> {
    let obj = v
        .as_object()
        .ok_or_else(|| err("position", "must be a JSON object"))?;
    let mut spec = PositionSpec {
        to_move: 1,
        ..PositionSpec::default()
    };
    for (key, value) in obj {
        match key.as_str() {
            "to_move" => spec.to_move = small(value, "to_move")?,
            "squares" => {
                let m = per_seat(value, "squares")?;
                for (si, v) in m.into_iter().enumerate() {
                    let Some(v) = v else { continue };
                    let field = format!("squares.{}", si + 1);
                    let arr = v.as_array().ok_or_else(|| err(&field, "must be a list of square numbers"))?;
                    spec.squares[si] = arr.iter().map(|x| small(x, &field)).collect::<Result<_, _>>()?;
                }
            }
            "off" => {
                let m = per_seat(value, "off")?;
                for (si, v) in m.into_iter().enumerate() {
                    if let Some(v) = v {
                        spec.off[si] = Some(small(v, &format!("off.{}", si + 1))?);
                    }
                }
            }
            "fines" => {
                let m = per_seat(value, "fines")?;
                for (si, v) in m.into_iter().enumerate() {
                    if let Some(v) = v {
                        spec.fines[si] = small(v, &format!("fines.{}", si + 1))?;
                    }
                }
            }
            "lost" | "unstarted" => {
                let field = key.as_str();
                let arr = value.as_array().ok_or_else(|| err(field, "must be a list of players, e.g. [1] or [1, 2]"))?;
                let mut set = [false; 2];
                for x in arr {
                    match small(x, field)? {
                        seat @ (1 | 2) if !set[usize::from(seat - 1)] => set[usize::from(seat - 1)] = true,
                        seat @ (1 | 2) => return Err(err(field, format!("player {seat} is listed twice"))),
                        other => return Err(err(field, format!("lists player {other}: use 1 and 2"))),
                    }
                }
                if field == "lost" {
                    spec.lost = set;
                } else {
                    spec.unstarted = set;
                }
            }
            "returned" => spec.returned = small(value, "returned")?,
            "phase" => match value.as_str() {
                Some("opening") => spec.opening = true,
                Some("play") => spec.opening = false,
                _ => return Err(err("phase", "must be \"opening\" (or left out)")),
            },
            "result" => {
                spec.result = match value {
                    Value::Null => None,
                    Value::Object(r) if r.get("draw") == Some(&Value::Bool(true)) => Some(GameResult::Draw),
                    Value::Object(r) if r.contains_key("winner") => {
                        Some(GameResult::Winner(small(&r["winner"], "result.winner")?))
                    }
                    _ => return Err(err("result", "must be {\"winner\": 1}, {\"winner\": 2} or {\"draw\": true}")),
                }
            }
            "score" | "pass" => {} // written by tabula on output; derived, so ignored on input
            other => {
                return Err(err(
                    other,
                    "unknown field: a position has to_move, squares, off, fines, phase, lost, returned, unstarted and result",
                ))
            }
        }
    }
    Ok(spec)
}

/// Reads and checks a position of this variant from its JSON form.
pub fn position(rules: &Rules, v: &Value) -> Result<Position, PositionError> {
    Position::from_spec(rules, &position_spec(v)?)
}

fn small(v: &Value, field: &str) -> Result<u8, PositionError> {
    v.as_u64()
        .and_then(|n| u8::try_from(n).ok())
        .ok_or_else(|| {
            err(
                field,
                format!("must be a whole number from 0 to 255, not {v}"),
            )
        })
}

fn per_seat<'a>(v: &'a Value, field: &str) -> Result<[Option<&'a Value>; 2], PositionError> {
    let obj = v
        .as_object()
        .ok_or_else(|| err(field, "must be an object with the keys \"1\" and \"2\""))?;
    for key in obj.keys() {
        if key != "1" && key != "2" {
            return Err(err(
                &format!("{field}.{key}"),
                "unknown player: use \"1\" and \"2\"",
            ));
        }
    }
    Ok([obj.get("1"), obj.get("2")])
}

/// The JSON form of a position.
pub fn position_json(rules: &Rules, pos: &Position) -> Value {
    let mut m = Map::new();
    m.insert("to_move".into(), json!(pos.to_move));
    m.insert(
        "squares".into(),
        json!({"1": pos.squares(rules, 1), "2": pos.squares(rules, 2)}),
    );
    m.insert("off".into(), json!({"1": pos.off[0], "2": pos.off[1]}));
    if rules.has_fines() {
        m.insert(
            "fines".into(),
            json!({"1": pos.fines[0], "2": pos.fines[1]}),
        );
    }
    if pos.opening {
        m.insert("phase".into(), json!("opening"));
    }
    if pos.lost != 0 {
        m.insert("lost".into(), json!(seat_list(pos.lost)));
    }
    if pos.returned != 0 {
        m.insert("returned".into(), json!(pos.returned));
    }
    if pos.unstarted != 0 {
        m.insert("unstarted".into(), json!(seat_list(pos.unstarted)));
    }
    if let Some(r) = pos.result {
        m.insert(
            "result".into(),
            match r {
                GameResult::Winner(w) => json!({"winner": w}),
                GameResult::Draw => json!({"draw": true}),
            },
        );
        if rules.keeps_score() {
            m.insert("score".into(), json!({"1": pos.off[0], "2": pos.off[1]}));
        }
    }
    Value::Object(m)
}

fn dest_json(d: Dest) -> Value {
    match d {
        Dest::Square(s) => json!(s),
        Dest::Off => json!("off"),
    }
}

/// The JSON form of one move.
pub fn move_json(rules: &Rules, m: &Move) -> Value {
    let from = if m.from == 0 {
        json!("hand")
    } else {
        json!(m.from)
    };
    json!({
        "from": from,
        "to": dest_json(m.to),
        "effects": m.effects.names(),
        "position": position_json(rules, &m.after),
    })
}

/// The answer of `tabula moves`: the legal moves, or the pass and the position after it.
pub fn turn_json(rules: &Rules, pos: &Position, throw: u8, moves: &[Move]) -> Value {
    if moves.is_empty() {
        json!({"moves": [], "pass": true, "position": position_json(rules, &rules.pass(pos, throw))})
    } else {
        json!({"moves": moves.iter().map(|m| move_json(rules, m)).collect::<Vec<_>>(), "pass": false})
    }
}

/// Writes the answer of `tabula moves` (see [`turn_json`]) as compact JSON text:
/// the same bytes as `turn_json(..).to_string()`, keys in the same order, without
/// building a `Value` on the way.
pub fn write_turn(out: &mut String, rules: &Rules, pos: &Position, throw: u8, moves: &[Move]) {
    write_turn_valued(out, rules, pos, throw, moves, None);
}

/// Chances of winning to add to an answer: `"win"` of the side to move before its
/// throw, and one `"win"` per move, of its mover after it (same order as the moves).
#[derive(Debug, Clone, Copy)]
pub struct TurnValues<'a> {
    pub win: f64,
    pub moves: &'a [f64],
}

/// [`write_turn`], with each side's chances of winning where they are known (a solved
/// table): `"win"` last in the answer and last in each move.
pub fn write_turn_valued(
    out: &mut String,
    rules: &Rules,
    pos: &Position,
    throw: u8,
    moves: &[Move],
    values: Option<TurnValues>,
) {
    if moves.is_empty() {
        out.push_str(r#"{"moves":[],"pass":true,"position":"#);
        write_position(out, rules, &rules.pass(pos, throw));
        push_win(out, values.map(|v| v.win));
        out.push('}');
        return;
    }
    out.push_str(r#"{"moves":["#);
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(r#"{"from":"#);
        if m.from == 0 {
            out.push_str(r#""hand""#);
        } else {
            push_u8(out, m.from);
        }
        out.push_str(r#","to":"#);
        match m.to {
            Dest::Square(q) => push_u8(out, q),
            Dest::Off => out.push_str(r#""off""#),
        }
        out.push_str(r#","effects":["#);
        let mut first = true;
        for (e, name) in super::movegen::Effects::NAMES {
            if m.effects.contains(e) {
                if !first {
                    out.push(',');
                }
                first = false;
                out.push('"');
                out.push_str(name);
                out.push('"');
            }
        }
        out.push_str(r#"],"position":"#);
        write_position(out, rules, &m.after);
        push_win(out, values.and_then(|v| v.moves.get(i).copied()));
        out.push('}');
    }
    out.push_str(r#"],"pass":false"#);
    push_win(out, values.map(|v| v.win));
    out.push('}');
}

/// `,"win":X` where there is a value, written as serde_json writes a number.
fn push_win(out: &mut String, win: Option<f64>) {
    if let Some(n) = win.and_then(serde_json::Number::from_f64) {
        out.push_str(r#","win":"#);
        out.push_str(&n.to_string());
    }
}

/// Writes a position (see [`position_json`]) as compact JSON text.
pub(crate) fn write_position(out: &mut String, rules: &Rules, pos: &Position) {
    out.push_str(r#"{"to_move":"#);
    push_u8(out, pos.to_move);
    out.push_str(r#","squares":{"1":["#);
    push_squares(out, rules, pos, 0);
    out.push_str(r#"],"2":["#);
    push_squares(out, rules, pos, 1);
    out.push_str(r#"]},"off":"#);
    push_pair(out, pos.off);
    if rules.has_fines() {
        out.push_str(r#","fines":"#);
        push_pair(out, pos.fines);
    }
    if pos.opening {
        out.push_str(r#","phase":"opening""#);
    }
    if pos.lost != 0 {
        out.push_str(r#","lost":"#);
        push_seats(out, pos.lost);
    }
    if pos.returned != 0 {
        out.push_str(r#","returned":"#);
        push_u8(out, pos.returned);
    }
    if pos.unstarted != 0 {
        out.push_str(r#","unstarted":"#);
        push_seats(out, pos.unstarted);
    }
    if let Some(r) = pos.result {
        match r {
            GameResult::Winner(w) => {
                out.push_str(r#","result":{"winner":"#);
                push_u8(out, w);
                out.push('}');
            }
            GameResult::Draw => out.push_str(r#","result":{"draw":true}"#),
        }
        if rules.keeps_score() {
            out.push_str(r#","score":"#);
            push_pair(out, pos.off);
        }
    }
    out.push('}');
}

/// A seat's route squares, ascending, comma-separated (as [`Position::squares`] lists them).
fn push_squares(out: &mut String, rules: &Rules, pos: &Position, si: usize) {
    let seat = si as u8 + 1;
    let route = &rules.route[si][1..=usize::from(rules.n)];
    // Found first, written after: the scan stays a tight loop.
    let mut found = [0u8; MAX_SQUARES];
    let mut count = 0;
    for (q, &tile) in (1u8..).zip(route) {
        found[count] = q;
        count += usize::from(pos.tiles.get(usize::from(tile)) == seat);
    }
    for (i, &q) in found[..count].iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_u8(out, q);
    }
}

/// `{"1":A,"2":B}`.
fn push_pair(out: &mut String, pair: [u8; 2]) {
    out.push_str(r#"{"1":"#);
    push_u8(out, pair[0]);
    out.push_str(r#","2":"#);
    push_u8(out, pair[1]);
    out.push('}');
}

/// The seats of a per-seat set (`Position::lost`, `unstarted`), ascending.
fn seat_list(set: u8) -> Vec<u8> {
    (1..=2u8).filter(|s| set & (1 << (s - 1)) != 0).collect()
}

/// `[1]`, `[2]` or `[1,2]`.
fn push_seats(out: &mut String, set: u8) {
    out.push('[');
    for (i, seat) in seat_list(set).into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_u8(out, seat);
    }
    out.push(']');
}

fn push_u8(out: &mut String, n: u8) {
    if n >= 100 {
        out.push(char::from(b'0' + n / 100));
    }
    if n >= 10 {
        out.push(char::from(b'0' + n / 10 % 10));
    }
    out.push(char::from(b'0' + n % 10));
}
