//! What a run does to the statistics file of each game: the rule sets it plays and why,
//! those it keeps as the file has them, and those it leaves out.

use super::{shown, Args};
use crate::rules::Catalogue;
use crate::stats::data::{self, SetStats, StatsFile};
use crate::stats::play::{self, RuleSet};
use std::path::{Path, PathBuf};

/// A statistics file as it is, with its text (none yet: `None`). A file that does not
/// read is an error, never taken for empty: the rule sets it keeps would be lost.
fn read_file(path: &Path) -> Result<Option<(String, StatsFile)>, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => match data::parse(path, &text) {
            Ok(file) => Ok(Some((text, file))),
            Err(d) => Err(format!("{d}; tabula stats keeps the rule sets of the file that are current, so it leaves a file it cannot read as it is: mend it, or run `tabula stats --all` to play every rule set again and replace it")),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{}: {e}", shown(path))),
    }
}

/// A rule set of a file this run writes: kept as the file has it, or played.
pub(super) enum Entry {
    Keep(SetStats),
    Play(RuleSet, String),
}

impl Entry {
    pub(super) fn rule_set(&self) -> RuleSet {
        match self {
            Entry::Keep(s) => RuleSet {
                variant: s.variant.clone(),
                options: s.options.clone(),
            },
            Entry::Play(set, _) => set.clone(),
        }
    }
}

/// What a run does to the statistics file of one game.
pub(super) struct Plan {
    pub(super) path: PathBuf,
    /// The file's text as it is, if it exists.
    pub(super) old: Option<String>,
    /// Its rule sets, in order.
    pub(super) entries: Vec<Entry>,
    /// The rule sets of the file left out, each with why.
    pub(super) dropped: Vec<(String, String)>,
}

/// What to do with the file of a game whose rule sets this run names (`wanted`):
/// with `--all`, play them all; with `--variant`, play the named variants' and keep
/// the file's others; else play those the file lacks or cannot keep and keep the
/// rest, leaving out the rule sets that are no longer played (`drop`: when the pages
/// could be read, else they are kept).
pub(super) fn plan(
    args: &Args,
    catalogue: &Catalogue,
    path: PathBuf,
    wanted: &[RuleSet],
    drop: bool,
) -> Result<Plan, String> {
    if args.all {
        let entries = wanted
            .iter()
            .map(|s| Entry::Play(s.clone(), "--all".to_string()))
            .collect();
        return Ok(Plan {
            path,
            old: None,
            entries,
            dropped: Vec::new(),
        });
    }
    let (old, file) = match read_file(&path)? {
        Some((text, file)) => (Some(text), Some(file)),
        None => (None, None),
    };
    let run = StatsFile::empty(args.seed, args.games, args.look_ahead_games);
    let otherwise = file
        .as_ref()
        .map(|f| f.played_otherwise(&run))
        .unwrap_or_default();
    let key = |s: &SetStats| RuleSet {
        variant: s.variant.clone(),
        options: s.options.clone(),
    };
    let mut entries = Vec::new();
    let mut dropped = Vec::new();
    if !args.variants.is_empty() {
        for s in wanted {
            entries.push(Entry::Play(s.clone(), "named by --variant".to_string()));
        }
        for s in file.iter().flat_map(|f| &f.sets) {
            if args.variants.contains(&s.variant) {
                if !wanted.contains(&key(s)) {
                    dropped.push((
                        key(s).key(),
                        "no longer among the rule sets of its variant that tabula stats plays"
                            .to_string(),
                    ));
                }
            } else {
                entries.push(Entry::Keep(s.clone()));
            }
        }
        if !otherwise.is_empty() && entries.iter().any(|e| matches!(e, Entry::Keep(_))) {
            return Err(format!(
                "{}: its statistics were played with {}, so the rule sets of --variant cannot join them: run it with the file's settings, or run `tabula stats` without --variant, which plays every rule set of the file again with these; nothing was played",
                shown(&path),
                otherwise.join(", ")
            ));
        }
    } else {
        let pairings = play::pairings();
        let file_sets: &[SetStats] = file.as_ref().map_or(&[], |f| &f.sets);
        for s in wanted {
            let why = if !otherwise.is_empty() {
                Some(format!(
                    "{} holds games played with {}",
                    shown(&path),
                    otherwise.join(", ")
                ))
            } else {
                match file_sets.iter().find(|have| key(have) == *s) {
                    None if file.is_none() => Some(format!("{} does not exist yet", shown(&path))),
                    None => Some(format!("{} has no statistics of it", shown(&path))),
                    Some(have) => {
                        let why =
                            data::why_stale(catalogue, s, have, &pairings, &|p| args.games_of(p));
                        if why.is_none() {
                            entries.push(Entry::Keep(have.clone()));
                        }
                        why
                    }
                }
            };
            if let Some(why) = why {
                entries.push(Entry::Play(s.clone(), why));
            }
        }
        for have in file_sets {
            if wanted.contains(&key(have)) {
                continue;
            }
            // Kept only where the pages could not be read (a page may name it) and the
            // file's games were played as this run's are.
            if drop || !otherwise.is_empty() {
                dropped.push((
                    key(have).key(),
                    "no longer among the rule sets tabula stats plays (those of the rule data and the pages)".to_string(),
                ));
            } else {
                entries.push(Entry::Keep(have.clone()));
            }
        }
    }
    entries.sort_by_key(Entry::rule_set);
    Ok(Plan {
        path,
        old,
        entries,
        dropped,
    })
}
