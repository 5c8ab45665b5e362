//! Values for the pages: `content/solved/`, written by `tabula solve` and read by the
//! build, which shows them in every language and fails on a wrong claim.

use super::{solve_fixture, values_fixture, PAGE};
use std::path::Path;

#[test]
fn solve_writes_the_values_the_pages_show_and_the_build_shows_them_in_every_language() {
    let site = values_fixture();
    let err = solve_fixture(&site);
    assert!(err.contains("content/solved/ur.toml"), "{err}");
    let text = site.read("content/solved/ur.toml");
    assert!(text.starts_with(tabula::solved::HEADER), "{text}");
    let file = tabula::solved::parse(Path::new("ur.toml"), &text).unwrap();
    let set = &file.sets[0];
    assert_eq!(set.variant, "ur/finkel");
    assert_eq!(set.stored, 13112);
    assert!(set.residual < 1e-6);
    assert!((0.5..0.55).contains(&set.first), "{}", set.first);
    // Exactly the position the page shows, with every throw's moves.
    assert_eq!(set.shown.len(), 1, "{text}");
    let shown = &set.shown[0];
    assert_eq!(shown.position, "1:4,7 2:6 turn:1");
    let twos = &shown.moves["2"];
    assert_eq!(twos.keys().collect::<Vec<_>>(), ["4-6", "7-9"]);
    // The capture on 6 is the better move; no throw's best move is worth less to
    // its player than the position was before the throw, less the 1/16 of a 0.
    assert!(twos["4-6"] > twos["7-9"], "{twos:?}");
    assert!(twos["4-6"] > shown.win, "{text}");

    site.build();
    let en = site.dist("en/ur/index.html");
    assert!(en.contains("With best play from both sides"), "{en}");
    assert!(en.contains("4 to 6: 68."), "{en}");
    assert!(
        en.contains("<strong class=\"best\">(the best move)</strong>"),
        "{en}"
    );
    let ar = site.dist("ar/ur/index.html");
    assert!(ar.contains("إذا لعب الطرفان أفضل لعب"), "{ar}");
    assert!(ar.contains("الأفضل"), "{ar}");
    assert!(!ar.contains("With best play"), "{ar}");
}

#[test]
fn a_wrong_claim_of_the_best_move_or_its_chance_fails_the_build_at_its_line() {
    let site = values_fixture();
    solve_fixture(&site);
    site.edit(PAGE, "values = true", "values = true\nbest = 7");
    let line_of = |claim: &str| {
        1 + site
            .read(PAGE)
            .lines()
            .position(|l| l == claim)
            .unwrap_or_else(|| panic!("no {claim}"))
    };
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let at = format!("content/ur/_index.en.md:{}:1:", line_of("best = 7"));
    assert!(err.contains(&at), "{at} in {err}");
    assert!(err.contains("best = 7"), "{err}");
    assert!(err.contains("finds 4-6 best"), "{err}");
    // The right move passes, and so does its chance to within half a point.
    site.edit(PAGE, "best = 7", "best = 4\nmove = 4\nwin = 0.68");
    site.build();
    site.edit(PAGE, "win = 0.68", "win = 0.6");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("win = 0.6: with best play the solver finds 0.68"),
        "{err}"
    );
    let at = format!("content/ur/_index.en.md:{}:1:", line_of("win = 0.6"));
    assert!(err.contains(&at), "{at} in {err}");
    assert!(err.contains("after the move 4-6"), "{err}");
}

