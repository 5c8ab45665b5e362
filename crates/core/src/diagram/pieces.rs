//! The pieces as every diagram, play page and print pack draws them: the two sides
//! differ in shape as well as tone, so they read apart in print and to readers who do
//! not tell the colours apart. A piece on a board is marked with its seat and route
//! square, for the page to find the one a move glides.

use super::glyphs;
use super::palette::{DARK, LIGHT};
use std::fmt::Write;

/// A seat's piece centred on (cx, cy), `r` units from its centre to its edge, drawn as
/// every diagram draws it.
pub fn piece_at(seat: u8, cx: f32, cy: f32, r: f32) -> String {
    let mut s = String::new();
    piece(&mut s, seat, cx, cy, r);
    s
}

/// A piece drawn by `draw`, in a group that says whose it is and on which route square
/// (0 the hand, `n + 1` off), for the page to find the piece a move glides.
pub(super) fn marked_piece(s: &mut String, seat: u8, square: u8, draw: impl FnOnce(&mut String)) {
    let _ = write!(
        s,
        "<g class=\"piece\" data-seat=\"{seat}\" data-square=\"{square}\">"
    );
    draw(s);
    s.push_str("</g>\n");
}

/// Seat 1: a light disc; seat 2: a dark diamond with a light rim.
pub(super) fn piece(s: &mut String, seat: u8, cx: f32, cy: f32, r: f32) {
    if seat == 1 {
        let _ = writeln!(
            s,
            "<path d=\"{}\" fill=\"{LIGHT}\" stroke=\"{DARK}\" stroke-width=\"2.5\"/><path d=\"{}\" fill=\"none\" stroke=\"{DARK}\" stroke-width=\"1.2\"/>",
            glyphs::circle(cx, cy, r),
            glyphs::circle(cx, cy, r * 0.55)
        );
    } else {
        let k = r * 1.15;
        let _ = writeln!(
            s,
            "<path d=\"M{cx:.1} {:.1}L{:.1} {cy:.1}L{cx:.1} {:.1}L{:.1} {cy:.1}Z\" fill=\"{DARK}\" stroke=\"{LIGHT}\" stroke-width=\"2\" stroke-linejoin=\"round\"/>",
            cy - k, cx + k, cy + k, cx - k
        );
    }
}
