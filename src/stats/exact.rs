//! The figures that follow exactly from the rule data, and the margins of the
//! measured ones.
//!
//! The throws per turn from the throw alone: a turn ends with the first throw that
//! gives no extra throw, so with p the chance of a throw value that gives one
//! (`turn.extra_throw`), a turn has 1 / (1 − p) throws on average. That is the
//! figure of the throw rules themselves; in play, rosettes and captures that give
//! another throw add to it, and a pass that ends the turn takes from it
//! ([`turn_can_end_early`]).

use crate::engine::settings::{WaterGoesTo, WaterNamed};
use crate::engine::{Fraction, Rules};

/// The throws per turn from the throw alone, exactly; `None` if every throw gives
/// another (a turn would never end).
pub fn throws_per_turn(rules: &Rules) -> Option<Fraction> {
    let t = &rules.throws;
    let extra: u64 = t
        .outcomes
        .iter()
        .filter(|o| rules.is_extra_throw(o.value))
        .map(|o| o.weight)
        .sum();
    (extra < t.total).then(|| Fraction::new(t.total, t.total - extra))
}

/// Whether a move can earn an extra throw by where it lands: on a rosette that gives
/// one, or on an opposing piece where a hit gives one. Such throws are not in
/// [`throws_per_turn`], which counts the throws' own.
pub fn landing_earns_extra_throw(rules: &Rules) -> bool {
    let s = &rules.settings;
    s.rosettes.as_ref().is_some_and(|r| r.extra_throw) || s.landing.extra_throw
}

/// Whether a rule cuts a turn short of what its throws give: a pass that loses the
/// extra throw its number would earn (Jéquier's), a return from the House of Water that
/// ends the turn (Kendall's), or an opening whose throws earn no extra throw. Then
/// [`throws_per_turn`] is more than a turn has on average in play, and only the games'
/// figure says how many it has.
pub fn turn_can_end_early(rules: &Rules) -> bool {
    let s = &rules.settings;
    let lost_on_pass = !s.turn.extra_throw.is_empty() && !s.turn.extra_throw_on_pass;
    let held = s
        .water
        .as_ref()
        .is_some_and(|w| w.goes_to == WaterGoesTo::Named(WaterNamed::Hold));
    lost_on_pass || held || s.opening.is_some()
}

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval of a proportion of `k` in `n` at `z`: (low, high).
pub fn wilson(k: u64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let d = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / d;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Throws per turn measured from `throws` throws of which `extra` gave another
/// throw, `throws / (throws − extra)`, with its interval at `z`: the interval of the
/// proportion of throws that end a turn, inverted.
pub fn measured_throws_per_turn(throws: u64, extra: u64, z: f64) -> Option<(f64, f64, f64)> {
    let ends = throws.checked_sub(extra).filter(|&e| e > 0)?;
    let (lo, hi) = wilson(ends, throws, z);
    Some((
        throws as f64 / ends as f64,
        1.0 / hi,
        if lo > 0.0 { 1.0 / lo } else { f64::INFINITY },
    ))
}
