//! A ```` ```diagram ```` block: what to show (a position, its legal moves, one
//! move, before and after, or the throws) and the claims the engine must confirm.
//! The block is TOML, a few `key = value` lines.

use super::replay::replay_moves;
use crate::rules::Catalogue;
use serde::Deserialize;
use std::collections::BTreeMap;
use tabula_engine::{notation, Dest, Effects, GameResult, Move, Position, Rules};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Show {
    /// The position only.
    #[default]
    Position,
    /// Every legal move of the throw.
    Moves,
    /// One move and where it goes.
    Move,
    /// One move: the position before and after, side by side.
    BeforeAfter,
    /// The throws of the variant with their probabilities.
    Throws,
}

/// What is wrong with a diagram block, and where: at one of its keys (a claim the
/// engine does not confirm is wrong at the claim's key), at a line of the block (its
/// TOML does not parse), or in the block as a whole. The site puts the error at that
/// line of the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecError {
    pub at: At,
    pub message: String,
}

/// Where in its block a [`SpecError`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum At {
    /// The block as a whole (its fence).
    Block,
    /// The line of this key (`throw`, `expect`, `move`).
    Key(&'static str),
    /// This line of the block's text, from 1.
    Line(usize),
}

impl SpecError {
    fn new(at: At, message: impl Into<String>) -> SpecError {
        SpecError {
            at,
            message: message.into(),
        }
    }

    /// The error at a key of the block.
    pub fn at_key(key: &'static str, message: impl Into<String>) -> SpecError {
        SpecError::new(At::Key(key), message)
    }

    /// The error of the block as a whole.
    pub fn whole(message: impl Into<String>) -> SpecError {
        SpecError::new(At::Block, message)
    }
}

impl std::fmt::Display for SpecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A message with no place of its own is the block's as a whole.
impl std::convert::From<String> for SpecError {
    fn from(message: String) -> SpecError {
        SpecError::whole(message)
    }
}

impl std::convert::From<SpecError> for String {
    fn from(e: SpecError) -> String {
        e.message
    }
}

/// A move named by where it starts: a square or `"hand"`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum From {
    Square(u8),
    Named(String),
}

impl From {
    /// The square the move starts from (0: a waiting piece), or what is wrong with the
    /// name; `key` is the block's key that names it (`move`, `best`).
    pub fn square(&self, key: &'static str) -> Result<u8, SpecError> {
        match self {
            From::Square(s) => Ok(*s),
            From::Named(h) if h == "hand" => Ok(0),
            From::Named(other) => Err(SpecError::at_key(
                key,
                format!("diagram: {key} = \"{other}\"; name a square or \"hand\""),
            )),
        }
    }
}

#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// The variant (default: the page's, or its game's standard variant).
    pub variant: Option<String>,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// The message naming the rule set its options make (`variant-ur-finkel-masters`),
    /// for the title; default: the variant's name.
    pub name: Option<String>,
    /// The position in the engine's notation, or `start`.
    pub position: Option<String>,
    /// Throws and moves played from the start: `"3:hand 2:3 1:pass"`.
    pub replay: Option<String>,
    pub throw: Option<u8>,
    pub show: Option<Show>,
    /// The move shown: the square it starts from, or `"hand"`.
    #[serde(rename = "move")]
    pub from: Option<From>,
    /// Draw this player's route.
    pub route: Option<u8>,
    // Claims the engine must confirm.
    /// Effects of the shown move (`"swap"`, `["capture", "extra_throw"]`).
    pub expect: Option<OneOrMany>,
    /// Every legal move, as `"5-7"`, `"hand-3"`, `"27-off"`; `[]` for no legal move.
    pub legal: Option<Vec<String>>,
    /// The square the shown move's piece ends on (after the House of Water).
    pub ends_on: Option<u8>,
    /// The game is over after the shown move: `"1"`, `"2"` or `"draw"`.
    pub result: Option<String>,
    /// Who throws next after the shown move (or the pass).
    pub next: Option<u8>,
    // Values under best play, from `content/solved/`: the site checks and shows them
    // (the engine alone cannot).
    /// Show the chance of winning of the position and of each legal move.
    #[serde(default)]
    pub values: bool,
    /// The best move of the throw, named as `move` names one.
    pub best: Option<From>,
    /// The chance of winning after the shown move (its player's), or of the position
    /// (the side to move's, before its throw) where no move is shown; within 0.005.
    pub win: Option<f64>,
    /// Review the replayed game: each side's chance move by move, every move graded
    /// against the best (`crate::review`).
    #[serde(default)]
    pub review: bool,
}

