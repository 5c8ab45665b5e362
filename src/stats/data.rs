//! The statistics data file: `content/stats/<game>.toml`, one per game, written by
//! `tabula stats` and read by the build. It records how it was made (the seed, the
//! number of games, the cap on throws, the engine's version) and, for every rule
//! set, a hash of the rule data it was played on and the figures of each pairing of
//! policies: sums over the finished games, the medians and quantiles of game length,
//! and a histogram of it for the chart.
//!
//! A file is only ever replaced by `tabula stats` if it was written by it: its
//! first line is [`HEADER`].

use super::play::{Counts, RuleSet};
use crate::diagnostics::{line_col, Diagnostic};
use crate::engine::{Counters, Policy};
use crate::rules::Catalogue;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The first line of every file `tabula stats` writes.
pub const HEADER: &str = "# Statistics from self-play, written by `tabula stats`: run it again rather than edit this file.";
/// The version of the file's layout.
pub const FORMAT: u32 = 1;
/// Bins the game-length histogram has at most (the last one holds the longest games).
pub const MAX_BINS: usize = 30;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatsFile {
    pub format: u32,
    pub seed: u64,
    /// Games played per rule set and pairing.
    pub games: u64,
    /// Games played per rule set and pairing with the look-ahead player (0 in files
    /// written before it played).
    #[serde(default)]
    pub look_ahead_games: u64,
    /// Throws after which a game was stopped as unfinished.
    pub cap: u32,
    /// The version of tabula (and so of its engine) that played them.
    pub engine: String,
    #[serde(rename = "set", default)]
    pub sets: Vec<SetStats>,
}

/// The figures of one rule set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetStats {
    pub variant: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// [`current_hash`] of the rules the games were played on.
    pub rules: String,
    #[serde(rename = "pairing", default)]
    pub pairings: Vec<PairingStats>,
}

/// The figures of one pairing of policies on one rule set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairingStats {
    /// The policies of seat 1 and seat 2 (`random`, `greedy`, `lookahead`).
    pub players: [String; 2],
    pub games: u64,
    pub unfinished: u64,
    pub wins: [u64; 2],
    pub draws: u64,
    /// Sums over the finished games: the engine's counters, each a key of its own
    /// (`throws`, `turns`, ..., in the order of [`Counters`]' fields).
    #[serde(flatten)]
    pub counters: Counters<u64>,
    /// How often each throw value came up, over every game (index = value).
    pub throw_counts: Vec<u64>,
    pub median_turns: f64,
    pub median_throws: f64,
    /// Game length in turns at 10, 25, 50, 75 and 90 per cent of the finished games.
    pub quantile_turns: [u32; 5],
    /// Finished games by length in turns: `counts[i]` took `width * i` to
    /// `width * (i + 1) - 1` turns; the last bin also holds every longer game.
    pub histogram: Histogram,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Histogram {
    pub width: u32,
    pub counts: Vec<u64>,
}

impl PairingStats {
    pub fn finished(&self) -> u64 {
        self.games - self.unfinished
    }

    pub fn policies(&self) -> Option<[Policy; 2]> {
        Some([
            Policy::from_name(&self.players[0])?,
            Policy::from_name(&self.players[1])?,
        ])
    }

    /// A per-game mean of a sum over the finished games.
    pub fn mean(&self, sum: u64) -> f64 {
        if self.finished() == 0 {
            0.0
        } else {
            sum as f64 / self.finished() as f64
        }
    }
}

/// The median of a distribution given as counts by value.
fn median(by: &[u64], n: u64) -> f64 {
    if n == 0 {
        return 0.0;
    }
    let (a, b) = (nth(by, (n - 1) / 2), nth(by, n / 2));
    (a as f64 + b as f64) / 2.0
}

/// The value of the k-th (0-based) smallest item.
fn nth(by: &[u64], k: u64) -> u32 {
    let mut seen = 0;
    for (v, &c) in by.iter().enumerate() {
        seen += c;
        if seen > k {
            return v as u32;
        }
    }
    by.len().saturating_sub(1) as u32
}

