//! The exercise pages: `/<lang>/<game>/exercises/<variant>/`, for every variant whose
//! rule set (its options at their defaults) `tabula solve` has solved and mined
//! exercises for, in every language, laid out by `templates/exercises.html` (the
//! bundled one where the site has none). Made on a site with play pages.
//!
//! Each exercise is a position and a throw from the values file (`crate::solved`):
//! the board as the build draws it, the question, and the answer in the page: every
//! legal move, best first, with its mover's chance of winning under best play after
//! it, what it loses against the best, and why, in words built from what it does
//! (`diagram::reasons`). The answer is a `<details>` a reader without scripts opens;
//! with scripts (`assets/engine/exercises.js`) the reader picks a move on the board,
//! with its button or with the keyboard, and the page says whether it was the best.
//! Nothing is fetched but the engine that marks the board's moves.

use super::super::model::Site;
use super::super::render::Pages;
use super::super::shell::{self, Child, Shell};
use super::play::{render, tr, variant_head, Board};
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use crate::diagram::{describe, play_url, reasons, svg, DiagramFile, Drawn};
use crate::engine::{notation, Move, Rules};
use crate::l10n::text::variant_name_id;
use crate::l10n::{numbers, Arg};
use crate::solved::SolvedSet;
use crate::stats::play::RuleSet;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use tabula_core::diagram::spec::move_name;
use tabula_solve::exercises::Level;

pub(crate) struct ExercisePages;

/// The template's name, and the bundled template.
pub(super) const TEMPLATE: &str = "exercises.html";
pub(super) const BUNDLED: &str = include_str!("../../../templates/exercises.html");

impl Output for ExercisePages {
    fn name(&self) -> &'static str {
        "exercise pages"
    }

    fn scope(&self) -> Scope {
        Scope::Site
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        if !super::play::enabled(site) {
            return;
        }
        out.pages(pages(site));
    }
}

/// The folder of a variant's exercises below a language: `ur/exercises/finkel`.
pub fn path_of(variant: &str) -> String {
    let (game, name) = variant.split_once('/').unwrap_or((variant, variant));
    format!("{game}/exercises/{name}")
}

/// The variants that have an exercise page, with the file their exercises come from
/// and the solved rule set: those whose rule set with the default options has
/// exercises solved from the rule data as it is now.
pub(crate) fn variants(site: &Site) -> Vec<(&str, PathBuf, RuleSet, Rules, &SolvedSet)> {
    if !super::play::enabled(site) {
        return Vec::new();
    }
    site.catalogue
        .variants
        .keys()
        .filter_map(|id| solved(site, id))
        .collect()
}

/// A variant's exercises, if it has an exercise page (see [`variants`]).
fn solved<'s>(
    site: &'s Site,
    id: &'s str,
) -> Option<(&'s str, PathBuf, RuleSet, Rules, &'s SolvedSet)> {
    let variant = site.catalogue.variants.get(id)?;
    let set = crate::stats::play::complete(variant, &BTreeMap::new());
    let rules = variant.rules(&set.options).ok()?;
    let solved = site.solved.current(&set, &rules)?;
    if solved.exercises.is_empty() {
        return None;
    }
    let (file, _) = site.solved.get(&set)?;
    Some((id, file.to_path_buf(), set, rules, solved))
}

/// The variant whose exercise page is at `path` (`ur/exercises/finkel`), if one is.
pub(crate) fn variant_of(site: &Site, path: &str) -> Option<String> {
    let (game, name) = path.split_once("/exercises/")?;
    let id = format!("{game}/{name}");
    (path_of(&id) == path && site.catalogue.variants.contains_key(&id)).then_some(id)
}

/// The title of a variant's exercise page in a language.
pub(crate) fn title_of(site: &Site, variant: &str, lang: &str) -> Result<String, String> {
    super::play::named(site, variant, lang, "exercises-title")
}

/// The address of a variant's exercise page in a language, if it has one.
pub(crate) fn url_of(site: &Site, variant: &str, lang: &str) -> Option<String> {
    (super::play::enabled(site) && solved(site, variant).is_some())
        .then(|| site.url(&path_of(variant), lang))
}

#[derive(Serialize)]
struct ExercisesContext<'a> {
    #[serde(flatten)]
    shell: Shell<'a>,
    variant: String,
    variant_name: String,
    count: usize,
    exercises: Vec<ExerciseContext>,
    /// The previous and next pages of its game, in reading order.
    pager: super::super::reading::Pager,
}

