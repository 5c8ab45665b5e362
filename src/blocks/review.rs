//! The review a diagram block with a replay shows when it says `review = true`: the game
//! reviewed against best play (`tabula_core::review`) with the values `tabula solve`
//! wrote for its positions, in the page's language. A chart of each side's chance move
//! by move (SVG, no words in it), a table of how each player's moves were graded, the
//! key moves, and every move with its grade. Part of the `diagram` block.

use super::diagram::{rerun, solved_set};
use super::Place;
use crate::diagram::{describe, hash, DiagramFile, Spec};
use crate::engine::{notation, Move, Position, Rules};
use crate::l10n::{numbers, Arg};
use serde::Serialize;
use tabula_core::diagram::replay::replay_steps;
use tabula_core::review::{review, Grade, Review};

#[derive(Serialize)]
pub(super) struct ReviewContext {
    heading: String,
    chart: Chart,
    /// Each grade with how many moves of it each player made, under the players' names.
    grades_caption: String,
    grade_heading: String,
    players: [String; 2],
    grades: Vec<GradeRow>,
    key_heading: String,
    key: Vec<Line>,
    key_none: Option<String>,
    all_heading: String,
    all: Vec<Line>,
    thresholds: String,
}

#[derive(Serialize)]
struct Chart {
    src: String,
    width: String,
    height: String,
    title: String,
    description: String,
}

#[derive(Serialize)]
struct GradeRow {
    grade: &'static str,
    label: String,
    counts: [usize; 2],
}

#[derive(Serialize, Clone)]
pub(super) struct Line {
    text: String,
    grade: Option<&'static str>,
}

/// The review of a replay block, and its chart's file; `None` (with a warning) where
/// `content/solved/` lacks the values.
pub(super) fn make(
    place: &Place,
    d: &tabula_core::diagram::Diagram,
    spec: &Spec,
) -> Result<Option<(ReviewContext, DiagramFile)>, String> {
    if !spec.review {
        return Ok(None);
    }
    let replay = spec
        .replay
        .as_deref()
        .ok_or("diagram: review = true needs the game as a replay (replay = \"3:hand 2:3 ...\")")?;
    let Some((solved, set)) = solved_set(place, d, spec)? else {
        return Ok(None);
    };
    let rules = &d.rules;
    let start = Position::start(rules);
    let steps = replay_steps(rules, start, replay)?;
    let values = |pos: &Position, throw: u8| solved.values(rules, pos, throw);
    let reviewed = match review(rules, start, &steps, values) {
        Ok(r) => r,
        Err(pos) => {
            place.warn(format!(
                "diagram: content/solved/ has no values of the position `{}` of the reviewed game ({}): it is shown without its review; {}, which reads the pages",
                notation::format(rules, &pos),
                set.key(),
                rerun(&set)
            ));
            return Ok(None);
        }
    };
    let chart = reviewed.chart();
    let file = DiagramFile {
        hash: hash(&chart.svg),
        svg: chart.svg.as_str().into(),
    };
    Ok(Some((words(place, rules, &reviewed, &chart, &file)?, file)))
}

/// The review in the block's language.
fn words(
    place: &Place,
    rules: &Rules,
    r: &Review,
    chart: &tabula_core::chart::Chart,
    file: &DiagramFile,
) -> Result<ReviewContext, String> {
    let lang = place.lang;
    let percent = |v: f64| Arg::from(numbers::percent(lang, v, 1));
    let name = |m: &Move| describe::move_text(place.l10n, lang, m);
    let line = |i: usize| -> Result<Line, String> {
        let s = &r.steps[i];
        let step = Arg::from((i + 1) as f64);
        let mut text = match &s.played {
            Some(m) => {
                let [kind, from, to] = describe::move_parts(place.l10n, lang, m)?;
                let mut given = vec![
                    ("step", step),
                    ("player", s.mover.into()),
                    ("throw", s.throw.into()),
                    ("move", name(m)?.into()),
                    ("kind", kind),
                    ("from", from),
                    ("to", to),
                ];
                // Whether it captured, landed on a rosette or paid a fine (not the extra
                // throw: the next line of the game shows it).
                let effects = describe::joined_effects(m.effects);
                for (name, yes) in &effects {
                    if name != "again" {
                        given.push((name.as_str(), yes.clone()));
                    }
                }
                place.tr("review-move", &given)?
            }
            // `$again`: whether the throw still earns its extra throw, though it moved
            // nothing (Bell's Ur, standard Senet).
            None => place.tr(
                "review-pass",
                &[
                    ("step", step),
                    ("player", s.mover.into()),
                    ("throw", s.throw.into()),
                    (
                        "again",
                        if rules.is_extra_throw(s.throw) && rules.settings.turn.extra_throw_on_pass
                        {
                            "yes"
                        } else {
                            "no"
                        }
                        .into(),
                    ),
                ],
            )?,
        };
        if let (Some(g), Some(best)) = (s.grade, &s.best) {
            let said = if g == Grade::Best {
                place.tr("review-best", &[])?
            } else {
                let [kind, from, to] = describe::move_parts(place.l10n, lang, best)?;
                place.tr(
                    "review-loss",
                    &[
                        ("grade", g.name().into()),
                        ("points", Arg::Measured(Grade::shown_points(s.loss))),
                        ("best", name(best)?.into()),
                        ("best-kind", kind),
                        ("best-from", from),
                        ("best-to", to),
                    ],
                )?
            };
            let join = place.tr("sentence-join", &[])?;
            text = format!("{text}{join}{said}");
        }
        Ok(Line {
            text,
            grade: s.grade.map(Grade::name),
        })
    };
    let key: Vec<Line> = r
        .key_moves()
        .into_iter()
        .map(line)
        .collect::<Result<_, _>>()?;
    let all: Vec<Line> = (0..r.steps.len()).map(line).collect::<Result<_, _>>()?;
    let counts = [r.counts(1), r.counts(2)];
    let grades = Grade::ALL
        .iter()
        .map(|&g| {
            Ok(GradeRow {
                grade: g.name(),
                label: place.tr("review-grade-count", &[("grade", g.name().into())])?,
                counts: [counts[0][g as usize], counts[1][g as usize]],
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let first = r.first_chances.first().copied().unwrap_or(0.5);
    let last = r.first_chances.last().copied().unwrap_or(0.5);
    Ok(ReviewContext {
        heading: place.tr("review-heading", &[])?,
        chart: Chart {
            src: format!("/diagrams/{}.svg#diagram", file.hash),
            width: format!("{:.0}", chart.width),
            height: format!("{:.0}", chart.height),
            title: place.tr("review-chart-title", &[])?,
            description: place.tr(
                "review-chart-description",
                &[("start", percent(first)), ("end", percent(last))],
            )?,
        },
        grades_caption: place.tr("review-grades-caption", &[])?,
        grade_heading: place.tr("review-grade-heading", &[])?,
        players: [
            place.tr("review-player", &[("player", 1u8.into())])?,
            place.tr("review-player", &[("player", 2u8.into())])?,
        ],
        grades,
        key_heading: place.tr("review-key-heading", &[])?,
        key_none: if key.is_empty() {
            Some(place.tr("review-key-none", &[])?)
        } else {
            None
        },
        key,
        all_heading: place.tr("review-all-heading", &[])?,
        all,
        thresholds: place.tr("review-thresholds", &[])?,
    })
}
