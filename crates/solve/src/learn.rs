//! Learning a judge from a table: the few thousand numbers that let a browser's
//! search player judge positions almost as the whole table would.
//!
//! A table is far too large to download, but it can teach. [`learn`] takes positions
//! of the rule set, half drawn uniformly from the table and half met in games the
//! table plays against itself (a seeded generator, so the same table gives the same
//! judge), reads their exact values, and fits the engine's [`Judge`] network to them
//! by stochastic gradient descent (Adam) on the cross-entropy between its output and
//! the exact chance. Positions from games matter: a uniform draw meets the positions
//! real games reach too seldom, and a judge learned from it alone lost 5 points more
//! against the perfect player (Finkel's rules with four pieces). It runs on one
//! thread so that the numbers do not depend on the machine. A tenth of the positions
//! are held out and the judge's error on them reported.

use crate::Table;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabula_engine::judge::features;
use tabula_engine::{Judge, Position};

/// How a judge is learned.
#[derive(Debug, Clone, Copy)]
pub struct Lesson {
    /// Hidden units of the network.
    pub hidden: usize,
    /// Positions drawn from the table (a tenth held out), at most 32 for each of its
    /// positions.
    pub samples: usize,
    /// Passes over the positions.
    pub epochs: usize,
    pub seed: u64,
}

impl Default for Lesson {
    fn default() -> Lesson {
        Lesson {
            hidden: 128,
            samples: 1_600_000,
            epochs: 12,
            seed: 2026,
        }
    }
}

/// A learned judge and how close it came on positions it did not learn from.
#[derive(Debug, Clone)]
pub struct Learned {
    pub judge: Judge,
    /// The mean of |judge − table| over the held-out positions.
    pub mean_error: f64,
    /// The largest such difference.
    pub max_error: f64,
}

/// Learns a judge of the table's rule set from positions half drawn uniformly from
/// the table, half met in games it plays against itself.
pub fn learn(table: &Table, lesson: Lesson) -> Learned {
    let rules = table.rules();
    let n = Judge::inputs_for(rules);
    let h = lesson.hidden.clamp(1, tabula_engine::judge::MAX_HIDDEN);
    let mut rng = ChaCha8Rng::seed_from_u64(lesson.seed);
    // A small rule set is learned from no more than 32 draws of each position.
    let count = lesson
        .samples
        .min(table.values.len().saturating_mul(32))
        .max(10);
    let mut samples = draw(table, count - count / 2, &mut rng);
    samples.extend(played(table, count / 2, &mut rng));
    shuffle_items(&mut samples, &mut rng);
    let held = samples.len() / 10;
    let (test, train) = samples.split_at(held);

    // He initialisation for the rectified layer, small output weights.
    let mut w: Vec<f32> = Vec::with_capacity(h * (n + 2) + 1);
    let spread = (6.0 / n as f32).sqrt();
    for _ in 0..h {
        w.extend((0..n).map(|_| rng.random_range(-spread..spread)));
        w.push(0.0);
    }
    let out_spread = (1.0 / h as f32).sqrt();
    w.extend((0..h).map(|_| rng.random_range(-out_spread..out_spread)));
    w.push(0.0);

    let mut adam = Adam::new(w.len());
    let mut grad = vec![0f32; w.len()];
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut x = vec![0f32; n];
    let mut a = vec![0f32; h];
    const BATCH: usize = 64;
    let steps = (lesson.epochs * train.len()).div_ceil(BATCH).max(1);
    let mut step = 0usize;
    for _ in 0..lesson.epochs {
        shuffle_items(&mut order, &mut rng);
        for batch in order.chunks(BATCH) {
            grad.fill(0.0);
            for &i in batch {
                let (pos, y) = &train[i];
                features(rules, pos, &mut x);
                backprop(&w, n, h, &x, *y, &mut a, &mut grad);
            }
            // The step size falls from 3e-3 to 1e-4 over the lesson.
            let t = step as f32 / steps as f32;
            let rate = 3e-3 * (1.0 - t) + 1e-4 * t;
            adam.step(&mut w, &grad, rate);
            step += 1;
        }
    }
    let judge = Judge::new(rules, h, w).expect("a judge of the rule set's size");
    let (mut sum, mut max) = (0.0f64, 0.0f64);
    for (pos, y) in test {
        let e = (judge.win(rules, pos) - f64::from(*y)).abs();
        sum += e;
        max = max.max(e);
    }
    Learned {
        judge,
        mean_error: sum / test.len().max(1) as f64,
        max_error: max,
    }
}

