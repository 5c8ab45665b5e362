//! Values under best play for the pages: `content/solved/<game>.toml`, one per game,
//! written by `tabula solve` and read by the build.
//!
//! A solved table holds every position of a rule set and lives in the cache folder;
//! it is far too large to commit and slow to make. The pages need only a few of its
//! numbers: the first player's chance from the start, and the values of the positions
//! and moves the pages show. `tabula solve` writes exactly these into the data file,
//! with the key of the rule data they were solved from, so a build needs no table and
//! the site builds on any machine, as statistics do.
//!
//! A file is only ever replaced by `tabula solve` if it was written by it: its first
//! line is [`HEADER`].

use crate::diagnostics::{line_col, Diagnostic};
use crate::engine::Rules;
use crate::rules::Catalogue;
use crate::stats::play::RuleSet;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The first line of every file `tabula solve` writes.
pub const HEADER: &str =
    "# Values under best play, written by `tabula solve`: run it again rather than edit this file.";
/// The version of the file's layout.
pub const FORMAT: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolvedFile {
    pub format: u32,
    #[serde(rename = "set", default)]
    pub sets: Vec<SolvedSet>,
}

/// What the pages need of one rule set's table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolvedSet {
    pub variant: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// The key of the rule data the table was solved from (`tabula_solve::table::key`:
    /// the settings with the options applied, and the board).
    pub rules: String,
    /// The positions the table holds, and the largest residual of its Bellman equation.
    pub stored: u64,
    pub residual: f64,
    /// The first player's chance of winning from the start, before the first throw,
    /// with best play from both sides.
    pub first: f64,
    /// The positions the pages show.
    #[serde(rename = "position", default)]
    pub shown: Vec<SolvedPosition>,
    /// The exercises mined from the table's games, easy first
    /// (`tabula_solve::exercises`), for the rule set's exercise page.
    #[serde(rename = "exercise", default)]
    pub exercises: Vec<SolvedExercise>,
    /// The play page's computer players against the perfect player
    /// (`tabula_solve::versus`).
    #[serde(default)]
    pub versus: Vec<SolvedVersus>,
    /// A judge of the rule set's positions learned from the table
    /// (`tabula_solve::learn`), for a computer player that needs no table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub judge: Option<SolvedJudge>,
}

/// A judge's numbers (`tabula_engine::Judge`), and how close it came to the table on
/// positions it did not learn from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolvedJudge {
    pub hidden: u32,
    /// The mean and the largest difference from the table's values.
    pub mean_error: f64,
    pub max_error: f64,
    pub weights: Vec<f32>,
}

/// A computer player's games against the perfect player, from each seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolvedVersus {
    /// The play page's name of the opponent: `random`, `expectimax`, `judged`,
    /// `perfect`.
    pub opponent: String,
    /// How many throws it looks ahead (none for the random mover; a file written
    /// before it was recorded has none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u8>,
    pub first_games: u32,
    pub first_wins: u32,
    pub second_games: u32,
    pub second_wins: u32,
}

/// How many throws the play page's judged player looks ahead: `tabula solve`
/// measures it so against the perfect player, and the build's judges file
/// (`site::outputs::judges`) tells the page.
pub const JUDGED_DEPTH: u8 = 2;

/// The play page's computer players, as its opponent menu names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// Moves at random.
    Random,
    /// Looks one throw ahead, judging positions by progress.
    Expectimax,
    /// Looks `JUDGED_DEPTH` throws ahead, judging positions by the rule set's judge.
    Judged,
    /// Takes a best move every time: the judge's guesses corrected by the best moves
    /// `tabula solve` wrote (`crate::best_moves`), where they fit their budget.
    Perfect,
}

impl Opponent {
    pub const ALL: [Opponent; 4] = [
        Opponent::Random,
        Opponent::Expectimax,
        Opponent::Judged,
        Opponent::Perfect,
    ];

