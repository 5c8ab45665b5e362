//! Statistics from self-play: the exact figures of the rule data (throw
//! distributions, throws per turn), measured figures that agree with them within
//! their intervals, games that always end (or stop at the cap), results that do not
//! depend on the number of threads, the data file `tabula stats` writes and will not
//! overwrite when it did not write it, the build's warning when the rule data changed
//! since, and the page blocks (on the `statistics` fixture).

use crate::common::site::SiteCopy;
use std::collections::BTreeMap;
use tabula::engine::{Fraction, Outcome, Player, Policy, Rules};
use tabula::rules::Catalogue;
use tabula::stats::{exact, play};

/// z of a two-sided 99.9% interval: the simulated figures below are many, so each
/// one is held to a wide interval (one in a thousand would stray by chance).
const Z999: f64 = 3.290_526_731_491_926;

fn bundled(id: &str) -> Rules {
    Catalogue::bundled()
        .get(id)
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap()
}

fn distribution(r: &Rules) -> Vec<(u8, (u64, u64))> {
    r.throws
        .values()
        .into_iter()
        .map(|v| {
            let f: Fraction = r.throws.probability(v);
            (v, (f.num, f.den))
        })
        .collect()
}

#[test]
fn the_throw_distributions_are_exact() {
    let sticks = vec![
        (1, (1, 4)),
        (2, (3, 8)),
        (3, (1, 4)),
        (4, (1, 16)),
        (5, (1, 16)),
    ];
    let four_dice = vec![
        (0, (1, 16)),
        (1, (1, 4)),
        (2, (3, 8)),
        (3, (1, 4)),
        (4, (1, 16)),
    ];
    assert_eq!(distribution(&bundled("senet/standard")), sticks);
    assert_eq!(distribution(&bundled("senet/kendall")), sticks);
    assert_eq!(
        distribution(&bundled("senet/jequier")),
        vec![
            (1, (1, 4)),
            (2, (3, 8)),
            (3, (1, 4)),
            (4, (1, 16)),
            (6, (1, 16))
        ]
    );
    assert_eq!(
        distribution(&bundled("senet/bell")),
        vec![(1, (1, 4)), (2, (1, 4)), (3, (1, 4)), (4, (1, 4))]
    );
    for id in ["ur/finkel", "ur/blitz", "ur/aseb"] {
        assert_eq!(distribution(&bundled(id)), four_dice, "{id}");
    }
    assert_eq!(
        distribution(&bundled("ur/bell")),
        vec![(0, (3, 8)), (1, (3, 8)), (4, (1, 8)), (5, (1, 8))]
    );
    assert_eq!(
        distribution(&bundled("ur/masters")),
        vec![(1, (3, 8)), (2, (3, 8)), (3, (1, 8)), (4, (1, 8))]
    );
}

#[test]
fn the_throws_per_turn_of_the_throw_rules_are_exact() {
    let per_turn = |id: &str| exact::throws_per_turn(&bundled(id)).map(|f| (f.num, f.den));
    // A 1, 4 or 5 (a 6 in Jéquier's) throws again: 6 chances in 16, so 16/10 throws a turn.
    assert_eq!(per_turn("senet/standard"), Some((8, 5)));
    assert_eq!(per_turn("senet/jequier"), Some((8, 5)));
    assert_eq!(per_turn("senet/bell"), Some((1, 1)));
    // Every throw but the 0 (3 in 8) throws again.
    assert_eq!(per_turn("ur/bell"), Some((8, 3)));
    // Finkel's throws give no extra throw of their own (the rosettes do).
    assert_eq!(per_turn("ur/finkel"), Some((1, 1)));
}

/// Plays `n` random games and adds up their counts.
fn random_games(r: &Rules, n: u64) -> play::Counts {
    let mut p = Player::new(r);
    let mut c = play::Counts::default();
    for i in 0..n {
        c.add(&p.play(
            [Policy::Random, Policy::Random],
            play::game_seed(7, "test", [Policy::Random, Policy::Random], i),
            play::CAP,
        ));
    }
    c
}

