//! The statistics and comparison blocks of the pages, in the page's language.

use super::{fixture, stats};
use crate::common::site::bundled_build;

/// The "Throws per turn" cell of a page's statistics block, without soft hyphens.
fn per_turn(html: &str) -> String {
    html.split("<tr><th scope=\"row\">Throws per turn</th><td>")
        .nth(1)
        .and_then(|rest| rest.split("</td>").next())
        .unwrap_or_else(|| panic!("no throws per turn in {html}"))
        .replace(['\u{ad}'], "")
        .replace("&shy;", "")
}

/// What the rule data lets a move earn decides what the block says of extra throws:
/// on Finkel's rules only a rosette gives one (no throw does), so the row gives the
/// games' figure alone and the greedy player looks for a rosette; on Bell's Ur every
/// move of a 4 earns one, so the throws give the exact figure and the greedy player
/// has nothing to look for.
#[test]
fn the_statistics_block_says_what_earns_an_extra_throw_by_the_rule_data() {
    let site = &bundled_build().site;
    let finkel = site.dist("en/ur/rules/index.html");
    let figure = per_turn(&finkel);
    let measured: f64 = figure
        .strip_suffix(" on average in these games")
        .unwrap_or_else(|| panic!("{figure}"))
        .parse()
        .unwrap();
    assert!(measured > 1.0, "{figure}");
    assert!(
        finkel.contains("failing that, it makes a move that earns an extra throw, if any does"),
        "{finkel}"
    );
    let bell = site.dist("en/ur/variants/bell/index.html");
    assert!(
        per_turn(&bell)
            .starts_with("From the chances of the throws: 2.667 on average (exactly 8/3)"),
        "{}",
        per_turn(&bell)
    );
    assert!(
        !bell.contains("earns an extra throw, if any does"),
        "{bell}"
    );
    // Jéquier's pass loses the extra throw: the throws' 8/5 is more than a turn has,
    // so the row gives the games' figure alone.
    let jequier = per_turn(&site.dist("en/senet/variants/jequier/index.html"));
    assert!(
        jequier.ends_with(" on average in these games") && !jequier.contains("8/5"),
        "{jequier}"
    );
}

#[test]
fn the_statistics_block_shows_the_figures_in_the_pages_language() {
    let site = fixture();
    stats(&site, "400", "2");
    site.build();
    let en = site.dist("en/senet/bell/index.html");
    assert!(
        en.contains("these figures come from 400 games of Bell’s Senet"),
        "{en}"
    );
    // The exact throws, and how often they came up.
    assert!(
        en.contains("<tr><th scope=\"row\">1</th><td>1/4</td><td>25%</td>"),
        "{en}"
    );
    // Nothing in Bell's Senet earns an extra throw: a turn is one throw by the rules,
    // and the greedy player is not said to look for a move that earns one.
    assert_eq!(
        per_turn(&en),
        "Always one: neither a throw nor a move earns an extra throw"
    );
    assert!(
        en.contains("it captures an opposing piece; and otherwise it moves at random.")
            && !en.contains("earns an extra throw, if any does"),
        "{en}"
    );
    assert!(
        en.contains("<th scope=\"row\">Games won by player 1</th><td>"),
        "{en}"
    );
    assert!(en.contains("(95% confidence interval: "), "{en}");
    assert!(
        en.contains("<th scope=\"row\">Draws</th>"),
        "Bell's Senet keeps a score, so it has draws"
    );
    assert!(
        en.contains("<th scope=\"row\">Captures per game</th>") && !en.contains("Swaps per game"),
        "{en}"
    );
    // Two charts, drawn once as files with their words in the page.
    let charts: Vec<&str> = en
        .split("<use href=\"/diagrams/")
        .skip(1)
        .map(|s| &s[..s.find(".svg").unwrap()])
        .collect();
    assert_eq!(charts.len(), 2, "{en}");
    for hash in &charts {
        let svg = site.read(&format!("dist/diagrams/{hash}.svg"));
        assert!(
            svg.contains("<g id=\"diagram\">") && !svg.contains("<text"),
            "{svg}"
        );
        assert!(site.exists(&format!("dist/diagrams/{hash}.png")));
    }
    assert!(
        en.contains("-title\">How long a game of Bell’s Senet lasts</title>")
            && en.contains("<title id=\"chart-"),
        "{en}"
    );
    assert!(en.contains("-title\">How often player 1 wins a game of Bell’s Senet, for each pair of players</title>"), "{en}");
    assert!(
        en.contains("% for the greedy player against the random player"),
        "{en}"
    );
    // German: its words and its numbers (decimal comma, a space before %).
    let de = site.dist("de/senet/bell/index.html");
    assert!(
        de.contains("Diese Zahlen stammen aus 400 Partien Senet nach Bell"),
        "{de}"
    );
    assert!(de.contains("<td>1/4</td><td>25\u{a0}%</td>"), "{de}");
    assert!(de.contains("95-%-Konfidenzintervall"), "{de}");
    // A long word of a table cell may break where German hyphenates it, so a narrow
    // column never splits it anywhere else; the same word in prose is left whole.
    let raw = site.dist_raw("de/senet/bell/index.html");
    assert!(
        raw.contains("<th scope=\"col\">Wahr\u{ad}schein\u{ad}lich\u{ad}keit</th>"),
        "{raw}"
    );
    assert!(!raw.contains("<p>Wahr\u{ad}"), "{raw}");
    // The same charts serve both languages.
    for hash in &charts {
        assert!(de.contains(hash), "{hash}");
    }
}

