//! Throws: the distribution of a variant's throw as exact fractions, and a throw
//! drawn from a seeded generator.
//!
//! Sticks and binary dice are taken to be fair, each side at 1/2, so k marked
//! sides up out of n has weight C(n, k) out of 2^n; a long die has equal faces.

use super::settings::{Implement, SettingError, ThrowSettings};

/// An exact probability, `num / den`, in lowest terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fraction {
    pub num: u64,
    pub den: u64,
}

impl Fraction {
    pub fn new(num: u64, den: u64) -> Fraction {
        let g = gcd(num, den).max(1);
        Fraction {
            num: num / g,
            den: den / g,
        }
    }

    pub fn as_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// One way a throw can come out: how many marked sides were up (or the face of a
/// long die), and the value it is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub marked: u8,
    pub value: u8,
    pub weight: u64,
}

/// The distribution of a throw: its outcomes, with integer weights out of `total`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThrowTable {
    pub implement: Implement,
    pub count: u8,
    pub outcomes: Vec<Outcome>,
    pub total: u64,
    /// `values[v]` is the summed weight of throw value v.
    weights: [u64; 16],
}

impl ThrowTable {
    pub fn new(s: &ThrowSettings) -> Result<ThrowTable, SettingError> {
        let mut outcomes = Vec::new();
        match s.implement {
            Implement::Sticks | Implement::BinaryDice => {
                if s.count == 0 || s.count > 8 {
                    return Err(SettingError::new(
                        "throw.count",
                        format!(
                            "throw.count is {}: between 1 and 8 sticks or dice can be thrown",
                            s.count
                        ),
                    ));
                }
                for key in s.values.keys() {
                    match key.parse::<u8>() {
                        Ok(k) if k <= s.count => {}
                        _ => {
                            return Err(SettingError::new("throw.values", format!(
                                "throw.values has the key `{key}`: use a number of marked sides up, 0 to {}",
                                s.count
                            )))
                        }
                    }
                }
                for k in 0..=s.count {
                    let value = s.values.get(&k.to_string()).copied().unwrap_or(k);
                    outcomes.push(Outcome {
                        marked: k,
                        value,
                        weight: binomial(s.count, k),
                    });
                }
            }
            Implement::LongDie => {
                if s.faces.is_empty() {
                    return Err(SettingError::new(
                        "throw.faces",
                        "throw.faces is empty: a long die needs its faces, e.g. [1, 2, 3, 4]",
                    ));
                }
                for &f in &s.faces {
                    outcomes.push(Outcome {
                        marked: f,
                        value: f,
                        weight: 1,
                    });
                }
            }
        }
        let mut weights = [0u64; 16];
        for o in &outcomes {
            if o.value >= 16 {
                return Err(SettingError::new(
                    "throw.values",
                    format!(
                        "throw.values gives a throw worth {}, more than tabula supports (15)",
                        o.value
                    ),
                ));
            }
            weights[usize::from(o.value)] += o.weight;
        }
        let total = outcomes.iter().map(|o| o.weight).sum();
        Ok(ThrowTable {
            implement: s.implement,
            count: s.count,
            outcomes,
            total,
            weights,
        })
    }

    /// The distinct values a throw can take, ascending.
    pub fn values(&self) -> Vec<u8> {
        (0..16u8)
            .filter(|&v| self.weights[usize::from(v)] > 0)
            .collect()
    }

    pub fn can_throw(&self, value: u8) -> bool {
        usize::from(value) < 16 && self.weights[usize::from(value)] > 0
    }

    /// Every possible throw value with its chance as a number, without allocating (the
    /// look-ahead asks at every position it weighs).
    pub fn chances(&self) -> impl Iterator<Item = (u8, f64)> + '_ {
        let total = self.total as f64;
        (0..16u8)
            .filter(|&v| self.weights[usize::from(v)] > 0)
            .map(move |v| (v, self.weights[usize::from(v)] as f64 / total))
    }

    /// The exact probability of a throw value.
    pub fn probability(&self, value: u8) -> Fraction {
        let w = if usize::from(value) < 16 {
            self.weights[usize::from(value)]
        } else {
            0
        };
        Fraction::new(w, self.total)
    }

    /// Draws one throw from the generator, without bias.
    pub fn draw<R: rand::Rng + ?Sized>(&self, rng: &mut R) -> u8 {
        // Rejection sampling on the largest multiple of `total` below 2^64.
        let zone = u64::MAX - (u64::MAX % self.total) - 1;
        let r = loop {
            let x = rng.next_u64();
            if x <= zone {
                break x % self.total;
            }
        };
        let mut acc = 0;
        for o in &self.outcomes {
            acc += o.weight;
            if r < acc {
                return o.value;
            }
        }
        unreachable!("the weights sum to total")
    }
}

fn binomial(n: u8, k: u8) -> u64 {
    let (n, k) = (u64::from(n), u64::from(k));
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}