#[derive(Serialize)]
struct ExerciseContext {
    id: String,
    heading: String,
    level: &'static str,
    level_label: String,
    prompt: String,
    board: Board,
    /// For the page's script: what the engine marks on the board.
    variant: String,
    options: String,
    position: String,
    throw: u8,
    /// The legal moves in the engine's order (the buttons: best first would give the
    /// answer away), and best first (the answer).
    choices: Vec<Choice>,
    answers: Vec<Answer>,
    play_url: String,
}

#[derive(Serialize)]
struct Choice {
    name: String,
    text: String,
}

#[derive(Serialize)]
struct Answer {
    name: String,
    best: bool,
    /// "5 to 7: 52.5%".
    value: String,
    /// What it loses against the best ("7.3 points less than the best move").
    loss: Option<String>,
    /// Why, in sentences.
    reasons: String,
    /// What the page says when the reader picks it.
    verdict: String,
}

/// Every exercise page as (file, HTML), and the boards they show.
fn pages(site: &Site) -> Result<super::PageFiles, Vec<Diagnostic>> {
    let variants = variants(site);
    let navs = shell::navs(site);
    let mut errors = Vec::new();
    let mut jobs = Vec::new();
    for v in &variants {
        let path = path_of(v.0);
        if let Some(d) = super::in_the_way(site, &path, &format!("the exercises of {}", v.0)) {
            errors.push(d);
            continue;
        }
        jobs.extend(
            site.config
                .language_tags()
                .into_iter()
                .map(|l| (v, path.clone(), l)),
        );
    }
    let made: Vec<_> = jobs
        .par_iter()
        .map(|(v, path, lang)| page(site, v, path, lang, &navs[lang.as_str()]))
        .collect();
    let mut pages = Vec::new();
    let mut boards = BTreeMap::new();
    for ((v, path, lang), result) in jobs.iter().zip(made) {
        match result {
            Ok((html, files)) => {
                pages.push((format!("{lang}/{path}/index.html"), html));
                for f in files {
                    boards.insert(f.hash.clone(), f);
                }
            }
            Err(e) => errors.push(
                Diagnostic::new(&v.1, 1, 1, format!("the exercises of {}: {e}", v.0)).lang(lang),
            ),
        }
    }
    if errors.is_empty() {
        Ok((pages, boards.into_values().collect()))
    } else {
        Err(errors)
    }
}

fn page(
    site: &Site,
    (id, _, set, rules, solved): &(&str, PathBuf, RuleSet, Rules, &SolvedSet),
    path: &str,
    lang: &str,
    nav: &Result<Vec<Child>, Diagnostic>,
) -> Result<(String, Vec<DiagramFile>), String> {
    let mut exercises = Vec::new();
    let mut files = Vec::new();
    for (k, e) in solved.exercises.iter().enumerate() {
        let (context, file) = exercise(site, id, set, rules, lang, k + 1, e).map_err(|m| {
            format!(
                "exercise {} (`{}`, throw {}): {m}",
                k + 1,
                e.position,
                e.throw
            )
        })?;
        exercises.push(context);
        files.push(file);
    }
    let hash = files.first().map(|f| f.hash.clone()).unwrap_or_default();
    let head = variant_head(site, id, lang, "exercises", path, &hash, nav)?;
    let context = ExercisesContext {
        shell: Shell::new(site, lang).with_head(head),
        variant: id.to_string(),
        variant_name: tr(site, lang, &variant_name_id(id), &[])?,
        count: exercises.len(),
        exercises,
        pager: super::super::reading::pager(site, path, lang)?,
    };
    Ok((render(site, lang, TEMPLATE, &context)?, files))
}

