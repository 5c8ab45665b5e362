//! The ```` ```statistics ```` block of a variant page: what the self-play games of
//! its rule set say, in the page's language with its own number formats. The throw
//! distribution and the throws per turn of the throw rules are exact (from the rule
//! data through the engine); the rest is measured in the games of the data file
//! (`content/stats/`, which `tabula stats` writes; a build never plays).
//! The markup is `templates/blocks/statistics.html`; every word is a Fluent message.
//! A rule set `tabula stats` has not played yet is no error: the build warns (an error
//! under `--strict`) and the block says that its figures are not measured yet.
//!
//! The block may say (all optional): `variant = "ur/finkel"` (default: the page's),
//! `options = { route = "masters" }` (the others at their defaults) and
//! `name = "variant-ur-finkel-masters"`, the message naming the rule set.

use super::figures::{pairing, pairing_name, rule_set, win_rate, Figure, Unmeasured};
use super::{Block, BlockError, Made, Place};
use crate::engine::settings::OnOpponent;
use crate::l10n::text::variant_name_id;
use crate::l10n::{numbers, Arg};
use crate::rules::Catalogue;
use crate::stats::exact;
use crate::stats::play::{self, RuleSet};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tabula_core::chart;

pub(crate) struct Statistics;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Spec {
    variant: Option<String>,
    #[serde(default)]
    options: BTreeMap<String, String>,
    name: Option<String>,
}

#[derive(Serialize)]
struct ThrowRow {
    value: String,
    fraction: String,
    percent: String,
    seen: String,
    extra: bool,
}

#[derive(Serialize)]
struct Row {
    label: String,
    value: String,
}

#[derive(Serialize)]
struct PairingRow {
    players: String,
    wins: String,
    draws: Option<String>,
    games: String,
}

#[derive(Serialize)]
struct Context {
    intro: String,
    policies: String,
    throws_caption: String,
    throw_head: [String; 4],
    throws: Vec<ThrowRow>,
    figures_caption: String,
    figure_head: [String; 2],
    figures: Vec<Row>,
    lengths: Figure,
    pairings_caption: String,
    pairing_head: Vec<String>,
    pairings: Vec<PairingRow>,
    pairings_chart: Figure,
}

