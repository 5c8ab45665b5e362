//! The ```` ```diagram ```` block: an example position computed by the engine and drawn
//! once per build (see `diagram::Drawings`), shown as a figure (the template
//! `blocks/diagram.html`) with the words of the page's language, its caption (the
//! paragraph after the block), a stable id, its position in notation, a link to the
//! play page and what the page's script needs to make it a board the reader can try
//! (`data-*`). A diagram block that shows throws is the throws chart (`throws`).
//!
//! A block may also show the values under best play (`values = true`: the position's
//! chance and each move's, best first) and claim them (`best`, `win`). They come from
//! `content/solved/` (`crate::solved`), which `tabula solve` writes for the positions
//! the blocks name here (`positions`); a wrong claim fails the build, missing or stale
//! values warn.

use super::wanted::Wanted;
use super::{Block, BlockError, Made, Place};
use crate::diagram::{describe, hash, play_url, svg, DiagramFile, Drawn, Show, Spec};
use crate::engine::{notation, Move, Position};
use crate::l10n::{numbers, Arg, Args};
use crate::rules::Catalogue;
use crate::solved::command_args;
use crate::stats::play::RuleSet;
use serde::Serialize;
use tabula_core::diagram::replay::replay_steps;
use tabula_core::diagram::spec::{move_name, At, SpecError};

pub(crate) struct Diagram;

#[derive(Serialize)]
struct Picture {
    src: String,
    width: String,
    height: String,
}

#[derive(Serialize)]
struct FigureContext<'a> {
    id: String,
    title: String,
    description: String,
    src: String,
    width: String,
    height: String,
    stacked: Option<Picture>,
    caption: Option<&'a str>,
    notation: String,
    /// The play page with this position, on a site that has play pages.
    play_url: Option<String>,
    // For the page's script.
    variant: &'a str,
    options: String,
    position: String,
    show: &'static str,
    throw: Option<u8>,
    from: Option<String>,
    replay: Option<&'a str>,
    route: Option<u8>,
    /// The values under best play, where the block asks to show them.
    values: Option<Values>,
    /// The game reviewed, where a replay block asks for it.
    review: Option<super::review::ReviewContext>,
}

/// The chances of winning a diagram shows beside its board.
#[derive(Serialize)]
struct Values {
    heading: String,
    /// The side to move's chance, before its throw.
    position: String,
    /// The legal moves of the throw, best first.
    moves: Vec<MoveValue>,
}

#[derive(Serialize)]
struct MoveValue {
    text: String,
    best: bool,
    /// The move the diagram shows.
    shown: bool,
}

/// The name of what a diagram shows, as blocks write it.
fn show_name(show: Show) -> &'static str {
    match show {
        Show::Position => "position",
        Show::Moves => "moves",
        Show::Move => "move",
        Show::BeforeAfter => "before-after",
        Show::Throws => "throws",
    }
}

/// A diagram block's error at its line: the key it is about (a claim the engine does
/// not confirm fails at the claim), the line its TOML breaks on, or the fence.
pub(super) fn spec_error(text: &str, e: &SpecError) -> BlockError {
    match e.at {
        At::Key(key) => super::at_key(text, key, e.message.clone()),
        At::Line(line) => BlockError {
            line: Some(line),
            message: e.message.clone(),
        },
        At::Block => BlockError::from(e.message.clone()),
    }
}

