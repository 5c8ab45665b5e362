//! Random small sites through `tabula build`: the minimal fixture with the bundled
//! rule data and its messages, plus random pages (front matter valid and broken,
//! Markdown with `@/` links, diagram and differences blocks), random Fluent files,
//! random changes to the rule data and random template text. Whatever the input, the
//! build must not panic, abort or hang, and must either succeed or report errors that
//! each name a file of the site with a line and a column.
//!
//! 64 cases by default (PROPTEST_CASES overrides; FUZZ_LOG=FILE appends every build's
//! exit code and report to FILE, to see what the cases reach). Fixed cases are in `fixed`.

mod apply;
mod fixed;
mod pages;
mod sources;

use crate::common::site::SiteCopy;
use apply::site_of;
use pages::page;
use proptest::prelude::*;
use sources::{fluent, rule_change, template_text};
use std::time::Duration;

/// A random site: what is added to or changed in the minimal fixture.
#[derive(Debug, Clone)]
struct Case {
    pages: Vec<(String, String)>,
    fluent: Vec<Fluent>,
    rules: Vec<(usize, RuleChange)>,
    /// Template text put before the nth line of a template (chosen by index).
    templates: Vec<(usize, usize, String)>,
}

#[derive(Debug, Clone)]
enum Fluent {
    /// Writes a file (replacing one that is there).
    Write(String, String),
    /// Adds text at the end of an existing file.
    Append(String, String),
}

/// A change to one of the rule-data files (chosen by index).
#[derive(Debug, Clone)]
enum RuleChange {
    /// The nth number of the file becomes this.
    Number(usize, i64),
    /// The nth quoted string of the file becomes this.
    Text(usize, String),
    /// The nth line is deleted.
    Delete(usize),
    /// A line is put before the nth.
    Insert(usize, String),
    /// Every option's default becomes this (one that may not be among its values).
    OptionDefault(String),
    /// The file ends after its nth line.
    Truncate(usize),
    /// The first `from` becomes `to` (for the fixed cases).
    Replace(String, String),
}

const GAMES: [&str; 5] = [
    "content/games/senet/standard.toml",
    "content/games/senet/bell.toml",
    "content/games/senet/jequier.toml",
    "content/games/ur/finkel.toml",
    "content/games/ur/bell.toml",
];

// Strategies. Each part is mostly valid and sometimes broken, so that most sites load
// and their pages reach the renderer, the diagrams and the engine.

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("board".to_string()),
        Just("Senet".to_string()),
        Just("Brett".to_string()),
        Just("لوحة".to_string()),
        Just("盤".to_string()),
        Just("a \"quote\"".to_string()),
        Just("<b>".to_string()),
        Just("{ $x }".to_string()),
        Just("".to_string()),
        "[a-zA-Z0-9 ]{1,12}",
    ]
}

fn toml_value() -> impl Strategy<Value = String> {
    prop_oneof![
        word().prop_map(|w| format!("{w:?}")),
        any::<i64>().prop_map(|n| n.to_string()),
        (-3i64..40).prop_map(|n| n.to_string()),
        Just("1.5".to_string()),
        Just("true".to_string()),
        Just("[1, 2]".to_string()),
        Just("{ a = 1 }".to_string()),
        Just("\"unterminated".to_string()),
        Just("= =".to_string()),
        Just("".to_string()),
    ]
}

const TEMPLATES: [&str; 5] = [
    "templates/base.html",
    "templates/page.html",
    "templates/home.html",
    "templates/section.html",
    "templates/404.html",
];

fn case() -> impl Strategy<Value = Case> {
    let rules = prop_oneof![
        2 => Just(Vec::new()),
        1 => prop::collection::vec((0usize..GAMES.len(), rule_change()), 1..3),
    ];
    let templates = prop_oneof![
        3 => Just(Vec::new()),
        1 => prop::collection::vec((0usize..TEMPLATES.len(), 0usize..20, template_text()), 1..3),
    ];
    (
        prop::collection::vec(page(), 0..4),
        prop::collection::vec(fluent(), 0..3),
        rules,
        templates,
    )
        .prop_map(|(pages, fluent, rules, templates)| Case {
            pages,
            fluent,
            rules,
            templates,
        })
}

