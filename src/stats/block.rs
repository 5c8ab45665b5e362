//! The ```` ```statistics ```` block of a variant page: what the self-play games of
//! its rule set say, in the page's language with its own number formats. The throw
//! distribution and the throws per turn of the throw rules are exact (from the rule
//! data through the engine); the rest is measured in the games of the data file.
//! The markup is `templates/blocks/statistics.html`; every word is a Fluent message.
//!
//! The block may say (all optional): `variant = "ur/finkel"` (default: the page's),
//! `options = { route = "masters" }` (the others at their defaults) and
//! `name = "variant-ur-finkel-masters"`, the message naming the rule set.

use super::chart;
use super::data::{PairingStats, SetStats, StatsFile};
use super::exact;
use super::play::RuleSet;
use crate::diagram::{self, DiagramFile};
use crate::engine::settings::OnOpponent;
use crate::engine::{Policy, Rules};
use crate::l10n::{numbers, Arg, Args};
use crate::render::differences::{variant_name_id, VARIANT_PREFIX};
use crate::site::build::Site;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

/// What a computed block of statistics needs from the page it is on.
pub struct Host<'a> {
    pub site: &'a Site,
    /// The language the block speaks (the page content's).
    pub lang: &'a str,
    /// The page's variant, or its game's standard one.
    pub variant: Option<&'a str>,
    /// The ids the page's figures have taken, so each one's is unique.
    pub ids: &'a RefCell<BTreeSet<String>>,
}

impl Host<'_> {
    pub fn tr(&self, id: &str, args: &[(&str, Arg)]) -> Result<String, String> {
        let a: Args = args
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        self.site.l10n.tr(self.lang, id, &a)
    }

    /// A message that names a rule set: `$variant` is its name (the message `name_id`),
    /// and `$variant-FORM` each form the language's sentences use (`.sentence`,
    /// `.genitive`, …), as in the difference tables.
    pub fn tr_variant(
        &self,
        id: &str,
        args: &[(&str, Arg)],
        name_id: &str,
    ) -> Result<String, String> {
        let a: Args = args
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        self.site
            .l10n
            .tr_named(self.lang, id, a, &[("variant", name_id)], VARIANT_PREFIX)
    }

    pub fn int(&self, n: u64) -> String {
        numbers::integer(self.lang, n)
    }

    pub fn num(&self, x: f64, decimals: usize) -> String {
        numbers::format(self.lang, x, decimals)
    }

    pub fn pct(&self, x: f64, decimals: usize) -> String {
        numbers::percent(self.lang, x, decimals)
    }

    /// A figure's id: `chart-` and the start of its picture's hash, so it stays when
    /// other figures come and go; a second copy on the page gets `-2`, and so on.
    pub fn figure_id(&self, hash: &str) -> String {
        diagram::unique_id(
            format!("chart-{}", &hash[..8.min(hash.len())]),
            &mut self.ids.borrow_mut(),
        )
    }

    /// Renders one of `templates/blocks/`, in the block's language.
    pub fn render(&self, template: &str, ctx: &impl Serialize) -> Result<String, String> {
        let tera = self
            .site
            .teras
            .get(self.lang)
            .ok_or_else(|| format!("no templates for `{}`", self.lang))?;
        let context = tera::Context::from_serialize(ctx).map_err(|e| e.to_string())?;
        tera.render(template, &context).map_err(|e| {
            format!(
                "templates/{template}: {} (the statistics blocks need it: see docs/authoring.md)",
                crate::render::templates::error_chain(&e)
            )
        })
    }

    /// The figures of a rule set, or what to run to have them.
    pub fn figures(&self, set: &RuleSet) -> Result<(&StatsFile, &SetStats), String> {
        match self.site.stats.get(set) {
            Some((_, file, s)) => Ok((file, s)),
            None => Err(format!(
                "there are no statistics of {} in content/stats/{}.toml: run `tabula stats` in the site folder",
                set.key(),
                set.variant.split('/').next().unwrap_or_default()
            )),
        }
    }
}

