//! `tabula solve` as a user runs it: a small rule set solved into the cache folder,
//! `tabula moves --json` and `--batch` answering with `"win"` once the table is there
//! and exactly as before without it, a rule set too large for the memory allowed
//! refused before any work, and a damaged table never used.

mod exercises;
mod review;
mod table;
mod values;

use crate::common::site::SiteCopy;
use serde_json::Value;

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

/// Runs `tabula solve` on the fixture with its cache inside the copy.
fn solve_fixture(site: &SiteCopy) -> String {
    let (code, _, err) = site.tabula(&["solve", "ur/finkel"]);
    assert_eq!(code, 0, "{err}");
    err
}
