//! The `review` request: a game played on the play page, reviewed move by move
//! (`crate::review`) by the estimates of the judge its strongest opponent plays with,
//! since the exact values of best play are too large to reach the browser. Each move
//! is valued as the judged player values it, looking `depth` throws ahead
//! (`tabula_engine::judged_chance`); the page words the answer in its language.

use super::answer::move_json;
use super::request::{depth, judge_of};
use crate::diagram::replay::replay_steps;
use crate::diagram::spec::move_name;
use crate::review::{review, Grade, Values};
use serde_json::{json, Map, Value};
use tabula_engine::{judged_chance, Position, Rules};

/// How far ahead a review looks unless the request says (0 to 2): one throw keeps a
/// long game's review under a second in a phone's browser.
const DEPTH: u8 = 1;

/// The answer to a `review` request: `{"steps": [{mover, throw, played, best, grade,
/// loss, points}], "first": [...], "key": [...], "counts": [[...], [...]], "chart":
/// {svg, width, height}}`.
pub(super) fn answer(
    rules: &Rules,
    start: Position,
    req: &Map<String, Value>,
) -> Result<Value, String> {
    let text = req
        .get("replay")
        .and_then(Value::as_str)
        .ok_or("replay: missing, or not a string")?;
    let judge = judge_of(rules, req)?;
    let depth = if req.contains_key("depth") {
        depth(req, 0, 2)?
    } else {
        DEPTH
    };
    let steps = replay_steps(rules, start, text)?;
    let values = |pos: &Position, throw: u8| {
        let seat = pos.to_move;
        let moves = rules.legal_moves(pos, throw).unwrap_or_default();
        Some(Values {
            win: judged_chance(rules, pos, seat, depth, &judge),
            // A throw with one move or none is not graded: its move needs no value.
            moves: if moves.len() < 2 {
                Default::default()
            } else {
                moves
                    .iter()
                    .map(|m| {
                        (
                            move_name(m),
                            judged_chance(rules, &m.after, seat, depth, &judge),
                        )
                    })
                    .collect()
            },
        })
    };
    let reviewed = review(rules, start, &steps, values)
        .map_err(|_| "review: a position of the game has no estimate".to_string())?;
    let befores = std::iter::once(start).chain(steps.iter().map(|s| s.after));
    let list: Vec<Value> = reviewed
        .steps
        .iter()
        .zip(befores)
        .map(|(s, before)| {
            json!({
                "mover": s.mover,
                "throw": s.throw,
                "played": s.played.as_ref().map(|m| move_json(rules, &before, m)),
                "best": s.best.as_ref().map(|m| move_json(rules, &before, m)),
                "grade": s.grade.map(Grade::name),
                "loss": s.loss,
                "points": Grade::shown_points(s.loss),
            })
        })
        .collect();
    let chart = reviewed.chart();
    Ok(json!({
        "steps": list,
        "first": reviewed.first_chances,
        "key": reviewed.key_moves(),
        "counts": [reviewed.counts(1), reviewed.counts(2)],
        "chart": {
            "svg": chart.svg,
            "width": chart.width,
            "height": chart.height,
        },
    }))
}
