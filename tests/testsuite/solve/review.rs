//! Reviewed games: a replay block with `review = true` shows each side's chance and
//! every move graded, in every language.

use super::{solve_fixture, values_fixture, PAGE};
use crate::common::site::SiteCopy;

/// The record of a random game of the fixture's rule data, as a replay block writes it.
fn fixture_game(site: &SiteCopy, seed: u64) -> String {
    let catalogue = tabula::content::rule_data::load(&site.path("content/games")).unwrap();
    let rules = catalogue
        .get("ur/finkel")
        .unwrap()
        .rules(&Default::default())
        .unwrap();
    let game = rules.random_game(seed, 10_000, true);
    assert!(game.result.is_some());
    game.plies
        .iter()
        .map(|p| match &p.chosen {
            Some(m) if m.from == 0 => format!("{}:hand", p.throw),
            Some(m) => format!("{}:{}", p.throw, m.from),
            None => format!("{}:pass", p.throw),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_reviewed_game_shows_each_sides_chance_and_every_move_graded_in_every_language() {
    let site = values_fixture();
    let record = fixture_game(&site, 3);
    let block =
        format!("## A game {{#game}}\n\n```diagram\nreplay = \"{record}\"\nreview = true\n```\n");
    for lang in ["en", "ar"] {
        let page = format!("content/ur/_index.{lang}.md");
        let text = site.read(&page);
        site.write(&page, &format!("{text}\n{block}"));
    }
    // Before the values are solved: a warning, and the game without its review.
    let err = site.build();
    assert!(
        err.contains("content/solved/ has no values of ur/finkel"),
        "{err}"
    );
    assert!(!site.dist("en/ur/index.html").contains("class=\"review\""));

    solve_fixture(&site);
    let err = site.build();
    assert!(!err.contains("warning"), "{err}");
    let en = site.dist("en/ur/index.html");
    let review = &en[en.find("<div class=\"review\">").expect("a review")..];
    let review = &review[..review.find("</figure>").unwrap()];
    assert!(
        review.contains("The game reviewed against best play"),
        "{review}"
    );
    assert!(
        review.contains("Before the first throw, player 1 wins "),
        "{review}"
    );
    // Every step listed, each move with a choice graded against the best.
    let steps = record.split_whitespace().count();
    let all = &review[review.find("<details class=\"review-all\">").unwrap()..];
    assert_eq!(all.matches("<li").count(), steps, "{all}");
    assert!(all.contains(&format!("Throw {steps}: player ")), "{all}");
    // Random play makes costly moves: the key moves name them with the best move.
    assert!(review.contains("<ul class=\"review-key\">"), "{review}");
    assert!(review.contains("points below the best move"), "{review}");
    assert!(review.contains("class=\"grade-blunder\""), "{review}");
    // The grades table counts each player's graded moves; its rows are the five grades.
    let table = &review[review.find("<table class=\"review-grades\">").unwrap()..];
    assert_eq!(table.matches("<tr class=\"grade-").count(), 5, "{table}");
    // The chart: an SVG file with no words in it, one per game.
    let src = &review[review.find("<use href=\"/diagrams/").unwrap() + 12..];
    let file = &src[..src.find(".svg").unwrap() + 4];
    let svg = std::fs::read_to_string(site.path(&format!("dist/{file}"))).unwrap();
    assert!(svg.contains("<path") && !svg.contains("<text"), "{svg}");
    let ar = site.dist("ar/ur/index.html");
    let review = &ar[ar.find("<div class=\"review\">").expect("a review in ar")..];
    assert!(!review.contains("The game reviewed"), "{review}");
    assert!(!review.contains("points less than"), "{review}");
}

#[test]
fn a_review_without_a_replay_fails_at_its_block() {
    let site = values_fixture();
    solve_fixture(&site);
    site.edit(PAGE, "values = true", "values = true\nreview = true");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("content/ur/_index.en.md:9:"), "{err}");
    assert!(
        err.contains("review = true needs the game as a replay"),
        "{err}"
    );
}

#[test]
fn a_move_s_chance_and_its_note_are_spaced_as_each_language_spaces_them() {
    // A space before round brackets; none before Japanese full-width brackets, which
    // carry their own.
    let site = &crate::common::site::bundled_build().site;
    let en = site.dist("en/ur/exercises/finkel/index.html");
    assert!(en.contains("</strong> (the best move)"), "{en}");
    let de = site.dist("de/ur/exercises/finkel/index.html");
    assert!(de.contains("</strong> (der beste Zug)"), "{de}");
    let ja = site.dist("ja/ur/exercises/finkel/index.html");
    assert!(ja.contains("</strong>（最善の動き）"), "{ja}");
    assert!(ja.contains("</strong>（最善の動きに比べて"), "{ja}");
    assert!(!ja.contains("</strong> "), "{ja}");
}
