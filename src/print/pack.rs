//! A variant's print pack as sheets of SVG measured in millimetres: the board at its
//! real size over as many sheets as it needs (alignment marks where two sheets
//! overlap, a map of the sheets on each, a 50 mm bar on the first to check the
//! printer kept the size), then the pieces to cut out and the throw card. The drawing
//! is the diagrams' own (`tabula_core::diagram::svg`), and a pack holds no words, so
//! one pack serves every language.

use super::sheets::{self, Paper, Tile, MARGIN};
use crate::diagram::palette::{INK, MARK};
use crate::diagram::{svg, typeface};
use crate::engine::throw::Fraction;
use crate::engine::{RealSize, Rules};
use std::fmt::Write;

/// The side of a square where a board file gives no real size (`[size]`).
pub const DEFAULT_SQUARE_MM: f32 = 40.0;

/// One sheet: its size as it lies, in millimetres, and its picture.
#[derive(Debug, Clone)]
pub struct Sheet {
    pub width: f32,
    pub height: f32,
    pub svg: String,
}

/// How many columns and rows of squares the board's grid has.
fn grid(rules: &Rules) -> (f32, f32) {
    let tiles = &rules.board.tiles;
    let cols = tiles.iter().map(|t| t.col).max().unwrap_or(1);
    let rows = tiles.iter().map(|t| t.row).max().unwrap_or(1);
    (f32::from(cols), f32::from(rows))
}

/// The side of a square at the board's real size: as large as the grid fits in it.
pub fn square_mm(rules: &Rules, size: Option<&RealSize>) -> f32 {
    let (cols, rows) = grid(rules);
    size.map_or(DEFAULT_SQUARE_MM, |s| {
        (s.width_mm / cols).min(s.height_mm / rows)
    })
}

/// Every sheet of the pack on `paper`: the board's, then the pieces' and the throw card's.
pub fn sheets(rules: &Rules, size: Option<&RealSize>, paper: Paper) -> Vec<Sheet> {
    let square = square_mm(rules, size);
    let mut out = board_sheets(rules, square, paper);
    out.extend(piece_sheets(rules, square, paper));
    out
}

fn open(w: f32, h: f32) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"0 0 {w} {h}\">\n"
    )
}

/// The board at `square` millimetres a square, one sheet per tile.
fn board_sheets(rules: &Rules, square: f32, paper: Paper) -> Vec<Sheet> {
    let (body, wu, hu) = svg::board_alone(rules);
    let k = square / svg::SQUARE;
    let tiles = sheets::tiles(wu * k, hu * k, paper);
    let (xs, ys) = sheets::seams(&tiles);
    tiles
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let (sw, sh) = t.sheet;
            let (px, py, pw, ph) = t.part;
            let (ax, ay) = t.at;
            let mut s = open(sw, sh);
            let _ = writeln!(
                s,
                "<clipPath id=\"part\"><rect x=\"{ax}\" y=\"{ay}\" width=\"{pw}\" height=\"{ph}\"/></clipPath>\n<g clip-path=\"url(#part)\"><g transform=\"translate({} {}) scale({k})\">\n{body}</g></g>",
                ax - px,
                ay - py
            );
            for &x in xs.iter().filter(|&&x| x > px && x < px + pw) {
                let sx = ax + x - px;
                seam(&mut s, (sx, ay), (sx, ay + ph));
                for f in [0.25, 0.75] {
                    target(&mut s, sx, ay + ph * f);
                }
            }
            for &y in ys.iter().filter(|&&y| y > py && y < py + ph) {
                let sy = ay + y - py;
                seam(&mut s, (ax, sy), (ax + pw, sy));
                for f in [0.25, 0.75] {
                    target(&mut s, ax + pw * f, sy);
                }
            }
            if tiles.len() > 1 {
                locator(&mut s, t);
            }
            if i == 0 {
                ruler(&mut s, sh);
            }
            s.push_str("</svg>\n");
            Sheet {
                width: sw,
                height: sh,
                svg: s,
            }
        })
        .collect()
}

/// The middle of the strip two sheets share: where one is trimmed to lie on the other.
fn seam(s: &mut String, from: (f32, f32), to: (f32, f32)) {
    let _ = writeln!(
        s,
        "<path d=\"M{} {}L{} {}\" fill=\"none\" stroke=\"{MARK}\" stroke-width=\"0.3\" stroke-dasharray=\"2 1.5\"/>",
        from.0, from.1, to.0, to.1
    );
}

/// An alignment mark: a ringed cross, drawn where both sheets show it.
fn target(s: &mut String, x: f32, y: f32) {
    let _ = writeln!(
        s,
        "<circle cx=\"{x}\" cy=\"{y}\" r=\"3\" fill=\"none\" stroke=\"{MARK}\" stroke-width=\"0.3\"/><path d=\"M{} {y}H{}M{x} {}V{}\" stroke=\"{MARK}\" stroke-width=\"0.3\"/>",
        x - 5.0,
        x + 5.0,
        y - 5.0,
        y + 5.0
    );
}

