//! `tabula moves`: the legal moves of a position and a throw, for people (a short
//! list) and for tools (`--json`, and `--batch` for one JSON object per line).
//!
//! This module reads a request and answers it; `batch` runs the line-by-line
//! loop, and `line` reads the common form of a batch line quickly.

mod batch;
mod line;

pub use batch::{run_batch, run_batch_in, Summary, MAX_LINE};

use crate::engine::{json, notation, Dest, Position, Rules};
use crate::rules::Catalogue;
use serde_json::Value;
use std::collections::BTreeMap;

/// A request: variant, options, throw and position, as the command line or a batch line gives them.
pub struct Request {
    pub variant: String,
    pub options: BTreeMap<String, String>,
    pub throw: u8,
    pub position: PositionInput,
}

pub enum PositionInput {
    Text(String),
    Json(Value),
}

/// Answers one request: the rules, the position, the JSON answer and the moves, or a
/// one-line error.
pub fn answer(
    catalogue: &Catalogue,
    req: &Request,
) -> Result<(Rules, Position, String, Vec<crate::engine::Move>), String> {
    let variant = catalogue.get(&req.variant)?;
    let rules = variant.rules(&req.options)?;
    let pos = match &req.position {
        PositionInput::Text(t) => text_position(&rules, t)?,
        PositionInput::Json(v) => json::position(&rules, v).map_err(|e| format!("position.{e}"))?,
    };
    let moves = rules
        .legal_moves(&pos, req.throw)
        .map_err(|e| e.to_string())?;
    let mut out = String::new();
    json::write_turn(&mut out, &rules, &pos, req.throw, &moves);
    Ok((rules, pos, out, moves))
}

/// A position given as text: the notation, `start`, or the JSON form.
fn text_position(rules: &Rules, text: &str) -> Result<Position, String> {
    if text.trim_start().starts_with('{') {
        let v: Value =
            serde_json::from_str(text).map_err(|e| format!("position: not valid JSON: {e}"))?;
        json::position(rules, &v).map_err(|e| format!("position.{e}"))
    } else {
        notation::parse(rules, text).map_err(|e| format!("position: {e}"))
    }
}

/// Reads one batch line into a request, naming the field at fault.
fn batch_request(line: &str) -> Result<Request, String> {
    let v: Value = serde_json::from_str(line).map_err(|e| format!("input: not valid JSON: {e}"))?;
    let obj = v
        .as_object()
        .ok_or("input: each line must be a JSON object")?;
    for key in obj.keys() {
        if !["variant", "options", "throw", "position"].contains(&key.as_str()) {
            return Err(format!(
                "{key}: unknown field; a line has variant, options, throw and position"
            ));
        }
    }
    let variant = obj
        .get("variant")
        .and_then(Value::as_str)
        .ok_or("variant: missing, or not a string")?;
    let mut options = BTreeMap::new();
    if let Some(o) = obj.get("options") {
        let o = o
            .as_object()
            .ok_or("options: must be an object, e.g. {\"route\": \"masters\"}")?;
        for (k, v) in o {
            let v = match v {
                Value::String(s) => s.clone(),
                Value::Number(n) => n.to_string(),
                _ => return Err(format!("options.{k}: must be a string or a number")),
            };
            options.insert(k.clone(), v);
        }
    }
    let throw = obj
        .get("throw")
        .and_then(Value::as_u64)
        .and_then(|t| u8::try_from(t).ok())
        .ok_or("throw: missing, or not a whole number")?;
    let position = match obj.get("position") {
        Some(Value::String(s)) => PositionInput::Text(s.clone()),
        Some(p) => PositionInput::Json(p.clone()),
        None => return Err("position: missing".into()),
    };
    Ok(Request {
        variant: variant.to_string(),
        options,
        throw,
        position,
    })
}

/// The human-readable list.
pub fn human(rules: &Rules, pos: &Position, throw: u8, moves: &[crate::engine::Move]) -> String {
    let mut s = format!(
        "{}, player {} to move, throw {throw}\n",
        notation::format(rules, pos),
        pos.to_move
    );
    if moves.is_empty() {
        let after = rules.pass(pos, throw);
        let who = if after.to_move == pos.to_move {
            "throws again"
        } else {
            "passes the turn"
        };
        s.push_str(&format!("no legal move: player {} {who}\n", pos.to_move));
    }
    for m in moves {
        let from = if m.from == 0 {
            "hand".to_string()
        } else {
            m.from.to_string()
        };
        let to = |d: Dest| match d {
            Dest::Square(q) => q.to_string(),
            Dest::Off => "off".to_string(),
        };
        let mut line = format!("  {from:>4} -> {:<4}", to(m.to));
        if m.ends_on != m.to {
            line.push_str(&format!(" (ends on {})", to(m.ends_on)));
        }
        let eff = m.effects.names().join(", ");
        if !eff.is_empty() {
            line.push_str(&format!("  [{eff}]"));
        }
        line.push_str(&format!("  => {}", notation::format(rules, &m.after)));
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s
}
