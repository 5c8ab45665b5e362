//! A game reviewed move by move against best play: each side's chance of winning
//! before every step, and every move graded by what it lost against the best move of
//! its throw. The values come from the caller: the site reads them from
//! `content/solved/`, and the play page's engine (`api`, op `review`) estimates them
//! with the judge its strongest opponent plays with.
//!
//! A move's **loss** is the best move's chance minus the played move's, both its
//! player's, after the move with best play from then on. Its grade, by loss in points
//! of winning chance (hundredths):
//!
//! | grade      | loss             |
//! |------------|------------------|
//! | best       | under 0.05 points (the best move, or one as good to the value shown) |
//! | good       | under 2 points   |
//! | inaccuracy | under 5 points   |
//! | mistake    | under 10 points  |
//! | blunder    | 10 points or more |
//!
//! A throw with one legal move or none is not graded. The **key moves** are the
//! inaccuracies, mistakes and blunders, the costliest first, at most [`KEY_MOVES`].

use crate::diagram::replay::Step;
use crate::diagram::spec::move_name;
use std::collections::BTreeMap;
use tabula_engine::{GameResult, Move, Position, Rules};

/// The largest loss of each grade but the last (blunder), in order.
pub const THRESHOLDS: [(Grade, f64); 4] = [
    (Grade::Best, 0.0005),
    (Grade::Good, 0.02),
    (Grade::Inaccuracy, 0.05),
    (Grade::Mistake, 0.10),
];
/// How many key moves a review lists.
pub const KEY_MOVES: usize = 6;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    pub const ALL: [Grade; 5] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The grade of a move that lost `loss` against the best.
    pub fn of(loss: f64) -> Grade {
        THRESHOLDS
            .iter()
            .find(|(_, limit)| loss < *limit)
            .map_or(Grade::Blunder, |(g, _)| *g)
    }

    /// A loss as the review shows it, in percentage points rounded down, so that the
    /// figure shown stays within its grade's bounds (a good move that lost 1.96 points
    /// reads 1.9, not 2, which the legend calls an inaccuracy): to one decimal, and to
    /// two under one point, so that a good move never reads as losing 0 (the best loses
    /// less than 0.05).
    pub fn shown_points(loss: f64) -> f64 {
        let points = loss * 100.0;
        if points < 1.0 {
            (points * 100.0 + 1e-7).floor().max(0.0) / 100.0
        } else {
            (points * 10.0 + 1e-7).floor() / 10.0
        }
    }

    /// Its name in the pages' messages and class names.
    pub fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// The values of a position, as the caller has them: the side to move's chance before
/// its throw, and each move of the given throw (by [`move_name`]) with its mover's
/// chance after it.
pub struct Values {
    pub win: f64,
    pub moves: BTreeMap<String, f64>,
}

/// One step of the game reviewed.
#[derive(Debug, Clone)]
pub struct Reviewed {
    /// The player who threw.
    pub mover: u8,
    pub throw: u8,
    /// The move made (`None`: a pass).
    pub played: Option<Move>,
    /// The best move of the throw, where there was a choice.
    pub best: Option<Move>,
    /// What the move lost against the best, where there was a choice.
    pub loss: f64,
    pub grade: Option<Grade>,
}

/// A reviewed game.
#[derive(Debug, Clone)]
pub struct Review {
    /// Player 1's chance of winning before each step, and at the end (so one more
    /// than the steps).
    pub first_chances: Vec<f64>,
    pub steps: Vec<Reviewed>,
}

impl Review {
    /// The steps (by index) of the key moves: inaccuracies, mistakes and blunders, the
    /// costliest first, at most [`KEY_MOVES`].
    pub fn key_moves(&self) -> Vec<usize> {
        let mut keys: Vec<usize> = (0..self.steps.len())
            .filter(|&i| self.steps[i].grade >= Some(Grade::Inaccuracy))
            .collect();
        keys.sort_by(|&a, &b| self.steps[b].loss.total_cmp(&self.steps[a].loss));
        keys.truncate(KEY_MOVES);
        keys
    }

