//! Diagrams: drawn from the engine's result, snapshotted as SVG, rasterized to PNG,
//! described in the page's language, and refused when a page claims what the engine denies.

use crate::common::site::SiteCopy;
use std::collections::BTreeMap;
use tabula::diagram::{png, svg, Spec};
use tabula::rules::Catalogue;

fn diagram(block: &str, variant: &str) -> tabula::diagram::Diagram {
    Spec::parse(block)
        .unwrap()
        .compute(&Catalogue::bundled(), Some(variant))
        .unwrap_or_else(|e| panic!("{e}"))
}

fn compute_err(block: &str, variant: &str) -> String {
    Spec::parse(block)
        .and_then(|s| s.compute(&Catalogue::bundled(), Some(variant)))
        .unwrap_err()
}

#[test]
fn every_board_and_variant_matches_its_svg_snapshot() {
    let cases: BTreeMap<&str, (&str, &str)> = BTreeMap::from([
        (
            "senet-standard-start",
            ("senet/standard", "position = \"start\""),
        ),
        (
            "senet-standard-water",
            (
                "senet/standard",
                "position = \"1:16,25 2:3,14,15\"\nthrow = 3\nmove = 25",
            ),
        ),
        ("senet-bell-start", ("senet/bell", "position = \"start\"")),
        (
            "senet-bell-capture",
            (
                "senet/bell",
                "position = \"1:5 2:7,8\"\nthrow = 2\nmove = 5\nshow = \"before-after\"",
            ),
        ),
        (
            "senet-jequier-opening",
            (
                "senet/jequier",
                "position = \"start\"\nthrow = 1\nmove = 10",
            ),
        ),
        (
            "ur-finkel-route",
            ("ur/finkel", "position = \"start\"\nroute = 1"),
        ),
        (
            "ur-finkel-moves",
            (
                "ur/finkel",
                "position = \"1:2,7 2:9\"\nthrow = 2\nshow = \"moves\"",
            ),
        ),
        (
            "ur-masters-route",
            (
                "ur/finkel",
                "options = { route = \"masters\" }\nposition = \"start\"\nroute = 1",
            ),
        ),
        (
            "ur-bell-fine",
            (
                "ur/bell",
                "position = \"1:7 2:8 fines:0,2\"\nthrow = 1\nmove = 7\nshow = \"before-after\"",
            ),
        ),
    ]);
    for (name, (variant, block)) in cases {
        insta::assert_snapshot!(name, svg::render(&diagram(block, variant)));
    }
}

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
fn claims_the_engine_denies_are_refused_with_both_sides() {
    for (variant, block, expect) in [
        (
            "senet/standard",
            "position = \"1:5,11 2:7,8,20\"\nthrow = 2\nmove = 5",
            "the piece on 5 has no legal move with a throw of 2; the engine finds: 11-13",
        ),
        (
            "senet/standard",
            "position = \"1:5,11 2:7,14,20\"\nthrow = 2\nmove = 5\nexpect = \"capture\"",
            "the diagram claims 5-7 capture, but the engine finds swap",
        ),
        (
            "senet/standard",
            "position = \"1:25 2:3\"\nthrow = 3\nmove = 25\nends_on = 14",
            "claims 25-28 ends on 14, but the engine finds it ends on 15",
        ),
        (
            "senet/standard",
            "position = \"1:29,30 2:10,12\"\nthrow = 1\nlegal = [\"29-30\"]",
            "claims the legal moves 29-30, but the engine finds no legal move",
        ),
        (
            "senet/standard",
            "position = \"1:29,30 2:10,12\"\nthrow = 1\nnext = 2",
            "claims player 2 throws next, but the engine finds player 1 throws next",
        ),
        (
            "ur/finkel",
            "position = \"1:14 2:9 off:5,3\"\nthrow = 1\nmove = 14\nresult = \"1\"",
            "claims game over, player 1 wins, but the engine finds the game goes on",
        ),
        (
            "ur/finkel",
            "position = \"1:5 2:7\"\nthrow = 2\nexpect = \"no-move\"",
            "claims no legal move, but the engine finds hand-2, 5-7",
        ),
        (
            "ur/finkel",
            "position = \"1:5 2:5\"",
            "same square as one of player 1's pieces",
        ),
        (
            "ur/finkel",
            "position = \"start\"\nthrow = 7",
            "throw: 7 cannot be thrown",
        ),
        (
            "ur/finkel",
            "position = \"start\"\ncolour = \"red\"",
            "unknown field `colour`",
        ),
        (
            "ur/finkel",
            "position = \"start\"\nthrow = 2\nmove = \"hand\"\nexpect = \"flying\"",
            "unknown effect `flying`",
        ),
        (
            "ur/finkel",
            "replay = \"3:hand 2:7\"",
            "step 2 `2:7`: no legal move from 7",
        ),
    ] {
        let e = compute_err(block, variant);
        assert!(e.contains(expect), "{block}\n=> {e}");
    }
}