    /// Its name in the opponent menu, the files and the messages.
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Random => "random",
            Opponent::Expectimax => "expectimax",
            Opponent::Judged => "judged",
            Opponent::Perfect => "perfect",
        }
    }

    /// How many throws it looks ahead.
    pub fn depth(self) -> Option<u8> {
        match self {
            Opponent::Random | Opponent::Perfect => None,
            Opponent::Expectimax => Some(1),
            Opponent::Judged => Some(JUDGED_DEPTH),
        }
    }

    /// Whether games in a values file were played by a computer player as the play
    /// page plays it now (one measured looking as far ahead as it does): only those
    /// are stated, or kept by `tabula solve`.
    pub fn measured(v: &SolvedVersus) -> bool {
        Opponent::ALL
            .iter()
            .any(|o| o.name() == v.opponent && o.depth() == v.depth)
    }
}

/// A position and throw set as an exercise: which move is best?
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolvedExercise {
    /// The position in the engine's notation, and the throw to play.
    pub position: String,
    pub throw: u8,
    /// `easy`, `medium` or `hard` (`tabula_solve::exercises::Level`).
    pub level: String,
    /// Every legal move (`5-7`, `hand-3`) with the chance that its mover wins after it.
    pub moves: BTreeMap<String, f64>,
}

/// The values of a position a page shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolvedPosition {
    /// The position in the engine's notation.
    pub position: String,
    /// The chance that the side to move wins, before its throw.
    pub win: f64,
    /// For each throw that has legal moves (by its value), each move (`5-7`,
    /// `hand-3`) with the chance that its mover wins after it.
    #[serde(default)]
    pub moves: BTreeMap<String, BTreeMap<String, f64>>,
}

impl SolvedSet {
    pub fn rule_set(&self) -> RuleSet {
        RuleSet {
            variant: self.variant.clone(),
            options: self.options.clone(),
        }
    }

    /// The values of a position and a throw, as a review reads them
    /// (`tabula_core::review`), if a page asked for them when the file was written.
    pub fn values(
        &self,
        rules: &Rules,
        pos: &crate::engine::Position,
        throw: u8,
    ) -> Option<tabula_core::review::Values> {
        let shown = self.position(rules, pos)?;
        Some(tabula_core::review::Values {
            win: shown.win,
            moves: shown
                .moves
                .get(&throw.to_string())
                .cloned()
                .unwrap_or_default(),
        })
    }

    /// The values of a position, if a page asked for them when the file was written.
    pub fn position(
        &self,
        rules: &Rules,
        pos: &crate::engine::Position,
    ) -> Option<&SolvedPosition> {
        let text = crate::engine::notation::format(rules, pos);
        // In order of their notation, as `parse` leaves them.
        self.shown
            .binary_search_by(|p| p.position.as_str().cmp(&text))
            .ok()
            .map(|i| &self.shown[i])
    }
}

/// The solved files of a site, by game, and the files of best moves by the key of
/// their rule data (`crate::best_moves`), as bytes: the build checks one against its
/// rule set and judge before it sends it.
#[derive(Debug, Default)]
pub struct Library {
    pub files: BTreeMap<String, (PathBuf, SolvedFile)>,
    pub best_moves: BTreeMap<String, (Vec<u8>, crate::best_moves::Head)>,
}