    /// The chart of player 1's chance move by move, a ring on each key grade's move
    /// (inaccuracies, mistakes and blunders, larger the worse).
    pub fn chart(&self) -> crate::chart::Chart {
        let marks: Vec<(usize, u8)> = self
            .steps
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s.grade {
                Some(Grade::Inaccuracy) => Some((i, 0)),
                Some(Grade::Mistake) => Some((i, 1)),
                Some(Grade::Blunder) => Some((i, 2)),
                _ => None,
            })
            .collect();
        crate::chart::chances(&self.first_chances, &marks)
    }

    /// How many moves of each grade a player made.
    pub fn counts(&self, player: u8) -> [usize; 5] {
        let mut out = [0; 5];
        for s in self.steps.iter().filter(|s| s.mover == player) {
            if let Some(g) = s.grade {
                out[g as usize] += 1;
            }
        }
        out
    }
}

/// Reviews the steps of a game played from `start`, asking `values` for each position
/// before a step, with the step's throw; gives the first position `values` has no
/// answer for (or no value of a legal move) instead.
pub fn review(
    rules: &Rules,
    start: Position,
    steps: &[Step],
    values: impl Fn(&Position, u8) -> Option<Values>,
) -> Result<Review, Position> {
    let mut first_chances = Vec::with_capacity(steps.len() + 1);
    let mut out = Vec::with_capacity(steps.len());
    let mut pos = start;
    for s in steps {
        let v = values(&pos, s.throw).ok_or(pos)?;
        let mover = pos.to_move;
        first_chances.push(if mover == 1 { v.win } else { 1.0 - v.win });
        let mut step = Reviewed {
            mover,
            throw: s.throw,
            played: s.chosen,
            best: None,
            loss: 0.0,
            grade: None,
        };
        let legal = rules.legal_moves(&pos, s.throw).unwrap_or_default();
        if let (Some(m), true) = (s.chosen, legal.len() >= 2) {
            let value = |m: &Move| v.moves.get(&move_name(m)).copied().ok_or(pos);
            let played = value(&m)?;
            let mut best = (legal[0], value(&legal[0])?);
            for x in &legal[1..] {
                let vx = value(x)?;
                if vx > best.1 {
                    best = (*x, vx);
                }
            }
            step.loss = (best.1 - played).max(0.0);
            step.grade = Some(Grade::of(step.loss));
            step.best = Some(best.0);
        }
        out.push(step);
        pos = s.after;
    }
    first_chances.push(match pos.result {
        Some(GameResult::Winner(1)) => 1.0,
        Some(GameResult::Winner(_)) => 0.0,
        Some(GameResult::Draw) => 0.5,
        None => match values(&pos, 0) {
            Some(v) if pos.to_move == 1 => v.win,
            Some(v) => 1.0 - v.win,
            None => *first_chances.last().unwrap_or(&0.5),
        },
    });
    Ok(Review {
        first_chances,
        steps: out,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loss_is_shown_within_its_grades_bounds() {
        assert_eq!(Grade::shown_points(0.0196), 1.9);
        assert_eq!(Grade::of(0.0196), Grade::Good);
        assert_eq!(Grade::shown_points(0.02), 2.0);
        assert_eq!(Grade::of(0.02), Grade::Inaccuracy);
        assert_eq!(Grade::shown_points(0.0499), 4.9);
        assert_eq!(Grade::shown_points(0.07), 7.0);
        assert_eq!(Grade::shown_points(0.1234), 12.3);
        // The least a good move loses, and under a point: two decimals, never 0.
        assert_eq!(Grade::of(0.0005), Grade::Good);
        assert_eq!(Grade::shown_points(0.0005), 0.05);
        assert_eq!(Grade::shown_points(0.00079), 0.07);
        assert_eq!(Grade::shown_points(0.0099), 0.99);
    }

    #[test]
    fn grades_follow_the_documented_thresholds() {
        assert_eq!(Grade::of(0.0), Grade::Best);
        assert_eq!(Grade::of(0.0004), Grade::Best);
        assert_eq!(Grade::of(0.0005), Grade::Good);
        assert_eq!(Grade::of(0.0199), Grade::Good);
        assert_eq!(Grade::of(0.02), Grade::Inaccuracy);
        assert_eq!(Grade::of(0.05), Grade::Mistake);
        assert_eq!(Grade::of(0.0999), Grade::Mistake);
        assert_eq!(Grade::of(0.10), Grade::Blunder);
        assert_eq!(Grade::of(0.9), Grade::Blunder);
    }
}
