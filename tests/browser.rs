//! The built site checked in a real browser (headless Chromium, axe-core, the Nu
//! HTML validator): see `browser/check.mjs`. Skipped, saying so, on a machine
//! without Chromium, Node.js, Java or `npm ci` run in `browser/`.

mod common;
use common::site::SiteCopy;
use std::path::Path;
use std::process::Command;

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
    if !repo.join("browser/node_modules/playwright-core").exists() {
        return Some("browser/node_modules is missing (run npm ci in browser/)".into());
    }
    None
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
    if let Some(why) = missing() {
        eprintln!("skipped: the browser checks need a browser: {why}");
        return;
    }
    let site = SiteCopy::new();
    site.build();
    let stdout = check(&site, None);
    // The figures it measured (bytes shipped, time to the first board to try), then the count.
    for line in stdout.lines().filter(|l| l.starts_with("figure:")) {
        eprintln!("{line}");
    }
    eprintln!("{}", stdout.lines().last().unwrap_or(""));
}

#[test]
fn a_translated_phrase_cannot_stop_a_play_pages_script() {
    if let Some(why) = missing() {
        eprintln!("skipped: the browser checks need a browser: {why}");
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
