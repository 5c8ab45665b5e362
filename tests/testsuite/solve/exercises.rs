//! Exercises mined by `tabula solve` from games the table plays and set by the build,
//! and the play page's judged player, offered only with a judge of the rules as they are.

use super::{solve_fixture, values_fixture};
use serde_json::Value;
use std::path::Path;

/// The levels in the order a page sets them.
fn level_rank(level: &str) -> usize {
    ["easy", "medium", "hard"]
        .iter()
        .position(|l| *l == level)
        .unwrap_or_else(|| panic!("level {level}"))
}

#[test]
fn solve_mines_exercises_with_a_clear_best_move_and_the_build_sets_them_in_every_language() {
    let site = values_fixture();
    solve_fixture(&site);
    let text = site.read("content/solved/ur.toml");
    let file = tabula::solved::parse(Path::new("ur.toml"), &text).unwrap();
    let set = &file.sets[0];
    assert!(set.exercises.len() >= 20, "{text}");
    // Easy first, hard last; in each, the best move at least 5 points ahead of the next.
    assert!(
        set.exercises
            .windows(2)
            .all(|w| level_rank(&w[0].level) <= level_rank(&w[1].level)),
        "{text}"
    );
    assert!(set.exercises.iter().any(|e| e.level == "easy"), "{text}");
    for e in &set.exercises {
        let mut values: Vec<f64> = e.moves.values().copied().collect();
        values.sort_by(|a, b| b.total_cmp(a));
        assert!(values.len() >= 2, "{e:?}");
        assert!(values[0] - values[1] >= 0.05 - 1e-6, "{e:?}");
    }
    // The play page's computer players against the perfect player: 20,000 games each,
    // half from each seat, each looking as far ahead as the page has it look; the one
    // that looks ahead wins more often than the random one, and neither beats best
    // play; the judged one comes close to it; the perfect one, which reads the best
    // moves, is best play.
    let depths: Vec<Option<u8>> = set.versus.iter().map(|v| v.depth).collect();
    assert_eq!(
        depths,
        [None, Some(1), Some(tabula::solved::JUDGED_DEPTH), None]
    );
    let rates: Vec<(String, f64)> = set
        .versus
        .iter()
        .map(|v| {
            assert_eq!((v.first_games, v.second_games), (10_000, 10_000), "{v:?}");
            let wins = v.first_wins + v.second_wins;
            (v.opponent.clone(), f64::from(wins) / 20_000.0)
        })
        .collect();
    assert_eq!(rates.len(), 4, "{rates:?}");
    assert_eq!(
        (
            rates[0].0.as_str(),
            rates[1].0.as_str(),
            rates[2].0.as_str(),
            rates[3].0.as_str()
        ),
        ("random", "expectimax", "judged", "perfect")
    );
    // Best play against best play: half the games, within chance (20,000 games: the
    // 99.9% interval is about 2.3 points wide).
    assert!((rates[3].1 - 0.5).abs() < 0.012, "{rates:?}");
    assert!(rates[0].1 < rates[1].1 && rates[1].1 < 0.5, "{rates:?}");
    // The judge learned from the table brings the look-ahead within a few points of
    // best play, far closer than judging by progress.
    assert!(
        rates[2].1 > rates[1].1 + 0.05 && rates[2].1 > 0.45,
        "{rates:?}"
    );
    let judge = set.judge.as_ref().expect("a judge is written");
    assert_eq!(judge.hidden, 128);
    assert!(judge.mean_error < 0.03, "{}", judge.mean_error);
    // The games are seeded: solving again (from the cached table) writes the same file.
    solve_fixture(&site);
    assert_eq!(site.read("content/solved/ur.toml"), text);

    site.build();
    let en = site.dist("en/ur/exercises/finkel/index.html");
    assert_eq!(
        en.matches("<section class=\"exercise ").count(),
        set.exercises.len()
    );
    let first = &set.exercises[0];
    assert!(
        en.contains(&format!("data-position=\"{}\"", first.position)),
        "{en}"
    );
    // The first answer is the best move, with the page's own sentence for picking it.
    let best = first
        .moves
        .iter()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .unwrap()
        .0;
    let answers = &en[en.find("<details class=\"exercise-answer\">").unwrap()..];
    let first_row = &answers[answers.find("<li ").unwrap()..];
    assert!(
        first_row.starts_with(&format!(
            "<li data-move=\"{best}\" class=\"best\"><p class=\"exercise-says\" hidden>Right: "
        )),
        "{first_row}"
    );
    assert!(en.contains("Which move is best?"), "{en}");
    assert!(en.contains("points below the best move)"), "{en}");
    assert!(en.contains("/engine/exercises.js"), "{en}");
    let ar = site.dist("ar/ur/exercises/finkel/index.html");
    assert!(ar.contains("dir=\"rtl\""), "{ar}");
    assert!(ar.contains("ما أفضل حركة؟"), "{ar}");
    assert!(!ar.contains("Which move is best"), "{ar}");
    // A move's chance and the note after it are a word apart.
    assert!(en.contains("</strong> (the best move)"), "{en}");
    // The variant's page links to its exercises, and the sitemap lists them.
    assert!(site
        .dist("en/ur/index.html")
        .contains("href=\"/en/ur/exercises/finkel/\""));
    assert!(site
        .dist("sitemap.xml")
        .contains("/ar/ur/exercises/finkel/</loc>"));
}