#[test]
fn the_throws_of_simulated_games_agree_with_the_exact_distribution() {
    let catalogue = Catalogue::bundled();
    for id in catalogue.variants.keys() {
        let r = bundled(id);
        let c = random_games(&r, 1_500);
        let total: u64 = c.throw_counts.iter().sum();
        for v in r.throws.values() {
            let p = r.throws.probability(v).as_f64();
            let (lo, hi) = exact::wilson(c.throw_counts[usize::from(v)], total, Z999);
            assert!(
                lo <= p && p <= hi,
                "{id}: throw {v} came up {} times in {total}, outside [{lo}, {hi}] around {p}",
                c.throw_counts[usize::from(v)]
            );
        }
        // No value the throw cannot produce ever came up.
        for (v, &k) in c.throw_counts.iter().enumerate() {
            assert!(k == 0 || r.throws.can_throw(v as u8), "{id}: {v} came up");
        }
    }
}

#[test]
fn the_throws_per_turn_in_play_agree_with_the_exact_figure_where_only_the_throw_gives_extra_throws()
{
    // Standard Senet and Bell's Ur keep the extra throw of a pass, and nothing else
    // gives one; Bell's Senet has none at all.
    for id in ["senet/standard", "senet/bell", "ur/bell"] {
        let r = bundled(id);
        let exact = exact::throws_per_turn(&r).unwrap().as_f64();
        let c = random_games(&r, 1_500);
        let (measured, lo, hi) =
            exact::measured_throws_per_turn(c.counters.throws, c.counters.extra, Z999).unwrap();
        assert!(
            lo <= exact && exact <= hi,
            "{id}: {measured} throws per turn, interval [{lo}, {hi}], exact {exact}"
        );
    }
    // Finkel's rosettes add extra throws that the throw rules do not give: in play a
    // turn has more throws than the throws alone say.
    let r = bundled("ur/finkel");
    let c = random_games(&r, 500);
    let (measured, lo, _) =
        exact::measured_throws_per_turn(c.counters.throws, c.counters.extra, Z999).unwrap();
    assert!(lo > 1.0, "{measured}");
}

#[test]
fn the_rule_sets_played_are_each_variant_and_each_option_on_its_own() {
    let catalogue = Catalogue::bundled();
    let keys: Vec<String> = play::rule_sets(&catalogue)
        .iter()
        .map(|s| s.key())
        .collect();
    // Nine variants, Kendall's four options and Finkel's two, and Bell's Ur's pieces.
    assert_eq!(keys.len(), 16, "{keys:#?}");
    for key in [
        "senet/kendall home-row=off pieces=7 starting-throw=off trap=off",
        "senet/kendall home-row=on pieces=7 starting-throw=off trap=off",
        "senet/kendall home-row=off pieces=5 starting-throw=off trap=off",
        "ur/finkel pieces=7 route=bell",
        "ur/finkel pieces=5 route=bell",
        "ur/finkel pieces=7 route=masters",
        "senet/standard",
    ] {
        assert!(
            keys.iter().any(|k| k == key),
            "{key} is missing from {keys:#?}"
        );
    }
    assert!(
        !keys.iter().any(|k| k == "ur/finkel pieces=5 route=masters"),
        "two options changed at once"
    );
    // Every combination: 2 × 2 × 2 × 2 of Kendall's, 2 × 2 of Finkel's, 2 of Bell's Ur.
    assert_eq!(play::every_combination(&catalogue).len(), 28);
}

#[test]
fn every_rule_set_and_pairing_plays_to_an_end_or_stops_at_the_cap() {
    let catalogue = Catalogue::bundled();
    let sets = play::every_combination(&catalogue);
    for set in &sets {
        let r = catalogue
            .get(&set.variant)
            .unwrap()
            .rules(&set.options)
            .unwrap();
        let mut p = Player::new(&r);
        for pairing in play::pairings() {
            for seed in 0..20 {
                let t = p.play(pairing, seed, play::CAP);
                match t.outcome {
                    Outcome::Unfinished => {
                        assert_eq!(t.counters.throws, play::CAP, "{}", set.key())
                    }
                    Outcome::Draw => assert!(r.keeps_score(), "{}: a draw", set.key()),
                    Outcome::Winner(w) => assert!(w == 1 || w == 2),
                }
                let c = t.counters;
                assert!(c.throws <= play::CAP && c.turns <= c.throws && c.passes <= c.throws);
            }
        }
    }
}

#[test]
fn a_game_that_can_never_end_stops_at_the_cap_and_counts_as_unfinished() {
    // Kendall's home-row option with the trap: some games deadlock (a piece held in
    // the water that may not bear off while a piece of its owner is before 11).
    let catalogue = Catalogue::bundled();
    let opts: BTreeMap<String, String> = [("home-row", "on"), ("trap", "on")]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let r = catalogue
        .get("senet/kendall")
        .unwrap()
        .rules(&opts)
        .unwrap();
    let mut p = Player::new(&r);
    let stuck = (0..400)
        .map(|seed| p.play([Policy::Random, Policy::Random], seed, 2_000))
        .filter(|t| t.outcome == Outcome::Unfinished)
        .count();
    assert!(stuck > 0, "no game of 400 reached the cap");
}

