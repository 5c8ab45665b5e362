//! Statistics from self-play: the exact figures of the rule data (throw
//! distributions, throws per turn), measured figures that agree with them within
//! their intervals, games that always end (or stop at the cap), results that do not
//! depend on the number of threads, the data file `tabula stats` writes and will not
//! overwrite when it did not write it, the build's warning when the rule data changed
//! since, and the page blocks (on the `statistics` fixture).

mod blocks;
mod build_warnings;
mod data_file;
mod exact_figures;
mod self_play;
mod stale;

use crate::common::site::SiteCopy;
use std::collections::BTreeMap;
use tabula::engine::Rules;
use tabula::rules::Catalogue;
use tabula::stats::play;

fn bundled(id: &str) -> Rules {
    Catalogue::bundled()
        .get(id)
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap()
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

/// Runs `tabula stats` with the arguments given, and 10 games for the pairings of the
/// look-ahead player; the report.
fn run_stats(site: &SiteCopy, args: &[&str]) -> String {
    let (code, _, err) = site.tabula(&[&["stats", "--look-ahead-games", "10"], args].concat());
    assert_eq!(code, 0, "{err}");
    err
}
