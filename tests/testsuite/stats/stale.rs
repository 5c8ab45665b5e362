//! What a run plays again: nothing when the statistics are current, only the rule sets
//! whose rule data changed or whose variants `--variant` names, and never over a file
//! it cannot read unless told to play everything.

use super::{fixture, run_stats, section, sets_of, warnings};

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
