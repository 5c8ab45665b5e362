//! `tabula solve`: solves a rule set (each side's exact chance of winning under best
//! play, for every position) and keeps the table in the cache folder, where
//! `tabula moves` finds it; then writes what the site's pages show of it into
//! `content/solved/<game>.toml` (see `crate::solved`), which a build reads.
//!
//! The table is derived data: it lives in `.tabula-cache/solved/` (or under
//! `TABULA_CACHE_DIR`), never in `content/`, named by the key of the rule data it
//! was solved from, so a rule set is never read with another's table. It is written
//! under a temporary name and renamed once complete, so an interrupted solve leaves
//! nothing a later run or a lookup could take for a table.

use crate::engine::{notation, Computer, Judge, Position, Rules};
use crate::solved::{
    self, Opponent, SolvedExercise, SolvedFile, SolvedJudge, SolvedPosition, SolvedSet,
    SolvedVersus,
};
use crate::stats::play::RuleSet;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufReader, BufWriter, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use tabula_core::diagram::spec::move_name;
use tabula_solve::{Part, Progress, Table};

pub struct Args {
    /// The site folder: its rule data and its cache folder.
    pub root: PathBuf,
    pub variant: String,
    pub options: Vec<String>,
    /// The most memory the table may take, in bytes (`None`: half the machine's).
    pub max_memory: Option<u64>,
    /// Solve only the endgames where each side has at most this many pieces left.
    pub endgame: Option<u8>,
}

pub use crate::config::cache_dir;

/// Where the table of a part of a rule set is kept.
pub fn table_path(root: &Path, rules: &Rules, part: Part) -> PathBuf {
    cache_dir(root).join("solved").join(format!(
        "{}.table",
        tabula_solve::table::part_key(rules, part)
    ))
}

/// The rule set's table, if `tabula solve` has made it: the whole game's, or else the
/// largest of its endgames'. A table that cannot be used (damaged, or of other rule
/// data) is reported once on standard error and left out.
pub fn cached_table(root: &Path, rules: &Rules) -> Option<Table> {
    let most = tabula_solve::most_borne_off(rules).unwrap_or(rules.settings.pieces.count);
    std::iter::once(Part::Whole)
        .chain((1..most).rev().map(|left| Part::Endgames { left }))
        .find_map(|part| read_table(root, rules, part))
}

/// The table of one part of a rule set, if it is in the cache and can be used.
fn read_table(root: &Path, rules: &Rules, part: Part) -> Option<Table> {
    let path = table_path(root, rules, part);
    let file = std::fs::File::open(&path).ok()?;
    let key = tabula_solve::table::part_key(rules, part);
    match Table::read(
        rules,
        part,
        &key,
        &mut BufReader::with_capacity(1 << 20, file),
    ) {
        Ok(t) => Some(t),
        Err(e) => {
            eprintln!(
                "warning: {}: {e}; it is not used: run tabula solve again",
                path.display()
            );
            None
        }
    }
}

/// Half the machine's memory (from `/proc/meminfo`), or 2 GiB where it cannot tell.
fn default_max_memory() -> u64 {
    let total = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .map(|kb| kb * 1024);
    total.map_or(2 << 30, |t| t / 2)
}

/// Reads `--max-memory`: a number of bytes with an optional K, M, G or T (powers of
/// 1024), e.g. `4G`.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let shift = match unit
        .trim()
        .to_ascii_uppercase()
        .trim_end_matches(['B', 'I'])
    {
        "" => 0,
        "K" => 10,
        "M" => 20,
        "G" => 30,
        "T" => 40,
        _ => {
            return Err(format!(
                "--max-memory: `{text}` is not a size: write e.g. 4G or 512M"
            ))
        }
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift))
        .ok_or_else(|| format!("--max-memory: `{text}` is not a size: write e.g. 4G or 512M"))
}

