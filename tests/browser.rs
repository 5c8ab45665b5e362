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

#[test]
fn every_page_passes_the_browser_checks() {
    if let Some(why) = missing() {
        eprintln!("skipped: the browser checks need a browser: {why}");
        return;
    }
    let site = SiteCopy::new();
    site.build();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("node")
        .arg(repo.join("browser/check.mjs"))
        .arg(site.path("dist"))
        .output()
        .unwrap();
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
    // The figures it measured (bytes shipped, time to the first board to try), then the count.
    for line in stdout.lines().filter(|l| l.starts_with("figure:")) {
        eprintln!("{line}");
    }
    eprintln!("{}", tail.last().unwrap_or(&""));
}