impl Block for Statistics {
    fn kind(&self) -> &'static str {
        "statistics"
    }

    fn template(&self) -> &'static str {
        include_str!("../../templates/blocks/statistics.html")
    }

    fn id_prefix(&self) -> Option<&'static str> {
        Some("chart-")
    }

    /// The variant it names (or its page's), its options completed with their defaults.
    fn rule_sets(
        &self,
        text: &str,
        page_variant: Option<&str>,
        catalogue: &Catalogue,
    ) -> Vec<RuleSet> {
        let Ok(spec) = toml::from_str::<Spec>(text) else {
            return Vec::new();
        };
        let Some(variant) = spec.variant.as_deref().or(page_variant) else {
            return Vec::new();
        };
        match catalogue.get(variant) {
            Ok(v) if v.settings_with(&spec.options).is_ok() => {
                vec![play::complete(v, &spec.options)]
            }
            _ => Vec::new(),
        }
    }

    /// The block, with its charts.
    fn render(&self, h: &Place, text: &str, _: Option<&str>) -> Result<Made, BlockError> {
        let spec: Spec = toml::from_str(text)
            .map_err(|e| format!("statistics block: {}", e.message().trim()))?;
        let id = spec
            .variant
            .as_deref()
            .or(h.default_variant)
            .ok_or("statistics block: the page has no `variant` in its front matter; name one: variant = \"senet/bell\"")?;
        let (set, rules) = rule_set(h.catalogue, id, &spec.options)?;
        let name_id = spec.name.clone().unwrap_or_else(|| variant_name_id(id));
        let Some((file, stats, p)) = h.measured(
            "statistics block",
            &set,
            "the block says that they are not measured yet",
        ) else {
            let text = h.tr_variant("stats-unmeasured", &[], &name_id)?;
            return Ok(Made::html(h.render_unmeasured(
                self.kind(),
                &Unmeasured { unmeasured: text },
                &set,
            )?));
        };
        let mut files = Vec::new();

        let intro = h.tr_variant(
            "stats-intro",
            &[
                ("count", Arg::Num(p.games as f64)),
                ("games", h.int(p.games).into()),
                ("seed", h.int(file.seed).into()),
                ("version", file.engine.clone().into()),
            ],
            &name_id,
        )?;
        // What the greedy player does to an opposing piece it lands on, by these rules.
        let hit = match rules.settings.landing.opponent {
            OnOpponent::Swap => "swap",
            OnOpponent::Capture | OnOpponent::Remove => "capture",
        };
        // Only where a landing can earn an extra throw does the greedy player look for
        // a move that earns one: where the throw gives it, every move of that throw does.
        let landing_extra = exact::landing_earns_extra_throw(&rules);
        let extra = if landing_extra { "landing" } else { "none" };
        let policies = h.tr(
            "stats-policies",
            &[
                ("games", h.int(file.look_ahead_games).into()),
                ("hit", hit.into()),
                ("extra", extra.into()),
            ],
        )?;

        // The throws: exact, and as often as they came up.
        let seen_total: u64 = p.throw_counts.iter().sum::<u64>().max(1);
        let mut throws = Vec::new();
        for v in rules.throws.values() {
            let f = rules.throws.probability(v);
            let seen = p.throw_counts.get(usize::from(v)).copied().unwrap_or(0);
            throws.push(ThrowRow {
                value: h.int(u64::from(v)),
                fraction: format!("{}/{}", f.num, f.den),
                percent: h.pct(f.as_f64(), 2),
                seen: h.pct_fixed(seen as f64 / seen_total as f64, 2),
                extra: rules.is_extra_throw(v),
            });
        }
        let throw_head = [
            h.tr("throws-value", &[])?,
            h.tr("throws-chance", &[])?,
            h.tr("throws-percent", &[])?,
            h.tr("stats-throws-seen", &[])?,
        ];

        let mut figures = Vec::new();
        // A row, its label a message with arguments.
        let mut row_with =
            |label: &str, args: &[(&str, Arg)], value: String| -> Result<(), String> {
                figures.push(Row {
                    label: h.tr(label, args)?,
                    value,
                });
                Ok(())
            };
        // Throws per turn: exact from the throw rules, and in play.
        let measured = if p.counters.turns > 0 {
            p.counters.throws as f64 / p.counters.turns as f64
        } else {
            0.0
        };
        // What the row can say: where nothing earns an extra throw, a turn is one
        // throw by the rules; where only the throw earns one and no rule cuts a turn
        // short, the throws' exact figure beside the games'; else the games' figure
        // alone (the throws' figure knows nothing of a landing's extra throws, and is
        // more than a turn has where a pass or a return ends it early).
        let per_turn = match exact::throws_per_turn(&rules) {
            Some(f) if f.num == f.den && !landing_extra => h.tr(
                "stats-throws-per-turn-value",
                &[
                    ("kind", "single".into()),
                    ("measured", h.fixed(measured, 2).into()),
                ],
            )?,
            Some(f) if f.num != f.den && !exact::turn_can_end_early(&rules) => h.tr(
                "stats-throws-per-turn-value",
                &[
                    ("kind", if f.den == 1 { "whole" } else { "fraction" }.into()),
                    ("exact", h.num(f.as_f64(), 3).into()),
                    ("fraction", format!("{}/{}", f.num, f.den).into()),
                    ("measured", h.fixed(measured, 2).into()),
                ],
            )?,
            _ => h.tr(
                "stats-throws-per-turn-value",
                &[
                    ("kind", "measured".into()),
                    ("measured", h.fixed(measured, 2).into()),
                ],
            )?,
        };
        row_with("stats-throws-per-turn", &[], per_turn)?;
        row_with("stats-first-player", &[], interval(h, win_rate(p))?)?;
        // Under best play, where `tabula solve` has solved the rule set.
        if let Some(solved) = h.solved.current(&set, &rules) {
            // To a tenth of a point, as the comparison table and the reviewed game
            // give it.
            row_with("stats-first-best-play", &[], h.pct(solved.first, 1))?;
            // The play page's computer players against the perfect player, as the
            // page plays them now.
            for v in solved
                .versus
                .iter()
                .filter(|v| crate::solved::Opponent::measured(v))
            {
                let share = tabula_solve::versus::wilson(
                    v.first_wins + v.second_wins,
                    v.first_games + v.second_games,
                );
                row_with(
                    "stats-versus-perfect",
                    &[("opponent", v.opponent.as_str().into())],
                    interval(h, share)?,
                )?;
            }
        }
        if rules.keeps_score() {
            row_with(
                "stats-draws",
                &[],
                h.pct_fixed(p.draws as f64 / p.finished().max(1) as f64, 1),
            )?;
        }
        let mean_median = |mean: f64, median: f64| {
            h.tr(
                "stats-mean-median",
                &[
                    ("mean", h.fixed(mean, 1).into()),
                    ("median", h.num(median, 1).into()),
                ],
            )
        };
        row_with(
            "stats-length-turns",
            &[],
            mean_median(p.mean(p.counters.turns), p.median_turns)?,
        )?;
        row_with(
            "stats-length-throws",
            &[],
            mean_median(p.mean(p.counters.throws), p.median_throws)?,
        )?;
        row_with(
            "stats-passes",
            &[],
            h.pct_fixed(
                p.counters.passes as f64 / p.counters.throws.max(1) as f64,
                1,
            ),
        )?;
        match rules.settings.landing.opponent {
            OnOpponent::Capture | OnOpponent::Remove => row_with(
                "stats-captures",
                &[],
                h.fixed(p.mean(p.counters.captures), 2),
            )?,
            OnOpponent::Swap => row_with("stats-swaps", &[], h.fixed(p.mean(p.counters.swaps), 2))?,
        }
        if rules.settings.water.is_some() {
            row_with("stats-water", &[], h.fixed(p.mean(p.counters.water), 2))?;
        }
        if rules.has_fines() {
            row_with("stats-fines", &[], h.fixed(p.mean(p.counters.fines), 2))?;
        }
        if p.unfinished > 0 {
            let v = h.tr(
                "stats-unfinished-value",
                &[
                    ("count", Arg::Num(p.unfinished as f64)),
                    ("games", h.int(p.unfinished).into()),
                    ("cap", h.int(u64::from(file.cap)).into()),
                ],
            )?;
            row_with("stats-unfinished", &[], v)?;
        }
        let figures_caption = h.tr_variant("stats-figures-caption", &[], &name_id)?;
        let figure_head = [h.tr("stats-figure", &[])?, h.tr("stats-value", &[])?];

        // The game lengths, drawn.
        let (c, step) = h.chart(
            format!("lengths {} {:?}", p.histogram.width, p.histogram.counts),
            || chart::lengths(p.histogram.width, &p.histogram.counts),
        );
        let q = p.quantile_turns;
        let lengths = Figure::new(
            h,
            &c,
            h.tr_variant("stats-lengths-title", &[], &name_id)?,
            h.tr(
                "stats-lengths-desc",
                &[
                    ("width", Arg::Num(f64::from(p.histogram.width))),
                    ("step", h.int(u64::from(step)).into()),
                    (
                        "last",
                        h.int(
                            u64::from(p.histogram.width)
                                * (p.histogram.counts.len().max(1) as u64 - 1),
                        )
                        .into(),
                    ),
                    ("low", h.int(u64::from(q[1])).into()),
                    ("high", h.int(u64::from(q[3])).into()),
                    ("median", h.num(p.median_turns, 1).into()),
                    ("most", h.int(u64::from(q[4])).into()),
                ],
            )?,
            &mut files,
        );

        // Every pairing: a table and a chart.
        let mut pairings = Vec::new();
        let mut bars = Vec::new();
        let mut items = Vec::new();
        for pol in crate::stats::play::pairings() {
            let Ok(x) = pairing(stats, &set, pol) else {
                continue;
            };
            let (rate, lo, hi) = win_rate(x);
            let players = pairing_name(h, pol, "table")?;
            items.push(h.tr(
                "stats-pairing-item",
                &[
                    ("players", pairing_name(h, pol, "list")?.into()),
                    // As many decimals as the table's row gives it (99.80%, not 99.8%).
                    (
                        "rate",
                        h.pct_fixed(rate, interval_decimals(h, lo, hi)).into(),
                    ),
                ],
            )?);
            pairings.push(PairingRow {
                players,
                wins: interval(h, (rate, lo, hi))?,
                draws: rules
                    .keeps_score()
                    .then(|| h.pct_fixed(x.draws as f64 / x.finished().max(1) as f64, 1)),
                // A column of counts: one digit grouping down it (Japanese too).
                games: numbers::grouped(h.lang, x.finished()),
            });
            bars.push((pol, rate, lo, hi));
        }
        let mut pairing_head = vec![
            h.tr("stats-players", &[])?,
            h.tr("stats-first-player", &[])?,
        ];
        if rules.keeps_score() {
            pairing_head.push(h.tr("stats-draws", &[])?);
        }
        pairing_head.push(h.tr("stats-finished", &[])?);
        let list = crate::l10n::text::join(h.l10n, h.lang, &items, crate::rules::diff::Conj::And)?;
        let (bars_chart, _) = h.chart(format!("pairings {bars:?}"), || (chart::pairings(&bars), 0));
        let pairings_chart = Figure::new(
            h,
            &bars_chart,
            h.tr_variant("stats-pairings-title", &[], &name_id)?,
            h.tr("stats-pairings-desc", &[("list", list.into())])?,
            &mut files,
        );
        let ctx = Context {
            intro,
            policies,
            throws_caption: h.tr_variant("stats-throws-caption", &[], &name_id)?,
            throw_head,
            throws,
            figures_caption,
            figure_head,
            figures,
            lengths,
            pairings_caption: h.tr_variant("stats-pairings-caption", &[], &name_id)?,
            pairing_head,
            pairings,
            pairings_chart,
        };
        Ok(Made {
            html: h.render(self.kind(), &ctx)?,
            diagrams: files,
        })
    }
}

/// The decimals a share is written with beside its 95% interval `lo..hi`: one, or more
/// where the interval's ends would read alike ([`interval`]).
fn interval_decimals(h: &Place, lo: f64, hi: f64) -> usize {
    (1..3).find(|&d| h.pct(lo, d) != h.pct(hi, d)).unwrap_or(3)
}

/// A share with its 95% interval, `(share, low, high)`, all three with one decimal, or
/// more where the interval's ends would read alike (a computer that wins 0.01% of its
/// games, between 0.00% and 0.03%, is not "0.0% (0.0% to 0.0%)").
fn interval(h: &Place, (rate, lo, hi): (f64, f64, f64)) -> Result<String, String> {
    let d = interval_decimals(h, lo, hi);
    h.tr(
        "stats-rate-interval",
        &[
            ("rate", h.pct_fixed(rate, d).into()),
            ("low", h.pct_fixed(lo, d).into()),
            ("high", h.pct_fixed(hi, d).into()),
        ],
    )
}
