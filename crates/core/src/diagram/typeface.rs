//! The diagrams' typeface as paths: numerals, Bell's marks, the per cent and equals
//! signs (Noto Sans Bold) and the houses' hieroglyphs (Noto Sans Egyptian Hieroglyphs),
//! placed and scaled into SVG path data. The outlines come from the font files in
//! `fonts/`, read when the crate is compiled (`build.rs`), so a picture holds no `<text>`
//! and draws the same in every browser, in resvg and in print, with no font to load.

use super::tenths;

/// One segment of a glyph's outline, in font units with y pointing up.
#[derive(Debug, Clone, Copy)]
enum Seg {
    M(i16, i16),
    L(i16, i16),
    Q(i16, i16, i16, i16),
    /// Cubic curves come from CFF fonts; the TrueType fonts bundled now have none.
    #[allow(dead_code)]
    C(i16, i16, i16, i16, i16, i16),
    Z,
}

/// A glyph: its character, advance, bounding box (x0, y0, x1, y1) and outline.
#[derive(Debug)]
struct Glyph {
    ch: char,
    advance: u16,
    bbox: [i16; 4],
    outline: &'static [Seg],
}

/// A font's glyphs, sorted by character.
#[derive(Debug)]
struct Face {
    cap_height: i16,
    glyphs: &'static [Glyph],
}

include!(concat!(env!("OUT_DIR"), "/typeface.rs"));

impl Face {
    fn glyph(&self, c: char) -> Option<&Glyph> {
        self.glyphs
            .binary_search_by(|g| g.ch.cmp(&c))
            .ok()
            .map(|i| &self.glyphs[i])
    }
}

/// Appends a glyph's outline, scaled by `k` and with its origin (on the baseline) at (x, y).
fn place(d: &mut String, g: &Glyph, x: f32, y: f32, k: f32) {
    let p = |gx: i16, gy: i16| (x + f32::from(gx) * k, y - f32::from(gy) * k);
    // Each command's letter, then its points, spaced as `write!("{:.1}")` spaced them.
    let points = |d: &mut String, letter: char, points: &[(i16, i16)]| {
        d.push(letter);
        for (i, &(gx, gy)) in points.iter().enumerate() {
            let (a, b) = p(gx, gy);
            if i > 0 {
                d.push(' ');
            }
            tenths::push(d, a);
            d.push(' ');
            tenths::push(d, b);
        }
    };
    for s in g.outline {
        match *s {
            Seg::M(a, b) => points(d, 'M', &[(a, b)]),
            Seg::L(a, b) => points(d, 'L', &[(a, b)]),
            Seg::Q(a, b, c, e) => points(d, 'Q', &[(a, b), (c, e)]),
            Seg::C(a, b, c, e, f, h) => points(d, 'C', &[(a, b), (c, e), (f, h)]),
            Seg::Z => d.push('Z'),
        }
    }
}

/// Whether the text face has every character of `s` (digits, `%`, `=`, `I`, `X`).
pub fn has_text(s: &str) -> bool {
    s.chars().all(|c| TEXT.glyph(c).is_some())
}

/// The characters the text face has, for an error that says what to use instead.
pub fn text_characters() -> String {
    TEXT.glyphs.iter().map(|g| g.ch).collect()
}

/// Whether the face of signs has `c`.
pub fn has_sign(c: char) -> bool {
    SIGNS.glyph(c).is_some()
}

/// The characters the face of signs has.
pub fn sign_characters() -> String {
    SIGNS.glyphs.iter().map(|g| g.ch).collect()
}

/// Path data of a line of text (filled, not stroked) whose digits and capitals are `h`
/// high, with the top-left of its capitals at (x, y). A character the face lacks is
/// left out: rule data is checked against [`has_text`] when it is read.
pub fn text(s: &str, x: f32, y: f32, h: f32) -> String {
    let k = h / f32::from(TEXT.cap_height);
    let mut d = String::new();
    let mut pen = x;
    for g in s.chars().filter_map(|c| TEXT.glyph(c)) {
        place(&mut d, g, pen, y + h, k);
        pen += f32::from(g.advance) * k;
    }
    d
}