#[test]
fn a_replay_plays_throws_and_moves_from_the_start() {
    let d = diagram("replay = \"4:hand 3:hand 0:pass 2:hand\"", "ur/finkel");
    // 4 enters on the rosette and throws again; 3 enters on 3; player 2 throws 0 and passes.
    assert_eq!(d.position.squares(&d.rules, 1), [2, 3, 4]);
    assert_eq!(d.position.to_move, 2);
}

#[test]
fn a_page_with_a_false_claim_fails_to_build_at_the_blocks_line() {
    let site = SiteCopy::new();
    let text = site.read("content/senet/learn.cs.md");
    let line = text.lines().count() + 3;
    site.write(
        "content/senet/learn.cs.md",
        &format!("{text}\n\n```diagram\nposition = \"1:5,11 2:7,8,20\"\nthrow = 2\nmove = 5\nexpect = \"swap\"\n```\n"),
    );
    let before = site.path("dist").exists();
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(!before);
    assert!(
        err.contains(&format!("content/senet/learn.cs.md:{line}:1: [cs] diagram: the piece on 5 has no legal move with a throw of 2; the engine finds: 11-13")),
        "{err}"
    );
    assert!(!site.path("dist").exists(), "no broken picture, no dist/");
}

#[test]
fn diagrams_are_shared_by_languages_described_in_each_and_cached() {
    let site = SiteCopy::new();
    let cache = site.path("own-cache");
    let (code, _, first) = site.tabula_with_cache(&["build"], &cache);
    assert_eq!(code, 0, "{first}");
    let en = site.dist("en/senet/learn/index.html");
    let de = site.dist("de/senet/learn/index.html");
    let hashes = |html: &str| -> std::collections::BTreeSet<String> {
        html.split("/diagrams/")
            .skip(1)
            .map(|s| s[..16].to_string())
            .collect()
    };
    assert_eq!(hashes(&en), hashes(&de));
    // Nine board diagrams and a throws chart; the before-and-after one is drawn side by
    // side and, for narrow screens, one board above the other.
    assert_eq!(
        hashes(&en).len(),
        10,
        "nine board diagrams, one in two layouts"
    );
    assert!(en.contains("<svg class=\"board\" role=\"img\""));
    assert!(en.contains("<svg class=\"board stacked\" role=\"img\""));
    assert!(en.contains("Player 1 throws 2. Player 1 moves the piece on square 5 to square 7. The two pieces change places."), "{en}");
    assert!(de.contains("Spieler 1"), "the German description is German");
    assert!(!de.contains("Player 1"));
    for h in hashes(&en) {
        assert!(site.path(&format!("dist/diagrams/{h}.svg")).exists());
        assert!(site.path(&format!("dist/diagrams/{h}.png")).exists());
    }
    assert!(
        en.contains("<meta property=\"og:image\" content=\"https://tabula.example.org/diagrams/")
    );
    assert!(en.contains("<table class=\"throw-chart\">"));
    assert!(
        en.contains("<td>3/8</td><td>37.5%</td>"),
        "fractions and percentages"
    );
    assert!(
        de.contains("<td>3/8</td><td>37,5\u{a0}%</td>"),
        "German percentages"
    );
    assert!(first.contains("(0 PNGs from the cache)"), "{first}");
    let (_, _, second) = site.tabula_with_cache(&["build"], &cache);
    let n: usize = second
        .split(" diagrams (")
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        second.contains(&format!("({n} PNGs from the cache)")),
        "{second}"
    );
}

