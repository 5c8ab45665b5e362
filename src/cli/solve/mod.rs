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

use crate::engine::{Position, Rules};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{BufReader, BufWriter, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use tabula_solve::{Part, Progress, Table};

mod pages;
use pages::{check_target, values_path, write_values};

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
        check_target(path, &tabula_solve::table::key(&rules))?;
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
            // The moves that do not fit in --max-memory go to an unnamed scratch file
            // beside the table, which the system removes however the run ends; where
            // none can be made, they are found again every sweep.
            let scratch = tempfile::tempfile_in(dir).ok();
            let table = tabula_solve::solve_spilling(
                &rules,
                part,
                TOLERANCE,
                limit,
                scratch.as_ref(),
                &report,
            )
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
    let pages = match (&values, &written) {
        (Some(file), Some((1, _))) => format!("; {}: the first player's chance and the values of the 1 position the pages show", file.display()),
        (Some(file), Some((shown, _))) => format!("; {}: the first player's chance and the values of the {shown} positions the pages show", file.display()),
        _ => String::new(),
    };
    let best = match written.and_then(|(_, best)| best) {
        Some(b) => format!("; {}", b),
        None => String::new(),
    };
    Ok(format!(
        "{how}; the first player wins {:.4}% under best play (largest residual {:.1e}); table: {}{pages}{best}",
        100.0 * first,
        table.residual,
        path.display()
    ))
}

/// How far a value may still move when the solver stops: a sweep that changes no
/// value by more leaves a residual of about as much, well below the 1e-6 asked for.
const TOLERANCE: f64 = 1e-7;

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
