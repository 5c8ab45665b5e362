//! `tabula solve` as a user runs it: a small rule set solved into the cache folder,
//! `tabula moves --json` and `--batch` answering with `"win"` once the table is there
//! and exactly as before without it, a rule set too large for the memory allowed
//! refused before any work, and a damaged table never used.

use crate::common::site::SiteCopy;
use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The bundled site with Finkel's rules at two pieces a side (option and all).
fn two_piece_site() -> SiteCopy {
    let site = SiteCopy::new();
    let file = "content/games/ur/finkel.toml";
    site.edit(file, "count = 7", "count = 2");
    site.edit(
        file,
        "values.\"7\" = { pieces = { count = 7 } }",
        "values.\"2\" = { pieces = { count = 2 } }",
    );
    site.edit(file, "default = \"7\"", "default = \"2\"");
    site
}

const MOVES: [&str; 9] = [
    "moves",
    "--variant",
    "ur/finkel",
    "--throw",
    "2",
    "--position",
    "1:3 2:6",
    "--json",
    "--root",
];

fn moves(site: &SiteCopy, cache: &Path) -> Value {
    let mut args = MOVES.to_vec();
    args.push(".");
    let (code, out, err) = site.tabula_with_cache(&args, cache);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

fn chance(v: &Value) -> f64 {
    let w = v["win"].as_f64().unwrap_or_else(|| panic!("no win in {v}"));
    assert!((0.0..=1.0).contains(&w), "{w}");
    w
}

#[test]
fn a_solved_rule_set_gives_moves_their_chances_of_winning() {
    let site = two_piece_site();
    let cache = tempfile::tempdir().unwrap();
    let before = moves(&site, cache.path());
    assert!(before.get("win").is_none(), "{before}");

    let (code, _, err) =
        site.tabula_with_cache(&["solve", "ur/finkel", "--root", "."], cache.path());
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("solved ur/finkel pieces=2 route=bell: 13112 positions"),
        "{err}"
    );
    assert!(err.contains("the first player wins"), "{err}");
    let tables: Vec<_> = std::fs::read_dir(cache.path().join("solved"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(tables.len(), 1, "{tables:?}");
    assert!(tables[0].ends_with(".table"), "{tables:?}");

    let after = moves(&site, cache.path());
    let win = chance(&after);
    let list = after["moves"].as_array().unwrap();
    assert!(!list.is_empty());
    // The side to move, with a throw of 2, can do no better than its best move.
    let best = list.iter().map(chance).fold(0.0, f64::max);
    assert!(best > 0.0 && best <= 1.0);
    // Apart from "win", the answer is the one without the table.
    let mut stripped = after.clone();
    stripped.as_object_mut().unwrap().remove("win");
    for m in stripped["moves"].as_array_mut().unwrap() {
        m.as_object_mut().unwrap().remove("win");
    }
    assert_eq!(stripped, before);
    assert!(win > 0.0 && win < 1.0, "{win}");

    // The batch answers carry the same values.
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["moves", "--batch", "--root", "."])
        .current_dir(site.root())
        .env("TABULA_CACHE_DIR", cache.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"{\"variant\": \"ur/finkel\", \"throw\": 2, \"position\": \"1:3 2:6\"}\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let line: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(line["win"], after["win"]);
    assert_eq!(line["moves"], after["moves"]);

    // A damaged table is reported and not used.
    let path = cache.path().join("solved").join(&tables[0]);
    let mut bytes = std::fs::read(&path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&path, bytes).unwrap();
    let mut args = MOVES.to_vec();
    args.push(".");
    let (code, out, err) = site.tabula_with_cache(&args, cache.path());
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("damaged"), "{err}");
    assert_eq!(serde_json::from_str::<Value>(&out).unwrap(), before);
}

#[test]
fn a_rule_set_too_large_for_the_memory_allowed_is_refused_with_its_size() {
    let site = SiteCopy::empty();
    let cache = tempfile::tempdir().unwrap();
    let (code, _, err) =
        site.tabula_with_cache(&["solve", "ur/finkel", "--max-memory", "64M"], cache.path());
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("ur/finkel pieces=7 route=bell: its table holds 137913936 positions"),
        "{err}"
    );
    assert!(err.contains("MiB"), "{err}");
    assert!(!cache.path().join("solved").exists());
    let (code, _, err) = site.tabula_with_cache(
        &["solve", "ur/finkel", "--max-memory", "lots"],
        cache.path(),
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not a size"), "{err}");
    // More positions than the solver's records can name: refused whatever the memory.
    let (code, _, err) = site.tabula_with_cache(&["solve", "senet/standard"], cache.path());
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("12511834533 positions, more than the 536870909 the solver can number"),
        "{err}"
    );
    assert!(!cache.path().join("solved").exists());
}

