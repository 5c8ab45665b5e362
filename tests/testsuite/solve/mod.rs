//! `tabula solve` as a user runs it: a small rule set solved into the cache folder,
//! `tabula moves --json` and `--batch` answering with `"win"` once the table is there
//! and exactly as before without it, a rule set too large for the memory allowed
//! refused before any work, a damaged table never used, and the bearing-off
//! endgames of a game too large to solve whole solved on their own.

mod best_moves;
mod endgames;
mod exercises;
mod review;
mod table;
mod values;

use crate::common::site::SiteCopy;
use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The files of the cache's folder of tables.
fn tables(cache: &Path) -> Vec<String> {
    std::fs::read_dir(cache.join("solved"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

/// Flips a bit in the middle of a file, as damage would.
fn damage(path: &Path) {
    let mut bytes = std::fs::read(path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(path, bytes).unwrap();
}

/// Runs `tabula ARGS` in the site with the tables of `cache`, `lines` on its standard
/// input, and gives each line of its answer as JSON (for `moves --batch`).
fn batch(site: &SiteCopy, cache: &Path, args: &[&str], lines: &str) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .current_dir(site.root())
        .env("TABULA_CACHE_DIR", cache)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(lines.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn chance(v: &Value) -> f64 {
    let w = v["win"].as_f64().unwrap_or_else(|| panic!("no win in {v}"));
    assert!((0.0..=1.0).contains(&w), "{w}");
    w
}

// Values for the pages: `content/solved/`, written by the command and read by the build.

fn values_fixture() -> SiteCopy {
    SiteCopy::fixture("solved").with_bundled(&["templates", "static", "locales/en", "locales/ar"])
}

const PAGE: &str = "content/ur/_index.en.md";

/// Runs `tabula solve` on the fixture. Its table is in the tests' shared cache folder;
/// a copy without a values file starts from the one the first solve of this run
/// wrote (`solved_once`), so the command keeps its games against the perfect player
/// and its judge, as it keeps them from a file it wrote before, instead of playing
/// the 60,000 games again (a minute and a half for each test).
fn solve_fixture(site: &SiteCopy) -> String {
    if !site.exists(VALUES) {
        site.write(VALUES, solved_once());
    }
    let (code, _, err) = site.tabula(&["solve", "ur/finkel"]);
    assert_eq!(code, 0, "{err}");
    err
}

const VALUES: &str = "content/solved/ur.toml";

/// The values file a whole `tabula solve` of the fixture writes, from no file: made
/// once in a run, by whichever test asks first (the others wait for it).
fn solved_once() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        let site = values_fixture();
        let (code, _, err) = site.tabula(&["solve", "ur/finkel"]);
        assert_eq!(code, 0, "{err}");
        site.read(VALUES)
    })
}