/// One exercise of a page, and its board.
fn exercise(
    site: &Site,
    id: &str,
    set: &RuleSet,
    rules: &Rules,
    lang: &str,
    number: usize,
    e: &crate::solved::SolvedExercise,
) -> Result<(ExerciseContext, DiagramFile), String> {
    let stale = "it does not agree with the rule data: run `tabula solve` again";
    let level = Level::from_name(&e.level)
        .ok_or_else(|| format!("level `{}`: write easy, medium or hard", e.level))?;
    let pos = notation::parse(rules, &e.position).map_err(|err| format!("{err}; {stale}"))?;
    let moves = rules
        .legal_moves(&pos, e.throw)
        .map_err(|err| format!("{err}; {stale}"))?;
    let mut valued: Vec<(Move, f64)> = Vec::new();
    for m in &moves {
        let v = e
            .moves
            .get(&move_name(m))
            .ok_or_else(|| format!("no value of the move {}; {stale}", move_name(m)))?;
        valued.push((*m, *v));
    }
    if valued.len() < 2 || valued.len() != e.moves.len() {
        return Err(format!("its moves are not the legal moves; {stale}"));
    }
    valued.sort_by(|a, b| b.1.total_cmp(&a.1));
    let (best_move, best) = valued[0];
    // The board, drawn as a diagram block showing the throw's moves.
    let mut block = toml::Table::new();
    block.insert("variant".into(), id.into());
    let options: toml::Table = set
        .options
        .iter()
        .map(|(k, v)| (k.clone(), toml::Value::from(v.as_str())))
        .collect();
    block.insert("options".into(), options.into());
    block.insert("position".into(), e.position.as_str().into());
    block.insert("throw".into(), i64::from(e.throw).into());
    block.insert("show".into(), "moves".into());
    let text = toml::to_string(&block).map_err(|err| err.to_string())?;
    let drawn = site.drawings.get(&site.catalogue, None, &text);
    let Drawn {
        diagram: d,
        svg: picture,
        hash,
        ..
    } = drawn.as_ref().as_ref().map_err(|err| err.message.clone())?;
    let (w, h) = svg::size(d);
    let l10n = &site.l10n;
    let seat = pos.to_move;
    let percent = |v: f64| Arg::from(numbers::percent_fixed(lang, v, 1));
    let name = |m: &Move| describe::move_text(l10n, lang, m);
    let join = tr(site, lang, "sentence-join", &[])?;
    let mut answers = Vec::new();
    for &(m, v) in &valued {
        let is_best = v >= best - 1e-9;
        let value = tr(
            site,
            lang,
            "diagram-values-move",
            &[("move", name(&m)?.into()), ("chance", percent(v))],
        )?;
        // The difference of the two chances as they are shown (to a tenth), so the
        // reader's own subtraction agrees with it.
        let tenths = |x: f64| (x * 1000.0).round();
        let points = (tenths(best) - tenths(v)) / 10.0;
        let loss = if is_best {
            None
        } else {
            Some(tr(
                site,
                lang,
                "exercise-loss",
                &[("points", Arg::Measured(points))],
            )?)
        };
        // The move by its label ($move) and in the sentence's own words ($kind, $from,
        // $to), as a reviewed game names its moves; the best move likewise.
        let [kind, from, to] = describe::move_parts(l10n, lang, &m)?;
        let mut given = vec![
            ("move", name(&m)?.into()),
            ("kind", kind),
            ("from", from),
            ("to", to),
            ("player", Arg::from(seat)),
            ("chance", percent(v)),
        ];
        let verdict = if is_best {
            tr(site, lang, "exercise-right", &given)?
        } else {
            let [kind, from, to] = describe::move_parts(l10n, lang, &best_move)?;
            given.extend([
                ("best", name(&best_move)?.into()),
                ("best-kind", kind),
                ("best-from", from),
                ("best-to", to),
                ("best-chance", percent(best)),
            ]);
            tr(site, lang, "exercise-wrong", &given)?
        };
        answers.push(Answer {
            name: move_name(&m),
            best: is_best,
            value,
            loss,
            reasons: reasons::reasons(l10n, lang, rules, &pos, e.throw, &m)?.join(&join),
            verdict,
        });
    }
    let choices = moves
        .iter()
        .map(|m| {
            Ok(Choice {
                name: move_name(m),
                text: name(m)?,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let context = ExerciseContext {
        id: format!("exercise-{number}"),
        heading: tr(
            site,
            lang,
            "exercise-heading",
            &[("number", Arg::from(number as f64))],
        )?,
        level: level.name(),
        level_label: tr(
            site,
            lang,
            "exercise-level",
            &[("level", level.name().into())],
        )?,
        prompt: tr(
            site,
            lang,
            "exercise-prompt",
            &[("player", Arg::from(seat)), ("throw", Arg::from(e.throw))],
        )?,
        board: Board {
            src: format!("/diagrams/{hash}.svg#diagram"),
            width: format!("{w:.0}"),
            height: format!("{h:.0}"),
            title: describe::title(l10n, lang, d)?,
            description: describe::description(l10n, lang, d)?,
        },
        variant: id.to_string(),
        options: crate::render::json_in_html(
            &serde_json::to_string(&set.options).unwrap_or_default(),
        ),
        position: e.position.clone(),
        throw: e.throw,
        choices,
        answers,
        play_url: play_url(lang, id, &set.options, &e.position, None),
    };
    Ok((
        context,
        DiagramFile {
            hash: hash.clone(),
            svg: picture.clone(),
        },
    ))
}
