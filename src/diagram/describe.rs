//! The words of a diagram, in the page's language: a title and a description
//! generated from the engine's result ("Player 1 on 5 and 11, player 2 on 7, 14
//! and 20. Throw: 2. Player 1 moves 5 to 7. The two pieces swap places."), so a
//! screen reader gets the whole lesson.

use super::spec::{move_kind, Diagram, Show};
use crate::engine::{Dest, Effects, GameResult, Move, Position};
use crate::l10n::text::{join, variant_name_id, VARIANT_PREFIX};
use crate::l10n::{numbers, Arg, Args, L10n};
use crate::rules::diff::Conj;

fn args(pairs: &[(&str, Arg)]) -> Args {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

fn num(n: u8) -> Arg {
    Arg::Num(f64::from(n))
}

pub fn title(l10n: &L10n, lang: &str, d: &Diagram) -> Result<String, String> {
    let show = match d.show {
        Show::Position => "position",
        Show::Moves => "moves",
        Show::Move => "move",
        Show::BeforeAfter => "before-after",
        Show::Throws => "throws",
    };
    let a = args(&[("show", show.into()), ("throw", num(d.throw.unwrap_or(0)))]);
    let name = d
        .name
        .clone()
        .unwrap_or_else(|| variant_name_id(&d.variant));
    l10n.tr_named(
        lang,
        "diagram-title",
        a,
        &[("variant", &name)],
        VARIANT_PREFIX,
    )
}

fn squares(l10n: &L10n, lang: &str, list: &[u8]) -> Result<String, String> {
    let items: Vec<String> = list
        .iter()
        .map(|q| numbers::format(lang, f64::from(*q), 0))
        .collect();
    join(l10n, lang, &items, Conj::And)
}

/// Where the pieces stand, side by side. During an opening that gives out the sets
/// (Jéquier's Senet) no player owns one yet, so the sets are named by where they stand.
pub fn position(l10n: &L10n, lang: &str, d: &Diagram, p: &Position) -> Result<String, String> {
    if p.opening {
        return l10n.tr(
            lang,
            "diagram-opening-sets",
            &args(&[
                (
                    "first",
                    squares(l10n, lang, &p.squares(&d.rules, 1))?.into(),
                ),
                (
                    "second",
                    squares(l10n, lang, &p.squares(&d.rules, 2))?.into(),
                ),
            ]),
        );
    }
    let mut sentences = Vec::new();
    for seat in 1..=2u8 {
        let si = usize::from(seat - 1);
        let on = p.squares(&d.rules, seat);
        let mut extra = Vec::new();
        if p.waiting[si] > 0 {
            extra.push(l10n.tr(
                lang,
                "diagram-waiting",
                &args(&[("count", num(p.waiting[si]))]),
            )?);
        }
        if p.off[si] > 0 {
            extra.push(l10n.tr(lang, "diagram-off", &args(&[("count", num(p.off[si]))]))?);
        }
        if d.rules.has_fines() && p.fines[si] > 0 {
            extra.push(l10n.tr(lang, "diagram-fines", &args(&[("count", num(p.fines[si]))]))?);
        }
        sentences.push(l10n.tr(
            lang,
            "diagram-side",
            &args(&[
                ("player", num(seat)),
                ("count", num(on.len() as u8)),
                ("squares", squares(l10n, lang, &on)?.into()),
                ("extra", join(l10n, lang, &extra, Conj::And)?.into()),
                ("extras", num(extra.len() as u8)),
            ]),
        )?);
    }
    Ok(sentences.join(&l10n.tr(lang, "sentence-join", &Args::new())?))
}

/// A move's arguments: `$kind`, and `$from` and `$to` as numbers, or the words for a
/// waiting piece and for off the board where the move has no such square.
fn move_args(l10n: &L10n, lang: &str, m: &Move) -> Result<Args, String> {
    let [kind, from, to] = move_parts(l10n, lang, m)?;
    Ok(args(&[("from", from), ("to", to), ("kind", kind)]))
}

/// A move's kind, from and to (as [`move_text`] gets them), for a sentence that names
/// the move in its own words ("moves the piece on 5 to 9") rather than by its label.
pub fn move_parts(l10n: &L10n, lang: &str, m: &Move) -> Result<[Arg; 3], String> {
    let from = if m.from == 0 {
        l10n.tr(lang, "diagram-hand", &Args::new())?
    } else {
        numbers::format(lang, f64::from(m.from), 0)
    };
    let to = match m.to {
        Dest::Square(q) => numbers::format(lang, f64::from(q), 0),
        Dest::Off => l10n.tr(lang, "diagram-off-board", &Args::new())?,
    };
    Ok([move_kind(m).into(), from.into(), to.into()])
}

/// A move's name: "5 to 9", "enter on 4", "stay on 27".
pub fn move_text(l10n: &L10n, lang: &str, m: &Move) -> Result<String, String> {
    l10n.tr(lang, "diagram-move-name", &move_args(l10n, lang, m)?)
}

/// What a move does, sentence by sentence.
pub fn effects(l10n: &L10n, lang: &str, seat: u8, m: &Move) -> Result<Vec<String>, String> {
    effects_but(l10n, lang, seat, m, Effects(0))
}

/// The effects a language may say in one sentence, each as an argument `yes` or `no`
/// (`capture`, `rosette`, `fine`, `again` for an extra throw): the message of each of
/// these effects gets them all, so a language can say "It captures the opposing piece
/// on the rosette, and player 1 throws again." in the capture's sentence and leave the
/// others empty. The scripts give the same (`Words.joined` in `ui.js`).
pub fn joined_effects(effects: Effects) -> Vec<(String, Arg)> {
    JOINED
        .iter()
        .map(|(name, flag)| {
            let yes = if effects.contains(*flag) { "yes" } else { "no" };
            (name.to_string(), yes.into())
        })
        .collect()
}

/// The effects [`joined_effects`] gives, by their argument's name.
pub const JOINED: [(&str, Effects); 4] = [
    ("capture", Effects::CAPTURE),
    ("rosette", Effects::ROSETTE),
    ("fine", Effects::FINE),
    ("again", Effects::EXTRA_THROW),
];

/// What a move does, sentence by sentence (the effects the engine says a description
/// says, `Effects::said`), but for the effects in `except` (an extra throw the throw
/// itself earns, which tells nothing of the move).
pub fn effects_but(
    l10n: &L10n,
    lang: &str,
    seat: u8,
    m: &Move,
    except: Effects,
) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let said_effects = Effects(m.effects.said().0 & !except.0);
    for (flag, name) in Effects::NAMES {
        if !said_effects.contains(flag) {
            continue;
        }
        let ends = match m.ends_on {
            Dest::Square(q) => q,
            Dest::Off => 0,
        };
        // Whether the piece ends elsewhere than it landed (sent on from the House of Water).
        let moved = if m.ends_on == m.to { "no" } else { "yes" };
        let mut given = args(&[
            ("player", num(seat)),
            ("square", num(ends)),
            ("moved", moved.into()),
        ]);
        if JOINED.iter().any(|(_, f)| *f == flag) {
            given.extend(joined_effects(said_effects));
        }
        let said = l10n.tr(
            lang,
            &format!("diagram-effect-{}", name.replace('_', "-")),
            &given,
        )?;
        // A language may leave an effect unsaid where the move's own words say it.
        if !said.trim().is_empty() {
            out.push(said);
        }
    }
    if let Some(r) = m.after.result {
        out.push(result(l10n, lang, r)?);
    }
    Ok(out)
}

