//! The judges the play pages' strongest opponent reads: for every variant that
//! `content/solved/` holds a judge of (a network trained on the solved game, see
//! `tabula_solve::learn`), one file under `/engine/judges/` with the judge of each rule
//! set (each full map of the variant's options) solved from the rule data as it is now.
//! The play page fetches its variant's file only when a reader chooses that opponent,
//! and sends the judge of the rules in play with each `choose` request; a judge of
//! other rule data is never written, so the browser never plays with one.

use super::super::model::Site;
use serde::Serialize;
use std::collections::BTreeMap;

/// The folder below the engine's.
const FOLDER: &str = "judges";

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
}

#[derive(Serialize)]
struct JudgesFile<'a> {
    judges: Vec<Judged<'a>>,
}

/// The file of a variant's judges, in the site: `engine/judges/ur/finkel.json`.
fn rel(variant: &str) -> String {
    format!("{}/{FOLDER}/{variant}.json", super::engine::FOLDER)
}

/// The address of each variant's judges file, by variant, for the variants the site
/// has a judge of.
pub(crate) fn urls(site: &Site) -> BTreeMap<String, String> {
    by_variant(site)
        .into_keys()
        .map(|variant| (variant.to_string(), format!("/{}", rel(variant))))
        .collect()
}

/// A bound on how far each variant's judges are off on average: the largest mean
/// error of its rule sets, in percentage points, to the tenth above it (what its play
/// page says of a review by their estimates: "off by less than"), for the variants
/// the site has a judge of.
pub(crate) fn errors(site: &Site) -> BTreeMap<String, f64> {
    by_variant(site)
        .into_iter()
        .map(|(variant, judges)| {
            let worst = judges.iter().map(|j| j.mean_error).fold(0.0, f64::max);
            (variant.to_string(), ((worst * 1000.0).floor() + 1.0) / 10.0)
        })
        .collect()
}

/// Whether a file of the site is a judges file: the offline worker keeps it when the
/// reader fetched it, not ahead.
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
            out.entry(set.variant.as_str()).or_default().push(Judged {
                options,
                depth: crate::solved::JUDGED_DEPTH,
                hidden: judge.hidden,
                weights: &judge.weights,
                mean_error: judge.mean_error,
            });
        }
    }
    out
}

/// Every judges file, as (path in the site, bytes).
pub(crate) fn files(site: &Site) -> Vec<(String, Vec<u8>)> {
    by_variant(site)
        .into_iter()
        .filter_map(|(variant, judges)| {
            let text = serde_json::to_string(&JudgesFile { judges }).ok()?;
            Some((rel(variant), text.into_bytes()))
        })
        .collect()
}
