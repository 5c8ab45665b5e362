//! `tabula stats`: plays the self-play games of the rule sets of the site's rule
//! data (every variant at its defaults, each option's values one at a time, and every
//! rule set a page's statistics block names; or, with `--every-combination`, every
//! combination of every variant's options) for every pairing of policies, in
//! parallel, with a progress bar on a terminal, and writes one data file per game,
//! `content/stats/<game>.toml`, which the build reads.

use crate::engine::Rules;
use crate::rules::Catalogue;
use crate::stats::data::{self, PairingStats, SetStats, StatsFile};
use crate::stats::play::{self, RuleSet};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
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
    match crate::blocks::wanted::named_sets(&args.root, &catalogue) {
        Ok(named) => sets.extend(named),
        Err(e) => {
            for line in e.lines() {
                eprintln!("warning: {line}");
            }
            eprintln!("warning: the pages could not be read, so only the rule sets of the rule data are played, not the combinations of options a statistics block may name");
        }
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
    let pairings = play::pairings();
    let all: Vec<&RuleSet> = by_game.values().flatten().collect();
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
    let bar = if std::io::stderr().is_terminal() {
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
    let mut results = all.iter().zip(prepared.iter().zip(counts));
    let mut written = Vec::new();
    for (game, sets) in &by_game {
        let mut file = StatsFile {
            format: data::FORMAT,
            seed: args.seed,
            games: args.games,
            look_ahead_games: args.look_ahead_games,
            cap: play::CAP,
            engine: env!("CARGO_PKG_VERSION").to_string(),
            sets: Vec::new(),
        };
        for (set, ((_, hash), counts)) in results.by_ref().take(sets.len()) {
            let pairings = pairings
                .iter()
                .zip(&counts)
                .map(|(&p, c)| PairingStats::from_counts(p, c))
                .collect();
            file.sets.push(SetStats {
                variant: set.variant.clone(),
                options: set.options.clone(),
                rules: hash.clone(),
                pairings,
            });
        }
        let path = file_of(&args.root, game);
        if let Err(e) = write(&path, &file) {
            bar.abandon();
            eprintln!("error: {}: {e}", path.display());
            return ExitCode::from(1);
        }
        written.push(path.display().to_string());
    }
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "played {total} games ({set_count} rule sets, {} pairings, {} games each, {} with the look-ahead player, seed {}) on {} in {secs:.1} s ({:.0} games/s); wrote {}",
        pairings.len(),
        args.games,
        args.look_ahead_games,
        args.seed,
        match rayon::current_num_threads() {
            1 => "1 thread".to_string(),
            n => format!("{n} threads"),
        },
        total as f64 / secs,
        written.join(", ")
    );
    ExitCode::SUCCESS
}

fn prepare(catalogue: &Catalogue, set: &RuleSet) -> Result<(Rules, String), String> {
    let rules = catalogue.get(&set.variant)?.rules(&set.options)?;
    Ok((rules, data::current_hash(catalogue, set)?))
}

/// Writes through a temporary file beside the target, so a killed run leaves the
/// old file whole.
fn write(path: &Path, file: &StatsFile) -> Result<(), String> {
    super::write_whole(path, &data::to_text(file)?)
}
