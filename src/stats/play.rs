//! What `tabula stats` plays: rule sets (a variant with a value for each of its
//! options: each variant, and each option on its own, or every combination), each
//! pairing of policies, a number of games each, in parallel.
//!
//! Every game's seed is derived from the run's seed, the rule set, the pairing and
//! the game's index alone, and the counts are integer sums, so the results are the
//! same whatever the number of threads, whatever order the games finish in, and
//! whatever other rule sets are played in the same run.

use crate::engine::{Counters, Outcome, Player, Policy, Rules, Tally};
use crate::rules::{Catalogue, Variant};
use rayon::prelude::*;
use std::collections::BTreeMap;

/// Throws after which a game is stopped and counted as unfinished: far more than any
/// finished game needed when it was chosen (the longest of 5,000 random games of each
/// bundled rule set, in Jéquier's Senet, took 1,706 throws). The games that reach it
/// are deadlocked (Kendall's home-row option).
pub const CAP: u32 = 10_000;
pub const DEFAULT_GAMES: u64 = 100_000;
/// Games of each pairing with the look-ahead player: some 2,000 games a second on one
/// core against 50,000 at random, so fewer, which still gives a first player's win
/// rate to about ±2 percentage points.
pub const DEFAULT_LOOK_AHEAD_GAMES: u64 = 2_000;
pub const DEFAULT_SEED: u64 = 1;
/// Games one task plays before its counts are merged.
const CHUNK: u64 = 500;
/// The most games a pairing may play on one rule set (a thousand times the default;
/// about three hours of one core for the fastest variant): a run is bounded in time
/// and in the memory its batches take.
pub const MAX_GAMES: u64 = 100_000_000;
/// The most rule sets one run plays (`--every-combination` multiplies the values of
/// every option of a variant; the bundled rule data makes 28).
pub const MAX_RULE_SETS: u64 = 10_000;

/// A variant with a value for each of its options.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct RuleSet {
    pub variant: String,
    pub options: BTreeMap<String, String>,
}

impl RuleSet {
    /// `senet/kendall home-row=on pieces=5`: the rule set in one line, as seeds and
    /// messages name it.
    pub fn key(&self) -> String {
        let mut k = self.variant.clone();
        for (name, value) in &self.options {
            k.push_str(&format!(" {name}={value}"));
        }
        k
    }
}

/// The rule sets `tabula stats` plays unless told otherwise: every variant at its
/// defaults, then each other value of each of its options with the rest at their
/// defaults (one option at a time), in order.
///
/// Not every combination: their number is the product of the options' values, so it
/// doubles with each option a variant gains (Kendall's four options alone would give
/// sixteen rule sets, more than half of all the games played), while pages show a
/// variant and its options one at a time. A combination that a statistics block
/// names is played too (`blocks::wanted`), and [`every_combination`] gives them all.
pub fn rule_sets(catalogue: &Catalogue) -> Vec<RuleSet> {
    let mut out = Vec::new();
    for (id, v) in &catalogue.variants {
        let defaults = v.settings.default_options();
        out.push(RuleSet {
            variant: id.clone(),
            options: defaults.clone(),
        });
        for (name, opt) in &v.settings.options {
            for value in opt.values.keys().filter(|&value| value != &opt.default) {
                let mut options = defaults.clone();
                options.insert(name.clone(), value.clone());
                out.push(RuleSet {
                    variant: id.clone(),
                    options,
                });
            }
        }
    }
    out
}

/// Every rule set of the catalogue: each variant with every combination of its
/// options' values, in order (`tabula stats --every-combination`).
pub fn every_combination(catalogue: &Catalogue) -> Vec<RuleSet> {
    if combinations(catalogue).is_none_or(|n| n > MAX_RULE_SETS) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (id, v) in &catalogue.variants {
        let mut sets = vec![BTreeMap::new()];
        for (name, opt) in &v.settings.options {
            sets = sets
                .into_iter()
                .flat_map(|s: BTreeMap<String, String>| {
                    opt.values.keys().map(move |value| {
                        let mut s = s.clone();
                        s.insert(name.clone(), value.clone());
                        s
                    })
                })
                .collect();
        }
        out.extend(sets.into_iter().map(|options| RuleSet {
            variant: id.clone(),
            options,
        }));
    }
    out
}

