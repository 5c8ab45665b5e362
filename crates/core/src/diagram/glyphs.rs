//! Numerals, Bell's marks and the houses' symbols drawn as SVG paths, so a
//! diagram needs no font and renders the same on every machine and in resvg.

/// Stroke segments of a seven-segment digit in a 0.6 × 1 box.
fn segments(d: u8) -> &'static [u8] {
    // a b c d e f g = 0..6
    match d {
        0 => &[0, 1, 2, 3, 4, 5],
        1 => &[1, 2],
        2 => &[0, 1, 6, 4, 3],
        3 => &[0, 1, 6, 2, 3],
        4 => &[5, 6, 1, 2],
        5 => &[0, 5, 6, 2, 3],
        6 => &[0, 5, 4, 3, 2, 6],
        7 => &[0, 1, 2],
        8 => &[0, 1, 2, 3, 4, 5, 6],
        _ => &[6, 5, 0, 1, 2, 3],
    }
}

fn segment(s: u8, x: f32, y: f32, w: f32, h: f32) -> String {
    let (x0, x1, y0, ym, y1) = (x, x + w, y, y + h / 2.0, y + h);
    let (a, b) = match s {
        0 => ((x0, y0), (x1, y0)),
        1 => ((x1, y0), (x1, ym)),
        2 => ((x1, ym), (x1, y1)),
        3 => ((x0, y1), (x1, y1)),
        4 => ((x0, ym), (x0, y1)),
        5 => ((x0, y0), (x0, ym)),
        _ => ((x0, ym), (x1, ym)),
    };
    format!("M{:.1} {:.1}L{:.1} {:.1}", a.0, a.1, b.0, b.1)
}

/// Path data of a number whose digits are `h` high, with its top-left at (x, y).
pub fn number(n: u32, x: f32, y: f32, h: f32) -> String {
    let w = h * 0.55;
    let gap = h * 0.3;
    n.to_string()
        .bytes()
        .enumerate()
        .flat_map(|(i, c)| {
            let dx = x + i as f32 * (w + gap);
            segments(c - b'0')
                .iter()
                .map(move |&s| segment(s, dx, y, w, h))
        })
        .collect()
}

/// Width of a number drawn by [`number`].
pub fn number_width(n: u32, h: f32) -> f32 {
    let k = n.to_string().len() as f32;
    k * h * 0.55 + (k - 1.0) * h * 0.3
}

/// Bell's marks (`X`, `III`, `II`, `I`) as strokes centred on (cx, cy).
pub fn mark(m: &str, cx: f32, cy: f32, h: f32) -> String {
    if m == "X" {
        let w = h * 0.35;
        return format!(
            "M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}",
            cx - w,
            cy - h / 2.0,
            cx + w,
            cy + h / 2.0,
            cx + w,
            cy - h / 2.0,
            cx - w,
            cy + h / 2.0
        );
    }
    let n = m.chars().filter(|c| *c == 'I').count().max(1);
    let gap = h * 0.3;
    let start = cx - gap * (n as f32 - 1.0) / 2.0;
    (0..n)
        .map(|i| {
            let x = start + i as f32 * gap;
            format!("M{x:.1} {:.1}L{x:.1} {:.1}", cy - h / 2.0, cy + h / 2.0)
        })
        .collect()
}

/// A house's symbol centred on (cx, cy), `s` across: ankh (rebirth), nefer (beauty),
/// waves (water), three strokes under a bar (three truths), sun disc (Re-Atum).
pub fn house(name: &str, cx: f32, cy: f32, s: f32) -> String {
    let r = s / 2.0;
    match name {
        "rebirth" => format!(
            "M{cx:.1} {:.1}L{cx:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}M{cx:.1} {:.1}a{:.1} {:.1} 0 1 1 0.1 0",
            cy - r * 0.15, cy + r, cx - r * 0.55, cy - r * 0.05, cx + r * 0.55, cy - r * 0.05,
            cy - r * 0.15, r * 0.3, r * 0.42
        ),
        "beauty" => format!(
            "M{cx:.1} {:.1}L{cx:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}M{cx:.1} {:.1}a{:.1} {:.1} 0 1 0 0.1 0",
            cy - r, cy - r * 0.1, cx - r * 0.3, cy - r * 0.75, cx + r * 0.3, cy - r * 0.75,
            cx - r * 0.3, cy - r * 0.45, cx + r * 0.3, cy - r * 0.45, cy - r * 0.1, r * 0.45, r * 0.55
        ),
        "water" => (0..3)
            .map(|i| {
                let y = cy - r * 0.5 + i as f32 * r * 0.5;
                let x0 = cx - r;
                let step = r / 2.0;
                format!(
                    "M{x0:.1} {y:.1}l{:.1} {:.1}l{:.1} {:.1}l{:.1} {:.1}l{:.1} {:.1}",
                    step, -r * 0.2, step, r * 0.4, step, -r * 0.4, step, r * 0.2
                )
            })
            .collect(),
        "three-truths" => {
            let mut d = format!("M{:.1} {:.1}L{:.1} {:.1}", cx - r * 0.7, cy - r * 0.6, cx + r * 0.7, cy - r * 0.6);
            for i in -1..=1 {
                let x = cx + i as f32 * r * 0.5;
                d.push_str(&format!("M{x:.1} {:.1}L{x:.1} {:.1}", cy - r * 0.3, cy + r * 0.7));
            }
            d
        }
        "re-atum" => format!("{}{}", circle(cx, cy, r * 0.8), circle(cx, cy, r * 0.15)),
        _ => String::new(),
    }
}

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
