//! The drawn shapes of a picture that are not letters: circles (pieces, rings, pips) and
//! the rosette. Numerals, marks and the houses' signs come from the typeface
//! (`typeface`).

/// A full circle as path data.
pub fn circle(cx: f32, cy: f32, r: f32) -> String {
    format!(
        "M{:.1} {cy:.1}a{r:.1} {r:.1} 0 1 0 {:.1} 0a{r:.1} {r:.1} 0 1 0 {:.1} 0",
        cx - r,
        r * 2.0,
        -r * 2.0
    )
}

/// An eight-petalled rosette centred on (cx, cy) with radius r (filled path).
pub fn rosette(cx: f32, cy: f32, r: f32) -> String {
    let mut d = String::new();
    for i in 0..8 {
        let a = i as f32 * std::f32::consts::PI / 4.0;
        let (px, py) = (cx + a.cos() * r * 0.55, cy + a.sin() * r * 0.55);
        d.push_str(&circle(px, py, r * 0.32));
    }
    d
}