/// A bin width from 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, ... that fits `top` into `bins` bins.
fn nice_width(top: u32, bins: u32) -> u32 {
    let mut scale = 1u32;
    loop {
        let quarter = if scale >= 10 {
            Some(scale / 10 * 25)
        } else {
            None
        };
        for w in [Some(scale), Some(2 * scale), quarter, Some(5 * scale)]
            .into_iter()
            .flatten()
        {
            if top.div_ceil(w) <= bins {
                return w;
            }
        }
        scale *= 10;
    }
}

impl PairingStats {
    /// The figures of counted games.
    pub fn from_counts(pairing: [Policy; 2], c: &Counts) -> PairingStats {
        let n = c.finished();
        let q = |pct: u64| {
            if n == 0 {
                0
            } else {
                nth(&c.by_turns, (n - 1) * pct / 100)
            }
        };
        // The histogram reaches the 99th percentile; the rest goes into the last bin.
        let top = q(99) + 1;
        let width = nice_width(top, MAX_BINS as u32 - 1);
        let bins = (top.div_ceil(width) as usize + 1).min(MAX_BINS);
        let mut counts = vec![0u64; bins];
        for (len, &k) in c.by_turns.iter().enumerate() {
            counts[(len / width as usize).min(bins - 1)] += k;
        }
        while counts.len() > 1 && counts.last() == Some(&0) {
            counts.pop();
        }
        let last = c
            .throw_counts
            .iter()
            .rposition(|&k| k > 0)
            .map_or(0, |i| i + 1);
        PairingStats {
            players: [pairing[0].name().to_string(), pairing[1].name().to_string()],
            games: c.games,
            unfinished: c.unfinished,
            wins: c.wins,
            draws: c.draws,
            counters: c.counters,
            throw_counts: c.throw_counts[..last].to_vec(),
            median_turns: median(&c.by_turns, n),
            median_throws: median(&c.by_throws, n),
            quantile_turns: [q(10), q(25), q(50), q(75), q(90)],
            histogram: Histogram { width, counts },
        }
    }
}

impl StatsFile {
    /// A file of no rule sets yet, as a run of `tabula stats` with these settings
    /// writes it.
    pub fn empty(seed: u64, games: u64, look_ahead_games: u64) -> StatsFile {
        StatsFile {
            format: FORMAT,
            seed,
            games,
            look_ahead_games,
            cap: super::play::CAP,
            engine: env!("CARGO_PKG_VERSION").to_string(),
            sets: Vec::new(),
        }
    }

    /// How the games of this file were played differently from those of `run` (the
    /// file's layout, the seed, the games per pairing, the cap on throws, the version
    /// of tabula), in words, each as `--games 100000, not 300`; empty where alike, so
    /// that rule sets played by `run` can join this file's.
    pub fn played_otherwise(&self, run: &StatsFile) -> Vec<String> {
        let mut out = Vec::new();
        let mut differ = |what: &str, file: String, now: String| {
            if file != now {
                out.push(format!("{what} {file}, not {now}"));
            }
        };
        differ("layout", self.format.to_string(), run.format.to_string());
        differ("--seed", self.seed.to_string(), run.seed.to_string());
        differ("--games", self.games.to_string(), run.games.to_string());
        differ(
            "--look-ahead-games",
            self.look_ahead_games.to_string(),
            run.look_ahead_games.to_string(),
        );
        differ(
            "a cap of",
            format!("{} throws", self.cap),
            format!("{} throws", run.cap),
        );
        differ("tabula", self.engine.clone(), run.engine.clone());
        out
    }
}

/// Why the figures of a rule set in a file with the settings of this run cannot be
/// kept (`None`: they can): its rule data changed since they were made, or it lacks a
/// pairing or has another number of games than this run plays.
pub fn why_stale(
    catalogue: &Catalogue,
    set: &RuleSet,
    have: &SetStats,
    pairings: &[[Policy; 2]],
    games_of: &dyn Fn([Policy; 2]) -> u64,
) -> Option<String> {
    match current_hash(catalogue, set) {
        Ok(hash) if hash == have.rules => {}
        Ok(_) => {
            return Some(match rule_files(catalogue, set) {
                Ok((v, b)) => format!(
                    "its rule data changed since its statistics were made ({} or {})",
                    v.strip_prefix(".").unwrap_or(&v).display(),
                    b.strip_prefix(".").unwrap_or(&b).display()
                ),
                Err(e) => e,
            })
        }
        Err(e) => return Some(e),
    }
    let alike = have.pairings.len() == pairings.len()
        && have
            .pairings
            .iter()
            .zip(pairings)
            .all(|(p, &want)| p.policies() == Some(want) && p.games == games_of(want));
    (!alike).then(|| {
        "its statistics do not have every pairing of players with the games this run plays"
            .to_string()
    })
}

