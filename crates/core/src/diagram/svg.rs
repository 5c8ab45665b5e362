//! Draws a diagram as SVG: the board of its game, pieces (the two sides differ in
//! shape as well as tone), the special squares' symbols, the moving piece's path
//! and destination, pieces waiting and borne off, the pot, and the throw as the
//! sticks or dice that produce it. The picture holds no words, so one file serves
//! every language, and no `<text>`: numerals and signs are paths from the typeface
//! (`typeface`).

use super::palette::{BOARD, INK, MARK, PAPER, POT, ROUTE, SIGN, SQUARE_LINE};
pub use super::pieces::piece_at;
use super::pieces::{marked_piece, piece};
use super::spec::{Diagram, Show};
use super::throws::draw_throw;
pub use super::throws::{outcome_at, THROW_SIZE};
use super::{glyphs, typeface};
use std::fmt::Write;
use tabula_engine::{Dest, Move, Position, Rules};

const CELL: f32 = 56.0;
const PAD: f32 = 14.0;
const THROW_H: f32 = 64.0;
/// How high a square's number is: 10 CSS pixels or more where the widest board fills a
/// 360-pixel phone.
const NUMERAL: f32 = 18.0;
/// Where a piece, a sign or a mark sits on a square that shows its number: off the
/// square's centre, below and beside the number in its top corner.
const ON_NUMBERED: (f32, f32) = (4.0, 8.0);
/// How high the count of pieces waiting, borne off or paid is.
const COUNT: f32 = 19.0;

/// Where things are drawn on one board.
struct Frame {
    x: f32,
    y: f32,
    cols: u8,
    rows: u8,
}

impl Frame {
    fn cell_center(&self, row: u8, col: u8) -> (f32, f32) {
        (
            self.x + (f32::from(col) - 0.5) * CELL,
            self.y + (f32::from(row) - 0.5) * CELL,
        )
    }
    fn width(&self) -> f32 {
        f32::from(self.cols) * CELL
    }
    fn height(&self) -> f32 {
        f32::from(self.rows) * CELL
    }
}

/// The board's frame: as wide as its board file's drawing says, wider where a pot
/// of fines is drawn beside it; as high as its grid.
fn frame(rules: &Rules, x: f32, y: f32) -> Frame {
    let d = &rules.drawing;
    let pot = d
        .pot
        .filter(|_| rules.has_fines())
        .map_or(0, |p| p[0][1].max(p[1][1]));
    let rows = rules.board.tiles.iter().map(|t| t.row).max().unwrap_or(1);
    Frame {
        x,
        y,
        cols: d.columns.max(pot),
        rows,
    }
}

/// The centre of a drawing cell `[row, column]`.
fn cell(f: &Frame, c: [u8; 2]) -> (f32, f32) {
    f.cell_center(c[0], c[1])
}

/// How the two boards of a before-and-after diagram are placed: side by side, or one
/// above the other (for narrow screens, where side by side their numerals cannot be read).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Wide,
    Stacked,
}

/// The size of the whole picture.
pub fn size(d: &Diagram) -> (f32, f32) {
    size_in(d, Layout::Wide)
}

/// The size of the picture in a layout.
pub fn size_in(d: &Diagram, layout: Layout) -> (f32, f32) {
    let f = frame(&d.rules, 0.0, 0.0);
    let two = d.show == Show::BeforeAfter;
    let (across, down) = match (two, layout) {
        (false, _) => (1.0, 1.0),
        (true, Layout::Wide) => (2.0, 1.0),
        (true, Layout::Stacked) => (1.0, 2.0),
    };
    let gap = |n: f32| if n > 1.0 { CELL } else { 0.0 };
    let w = PAD * 2.0 + f.width() * across + gap(across);
    let h =
        PAD * 2.0 + f.height() * down + gap(down) + if d.throw.is_some() { THROW_H } else { 0.0 };
    (w, h)
}

/// The SVG document of a diagram (for its file), with the drawing in `<g id="diagram">`.
pub fn render(d: &Diagram) -> String {
    render_in(d, Layout::Wide)
}

