//! The charts as SVG: the game-length distribution, the first player's win rate for
//! each pairing of policies and the spread of game lengths of a game's variants side
//! by side (the statistics), and a reviewed game's chances move by move (`chances`,
//! drawn by the build and, for a game played on the play page, by the browser's
//! engine). Like the board diagrams, a chart holds no words and no
//! `<text>`: its numerals and the per cent sign are paths from the diagrams' typeface
//! (`diagram::typeface`), so
//! one file serves every language; its title and description are in the page.

use crate::diagram::palette::{BAR, DARK, GRID, INK, LIGHT, MARK, PAPER, TAIL};
use crate::diagram::{glyphs, typeface};
use std::fmt::Write;
use tabula_engine::Policy;

const W: f32 = 480.0;
const DIGIT: f32 = 12.0;

/// A drawn chart: the SVG file and its size.
#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    pub svg: String,
    pub width: f32,
    pub height: f32,
}

fn open(w: f32, h: f32) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"{w:.0}\" height=\"{h:.0}\">\n<g id=\"diagram\">\n<rect width=\"{w:.0}\" height=\"{h:.0}\" fill=\"{PAPER}\"/>\n"
    )
}

fn close(mut s: String, width: f32, height: f32) -> Chart {
    s.push_str("</g>\n</svg>\n");
    Chart {
        svg: s,
        width,
        height,
    }
}

/// A number in the typeface; with `pct`, followed by a per cent sign. Returns the path
/// (to fill) and its width.
fn numeral(n: u32, pct: bool, x: f32, y: f32, h: f32) -> (String, f32) {
    let t = if pct { format!("{n}%") } else { n.to_string() };
    (typeface::text_at(&t, x, y, h), typeface::text_width(&t, h))
}

/// A step from 1, 2, 5, 10, 20, 25, 50, ... giving at most `ticks` ticks up to `top`.
pub fn nice_step(top: f32, ticks: f32) -> u32 {
    let mut scale = 1u32;
    loop {
        for m in [10, 20, 25, 50] {
            let step = scale * m / 10;
            if step > 0 && top / step as f32 <= ticks {
                return step;
            }
        }
        scale *= 10;
    }
}

/// Numerals from the typeface are filled outlines.
/// The horizontal axis of a chart, from `x0` to `x1` at height `y`.
fn x_axis(s: &mut String, x0: f32, x1: f32, y: f32) {
    stroke(s, &format!("M{x0:.1} {y:.1}L{x1:.1} {y:.1}"), INK, 1.5);
}

fn fill(s: &mut String, d: &str, colour: &str) {
    let _ = writeln!(s, "<path d=\"{d}\" fill=\"{colour}\"/>");
}

fn stroke(s: &mut String, d: &str, colour: &str, width: f32) {
    let _ = writeln!(s, "<path d=\"{d}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{width}\" stroke-linecap=\"round\"/>");
}

