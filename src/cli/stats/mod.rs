//! `tabula stats`: plays the self-play games of the rule sets of the site's rule
//! data (every variant at its defaults, each option's values one at a time, and every
//! rule set a page's statistics block names; or, with `--every-combination`, every
//! combination of every variant's options) for every pairing of policies, in
//! parallel, with a progress bar on a terminal, and writes one data file per game,
//! `content/stats/<game>.toml`, which the build reads.
//!
//! By default it plays only the rule sets whose statistics the file lacks or cannot
//! keep (their rule data changed, or the file's games were played with other settings)
//! and keeps the others as they are; `--all` plays every rule set again, `--variant`
//! only those of the variants named. Each game's seed depends on the run's seed, the
//! rule set, the pairing and its number alone, so a rule set played on its own gives
//! the figures it gets in a run of all of them: the file is the one `--all` writes.

mod plan;

use crate::engine::Rules;
use crate::rules::Catalogue;
use crate::stats::data::{self, PairingStats, SetStats, StatsFile};
use crate::stats::play::{self, RuleSet};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use plan::{plan, Entry};
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

pub struct Args {
    pub root: PathBuf,
    pub games: u64,
    /// Games of each pairing with a player that searches (the look-ahead player).
    pub look_ahead_games: u64,
    pub seed: u64,
    /// Every combination of every variant's options, not one option at a time.
    pub every_combination: bool,
    /// Play every rule set again, whatever the files hold.
    pub all: bool,
    /// Play the rule sets of these variants only (`GAME/VARIANT`), whatever the files
    /// hold of them, and keep the files' other rule sets as they are.
    pub variants: Vec<String>,
}

impl Args {
    /// The games a pairing plays.
    fn games_of(&self, pairing: [crate::engine::Policy; 2]) -> u64 {
        if pairing.iter().any(|p| p.searches()) {
            self.look_ahead_games
        } else {
            self.games
        }
    }
}

/// Where the statistics of a game are written.
pub fn file_of(root: &Path, game: &str) -> PathBuf {
    root.join("content/stats").join(format!("{game}.toml"))
}

/// A path as the command's report names it: `content/stats/ur.toml` when run in the
/// site folder, not `./content/stats/ur.toml`.
fn shown(path: &Path) -> String {
    let text = path.display().to_string();
    match text.strip_prefix("./") {
        Some(rest) => rest.to_string(),
        None => text,
    }
}

/// Refuses to replace a file that `tabula stats` did not write.
fn check_target(path: &Path) -> Result<(), String> {
    super::check_owned(path, data::HEADER, "the statistics header", "tabula stats")
}

