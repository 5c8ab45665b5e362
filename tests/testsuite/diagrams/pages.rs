//! Diagrams on pages: shared by the languages and drawn once, described in each
//! language, with the sets no player owns yet and the title of the rule set they name.

use super::diagram;
use crate::common::site::SiteCopy;
use tabula::diagram::svg;

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
    assert!(en.contains("Player 1 throws 2. Player 1 moves the piece on square 5 to square 7. The two pieces swap places."), "{en}");
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
        en.ends_with("Legal moves: 27 to 15 and stay on 27."),
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
        en.find("takes the set on the even squares").unwrap(),
        en.find("moves the piece on square 10 to square 11")
            .unwrap(),
    );
    assert!(took < moved, "{en}");
    assert!(en.ends_with("After the move, the pieces stand as follows. Player 1: pieces on squares 2, 4, 6, 8 and 11. Player 2: pieces on squares 1, 3, 5, 7 and 9."), "{en}");
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
        "The standard Royal Game of Ur: the position"
    );
    let wrong = diagram(
        "name = \"variant-ur-nowhere\"\nposition = \"start\"",
        "ur/finkel",
    );
    assert!(describe::title(&l10n, "en", &wrong).is_err());
}