/// The width of [`text`] from its first glyph's ink to its last glyph's ink.
pub fn text_width(s: &str, h: f32) -> f32 {
    let (x0, x1) = ink(s, h);
    x1 - x0
}

/// Where the ink of [`text`] begins and ends, from its pen's start.
fn ink(s: &str, h: f32) -> (f32, f32) {
    let k = h / f32::from(TEXT.cap_height);
    let glyphs: Vec<&Glyph> = s.chars().filter_map(|c| TEXT.glyph(c)).collect();
    let (Some(first), Some(last)) = (glyphs.first(), glyphs.last()) else {
        return (0.0, 0.0);
    };
    let before: f32 = glyphs[..glyphs.len() - 1]
        .iter()
        .map(|g| f32::from(g.advance))
        .sum();
    (
        f32::from(first.bbox[0]) * k,
        (before + f32::from(last.bbox[2])) * k,
    )
}

/// Path data of [`text`] with its ink's left edge at `x` (no side bearing before it).
pub fn text_at(s: &str, x: f32, y: f32, h: f32) -> String {
    text(s, x - ink(s, h).0, y, h)
}

/// Path data of [`text`] with its ink centred on (cx, cy).
pub fn text_centred(s: &str, cx: f32, cy: f32, h: f32) -> String {
    let (x0, x1) = ink(s, h);
    text(s, cx - (x0 + x1) / 2.0, cy - h / 2.0, h)
}

/// Path data of a sign (a house's hieroglyph) fitted into a square `size` across,
/// centred on (cx, cy); `None` when the face lacks it.
pub fn sign(c: char, cx: f32, cy: f32, size: f32) -> Option<String> {
    let g = SIGNS.glyph(c)?;
    let [x0, y0, x1, y1] = g.bbox.map(f32::from);
    let k = size / (x1 - x0).max(y1 - y0).max(1.0);
    let mut d = String::new();
    place(
        &mut d,
        g,
        cx - (x0 + x1) / 2.0 * k,
        cy + (y0 + y1) / 2.0 * k,
        k,
    );
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_faces_have_what_the_drawing_writes() {
        assert!(has_text("0123456789%/=IX"));
        assert!(!has_text("A"));
        for c in ['𓋹', '𓄤', '𓈗', '𓏼', '𓇳'] {
            assert!(has_sign(c), "{c}");
        }
        assert!(!has_sign('7'));
    }

    #[test]
    fn a_numeral_is_as_high_as_asked_and_starts_where_asked() {
        let d = text_at("17", 10.0, 20.0, 14.0);
        let nums: Vec<f32> = d
            .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
            .filter_map(|t| t.parse().ok())
            .collect();
        let xs: Vec<f32> = nums.iter().step_by(2).copied().collect();
        let ys: Vec<f32> = nums.iter().skip(1).step_by(2).copied().collect();
        let min = |v: &[f32]| v.iter().copied().fold(f32::MAX, f32::min);
        let max = |v: &[f32]| v.iter().copied().fold(f32::MIN, f32::max);
        assert!((min(&xs) - 10.0).abs() < 0.2, "{}", min(&xs));
        assert!((min(&ys) - 20.0).abs() < 0.6, "{}", min(&ys));
        assert!((max(&ys) - 34.0).abs() < 0.6, "{}", max(&ys));
        assert!((max(&xs) - 10.0 - text_width("17", 14.0)).abs() < 0.2);
    }

    #[test]
    fn a_sign_fits_its_square() {
        let d = sign('𓋹', 50.0, 50.0, 20.0).unwrap();
        let nums: Vec<f32> = d
            .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
            .filter_map(|t| t.parse().ok())
            .collect();
        assert!(nums.iter().all(|v| (39.9..=60.1).contains(v)), "{d}");
        assert!(sign('7', 0.0, 0.0, 1.0).is_none());
    }
}
