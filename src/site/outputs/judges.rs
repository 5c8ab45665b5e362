//! The judges the play pages' strongest opponent reads: for every variant that
//! `content/solved/` holds a judge of (a network trained on the solved game, see
//! `tabula_solve::learn`), one file under `/engine/judges/` with the judge of each rule
//! set (each full map of the variant's options) solved from the rule data as it is now.
//! The play page fetches its variant's file only when a reader chooses that opponent,
//! and sends the judge of the rules in play with each `choose` request; a judge of
//! other rule data is never written, so the browser never plays with one. Where
//! `tabula solve` wrote the best moves of a judge (`crate::best_moves`), its entry
//! names their file (`perfect`), copied as it is under `/engine/judges/best-moves/`,
//! which the page fetches only when a reader chooses the perfect player.

use super::super::model::Site;
use serde::Serialize;
use std::collections::BTreeMap;

/// The folder below the engine's, and the best moves' folder below it.
const FOLDER: &str = "judges";
const BEST: &str = "best-moves";

/// A rule set's judge, as the play page sends it to the engine (`"judge"` of `choose`).
#[derive(Serialize)]
struct Judged<'a> {
    options: BTreeMap<String, String>,
    /// How many throws the page's player looks ahead with it, as `tabula solve`
    /// measured it.
    depth: u8,
    hidden: u32,
    weights: &'a [f32],
    /// How far its estimates are off on average (held-out positions), for the page's
    /// words; not sent to the browser.
    #[serde(skip)]
    mean_error: f64,
    /// The address of the perfect player's best moves for this judge, where `tabula
    /// solve` wrote them (`crate::best_moves`), and their file's bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    perfect: Option<String>,
    #[serde(skip)]
    best_moves: Option<(String, &'a [u8])>,
}

#[derive(Serialize)]
struct JudgesFile<'a> {
    judges: Vec<Judged<'a>>,
}

/// The file of a variant's judges, in the site: `engine/judges/ur/finkel.json`.
fn rel(variant: &str) -> String {
    format!("{}/{FOLDER}/{variant}.json", super::engine::FOLDER)
}

/// What a variant's play page says of its judges: where they are, how far their
/// estimates are off, and whether one of them has best moves.
pub(crate) struct Offered {
    /// The address of the variant's judges file.
    pub url: String,
    /// A bound on how far the judges are off on average: the largest mean error of
    /// the variant's rule sets, in percentage points, to the tenth above it (what the
    /// play page says of a review by their estimates: "off by less than").
    pub error: f64,
    /// Whether the page can offer the perfect player: a judge of the variant has best
    /// moves.
    pub perfect: bool,
}

/// What each variant's play page offers, for the variants the site has a judge of
/// (found once for all the play pages).
pub(crate) fn offered(site: &Site) -> BTreeMap<String, Offered> {
    by_variant(site)
        .into_iter()
        .map(|(variant, judges)| {
            let worst = judges.iter().map(|j| j.mean_error).fold(0.0, f64::max);
            let offered = Offered {
                url: format!("/{}", rel(variant)),
                error: ((worst * 1000.0).floor() + 1.0) / 10.0,
                perfect: judges.iter().any(|j| j.perfect.is_some()),
            };
            (variant.to_string(), offered)
        })
        .collect()
}

/// Whether a file of the site is a judges file or a file of best moves: the offline
/// worker keeps it when the reader fetched it, not ahead.
pub(crate) fn is_judges(rel: &str) -> bool {
    rel.starts_with(&format!("{}/{FOLDER}/", super::engine::FOLDER))
}

/// The current judges of the site, by variant.
fn by_variant(site: &Site) -> BTreeMap<&str, Vec<Judged<'_>>> {
    let mut out: BTreeMap<&str, Vec<Judged<'_>>> = BTreeMap::new();
    for (_, file) in site.solved.files.values() {
        for set in &file.sets {
            let Some(judge) = &set.judge else { continue };
            let Ok(variant) = site.catalogue.get(&set.variant) else {
                continue;
            };
            let Ok(rules) = variant.rules(&set.options) else {
                continue;
            };
            if site.solved.current(&set.rule_set(), &rules).is_none() {
                continue;
            }
            // Every option named, as the play page holds the rules in play.
            let mut options = variant.settings.default_options();
            options.extend(set.options.clone());
            // The best moves of this rule data for this very judge, if `tabula solve`
            // wrote them.
            let best_moves = site
                .solved
                .best_moves
                .get(&set.rules)
                .filter(|(_, head)| head.judge == crate::best_moves::judge_sum(&judge.weights))
                .map(|(bytes, _)| {
                    (
                        format!("{}/{FOLDER}/{BEST}/{}.gz", super::engine::FOLDER, set.rules),
                        bytes.as_slice(),
                    )
                });
            out.entry(set.variant.as_str()).or_default().push(Judged {
                options,
                depth: crate::solved::JUDGED_DEPTH,
                hidden: judge.hidden,
                weights: &judge.weights,
                mean_error: judge.mean_error,
                perfect: best_moves.as_ref().map(|(rel, _)| format!("/{rel}")),
                best_moves,
            });
        }
    }
    out
}

/// Every judges file and file of best moves, as (path in the site, bytes).
pub(crate) fn files(site: &Site) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for (variant, judges) in by_variant(site) {
        for (rel, bytes) in judges.iter().filter_map(|j| j.best_moves.as_ref()) {
            out.push((rel.clone(), bytes.to_vec()));
        }
        if let Ok(text) = serde_json::to_string(&JudgesFile { judges }) {
            out.push((rel(variant), text.into_bytes()));
        }
    }
    out
}