/// The SVG document of a diagram in a layout.
pub fn render_in(d: &Diagram, layout: Layout) -> String {
    let (w, h) = size_in(d, layout);
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"{w:.0}\" height=\"{h:.0}\">\n<g id=\"diagram\">\n"
    );
    let _ = writeln!(
        s,
        "<rect width=\"{w:.0}\" height=\"{h:.0}\" fill=\"{PAPER}\"/>"
    );
    let f = frame(&d.rules, PAD, PAD);
    let mut boards_height = f.height();
    match d.show {
        Show::BeforeAfter => {
            let m = d.chosen.expect("before-after has a move");
            draw_board(&mut s, &d.rules, &f, Some(&d.position));
            draw_move(&mut s, &d.rules, &f, &d.position, &m, true);
            draw_counts(&mut s, &d.rules, &f, &d.position);
            // The second board, and the arrow between the two.
            let f2 = match layout {
                Layout::Wide => {
                    let (ax, ay) = (PAD + f.width() + CELL * 0.15, PAD + f.height() / 2.0);
                    arrow(&mut s, &[(ax, ay), (ax + CELL * 0.7, ay)], MARK, 4.0, false);
                    Frame {
                        x: PAD + f.width() + CELL,
                        ..f
                    }
                }
                Layout::Stacked => {
                    let (ax, ay) = (PAD + f.width() / 2.0, PAD + f.height() + CELL * 0.15);
                    arrow(&mut s, &[(ax, ay), (ax, ay + CELL * 0.7)], MARK, 4.0, false);
                    boards_height = f.height() * 2.0 + CELL;
                    Frame {
                        y: PAD + f.height() + CELL,
                        ..f
                    }
                }
            };
            draw_board(&mut s, &d.rules, &f2, Some(&m.after));
            mark_square_end(&mut s, &d.rules, &f2, d.position.to_move, &m);
            draw_counts(&mut s, &d.rules, &f2, &m.after);
        }
        _ => {
            draw_board(&mut s, &d.rules, &f, Some(&d.position));
            if let Some(seat) = d.route {
                draw_route(&mut s, &d.rules, &f, seat);
            }
            match (d.show, d.chosen) {
                (Show::Move, Some(m)) => draw_move(&mut s, &d.rules, &f, &d.position, &m, true),
                (Show::Moves, _) => {
                    for m in &d.moves {
                        draw_move(&mut s, &d.rules, &f, &d.position, m, false);
                    }
                }
                _ => {}
            }
            draw_counts(&mut s, &d.rules, &f, &d.position);
        }
    }
    if let Some(t) = d.throw {
        draw_throw(&mut s, &d.rules, t, PAD, PAD + boards_height + 12.0);
    }
    s.push_str("</g>\n</svg>\n");
    s
}

/// Where a seat's route square is drawn in a one-board diagram (0: its hand, past the
/// route: borne off), so a page can place what a reader taps over the picture.
pub fn point(rules: &Rules, seat: u8, square: u8) -> (f32, f32) {
    square_center(rules, &frame(rules, PAD, PAD), seat, square)
}

/// The side of a square of the drawing.
pub const SQUARE: f32 = CELL;

/// The board alone, as a print pack draws it: its squares with their signs, marks and
/// numbers and no piece, its top left corner at (0, 0), a square [`SQUARE`] units wide;
/// with its width and height in those units.
pub fn board_alone(rules: &Rules) -> (String, f32, f32) {
    let tiles = &rules.board.tiles;
    let f = Frame {
        x: 0.0,
        y: 0.0,
        cols: tiles.iter().map(|t| t.col).max().unwrap_or(1),
        rows: tiles.iter().map(|t| t.row).max().unwrap_or(1),
    };
    let mut s = String::new();
    draw_board(&mut s, rules, &f, None);
    (s, f.width(), f.height())
}

fn tile_center(rules: &Rules, f: &Frame, tile: u8) -> (f32, f32) {
    let t = rules.board.tiles[usize::from(tile)];
    f.cell_center(t.row, t.col)
}

/// Centre of a seat's route square; 0 is the hand, `n + 1` off the board.
fn square_center(rules: &Rules, f: &Frame, seat: u8, square: u8) -> (f32, f32) {
    let si = usize::from(seat - 1).min(1);
    if square == 0 {
        cell(f, rules.drawing.hand[si])
    } else if square > rules.route_len() {
        cell(f, rules.drawing.exit[si])
    } else {
        tile_center(rules, f, rules.board.tile(seat, square).unwrap_or(0))
    }
}

/// Where a piece, a sign or a mark sits on a square centred on (cx, cy): its centre, or
/// on a board that numbers its squares, below and beside the number in its corner.
fn spot(rules: &Rules, cx: f32, cy: f32) -> (f32, f32) {
    if rules.drawing.numbered {
        (cx + ON_NUMBERED.0, cy + ON_NUMBERED.1)
    } else {
        (cx, cy)
    }
}

