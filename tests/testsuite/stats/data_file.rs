//! The data file `tabula stats` writes: the same bytes whatever the number of threads,
//! the rule sets it holds, a file it did not write left alone, and the bundled files
//! read back into the same bytes.

use super::{fixture, sets_of, stats};
use tabula::stats::play;

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
fn the_bundled_statistics_files_read_back_into_the_same_bytes() {
    // What `tabula stats` keeps of a file it writes again as it reads it: byte for byte.
    for game in ["senet", "ur"] {
        let path = crate::common::site::bundled_root().join(format!("content/stats/{game}.toml"));
        let text = std::fs::read_to_string(&path).unwrap();
        let file = tabula::stats::data::parse(&path, &text).unwrap();
        assert_eq!(tabula::stats::data::to_text(&file).unwrap(), text, "{game}");
    }
}
