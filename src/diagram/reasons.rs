//! Why a move is good or bad, in words: what it does (its effects, as the diagrams say
//! them) and the danger its piece is left in: whether the opponent's next throw can
//! capture it, with what chance, against the danger where it stood. The exercise pages
//! explain every move of a throw by it. The chances are the engine's
//! (`Rules::capture_chance`); only the words are here.

use super::describe;
use crate::engine::{Dest, Effects, Move, Position, Rules};
use crate::l10n::{numbers, Arg, Args, L10n};

/// The sentences that explain a move made from `pos` with `throw`. Where the throw
/// itself earns an extra throw (Bell's 1, 4 and 5), whatever is moved, that extra throw
/// tells the reader nothing of this move and is left out; one a move earns (a
/// capture's or a rosette's) is said.
pub fn reasons(
    l10n: &L10n,
    lang: &str,
    rules: &Rules,
    pos: &Position,
    throw: u8,
    m: &Move,
) -> Result<Vec<String>, String> {
    let seat = pos.to_move;
    let by_throw = if rules.is_extra_throw(throw) {
        Effects::EXTRA_THROW
    } else {
        Effects(0)
    };
    let mut out = describe::effects_but(l10n, lang, seat, m, by_throw)?;
    // Danger counts only where the opponent throws next and the piece stays on the board.
    let opponent_next = m.after.result.is_none() && m.after.to_move != seat;
    let Dest::Square(lands) = m.ends_on else {
        return Ok(out);
    };
    if !opponent_next {
        return Ok(out);
    }
    let before = if m.from == 0 {
        0.0
    } else {
        rules.capture_chance(pos, seat, m.from)
    };
    let after = rules.capture_chance(&m.after, seat, lands);
    // A capture's chance is a sum of throws' chances, exact in two decimals (6.25%
    // for 1/16), as the rule facts give them; one decimal would round it.
    let percent = |v: f64| Arg::from(numbers::percent(lang, v, 2));
    let mut args = Args::new();
    if after > 0.0 {
        args.insert("chance".into(), percent(after));
        // Whether every throw of the opponent can capture it: a sentence of its own.
        let certain = if after >= 1.0 - 1e-9 { "yes" } else { "no" };
        args.insert("certain".into(), certain.into());
        out.push(l10n.tr(lang, "reason-exposed", &args)?);
    } else if before > 0.0 {
        args.insert("chance".into(), percent(before));
        out.push(l10n.tr(lang, "reason-escapes", &args)?);
    }
    Ok(out)
}
