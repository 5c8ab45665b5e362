//! Reviewed games: a replay block with `review = true` shows each side's chance and
//! every move graded, in every language.

use super::{solve_fixture, values_fixture, PAGE, VALUES};
use crate::common::site::SiteCopy;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::Path;

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
    assert!(ja.contains("</strong>（最善の動きより"), "{ja}");
    assert!(!ja.contains("</strong> "), "{ja}");
}

/// The game a page reviews (its replay block with `review = true`).
fn reviewed_game(page: &str) -> String {
    let text = std::fs::read_to_string(page).unwrap();
    let at = text.find("review = true").unwrap();
    let block = &text[text[..at].rfind("```").unwrap()..];
    let start = block.find("replay = \"").unwrap() + "replay = \"".len();
    block[start..start + block[start..].find('"').unwrap()].to_string()
}

#[test]
fn the_play_page_s_review_by_the_judge_s_estimates_finds_the_exact_review_s_key_moves() {
    // The play page reviews a game with the estimates of the judge its strongest
    // opponent plays with (the engine's `review`, one throw ahead); the variant pages
    // review one with the solved values. On each bundled reviewed game the estimate
    // names every move the exact review calls a mistake or a blunder, and no graded
    // move's loss is 3 points off (2.6 at most today, on Masters' game).
    use tabula::engine::Position;
    use tabula_core::diagram::replay::replay_steps;
    use tabula_core::review::review;
    let file = tabula::solved::parse(Path::new(VALUES), &std::fs::read_to_string(VALUES).unwrap())
        .unwrap();
    let catalogue = tabula::rules::Catalogue::bundled();
    let mut engine =
        tabula::api::Engine::new(tabula::rules::portable::PortableCatalogue::of(&catalogue));
    let pages = [
        ("ur/finkel", "content/ur/rules.en.md"),
        ("ur/bell", "content/ur/variants/bell.en.md"),
        ("ur/masters", "content/ur/variants/masters.en.md"),
        ("ur/blitz", "content/ur/variants/blitz.en.md"),
        ("ur/aseb", "content/ur/variants/aseb.en.md"),
    ];
    for (variant, page) in pages {
        let v = catalogue.get(variant).unwrap();
        let defaults = v.settings.default_options();
        let set = file
            .sets
            .iter()
            .find(|s| {
                s.variant == variant
                    && s.options.iter().all(|(k, x)| defaults.get(k) == Some(x))
                    && s.judge.is_some()
            })
            .unwrap_or_else(|| panic!("{variant}: no judge"));
        let judge = set.judge.as_ref().unwrap();
        let rules = v.rules(&BTreeMap::new()).unwrap();
        let record = reviewed_game(page);
        let start = Position::start(&rules);
        let steps = replay_steps(&rules, start, &record).unwrap();
        let exact = review(&rules, start, &steps, |pos, throw| {
            set.values(&rules, pos, throw)
        })
        .unwrap_or_else(|_| panic!("{variant}: the exact review"));
        let answer: Value = serde_json::from_str(
            &engine.answer(
                &json!({"op": "review", "variant": variant, "replay": record,
                "judge": {"hidden": judge.hidden, "weights": judge.weights}})
                .to_string(),
            ),
        )
        .unwrap();
        let estimated = answer["steps"]
            .as_array()
            .unwrap_or_else(|| panic!("{answer}"));
        assert_eq!(estimated.len(), exact.steps.len(), "{variant}");
        let mut worst: f64 = 0.0;
        for (i, (e, x)) in estimated.iter().zip(&exact.steps).enumerate() {
            assert_eq!(
                e["grade"].is_null(),
                x.grade.is_none(),
                "{variant} step {i}"
            );
            if x.grade.is_some() {
                worst = worst.max((e["loss"].as_f64().unwrap() - x.loss).abs());
            }
        }
        assert!(worst < 0.03, "{variant}: a loss off by {worst}");
        let keys: Vec<usize> = answer["key"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k.as_u64().unwrap() as usize)
            .collect();
        let exact_keys = exact.key_moves();
        // No mistake or blunder of the exact review goes unnamed by the estimate.
        for (i, x) in exact.steps.iter().enumerate() {
            if x.loss >= 0.05 {
                assert!(
                    keys.contains(&i),
                    "{variant}: step {i} lost {:.3}; exact key moves {exact_keys:?}, estimated {keys:?}",
                    x.loss
                );
            }
        }
        eprintln!("{variant}: losses off by at most {worst:.4}; key moves exact {exact_keys:?}, estimated {keys:?}");
    }
}
