//! The print packs (`/print/<game>/<variant>.pdf` and `-letter.pdf`): one per variant
//! and paper, linked from the variant's pages in every language, drawn at the board
//! file's real size, with a warning where a board file lacks it; off with `print = false`.

use crate::common::site::{bundled_build, SiteCopy};

/// The pages of a PDF and their sizes in points, as its page objects give them.
fn pages(pdf: &[u8]) -> Vec<(f32, f32)> {
    assert!(pdf.starts_with(b"%PDF-"), "not a PDF");
    let text = String::from_utf8_lossy(pdf);
    text.split("/MediaBox [0 0 ")
        .skip(1)
        .map(|rest| {
            let mut n = rest.split([' ', ']']).map(|x| x.parse::<f32>().unwrap());
            (n.next().unwrap(), n.next().unwrap())
        })
        .collect()
}

#[test]
fn every_variant_has_a_print_pack_on_a4_and_on_letter_linked_from_its_pages() {
    let site = &bundled_build().site;
    let a4 = (841.89, 595.28);
    let letter = (792.0, 612.0);
    for variant in [
        "senet/standard",
        "senet/bell",
        "senet/jequier",
        "senet/kendall",
        "ur/finkel",
        "ur/bell",
        "ur/masters",
        "ur/blitz",
        "ur/aseb",
    ] {
        for (suffix, (long, short)) in [("", a4), ("-letter", letter)] {
            let bytes = std::fs::read(site.path(&format!("dist/print/{variant}{suffix}.pdf")))
                .unwrap_or_else(|e| panic!("{variant}{suffix}: {e}"));
            let pages = pages(&bytes);
            // The board lying down over two sheets or more (none of them fits one at its
            // real size), then the pieces and the throw card upright.
            let close = |a: f32, b: f32| (a - b).abs() < 0.01;
            let lying = pages
                .iter()
                .take_while(|&&(w, h)| close(w, long) && close(h, short))
                .count();
            assert!(lying >= 2, "{variant}{suffix}: {pages:?}");
            assert!(
                pages.len() > lying
                    && pages[lying..]
                        .iter()
                        .all(|&(w, h)| close(w, short) && close(h, long)),
                "{variant}{suffix}: {pages:?}"
            );
        }
    }
    // The rules page of Ur links Finkel's pack in every language, both papers.
    for lang in ["en", "nb", "da", "de", "cs", "ja", "ar"] {
        let html = site.dist(&format!("{lang}/ur/rules/index.html"));
        assert!(
            html.contains("<p class=\"print-pack\">")
                && html.contains("href=\"/print/ur/finkel.pdf\"")
                && html.contains("href=\"/print/ur/finkel-letter.pdf\""),
            "{lang}"
        );
    }
    // A page of no variant links none.
    assert!(!site.dist("en/about/index.html").contains("print-pack"));
}

#[test]
fn a_pack_is_the_same_file_from_one_build_to_the_next() {
    let site = SiteCopy::new();
    site.build();
    let first = std::fs::read(site.path("dist/print/senet/bell.pdf")).unwrap();
    site.build();
    assert_eq!(
        first,
        std::fs::read(site.path("dist/print/senet/bell.pdf")).unwrap()
    );
}

#[test]
fn a_board_without_its_real_size_is_printed_at_the_default_size_with_a_warning() {
    let site = SiteCopy::new();
    let board = site.read("content/games/senet/boards/senet.toml");
    let cut = board.find("\n[size]").unwrap();
    site.write("content/games/senet/boards/senet.toml", &board[..cut]);
    let report = site.build();
    assert!(
        report.contains("warning: ./content/games/senet/boards/senet.toml:1:1: this board has no [size], so its print packs (/print/senet/) draw each square 40 mm wide: add [size]"),
        "{report}"
    );
    // Once for the board, however many variants are played on it.
    assert_eq!(report.matches("has no [size]").count(), 1, "{report}");
    assert!(site.exists("dist/print/senet/kendall.pdf"));
    // Ten squares of 40 mm lying down take two sheets, as at the real size.
    let pdf = std::fs::read(site.path("dist/print/senet/kendall.pdf")).unwrap();
    assert!(pages(&pdf).len() >= 3);
}

#[test]
fn a_real_size_that_is_not_one_is_an_error_at_its_line() {
    let site = SiteCopy::new();
    site.edit(
        "content/games/ur/boards/ur.toml",
        "width_mm = 301",
        "width_mm = 0",
    );
    site.edit(
        "content/games/senet/boards/senet.toml",
        "height_mm = 133",
        "height_mm = 1e9",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("ur.toml:") && err.contains("size.width_mm is 0: give the real board's size in millimetres, more than 0 and at most 2000"),
        "{err}"
    );
    assert!(
        err.contains("senet.toml:") && err.contains("size.height_mm is 1000000000"),
        "{err}"
    );
}

#[test]
fn a_site_without_print_packs_makes_none_and_links_none() {
    let site = SiteCopy::new();
    site.edit(
        "content/site.toml",
        "version = \"0.1.0\"",
        "version = \"0.1.0\"\nprint = false",
    );
    let report = site.build();
    assert!(!report.contains("[size]"), "{report}");
    assert!(!site.exists("dist/print"));
    assert!(!site.dist("en/ur/rules/index.html").contains("print-pack"));
}