/// Runs `tabula solve`.
pub fn run(args: &Args, catalogue: &crate::rules::Catalogue) -> ExitCode {
    match solve(args, catalogue) {
        Ok(msg) => {
            eprintln!("{msg}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn solve(args: &Args, catalogue: &crate::rules::Catalogue) -> Result<String, String> {
    let options = crate::content::rule_data::parse_options(&args.options)?;
    let rules = catalogue.get(&args.variant)?.rules(&options)?;
    let set = crate::stats::play::complete(catalogue.get(&args.variant)?, &options);
    let part = match args.endgame {
        None => Part::Whole,
        Some(left) => {
            // As the solver counts them: the most pieces a side bears off.
            let most = tabula_solve::most_borne_off(&rules).unwrap_or(rules.settings.pieces.count);
            if most < 2 {
                return Err(format!(
                    "--endgame {left}: {} has {most} piece a side, so it has no endgames apart from the whole game: solve it without --endgame",
                    set.key()
                ));
            }
            if left == 0 || left >= most {
                return Err(format!(
                    "--endgame {left}: {} has {most} pieces a side, so the endgames leave each side from 1 to {} (without --endgame, the whole game is solved)",
                    set.key(),
                    most - 1
                ));
            }
            Part::Endgames { left }
        }
    };
    // A values file tabula did not write is refused before any work. Only the whole
    // game's table gives what the pages show.
    let values = values_path(&args.root, &set).filter(|_| part == Part::Whole);
    if let Some(path) = &values {
        check_target(path)?;
    }
    let limit = args.max_memory.unwrap_or_else(default_max_memory);
    // Refused before the cache folder is made or any work starts; a game too large
    // to solve whole is shown the endgames that fit.
    let positions = tabula_solve::check_memory(&rules, part, limit).map_err(|e| {
        let hint = match (part, tabula_solve::largest_endgames(&rules, limit)) {
            (Part::Whole, Some((left, n))) => format!(
                "; its bearing-off endgames fit: solve those where each side has at most {left} pieces left ({n} positions) with --endgame {left}"
            ),
            (Part::Endgames { .. }, Some((left, n))) => format!(
                "; the largest endgames that fit leave each side at most {left} pieces ({n} positions): --endgame {left}"
            ),
            _ => String::new(),
        };
        format!("{}: {e}{hint}", set.key())
    })?;
    let path = table_path(&args.root, &rules, part);
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::new(positions)
    } else {
        ProgressBar::with_draw_target(Some(positions), ProgressDrawTarget::hidden())
    };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {pos}/{len} positions, {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let started = Instant::now();
    let report = |p: &Progress| {
        bar.set_position(p.done);
        bar.set_message(format!(
            "layer {}/{}, sweep {}, change {:.1e}",
            p.layer, p.layers, p.sweep, p.change
        ));
    };
    // A table already made from this rule data is used as it is: only the values
    // for the pages are written again.
    let (table, made) = match read_table(&args.root, &rules, part) {
        Some(table) => (table, None),
        None => {
            let table = tabula_solve::solve_part(&rules, part, TOLERANCE, limit, &report)
                .map_err(|e| format!("{}: {e}", set.key()))?;
            bar.finish_and_clear();
            write_table(&path, &table, &tabula_solve::table::part_key(&rules, part))?;
            (table, Some(started.elapsed().as_secs_f64()))
        }
    };
    bar.finish_and_clear();
    if let Part::Endgames { left } = part {
        let what = format!(
            "the endgames of {} where each side has at most {left} pieces left",
            set.key()
        );
        let how = match made {
            Some(seconds) => format!("solved {what}: {positions} positions in {seconds:.1} s"),
            None => {
                format!("{what}: the table of their {positions} positions was already in the cache")
            }
        };
        return Ok(format!(
            "{how} (largest residual {:.1e}); table: {}; tabula moves --json adds \"win\" to the positions they hold",
            table.residual,
            path.display()
        ));
    }
    let written = match &values {
        Some(path) => Some(write_values(
            path, &args.root, catalogue, &set, &rules, &table,
        )?),
        None => None,
    };
    let first = table.win(&Position::start(&rules));
    let how = match made {
        Some(seconds) => format!(
            "solved {}: {positions} positions in {seconds:.1} s",
            set.key()
        ),
        None => format!(
            "{}: the table of its {positions} positions was already in the cache",
            set.key()
        ),
    };
    let pages = match (&values, written) {
        (Some(file), Some(1)) => format!("; {}: the first player's chance and the values of the 1 position the pages show", file.display()),
        (Some(file), Some(shown)) => format!("; {}: the first player's chance and the values of the {shown} positions the pages show", file.display()),
        _ => String::new(),
    };
    Ok(format!(
        "{how}; the first player wins {:.4}% under best play (largest residual {:.1e}); table: {}{pages}",
        100.0 * first,
        table.residual,
        path.display()
    ))
}

/// How far a value may still move when the solver stops: a sweep that changes no
/// value by more leaves a residual of about as much, well below the 1e-6 asked for.
const TOLERANCE: f64 = 1e-7;

/// Where the values of a rule set's game go for the pages: `content/solved/<game>.toml`;
/// none in a folder that is not a site (no `content/site.toml`).
fn values_path(root: &Path, set: &RuleSet) -> Option<PathBuf> {
    let game = set.variant.split('/').next().unwrap_or_default();
    root.join("content/site.toml")
        .is_file()
        .then(|| root.join("content/solved").join(format!("{game}.toml")))
}

/// Writes what the pages need of a rule set's table into its values file (the first
/// player's chance, and the values of the positions the site's blocks show), keeping
/// the file's other rule sets; gives the number of positions written.
fn write_values(
    path: &Path,
    root: &Path,
    catalogue: &crate::rules::Catalogue,
    set: &RuleSet,
    rules: &Rules,
    table: &Table,
) -> Result<usize, String> {
    let mut file = read_values(path)?;
    // Each position once, with the throws its blocks show (`None`: every throw).
    let mut wanted: Vec<(Position, Option<BTreeSet<u8>>)> = Vec::new();
    for w in crate::blocks::wanted::named_positions(root, catalogue)? {
        if w.set != *set {
            continue;
        }
        let throws = w.throw.map(|t| BTreeSet::from([t]));
        match wanted.iter_mut().find(|(p, _)| *p == w.position) {
            Some((_, have)) => match (have.as_mut(), throws) {
                (Some(list), Some(more)) => list.extend(more),
                _ => *have = None,
            },
            None => wanted.push((w.position, throws)),
        }
    }
    let mut shown: Vec<SolvedPosition> = wanted
        .iter()
        .map(|(pos, throws)| position_values(rules, table, pos, throws.as_ref()))
        .collect();
    shown.sort_by(|a, b| a.position.cmp(&b.position));
    let count = shown.len();
    let key = tabula_solve::table::key(rules);
    let judge = judge(rules, table, &key, &file);
    let entry = SolvedSet {
        variant: set.variant.clone(),
        options: set.options.clone(),
        rules: key.clone(),
        stored: table.len(),
        residual: format!("{:.1e}", table.residual)
            .parse()
            .unwrap_or(table.residual),
        first: rounded(table.win(&Position::start(rules))),
        shown,
        exercises: exercises(rules, table),
        versus: versus(rules, table, &key, &file, &judge),
        judge: Some(SolvedJudge {
            hidden: judge.judge.hidden() as u32,
            mean_error: (judge.mean_error * 1e4).round() / 1e4,
            max_error: (judge.max_error * 1e4).round() / 1e4,
            weights: judge.judge.weights().to_vec(),
        }),
    };
    file.sets
        .retain(|s| !(s.variant == set.variant && s.options == set.options));
    file.sets.push(entry);
    file.sets
        .sort_by(|a, b| (&a.variant, &a.options).cmp(&(&b.variant, &b.options)));
    super::write_whole(path, &solved::to_text(&file)?)?;
    Ok(count)
}

/// Refuses to replace a file that `tabula solve` did not write, or one it cannot read
/// (whose other rule sets it would lose): before any work.
fn check_target(path: &Path) -> Result<(), String> {
    super::check_owned(
        path,
        solved::HEADER,
        "the solved values header",
        "tabula solve",
    )?;
    read_values(path).map(|_| ())
}

/// The values file as it is (none yet: an empty one). A file that does not read is an
/// error, never taken for empty: its other rule sets would be lost.
fn read_values(path: &Path) -> Result<SolvedFile, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => solved::parse(path, &text).map_err(|d| {
            format!("{d}; tabula solve keeps the file's other rule sets, so it leaves a file it cannot read as it is: mend it, or remove it to start afresh")
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(SolvedFile {
            format: solved::FORMAT,
            sets: Vec::new(),
        }),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// The values of a position a page shows: the side to move's chance, and each legal
/// move's for every throw (or for the throws named).
fn position_values(
    rules: &Rules,
    table: &Table,
    pos: &Position,
    throws: Option<&BTreeSet<u8>>,
) -> SolvedPosition {
    let mut moves = BTreeMap::new();
    for r in rules.throws.values() {
        if throws.is_some_and(|t| !t.contains(&r)) {
            continue;
        }
        let Ok(list) = rules.legal_moves(pos, r) else {
            continue;
        };
        if list.is_empty() {
            continue;
        }
        moves.insert(
            r.to_string(),
            list.iter()
                .map(|m| (move_name(m), rounded(table.move_win(pos.to_move, m))))
                .collect(),
        );
    }
    SolvedPosition {
        position: notation::format(rules, pos),
        win: rounded(table.win(pos)),
        moves,
    }
}

/// How many exercises a rule set's page sets, and from how many games they are mined.
const EXERCISES: usize = 24;
const EXERCISE_GAMES: u32 = 400;
/// The seed of the games exercises are mined from: the same table gives the same file.
const EXERCISE_SEED: u64 = 2026;

/// The exercises of a rule set's page, mined from games the table plays.
fn exercises(rules: &Rules, table: &Table) -> Vec<SolvedExercise> {
    tabula_solve::exercises::mine(rules, table, EXERCISE_GAMES, EXERCISE_SEED, EXERCISES)
        .into_iter()
        .map(|e| SolvedExercise {
            position: notation::format(rules, &e.position),
            throw: e.throw,
            level: e.level.name().to_string(),
            moves: e
                .moves
                .iter()
                .map(|(m, v)| (move_name(m), rounded(*v)))
                .collect(),
        })
        .collect()
}

/// The games each of the play page's computer players plays against the perfect player.
const VERSUS_GAMES: u32 = 20_000;
const VERSUS_SEED: u64 = 2026;
/// The play page's computer players, as it plays them (`Opponent`): the random mover,
/// the look-ahead by progress, and the look-ahead with the rule set's judge at its
/// leaves.
fn opponents(judge: &Judge) -> [(Opponent, Computer<'_>); 3] {
    Opponent::ALL.map(|o| {
        let depth = o.depth().unwrap_or(0);
        let computer = match o {
            Opponent::Random => Computer::Random { seed: 0 },
            Opponent::Expectimax => Computer::Expectimax { depth },
            Opponent::Judged => Computer::Judged { depth, judge },
        };
        (o, computer)
    })
}

/// Each computer player against the perfect player; kept from the file where it was
/// measured on this rule data with as many games, looking as far ahead (the games take
/// a while, the file's other parts a second). The judged player's games are kept only
/// with the same judge.
fn versus(
    rules: &Rules,
    table: &Table,
    key: &str,
    file: &SolvedFile,
    judge: &tabula_solve::learn::Learned,
) -> Vec<SolvedVersus> {
    let same_judge = |s: &SolvedSet| {
        s.judge
            .as_ref()
            .is_some_and(|j| j.weights == judge.judge.weights())
    };
    opponents(&judge.judge)
        .iter()
        .map(|&(o, computer)| {
            let name = o.name();
            let kept = file
                .sets
                .iter()
                .filter(|s| s.rules == key && (o != Opponent::Judged || same_judge(s)))
                .find_map(|s| {
                    s.versus.iter().find(|v| {
                        v.opponent == name
                            && Opponent::measured(v)
                            && v.first_games + v.second_games == VERSUS_GAMES
                    })
                });
            if let Some(v) = kept {
                return v.clone();
            }
            let m = tabula_solve::versus::play(rules, table, computer, VERSUS_GAMES, VERSUS_SEED);
            SolvedVersus {
                opponent: name.to_string(),
                depth: o.depth(),
                first_games: m.first_games,
                first_wins: m.first_wins,
                second_games: m.second_games,
                second_wins: m.second_wins,
            }
        })
        .collect()
}

/// The rule set's judge: kept from the file where it was learned from this rule data
/// with as many hidden units as the lesson gives, else learned from the table (seeded:
/// the same table gives the same judge).
fn judge(
    rules: &Rules,
    table: &Table,
    key: &str,
    file: &SolvedFile,
) -> tabula_solve::learn::Learned {
    let lesson = tabula_solve::learn::Lesson::default();
    let kept = file
        .sets
        .iter()
        .filter(|s| s.rules == key)
        .find_map(|s| s.judge.as_ref())
        .filter(|j| j.hidden as usize == lesson.hidden);
    if let Some(j) = kept {
        if let Ok(judge) = Judge::new(rules, j.hidden as usize, j.weights.clone()) {
            return tabula_solve::learn::Learned {
                judge,
                mean_error: j.mean_error,
                max_error: j.max_error,
            };
        }
    }
    tabula_solve::learn::learn(table, lesson)
}

/// A value to the seven decimals a 32-bit table holds.
fn rounded(v: f64) -> f64 {
    (v * 1e7).round() / 1e7
}

/// Writes a table under a temporary name beside its place, then renames it there: a
/// reader sees the whole table or none.
fn write_table(path: &Path, table: &Table, key: &str) -> Result<(), String> {
    let partial = path.with_extension(format!("partial-{}", std::process::id()));
    let fail = |e: std::io::Error| {
        let _ = std::fs::remove_file(&partial);
        format!("{}: {e}", path.display())
    };
    let file = std::fs::File::create(&partial).map_err(fail)?;
    let mut out = BufWriter::with_capacity(1 << 20, file);
    table.write(key, &mut out).map_err(fail)?;
    let file = out.into_inner().map_err(|e| fail(e.into_error()))?;
    file.sync_all().map_err(fail)?;
    std::fs::rename(&partial, path).map_err(fail)?;
    Ok(())
}

/// The solved values of a `tabula moves` answer: the chance the side to move wins
/// before its throw, and each move's mover's chance after it, into `moves_win`.
pub fn values<'a>(
    table: &Table,
    pos: &Position,
    moves: &[crate::engine::Move],
    moves_win: &'a mut Vec<f64>,
) -> crate::engine::json::TurnValues<'a> {
    moves_win.clear();
    moves_win.extend(moves.iter().map(|m| table.move_win(pos.to_move, m)));
    crate::engine::json::TurnValues {
        win: table.win(pos),
        moves: moves_win,
    }
}
