//! Paper and how a board is laid over it: the two sheet sizes a print pack is made for
//! (A4 and US Letter), and the split of a board too large for one sheet into sheets
//! that overlap by a strip, so that a reader can trim one sheet and lay it on the next
//! with the alignment marks over each other. Pure arithmetic in millimetres.

/// A sheet of paper, upright, in millimetres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paper {
    /// How the file's name says it (`""` for A4, the default; `"-letter"`).
    pub suffix: &'static str,
    pub width: f32,
    pub height: f32,
}

/// ISO A4, used wherever the site's languages are spoken but in the United States.
pub const A4: Paper = Paper {
    suffix: "",
    width: 210.0,
    height: 297.0,
};

/// US Letter.
pub const LETTER: Paper = Paper {
    suffix: "-letter",
    width: 215.9,
    height: 279.4,
};

/// Every paper a print pack is made for.
pub const PAPERS: [Paper; 2] = [A4, LETTER];

/// The blank edge of every sheet, which most printers cannot print on.
pub const MARGIN: f32 = 12.0;

/// The strip of the board two neighbouring sheets both show.
pub const OVERLAP: f32 = 16.0;

/// One sheet of a board: the part of the board it shows, where that part goes on the
/// sheet, and the sheet's place among the others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tile {
    /// The sheet's size as it lies (landscape or upright).
    pub sheet: (f32, f32),
    /// The part of the board shown, from its top left corner: x, y, width, height.
    pub part: (f32, f32, f32, f32),
    /// Where that part's top left corner is on the sheet.
    pub at: (f32, f32),
    /// The sheet's column and row, from 0, and how many there are of each.
    pub place: (usize, usize),
    pub of: (usize, usize),
}

/// How many sheets of `printable` millimetres cover `length`, overlapping by [`OVERLAP`].
fn count(length: f32, printable: f32) -> usize {
    if length <= printable {
        1
    } else {
        ((length - OVERLAP) / (printable - OVERLAP)).ceil() as usize
    }
}

/// The sheets of a board of `width` × `height` millimetres on `paper`: on one sheet
/// where it fits; else over as few sheets as either orientation needs (lying on its
/// side when that is as few), in parts of one size, each overlapping its neighbours by
/// [`OVERLAP`]. Each part is centred on its sheet.
pub fn tiles(width: f32, height: f32, paper: Paper) -> Vec<Tile> {
    let lying = (paper.height, paper.width);
    let upright = (paper.width, paper.height);
    let sheets = |(w, h): (f32, f32)| {
        let (pw, ph) = (w - 2.0 * MARGIN, h - 2.0 * MARGIN);
        (count(width, pw), count(height, ph))
    };
    let (l, u) = (sheets(lying), sheets(upright));
    let sheet = if u.0 * u.1 < l.0 * l.1 {
        upright
    } else {
        lying
    };
    let (nx, ny) = sheets(sheet);
    // Parts of equal size, each overlapping the next: n parts of p cover n·p − (n − 1)·OVERLAP.
    let part = |length: f32, n: usize| (length + (n - 1) as f32 * OVERLAP) / n as f32;
    let (pw, ph) = (part(width, nx), part(height, ny));
    let mut out = Vec::with_capacity(nx * ny);
    for row in 0..ny {
        for col in 0..nx {
            let x = col as f32 * (pw - OVERLAP);
            let y = row as f32 * (ph - OVERLAP);
            let (w, h) = (pw.min(width - x), ph.min(height - y));
            let at = ((sheet.0 - w) / 2.0, (sheet.1 - h) / 2.0);
            out.push(Tile {
                sheet,
                part: (x, y, w, h),
                at,
                place: (col, row),
                of: (nx, ny),
            });
        }
    }
    out
}

/// The lines where two sheets overlap, on the board: the middle of each overlapping
/// strip, across (`x`) and down (`y`); a sheet shows the marks of those it touches.
pub fn seams(tiles: &[Tile]) -> (Vec<f32>, Vec<f32>) {
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    for t in tiles {
        let (x, y, w, h) = t.part;
        if t.place.0 + 1 < t.of.0 && t.place.1 == 0 {
            xs.push(x + w - OVERLAP / 2.0);
        }
        if t.place.1 + 1 < t.of.1 && t.place.0 == 0 {
            ys.push(y + h - OVERLAP / 2.0);
        }
    }
    (xs, ys)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_board_that_fits_is_one_sheet_centred() {
        let t = tiles(200.0, 100.0, A4);
        assert_eq!(t.len(), 1);
        assert_eq!(t[0].sheet, (297.0, 210.0));
        assert_eq!(t[0].part, (0.0, 0.0, 200.0, 100.0));
        assert_eq!(t[0].at, (48.5, 55.0));
    }

    #[test]
    fn the_board_of_ur_at_actual_size_takes_two_sheets_of_either_paper() {
        for paper in PAPERS {
            let t = tiles(293.6, 110.0, paper);
            assert_eq!(t.len(), 2, "{paper:?}");
            assert_eq!(t[0].of, (2, 1));
            // Two halves: the second starts where the first ends, less the overlap.
            assert_eq!(t[1].part.0, t[0].part.2 - OVERLAP);
            assert_eq!(t[0].part.2, t[1].part.2);
            assert_eq!(seams(&t), (vec![t[0].part.2 - OVERLAP / 2.0], vec![]));
        }
    }

    proptest! {
        /// Every point of the board is on some sheet, every part lies within its sheet's
        /// margins, and neighbours overlap by the strip the marks are drawn in.
        #[test]
        fn the_sheets_cover_the_board(w in 1.0f32..2000.0, h in 1.0f32..2000.0, letter: bool) {
            let paper = if letter { LETTER } else { A4 };
            let t = tiles(w, h, paper);
            let (nx, ny) = t[0].of;
            prop_assert_eq!(t.len(), nx * ny);
            prop_assert!(t.len() <= 120, "a board of at most 2 m a side takes at most 120 sheets");
            for s in &t {
                let (x, y, pw, ph) = s.part;
                prop_assert!(pw > 0.0 && ph > 0.0);
                prop_assert!(s.at.0 >= MARGIN - 0.01 && s.at.0 + pw <= s.sheet.0 - MARGIN + 0.01);
                prop_assert!(s.at.1 >= MARGIN - 0.01 && s.at.1 + ph <= s.sheet.1 - MARGIN + 0.01);
                prop_assert!(x + pw <= w + 0.01 && y + ph <= h + 0.01);
            }
            let last = t.last().unwrap();
            prop_assert!((last.part.0 + last.part.2 - w).abs() < 0.01);
            prop_assert!((last.part.1 + last.part.3 - h).abs() < 0.01);
            for pair in t.windows(2).filter(|p| p[0].place.1 == p[1].place.1) {
                prop_assert!((pair[0].part.0 + pair[0].part.2 - pair[1].part.0 - OVERLAP).abs() < 0.01);
            }
        }
    }
}