#[test]
fn a_page_that_asks_for_values_the_site_lacks_warns_and_fails_only_under_strict() {
    let site = values_fixture();
    let err = site.build();
    assert!(err.contains("warning:"), "{err}");
    assert!(err.contains("content/ur/_index.en.md:9:"), "{err}");
    assert!(
        err.contains("content/solved/ has no values of ur/finkel"),
        "{err}"
    );
    assert!(err.contains("run `tabula solve ur/finkel"), "{err}");
    assert!(!site.dist("en/ur/index.html").contains("class=\"values\""));
    let (code, _, err) = site.tabula(&["build", "--strict"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("--strict: diagram: the block asks for values"),
        "{err}"
    );

    // Values solved from other rule data are stale: a warning, and not shown.
    solve_fixture(&site);
    site.edit(
        "content/games/ur/finkel.toml",
        "extra_throw = true",
        "extra_throw = false",
    );
    let err = site.build();
    assert!(err.contains("were solved from other rule data"), "{err}");
    assert!(!site.dist("en/ur/index.html").contains("class=\"values\""));
}

#[test]
fn solve_leaves_a_values_file_it_did_not_write_as_it_is() {
    let site = values_fixture();
    site.write("content/solved/ur.toml", "# my own notes\n");
    let (code, _, err) = site.tabula(&["solve", "ur/finkel"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("was not written by tabula solve"), "{err}");
    assert_eq!(site.read("content/solved/ur.toml"), "# my own notes\n");
}

#[test]
fn solve_leaves_a_values_file_it_cannot_read_as_it_is_and_loses_no_rule_set() {
    // A file of tabula's own, but with a key this tabula does not know (a newer layout,
    // or a hand edit): refused before any work, at its line, and left whole.
    let site = values_fixture();
    let text = format!(
        "{}\nformat = 1\n\n[[set]]\nvariant = \"ur/other\"\nrules = \"0\"\nstored = 1\nresidual = 0.0\nfirst = 0.5\nfuture = 1\n",
        tabula::solved::HEADER
    );
    site.write("content/solved/ur.toml", &text);
    let cache = tempfile::tempdir().unwrap();
    let (code, _, err) = site.tabula_with_cache(&["solve", "ur/finkel"], cache.path());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("ur.toml:10:"), "{err}");
    assert!(
        err.contains("leaves a file it cannot read as it is"),
        "{err}"
    );
    assert_eq!(site.read("content/solved/ur.toml"), text);
    assert!(!cache.path().join("solved").exists());
}

#[test]
fn the_bundled_site_states_the_first_players_chance_of_every_solved_rule_set() {
    // Every rule set of content/solved/ur.toml: its chance, in English, on the page with
    // its statistics block, and the comparison page gives the solved ones a column.
    let root = crate::common::site::bundled_root();
    let path = root.join("content/solved/ur.toml");
    let file = tabula::solved::parse(&path, &std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(!file.sets.is_empty());
    let built = crate::common::site::bundled_build();
    let mut pages = String::new();
    for rel in [
        "ur/rules",
        "ur/variants/options",
        "ur/variants/bell",
        "ur/variants/blitz",
        "ur/variants/aseb",
        "ur/variants/masters",
    ] {
        pages.push_str(&built.site.dist(&format!("en/{rel}/index.html")));
    }
    for set in &file.sets {
        // As the page's numbers are written: one decimal, without a trailing zero.
        let digits = format!("{:.1}", 100.0 * set.first);
        let percent = format!("{}%", digits.trim_end_matches('0').trim_end_matches('.'));
        assert!(
            pages.contains(&format!("<th scope=\"row\">Player 1’s chance with best play from both sides, computed exactly</th><td>{percent}</td>")),
            "{} {:?}: {percent} is on no page",
            set.variant,
            set.options
        );
    }
    let compare = built.site.dist("en/ur/variants/compare/index.html");
    assert!(
        compare.contains("<th scope=\"col\">Player 1’s chance with best play from both sides, computed exactly</th>"),
        "{compare}"
    );
    let standard = file.sets.iter().find(|s| {
        s.variant == "ur/finkel" && s.options["pieces"] == "7" && s.options["route"] == "bell"
    });
    if let Some(s) = standard {
        let digits = format!("{:.1}", 100.0 * s.first);
        let percent = format!("{}%", digits.trim_end_matches('0').trim_end_matches('.'));
        assert!(compare.contains(&percent), "{compare}");
    }
}