#[test]
fn the_counts_do_not_depend_on_the_number_of_threads() {
    let r = bundled("ur/finkel");
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            play::play(
                &r,
                "ur/finkel pieces=7 route=bell",
                [Policy::Greedy, Policy::Random],
                3,
                2_345,
                play::CAP,
                &|_| {},
            )
        })
    };
    let one = run(1);
    assert_eq!(one.games, 2_345);
    assert_eq!(one, run(2));
    assert_eq!(one, run(3));
    // And another seed gives other games.
    let other = play::play(
        &r,
        "ur/finkel pieces=7 route=bell",
        [Policy::Greedy, Policy::Random],
        4,
        2_345,
        play::CAP,
        &|_| {},
    );
    assert_ne!(one.by_turns, other.by_turns);
}

/// Of `n` games between `player` and `other`, how many `player` wins from seat 1 and
/// how many from seat 2.
fn wins_from_either_seat(r: &Rules, player: Policy, other: Policy, n: u64) -> (usize, usize) {
    let mut p = Player::new(r);
    let first = (0..n)
        .filter(|&s| p.play([player, other], s, play::CAP).outcome == Outcome::Winner(1))
        .count();
    let second = (0..n)
        .filter(|&s| p.play([other, player], s, play::CAP).outcome == Outcome::Winner(2))
        .count();
    (first, second)
}

#[test]
fn the_greedy_player_beats_the_random_one() {
    // The greedy player bears off, hits and takes extra throws when it can: it should
    // win most games against a player that moves at random, from either seat.
    for id in ["senet/standard", "ur/finkel"] {
        let n = 400;
        let (first, second) =
            wins_from_either_seat(&bundled(id), Policy::Greedy, Policy::Random, n);
        assert!(
            first > n as usize / 2 && second > n as usize / 2,
            "{id}: greedy won {first} and {second} of {n}"
        );
    }
}

#[test]
fn the_look_ahead_player_beats_the_greedy_and_the_random_one() {
    // It weighs every throw that can follow a move: it should win most games against
    // both the other players, from either seat.
    for id in ["senet/standard", "ur/finkel"] {
        let r = bundled(id);
        let n = 200;
        for other in [Policy::Random, Policy::Greedy] {
            let (first, second) = wins_from_either_seat(&r, Policy::LookAhead, other, n);
            assert!(
                first > n as usize / 2 && second > n as usize / 2,
                "{id}: against {other:?} it won {first} and {second} of {n}"
            );
        }
    }
}

// The command, the data file and the build, on the fixture.

fn fixture() -> SiteCopy {
    SiteCopy::fixture("statistics").with_bundled(&[
        "templates",
        "static",
        "locales/en",
        "locales/de",
    ])
}

/// Runs `tabula stats` with `games` games per pairing, and 40 for the pairings of the
/// look-ahead player.
fn stats(site: &SiteCopy, games: &str, threads: &str) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["stats", "--games", games, "--look-ahead-games", "40"])
        .current_dir(site.root())
        .env("RAYON_NUM_THREADS", threads)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{err}");
    err
}