/// The files a rule set's rules come from: the variant's file and its board's.
pub fn rule_files(catalogue: &Catalogue, set: &RuleSet) -> Result<(PathBuf, PathBuf), String> {
    let v = catalogue.get(&set.variant)?;
    let settings = v.settings_with(&set.options)?;
    let dir = v.file.parent().unwrap_or(Path::new("."));
    Ok((
        v.file.clone(),
        dir.join("boards")
            .join(format!("{}.toml", settings.board.name)),
    ))
}

/// The key of a rule set's rules as its files give them now: the solved tables' key
/// ([`tabula_solve::table::key`]), a hash of the settings with the options applied and
/// of the board's squares and routes. A comment, a board's drawing or an unused option
/// changes no key; any rule does.
pub fn current_hash(catalogue: &Catalogue, set: &RuleSet) -> Result<String, String> {
    let rules = catalogue.get(&set.variant)?.rules(&set.options)?;
    Ok(tabula_solve::table::key(&rules))
}

/// The statistics files of a site, by game, and the charts drawn from them.
#[derive(Debug, Default)]
pub struct Library {
    pub files: BTreeMap<String, (PathBuf, StatsFile)>,
    /// Each distinct chart, drawn once per build for every page and language that
    /// shows it: by what it shows, the chart and the step of its axis.
    pub charts: std::sync::Mutex<
        std::collections::HashMap<String, (std::sync::Arc<tabula_core::chart::Chart>, u32)>,
    >,
}

impl Library {
    /// Reads every `<game>.toml` of `dir` (`content/stats/`; none is no error).
    pub fn load(dir: &Path) -> Result<Library, Vec<Diagnostic>> {
        let files = crate::input::data_files(dir, parse)?;
        Ok(Library {
            files,
            ..Library::default()
        })
    }

    /// The figures of a rule set, with the file they are in.
    pub fn get(&self, set: &RuleSet) -> Option<(&Path, &StatsFile, &SetStats)> {
        let game = set.variant.split('/').next()?;
        let (path, file) = self.files.get(game)?;
        let s = file
            .sets
            .iter()
            .find(|s| s.variant == set.variant && s.options == set.options)?;
        Some((path, file, s))
    }

    /// A warning for every rule set whose rule data changed since its figures were
    /// made, naming the file and what to run.
    pub fn stale(&self, catalogue: &Catalogue) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        for (path, file) in self.files.values() {
            for s in &file.sets {
                let set = RuleSet {
                    variant: s.variant.clone(),
                    options: s.options.clone(),
                };
                let now = current_hash(catalogue, &set);
                if now.as_deref() == Ok(s.rules.as_str()) {
                    continue;
                }
                let why = match now {
                    Ok(_) => match rule_files(catalogue, &set) {
                        Ok((v, b)) => format!(
                            "{} or {} changed since they were made",
                            v.display(),
                            b.display()
                        ),
                        Err(e) => e,
                    },
                    Err(e) => e,
                };
                out.push(Diagnostic::new(path, 0, 0, format!(
                    "the statistics of {} were made from other rule data ({why}): run `tabula stats` to make them again",
                    set.key()
                )).warning());
            }
        }
        out
    }
}

/// Reads a data file; an error names its line and column.
pub fn parse(path: &Path, text: &str) -> Result<StatsFile, Diagnostic> {
    toml::from_str::<StatsFile>(text).map_err(|e| {
        let (line, col) = line_col(text, e.span().map_or(0, |s| s.start));
        Diagnostic::new(
            path,
            line,
            col,
            format!(
                "statistics file: {} (it is written by `tabula stats`: run it again)",
                e.message().trim()
            ),
        )
    })
}

/// The text of a data file.
pub fn to_text(file: &StatsFile) -> Result<String, String> {
    let body = toml::to_string(file).map_err(|e| e.to_string())?;
    Ok(format!(
        "{HEADER}\n# The layout is described in docs/rule-data.md, \"Statistics files\".\n\n{body}"
    ))
}