// Running and judging a build.

/// Runs `tabula build` in the site; the process is killed if it runs for two minutes.
/// (exit code, or None for a signal or a hang; stderr).
fn build(site: &SiteCopy) -> Result<(Option<i32>, String), String> {
    site.tabula_bounded(&["build"], Duration::from_secs(120))
        .map_err(|err| format!("the build hangs\n{err}"))
}

/// What is wrong with a build's outcome, if anything.
fn judge(site: &SiteCopy, code: Option<i32>, err: &str) -> Result<(), String> {
    if err.contains("panicked at") {
        return Err("the build panicked".into());
    }
    match code {
        Some(0) => {
            if !site.exists("dist/index.html") {
                return Err("success without dist/index.html".into());
            }
            Ok(())
        }
        Some(1) => {
            let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
            if lines.is_empty() {
                return Err("failed without an error line".into());
            }
            for line in lines {
                located(site, line).map_err(|why| format!("{why}: {line}"))?;
            }
            Ok(())
        }
        Some(other) => Err(format!("exit code {other}")),
        None => Err("killed by a signal".into()),
    }
}

/// Checks `error: PATH:LINE:COL: message`: PATH is in the site, LINE and COL at least 1,
/// and LINE at most one past the file's last line.
fn located(site: &SiteCopy, line: &str) -> Result<(), String> {
    let rest = line.strip_prefix("error: ").ok_or("no `error: `")?;
    // The path may hold `:`; the position is the first `:LINE:COL: ` after it.
    let mut found = None;
    for (i, _) in rest.match_indices(':') {
        let mut parts = rest[i + 1..].splitn(3, ':');
        let (Some(l), Some(c), Some(after)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        if let (Ok(l), Ok(c)) = (l.parse::<usize>(), c.parse::<usize>()) {
            if after.starts_with(' ') {
                found = Some((&rest[..i], l, c));
                break;
            }
        }
    }
    let (path, l, c) = found.ok_or("no PATH:LINE:COL:")?;
    if l == 0 || c == 0 {
        return Err("line or column 0".into());
    }
    let full = site.root().join(path);
    if !full.exists() {
        return Err(format!("`{path}` is not in the site"));
    }
    if full.is_file() {
        let bytes = std::fs::read(&full).unwrap();
        let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
        if l > lines {
            return Err(format!("line {l}, but {path} has {lines} lines"));
        }
    }
    Ok(())
}

/// Panics already found, by where they happen, with the ignored test that shows each.
/// A random case that runs into one is set aside rather than failed, so the property
/// keeps looking for new ones; remove the entry when the bug is fixed.
const KNOWN_PANICS: &[(&str, &str)] = &[];

fn known_panic(err: &str) -> Option<&'static str> {
    KNOWN_PANICS
        .iter()
        .find(|(at, _)| err.contains(&format!("panicked at {at}")))
        .map(|(_, test)| *test)
}

fn check(case: &Case) -> Result<(), String> {
    let site = site_of(case);
    let (code, err) = build(&site)?;
    if let Some(log) = std::env::var_os("FUZZ_LOG") {
        use std::io::Write;
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .unwrap();
        writeln!(f, "=== {code:?}\n{err}").unwrap();
    }
    judge(&site, code, &err).map_err(|why| format!("{why}\n--- stderr:\n{err}"))
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64)
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases()) })]

    #[test]
    fn random_sites_build_or_fail_with_located_errors(case in case()) {
        if let Err(why) = check(&case) {
            if let Some(test) = known_panic(&why) {
                return Err(TestCaseError::reject(format!("a known panic (see {test})")));
            }
            return Err(TestCaseError::fail(why));
        }
    }
}
