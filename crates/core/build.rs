//! Turns the diagrams' typeface (`fonts/`, see its README) into outlines the drawing
//! code can place without a font parser: every glyph of each font, as path segments in
//! font units, with its advance and bounding box. The drawing needs no font at run time,
//! in the site generator or in the browser's WebAssembly, and the font files stay the one
//! source of the shapes. A character the drawing needs and the font lacks stops the
//! compilation here, by name.

use std::fmt::Write as _;
use std::path::Path;

/// The fonts, the name of the table each becomes, and the characters the drawing code
/// writes in it (every other character a font maps is there for rule data to use).
const FACES: [(&str, &str, &str); 2] = [
    ("fonts/NotoSans-Bold-digits.ttf", "TEXT", "0123456789%/=IX"),
    ("fonts/NotoSansEgyptianHieroglyphs-houses.ttf", "SIGNS", ""),
];

struct Outline(String);

impl ttf_parser::OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "Seg::M({}, {}),", r(x), r(y));
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "Seg::L({}, {}),", r(x), r(y));
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let _ = write!(self.0, "Seg::Q({}, {}, {}, {}),", r(x1), r(y1), r(x), r(y));
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let _ = write!(
            self.0,
            "Seg::C({}, {}, {}, {}, {}, {}),",
            r(x1),
            r(y1),
            r(x2),
            r(y2),
            r(x),
            r(y)
        );
    }
    fn close(&mut self) {
        self.0.push_str("Seg::Z,");
    }
}

fn r(v: f32) -> i16 {
    v.round() as i16
}

fn face(file: &str, name: &str, needed: &str) -> String {
    println!("cargo:rerun-if-changed={file}");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let data = std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{}: cannot read the font: {e}", path.display()));
    let font = ttf_parser::Face::parse(&data, 0)
        .unwrap_or_else(|e| panic!("{}: not a font ttf-parser can read: {e}", path.display()));
    let mut chars: Vec<char> = Vec::new();
    if let Some(cmap) = font.tables().cmap {
        for sub in cmap.subtables {
            if sub.is_unicode() {
                sub.codepoints(|c| {
                    if let Some(ch) = char::from_u32(c) {
                        chars.push(ch);
                    }
                });
            }
        }
    }
    chars.sort_unstable();
    chars.dedup();
    for ch in needed.chars() {
        if font.glyph_index(ch).is_none() {
            panic!(
                "{}: the font has no glyph for '{ch}' (U+{:04X}), which the diagrams draw: subset the font again with it (fonts/README.md)",
                path.display(),
                u32::from(ch)
            );
        }
    }
    let cap = font
        .capital_height()
        .unwrap_or((font.ascender() as f32 * 0.7) as i16);
    let mut out = format!(
        "/// Generated from `{file}`.\nstatic {name}: Face = Face {{ cap_height: {cap}, glyphs: &[\n"
    );
    for ch in chars {
        let Some(id) = font.glyph_index(ch) else {
            continue;
        };
        let mut outline = Outline(String::new());
        let bbox = font.outline_glyph(id, &mut outline);
        let advance = font.glyph_hor_advance(id).unwrap_or(0);
        let b = bbox.map_or([0; 4], |b| [b.x_min, b.y_min, b.x_max, b.y_max]);
        let _ = writeln!(
            out,
            "    Glyph {{ ch: {ch:?}, advance: {advance}, bbox: [{}, {}, {}, {}], outline: &[{}] }},",
            b[0], b[1], b[2], b[3], outline.0
        );
    }
    out.push_str("] };\n");
    out
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let mut code = String::new();
    for (file, name, needed) in FACES {
        code.push_str(&face(file, name, needed));
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("typeface.rs");
    std::fs::write(&out, code).expect("OUT_DIR is writable");
}
