//! The throw drawn as the implements that produce it: sticks with their flat sides up,
//! tetrahedral dice with their marked tips up, or a long die's pips, then `= value`.
//! Under a diagram that shows a throw, on the play page as a throw falls, and on the
//! print pack's throw card.

use super::palette::{DARK, INK, LIGHT};
use super::{glyphs, typeface};
use std::fmt::Write;
use tabula_engine::settings::Implement;
use tabula_engine::throw::Outcome;
use tabula_engine::Rules;

/// How wide and high [`outcome_at`] draws a throw, in a square's units.
pub const THROW_SIZE: (f32, f32) = (300.0, 48.0);

/// A way a throw falls, as the diagrams draw it (the sticks or dice, then `= value`),
/// its top left corner at (x, y).
pub fn outcome_at(rules: &Rules, outcome: &Outcome, x: f32, y: f32) -> String {
    let mut s = String::new();
    draw_outcome(&mut s, rules, outcome.marked, outcome.value, x, y);
    s
}

/// The throw as the implements that produce it: sticks with their flat sides up,
/// tetrahedral dice with their marked tips up, or a long die's pips.
pub(super) fn draw_throw(s: &mut String, rules: &Rules, value: u8, x: f32, y: f32) {
    let marked = rules
        .throws
        .outcomes
        .iter()
        .find(|o| o.value == value)
        .map_or(0, |o| o.marked);
    draw_outcome(s, rules, marked, value, x, y);
}

/// Each stick or die of a throw is one group, for the page to show it falling.
const IMPLEMENT: &str = "<g class=\"implement\">";

/// A throw with `marked` sides up, worth `value`.
fn draw_outcome(s: &mut String, rules: &Rules, marked: u8, value: u8, x: f32, y: f32) {
    let t = &rules.throws;
    match t.implement {
        Implement::Sticks => {
            for i in 0..t.count {
                let sx = x + f32::from(i) * 26.0;
                let flat = i < marked;
                let fill = if flat { LIGHT } else { DARK };
                s.push_str(IMPLEMENT);
                let _ = writeln!(
                    s,
                    "<rect x=\"{sx:.1}\" y=\"{y:.1}\" width=\"16\" height=\"48\" rx=\"{}\" fill=\"{fill}\" stroke=\"{DARK}\" stroke-width=\"2\"/>",
                    if flat { 2 } else { 8 }
                );
                if flat {
                    let _ = writeln!(s, "<path d=\"M{:.1} {:.1}L{:.1} {:.1}\" stroke=\"{DARK}\" stroke-width=\"1.5\"/>", sx + 8.0, y + 8.0, sx + 8.0, y + 40.0);
                }
                s.push_str("</g>\n");
            }
        }
        Implement::BinaryDice => {
            for i in 0..t.count {
                let cx = x + 22.0 + f32::from(i) * 50.0;
                s.push_str(IMPLEMENT);
                let _ = writeln!(
                    s,
                    "<path d=\"M{cx:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z\" fill=\"{LIGHT}\" stroke=\"{DARK}\" stroke-width=\"2\" stroke-linejoin=\"round\"/>",
                    y + 2.0, cx + 22.0, y + 46.0, cx - 22.0, y + 46.0
                );
                let _ = writeln!(s, "<path d=\"M{cx:.1} {:.1}L{cx:.1} {:.1}\" stroke=\"{DARK}\" stroke-width=\"1.2\"/>", y + 2.0, y + 46.0);
                if i < marked {
                    let _ = writeln!(
                        s,
                        "<path d=\"{}\" fill=\"{DARK}\"/>",
                        glyphs::circle(cx, y + 10.0, 4.5)
                    );
                }
                s.push_str("</g>\n");
            }
        }
        Implement::LongDie => {
            let w = 120.0;
            s.push_str(IMPLEMENT);
            let _ = writeln!(s, "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{w}\" height=\"30\" rx=\"6\" fill=\"{LIGHT}\" stroke=\"{DARK}\" stroke-width=\"2\"/>", y + 8.0);
            for i in 0..value {
                let cx = x + 18.0 + f32::from(i) * 26.0;
                let _ = writeln!(
                    s,
                    "<path d=\"{}\" fill=\"{DARK}\"/>",
                    glyphs::circle(cx, y + 23.0, 5.0)
                );
            }
            s.push_str("</g>\n");
        }
    }
    // The value itself, after the implements: "= 3".
    let _ = writeln!(
        s,
        "<path d=\"{}\" fill=\"{INK}\"/>",
        typeface::text_at(&format!("={value}"), x + 212.0, y + 8.0, 32.0)
    );
}
