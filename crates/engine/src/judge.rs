//! A judge: a small learned estimate of the side to move's chance of winning, for
//! positions a search cannot follow to the end.
//!
//! The solver knows the exact chance of every position of a rule set, but its table
//! (hundreds of megabytes) cannot reach a reader's browser. A judge is what fits:
//! a network with one hidden layer, a few thousand numbers, fitted by the solver to
//! its own table (`tabula-solve`'s `learn`). A search player ([`crate::Computer`])
//! reads it at the leaves of its search where the plain player reads [`progress`].
//!
//! What the network sees is the same for every rule set, so it reads no variant's
//! name: for the side to move and then the other, one input per route square (1
//! where that side has a piece on it), the share of its pieces still waiting and
//! the share borne off; and one input that is 1 when seat 2 is to move (rule sets
//! whose seats differ). Its hidden units are rectified, its output a logistic
//! function: a chance between 0 and 1.
//!
//! [`progress`]: crate::player::progress

use super::position::{GameResult, Position};
use super::rules::Rules;

/// The numbers of a judge: `hidden` rows of `inputs` weights and a bias, then
/// `hidden` output weights and the output's bias, in that order.
#[derive(Debug, Clone, PartialEq)]
pub struct Judge {
    inputs: usize,
    hidden: usize,
    weights: Vec<f32>,
}

/// How many hidden units a judge may have: enough for any rule set, small enough
/// that no input makes a search slow.
pub const MAX_HIDDEN: usize = 256;

impl Judge {
    /// The number of inputs a judge of `rules` reads.
    pub fn inputs_for(rules: &Rules) -> usize {
        2 * (usize::from(rules.route_len()) + 2) + 1
    }

    /// The number of weights a judge of `rules` with `hidden` units has.
    pub fn weights_for(rules: &Rules, hidden: usize) -> usize {
        hidden * (Self::inputs_for(rules) + 2) + 1
    }

    /// A judge of `rules` from its numbers; an error says what does not fit.
    pub fn new(rules: &Rules, hidden: usize, weights: Vec<f32>) -> Result<Judge, String> {
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(format!(
                "a judge has 1 to {MAX_HIDDEN} hidden units, not {hidden}"
            ));
        }
        let want = Self::weights_for(rules, hidden);
        if weights.len() != want {
            return Err(format!(
                "a judge of this rule set with {hidden} hidden units has {want} weights, not {}",
                weights.len()
            ));
        }
        if let Some(i) = weights.iter().position(|w| !w.is_finite()) {
            return Err(format!("weight {i} of the judge is not a number"));
        }
        Ok(Judge {
            inputs: Self::inputs_for(rules),
            hidden,
            weights,
        })
    }

    /// The hidden units.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The numbers, in the order [`Judge::new`] reads them.
    pub fn weights(&self) -> &[f32] {
        &self.weights
    }

    /// The chance that the side to move wins, before its throw. A finished game is
    /// worth what it is: 1 to its winner, ½ drawn.
    pub fn win(&self, rules: &Rules, pos: &Position) -> f64 {
        match pos.result {
            Some(GameResult::Winner(w)) => return if w == pos.to_move { 1.0 } else { 0.0 },
            Some(GameResult::Draw) => return 0.5,
            None => {}
        }
        let mut x = [0f32; 2 * (crate::rules::MAX_SQUARES + 2) + 1];
        features(rules, pos, &mut x[..self.inputs]);
        f64::from(self.output(&x[..self.inputs]))
    }

    /// The network's raw output for a position whose game is not over: the chance
    /// [`Judge::win`] gives before its logistic function, a sum of products with the
    /// same bits on every machine (`best_moves` compares moves by it).
    pub fn logit(&self, rules: &Rules, pos: &Position) -> f32 {
        let mut x = [0f32; 2 * (crate::rules::MAX_SQUARES + 2) + 1];
        features(rules, pos, &mut x[..self.inputs]);
        self.raw(&x[..self.inputs])
    }

    /// The chance that `seat` wins from `pos`, before the next throw.
    pub fn win_for(&self, rules: &Rules, pos: &Position, seat: u8) -> f64 {
        let w = self.win(rules, pos);
        if pos.to_move == seat {
            w
        } else {
            1.0 - w
        }
    }

    /// The network's output for inputs `x`.
    fn output(&self, x: &[f32]) -> f32 {
        1.0 / (1.0 + (-self.raw(x)).exp())
    }

    /// The network's output for inputs `x` before its logistic function. Only the
    /// inputs that are not 0 are read (a position has a few pieces on a long route), in
    /// order, which gives the sums the dense product gives, up to the sign of a zero
    /// that no unit reads.
    fn raw(&self, x: &[f32]) -> f32 {
        let (n, h) = (self.inputs, self.hidden);
        let mut on = [0u8; 2 * (crate::rules::MAX_SQUARES + 2) + 1];
        let mut count = 0;
        for (i, &v) in x.iter().enumerate() {
            if v != 0.0 {
                on[count] = i as u8;
                count += 1;
            }
        }
        let on = &on[..count];
        let (rows, out) = self.weights.split_at(h * (n + 1));
        let mut z = out[h];
        for (row, v) in rows.chunks_exact(n + 1).zip(&out[..h]) {
            let a = on
                .iter()
                .fold(row[n], |s, &i| s + row[usize::from(i)] * x[usize::from(i)]);
            if a > 0.0 {
                z += a * v;
            }
        }
        z
    }
}

/// What a judge of `rules` sees of `pos`, written into `x` (of
/// [`Judge::inputs_for`] numbers).
pub fn features(rules: &Rules, pos: &Position, x: &mut [f32]) {
    x.fill(0.0);
    let n = usize::from(rules.route_len());
    let count = f32::from(rules.piece_count().max(1));
    for (k, seat) in [pos.to_move, 3 - pos.to_move].into_iter().enumerate() {
        let si = usize::from(seat - 1) & 1;
        let base = k * (n + 2);
        let mut tiles = pos.tiles.of(seat);
        while tiles != 0 {
            let t = tiles.trailing_zeros() as usize;
            tiles &= tiles - 1;
            let q = usize::from(rules.square_of[si][t]);
            if (1..=n).contains(&q) {
                x[base + q - 1] = 1.0;
            }
        }
        x[base + n] = f32::from(pos.waiting[si]) / count;
        x[base + n + 1] = f32::from(pos.off[si]) / count;
    }
    x[2 * (n + 2)] = f32::from(u8::from(pos.to_move == 2));
}