impl Spec {
    /// Whether the block shows or claims values under best play.
    pub fn wants_values(&self) -> bool {
        self.values || self.review || self.best.is_some() || self.win.is_some()
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    fn list(&self) -> Vec<String> {
        match self {
            OneOrMany::One(s) => vec![s.clone()],
            OneOrMany::Many(v) => v.clone(),
        }
    }
}

/// A diagram worked out by the engine, ready to draw and describe.
#[derive(Debug, Clone)]
pub struct Diagram {
    pub variant: String,
    pub rules: Rules,
    pub show: Show,
    pub position: Position,
    pub throw: Option<u8>,
    /// Legal moves of the throw (empty: no legal move).
    pub moves: Vec<Move>,
    /// The move shown.
    pub chosen: Option<Move>,
    /// The position after the pass, when there is no legal move.
    pub pass: Option<Position>,
    pub route: Option<u8>,
    /// The message naming the rule set, where the block names one.
    pub name: Option<String>,
}

/// A move written `5-7`, `hand-3`, `27-off`.
pub fn move_name(m: &Move) -> String {
    let from = if m.from == 0 {
        "hand".to_string()
    } else {
        m.from.to_string()
    };
    let to = match m.to {
        Dest::Square(q) => q.to_string(),
        Dest::Off => "off".into(),
    };
    format!("{from}-{to}")
}

/// What kind of move it is, as the messages select on it (`$kind`): a piece that
/// comes onto the board, one borne off, one that stays on its square (Kendall's House
/// of Water), or a step from square to square. The build's descriptions and the
/// browser's (through the api's `turn`) take it from here.
pub fn move_kind(m: &Move) -> &'static str {
    match m.to {
        _ if m.from == 0 => "enter",
        Dest::Off => "off",
        Dest::Square(q) if q == m.from => "stay",
        Dest::Square(_) => "step",
    }
}

impl Spec {
    pub fn parse(text: &str) -> Result<Spec, SpecError> {
        toml::from_str(text).map_err(|e| {
            let (line, _) = crate::diagnostics::line_col(text, e.span().map_or(0, |s| s.start));
            SpecError::new(
                At::Line(line),
                format!("diagram block: {}", e.message().trim()),
            )
        })
    }

    /// Runs the engine on the block and checks its claims. `default_variant` is the
    /// page's variant (or its game's standard variant).
    pub fn compute(
        &self,
        catalogue: &Catalogue,
        default_variant: Option<&str>,
    ) -> Result<Diagram, SpecError> {
        let id = self.variant.as_deref().or(default_variant).ok_or_else(|| {
            SpecError::whole(
                "diagram: no variant; write variant = \"senet/standard\" (the page has none)",
            )
        })?;
        let variant = catalogue
            .get(id)
            .map_err(|e| SpecError::at_key("variant", e))?;
        let rules = variant
            .rules(&self.options)
            .map_err(|e| SpecError::at_key("options", e))?;
        self.compute_with(id, rules)
    }

    /// Runs the engine on the block with the rules of its variant `id` already compiled.
    pub fn compute_with(&self, id: &str, rules: Rules) -> Result<Diagram, SpecError> {
        let mut pos = match (&self.position, &self.replay) {
            (Some(_), Some(_)) => {
                return Err(SpecError::at_key(
                    "replay",
                    "diagram: give either position or replay, not both",
                ))
            }
            (Some(p), None) => notation::parse(&rules, p)
                .map_err(|e| SpecError::at_key("position", format!("diagram position: {e}")))?,
            _ => Position::start(&rules),
        };
        if let Some(replay) = &self.replay {
            pos = replay_moves(&rules, pos, replay).map_err(|e| SpecError::at_key("replay", e))?;
        }
        let show = self.show.unwrap_or(match (self.throw, &self.from) {
            (None, _) => Show::Position,
            (Some(_), None) => Show::Moves,
            (Some(_), Some(_)) => Show::Move,
        });
        let mut d = Diagram {
            variant: id.to_string(),
            rules,
            show,
            position: pos,
            throw: self.throw,
            moves: Vec::new(),
            chosen: None,
            pass: None,
            route: self.route,
            name: self.name.clone(),
        };
        if let Some(r) = self.route {
            if r != 1 && r != 2 {
                return Err(SpecError::at_key(
                    "route",
                    format!("diagram: route = {r}; draw the route of player 1 or 2"),
                ));
            }
        }
        if show == Show::Throws {
            return Ok(d);
        }
        let needs_throw = matches!(show, Show::Moves | Show::Move | Show::BeforeAfter);
        let Some(throw) = self.throw else {
            if needs_throw {
                return Err(SpecError::at_key(
                    "show",
                    "diagram: this diagram shows moves, so it needs a throw: throw = 2",
                ));
            }
            if self.expect.is_some()
                || self.legal.is_some()
                || self.ends_on.is_some()
                || self.result.is_some()
                || self.next.is_some()
            {
                return Err(SpecError::whole(
                    "diagram: claims about moves need a throw: throw = 2",
                ));
            }
            return Ok(d);
        };
        d.moves = d
            .rules
            .legal_moves(&d.position, throw)
            .map_err(|e| SpecError::at_key("throw", format!("diagram: {e}")))?;
        let names: Vec<String> = d.moves.iter().map(move_name).collect();
        let legal_text = if names.is_empty() {
            "no legal move".to_string()
        } else {
            names.join(", ")
        };
        if let Some(from) = &self.from {
            let from_sq = from.square("move")?;
            let m = d.moves.iter().find(|m| m.from == from_sq).ok_or_else(|| {
                let what = if from_sq == 0 { "a piece from hand".into() } else { format!("the piece on {from_sq}") };
                SpecError::at_key("move", format!("diagram: {what} has no legal move with a throw of {throw}; the engine finds: {legal_text}"))
            })?;
            d.chosen = Some(*m);
        } else if matches!(show, Show::Move | Show::BeforeAfter) {
            if d.moves.len() == 1 {
                d.chosen = Some(d.moves[0]);
            } else {
                return Err(SpecError::at_key(
                    "show",
                    format!("diagram: show = move needs move = SQUARE (legal moves: {legal_text})"),
                ));
            }
        }
        if d.moves.is_empty() {
            d.pass = Some(d.rules.pass(&d.position, throw));
        }
        self.check_claims(&d, &names, &legal_text)?;
        Ok(d)
    }

