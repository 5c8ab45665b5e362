//! The build's warnings: the rule data changed since the statistics were made, a block
//! that names a rule set without statistics, a new variant not measured yet.

use super::{fixture, run_stats, section, sets_of, stats, warnings};
use crate::common::site::SiteCopy;

#[test]
fn the_build_warns_when_the_rule_data_changed_since_the_statistics_were_made() {
    let site = fixture();
    stats(&site, "100", "2");
    let err = site.build();
    assert!(!err.contains("warning:"), "{err}");
    let warnings = |err: &str| -> Vec<String> {
        err.lines()
            .filter(|l| l.starts_with("warning: "))
            .map(str::to_string)
            .collect()
    };
    // A comment, or how the board is drawn, changes no rule.
    site.edit(
        "content/games/senet/bell.toml",
        "[pieces]",
        "# Bell's count, read again.\n[pieces]",
    );
    site.edit(
        "content/games/senet/boards/senet.toml",
        "numbered = true",
        "numbered = false",
    );
    let err = site.build();
    assert!(warnings(&err).is_empty(), "{err}");
    // A rule does.
    site.edit("content/games/senet/bell.toml", "count = 10", "count = 9");
    let err = site.build();
    let w = warnings(&err);
    assert_eq!(w.len(), 1, "{err}");
    assert!(
        w[0].contains(
            "content/stats/senet.toml: the statistics of senet/bell were made from other rule data"
        ),
        "{err}"
    );
    assert!(w[0].contains("content/games/senet/bell.toml"), "{err}");
    assert!(
        w[0].ends_with("run `tabula stats` to make them again"),
        "{err}"
    );
    // The board's squares are rule data too.
    stats(&site, "100", "2");
    site.edit(
        "content/games/senet/boards/senet.toml",
        "[routes",
        "rosettes = [\"15\"]\n\n[routes",
    );
    assert_eq!(warnings(&site.build()).len(), 2);
}

