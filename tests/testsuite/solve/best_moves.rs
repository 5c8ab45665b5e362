//! The perfect player's download: `tabula solve` writes the corrections of the judge's
//! guesses beside the values file, the build sends them to the play page, and the
//! engine's perfect player, reading them, takes a best move in every position.

use super::{solve_fixture, values_fixture, VALUES};
use serde_json::{json, Value};
use std::path::Path;
use tabula::engine::{Judge, PositionIndex};

/// The fixture's rule set (Finkel's rules with two pieces) and its key.
fn fixture_rules(site: &crate::common::site::SiteCopy) -> (tabula::engine::Rules, String) {
    let catalogue = tabula::content::rule_data::load(&site.root().join("content/games")).unwrap();
    let rules = catalogue
        .get("ur/finkel")
        .unwrap()
        .rules(&Default::default())
        .unwrap();
    let key = tabula_solve::table::key(&rules);
    (rules, key)
}

#[test]
fn the_perfect_player_takes_a_best_move_for_every_throw_of_every_position() {
    let site = values_fixture();
    let err = solve_fixture(&site);
    assert!(err.contains("the perfect player's best moves"), "{err}");
    let (rules, key) = fixture_rules(&site);
    let solved = tabula::solved::parse(Path::new("ur.toml"), &site.read(VALUES)).unwrap();
    let j = solved.sets[0].judge.as_ref().unwrap();
    let judge = Judge::new(&rules, j.hidden as usize, j.weights.clone()).unwrap();
    let file = format!("content/solved/best-moves/{key}.gz");
    let bytes = std::fs::read(site.root().join(&file)).unwrap();
    let best = tabula::best_moves::read(&bytes, &rules, &key, &judge).unwrap();
    // The same file read with another judge, or as another rule set's, is refused.
    let mut other = j.weights.clone();
    other[0] += 1.0;
    let other = Judge::new(&rules, j.hidden as usize, other).unwrap();
    assert!(tabula::best_moves::read(&bytes, &rules, &key, &other).is_err());
    assert!(tabula::best_moves::read(&bytes, &rules, "0000000000000000", &judge).is_err());

    // Every position of the rule set, every throw: the move chosen is worth what the
    // best is, by the table (solved again here: 13,112 positions).
    let table = tabula_solve::solve(&rules, 1e-7, 1 << 30, &|_| {}).unwrap();
    let index = PositionIndex::new(&rules).unwrap();
    let (mut choices, mut corrected) = (0u64, 0u64);
    for rank in 0..index.len() {
        let Some(pos) = index.unrank(rank) else {
            continue;
        };
        if pos.result.is_some() {
            continue;
        }
        for throw in rules.throws.values() {
            let moves = rules.legal_moves(&pos, throw).unwrap();
            if moves.len() < 2 {
                continue;
            }
            choices += 1;
            let top = moves
                .iter()
                .map(|m| table.move_win(pos.to_move, m))
                .fold(f64::NEG_INFINITY, f64::max);
            let chosen = best.choose(&rules, &pos, throw, &moves).unwrap();
            let got = table.move_win(pos.to_move, &moves[chosen]);
            assert!(
                got >= top - 1e-6,
                "{}, throw {throw}: {got} against {top}",
                tabula::engine::notation::format(&rules, &pos)
            );
            let guess = tabula::engine::best_moves::guess(&rules, &judge, &pos, &moves);
            if pos.to_move == 1 {
                corrected += u64::from(table.move_win(pos.to_move, &moves[guess]) < top - 1e-6);
            }
        }
    }
    // Both seats' positions were tried, and the judge alone was wrong in some: the
    // corrections are what made the difference.
    assert!(choices > 10_000, "{choices}");
    assert!(
        corrected > 0 && corrected as usize <= best.len(),
        "{corrected} of {}",
        best.len()
    );
}

