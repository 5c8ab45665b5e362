//! The parts of an answer: a move as the browser gets it (a superset of the command
//! line's), a game's result, where a move ends, and coordinates to a tenth.

use crate::diagram::spec::{move_kind, move_name};
use crate::motion;
use serde_json::{json, Value};
use tabula_engine::{notation, Dest, GameResult, Move, Position, Rules};

pub(super) fn round(x: f32) -> f64 {
    (f64::from(x) * 10.0).round() / 10.0
}

fn dest(d: Dest, n: u8) -> Value {
    match d {
        Dest::Square(q) if q <= n => json!(q),
        _ => json!("off"),
    }
}

pub(super) fn result_json(r: Option<GameResult>) -> Value {
    match r {
        None => Value::Null,
        Some(GameResult::Winner(w)) => json!({ "winner": w }),
        Some(GameResult::Draw) => json!({ "draw": true }),
    }
}

/// A move as the browser gets it: the move of `tabula moves --json` (`engine::json`:
/// `from`, `to`, `effects`, and the `position` after it, with whose turn it is and the
/// result), and what the browser draws and says with it: its `name` and `kind`, the
/// effects its description says (`said`, `Effects::said`), the
/// squares it passes (`path`), the pieces it sends elsewhere (`displaced`), where it
/// ends (`ends_on`, after the House of Water) and the position after it in the
/// notation (`after`). One shape, a superset of the command line's.
pub(super) fn move_json(rules: &Rules, before: &Position, m: &Move) -> Value {
    let n = rules.route_len();
    let displaced: Vec<Value> = motion::displaced(rules, before, m)
        .iter()
        .map(|d| {
            let to = match d.to {
                Some(0) => json!("hand"),
                Some(q) => json!(q),
                None => Value::Null,
            };
            json!({ "seat": d.seat, "from": d.from, "to": to })
        })
        .collect();
    let mut v = tabula_engine::json::move_json(rules, m);
    if let Value::Object(o) = &mut v {
        o.insert("name".into(), json!(move_name(m)));
        o.insert("kind".into(), json!(move_kind(m)));
        o.insert("said".into(), json!(m.effects.said().names()));
        o.insert("path".into(), json!(motion::path(rules, m)));
        o.insert("displaced".into(), json!(displaced));
        o.insert("ends_on".into(), dest(m.ends_on, n));
        o.insert("after".into(), json!(notation::format(rules, &m.after)));
    }
    v
}
