//! What the pages show of a solved table, written into `content/solved/<game>.toml`:
//! the first player's chance, the values of the positions the site's blocks show, the
//! exercises mined from games, the play page's computers measured against the perfect
//! player, and the judge the browser's computer reads. A build reads that file and
//! never the table.

use crate::engine::{notation, BestMoves, Computer, Judge, Position, Rules};
use crate::solved::{
    self, Opponent, SolvedExercise, SolvedFile, SolvedJudge, SolvedPosition, SolvedSet,
    SolvedVersus,
};
use crate::stats::play::RuleSet;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use tabula_core::diagram::spec::move_name;
use tabula_solve::Table;

/// Where the values of a rule set's game go for the pages: `content/solved/<game>.toml`;
/// none in a folder that is not a site (no `content/site.toml`).
pub(super) fn values_path(root: &Path, set: &RuleSet) -> Option<PathBuf> {
    let game = set.variant.split('/').next().unwrap_or_default();
    root.join("content/site.toml")
        .is_file()
        .then(|| root.join("content/solved").join(format!("{game}.toml")))
}

/// Writes what the pages need of a rule set's table into its values file (the first
/// player's chance, and the values of the positions the site's blocks show), keeping
/// the file's other rule sets, and the perfect player's best moves where they fit
/// their budget; gives the number of positions written, and what became of the best
/// moves.
pub(super) fn write_values(
    path: &Path,
    root: &Path,
    catalogue: &crate::rules::Catalogue,
    set: &RuleSet,
    rules: &Rules,
    table: &Table,
) -> Result<(usize, Option<String>), String> {
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
    let target = crate::best_moves::path(path.parent().unwrap_or(Path::new(".")), &key);
    let (best, said) = best_moves(&target, rules, table, &key, &judge.judge)?;
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
        versus: versus(
            rules,
            table,
            &key,
            &file,
            &judge,
            best.as_ref().map(|b| &b.0),
        ),
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
    crate::cli::write_whole(path, &solved::to_text(&file)?)?;
    if let Some((_, Some(bytes))) = &best {
        check_best_moves_target(&target)?;
        crate::cli::write_bytes_whole(&target, bytes)?;
    }
    Ok((count, said))
}

/// The perfect player of the rule set: the corrections that make the judge's guesses
/// best moves, kept from `target` where it holds those of this rule data and judge,
/// else found from the table, with the bytes to write there, where they fit the
/// download budget (`crate::best_moves`); and what it did, or why not.
#[allow(clippy::type_complexity)]
fn best_moves(
    target: &Path,
    rules: &Rules,
    table: &Table,
    key: &str,
    judge: &Judge,
) -> Result<(Option<(BestMoves, Option<Vec<u8>>)>, Option<String>), String> {
    use crate::best_moves::{as_the_page_reads, may_fit, read, to_bytes, BUDGET};
    if !may_fit(table.len()) {
        return Ok((None, Some(format!(
            "no perfect player for the play page: the best moves of {} positions would not fit its download budget ({} MiB)",
            table.len(),
            BUDGET >> 20
        ))));
    }
    let judge = as_the_page_reads(rules, judge)?;
    if let Ok(bytes) = std::fs::read(target) {
        if let Ok(best) = read(&bytes, rules, key, &judge) {
            let said = format!(
                "{}: the perfect player's best moves, kept ({} corrections of the judge's guesses)",
                target.display(),
                best.len()
            );
            return Ok((Some((best, None)), Some(said)));
        }
    }
    let Some((best, found)) = tabula_solve::best_moves::best_moves(table, &judge) else {
        return Ok((None, None));
    };
    let bytes = to_bytes(key, &best)?;
    if bytes.len() > BUDGET {
        return Ok((None, Some(format!(
            "no perfect player for the play page: its best moves take {} bytes, over the download budget of {} MiB",
            bytes.len(),
            BUDGET >> 20
        ))));
    }
    let said = format!(
        "{}: the perfect player's best moves ({} of {} choices correct the judge's guess; {} bytes)",
        target.display(),
        found.corrected,
        found.choices,
        bytes.len()
    );
    Ok((Some((best, Some(bytes))), Some(said)))
}