fn draw_board(s: &mut String, rules: &Rules, f: &Frame, pos: Option<&Position>) {
    let settings = &rules.settings;
    for (i, t) in rules.board.tiles.iter().enumerate() {
        let x = f.x + f32::from(t.col - 1) * CELL;
        let y = f.y + f32::from(t.row - 1) * CELL;
        let _ = writeln!(
            s,
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{BOARD}\" stroke=\"{SQUARE_LINE}\" stroke-width=\"1.5\"/>"
        );
        let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
        if rules.board.is_rosette(i as u8) {
            let _ = writeln!(
                s,
                "<path d=\"{}\" fill=\"{SIGN}\" stroke=\"{INK}\" stroke-width=\"1\"/>",
                glyphs::rosette(cx, cy, CELL * 0.4)
            );
        }
        let Some(sq) = rules.board.square_of(1, i as u8) else {
            continue;
        };
        let (sx, sy) = spot(rules, cx, cy);
        for (name, &h) in &settings.houses {
            let symbol = rules
                .drawing
                .symbols
                .get(name)
                .and_then(|t| t.chars().next());
            if let (true, Some(d)) = (
                h == sq,
                symbol.and_then(|c| typeface::sign(c, sx, sy, CELL * 0.5)),
            ) {
                let _ = writeln!(
                    s,
                    "<path d=\"{d}\" fill=\"{INK}\" stroke=\"{INK}\" stroke-width=\"1.6\" stroke-linejoin=\"round\"/>"
                );
            }
        }
        if let Some(m) = settings.marks.get(&sq.to_string()) {
            let _ = writeln!(
                s,
                "<path d=\"{}\" fill=\"{INK}\"/>",
                typeface::text_centred(m, sx, sy, CELL * 0.4)
            );
        }
    }
    for i in (0..rules.board.tiles.len()).filter(|_| pos.is_some()) {
        let occ = pos.map_or(0, |p| p.tiles.get(i));
        if occ != 0 {
            let (cx, cy) = tile_center(rules, f, i as u8);
            let (px, py) = spot(rules, cx, cy);
            let r = if rules.drawing.numbered { 0.27 } else { 0.33 };
            let square = rules.board.square_of(occ, i as u8).unwrap_or(0);
            marked_piece(s, occ, square, |s| piece(s, occ, px, py, CELL * r));
        }
    }
    if rules.drawing.numbered {
        // Over the pieces, ringed in the board's colour, so a square keeps its number
        // when a piece stands on it.
        let mut d = String::new();
        for (i, t) in rules.board.tiles.iter().enumerate() {
            if let Some(sq) = rules.board.square_of(1, i as u8) {
                let x = f.x + f32::from(t.col - 1) * CELL;
                let y = f.y + f32::from(t.row - 1) * CELL;
                d.push_str(&typeface::text_at(
                    &sq.to_string(),
                    x + 3.5,
                    y + 3.5,
                    NUMERAL,
                ));
            }
        }
        let _ = writeln!(
            s,
            "<path d=\"{d}\" fill=\"{SQUARE_LINE}\" stroke=\"{BOARD}\" stroke-width=\"2\" stroke-linejoin=\"round\" paint-order=\"stroke\"/>"
        );
    }
}

/// Pieces waiting and borne off, each as one piece with its count, and the fines paid;
/// drawn last so no arrow hides a count.
fn draw_counts(s: &mut String, rules: &Rules, f: &Frame, pos: &Position) {
    for seat in 1..=2u8 {
        let si = usize::from(seat - 1);
        let d = &rules.drawing;
        let off = rules.route_len() + 1;
        for (count, place, square) in [
            (pos.waiting[si], d.hand[si], 0),
            (pos.off[si], d.off[si], off),
        ] {
            if count == 0 {
                continue;
            }
            let (mut cx, cy) = cell(f, place);
            cx -= CELL * 0.14;
            marked_piece(s, seat, square, |s| piece(s, seat, cx, cy, CELL * 0.22));
            let _ = writeln!(
                s,
                "<path d=\"{}\" fill=\"{INK}\"/>",
                typeface::text_at(
                    &count.to_string(),
                    cx + CELL * 0.26,
                    cy - COUNT / 2.0,
                    COUNT
                )
            );
        }
        if let Some(pot) = d.pot.filter(|_| rules.has_fines() && pos.fines[si] > 0) {
            let (cx, cy) = cell(f, pot[si]);
            let _ = writeln!(
                s,
                "<path d=\"{}\" fill=\"{POT}\" stroke=\"{INK}\" stroke-width=\"1.5\"/>",
                glyphs::circle(cx - 12.0, cy, 9.0)
            );
            let _ = writeln!(
                s,
                "<path d=\"{}\" fill=\"{INK}\"/>",
                typeface::text_at(
                    &pos.fines[si].to_string(),
                    cx + 2.0,
                    cy - COUNT / 2.0,
                    COUNT
                )
            );
        }
    }
}

