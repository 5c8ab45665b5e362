//! A request's fields read and checked: the options, the position, the throw and its
//! legal moves, the seed, a searching player's depth and a judged player's judge, each
//! refused with the field's name and what it should be.

use super::Options;
use serde_json::{Map, Value};
use tabula_engine::{json, notation, Judge, Move, Position, Rules};

pub(super) fn options(req: &Map<String, Value>) -> Result<Options, String> {
    match req.get("options") {
        None | Some(Value::Null) => Ok(Options::new()),
        Some(Value::Object(m)) => m
            .iter()
            .map(|(k, v)| {
                Ok((
                    k.clone(),
                    v.as_str()
                        .ok_or(format!("options.{k}: not a string"))?
                        .to_string(),
                ))
            })
            .collect(),
        Some(_) => Err("options: an object of option names and values".into()),
    }
}

/// How many throws a searching player looks ahead (`depth`, 1 where not given), from
/// `low` to `high`.
pub(super) fn depth(req: &Map<String, Value>, low: u8, high: u8) -> Result<u8, String> {
    let depth = req.get("depth").and_then(Value::as_u64).unwrap_or(1);
    u8::try_from(depth)
        .ok()
        .filter(|d| (low..=high).contains(d))
        .ok_or_else(|| format!("depth: {depth}; look {low} to {high} throws ahead"))
}

/// The judge a `judged` player reads: `"judge": {"hidden": H, "weights": [...]}`, as
/// `content/solved/<game>.toml` holds it for the rule set.
pub(super) fn judge_of(rules: &Rules, req: &Map<String, Value>) -> Result<Judge, String> {
    let j = req
        .get("judge")
        .ok_or("judge: missing; the judged player needs {\"hidden\": H, \"weights\": [...]}")?;
    let hidden = j
        .get("hidden")
        .and_then(Value::as_u64)
        .ok_or("judge.hidden: a number of hidden units")?;
    let weights = j
        .get("weights")
        .and_then(Value::as_array)
        .ok_or("judge.weights: a list of numbers")?
        .iter()
        .map(|w| w.as_f64().map(|x| x as f32))
        .collect::<Option<Vec<f32>>>()
        .ok_or("judge.weights: a list of numbers")?;
    Judge::new(
        rules,
        usize::try_from(hidden).unwrap_or(usize::MAX),
        weights,
    )
    .map_err(|e| format!("judge: {e}"))
}

pub(super) fn seed(req: &Map<String, Value>) -> Result<u64, String> {
    req.get("seed")
        .and_then(Value::as_u64)
        .ok_or_else(|| "seed: missing; a whole number".to_string())
}

/// The request's position: notation, `start`, or the JSON form.
pub(super) fn position(rules: &Rules, req: &Map<String, Value>) -> Result<Position, String> {
    match req.get("position") {
        Some(Value::String(t)) => notation::parse(rules, t).map_err(|e| format!("position: {e}")),
        Some(v @ Value::Object(_)) => json::position(rules, v).map_err(|e| format!("position.{e}")),
        _ => Err("position: missing; notation or the JSON form".into()),
    }
}

/// The request's position, throw and legal moves.
pub(super) fn turn(
    rules: &Rules,
    req: &Map<String, Value>,
) -> Result<(Position, u8, Vec<Move>), String> {
    let pos = position(rules, req)?;
    let throw = req
        .get("throw")
        .and_then(Value::as_u64)
        .and_then(|t| u8::try_from(t).ok())
        .ok_or("throw: missing, or not a whole number")?;
    let moves = rules.legal_moves(&pos, throw).map_err(|e| e.to_string())?;
    Ok((pos, throw, moves))
}
