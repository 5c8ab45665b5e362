//! What the two blocks of self-play figures (`statistics`, `comparison`) share: the
//! rule set a block names, the figures of a rule set and of a pairing from
//! `content/stats/` (or a warning saying what to run to have them, the block then
//! showing that they are not measured yet), a pairing and a win rate in words, and
//! their charts, each drawn once per build, as figures ready for a template.

use super::Place;
use crate::diagram::{self, DiagramFile};
use crate::engine::{Policy, Rules};
use crate::rules::Catalogue;
use crate::stats::data::{PairingStats, SetStats, StatsFile};
use crate::stats::exact;
use crate::stats::play::{self, RuleSet};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use tabula_core::chart;

/// A chart ready for its template: the file and the words around it.
#[derive(Serialize)]
pub(super) struct Figure {
    pub(super) id: String,
    pub(super) hash: String,
    pub(super) width: String,
    pub(super) height: String,
    pub(super) title: String,
    pub(super) desc: String,
}

impl Figure {
    /// The figure of a chart, its picture added to `files`. Its id is `chart-` and the
    /// start of its picture's hash, so it stays when other figures come and go; a
    /// second copy on the page gets `-2`, and so on.
    pub(super) fn new(
        place: &Place,
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
            id: place.unique_id(format!("chart-{}", &hash[..8.min(hash.len())])),
            hash,
            width: format!("{:.0}", c.width),
            height: format!("{:.0}", c.height),
            title,
            desc,
        }
    }
}

/// The context of a block whose figures are not measured yet: the sentence saying so.
#[derive(Serialize)]
pub(super) struct Unmeasured {
    pub(super) unmeasured: String,
}

impl Place<'_> {
    /// The figures of a rule set and of its games between two random players (what
    /// every block shows first), or `None` after a warning (an error under `--strict`)
    /// naming what is missing, what the block shows instead (`instead`) and what to run.
    pub(super) fn measured(
        &self,
        block: &str,
        set: &RuleSet,
        instead: &str,
    ) -> Option<(&StatsFile, &SetStats, &PairingStats)> {
        let game = set.variant.split('/').next().unwrap_or_default();
        let missing = match self.stats.get(set) {
            Some((_, file, s)) => match pairing(s, set, HEADLINE) {
                Ok(p) => return Some((file, s, p)),
                Err(_) => format!(
                    "content/stats/{game}.toml has no games of {} between two random players",
                    set.key()
                ),
            },
            None => format!(
                "there are no statistics of {} in content/stats/{game}.toml",
                set.key()
            ),
        };
        self.warn(format!(
            "{block}: {missing}, so {instead}: run `{}` in the site folder",
            stats_command(set)
        ));
        None
    }

    /// A block's template rendered for a rule set whose figures are not measured yet
    /// (the context [`Unmeasured`], or the comparison's without a chart); where the
    /// site's own template cannot show it, the error says what to add or run.
    pub(super) fn render_unmeasured(
        &self,
        kind: &str,
        context: &impl Serialize,
        set: &RuleSet,
    ) -> Result<String, String> {
        self.render(kind, context).map_err(|e| {
            format!(
                "{e}; the block's figures are not measured yet, which templates/blocks/{kind}.html does not show (the bundled template shows `unmeasured` in their place): add that to it, or run `{}` in the site folder",
                stats_command(set)
            )
        })
    }

    /// A chart, drawn the first time a build asks for it (`key` says what it shows)
    /// and taken from the site's charts after that; with the step of its axis.
    pub(super) fn chart(
        &self,
        key: String,
        draw: impl FnOnce() -> (chart::Chart, u32),
    ) -> (Arc<chart::Chart>, u32) {
        if let Some(c) = self.stats.charts.lock().expect("not poisoned").get(&key) {
            return c.clone();
        }
        let (c, step) = draw();
        self.drawings
            .drawn
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let drawn = (Arc::new(c), step);
        self.stats
            .charts
            .lock()
            .expect("not poisoned")
            .insert(key, drawn.clone());
        drawn
    }
}

/// The pairing every block shows first: two players choosing at random.
pub(super) const HEADLINE: [Policy; 2] = [Policy::Random, Policy::Random];

/// The command that measures a rule set's figures: `tabula stats --variant ur/finkel`
/// (which plays every rule set of the variant that the rule data and the pages name).
pub(super) fn stats_command(set: &RuleSet) -> String {
    format!("tabula stats --variant {}", set.variant)
}

/// The rule set a block names, completed with the options' defaults.
pub(super) fn rule_set(
    catalogue: &Catalogue,
    variant: &str,
    options: &BTreeMap<String, String>,
) -> Result<(RuleSet, Rules), String> {
    let v = catalogue.get(variant)?;
    let rules = v.rules(options)?;
    Ok((play::complete(v, options), rules))
}

/// The figures of a pairing, or an error naming what is missing.
pub(super) fn pairing<'a>(
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
/// `at` is `table` (a cell of its own) or `list` (inside a sentence, where a language
/// may not begin it with a capital).
pub(super) fn pairing_name(place: &Place, p: [Policy; 2], at: &str) -> Result<String, String> {
    place.tr(
        "stats-pairing",
        &[
            ("first", p[0].name().into()),
            ("second", p[1].name().into()),
            ("place", at.into()),
        ],
    )
}

/// Player 1's share of the finished games won, with its 95% interval.
pub(super) fn win_rate(p: &PairingStats) -> (f64, f64, f64) {
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