/// The game-length histogram: `counts[i]` games took `width * i` to `width * (i+1) - 1`
/// turns; the last bar (all longer games too) is drawn lighter. The axis starts at
/// the mark before the shortest games. Returns the chart and the step of its marks
/// on the horizontal axis, in turns.
pub fn lengths(width: u32, counts: &[u64]) -> (Chart, u32) {
    let h = 240.0;
    let (left, right, top, bottom) = (44.0, 14.0, 14.0, 30.0);
    let pw = W - left - right;
    let ph = h - top - bottom;
    let width = width.max(1);
    let total: u64 = counts.iter().sum::<u64>().max(1);
    let first = counts.iter().position(|&c| c > 0).unwrap_or(0) as u32;
    let end = counts.len().max(1) as u32 * width;
    let step = nice_step((end - first * width) as f32, 6.0)
        .max(width)
        .div_ceil(width)
        * width;
    let start = first * width / step * step;
    let span = (end - start) as f32;
    let max_share = counts
        .iter()
        .map(|&c| c as f32 / total as f32)
        .fold(0.0, f32::max)
        .max(0.001);
    // Whole per cents on the vertical axis, at most four marks.
    let pct_step = nice_step(max_share * 100.0, 4.0).max(1);
    let y_top = ((max_share * 100.0) / pct_step as f32).ceil().max(1.0) * pct_step as f32;
    let mut s = open(W, h);
    let y_of = |pct: f32| top + ph - ph * pct / y_top;
    let x_of = |turns: u32| left + pw * (turns - start) as f32 / span;
    let mut grid = String::new();
    let mut labels = String::new();
    let mut p = 0;
    while p as f32 <= y_top + 0.01 {
        let y = y_of(p as f32);
        let _ = write!(grid, "M{left:.1} {y:.1}L{:.1} {y:.1}", left + pw);
        let (_, lw) = numeral(p, true, 0.0, 0.0, DIGIT);
        labels.push_str(&numeral(p, true, left - 8.0 - lw, y - DIGIT / 2.0, DIGIT).0);
        p += pct_step;
    }
    stroke(&mut s, &grid, GRID, 1.0);
    let bw = pw * width as f32 / span;
    for (i, &c) in counts.iter().enumerate().skip((start / width) as usize) {
        let share = c as f32 / total as f32 * 100.0;
        let y = y_of(share);
        let fill = if i + 1 == counts.len() && counts.len() > 1 {
            TAIL
        } else {
            BAR
        };
        let _ = writeln!(
            s,
            "<rect x=\"{:.1}\" y=\"{y:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{fill}\"/>",
            x_of(i as u32 * width) + 0.5,
            (bw - 1.0).max(0.5),
            (top + ph - y).max(0.0)
        );
    }
    let mut ticks = String::new();
    let mut t = start;
    while t <= end {
        let x = x_of(t);
        let _ = write!(
            ticks,
            "M{x:.1} {:.1}L{x:.1} {:.1}",
            top + ph,
            top + ph + 5.0
        );
        let nw = typeface::text_width(&t.to_string(), DIGIT);
        labels.push_str(&typeface::text_at(
            &t.to_string(),
            (x - nw / 2.0).clamp(1.0, W - nw - 1.0),
            top + ph + 9.0,
            DIGIT,
        ));
        t += step;
    }
    let _ = write!(
        ticks,
        "M{left:.1} {:.1}L{:.1} {:.1}M{left:.1} {top:.1}L{left:.1} {:.1}",
        top + ph,
        left + pw,
        top + ph,
        top + ph
    );
    stroke(&mut s, &ticks, INK, 1.5);
    fill(&mut s, &labels, INK);
    (close(s, W, h), step)
}

/// A policy's symbol centred on (cx, cy), `r` its half-size: a die with three pips for
/// the random player, an arrow for the greedy one, an eye for the one that looks ahead;
/// light for seat 1, dark for seat 2.
fn policy_symbol(p: Policy, seat: usize, cx: f32, cy: f32, r: f32) -> String {
    let (fill, ink) = if seat == 0 {
        (LIGHT, DARK)
    } else {
        (DARK, LIGHT)
    };
    match p {
        Policy::Random => {
            let mut s = format!(
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"{:.1}\" fill=\"{fill}\" stroke=\"{DARK}\" stroke-width=\"1.5\"/>",
                cx - r, cy - r, 2.0 * r, 2.0 * r, r * 0.25
            );
            let pips: String = [-0.5f32, 0.0, 0.5].iter().map(|k| glyphs::circle(cx + k * r, cy + k * r, r * 0.16)).collect();
            let _ = write!(s, "<path d=\"{pips}\" fill=\"{ink}\"/>");
            s
        }
        Policy::Greedy => format!(
            "<path d=\"M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z\" fill=\"{fill}\" stroke=\"{DARK}\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>",
            cx - r, cy - r * 0.35, cx, cy - r * 0.35, cx, cy - r, cx + r, cy, cx, cy + r, cx, cy + r * 0.35, cx - r, cy + r * 0.35
        ),
        Policy::LookAhead => format!(
            "<path d=\"M{:.1} {cy:.1}Q{cx:.1} {:.1} {:.1} {cy:.1}Q{cx:.1} {:.1} {:.1} {cy:.1}Z\" fill=\"{fill}\" stroke=\"{DARK}\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/><path d=\"{}\" fill=\"{ink}\"/>",
            cx - r, cy - r * 1.1, cx + r, cy + r * 1.1, cx - r, glyphs::circle(cx, cy, r * 0.32)
        ),
    }
}

