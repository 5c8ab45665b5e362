//! Bad rule data: errors at the setting and all together, never a panic, and a board
//! too wide to draw refused naming its file.

use super::{finkel, tabula_within, write_finkel, write_senet};
use crate::common::site::SiteCopy;
use std::time::Duration;

#[test]
fn an_option_default_that_is_not_a_value_is_an_error_not_a_panic() {
    let site = SiteCopy::fixture("minimal");
    write_finkel(
        &site,
        &finkel().replace("default = \"7\"", "default = \"nosuch\""),
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let line = finkel()
        .lines()
        .position(|l| l == "default = \"nosuch\"" || l == "default = \"7\"")
        .unwrap()
        + 1;
    assert!(err.contains(&format!("finkel.toml:{line}:1: options.pieces.default is `nosuch`, which is not one of its values (5, 7)")), "{err}");
    let (code, _, err) = site.tabula(&[
        "moves",
        "--variant",
        "ur/finkel",
        "--throw",
        "2",
        "--position",
        "start",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("options.pieces.default"), "{err}");
}

#[test]
fn rule_data_errors_point_at_the_setting() {
    let site = SiteCopy::fixture("minimal");
    let line_of = |needle: &str| {
        finkel()
            .lines()
            .position(|l| l.starts_with(needle))
            .unwrap()
            + 1
    };
    for (from, to, key, says) in [
        // An option's default must restate the rules: a contradiction is reported at the rule.
        ("count = 7", "count = 0", "count = 7", "pieces.count: the rules say `pieces.count = 0`, but options.pieces.default (`7`) sets pieces.count = 7"),
        ("route = \"bell\"\n", "route = \"zig\"\n", "route = \"bell\"", "board.route: the rules say `board.route = \"zig\"`"),
        ("opponent = \"capture\"", "opponent = \"swap\"", "opponent = ", "landing.opponent is `swap`, which needs every piece on the board"),
        ("implement = \"binary-dice\"\ncount = 4", "implement = \"binary-dice\"\ncount = 40", "count = 4", "throw.count is 40"),
    ] {
        write_finkel(&site, &finkel().replacen(from, to, 1));
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1);
        let line = if key == "count = 4" { finkel().lines().position(|l| l == "count = 4").unwrap() + 1 } else { line_of(key) };
        assert!(err.contains(&format!("finkel.toml:{line}:1: {says}")), "{says}: {err}");
    }
}

#[test]
fn bad_rule_data_is_reported_at_its_line_all_together() {
    let site = SiteCopy::fixture("minimal");
    write_senet(&site);
    let bell = site.read("content/games/senet/bell.toml");
    // Two standard variants, a House of Water on a square pieces start on, an unknown board,
    // a route that leaves the board and one that visits a tile twice: all in one report.
    site.write(
        "content/games/senet/bell.toml",
        &bell.replacen("game = \"senet\"", "game = \"senet\"\nstandard = true", 1),
    );
    let standard = site.read("content/games/senet/standard.toml");
    site.write(
        "content/games/senet/early.toml",
        &standard
            .replace("standard = true", "standard = false")
            .replace("water = 28", "water = 8")
            .replace("goes_to = \"rebirth\"", "goes_to = 1"),
    );
    site.write(
        "content/games/senet/elsewhere.toml",
        &standard
            .replace("standard = true", "standard = false")
            .replace("name = \"senet\"", "name = \"round\""),
    );
    let board = site.read("content/games/senet/boards/senet.toml");
    site.write(
        "content/games/senet/boards/leaky.toml",
        &board.replacen("\"30\"]", "\"31\"]", 1),
    );
    site.write(
        "content/games/senet/boards/twice.toml",
        &board.replacen("\"2\", \"3\"", "\"2\", \"2\"", 1),
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let line_of =
        |text: &str, needle: &str| text.lines().position(|l| l.starts_with(needle)).unwrap() + 1;
    for want in [
        format!("senet/standard.toml:{}:1: senet has two standard variants, this one and ./content/games/senet/bell.toml", line_of(&standard, "standard")),
        format!("senet/early.toml:{}:1: houses.water is 8, a square pieces start on", line_of(&site.read("content/games/senet/early.toml"), "water = 8")),
        format!("senet/elsewhere.toml:{}:1: board.name is `round`, which is not a board of senet", line_of(&standard, "name = ")),
        "senet/boards/leaky.toml:".to_string() + &format!("{}:1: routes.senet.seat1 names the tile `31`, which the grid does not have", line_of(&board, "seat1")),
        "senet/boards/twice.toml:".to_string() + &format!("{}:1: routes.senet.seat1 visits the tile `2` twice", line_of(&board, "seat1")),
    ] {
        assert!(err.contains(&want), "missing `{want}` in:\n{err}");
    }
}

/// The Senet board made `columns` wide: its first row padded with cells without a tile.
fn wide_senet_board(site: &SiteCopy, columns: usize) {
    let board = site.read("content/games/senet/boards/senet.toml");
    let pad = " .".repeat(columns - 10);
    site.write(
        "content/games/senet/boards/senet.toml",
        &board
            .replacen(
                "\"1 2 3 4 5 6 7 8 9 10\"",
                &format!("\"1 2 3 4 5 6 7 8 9 10{pad}\""),
                1,
            )
            .replacen("columns = 11", &format!("columns = {columns}"), 1),
    );
}

#[test]
fn a_board_too_wide_to_draw_is_refused_naming_its_file() {
    let site = SiteCopy::fixture("minimal")
        .with_bundled(&["locales/en/diagrams.ftl", "locales/en/rules.ftl"]);
    let messages = site.read("locales/en/site.ftl");
    site.write(
        "locales/en/site.ftl",
        &format!("{messages}\nsentence-join = {{\" \"}}\n"),
    );
    write_senet(&site);
    wide_senet_board(&site, 255);
    site.write(
        "content/wide.en.md",
        "+++\ntitle = \"Wide\"\ndescription = \"d\"\nkind = \"page\"\n+++\n```diagram\nvariant = \"senet/standard\"\nposition = \"start\"\n```\n",
    );
    let (code, err) = tabula_within(&site, &["build"], Duration::from_secs(120));
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("content/wide.en.md")
            && err.contains("cannot be drawn: its picture would be")
            && err.contains("Make the board in content/games/senet/boards/senet.toml smaller"),
        "{err}"
    );
    // A board a little wider than the bundled one is drawn.
    write_senet(&site);
    wide_senet_board(&site, 14);
    let (code, err) = tabula_within(&site, &["build"], Duration::from_secs(120));
    assert_eq!(code, 0, "{err}");
}