#[test]
fn a_statistics_block_without_statistics_warns_and_says_they_are_not_measured_yet() {
    let site = fixture();
    let err = site.build();
    assert!(err.contains("bell.en.md:10:1: [en] statistics block: there are no statistics of senet/bell in content/stats/senet.toml, so the block says that they are not measured yet: run `tabula stats --variant senet/bell` in the site folder"), "{err}");
    assert!(
        err.contains("bell.de.md:10:1: [de] statistics block: "),
        "{err}"
    );
    let en = site.dist("en/senet/bell/index.html");
    assert!(
        en.contains("<div class=\"statistics unmeasured\">\n<p>The figures for Bell’s Senet have not been measured yet.</p>\n</div>"),
        "{en}"
    );
    let de = site.dist("de/senet/bell/index.html");
    assert!(
        de.contains("<p>Die Zahlen zu Partien Senet nach Bell sind noch nicht gemessen.</p>"),
        "{de}"
    );
    // No variant is measured: the comparison says so, with every row and no chart.
    let compare = site.dist("en/senet/compare/index.html");
    assert!(
        compare.contains("<p>The figures for these variants have not been measured yet.</p>")
            && compare.contains("<td data-label=\"Throws per turn\">not measured yet</td>")
            && !compare.contains("<figure"),
        "{compare}"
    );
    // Under --strict, each is an error.
    let (code, _, err) = site.tabula(&["build", "--strict"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("bell.en.md:10:1: [en] --strict: statistics block: there are no statistics of senet/bell"), "{err}");
    assert!(err.contains("compare.en.md:7:1: [en] --strict: comparison block: there are no statistics of senet/bell"), "{err}");
}

/// Adds `senet/house`, a copy of Bell's rules under another name, with its name in
/// English, and gives the site a page showing its statistics.
fn add_house_rules(site: &SiteCopy) {
    site.write(
        "content/games/senet/house.toml",
        &site.read("content/games/senet/bell.toml"),
    );
    let rules = site.read("locales/en/rules.ftl");
    site.write(
        "locales/en/rules.ftl",
        &format!("{rules}\nvariant-senet-house = House Senet\n    .sentence = our house Senet\n"),
    );
    site.write(
        "content/senet/house.en.md",
        "+++\ntitle = \"House Senet\"\ndescription = \"Our rules.\"\nkind = \"variant\"\nvariant = \"senet/house\"\n+++\n\n```statistics\n```\n",
    );
}

#[test]
fn a_new_variant_builds_with_a_warning_until_tabula_stats_variant_measures_it() {
    let site = fixture();
    run_stats(&site, &["--games", "30"]);
    let before = site.read("content/stats/senet.toml");
    add_house_rules(&site);
    // It builds: each block that needs its figures warns, in each language it is shown in.
    let err = site.build();
    let w = warnings(&err);
    assert_eq!(w.len(), 2, "{err}");
    assert!(w.iter().any(|l| l.contains("compare.en.md:7:1: [en] comparison block: there are no statistics of senet/house in content/stats/senet.toml, so its row in the table says that they are not measured yet: run `tabula stats --variant senet/house` in the site folder")), "{err}");
    assert!(
        w.iter().any(|l| l.contains(
            "house.en.md:8:1: [en] statistics block: there are no statistics of senet/house"
        )),
        "{err}"
    );
    let compare = site.dist("en/senet/compare/index.html");
    assert!(
        compare.contains("<span class=\"row-number\">3</span> House Senet</th><td data-label=\"Game length in turns\">not measured yet</td><td data-label=\"Throws per turn\">not measured yet</td>"),
        "{compare}"
    );
    assert!(
        compare.contains(" turns in Bell’s Senet (row 2). Row 3 is empty: its figures have not been measured yet.</desc>"),
        "{compare}"
    );
    assert!(site
        .dist("en/senet/house/index.html")
        .contains("<p>The figures for our house Senet have not been measured yet.</p>"));
    let (code, _, err) = site.tabula(&["build", "--strict"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("[en] --strict: comparison block: there are no statistics of senet/house"),
        "{err}"
    );
    // `--variant` plays it alone and keeps the others byte for byte.
    let err = run_stats(&site, &["--games", "30", "--variant", "senet/house"]);
    assert!(
        err.contains("plays senet/house: named by --variant"),
        "{err}"
    );
    assert!(
        err.contains(
            "keeps 2 rule sets as content/stats/senet.toml has them: senet/bell, senet/standard"
        ),
        "{err}"
    );
    assert!(
        err.contains("(1 rule sets, 9 pairings, 30 games each"),
        "{err}"
    );
    let after = site.read("content/stats/senet.toml");
    assert_eq!(
        sets_of(&site, "senet"),
        ["senet/bell", "senet/house", "senet/standard"]
    );
    for v in ["senet/bell", "senet/standard"] {
        assert_eq!(section(&after, v), section(&before, v), "{v}");
    }
    assert_eq!(after.replace(&section(&after, "senet/house"), ""), before);
    let err = site.build();
    assert!(warnings(&err).is_empty(), "{err}");
    assert!(!site
        .dist("en/senet/compare/index.html")
        .contains("not measured yet"));
}

#[test]
fn a_failed_build_shows_its_warnings_beside_its_errors_and_check_reports_them_too() {
    let site = fixture();
    // Two warnings (a statistics block and a comparison block without figures), and
    // one error: a link to a page the site does not have.
    site.edit(
        "content/senet/bell.en.md",
        "```statistics",
        "See [the missing page](@/senet/nowhere.md).\n\n```statistics",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("error: ") && l.contains("nowhere")),
        "{err}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("warning: ")
            && l.contains("[en] comparison block: there are no statistics of senet/bell")),
        "{err}"
    );
    // The count after the diagnostics: the page that failed warns of nothing, the
    // German one and the comparison page do.
    assert!(lines.contains(&"1 error, 3 warnings"), "{err}");
    // `tabula check` says what the build warns of, a warning unless --strict.
    site.edit(
        "content/senet/bell.en.md",
        "See [the missing page](@/senet/nowhere.md).\n\n",
        "",
    );
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.lines().any(|l| l.starts_with("warning: ")
            && l.contains("bell.en.md:10:1: [en] statistics block: there are no statistics")),
        "{out}"
    );
    let (code, out, _) = site.tabula(&["check", "--strict"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.lines().any(|l| l.starts_with("error: ")
            && l.contains("bell.en.md:10:1: [en] statistics block: there are no statistics")),
        "{out}"
    );
}