#[test]
fn the_play_page_offers_the_perfect_player_and_its_file_only_with_best_moves_for_its_judge() {
    let site = values_fixture();
    let play = "en/ur/play/finkel/index.html";
    solve_fixture(&site);
    site.build();
    let page = site.dist(play);
    assert!(
        page.contains("value=\"perfect\"> The computer, choosing a best move every time"),
        "{page}"
    );
    let judges: Value = serde_json::from_str(&site.dist("engine/judges/ur/finkel.json")).unwrap();
    let url = judges["judges"][0]["perfect"].as_str().unwrap().to_string();
    assert!(
        url.starts_with("/engine/judges/best-moves/") && url.ends_with(".gz"),
        "{url}"
    );
    let sent = std::fs::read(site.root().join("dist").join(&url[1..])).unwrap();
    let text = tabula::best_moves::text_of(&sent).unwrap();
    // The offline worker keeps it once fetched, not ahead.
    let worker = site.dist("sw.js");
    assert!(worker.contains(&format!("\"{url}\"")));

    // The engine's perfect player reads it, as the page gives it, and answers a move.
    let mut engine = tabula::api::Engine::new(tabula::rules::portable::PortableCatalogue::of(
        &tabula::content::rule_data::load(&site.root().join("content/games")).unwrap(),
    ));
    let corrections = text.splitn(3, '\n').nth(2).unwrap();
    let judge =
        json!({"hidden": judges["judges"][0]["hidden"], "weights": judges["judges"][0]["weights"]});
    let ask = |e: &mut tabula::api::Engine, r: Value| -> Value {
        serde_json::from_str(&e.answer(&r.to_string())).unwrap()
    };
    let choose = json!({"op": "choose", "variant": "ur/finkel", "player": "perfect", "throw": 3, "position": "1:- 2:8,10 turn:2"});
    // Before its best moves are given, the perfect player is an error, not a guess.
    assert!(ask(&mut engine, choose.clone())["error"]
        .as_str()
        .unwrap()
        .contains("best-moves"));
    let loaded = ask(
        &mut engine,
        json!({"op": "best-moves", "variant": "ur/finkel", "judge": judge, "corrections": corrections}),
    );
    assert!(loaded["corrections"].as_u64().unwrap() > 0, "{loaded}");
    let chosen = ask(&mut engine, choose.clone());
    assert!(chosen["move"].is_string(), "{chosen}");
    // Damaged text is refused with where it is damaged.
    let bad = ask(
        &mut engine,
        json!({"op": "best-moves", "variant": "ur/finkel", "judge": judge, "corrections": format!("{corrections}*")}),
    );
    assert!(
        bad["error"].as_str().unwrap().contains("corrections"),
        "{bad}"
    );

    // A damaged file fails the build, naming it; once the rule data changes, the
    // best moves are of other rules: the perfect player is not offered.
    let key = url
        .trim_start_matches("/engine/judges/best-moves/")
        .trim_end_matches(".gz");
    let source = format!("content/solved/best-moves/{key}.gz");
    let good = std::fs::read(site.root().join(&source)).unwrap();
    super::damage(&site.root().join(&source));
    let (code, _, err) = site.tabula(&["build"]);
    assert_ne!(code, 0);
    assert!(err.contains(&format!("{key}.gz")), "{err}");
    std::fs::write(site.root().join(&source), good).unwrap();
    site.edit(
        "content/games/ur/finkel.toml",
        "extra_throw = true",
        "extra_throw = false",
    );
    site.build();
    assert!(!site.dist(play).contains("value=\"perfect\""));
    assert!(!site.exists(&format!("dist{url}")));
}

#[test]
fn solve_leaves_a_file_of_best_moves_it_did_not_write_as_it_is() {
    let site = values_fixture();
    let (_, key) = fixture_rules(&site);
    let file = format!("content/solved/best-moves/{key}.gz");
    site.write(&file, "mine");
    let (code, _, err) = site.tabula(&["solve", "ur/finkel"]);
    assert_ne!(code, 0);
    assert!(
        err.contains(&format!("{key}.gz")) && err.contains("move it away"),
        "{err}"
    );
    assert_eq!(site.read(&file), "mine");
}