#[test]
fn the_comparison_block_puts_the_variants_side_by_side() {
    let site = fixture();
    stats(&site, "200", "2");
    site.build();
    let html = site.dist("en/senet/compare/index.html");
    // The standard variant first, then the others; each cell labelled for narrow screens.
    let standard = html
        .find("<span class=\"row-number\">1</span> Standard Senet")
        .expect("standard first");
    let bell = html
        .find("<span class=\"row-number\">2</span> Bell’s Senet")
        .expect("Bell second");
    assert!(standard < bell);
    assert!(
        html.contains("<td data-label=\"Throws per turn\">1.00</td>"),
        "Bell's Senet has one throw a turn:\n{html}"
    );
    assert!(
        html.contains("<title id=\"chart-")
            && html.contains("-title\">How long the games of each variant last</title>"),
        "{html}"
    );
    assert!(
        html.contains("The median game lasts ")
            && html.contains(" turns in standard Senet (row 1)"),
        "{html}"
    );
}

#[test]
fn the_comparison_block_lists_the_variants_in_the_order_their_pages_are_read() {
    // The Ur variants' pages read Bell's, Masters', Blitz, Aseb (by their weights), not
    // in the order of their ids (aseb, bell, blitz, masters): the table follows the pages.
    let site = &bundled_build().site;
    let html = site.dist("en/ur/variants/compare/index.html");
    // Each row: its number, then its name up to the next tag.
    let names: Vec<String> = html
        .split("<span class=\"row-number\">")
        .skip(1)
        .map(|r| {
            let (number, rest) = r.split_once("</span>").unwrap();
            let name = rest.split('<').next().unwrap().trim();
            format!("{number} {}", name.replace('\u{ad}', ""))
        })
        .collect();
    assert_eq!(
        names,
        [
            "1 The standard Royal Game of Ur",
            "2 The Royal Game of Ur with Bell’s rules",
            "3 Masters’ Royal Game of Ur",
            "4 Blitz",
            "5 Aseb, the Game of Twenty Squares",
        ]
    );
}

#[test]
fn the_chart_description_gives_each_share_as_many_decimals_as_its_table_row() {
    // Masters' greedy player beats the random one 99.80% of the time, between 99.77% and
    // 99.82%: two decimals in the table, so two in the words a screen reader hears.
    let site = &bundled_build().site;
    let html = site.dist("en/ur/variants/masters/index.html");
    // The row's header is hyphenated for narrow screens (soft hyphens).
    let plain = html.replace('\u{ad}', "");
    let row = plain
        .split("Greedy player against random player</th><td data-label=\"Games won by player 1\">")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .unwrap()
        .to_string();
    assert!(row.contains('.'), "{row}");
    let decimals = |s: &str| {
        s.trim_end_matches('%')
            .split('.')
            .nth(1)
            .map_or(0, str::len)
    };
    let desc = plain
        .split("-desc\">")
        .find(|d| d.contains("for the greedy player against the random player"))
        .unwrap();
    let said = desc
        .split(" for the greedy player against the random player")
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap();
    assert_eq!(said, row, "{desc}");
    assert_eq!(decimals(said), decimals(&row));
}
