//! A replay: the record of a game (`"3:hand 2:3 1:pass"`, a throw and the square moved
//! from, or a pass, for each step) played from a position by the engine, each step
//! checked. Diagrams show a replay's end, reviewed games and the play page's links
//! replay every step.

use super::spec::move_name;
use tabula_engine::{Move, Position, Rules};

/// One step of a replay: the throw, the move made (`None`: a pass) and the position after.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    pub throw: u8,
    pub chosen: Option<Move>,
    pub after: Position,
}

/// Plays `throw:from` steps from a position (`from` a square, `hand` or `pass`).
pub(crate) fn replay_moves(rules: &Rules, pos: Position, replay: &str) -> Result<Position, String> {
    Ok(replay_steps(rules, pos, replay)?
        .last()
        .map_or(pos, |s| s.after))
}

/// Every step of a replay (`"3:hand 2:3 1:pass"`, the record of a game) from a
/// position, each checked against the engine; an error names the step at fault.
pub fn replay_steps(rules: &Rules, mut pos: Position, replay: &str) -> Result<Vec<Step>, String> {
    let mut steps = Vec::new();
    for (i, step) in replay.split_whitespace().enumerate() {
        let fail = |m: String| format!("diagram replay, step {} `{step}`: {m}", i + 1);
        let (t, f) = step
            .split_once(':')
            .ok_or_else(|| fail("write THROW:FROM, e.g. 3:hand or 2:5 or 1:pass".into()))?;
        let throw: u8 = t
            .parse()
            .map_err(|_| fail(format!("`{t}` is not a throw")))?;
        let moves = rules
            .legal_moves(&pos, throw)
            .map_err(|e| fail(e.to_string()))?;
        if f == "pass" {
            if !moves.is_empty() {
                return Err(fail(format!(
                    "a pass, but legal moves exist: {}",
                    moves.iter().map(move_name).collect::<Vec<_>>().join(", ")
                )));
            }
            pos = rules.pass(&pos, throw);
            steps.push(Step {
                throw,
                chosen: None,
                after: pos,
            });
            continue;
        }
        let from = if f == "hand" {
            0
        } else {
            f.parse()
                .map_err(|_| fail(format!("`{f}` is not a square")))?
        };
        let m = moves.iter().find(|m| m.from == from).ok_or_else(|| {
            fail(format!(
                "no legal move from {f}; legal: {}",
                if moves.is_empty() {
                    "none".into()
                } else {
                    moves.iter().map(move_name).collect::<Vec<_>>().join(", ")
                }
            ))
        })?;
        pos = m.after;
        steps.push(Step {
            throw,
            chosen: Some(*m),
            after: pos,
        });
    }
    Ok(steps)
}