impl Library {
    /// Reads every `<game>.toml` of `dir` (`content/solved/`; none is no error), and
    /// every `best-moves/<key>.gz`.
    pub fn load(dir: &Path) -> Result<Library, Vec<Diagnostic>> {
        let files = crate::input::data_files(dir, parse)?;
        let mut best_moves = BTreeMap::new();
        let mut errors = Vec::new();
        let folder = dir.join(crate::best_moves::FOLDER);
        if let Ok(entries) = std::fs::read_dir(&folder) {
            let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
            paths.sort();
            for path in paths {
                let Some(key) = path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .and_then(|n| n.strip_suffix(".gz"))
                else {
                    continue;
                };
                let bytes = match crate::input::read_bytes(&path, crate::best_moves::BUDGET as u64)
                {
                    Ok(bytes) => bytes,
                    Err(d) => {
                        errors.push(d);
                        continue;
                    }
                };
                match crate::best_moves::head_of(&bytes) {
                    Ok(head) if head.key == key => {
                        best_moves.insert(key.to_string(), (bytes, head));
                    }
                    Ok(head) => errors.push(Diagnostic::new(
                        &path,
                        2,
                        1,
                        format!("best moves of the rule data {} under the name of {key}: run `tabula solve` again", head.key),
                    )),
                    Err(e) => errors.push(Diagnostic::new(
                        &path,
                        1,
                        1,
                        format!("best moves: {e}; remove the file or run `tabula solve` again"),
                    )),
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Library { files, best_moves })
    }

    /// The values of a rule set, with the file they are in.
    pub fn get(&self, set: &RuleSet) -> Option<(&Path, &SolvedSet)> {
        let game = set.variant.split('/').next()?;
        let (path, file) = self.files.get(game)?;
        let s = file
            .sets
            .iter()
            .find(|s| s.variant == set.variant && s.options == set.options)?;
        Some((path, s))
    }

    /// The values of a rule set, if they were solved from its rule data as it is now.
    pub fn current(&self, set: &RuleSet, rules: &Rules) -> Option<&SolvedSet> {
        self.get(set)
            .map(|(_, s)| s)
            .filter(|s| s.rules == tabula_solve::table::key(rules))
    }

    /// A warning for every rule set whose rule data changed since it was solved,
    /// naming the file and what to run.
    pub fn stale(&self, catalogue: &Catalogue) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        for (path, file) in self.files.values() {
            for s in &file.sets {
                let set = s.rule_set();
                let why = match catalogue
                    .get(&s.variant)
                    .and_then(|v| v.rules(&s.options).map_err(String::from))
                {
                    Ok(rules) if tabula_solve::table::key(&rules) == s.rules => continue,
                    Ok(_) => "its rule data changed since".to_string(),
                    Err(e) => e,
                };
                out.push(Diagnostic::new(
                    path,
                    0,
                    0,
                    format!(
                        "the values of {} were solved from other rule data ({why}): they are not shown; run `tabula solve {}` to solve it again",
                        set.key(),
                        command_args(&set)
                    ),
                )
                .warning());
            }
        }
        out
    }
}

/// The arguments of `tabula solve` for a rule set: `ur/finkel --option pieces=5`.
pub fn command_args(set: &RuleSet) -> String {
    let mut out = set.variant.clone();
    for (name, value) in &set.options {
        out.push_str(&format!(" --option {name}={value}"));
    }
    out
}

/// Reads a data file; an error names its line and column.
pub fn parse(path: &Path, text: &str) -> Result<SolvedFile, Diagnostic> {
    let file = toml::from_str::<SolvedFile>(text).map_err(|e| {
        let (line, col) = line_col(text, e.span().map_or(0, |s| s.start));
        Diagnostic::new(
            path,
            line,
            col,
            format!(
                "solved values file: {} (it is written by `tabula solve`: run it again)",
                e.message().trim()
            ),
        )
    })?;
    let mut file = file;
    // Kept in order of their notation, so a lookup is a binary search.
    for set in &mut file.sets {
        set.shown.sort_by(|a, b| a.position.cmp(&b.position));
    }
    if file.format != FORMAT {
        return Err(Diagnostic::new(
            path,
            1,
            1,
            format!(
                "solved values file: layout {} is not the layout {FORMAT} this tabula reads: run `tabula solve` again",
                file.format
            ),
        ));
    }
    Ok(file)
}

/// The text of a data file.
pub fn to_text(file: &SolvedFile) -> Result<String, String> {
    let body = toml::to_string(file).map_err(|e| e.to_string())?;
    Ok(format!(
        "{HEADER}\n# The layout is described in docs/rule-data.md, \"Solved values files\".\n\n{body}"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(opponent: &str, depth: Option<u8>) -> SolvedVersus {
        SolvedVersus {
            opponent: opponent.into(),
            depth,
            first_games: 10,
            first_wins: 5,
            second_games: 10,
            second_wins: 5,
        }
    }

    #[test]
    fn only_games_of_a_computer_player_as_the_play_page_plays_it_are_stated() {
        assert!(Opponent::measured(&games("random", None)));
        assert!(Opponent::measured(&games("expectimax", Some(1))));
        assert!(Opponent::measured(&games("judged", Some(JUDGED_DEPTH))));
        // Looking as far ahead as another player, or not said how far.
        assert!(!Opponent::measured(&games("judged", Some(1))));
        assert!(!Opponent::measured(&games("expectimax", None)));
        assert!(!Opponent::measured(&games("random", Some(1))));
        assert!(Opponent::measured(&games("perfect", None)));
        assert!(!Opponent::measured(&games("perfect", Some(1))));
    }
}