/// A chart ready for its template: the file and the words around it.
#[derive(Serialize)]
pub struct Figure {
    pub id: String,
    pub hash: String,
    pub width: String,
    pub height: String,
    pub title: String,
    pub desc: String,
}

impl Host<'_> {
    /// A chart, drawn the first time a build asks for it (`key` says what it shows)
    /// and taken from the site's charts after that; with the step of its axis.
    pub fn chart(
        &self,
        key: String,
        draw: impl FnOnce() -> (chart::Chart, u32),
    ) -> (std::sync::Arc<chart::Chart>, u32) {
        if let Some(c) = self
            .site
            .stats
            .charts
            .lock()
            .expect("not poisoned")
            .get(&key)
        {
            return c.clone();
        }
        let (c, step) = draw();
        self.site
            .drawings
            .drawn
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let drawn = (std::sync::Arc::new(c), step);
        self.site
            .stats
            .charts
            .lock()
            .expect("not poisoned")
            .insert(key, drawn.clone());
        drawn
    }
}

impl Figure {
    pub fn new(
        h: &Host,
        c: &chart::Chart,
        title: String,
        desc: String,
        files: &mut Vec<DiagramFile>,
    ) -> Figure {
        let hash = diagram::hash(&c.svg);
        files.push(DiagramFile {
            hash: hash.clone(),
            svg: c.svg.as_str().into(),
        });
        Figure {
            id: h.figure_id(&hash),
            hash,
            width: format!("{:.0}", c.width),
            height: format!("{:.0}", c.height),
            title,
            desc,
        }
    }
}

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

/// The rule set a block names, completed with the options' defaults.
pub fn rule_set(
    site: &Site,
    variant: &str,
    options: &BTreeMap<String, String>,
) -> Result<(RuleSet, Rules), String> {
    let v = site.catalogue.get(variant)?;
    let rules = v.rules(options)?;
    Ok((super::play::complete(v, options), rules))
}

/// The figures of a pairing, or an error naming what is missing.
pub fn pairing<'a>(
    s: &'a SetStats,
    set: &RuleSet,
    p: [Policy; 2],
) -> Result<&'a PairingStats, String> {
    s.pairings
        .iter()
        .find(|x| x.policies() == Some(p))
        .ok_or_else(|| {
            format!(
                "content/stats has no games of {} between {} and {}: run `tabula stats`",
                set.key(),
                p[0].name(),
                p[1].name()
            )
        })
}

/// "Random player against greedy player": a pairing in words, from one message that
/// selects on the two policies' names, so each language can decline them as it must.
/// `place` is `table` (a cell of its own) or `list` (inside a sentence, where a language
/// may not begin it with a capital).
pub fn pairing_name(h: &Host, p: [Policy; 2], place: &str) -> Result<String, String> {
    h.tr(
        "stats-pairing",
        &[
            ("first", p[0].name().into()),
            ("second", p[1].name().into()),
            ("place", place.into()),
        ],
    )
}

/// Player 1's share of the finished games won, with its 95% interval.
pub fn win_rate(p: &PairingStats) -> (f64, f64, f64) {
    let n = p.finished();
    let (lo, hi) = exact::wilson(p.wins[0], n, exact::Z95);
    (
        if n == 0 {
            0.0
        } else {
            p.wins[0] as f64 / n as f64
        },
        lo,
        hi,
    )
}