/// How many rule sets [`every_combination`] makes, counted without making them;
/// `None` past `u64::MAX`.
pub fn combinations(catalogue: &Catalogue) -> Option<u64> {
    catalogue.variants.values().try_fold(0u64, |sum, v| {
        let product = v
            .settings
            .options
            .values()
            .try_fold(1u64, |p, opt| p.checked_mul(opt.values.len() as u64))?;
        sum.checked_add(product)
    })
}

/// The rule set of a variant with some of its options chosen (known ones: the
/// caller has checked them) and the others at their defaults, as the data file names it.
pub fn complete(v: &Variant, options: &BTreeMap<String, String>) -> RuleSet {
    let all = v
        .settings
        .options
        .iter()
        .map(|(name, opt)| {
            (
                name.clone(),
                options.get(name).unwrap_or(&opt.default).clone(),
            )
        })
        .collect();
    RuleSet {
        variant: v.id.clone(),
        options: all,
    }
}

/// Every pairing of policies, seat 1's first.
pub fn pairings() -> Vec<[Policy; 2]> {
    Policy::ALL
        .iter()
        .flat_map(|&a| Policy::ALL.iter().map(move |&b| [a, b]))
        .collect()
}

/// SplitMix64's finaliser: spreads the bits of a number.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of one game: from the run's seed, the rule set, the pairing and the
/// game's index only.
pub fn game_seed(seed: u64, set: &str, pairing: [Policy; 2], index: u64) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in set
        .bytes()
        .chain([0])
        .chain(pairing[0].name().bytes())
        .chain([0])
        .chain(pairing[1].name().bytes())
    {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    mix(mix(seed ^ mix(h)) ^ index)
}

/// What the games of one pairing on one rule set counted: sums, so that counts from
/// any split of the games merge into the same totals. The counters are the engine's
/// ([`Counters`]), summed over the finished games.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts {
    pub games: u64,
    pub wins: [u64; 2],
    pub draws: u64,
    pub unfinished: u64,
    /// Over finished games: each counter's sum.
    pub counters: Counters<u64>,
    /// Over every game, unfinished ones included: how often each throw value came up.
    pub throw_counts: [u64; 16],
    /// `by_turns[n]`: finished games that took n turns; `by_throws` likewise.
    pub by_turns: Vec<u64>,
    pub by_throws: Vec<u64>,
}

fn bump(v: &mut Vec<u64>, i: u32) {
    let i = i as usize;
    if v.len() <= i {
        v.resize(i + 1, 0);
    }
    v[i] += 1;
}