#[test]
fn exercises_solved_from_other_rule_data_are_not_set() {
    let site = values_fixture();
    solve_fixture(&site);
    site.build();
    assert!(site.exists("dist/en/ur/exercises/finkel/index.html"));
    site.edit(
        "content/games/ur/finkel.toml",
        "extra_throw = true",
        "extra_throw = false",
    );
    let err = site.build();
    assert!(err.contains("were solved from other rule data"), "{err}");
    assert!(!site.exists("dist/en/ur/exercises/finkel/index.html"));
    assert!(!site.dist("en/ur/index.html").contains("/exercises/"));
}

#[test]
fn the_play_page_offers_the_judged_player_only_with_a_judge_of_the_rules_as_they_are() {
    let site = values_fixture();
    let play = "en/ur/play/finkel/index.html";
    // Before any solve: no judge, so neither the choice nor its file.
    site.build();
    assert!(!site.dist(play).contains("value=\"judged\""));
    assert!(!site.exists("dist/engine/judges"));

    solve_fixture(&site);
    site.build();
    let page = site.dist(play);
    assert!(
        page.contains("data-judges=\"/engine/judges/ur/finkel.json\""),
        "{page}"
    );
    assert!(
        page.contains(
            "value=\"judged\"> The computer, trained on best play and looking two throws ahead"
        ),
        "{page}"
    );
    assert!(site
        .dist("ar/ur/play/finkel/index.html")
        .contains("اللاعب المدرَّب (الحاسوب)"));
    // The file holds the judge as `tabula solve` wrote it, under every option of its
    // rules (as the page holds the rules in play), ready for the engine's `choose`.
    let file: Value = serde_json::from_str(&site.dist("engine/judges/ur/finkel.json")).unwrap();
    let judges = file["judges"].as_array().unwrap();
    assert_eq!(judges.len(), 1, "{file}");
    assert_eq!(
        judges[0]["options"],
        serde_json::json!({"pieces": "2", "route": "bell"})
    );
    let text = site.read("content/solved/ur.toml");
    let solved = tabula::solved::parse(Path::new("ur.toml"), &text).unwrap();
    let judge = solved.sets[0].judge.as_ref().unwrap();
    assert_eq!(judges[0]["hidden"], judge.hidden);
    assert_eq!(
        judges[0]["weights"].as_array().unwrap().len(),
        judge.weights.len()
    );
    // The offline worker keeps it once fetched, not ahead.
    let worker = site.dist("sw.js");
    assert!(worker.contains("\"/engine/judges/ur/finkel.json\""));
    let keep = worker
        .split("const KEEP = ")
        .nth(1)
        .unwrap()
        .lines()
        .next()
        .unwrap();
    assert!(
        !keep.contains("judges") && keep.contains("/engine/tabula.wasm"),
        "{keep}"
    );

    // Once the rule data changes, the judge is of other rules: it is not offered.
    site.edit(
        "content/games/ur/finkel.toml",
        "extra_throw = true",
        "extra_throw = false",
    );
    site.build();
    assert!(!site.dist(play).contains("value=\"judged\""));
    assert!(!site.exists("dist/engine/judges/ur/finkel.json"));
}

#[test]
fn an_exercise_s_loss_is_the_difference_of_the_chances_it_shows() {
    // "…, and 30.6% after the best move, …" and "9 to 14: 23.3% (7.3 percentage points
    // below the best move)": a reader who subtracts the shown chances gets the shown loss.
    let site = &crate::common::site::bundled_build().site;
    let number = |s: &str| s.trim().trim_end_matches('%').parse::<f64>().unwrap();
    let mut checked = 0;
    for variant in ["finkel", "bell", "masters", "blitz", "aseb"] {
        let page = site.dist(&format!("en/ur/exercises/{variant}/index.html"));
        let mut parts = page.split("% after the best move, ");
        let mut before = parts.next().unwrap();
        for said in parts {
            // The best move's chance ends the text before, then the wrong move's line.
            let best = number(before.rsplit(", and ").next().unwrap());
            before = said;
            let line = said.split("<strong>").nth(1).unwrap();
            let chance = number(
                line.split("</strong>")
                    .next()
                    .unwrap()
                    .rsplit(": ")
                    .next()
                    .unwrap(),
            );
            let loss = number(
                line.split("</strong> (")
                    .nth(1)
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap(),
            );
            assert!(
                ((best - chance) - loss).abs() < 1e-6,
                "{variant}: {best}% − {chance}% shown as {loss} points"
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} losses checked");
}

#[test]
fn a_loss_is_written_with_its_decimal_beside_chances_that_have_theirs() {
    // "10.0 percentage points" beside "63.8%", not "10": and in Czech the plural of a
    // number with decimals ("10,0 procentního bodu"), as Fluent chooses it for 10.0.
    let site = &crate::common::site::bundled_build().site;
    let en: String = ["finkel", "bell", "masters", "blitz", "aseb"]
        .iter()
        .map(|v| site.dist(&format!("en/ur/exercises/{v}/index.html")))
        .collect();
    assert!(
        en.contains(".0 percentage points below the best move)"),
        "no whole loss"
    );
    assert!(
        !en.contains("(10 percentage points"),
        "a whole loss without its decimal"
    );
    let cs = site.dist("cs/ur/exercises/aseb/index.html");
    assert!(cs.contains("10,0 procentního bodu"), "{cs}");
}