/// A map of the sheets in the bottom margin, this one filled, so a reader lays them out
/// without words.
fn locator(s: &mut String, t: &Tile) {
    let (nx, ny) = t.of;
    let cell = (6.0 / ny as f32).min(3.0);
    let x0 = t.sheet.0 - MARGIN - nx as f32 * cell;
    let y0 = t.sheet.1 - MARGIN + 2.0;
    for row in 0..ny {
        for col in 0..nx {
            let fill = if (col, row) == t.place { INK } else { "none" };
            let _ = writeln!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{cell}\" height=\"{cell}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"0.2\"/>",
                x0 + col as f32 * cell,
                y0 + row as f32 * cell
            );
        }
    }
}

/// A bar 50 mm long with a tick each 10 mm, in the bottom margin of the first sheet:
/// measured, it tells whether the printer kept the pack at actual size.
fn ruler(s: &mut String, sheet_height: f32) {
    let y = sheet_height - MARGIN + 3.0;
    let mut d = format!("M{MARGIN} {y}h50");
    for i in 0..=5 {
        let _ = write!(d, "M{} {y}v2", MARGIN + i as f32 * 10.0);
    }
    let _ = writeln!(
        s,
        "<path d=\"{d}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"0.3\"/>"
    );
}

/// The pieces to cut out, each side's in rows, then the throw card: on upright sheets,
/// as many as they need.
fn piece_sheets(rules: &Rules, square: f32, paper: Paper) -> Vec<Sheet> {
    let (sw, sh) = (paper.width, paper.height);
    let k = square / svg::SQUARE;
    // A piece as the board shows it, on a disc with a dashed line to cut along.
    let r = 0.3 * svg::SQUARE;
    let cut = r * k * 1.3;
    let step = cut * 2.0 + 4.0;
    let mut pages = vec![open(sw, sh)];
    let mut y = MARGIN;
    let per_row = (((sw - 2.0 * MARGIN) / step).floor() as usize).max(1);
    let count = usize::from(rules.settings.pieces.count);
    for seat in 1..=2u8 {
        for i in 0..count {
            let (col, row) = (i % per_row, i / per_row);
            if col == 0 && row > 0 {
                y += step;
            }
            if y + step > sh - MARGIN {
                pages.push(open(sw, sh));
                y = MARGIN;
            }
            let (cx, cy) = (MARGIN + step * (col as f32 + 0.5), y + step / 2.0);
            let page = pages.last_mut().expect("a sheet");
            let _ = writeln!(
                page,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{cut}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"0.3\" stroke-dasharray=\"1.5 1\"/>\n<g transform=\"translate({cx} {cy}) scale({k})\">{}</g>",
                svg::piece_at(seat, 0.0, 0.0, r)
            );
        }
        y += step;
    }
    // The throw card: each way the throw can fall, what it is worth and its chance.
    let row_h = 16.0;
    let kt = 12.0 / svg::THROW_SIZE.1;
    let card_w = svg::THROW_SIZE.0 * kt + 40.0;
    let outcomes = &rules.throws.outcomes;
    let card_h = row_h * outcomes.len() as f32 + 6.0;
    y += 6.0;
    if y + card_h > sh - MARGIN {
        pages.push(open(sw, sh));
        y = MARGIN;
    }
    let page = pages.last_mut().expect("a sheet");
    let _ = writeln!(
        page,
        "<rect x=\"{MARGIN}\" y=\"{y}\" width=\"{card_w}\" height=\"{card_h}\" rx=\"3\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"0.3\" stroke-dasharray=\"1.5 1\"/>"
    );
    for (i, o) in outcomes.iter().enumerate() {
        let top = y + 3.0 + row_h * i as f32 + (row_h - 12.0) / 2.0;
        let _ = writeln!(
            page,
            "<g transform=\"translate({} {top}) scale({kt})\">{}</g>",
            MARGIN + 4.0,
            svg::outcome_at(rules, o, 0.0, 0.0)
        );
        if rules.is_extra_throw(o.value) {
            let _ = writeln!(
                page,
                "{}",
                again_mark(MARGIN + card_w - 9.0, top + 6.0, 3.2)
            );
        }
        let chance = Fraction::new(o.weight, rules.throws.total);
        let _ = writeln!(
            page,
            "<path d=\"{}\" fill=\"{INK}\"/>",
            typeface::text_at(
                &format!("{}/{}", chance.num, chance.den),
                MARGIN + 4.0 + svg::THROW_SIZE.0 * kt,
                top + 3.0,
                6.0
            )
        );
    }
    pages
        .into_iter()
        .map(|mut svg| {
            svg.push_str("</svg>\n");
            Sheet {
                width: sw,
                height: sh,
                svg,
            }
        })
        .collect()
}

/// Whether a variant's throw card marks some throws with [`again_mark`]: throws whose
/// value alone earns another throw (Senet's 1, 4 and 5; none in Ur, where the square
/// a piece lands on decides).
pub fn marks_extra_throws(rules: &Rules) -> bool {
    rules
        .throws
        .values()
        .into_iter()
        .any(|v| rules.is_extra_throw(v))
}