    fn check_claims(
        &self,
        d: &Diagram,
        names: &[String],
        legal_text: &str,
    ) -> Result<(), SpecError> {
        let disagree = |key: &'static str, claim: String, found: String| {
            Err(SpecError::at_key(
                key,
                format!("the diagram claims {claim}, but the engine finds {found}"),
            ))
        };
        if let Some(legal) = &self.legal {
            let mut want = legal.clone();
            want.sort();
            let mut got = names.to_vec();
            got.sort();
            if want != got {
                let claim = if legal.is_empty() {
                    "no legal move".to_string()
                } else {
                    format!("the legal moves {}", legal.join(", "))
                };
                return disagree("legal", claim, legal_text.to_string());
            }
        }
        let after = d.chosen.map(|m| m.after).or(d.pass);
        if let Some(expect) = &self.expect {
            let list = expect.list();
            if list.iter().any(|e| e == "no-move" || e == "no legal move") {
                if !d.moves.is_empty() {
                    return disagree("expect", "no legal move".into(), legal_text.to_string());
                }
            } else {
                let m = d.chosen.ok_or_else(|| {
                    SpecError::at_key(
                        "expect",
                        "diagram: expect names effects of a move; say which: move = SQUARE",
                    )
                })?;
                for e in &list {
                    let flag = Effects::from_name(e).ok_or_else(|| {
                        let known: Vec<&str> = Effects::NAMES.iter().map(|(_, n)| *n).collect();
                        SpecError::at_key(
                            "expect",
                            format!(
                                "diagram: unknown effect `{e}`; effects are {}",
                                known.join(", ")
                            ),
                        )
                    })?;
                    if !m.effects.contains(flag) {
                        let found = m.effects.names();
                        let found = if found.is_empty() {
                            "a plain move".to_string()
                        } else {
                            found.join(", ")
                        };
                        return disagree("expect", format!("{} {e}", move_name(&m)), found);
                    }
                }
            }
        }
        if let Some(sq) = self.ends_on {
            let m = d.chosen.ok_or_else(|| {
                SpecError::at_key("ends_on", "diagram: ends_on needs a move: move = SQUARE")
            })?;
            if m.ends_on != Dest::Square(sq) {
                let found = match m.ends_on {
                    Dest::Square(q) => format!("it ends on {q}"),
                    Dest::Off => "it is borne off".into(),
                };
                return disagree("ends_on", format!("{} ends on {sq}", move_name(&m)), found);
            }
        }
        if let Some(r) = &self.result {
            let want = match r.as_str() {
                "1" => Some(GameResult::Winner(1)),
                "2" => Some(GameResult::Winner(2)),
                "draw" => Some(GameResult::Draw),
                "none" => None,
                other => {
                    return Err(SpecError::at_key(
                        "result",
                        format!(
                        "diagram: result = \"{other}\"; write \"1\", \"2\", \"draw\" or \"none\""
                    ),
                    ))
                }
            };
            let got = after.and_then(|p| p.result);
            if got != want {
                let show = |r: Option<GameResult>| match r {
                    Some(GameResult::Winner(w)) => format!("game over, player {w} wins"),
                    Some(GameResult::Draw) => "game over, a draw".into(),
                    None => "the game goes on".into(),
                };
                return disagree("result", show(want), show(got));
            }
        }
        if let Some(n) = self.next {
            let got = after
                .map(|p| p.to_move)
                .ok_or_else(|| SpecError::at_key("next", "diagram: next needs a throw"))?;
            if got != n {
                return disagree(
                    "next",
                    format!("player {n} throws next"),
                    format!("player {got} throws next"),
                );
            }
        }
        Ok(())
    }
}