fn add_vec(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

impl Counts {
    pub fn add(&mut self, t: &Tally) {
        self.games += 1;
        for (c, &n) in self.throw_counts.iter_mut().zip(&t.throw_counts) {
            *c += u64::from(n);
        }
        match t.outcome {
            Outcome::Unfinished => {
                self.unfinished += 1;
                return;
            }
            Outcome::Draw => self.draws += 1,
            Outcome::Winner(w) => self.wins[usize::from(w - 1)] += 1,
        }
        self.counters.add(t.counters);
        bump(&mut self.by_turns, t.counters.turns);
        bump(&mut self.by_throws, t.counters.throws);
    }

    pub fn merge(mut self, o: Counts) -> Counts {
        self.games += o.games;
        self.wins[0] += o.wins[0];
        self.wins[1] += o.wins[1];
        self.draws += o.draws;
        self.unfinished += o.unfinished;
        self.counters.add(o.counters);
        for (c, n) in self.throw_counts.iter_mut().zip(o.throw_counts) {
            *c += n;
        }
        add_vec(&mut self.by_turns, &o.by_turns);
        add_vec(&mut self.by_throws, &o.by_throws);
        self
    }

    pub fn finished(&self) -> u64 {
        self.games - self.unfinished
    }
}

/// Plays games `start..end` of a pairing on one rule set (named `key` for the seeds).
fn batch(
    rules: &Rules,
    key: &str,
    pairing: [Policy; 2],
    seed: u64,
    (start, end): (u64, u64),
    cap: u32,
) -> Counts {
    let mut player = Player::new(rules);
    let mut counts = Counts::default();
    for i in start..end {
        counts.add(&player.play(pairing, game_seed(seed, key, pairing, i), cap));
    }
    counts
}

/// The batches of `games` games: `CHUNK` at a time.
fn batches(games: u64) -> impl Iterator<Item = (u64, u64)> {
    (0..games.div_ceil(CHUNK)).map(move |c| (c * CHUNK, ((c + 1) * CHUNK).min(games)))
}

/// Plays `games` games of a pairing on one rule set (named `key` for the seeds), in
/// parallel; `progress(n)` is told each time n more games are done.
pub fn play(
    rules: &Rules,
    key: &str,
    pairing: [Policy; 2],
    seed: u64,
    games: u64,
    cap: u32,
    progress: &(dyn Fn(u64) + Sync),
) -> Counts {
    let chunks: Vec<(u64, u64)> = batches(games).collect();
    chunks
        .into_par_iter()
        .map(|range| {
            let counts = batch(rules, key, pairing, seed, range, cap);
            progress(range.1 - range.0);
            counts
        })
        .reduce(Counts::default, Counts::merge)
}

/// A rule set to play: its rules and its key (for the seeds).
pub struct Playing<'a> {
    pub rules: &'a Rules,
    pub key: String,
}

/// Plays every pairing of every rule set, `games_of(pairing)` games each, as one pool
/// of batches for all the cores: no core waits at the end of one pairing for the
/// other's last games. The look-ahead player's batches, the longest, go first.
/// `progress(set, n)` is told each time n more games of `sets[set]` are done. The
/// counts come back by rule set, then pairing, in the order given, and are those
/// [`play`] gives for each.
pub fn play_all(
    sets: &[Playing],
    pairings: &[[Policy; 2]],
    games_of: &(dyn Fn([Policy; 2]) -> u64 + Sync),
    seed: u64,
    cap: u32,
    progress: &(dyn Fn(usize, u64) + Sync),
) -> Vec<Vec<Counts>> {
    let mut tasks: Vec<(usize, usize, (u64, u64))> = Vec::new();
    for searching in [true, false] {
        for (si, _) in sets.iter().enumerate() {
            for (pi, &pairing) in pairings
                .iter()
                .enumerate()
                .filter(|(_, p)| p.iter().any(|x| x.searches()) == searching)
            {
                tasks.extend(batches(games_of(pairing)).map(|range| (si, pi, range)));
            }
        }
    }
    // Each batch's counts are merged into its pairing's as soon as it is done: kept
    // until the end, the batches' counts of games by length (as long as the longest
    // game, thousands of throws) took 400 MB.
    let slots: Vec<Vec<std::sync::Mutex<Counts>>> = sets
        .iter()
        .map(|_| pairings.iter().map(|_| Default::default()).collect())
        .collect();
    tasks.into_par_iter().for_each(|(si, pi, range)| {
        let set = &sets[si];
        let counts = batch(set.rules, &set.key, pairings[pi], seed, range, cap);
        let mut slot = slots[si][pi].lock().unwrap_or_else(|e| e.into_inner());
        *slot = std::mem::take(&mut *slot).merge(counts);
        drop(slot);
        progress(si, range.1 - range.0);
    });
    slots
        .into_iter()
        .map(|v| {
            v.into_iter()
                .map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()))
                .collect()
        })
        .collect()
}