/// The throw card's mark of a throw that throws again, centred on (cx, cy) with radius
/// `r` (mm): a circle's arc of three quarters, stroked, with an arrowhead at its end
/// (↻). Drawn, not written, so the card needs no words and no font.
fn again_mark(cx: f32, cy: f32, r: f32) -> String {
    // From the top of the circle clockwise to its left side: 270 degrees.
    let (x0, y0) = (cx, cy - r);
    let (x1, y1) = (cx - r, cy);
    // The arrowhead at (x1, y1), pointing up: the way the arc turns there.
    let h = r * 0.55;
    format!(
        "<path class=\"again\" d=\"M{x0:.2} {y0:.2}A{r:.2} {r:.2} 0 1 1 {x1:.2} {y1:.2}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"0.5\"/><path d=\"M{:.2} {:.2}L{x1:.2} {:.2}L{:.2} {:.2}Z\" fill=\"{INK}\"/>",
        x1 - h * 0.6,
        y1 + h * 0.2,
        y1 - h,
        x1 + h * 0.6,
        y1 + h * 0.2,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::sheets::{A4, LETTER};
    use crate::rules::Catalogue;
    use std::collections::BTreeMap;

    fn variant(id: &str) -> (Rules, Option<RealSize>) {
        let c = Catalogue::bundled();
        let v = &c.variants[id];
        let size = v.board_data().and_then(|b| b.size.clone());
        (v.rules(&BTreeMap::new()).unwrap(), size)
    }

    /// The width of the board a sheet shows, from its clip rectangle.
    fn part_width(svg: &str) -> f32 {
        let clip = svg.split("<clipPath id=\"part\"><rect ").nth(1).unwrap();
        let w = clip.split("width=\"").nth(1).unwrap();
        w[..w.find('"').unwrap()].parse().unwrap()
    }

    #[test]
    fn the_board_of_ur_is_drawn_at_the_size_of_the_british_museums_board() {
        let (rules, size) = variant("ur/finkel");
        let size = size.expect("the Ur board file gives its size");
        // Eight squares along, three across: 30.1 cm by 11 cm fits squares of 36.7 mm.
        let square = square_mm(&rules, Some(&size));
        assert!((square - 110.0 / 3.0).abs() < 0.01, "{square}");
        for paper in [A4, LETTER] {
            let sheets = sheets(&rules, Some(&size), paper);
            let boards: Vec<&Sheet> = sheets
                .iter()
                .filter(|s| s.svg.contains("clipPath"))
                .collect();
            assert_eq!(boards.len(), 2, "{paper:?}");
            // The two parts, less the strip they share, are the board's 8 squares.
            let total: f32 =
                boards.iter().map(|s| part_width(&s.svg)).sum::<f32>() - sheets::OVERLAP;
            assert!((total - 8.0 * square).abs() < 0.01, "{total}");
            // Both show the alignment marks of their seam, and the map of the sheets.
            for s in &boards {
                assert_eq!(s.svg.matches("<circle").count(), 2, "{}", s.svg);
                assert_eq!(
                    s.svg.matches("stroke-width=\"0.2\"/>").count(),
                    2,
                    "the map"
                );
            }
            // Lying on its side, then the pieces and the card upright.
            assert!(boards[0].width > boards[0].height);
            let last = sheets.last().unwrap();
            assert_eq!((last.width, last.height), (paper.width, paper.height));
        }
    }

    #[test]
    fn the_pieces_and_the_throw_card_come_from_the_rules() {
        let (rules, size) = variant("senet/standard");
        let sheets = sheets(&rules, size.as_ref(), A4);
        let pieces = &sheets.last().unwrap().svg;
        // Five pieces a side, each on a disc to cut out; five ways the sticks fall.
        assert_eq!(
            pieces.matches("stroke-dasharray=\"1.5 1\"/>").count(),
            10 + 1
        );
        assert_eq!(pieces.matches("<g transform=").count(), 10 + 5);
        // The 1, the 4 and the 5 throw again, and are marked so.
        assert_eq!(pieces.matches("class=\"again\"").count(), 3);
        assert!(marks_extra_throws(&rules));
        // Seven a side in Finkel's Ur, and its four dice fall five ways.
        let (ur, size) = variant("ur/finkel");
        let sheets = super::sheets(&ur, size.as_ref(), A4);
        let pieces = &sheets.last().unwrap().svg;
        assert_eq!(
            pieces.matches("stroke-dasharray=\"1.5 1\"/>").count(),
            14 + 1
        );
        assert_eq!(pieces.matches("<g transform=").count(), 14 + 5);
        // In Ur the square, not the throw, gives another throw: nothing is marked.
        assert_eq!(pieces.matches("class=\"again\"").count(), 0);
        assert!(!marks_extra_throws(&ur));
    }

    #[test]
    fn a_board_without_its_size_is_drawn_with_squares_of_the_default_size() {
        let (rules, _) = variant("senet/standard");
        assert_eq!(square_mm(&rules, None), DEFAULT_SQUARE_MM);
        // Ten squares of 40 mm: more than one A4 sheet lying down holds.
        let sheets = sheets(&rules, None, A4);
        assert!(sheets.iter().filter(|s| s.svg.contains("clipPath")).count() >= 2);
    }
}