fn draw_route(s: &mut String, rules: &Rules, f: &Frame, seat: u8) {
    let n = rules.route_len();
    let pts: Vec<(f32, f32)> = (0..=n + 1)
        .map(|q| square_center(rules, f, seat, q))
        .collect();
    arrow(s, &pts, ROUTE, 3.0, true);
}

/// The path of a move along the route, its start outlined and its end ringed.
fn draw_move(s: &mut String, rules: &Rules, f: &Frame, pos: &Position, m: &Move, strong: bool) {
    let seat = pos.to_move;
    let to = match m.to {
        Dest::Square(q) => q,
        Dest::Off => rules.route_len() + 1,
    };
    let steps: Vec<u8> = if to >= m.from {
        (m.from..=to).collect()
    } else {
        (to..=m.from).rev().collect()
    };
    let pts: Vec<(f32, f32)> = steps
        .iter()
        .map(|&q| square_center(rules, f, seat, q))
        .collect();
    let (sx, sy) = pts[0];
    let half = CELL / 2.0 - 3.0;
    if m.from != 0 {
        let _ = writeln!(
            s,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"none\" stroke=\"{MARK}\" stroke-width=\"{}\"/>",
            sx - half, sy - half, half * 2.0, half * 2.0, if strong { 3 } else { 2 }
        );
    }
    arrow(s, &pts, MARK, if strong { 4.0 } else { 2.5 }, false);
    let (ex, ey) = *pts.last().unwrap();
    let _ = writeln!(
        s,
        "<path d=\"{}\" fill=\"none\" stroke=\"{MARK}\" stroke-width=\"2.5\" stroke-dasharray=\"5 4\"/>",
        glyphs::circle(ex, ey, CELL * 0.42)
    );
    if let (Dest::Square(a), Dest::Square(b)) = (m.to, m.ends_on) {
        if a != b {
            // The House of Water sends the piece on.
            let end = square_center(rules, f, seat, b);
            let _ = writeln!(
                s,
                "<path d=\"M{ex:.1} {ey:.1}L{:.1} {:.1}\" fill=\"none\" stroke=\"{MARK}\" stroke-width=\"3\" stroke-dasharray=\"8 6\"/>",
                end.0, end.1
            );
            arrowhead(s, (ex, ey), end, MARK, 3.0);
            let _ = writeln!(
                s,
                "<path d=\"{}\" fill=\"none\" stroke=\"{MARK}\" stroke-width=\"2.5\"/>",
                glyphs::circle(end.0, end.1, CELL * 0.42)
            );
        }
    }
}

/// Rings the square where the piece of `seat` ended its move.
fn mark_square_end(s: &mut String, rules: &Rules, f: &Frame, seat: u8, m: &Move) {
    let q = match m.ends_on {
        Dest::Square(q) => q,
        Dest::Off => rules.route_len() + 1,
    };
    let (x, y) = square_center(rules, f, seat, q);
    let _ = writeln!(
        s,
        "<path d=\"{}\" fill=\"none\" stroke=\"{MARK}\" stroke-width=\"2.5\" stroke-dasharray=\"5 4\"/>",
        glyphs::circle(x, y, CELL * 0.42)
    );
}

/// A polyline with an arrowhead at its end.
fn arrow(s: &mut String, pts: &[(f32, f32)], colour: &str, width: f32, dotted: bool) {
    if pts.len() < 2 {
        return;
    }
    let mut d = String::new();
    for (i, (x, y)) in pts.iter().enumerate() {
        let _ = write!(d, "{}{x:.1} {y:.1}", if i == 0 { "M" } else { "L" });
    }
    let dash = if dotted {
        " stroke-dasharray=\"2 6\""
    } else {
        ""
    };
    let _ = writeln!(
        s,
        "<path d=\"{d}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{width}\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-opacity=\"0.85\"{dash}/>"
    );
    let n = pts.len();
    arrowhead(s, pts[n - 2], pts[n - 1], colour, width);
}

fn arrowhead(s: &mut String, from: (f32, f32), to: (f32, f32), colour: &str, width: f32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let (ux, uy) = (dx / len, dy / len);
    let size = 6.0 + width * 2.0;
    let (bx, by) = (to.0 - ux * size, to.1 - uy * size);
    let (px, py) = (-uy * size * 0.55, ux * size * 0.55);
    let _ = writeln!(
        s,
        "<path d=\"M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z\" fill=\"{colour}\"/>",
        to.0,
        to.1,
        bx + px,
        by + py,
        bx - px,
        by - py
    );
}