/// The share of wins of player 1 for each pairing, as horizontal bars from 0 to 100%
/// with their 95% intervals as whiskers and a dashed line at one half; each row
/// starts with the symbols of the two policies (seat 1, then seat 2).
pub fn pairings(rows: &[([Policy; 2], f64, f64, f64)]) -> Chart {
    let row_h = 34.0;
    let (left, right, top, bottom) = (76.0, 22.0, 10.0, 30.0);
    let h = top + bottom + row_h * rows.len().max(1) as f32;
    let pw = W - left - right;
    let x_of = |p: f64| left + pw * p as f32;
    let mut s = open(W, h);
    let mut grid = String::new();
    let mut labels = String::new();
    for pct in [0u32, 25, 50, 75, 100] {
        let x = x_of(f64::from(pct) / 100.0);
        let _ = write!(grid, "M{x:.1} {top:.1}L{x:.1} {:.1}", h - bottom);
        let (_, lw) = numeral(pct, true, 0.0, 0.0, DIGIT);
        labels.push_str(
            &numeral(
                pct,
                true,
                (x - lw / 2.0).min(W - lw - 2.0),
                h - bottom + 9.0,
                DIGIT,
            )
            .0,
        );
    }
    stroke(&mut s, &grid, GRID, 1.0);
    for (i, (pair, rate, lo, hi)) in rows.iter().enumerate() {
        let cy = top + row_h * (i as f32 + 0.5);
        s.push_str(&policy_symbol(pair[0], 0, 20.0, cy, 9.0));
        s.push_str(&policy_symbol(pair[1], 1, 46.0, cy, 9.0));
        let _ = writeln!(
            s,
            "<rect x=\"{left:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{BAR}\"/>",
            cy - 9.0,
            (x_of(*rate) - left).max(0.5),
            18.0
        );
        let whisker = format!(
            "M{:.1} {cy:.1}L{:.1} {cy:.1}M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}",
            x_of(*lo),
            x_of(*hi),
            x_of(*lo),
            cy - 5.0,
            x_of(*lo),
            cy + 5.0,
            x_of(*hi),
            cy - 5.0,
            x_of(*hi),
            cy + 5.0
        );
        stroke(&mut s, &whisker, DARK, 1.5);
    }
    let half = x_of(0.5);
    let _ = writeln!(
        s,
        "<path d=\"M{half:.1} {:.1}L{half:.1} {:.1}\" stroke=\"{MARK}\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>",
        top - 4.0,
        h - bottom + 4.0
    );
    x_axis(&mut s, left, left + pw, h - bottom);
    fill(&mut s, &labels, INK);
    close(s, W, h)
}

/// The spread of game lengths in turns of several rule sets, one row each, numbered
/// from 1: a line from the 10th to the 90th percentile, a box over the middle half
/// (25th to 75th) and a mark at the median; a rule set not measured yet (`None`) keeps
/// its number and its row stays empty. Returns the chart and its step in turns.
pub fn spread(rows: &[Option<[u32; 5]>]) -> (Chart, u32) {
    let row_h = 30.0;
    let (left, right, top, bottom) = (34.0, 20.0, 10.0, 30.0);
    let h = top + bottom + row_h * rows.len().max(1) as f32;
    let pw = W - left - right;
    let max = rows
        .iter()
        .flatten()
        .map(|q| q[4])
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    let step = nice_step(max, 6.0).max(1);
    let span = (max / step as f32).ceil() * step as f32;
    let x_of = |t: u32| left + pw * t as f32 / span;
    let mut s = open(W, h);
    let mut grid = String::new();
    let mut labels = String::new();
    let mut t = 0;
    while t as f32 <= span + 0.01 {
        let x = x_of(t);
        let _ = write!(grid, "M{x:.1} {top:.1}L{x:.1} {:.1}", h - bottom);
        let nw = typeface::text_width(&t.to_string(), DIGIT);
        labels.push_str(&typeface::text_at(
            &t.to_string(),
            (x - nw / 2.0).clamp(1.0, W - nw - 1.0),
            h - bottom + 9.0,
            DIGIT,
        ));
        t += step;
    }
    stroke(&mut s, &grid, GRID, 1.0);
    for (i, q) in rows.iter().enumerate() {
        let cy = top + row_h * (i as f32 + 0.5);
        let n = i as u32 + 1;
        labels.push_str(&typeface::text_at(
            &n.to_string(),
            6.0,
            cy - DIGIT / 2.0,
            DIGIT,
        ));
        let Some(q) = q else {
            continue;
        };
        stroke(
            &mut s,
            &format!("M{:.1} {cy:.1}L{:.1} {cy:.1}", x_of(q[0]), x_of(q[4])),
            DARK,
            1.5,
        );
        let _ = writeln!(
            s,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"16\" fill=\"{TAIL}\" stroke=\"{DARK}\" stroke-width=\"1.5\"/>",
            x_of(q[1]),
            cy - 8.0,
            (x_of(q[3]) - x_of(q[1])).max(1.0)
        );
        stroke(
            &mut s,
            &format!(
                "M{:.1} {:.1}L{:.1} {:.1}",
                x_of(q[2]),
                cy - 11.0,
                x_of(q[2]),
                cy + 11.0
            ),
            MARK,
            3.0,
        );
    }
    x_axis(&mut s, left, left + pw, h - bottom);
    fill(&mut s, &labels, INK);
    (close(s, W, h), step)
}

