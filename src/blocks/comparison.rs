//! The ```` ```comparison ```` block of a game's comparison page: its variants side
//! by side, each at its default options, in one table (game length, throws per
//! turn, the first player's wins, hits per game) and one chart (the spread of game
//! lengths), from the games between two random players. The markup is
//! `templates/blocks/comparison.html`; the figures are those of `content/stats/`, as in
//! the `statistics` block.
//!
//! The block may say `game = "senet"` (default: the game of the page) and
//! `variants = ["senet/standard", ...]` (default: every variant of the game, the
//! standard one first, then the others in the reading order of the pages about them,
//! and a variant no page is about last).
//!
//! A variant `tabula stats` has not played yet is no error: the build warns (an error
//! under `--strict`), every cell of its row says that it is not measured yet, its row
//! of the chart stays empty and the chart's description says so; where no variant is
//! measured, the block says so and has no chart.

use super::figures::{rule_set, win_rate, Figure};
use super::{Block, BlockError, Made, Place};
use crate::engine::settings::OnOpponent;
use crate::l10n::text::variant_name_id;
use crate::l10n::Arg;
use serde::{Deserialize, Serialize};
use tabula_core::chart;

pub(crate) struct Comparison;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Spec {
    game: Option<String>,
    variants: Option<Vec<String>>,
}

#[derive(Serialize)]
struct Row {
    number: String,
    name: String,
    cells: Vec<String>,
}

#[derive(Serialize)]
struct Context {
    intro: String,
    caption: String,
    head: Vec<String>,
    rows: Vec<Row>,
    /// None where no variant is measured yet.
    chart: Option<Figure>,
}