/// Renders a ```` ```statistics ```` block, with its charts.
pub fn render(h: &Host, text: &str) -> Result<(String, Vec<DiagramFile>), String> {
    let spec: Spec =
        toml::from_str(text).map_err(|e| format!("statistics block: {}", e.message().trim()))?;
    let id = spec
        .variant
        .as_deref()
        .or(h.variant)
        .ok_or("statistics block: the page has no `variant` in its front matter; name one: variant = \"senet/bell\"")?;
    let (set, rules) = rule_set(h.site, id, &spec.options)?;
    let (file, stats) = h.figures(&set)?;
    let headline = [Policy::Random, Policy::Random];
    let p = pairing(stats, &set, headline)?;
    let name_id = spec.name.clone().unwrap_or_else(|| variant_name_id(id));
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
    let policies = h.tr(
        "stats-policies",
        &[("games", h.int(file.look_ahead_games).into())],
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
            seen: h.pct(seen as f64 / seen_total as f64, 2),
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
    let mut row = |label: &str, value: String| -> Result<(), String> {
        figures.push(Row {
            label: h.tr(label, &[])?,
            value,
        });
        Ok(())
    };
    // Throws per turn: exact from the throw rules, and in play.
    let measured = if p.turns > 0 {
        p.throws as f64 / p.turns as f64
    } else {
        0.0
    };
    let per_turn = match exact::throws_per_turn(&rules) {
        Some(f) => h.tr(
            "stats-throws-per-turn-value",
            &[
                ("kind", if f.den == 1 { "whole" } else { "fraction" }.into()),
                ("exact", h.num(f.as_f64(), 3).into()),
                ("fraction", format!("{}/{}", f.num, f.den).into()),
                ("measured", h.num(measured, 2).into()),
            ],
        )?,
        None => h.num(measured, 2),
    };
    row("stats-throws-per-turn", per_turn)?;
    let (rate, lo, hi) = win_rate(p);
    row(
        "stats-first-player",
        h.tr(
            "stats-rate-interval",
            &[
                ("rate", h.pct(rate, 1).into()),
                ("low", h.pct(lo, 1).into()),
                ("high", h.pct(hi, 1).into()),
            ],
        )?,
    )?;
    if rules.keeps_score() {
        row(
            "stats-draws",
            h.pct(p.draws as f64 / p.finished().max(1) as f64, 1),
        )?;
    }
    let mean_median = |mean: f64, median: f64| {
        h.tr(
            "stats-mean-median",
            &[
                ("mean", h.num(mean, 1).into()),
                ("median", h.num(median, 1).into()),
            ],
        )
    };
    row(
        "stats-length-turns",
        mean_median(p.mean(p.turns), p.median_turns)?,
    )?;
    row(
        "stats-length-throws",
        mean_median(p.mean(p.throws), p.median_throws)?,
    )?;
    row(
        "stats-passes",
        h.pct(p.passes as f64 / p.throws.max(1) as f64, 1),
    )?;
    match rules.settings.landing.opponent {
        OnOpponent::Capture | OnOpponent::Remove => {
            row("stats-captures", h.num(p.mean(p.captures), 2))?
        }
        OnOpponent::Swap => row("stats-swaps", h.num(p.mean(p.swaps), 2))?,
    }
    if rules.settings.water.is_some() {
        row("stats-water", h.num(p.mean(p.water), 2))?;
    }
    if rules.has_fines() {
        row("stats-fines", h.num(p.mean(p.fines), 2))?;
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
        row("stats-unfinished", v)?;
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
                        u64::from(p.histogram.width) * (p.histogram.counts.len().max(1) as u64 - 1),
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
    for pol in super::play::pairings() {
        let Ok(x) = pairing(stats, &set, pol) else {
            continue;
        };
        let (rate, lo, hi) = win_rate(x);
        let players = pairing_name(h, pol, "table")?;
        items.push(h.tr(
            "stats-pairing-item",
            &[
                ("players", pairing_name(h, pol, "list")?.into()),
                ("rate", h.pct(rate, 1).into()),
            ],
        )?);
        pairings.push(PairingRow {
            players,
            wins: h.tr(
                "stats-rate-interval",
                &[
                    ("rate", h.pct(rate, 1).into()),
                    ("low", h.pct(lo, 1).into()),
                    ("high", h.pct(hi, 1).into()),
                ],
            )?,
            draws: rules
                .keeps_score()
                .then(|| h.pct(x.draws as f64 / x.finished().max(1) as f64, 1)),
            games: h.int(x.finished()),
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
    let list =
        crate::render::text::join(&h.site.l10n, h.lang, &items, crate::rules::diff::Conj::And)?;
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
    Ok((h.render("blocks/statistics.html", &ctx)?, files))
}