impl Block for Diagram {
    fn kind(&self) -> &'static str {
        "diagram"
    }

    fn template(&self) -> &'static str {
        include_str!("../../templates/blocks/diagram.html")
    }

    fn takes_caption(&self) -> bool {
        true
    }

    /// A figure's id is `diagram-` and a hash of its block, so it stays when other
    /// figures come and go; a second copy of the same block on a page gets `-2`, and so on.
    fn id_prefix(&self) -> Option<&'static str> {
        Some("diagram-")
    }

    fn positions(
        &self,
        text: &str,
        page_variant: Option<&str>,
        catalogue: &Catalogue,
    ) -> Vec<Wanted> {
        let Ok(spec) = Spec::parse(text) else {
            return Vec::new();
        };
        if !spec.wants_values() {
            return Vec::new();
        }
        let Ok(d) = spec.compute(catalogue, page_variant) else {
            return Vec::new();
        };
        let Ok((set, _)) = super::figures::rule_set(catalogue, &d.variant, &spec.options) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if spec.review {
            // Every position before a step, with the step's throw, and the end.
            let start = Position::start(&d.rules);
            let steps = spec
                .replay
                .as_deref()
                .and_then(|r| replay_steps(&d.rules, start, r).ok())
                .unwrap_or_default();
            let mut pos = start;
            for s in &steps {
                out.push(Wanted {
                    set: set.clone(),
                    position: pos,
                    throw: Some(s.throw),
                });
                pos = s.after;
            }
            if pos.result.is_none() {
                out.push(Wanted {
                    set: set.clone(),
                    position: pos,
                    throw: None,
                });
            }
        }
        if spec.values || spec.best.is_some() || spec.win.is_some() {
            out.push(Wanted {
                set,
                position: d.position,
                throw: None,
            });
        }
        out
    }

    fn render(&self, place: &Place, text: &str, caption: Option<&str>) -> Result<Made, BlockError> {
        let (l10n, lang) = (place.l10n, place.lang);
        let drawn = place
            .drawings
            .get(place.catalogue, place.default_variant, text);
        let Drawn {
            diagram: d,
            svg,
            hash: svg_hash,
            stacked,
        } = match drawn.as_ref() {
            Ok(drawn) => drawn,
            Err(e) => return Err(spec_error(text, e)),
        };
        if d.show == Show::Throws {
            return super::throws::Throws.render(place, text, caption);
        }
        let spec = Spec::parse(text).map_err(|e| spec_error(text, &e))?;
        let (w, h) = svg::size(d);
        let id = place.unique_id(format!("diagram-{}", &hash(text)[..8]));
        let position = notation::format(&d.rules, &d.position);
        let mut files = vec![DiagramFile {
            hash: svg_hash.clone(),
            svg: svg.clone(),
        }];
        let stacked = stacked.as_ref().map(|(h2, svg2)| {
            files.push(DiagramFile {
                hash: h2.clone(),
                svg: svg2.clone(),
            });
            let (w2, hh2) = svg::size_in(d, svg::Layout::Stacked);
            Picture {
                src: format!("/diagrams/{h2}.svg#diagram"),
                width: format!("{w2:.0}"),
                height: format!("{hh2:.0}"),
            }
        });
        let review = super::review::make(place, d, &spec)?.map(|(context, chart)| {
            files.push(chart);
            context
        });
        let context = FigureContext {
            review,
            title: describe::title(l10n, lang, d)?,
            description: describe::description(l10n, lang, d)?,
            src: format!("/diagrams/{svg_hash}.svg#diagram"),
            width: format!("{w:.0}"),
            height: format!("{h:.0}"),
            stacked,
            caption: caption.filter(|c| !c.trim().is_empty()),
            // The play page takes no finished start (the engine does not check that a
            // result written in a position agrees with its pieces): a replay that ends the
            // game links its record, which the play page plays to the same end.
            play_url: place.play.then(|| {
                let record = spec
                    .replay
                    .as_deref()
                    .filter(|_| d.position.result.is_some());
                play_url(place.reader, &d.variant, &spec.options, &position, record)
            }),
            notation: position.clone(),
            variant: &d.variant,
            options: crate::render::json_in_html(
                &serde_json::to_string(&spec.options).unwrap_or_default(),
            ),
            position,
            show: show_name(d.show),
            throw: d.throw,
            from: d.chosen.map(|m| {
                if m.from == 0 {
                    "hand".to_string()
                } else {
                    m.from.to_string()
                }
            }),
            replay: spec.replay.as_deref(),
            route: d.route,
            values: values(place, d, &spec).map_err(|e| spec_error(text, &e))?,
            id,
        };
        Ok(Made {
            html: place.render(self.kind(), &context)?,
            diagrams: files,
        })
    }
}

/// How far a `win` claim may be from the solver's value.
const WIN_TOLERANCE: f64 = 0.005;