impl Block for Comparison {
    fn kind(&self) -> &'static str {
        "comparison"
    }

    fn template(&self) -> &'static str {
        include_str!("../../templates/blocks/comparison.html")
    }

    fn id_prefix(&self) -> Option<&'static str> {
        Some("chart-")
    }

    /// Its variants at their default options, which `tabula stats` always plays: it
    /// names no rule set of its own.
    fn render(&self, h: &Place, text: &str, _: Option<&str>) -> Result<Made, BlockError> {
        let spec: Spec = toml::from_str(text)
            .map_err(|e| format!("comparison block: {}", e.message().trim()))?;
        let catalogue = h.catalogue;
        let game = match spec.game {
            Some(g) => g,
            None => h
                .default_variant
                .and_then(|v| v.split('/').next())
                .ok_or(
                    "comparison block: name the game whose variants it compares: game = \"senet\"",
                )?
                .to_string(),
        };
        let ids: Vec<String> = match spec.variants {
            Some(v) => v,
            None => {
                let mut v: Vec<&crate::rules::Variant> = catalogue
                    .variants
                    .values()
                    .filter(|v| v.settings.game == game)
                    .collect();
                v.sort_by_key(|v| {
                    let place = h.reading.variant(&v.id).unwrap_or(usize::MAX);
                    (!v.settings.standard, place, v.id.clone())
                });
                v.into_iter().map(|v| v.id.clone()).collect()
            }
        };
        if ids.is_empty() {
            return Err(
                format!("comparison block: the rule data has no variant of `{game}`").into(),
            );
        }
        let mut rows = Vec::new();
        let mut spreads = Vec::new();
        let mut items = Vec::new();
        let mut unmeasured = Vec::new();
        let mut intro_args = None;
        // The first player's chance under best play: a column where any of the
        // variants is solved.
        let mut solved = Vec::new();
        for id in &ids {
            let (set, rules) = rule_set(catalogue, id, &Default::default())?;
            solved.push(h.solved.current(&set, &rules).map(|s| s.first));
        }
        let best_play = solved.iter().any(Option::is_some);
        // What the hits column counts: captures, swaps, or either, as the compared
        // rule sets land on an opponent.
        let mut swap = (false, false);
        for id in &ids {
            let (_, rules) = rule_set(catalogue, id, &Default::default())?;
            match rules.settings.landing.opponent {
                OnOpponent::Swap => swap.0 = true,
                OnOpponent::Capture | OnOpponent::Remove => swap.1 = true,
            }
        }
        let hits_kind = match swap {
            (true, false) => "swap",
            (false, true) => "capture",
            _ => "both",
        };
        for (i, id) in ids.iter().enumerate() {
            let (set, rules) = rule_set(catalogue, id, &Default::default())?;
            let name = h.tr(&variant_name_id(id), &[])?;
            let number = h.int(i as u64 + 1);
            let mut cells = match h.measured(
                "comparison block",
                &set,
                "its row in the table says that they are not measured yet",
            ) {
                Some((file, _, p)) => {
                    intro_args.get_or_insert((p.games, file.seed));
                    let (rate, _, _) = win_rate(p);
                    let hits = match rules.settings.landing.opponent {
                        OnOpponent::Swap => p.counters.swaps,
                        OnOpponent::Capture | OnOpponent::Remove => p.counters.captures,
                    };
                    items.push(h.tr_variant(
                        "compare-chart-item",
                        &[
                            ("number", number.clone().into()),
                            ("median", h.num(p.median_turns, 1).into()),
                        ],
                        &variant_name_id(id),
                    )?);
                    spreads.push(Some(p.quantile_turns));
                    vec![
                        h.tr(
                            "stats-mean-median",
                            &[
                                ("mean", h.fixed(p.mean(p.counters.turns), 1).into()),
                                ("median", h.num(p.median_turns, 1).into()),
                            ],
                        )?,
                        h.fixed(p.counters.throws as f64 / p.counters.turns.max(1) as f64, 2),
                        h.pct_fixed(rate, 1),
                        h.fixed(p.mean(hits), 2),
                    ]
                }
                // Not measured yet: every cell of its row says so, and its row of
                // the chart stays empty.
                None => {
                    unmeasured.push((number.clone(), set));
                    spreads.push(None);
                    vec![h.tr("compare-unmeasured", &[])?; 4]
                }
            };
            if best_play {
                cells.push(match solved[i] {
                    Some(first) => h.pct(first, 1),
                    None => h.tr("compare-unsolved", &[])?,
                });
            }
            rows.push(Row {
                number,
                name,
                cells,
            });
        }
        let mut files = Vec::new();
        // The chart, where any variant is measured.
        let chart = match intro_args {
            None => None,
            Some(_) => {
                let (c, step) = h.chart(format!("spread {spreads:?}"), || chart::spread(&spreads));
                let list =
                    crate::l10n::text::join(h.l10n, h.lang, &items, crate::rules::diff::Conj::And)?;
                let mut desc = h.tr(
                    "compare-chart-desc",
                    &[
                        ("step", h.int(u64::from(step)).into()),
                        ("list", list.into()),
                    ],
                )?;
                if !unmeasured.is_empty() {
                    let numbers: Vec<String> = unmeasured.iter().map(|(n, _)| n.clone()).collect();
                    desc = h.tr(
                        "compare-chart-unmeasured",
                        &[
                            ("description", desc.into()),
                            ("count", Arg::Num(unmeasured.len() as f64)),
                            (
                                "rows",
                                crate::l10n::text::join(
                                    h.l10n,
                                    h.lang,
                                    &numbers,
                                    crate::rules::diff::Conj::And,
                                )?
                                .into(),
                            ),
                        ],
                    )?;
                }
                Some(Figure::new(
                    h,
                    &c,
                    h.tr("compare-chart-title", &[])?,
                    desc,
                    &mut files,
                ))
            }
        };
        let intro = match intro_args {
            Some((games, seed)) => h.tr(
                "compare-intro",
                &[
                    ("count", Arg::Num(games as f64)),
                    ("games", h.int(games).into()),
                    ("seed", h.int(seed).into()),
                ],
            )?,
            None => h.tr("compare-unmeasured-all", &[])?,
        };
        let ctx = Context {
            intro,
            caption: h.tr("compare-caption", &[])?,
            head: vec![
                h.tr("compare-variant", &[])?,
                h.tr("stats-length-turns", &[])?,
                h.tr("stats-throws-per-turn", &[])?,
                h.tr("stats-first-player", &[])?,
                h.tr("compare-hits", &[("kind", hits_kind.into())])?,
            ]
            .into_iter()
            .chain(
                best_play
                    .then(|| h.tr("stats-first-best-play", &[]))
                    .transpose()?,
            )
            .collect(),
            rows,
            chart,
        };
        let html = match unmeasured.first() {
            Some((_, set)) if ctx.chart.is_none() => h.render_unmeasured(self.kind(), &ctx, set)?,
            _ => h.render(self.kind(), &ctx)?,
        };
        Ok(Made {
            html,
            diagrams: files,
        })
    }
}