/// Refuses to replace a file of best moves that `tabula solve` did not write.
fn check_best_moves_target(path: &Path) -> Result<(), String> {
    match std::fs::read(path) {
        Ok(bytes) => crate::best_moves::text_of(&bytes).map(|_| ()).map_err(|e| {
            format!(
                "{}: {e}; tabula solve replaces only the files it wrote: move it away",
                path.display()
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Refuses to replace a file that `tabula solve` did not write, or one it cannot read
/// (whose other rule sets it would lose), and a file of best moves under the rule
/// set's key that it did not write: before any work.
pub(super) fn check_target(path: &Path, key: &str) -> Result<(), String> {
    crate::cli::check_owned(
        path,
        solved::HEADER,
        "the solved values header",
        "tabula solve",
    )?;
    read_values(path)?;
    let dir = path.parent().unwrap_or(Path::new("."));
    check_best_moves_target(&crate::best_moves::path(dir, key))
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
/// The play page's computer players that search, as it plays them (`Opponent`): the
/// random mover, the look-ahead by progress, and the look-ahead with the rule set's
/// judge at its leaves; the perfect player, which reads its best moves, is not one.
fn opponents(judge: &Judge) -> Vec<(Opponent, Computer<'_>)> {
    Opponent::ALL
        .into_iter()
        .filter_map(|o| {
            let depth = o.depth().unwrap_or(0);
            let computer = match o {
                Opponent::Random => Computer::Random { seed: 0 },
                Opponent::Expectimax => Computer::Expectimax { depth },
                Opponent::Judged => Computer::Judged { depth, judge },
                Opponent::Perfect => return None,
            };
            Some((o, computer))
        })
        .collect()
}

/// Each computer player against the perfect player; kept from the file where it was
/// measured on this rule data with as many games, looking as far ahead (the games take
/// a while, the file's other parts a second). The games of the judged player, and of
/// the perfect one that reads its judge, are kept only with the same judge.
fn versus(
    rules: &Rules,
    table: &Table,
    key: &str,
    file: &SolvedFile,
    judge: &tabula_solve::learn::Learned,
    best: Option<&BestMoves>,
) -> Vec<SolvedVersus> {
    let same_judge = |s: &SolvedSet| {
        s.judge
            .as_ref()
            .is_some_and(|j| j.weights == judge.judge.weights())
    };
    let kept = |o: Opponent| {
        file.sets
            .iter()
            .filter(|s| s.rules == key)
            .filter(|s| matches!(o, Opponent::Random | Opponent::Expectimax) || same_judge(s))
            .find_map(|s| {
                s.versus.iter().find(|v| {
                    v.opponent == o.name()
                        && Opponent::measured(v)
                        && v.first_games + v.second_games == VERSUS_GAMES
                })
            })
            .cloned()
    };
    let counted = |o: Opponent, m: tabula_solve::versus::Match| SolvedVersus {
        opponent: o.name().to_string(),
        depth: o.depth(),
        first_games: m.first_games,
        first_wins: m.first_wins,
        second_games: m.second_games,
        second_wins: m.second_wins,
    };
    let mut out: Vec<SolvedVersus> = opponents(&judge.judge)
        .into_iter()
        .map(|(o, computer)| {
            kept(o).unwrap_or_else(|| {
                let m =
                    tabula_solve::versus::play(rules, table, computer, VERSUS_GAMES, VERSUS_SEED);
                counted(o, m)
            })
        })
        .collect();
    if let Some(best) = best {
        let o = Opponent::Perfect;
        out.push(kept(o).unwrap_or_else(|| {
            let ours = |pos: &Position, throw: u8, moves: &[crate::engine::Move], _: &mut _| {
                best.choose(rules, pos, throw, moves).unwrap_or(0)
            };
            let m = tabula_solve::versus::against_perfect(
                rules,
                table,
                &ours,
                VERSUS_GAMES,
                VERSUS_SEED,
            );
            counted(o, m)
        }));
    }
    out
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