pub fn run(args: &Args) -> ExitCode {
    let start = Instant::now();
    if args.games == 0 || args.look_ahead_games == 0 {
        let flag = if args.games == 0 {
            "--games"
        } else {
            "--look-ahead-games"
        };
        eprintln!("error: {flag} is 0: play at least one game per rule set and pairing");
        return ExitCode::from(2);
    }
    for (flag, n) in [
        ("--games", args.games),
        ("--look-ahead-games", args.look_ahead_games),
    ] {
        if n > play::MAX_GAMES {
            eprintln!(
                "error: {flag} {n} is more than tabula stats plays ({} games per rule set and pairing): ask for fewer; nothing was played",
                play::MAX_GAMES
            );
            return ExitCode::from(2);
        }
    }
    let catalogue = match crate::content::rule_data::load(&args.root.join("content/games")) {
        Ok(c) => c,
        Err(errors) => {
            for e in &errors {
                eprintln!("error: {e}");
            }
            eprintln!("tabula stats needs the site's rule data (content/games/ under --root); nothing was written");
            return ExitCode::from(1);
        }
    };
    let unknown: Vec<String> = args
        .variants
        .iter()
        .filter_map(|v| {
            catalogue
                .get(v)
                .err()
                .map(|e| format!("--variant {v}: {e}"))
        })
        .collect();
    if !unknown.is_empty() {
        for e in unknown {
            eprintln!(
                "error: {e} (in {}); nothing was played",
                args.root.join("content/games").display()
            );
        }
        return ExitCode::from(2);
    }
    if args.every_combination {
        let n = play::combinations(&catalogue);
        if n.is_none_or(|n| n > play::MAX_RULE_SETS) {
            eprintln!(
                "error: --every-combination: the options of the rule data combine into {} rule sets, more than tabula stats plays in one run ({}): leave out --every-combination (each option is then played on its own), or give the variants fewer options; nothing was played",
                n.map_or("more than 18446744073709551615".to_string(), |n| n.to_string()),
                play::MAX_RULE_SETS
            );
            return ExitCode::from(2);
        }
    }
    let mut sets: std::collections::BTreeSet<RuleSet> = if args.every_combination {
        play::every_combination(&catalogue)
    } else {
        play::rule_sets(&catalogue)
    }
    .into_iter()
    .collect();
    let pages_read = match crate::blocks::wanted::named_sets(&args.root, &catalogue) {
        Ok(named) => {
            sets.extend(named);
            true
        }
        Err(e) => {
            for line in e.lines() {
                eprintln!("warning: {line}");
            }
            eprintln!("warning: the pages could not be read, so only the rule sets of the rule data are played, not the combinations of options a statistics block may name");
            false
        }
    };
    if !args.variants.is_empty() {
        sets.retain(|s| args.variants.contains(&s.variant));
    }
    let mut by_game: BTreeMap<String, Vec<RuleSet>> = BTreeMap::new();
    for s in sets {
        by_game
            .entry(s.variant.split('/').next().unwrap_or_default().to_string())
            .or_default()
            .push(s);
    }
    let problems: Vec<String> = by_game
        .keys()
        .filter_map(|g| check_target(&file_of(&args.root, g)).err())
        .collect();
    if !problems.is_empty() {
        for p in problems {
            eprintln!("error: {p}");
        }
        return ExitCode::from(1);
    }
    let mut plans = Vec::new();
    for (game, wanted) in &by_game {
        match plan(
            args,
            &catalogue,
            file_of(&args.root, game),
            wanted,
            pages_read,
        ) {
            Ok(p) => plans.push(p),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        }
    }
    // What it plays and what it keeps.
    let all: Vec<&RuleSet> = plans
        .iter()
        .flat_map(|p| &p.entries)
        .filter_map(|e| match e {
            Entry::Play(set, _) => Some(set),
            Entry::Keep(_) => None,
        })
        .collect();
    if !args.all {
        for p in &plans {
            for e in &p.entries {
                if let Entry::Play(set, why) = e {
                    eprintln!("plays {}: {why}", set.key());
                }
            }
            for (key, why) in &p.dropped {
                eprintln!("leaves out {key}: {why}");
            }
            let kept: Vec<String> = p
                .entries
                .iter()
                .filter_map(|e| match e {
                    Entry::Keep(_) => Some(e.rule_set().key()),
                    Entry::Play(..) => None,
                })
                .collect();
            if !kept.is_empty() {
                eprintln!(
                    "keeps {} as {} has {}: {}",
                    if kept.len() == 1 {
                        "1 rule set".to_string()
                    } else {
                        format!("{} rule sets", kept.len())
                    },
                    shown(&p.path),
                    if kept.len() == 1 { "it" } else { "them" },
                    kept.join(", ")
                );
            }
        }
    }
    let pairings = play::pairings();
    let (mut prepared, mut failed) = (Vec::new(), false);
    for set in &all {
        match prepare(&catalogue, set) {
            Ok(x) => prepared.push(x),
            Err(e) => {
                eprintln!("error: {}: {e}", set.key());
                failed = true;
            }
        }
    }
    if failed {
        eprintln!("no game was played and nothing was written: mend the rule data, then run tabula stats again");
        return ExitCode::from(1);
    }
    let set_count = all.len();
    let total = set_count as u64 * pairings.iter().map(|&p| args.games_of(p)).sum::<u64>();
    let bar = if std::io::stderr().is_terminal() && set_count > 0 {
        ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr())
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{bar:30}] {human_pos}/{human_len} games, {eta} left: {wide_msg}",
        )
        .expect("a valid template")
        .progress_chars("=> "),
    );
    let playing: Vec<play::Playing> = all
        .iter()
        .zip(&prepared)
        .map(|(set, (rules, _))| play::Playing {
            rules,
            key: set.key(),
        })
        .collect();
    let counts = play::play_all(
        &playing,
        &pairings,
        &|p| args.games_of(p),
        args.seed,
        play::CAP,
        &|si, n| {
            bar.set_message(playing[si].key.clone());
            bar.inc(n);
        },
    );
    let mut results = prepared.iter().zip(counts);
    let (mut written, mut unchanged) = (Vec::new(), Vec::new());
    for p in plans {
        let mut file = StatsFile::empty(args.seed, args.games, args.look_ahead_games);
        for e in p.entries {
            match e {
                Entry::Keep(s) => file.sets.push(s),
                Entry::Play(set, _) => {
                    let Some(((_, hash), counts)) = results.next() else {
                        continue;
                    };
                    let pairings = pairings
                        .iter()
                        .zip(&counts)
                        .map(|(&p, c)| PairingStats::from_counts(p, c))
                        .collect();
                    file.sets.push(SetStats {
                        variant: set.variant,
                        options: set.options,
                        rules: hash.clone(),
                        pairings,
                    });
                }
            }
        }
        let text = match data::to_text(&file) {
            Ok(t) => t,
            Err(e) => {
                bar.abandon();
                eprintln!("error: {}: {e}", shown(&p.path));
                return ExitCode::from(1);
            }
        };
        if p.old.as_deref() == Some(text.as_str()) {
            unchanged.push(shown(&p.path));
            continue;
        }
        if let Err(e) = super::write_whole(&p.path, &text) {
            bar.abandon();
            eprintln!("error: {}: {e}", shown(&p.path));
            return ExitCode::from(1);
        }
        written.push(shown(&p.path));
    }
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    let mut wrote = Vec::new();
    if !written.is_empty() {
        wrote.push(format!("wrote {}", written.join(", ")));
    }
    if !unchanged.is_empty() {
        wrote.push(format!(
            "left {} as {} {}",
            unchanged.join(", "),
            if unchanged.len() == 1 { "it" } else { "they" },
            if unchanged.len() == 1 { "was" } else { "were" },
        ));
    }
    let wrote = wrote.join("; ");
    if set_count == 0 {
        eprintln!(
            "nothing to play: the statistics of every rule set are current; {wrote} (`tabula stats --all` plays every rule set again)"
        );
        return ExitCode::SUCCESS;
    }
    eprintln!(
        "played {total} games ({set_count} rule sets, {} pairings, {} games each, {} with the look-ahead player, seed {}) on {} in {secs:.1} s ({:.0} games/s); {wrote}",
        pairings.len(),
        args.games,
        args.look_ahead_games,
        args.seed,
        match rayon::current_num_threads() {
            1 => "1 thread".to_string(),
            n => format!("{n} threads"),
        },
        total as f64 / secs,
    );
    ExitCode::SUCCESS
}

fn prepare(catalogue: &Catalogue, set: &RuleSet) -> Result<(Rules, String), String> {
    let rules = catalogue.get(&set.variant)?.rules(&set.options)?;
    Ok((rules, data::current_hash(catalogue, set)?))
}
