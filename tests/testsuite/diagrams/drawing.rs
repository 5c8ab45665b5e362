//! The drawing: SVG with no words and no text element, PNGs at twice its size, a sign
//! the typeface lacks refused at its line, and square numbers readable on a phone.

use super::diagram;
use crate::common::site::SiteCopy;
use tabula::diagram::{png, svg};

#[test]
fn the_svg_holds_no_words_and_no_text_element() {
    let d = diagram(
        "position = \"1:5,11 2:7,14,20\"\nthrow = 2\nmove = 5",
        "senet/standard",
    );
    let s = svg::render(&d);
    assert!(!s.contains("<text"));
    assert!(s.contains("<g id=\"diagram\">"));
}

#[test]
fn every_png_decodes_at_twice_the_svg_size() {
    for (variant, block) in [
        (
            "senet/standard",
            "position = \"start\"\nthrow = 2\nmove = 9",
        ),
        (
            "ur/bell",
            "position = \"1:7 2:8\"\nthrow = 1\nmove = 7\nshow = \"before-after\"",
        ),
    ] {
        let d = diagram(block, variant);
        let (w, h) = svg::size(&d);
        let bytes = png::rasterize(&svg::render(&d), 2.0).unwrap();
        let pixmap = resvg::tiny_skia::Pixmap::decode_png(&bytes).unwrap();
        assert_eq!(
            (pixmap.width(), pixmap.height()),
            ((w * 2.0).ceil() as u32, (h * 2.0).ceil() as u32)
        );
        // Something is drawn: not every pixel is the background.
        let first = pixmap.pixels()[0];
        assert!(pixmap.pixels().iter().any(|p| *p != first));
    }
}

#[test]
fn a_sign_or_mark_the_typeface_lacks_is_an_error_at_its_line_naming_the_character() {
    let site = SiteCopy::new();
    let board = "content/games/senet/boards/senet.toml";
    site.edit(board, "water = \"𓈗\"", "water = \"W\"");
    let line = site
        .read(board)
        .lines()
        .position(|l| l.starts_with("water = "))
        .unwrap()
        + 1;
    let (code, _, err) = site.tabula(&["check"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains(&format!("senet.toml:{line}:1: drawing.symbols.water is 'W' (U+0057), which the diagrams' typeface has no glyph for: use one of")),
        "{err}"
    );
    site.edit(board, "water = \"W\"", "water = \"𓈗\"");
    site.edit(
        "content/games/senet/bell.toml",
        "\"27\" = \"X\"",
        "\"27\" = \"✗\"",
    );
    let (code, _, err) = site.tabula(&["check"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("bell.toml:31:1: marks.\"27\" is \"✗\", which the diagrams' typeface cannot draw: use the characters %/0123456789=IX"),
        "{err}"
    );
}

#[test]
fn square_numbers_are_ten_css_pixels_tall_where_the_board_fills_a_phone() {
    for variant in [
        "senet/standard",
        "senet/bell",
        "senet/kendall",
        "senet/jequier",
    ] {
        let d = diagram("position = \"start\"", variant);
        let file = svg::render_in(&d, svg::Layout::Stacked);
        assert!(!file.contains("<text"), "{variant}");
        // The numbers are one path, over the pieces; the top row's are square 1 to 10.
        let numbers = file
            .lines()
            .find(|l| l.contains("paint-order=\"stroke\""))
            .expect("a numbered board draws its numbers");
        let d_attr = numbers
            .split("d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        let values: Vec<f32> = d_attr
            .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
            .filter_map(|t| t.parse().ok())
            .collect();
        let ys: Vec<f32> = values.iter().skip(1).step_by(2).copied().collect();
        let top = ys.iter().copied().fold(f32::MAX, f32::min);
        let row = svg::SQUARE;
        let bottom = ys
            .iter()
            .copied()
            .filter(|&y| y < top + row / 2.0)
            .fold(f32::MIN, f32::max);
        let (width, _) = svg::size_in(&d, svg::Layout::Stacked);
        let css = (bottom - top) * 360.0 / width;
        assert!(css >= 10.0, "{variant}: {css:.1} CSS px");
    }
}