#[test]
fn tabula_stats_writes_the_same_file_whatever_the_number_of_threads() {
    let site = fixture();
    let err = stats(&site, "300", "1");
    assert!(err.contains("played 2800 games (2 rule sets, 9 pairings, 300 games each, 40 with the look-ahead player, seed 1) on 1 thread in "), "{err}");
    assert!(err.contains("content/stats/senet.toml"), "{err}");
    let one = site.read("content/stats/senet.toml");
    stats(&site, "300", "2");
    assert_eq!(one, site.read("content/stats/senet.toml"));
    assert!(one.starts_with(tabula::stats::data::HEADER));
    let file = tabula::stats::data::parse(std::path::Path::new("senet.toml"), &one).unwrap();
    assert_eq!(
        (
            file.seed,
            file.games,
            file.look_ahead_games,
            file.cap,
            file.engine.as_str()
        ),
        (1, 300, 40, play::CAP, env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(
        file.sets
            .iter()
            .map(|s| s.variant.as_str())
            .collect::<Vec<_>>(),
        ["senet/bell", "senet/standard"]
    );
    for s in &file.sets {
        assert_eq!(
            s.pairings.len(),
            9,
            "every pairing of the random, greedy and look-ahead players"
        );
        for p in &s.pairings {
            let games = if p.players.iter().any(|x| x == "lookahead") {
                40
            } else {
                300
            };
            assert_eq!(p.games, games, "{:?}", p.players);
            assert_eq!(p.wins[0] + p.wins[1] + p.draws + p.unfinished, games);
            assert_eq!(
                p.histogram.counts.iter().sum::<u64>(),
                p.games - p.unfinished
            );
        }
    }
}

/// The rule sets of a statistics file, by key.
fn sets_of(site: &SiteCopy, game: &str) -> Vec<String> {
    let file = tabula::stats::data::parse(
        std::path::Path::new("stats.toml"),
        &site.read(&format!("content/stats/{game}.toml")),
    )
    .unwrap();
    file.sets
        .iter()
        .map(|s| {
            play::RuleSet {
                variant: s.variant.clone(),
                options: s.options.clone(),
            }
            .key()
        })
        .collect()
}

#[test]
fn tabula_stats_plays_each_option_on_its_own_and_the_combinations_the_pages_name() {
    let site = fixture();
    site.edit(
        "content/games/senet/standard.toml",
        "[end]",
        "[options.pieces]\ndefault = \"5\"\nvalues.\"5\" = {}\nvalues.\"7\" = { pieces = { count = 7 } }\n\n\
         [options.starting-throw]\ndefault = \"off\"\nvalues.off = {}\nvalues.on = { starting_throw = { throw = 1 } }\n\n[end]",
    );
    let err = stats(&site, "20", "2");
    assert!(err.contains("(4 rule sets, 9 pairings"), "{err}");
    assert_eq!(
        sets_of(&site, "senet"),
        [
            "senet/bell",
            "senet/standard pieces=5 starting-throw=off",
            "senet/standard pieces=5 starting-throw=on",
            "senet/standard pieces=7 starting-throw=off"
        ]
    );
    // A page shows both options changed: the next run plays that combination too, and
    // the page builds.
    let page = "+++\ntitle = \"Seven pieces and a starting throw\"\ndescription = \"Two options at once.\"\nkind = \"variant\"\nvariant = \"senet/standard\"\n+++\n\n\
                ```statistics\noptions = { pieces = \"7\", starting-throw = \"on\" }\n```\n";
    site.write("content/senet/both.en.md", page);
    let err = site.build();
    assert!(err.contains("there are no statistics of senet/standard pieces=7 starting-throw=on in content/stats/senet.toml, so the block says that they are not measured yet: run `tabula stats --variant senet/standard`"), "{err}");
    let err = stats(&site, "20", "2");
    assert!(
        err.contains("plays senet/standard pieces=7 starting-throw=on: ")
            && err.contains("(1 rule sets, 9 pairings"),
        "only the new rule set is played:\n{err}"
    );
    assert!(
        sets_of(&site, "senet").contains(&"senet/standard pieces=7 starting-throw=on".to_string())
    );
    assert_eq!(sets_of(&site, "senet").len(), 5);
    let err = site.build();
    assert!(!err.contains("error"), "{err}");
    // Without the page, the next run leaves its rule set out of the file (playing
    // nothing), and every combination is played on request.
    site.remove("content/senet/both.en.md");
    let err = stats(&site, "20", "2");
    assert!(
        err.contains("leaves out senet/standard pieces=7 starting-throw=on: no longer among the rule sets tabula stats plays")
            && err.contains("nothing to play"),
        "{err}"
    );
    assert_eq!(sets_of(&site, "senet").len(), 4);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args([
            "stats",
            "--games",
            "20",
            "--look-ahead-games",
            "10",
            "--every-combination",
        ])
        .current_dir(site.root())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(sets_of(&site, "senet").len(), 5);
}

#[test]
fn tabula_stats_leaves_a_file_it_did_not_write_alone() {
    let site = fixture();
    site.write("content/stats/senet.toml", "# my own notes\n");
    let (code, _, err) = site.tabula(&["stats", "--games", "10"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("content/stats/senet.toml: this file was not written by tabula stats"),
        "{err}"
    );
    assert_eq!(site.read("content/stats/senet.toml"), "# my own notes\n");
}

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
        en.contains("<div class=\"statistics unmeasured\">\n<p>The figures of Bell’s Senet are not measured yet.</p>\n</div>"),
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
        compare.contains("<p>The figures of these variants are not measured yet.</p>")
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

/// The lines of the build's report that are warnings.
fn warnings(err: &str) -> Vec<&str> {
    err.lines().filter(|l| l.starts_with("warning: ")).collect()
}

/// A statistics file's section of one rule set: from its `[[set]]` line to the next.
fn section(text: &str, variant: &str) -> String {
    let start = text
        .find(&format!("[[set]]\nvariant = \"{variant}\""))
        .unwrap_or_else(|| panic!("no {variant} in\n{text}"));
    let end = text[start + 1..]
        .find("[[set]]")
        .map_or(text.len(), |i| start + 1 + i);
    text[start..end].to_string()
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
        compare.contains(" turns in Bell’s Senet (row 2). Row 3 is empty: its figures are not measured yet.</desc>"),
        "{compare}"
    );
    assert!(site
        .dist("en/senet/house/index.html")
        .contains("<p>The figures of our house Senet are not measured yet.</p>"));
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

/// Runs `tabula stats` with the arguments given, and 10 games for the pairings of the
/// look-ahead player; the report.
fn run_stats(site: &SiteCopy, args: &[&str]) -> String {
    let (code, _, err) = site.tabula(&[&["stats", "--look-ahead-games", "10"], args].concat());
    assert_eq!(code, 0, "{err}");
    err
}

#[test]
fn tabula_stats_plays_nothing_when_the_statistics_are_current() {
    let site = fixture();
    run_stats(&site, &["--games", "30"]);
    let path = site.path("content/stats/senet.toml");
    let (text, modified) = (
        site.read("content/stats/senet.toml"),
        std::fs::metadata(&path).unwrap().modified().unwrap(),
    );
    let err = run_stats(&site, &["--games", "30"]);
    assert!(
        err.contains(
            "keeps 2 rule sets as content/stats/senet.toml has them: senet/bell, senet/standard"
        ),
        "{err}"
    );
    assert!(err.contains("nothing to play: the statistics of every rule set are current; left content/stats/senet.toml as it was"), "{err}");
    assert!(
        !err.lines()
            .any(|l| l.starts_with("plays ") || l.starts_with("played ")),
        "{err}"
    );
    assert_eq!(site.read("content/stats/senet.toml"), text);
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        modified,
        "not even written again"
    );
    // Another number of games is another file: every rule set is played again.
    let err = run_stats(&site, &["--games", "40"]);
    assert!(
        err.contains(
            "plays senet/bell: content/stats/senet.toml holds games played with --games 30, not 40"
        ),
        "{err}"
    );
    assert!(
        err.contains("(2 rule sets, 9 pairings, 40 games each"),
        "{err}"
    );
    // So does another seed; and --variant refuses to mix them into one file.
    let (code, _, err) = site.tabula(&[
        "stats",
        "--games",
        "40",
        "--look-ahead-games",
        "10",
        "--seed",
        "2",
        "--variant",
        "senet/bell",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("content/stats/senet.toml: its statistics were played with --seed 1, not 2, so the rule sets of --variant cannot join them"), "{err}");
    // --all plays everything again, and writes what it wrote before.
    let text = site.read("content/stats/senet.toml");
    let err = run_stats(&site, &["--games", "40", "--all"]);
    assert!(
        err.contains("(2 rule sets, 9 pairings, 40 games each"),
        "{err}"
    );
    assert_eq!(site.read("content/stats/senet.toml"), text);
}

#[test]
fn tabula_stats_plays_again_only_the_rule_set_whose_rule_data_changed() {
    let site = fixture();
    run_stats(&site, &["--games", "30"]);
    let before = site.read("content/stats/senet.toml");
    // A rule of Bell's Senet changes; standard Senet's do not.
    site.edit("content/games/senet/bell.toml", "count = 10", "count = 8");
    let err = run_stats(&site, &["--games", "30"]);
    assert!(
        err.contains("plays senet/bell: its rule data changed since its statistics were made"),
        "{err}"
    );
    assert!(err.contains("content/games/senet/bell.toml"), "{err}");
    assert!(
        err.contains("keeps 1 rule set as content/stats/senet.toml has it: senet/standard"),
        "{err}"
    );
    assert!(
        err.contains("(1 rule sets, 9 pairings, 30 games each"),
        "{err}"
    );
    let after = site.read("content/stats/senet.toml");
    assert_eq!(
        section(&after, "senet/standard"),
        section(&before, "senet/standard")
    );
    assert_ne!(
        section(&after, "senet/bell"),
        section(&before, "senet/bell")
    );
    // The file is the one a run of every rule set writes: the same games are played.
    let all = fixture();
    all.edit("content/games/senet/bell.toml", "count = 10", "count = 8");
    run_stats(&all, &["--games", "30", "--all"]);
    assert_eq!(all.read("content/stats/senet.toml"), after);
    // And the build no longer warns.
    assert!(warnings(&site.build()).is_empty());
}

#[test]
fn tabula_stats_variant_names_a_known_variant_and_plays_it_even_when_current() {
    let site = fixture();
    let (code, _, err) = site.tabula(&["stats", "--games", "30", "--variant", "senet/house"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--variant senet/house: variant: unknown variant `senet/house`; known variants are senet/bell, senet/standard"), "{err}");
    assert!(!site.exists("content/stats/senet.toml"));
    let (code, _, err) = site.tabula(&["stats", "--all", "--variant", "senet/bell"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("cannot be used with"), "{err}");
    // On a site without statistics, it writes the file with the variant's alone.
    let err = run_stats(&site, &["--games", "30", "--variant", "senet/bell"]);
    assert!(
        err.contains("plays senet/bell: named by --variant") && !err.contains("senet/standard"),
        "{err}"
    );
    assert_eq!(sets_of(&site, "senet"), ["senet/bell"]);
    // Then the rest is missing, and a run plays only that.
    let err = run_stats(&site, &["--games", "30"]);
    assert!(
        err.contains("plays senet/standard: content/stats/senet.toml has no statistics of it"),
        "{err}"
    );
    assert!(
        err.contains("keeps 1 rule set as content/stats/senet.toml has it: senet/bell"),
        "{err}"
    );
    let text = site.read("content/stats/senet.toml");
    // Named again, though current, it is played again: the same games, the same file.
    let err = run_stats(&site, &["--games", "30", "--variant", "senet/bell"]);
    assert!(
        err.contains("(1 rule sets, 9 pairings")
            && err.contains("left content/stats/senet.toml as it was"),
        "{err}"
    );
    assert_eq!(site.read("content/stats/senet.toml"), text);
}

#[test]
fn tabula_stats_leaves_a_file_it_cannot_read_as_it_is_unless_told_to_play_everything() {
    let site = fixture();
    run_stats(&site, &["--games", "30"]);
    let broken = site
        .read("content/stats/senet.toml")
        .replace("games = 30\n", "games = \"thirty\"\n");
    site.write("content/stats/senet.toml", &broken);
    let (code, _, err) = site.tabula(&["stats", "--games", "30", "--look-ahead-games", "10"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("content/stats/senet.toml:")
            && err.contains("run `tabula stats --all` to play every rule set again and replace it"),
        "{err}"
    );
    assert_eq!(site.read("content/stats/senet.toml"), broken);
    run_stats(&site, &["--games", "30", "--all"]);
    assert_eq!(sets_of(&site, "senet"), ["senet/bell", "senet/standard"]);
}

#[test]
fn the_bundled_statistics_files_read_back_into_the_same_bytes() {
    // What `tabula stats` keeps of a file it writes again as it reads it: byte for byte.
    for game in ["senet", "ur"] {
        let path = crate::common::site::bundled_root().join(format!("content/stats/{game}.toml"));
        let text = std::fs::read_to_string(&path).unwrap();
        let file = tabula::stats::data::parse(&path, &text).unwrap();
        assert_eq!(tabula::stats::data::to_text(&file).unwrap(), text, "{game}");
    }
}

#[test]
fn the_statistics_block_shows_the_figures_in_the_pages_language() {
    let site = fixture();
    stats(&site, "400", "2");
    site.build();
    let en = site.dist("en/senet/bell/index.html");
    assert!(
        en.contains("These figures come from 400 games of Bell’s Senet"),
        "{en}"
    );
    // The exact throws, and how often they came up.
    assert!(
        en.contains("<tr><th scope=\"row\">1</th><td>1/4</td><td>25%</td>"),
        "{en}"
    );
    assert!(
        en.contains("<tr><th scope=\"row\">Throws per turn</th><td>1 from the throws alone;"),
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
    assert!(en.contains("greedy player against random player: "), "{en}");
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
        html.contains("<td data-label=\"Throws per turn\">1</td>"),
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