/// Positions of the table not yet decided, drawn uniformly, with their values.
fn draw(table: &Table, count: usize, rng: &mut ChaCha8Rng) -> Vec<(Position, f32)> {
    let stored = table.values.len() as u64;
    let mirrored = table.mirror.is_some();
    let mut out = Vec::with_capacity(count);
    // A rule set of few positions is drawn from with repeats; give up on one
    // whose positions are all decided.
    let mut tries = 0usize;
    while out.len() < count && tries < count * 20 {
        tries += 1;
        let slot = rng.random_range(0..stored);
        let rank = Table::rank_of(&table.index, mirrored, slot);
        let Some(pos) = table.index.unrank(rank) else {
            continue;
        };
        if pos.result.is_some() {
            continue;
        }
        out.push((pos, table.values[slot as usize]));
    }
    out
}

/// Positions of games the table plays against itself (its best move four times in
/// five, a random one otherwise), with their values: the positions a game reaches,
/// which a uniform draw meets too seldom.
fn played(table: &Table, count: usize, rng: &mut ChaCha8Rng) -> Vec<(Position, f32)> {
    let rules = table.rules();
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut pos = Position::start(rules);
        for _ in 0..10_000 {
            if pos.result.is_some() || out.len() == count {
                break;
            }
            out.push((pos, table.win(&pos) as f32));
            let throw = rules.throws.draw(rng);
            let moves = crate::exercises::valued(rules, table, &pos, throw);
            pos = match moves.len() {
                0 => rules.pass(&pos, throw),
                n if rng.random_range(0..5) == 0 => moves[rng.random_range(0..n)].0.after,
                _ => moves[0].0.after,
            };
        }
    }
    out
}

/// Adds to `grad` the gradient of the cross-entropy between the network's output
/// for `x` and the chance `y`.
fn backprop(w: &[f32], n: usize, h: usize, x: &[f32], y: f32, a: &mut [f32], grad: &mut [f32]) {
    let (rows, out) = w.split_at(h * (n + 1));
    let mut z = out[h];
    for (j, row) in rows.chunks_exact(n + 1).enumerate() {
        let s = row[..n].iter().zip(x).fold(row[n], |s, (w, x)| s + w * x);
        a[j] = s.max(0.0);
        z += a[j] * out[j];
    }
    let p = 1.0 / (1.0 + (-z).exp());
    let dz = p - y;
    let (grows, gout) = grad.split_at_mut(h * (n + 1));
    gout[h] += dz;
    for (j, grow) in grows.chunks_exact_mut(n + 1).enumerate() {
        gout[j] += dz * a[j];
        if a[j] > 0.0 {
            let d = dz * out[j];
            for (g, x) in grow[..n].iter_mut().zip(x) {
                *g += d * x;
            }
            grow[n] += d;
        }
    }
}

/// A Fisher–Yates shuffle from the lesson's generator.
fn shuffle_items<T>(v: &mut [T], rng: &mut ChaCha8Rng) {
    for i in (1..v.len()).rev() {
        v.swap(i, rng.random_range(0..=i));
    }
}

/// The Adam optimiser's moments.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    t: i32,
}

impl Adam {
    fn new(len: usize) -> Adam {
        Adam {
            m: vec![0.0; len],
            v: vec![0.0; len],
            t: 0,
        }
    }

    /// One step of size `rate` along the gradient `g` (Adam does not mind its scale).
    fn step(&mut self, w: &mut [f32], g: &[f32], rate: f32) {
        let (b1, b2) = (0.9f32, 0.999f32);
        self.t += 1;
        let (c1, c2) = (1.0 - b1.powi(self.t), 1.0 - b2.powi(self.t));
        for i in 0..w.len() {
            self.m[i] = b1 * self.m[i] + (1.0 - b1) * g[i];
            self.v[i] = b2 * self.v[i] + (1.0 - b2) * g[i] * g[i];
            w[i] -= rate * (self.m[i] / c1) / ((self.v[i] / c2).sqrt() + 1e-8);
        }
    }
}