#[test]
fn the_diagram_command_draws_svg_and_png() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["d.svg", "d.png"] {
        let out = dir.path().join(name);
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args([
                "diagram",
                "--variant",
                "senet/standard",
                "--position",
                "1:5,11 2:7,14,20",
                "--throw",
                "2",
                "--move",
                "5",
                "-o",
            ])
            .arg(&out)
            .current_dir(dir.path())
            .status()
            .unwrap();
        assert!(status.success());
        assert!(std::fs::metadata(&out).unwrap().len() > 500);
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args([
            "diagram",
            "--variant",
            "senet/standard",
            "--throw",
            "2",
            "--move",
            "1",
            "-o",
            "x.svg",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the piece on 1 has no legal move"));
}

#[test]
fn a_move_without_a_throw_is_refused_naming_the_flag_to_add() {
    // Only a throw says how far the piece of `--move` goes: without `--throw` nothing
    // is drawn and the error says what to add.
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args([
            "diagram",
            "--variant",
            "senet/standard",
            "--move",
            "5",
            "-o",
            "x.svg",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--move 5 needs a throw: add --throw N, the value thrown (e.g. --throw 2)"),
        "{err}"
    );
    assert!(!dir.path().join("x.svg").exists(), "nothing is drawn");
}

#[test]
fn a_diagram_shown_by_many_pages_and_languages_is_drawn_once() {
    let site = SiteCopy::new();
    let loaded = tabula::site::build::Site::load(site.root()).unwrap();
    let (_, summary) = tabula::site::build::render_site(&loaded, false).unwrap();
    let blocks: usize = loaded
        .content
        .pages
        .values()
        .map(|p| p.body.matches("```diagram").count())
        .sum::<usize>()
        + tabula::site::build::jobs(&loaded)
            .iter()
            .filter(|(p, l)| loaded.content.get(p, l).is_none())
            .map(|(p, l)| {
                loaded
                    .source_page(p, l)
                    .map_or(0, |s| s.body.matches("```diagram").count())
            })
            .sum::<usize>();
    let drawn = loaded
        .drawings
        .drawn
        .load(std::sync::atomic::Ordering::Relaxed);
    // Each computed diagram is one picture, or two for a before-and-after one (its two layouts).
    assert!(
        drawn * 2 >= summary.diagrams,
        "every distinct picture is drawn: {drawn} for {} pictures",
        summary.diagrams
    );
    // `drawn` also counts the play pages' boards and the statistics charts.
    assert!(drawn * 2 < blocks, "{drawn} drawings for {blocks} blocks: each picture is drawn once, not once per page and language");
}

#[test]
fn kendalls_water_moves_are_drawn_and_described_in_every_language() {
    use tabula::diagram::describe;
    use tabula::l10n::L10n;
    use tabula::site::config::SiteConfig;
    let config = SiteConfig::load(std::path::Path::new("content/site.toml")).unwrap();
    let l10n = L10n::load(std::path::Path::new("locales"), &config).unwrap();
    let cases = [
        ("position = \"1:9,27 2:3,20\"\nthrow = 2\nshow = \"moves\"\nlegal = [\"27-15\", \"27-27\"]", "return"),
        ("position = \"1:9,27 2:3,20\"\nthrow = 3\nmove = 27\nexpect = \"return\"\nnext = 2", "return"),
        ("position = \"1:9,27 2:3,15\"\nthrow = 5\nmove = 27\nexpect = [\"wait\", \"extra_throw\"]\nnext = 1", "wait"),
        ("position = \"1:26 2:3,29\"\nthrow = 3\nmove = 26\nexpect = \"to_water\"\nshow = \"before-after\"", "to_water"),
        ("position = \"1:9,15 2:3,20 turn:2 lost:1 returned:1\"\nthrow = 2\nmove = 20\nexpect = \"lost_turn\"\nnext = 2", "lost_turn"),
        ("options = { trap = \"on\" }\nposition = \"1:24 2:3\"\nthrow = 3\nmove = 24\nexpect = [\"overshoot\", \"water\"]\nends_on = 27", "overshoot"),
    ];
    for (block, effect) in cases {
        let d = diagram(block, "senet/kendall");
        assert!(svg::render(&d).starts_with("<svg"), "{block}");
        for lang in l10n.languages() {
            let text = describe::description(&l10n, lang, &d)
                .unwrap_or_else(|e| panic!("{lang} {effect}: {e}"));
            assert!(
                !text.contains('{') && !text.contains("diagram-effect"),
                "{lang}: {text}"
            );
            describe::title(&l10n, lang, &d).unwrap();
        }
    }
    let d = diagram(cases[1].0, "senet/kendall");
    let en = describe::description(&l10n, "en", &d).unwrap();
    assert!(
        en.ends_with(
            "Going back to square 15 ends the turn at once, and player 1 loses their next turn."
        ),
        "{en}"
    );
    // A piece that waits in the House of Water stays on its square: it is not a move
    // from 27 to 27, in any language.
    for lang in l10n.languages() {
        let step = |id: &str| {
            let args = [
                ("kind", "step"),
                ("from", "27"),
                ("to", "27"),
                ("player", "1"),
            ];
            l10n.tr(
                lang,
                id,
                &args
                    .iter()
                    .map(|(k, v)| (k.to_string(), tabula::l10n::Arg::Str(v.to_string())))
                    .collect(),
            )
            .unwrap()
        };
        for block in [cases[0].0, cases[2].0] {
            let text =
                describe::description(&l10n, lang, &diagram(block, "senet/kendall")).unwrap();
            for id in ["diagram-move-name", "diagram-move"] {
                assert!(!text.contains(&step(id)), "{lang}: {text}");
            }
        }
    }
    let en = describe::description(&l10n, "en", &diagram(cases[0].0, "senet/kendall")).unwrap();
    assert!(
        en.ends_with("Legal moves: 27 to 15 and waiting on 27."),
        "{en}"
    );
    let en = describe::description(&l10n, "en", &diagram(cases[2].0, "senet/kendall")).unwrap();
    assert!(en.contains("Player 1 leaves the piece on square 27 where it is. The piece waits in the House of Water"), "{en}");
    // A piece that falls into the House of Water and stays there is not said to end on
    // the square it is on; one sent on from it is (the standard rules).
    let en = describe::description(&l10n, "en", &diagram(cases[5].0, "senet/kendall")).unwrap();
    assert!(
        en.contains("The piece lands in the House of Water and stays there.")
            && !en.contains("ends on square 27"),
        "{en}"
    );
    let standard = diagram(
        "position = \"1:24 2:3\"\nthrow = 4\nmove = 24\nexpect = \"water\"",
        "senet/standard",
    );
    let en = describe::description(&l10n, "en", &standard).unwrap();
    assert!(
        en.contains("The piece lands in the House of Water and ends on square 15."),
        "{en}"
    );
}

#[test]
fn before_an_opening_gives_out_the_sets_no_player_is_said_to_own_one() {
    use tabula::diagram::describe;
    use tabula::l10n::L10n;
    use tabula::site::config::SiteConfig;
    let config = SiteConfig::load(std::path::Path::new("content/site.toml")).unwrap();
    let l10n = L10n::load(std::path::Path::new("locales"), &config).unwrap();
    let start = diagram("position = \"start\"", "senet/jequier");
    let opening = diagram(
        "position = \"start\"\nthrow = 1\nmove = 10\nshow = \"before-after\"\nexpect = \"opening\"",
        "senet/jequier",
    );
    let en = describe::description(&l10n, "en", &start).unwrap();
    assert!(en.starts_with("One set stands on squares 1, 3, 5, 7 and 9, the other on squares 2, 4, 6, 8 and 10; the opening decides"), "{en}");
    assert!(!en.contains("Player 1: pieces"), "{en}");
    // The thrower takes its set, then moves; after the opening the seats own their sets.
    let en = describe::description(&l10n, "en", &opening).unwrap();
    let (took, moved) = (
        en.find("takes the pieces on the even squares").unwrap(),
        en.find("moves the piece on square 10 to square 11")
            .unwrap(),
    );
    assert!(took < moved, "{en}");
    assert!(en.ends_with("After the move: Player 1: pieces on squares 2, 4, 6, 8 and 11. Player 2: pieces on squares 1, 3, 5, 7 and 9."), "{en}");
    for lang in l10n.languages() {
        let text = describe::description(&l10n, lang, &start).unwrap();
        assert!(
            text.contains('1') && text.contains("10") && !text.contains('{'),
            "{lang}: {text}"
        );
    }
}

#[test]
fn a_diagram_with_options_is_titled_by_the_rule_set_it_names() {
    use tabula::diagram::describe;
    use tabula::l10n::L10n;
    use tabula::site::config::SiteConfig;
    let config = SiteConfig::load(std::path::Path::new("content/site.toml")).unwrap();
    let l10n = L10n::load(std::path::Path::new("locales"), &config).unwrap();
    let named = diagram("options = { route = \"masters\" }\nname = \"variant-ur-finkel-masters\"\nposition = \"start\"", "ur/finkel");
    assert_eq!(
        describe::title(&l10n, "en", &named).unwrap(),
        "Masters’ route: the position"
    );
    let plain = diagram(
        "options = { route = \"masters\" }\nposition = \"start\"",
        "ur/finkel",
    );
    assert_eq!(
        describe::title(&l10n, "en", &plain).unwrap(),
        "Standard Royal Game of Ur: the position"
    );
    let wrong = diagram(
        "name = \"variant-ur-nowhere\"\nposition = \"start\"",
        "ur/finkel",
    );
    assert!(describe::title(&l10n, "en", &wrong).is_err());
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