/// A reviewed game's chart: player 1's chance of winning before each step and at the
/// end (`first`, from 0 to 1), as a line over the steps, the area below it player 1's
/// and above it player 2's; the even line at 50% and 0%, 50% and 100% marked on the
/// left; a ring on each step in `marks` (the costly moves), the larger for the worse
/// (`severity` 0, 1, 2: inaccuracy, mistake, blunder).
pub fn chances(first: &[f64], marks: &[(usize, u8)]) -> Chart {
    let h = 200.0;
    let (left, right, top, bottom) = (44.0, 10.0, 10.0, 10.0);
    let pw = W - left - right;
    let ph = h - top - bottom;
    let n = first.len().max(2) - 1;
    let x = |i: usize| left + pw * i as f32 / n as f32;
    let y = |v: f64| top + ph * (1.0 - v.clamp(0.0, 1.0) as f32);
    let mut s = open(W, h);
    // Player 2's area (the whole plot), then player 1's below the line.
    let _ = writeln!(
        s,
        "<rect x=\"{left:.1}\" y=\"{top:.1}\" width=\"{pw:.1}\" height=\"{ph:.1}\" fill=\"{LIGHT}\" stroke=\"{GRID}\"/>"
    );
    let mut line = String::new();
    for (i, &v) in first.iter().enumerate() {
        let _ = write!(
            line,
            "{}{:.1} {:.1}",
            if i == 0 { "M" } else { "L" },
            x(i),
            y(v)
        );
    }
    let _ = writeln!(
        s,
        "<path d=\"{line}L{:.1} {:.1}L{:.1} {:.1}Z\" fill=\"{TAIL}\" fill-opacity=\"0.45\"/>",
        x(first.len().saturating_sub(1)),
        y(0.0),
        x(0),
        y(0.0)
    );
    stroke(
        &mut s,
        &format!("M{left:.1} {:.1}H{:.1}", y(0.5), left + pw),
        GRID,
        1.5,
    );
    stroke(&mut s, &line, DARK, 2.0);
    for &(i, severity) in marks {
        if let Some(&v) = first.get(i + 1) {
            let r = 3.5 + 1.5 * f32::from(severity.min(2));
            let _ = writeln!(
                s,
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\" fill=\"{PAPER}\" stroke=\"{MARK}\" stroke-width=\"2\"/>",
                x(i + 1),
                y(v)
            );
        }
    }
    // 0%, 50% and 100% on the left, numerals as paths.
    for (v, n) in [(0.0, 0u32), (0.5, 50), (1.0, 100)] {
        let digit = DIGIT * 0.9;
        let (_, w) = numeral(n, true, 0.0, 0.0, digit);
        let (d, _) = numeral(n, true, left - 6.0 - w, y(v) - digit / 2.0, digit);
        fill(&mut s, &d, INK);
    }
    close(s, W, h)
}