// Values for the pages: `content/solved/`, written by the command and read by the build.

fn values_fixture() -> SiteCopy {
    SiteCopy::fixture("solved").with_bundled(&["templates", "static", "locales/en", "locales/ar"])
}

const PAGE: &str = "content/ur/_index.en.md";

/// Runs `tabula solve` on the fixture with its cache inside the copy.
fn solve_fixture(site: &SiteCopy) -> String {
    let (code, _, err) = site.tabula(&["solve", "ur/finkel"]);
    assert_eq!(code, 0, "{err}");
    err
}

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
    assert!(en.contains("<strong class=\"best\">best</strong>"), "{en}");
    let ar = site.dist("ar/ur/index.html");
    assert!(ar.contains("إذا لعب الطرفان أفضل لعب"), "{ar}");
    assert!(ar.contains("الأفضل"), "{ar}");
    assert!(!ar.contains("With best play"), "{ar}");
}

#[test]
fn a_wrong_claim_of_the_best_move_or_its_chance_fails_the_build_at_its_block() {
    let site = values_fixture();
    solve_fixture(&site);
    site.edit(PAGE, "values = true", "values = true\nbest = 7");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("content/ur/_index.en.md:9:"), "{err}");
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
        // As the page's numbers are written: two decimals, without trailing zeros.
        let digits = format!("{:.2}", 100.0 * set.first);
        let percent = format!("{}%", digits.trim_end_matches('0').trim_end_matches('.'));
        assert!(
            pages.contains(&format!("<th scope=\"row\">Player 1’s chance with best play from both sides</th><td>{percent}</td>")),
            "{} {:?}: {percent} is on no page",
            set.variant,
            set.options
        );
    }
    let compare = built.site.dist("en/ur/variants/compare/index.html");
    assert!(
        compare.contains("<th scope=\"col\">Player 1’s chance with best play from both sides</th>"),
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

// Exercises: mined by `tabula solve` from games the table plays, set by the build.

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
    // play; the judged one comes close to it.
    let depths: Vec<Option<u8>> = set.versus.iter().map(|v| v.depth).collect();
    assert_eq!(depths, [None, Some(1), Some(tabula::solved::JUDGED_DEPTH)]);
    let rates: Vec<(String, f64)> = set
        .versus
        .iter()
        .map(|v| {
            assert_eq!((v.first_games, v.second_games), (10_000, 10_000), "{v:?}");
            let wins = v.first_wins + v.second_wins;
            (v.opponent.clone(), f64::from(wins) / 20_000.0)
        })
        .collect();
    assert_eq!(rates.len(), 3, "{rates:?}");
    assert_eq!(
        (
            rates[0].0.as_str(),
            rates[1].0.as_str(),
            rates[2].0.as_str()
        ),
        ("random", "expectimax", "judged")
    );
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
    assert!(en.contains("points less than the best move)"), "{en}");
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
        page.contains("value=\"judged\"> The computer trained on the solved game"),
        "{page}"
    );
    assert!(site
        .dist("ar/ur/play/finkel/index.html")
        .contains("الحاسوب المدرَّب على الحلّ الكامل"));
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

// Reviewed games: a replay block with `review = true`.

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
    assert!(all.contains(&format!("Move {steps}: player ")), "{all}");
    // Random play makes costly moves: the key moves name them with the best move.
    assert!(review.contains("<ul class=\"review-key\">"), "{review}");
    assert!(review.contains("points less than "), "{review}");
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