/// The values a block shows, after checking the claims it makes of them (`best`,
/// `win`). Where `content/solved/` lacks them, the block warns and is shown without.
fn values(
    place: &Place,
    d: &tabula_core::diagram::Diagram,
    spec: &Spec,
) -> Result<Option<Values>, SpecError> {
    if !(spec.values || spec.best.is_some() || spec.win.is_some()) {
        return Ok(None);
    }
    let Some((solved, set)) = solved_set(place, d, spec).map_err(SpecError::whole)? else {
        return Ok(None);
    };
    let rerun = rerun(&set);
    let position = notation::format(&d.rules, &d.position);
    let Some(shown) = solved.position(&d.rules, &d.position) else {
        place.warn(format!("diagram: content/solved/ has no values of the position `{position}` ({}): it is shown without them; {rerun}, which reads the pages", set.key()));
        return Ok(None);
    };
    // The legal moves of the throw with their values.
    let mut moves: Vec<(Move, f64)> = Vec::new();
    if let Some(throw) = d.throw {
        let listed = shown.moves.get(&throw.to_string());
        for m in &d.moves {
            match listed.and_then(|l| l.get(&move_name(m))) {
                Some(&v) => moves.push((*m, v)),
                None => {
                    place.warn(format!("diagram: content/solved/ has no value of the move {} with a throw of {throw} from `{position}`: it is shown without values; {rerun}", move_name(m)));
                    return Ok(None);
                }
            }
        }
    }
    moves.sort_by(|a, b| b.1.total_cmp(&a.1));
    let best = moves.first().map(|&(_, v)| v);
    let percent = |v: f64| numbers::percent_fixed(place.lang, v, 1);
    if let Some(claim) = &spec.best {
        let from = claim.square("best")?;
        let (Some(throw), Some(best)) = (d.throw, best) else {
            return Err(SpecError::at_key(
                "best",
                "diagram: best = needs a throw with legal moves (throw = N)",
            ));
        };
        let &(m, v) = moves.iter().find(|(m, _)| m.from == from).ok_or_else(|| {
            SpecError::at_key(
                "best",
                format!(
                    "diagram: best = {}: no legal move starts there with a throw of {throw}",
                    describe_from(from)
                ),
            )
        })?;
        if v < best - 1e-6 {
            let (top, _) = moves[0];
            return Err(SpecError::at_key("best", format!(
                "diagram: best = {}: with best play the solver finds {} best (its player wins {:.4}), and {} gives {:.4}",
                describe_from(from), move_name(&top), best, move_name(&m), v
            )));
        }
    }
    if let Some(claim) = spec.win {
        let (what, v) = match d.chosen {
            Some(m) => (
                format!("after the move {}", move_name(&m)),
                moves
                    .iter()
                    .find(|(x, _)| *x == m)
                    .map_or(shown.win, |&(_, v)| v),
            ),
            None => ("from the position, before the throw".to_string(), shown.win),
        };
        if (claim - v).abs() > WIN_TOLERANCE {
            return Err(SpecError::at_key(
                "win",
                format!("diagram: win = {claim}: with best play the solver finds {v:.4} {what}"),
            ));
        }
    }
    if !spec.values {
        return Ok(None);
    }
    let (l10n, lang) = (place.l10n, place.lang);
    let mut args = Args::new();
    args.insert("player".into(), Arg::from(d.position.to_move));
    args.insert("chance".into(), Arg::from(percent(shown.win)));
    let position_text = l10n.tr(lang, "diagram-values-position", &args)?;
    let mut list = Vec::new();
    for &(m, v) in &moves {
        let mut args = Args::new();
        args.insert(
            "move".into(),
            Arg::from(describe::move_text(l10n, lang, &m)?),
        );
        args.insert("chance".into(), Arg::from(percent(v)));
        list.push(MoveValue {
            text: l10n.tr(lang, "diagram-values-move", &args)?,
            best: best.is_some_and(|b| v >= b - 1e-6),
            shown: d.chosen == Some(m),
        });
    }
    Ok(Some(Values {
        heading: l10n.tr(lang, "diagram-values-heading", &Args::new())?,
        position: position_text,
        moves: list,
    }))
}

/// The values of the block's rule set, if `content/solved/` has them from its rule data
/// as it is now; else a warning (an error under `--strict`) saying what to run.
pub(super) fn solved_set<'p>(
    place: &Place<'p>,
    d: &tabula_core::diagram::Diagram,
    spec: &Spec,
) -> Result<Option<(&'p crate::solved::SolvedSet, RuleSet)>, String> {
    let (set, rules) = super::figures::rule_set(place.catalogue, &d.variant, &spec.options)?;
    match place.solved.current(&set, &rules) {
        Some(solved) => Ok(Some((solved, set))),
        None => {
            let why = match place.solved.get(&set) {
                Some((path, _)) => format!(
                    "the values of {} in {} were solved from other rule data",
                    set.key(),
                    path.display()
                ),
                None => format!("content/solved/ has no values of {}", set.key()),
            };
            place.warn(format!("diagram: the block asks for values under best play, but {why}: it is shown without them; {}", rerun(&set)));
            Ok(None)
        }
    }
}

/// What to run for a rule set's values.
pub(super) fn rerun(set: &RuleSet) -> String {
    format!(
        "run `tabula solve {}` in the site folder",
        command_args(set)
    )
}

/// A move's start as a block names it: a square, or `hand`.
fn describe_from(from: u8) -> String {
    if from == 0 {
        "\"hand\"".into()
    } else {
        from.to_string()
    }
}
