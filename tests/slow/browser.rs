//! The built site checked in a real browser (headless Chromium, axe-core, the Nu
//! HTML validator): see `browser/check.mjs`. Skipped, saying so, on a machine
//! without Chromium, Node.js, Java or `npm ci` run in `browser/`; under CI (the `CI`
//! variable set) any of them missing is a failure, so CI never passes without them.

use crate::common;
use crate::common::site::{bundled_build, SiteCopy};
use std::path::Path;
use std::process::Command;

/// What the browser checks need that this machine lacks, if anything.
fn missing() -> Option<String> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if !Path::new(&chromium).exists() {
        return Some(format!(
            "no Chromium at {chromium} (apt-get install chromium)"
        ));
    }
    for (tool, arg) in [("node", "--version"), ("java", "-version")] {
        if Command::new(tool)
            .arg(arg)
            .output()
            .map(|o| !o.status.success())
            .unwrap_or(true)
        {
            return Some(format!("no {tool} on this machine"));
        }
    }
    for package in ["playwright-core", "axe-core", "vnu-jar"] {
        if !repo.join("browser/node_modules").join(package).exists() {
            return Some(format!(
                "browser/node_modules/{package} is missing (run npm ci in browser/)"
            ));
        }
    }
    None
}

/// True when the browser checks cannot run here: skipped, saying why, or under CI a
/// failure.
fn no_browser() -> bool {
    match missing() {
        Some(why) => {
            common::skip_unless_ci(&format!("the browser checks need a browser: {why}"));
            true
        }
        None => false,
    }
}

/// Runs `browser/check.mjs` on the site's `dist/`, on the pages `pages` matches (a
/// regular expression, `TABULA_CHECK_PAGES`) or on every page; panics with its
/// report if a check fails, and returns its output.
fn check(site: &SiteCopy, pages: Option<&str>) -> String {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut command = Command::new("node");
    command
        .arg(repo.join("browser/check.mjs"))
        .arg(site.path("dist"));
    if let Some(pages) = pages {
        command.env("TABULA_CHECK_PAGES", pages);
    }
    let out = command.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let tail: Vec<&str> = stdout
        .lines()
        .rev()
        .take(60)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    assert!(
        out.status.success(),
        "{}\n{}",
        tail.join("\n"),
        String::from_utf8_lossy(&out.stderr)
    );
    stdout.into_owned()
}

#[test]
fn every_page_passes_the_browser_checks() {
    if no_browser() {
        return;
    }
    let stdout = check(&bundled_build().site, None);
    // The figures it measured (bytes shipped, time to the first board to try), and
    // how long each part took, then the count.
    for line in stdout
        .lines()
        .filter(|l| l.starts_with("figure:") || l.starts_with("took:"))
    {
        eprintln!("{line}");
    }
    eprintln!("{}", stdout.lines().last().unwrap_or(""));
}

#[test]
fn a_translated_phrase_cannot_stop_a_play_pages_script() {
    if no_browser() {
        return;
    }
    // `<!--<script>` in the words a play page embeds would leave the HTML parser inside
    // their element: play.js and the footer lost, the game never started. In English,
    // and in German, which falls back to it for this message.
    let site = SiteCopy::new();
    site.edit(
        "locales/en/play.ftl",
        "try-undo = Undo",
        "try-undo = Undo <!--<script> </script>",
    );
    let de = site.read("locales/de/play.ftl");
    let line = de.lines().find(|l| l.starts_with("try-undo =")).unwrap();
    site.edit("locales/de/play.ftl", line, "");
    site.build();
    let stdout = check(&site, Some("^/(en|de)/ur/play/bell/$"));
    eprintln!("{}", stdout.lines().last().unwrap_or(""));
}