fn result(l10n: &L10n, lang: &str, r: GameResult) -> Result<String, String> {
    match r {
        GameResult::Winner(w) => l10n.tr(
            lang,
            "diagram-result",
            &args(&[("result", "win".into()), ("winner", num(w))]),
        ),
        GameResult::Draw => l10n.tr(
            lang,
            "diagram-result",
            &args(&[("result", "draw".into()), ("winner", num(0))]),
        ),
    }
}

/// The whole description of a diagram.
pub fn description(l10n: &L10n, lang: &str, d: &Diagram) -> Result<String, String> {
    let mut parts = vec![position(l10n, lang, d, &d.position)?];
    let seat = d.position.to_move;
    if let Some(t) = d.throw {
        parts.push(l10n.tr(
            lang,
            "diagram-throw",
            &args(&[("player", num(seat)), ("throw", num(t))]),
        )?);
        if d.moves.is_empty() {
            let again = d.pass.is_some_and(|p| p.to_move == seat);
            parts.push(l10n.tr(
                lang,
                "diagram-no-move",
                &args(&[
                    ("player", num(seat)),
                    ("again", if again { "yes" } else { "no" }.into()),
                ]),
            )?);
        } else if let (Some(m), true) = (d.chosen, d.show != Show::Moves) {
            let mut said = move_args(l10n, lang, &m)?;
            said.insert("player".into(), num(seat));
            let said = l10n.tr(lang, "diagram-move", &said)?;
            // The move that ends an opening first gives the thrower its set, then moves it.
            if m.effects.contains(Effects::OPENING) {
                let mut effects = effects(l10n, lang, seat, &m)?.into_iter();
                parts.extend(effects.next());
                parts.push(said);
                parts.extend(effects);
            } else {
                parts.push(said);
                parts.extend(effects(l10n, lang, seat, &m)?);
            }
            if d.show == Show::BeforeAfter {
                parts.push(l10n.tr(lang, "diagram-after", &Args::new())?);
                parts.push(position(l10n, lang, d, &m.after)?);
            }
        } else {
            let list = d
                .moves
                .iter()
                .map(|m| move_text(l10n, lang, m))
                .collect::<Result<Vec<_>, _>>()?;
            parts.push(l10n.tr(
                lang,
                "diagram-legal",
                &args(&[
                    ("count", num(list.len() as u8)),
                    ("moves", join(l10n, lang, &list, Conj::And)?.into()),
                ]),
            )?);
        }
    } else if d.position.result.is_none() {
        parts.push(l10n.tr(lang, "diagram-to-move", &args(&[("player", num(seat))]))?);
    }
    if let Some(r) = d.route {
        // `$shared`: whether both players' pieces go the same way over the same
        // squares (Senet's one path), so the line is every piece's, not one player's.
        let routes = &d.rules.board.routes;
        let shared = if routes[0] == routes[1] { "yes" } else { "no" };
        parts.push(l10n.tr(
            lang,
            "diagram-route",
            &args(&[("player", num(r)), ("shared", shared.into())]),
        )?);
    }
    Ok(parts.join(&l10n.tr(lang, "sentence-join", &Args::new())?))
}
