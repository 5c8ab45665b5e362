//! Bad input at scale: one broken page among thousands is reported with its line and
//! nothing is written; a page of 10 MB and deeply nested lists cost work in proportion
//! to their size. Speed itself is measured by `bench/scale.sh`, not here: the linearity
//! checks compare the processor time `tabula build` spends (its own, counted by the
//! system, so the tests that run beside it do not count) on two sizes that differ by
//! ten times, and fail only on a growth of more than thirty times (linear work gives
//! ten, quadratic a hundred).

use crate::common::site::SiteCopy;
use std::process::Command;
use std::time::Duration;

fn page(title: &str, body: &str) -> String {
    format!("+++\ntitle = \"{title}\"\ndescription = \"d\"\n+++\n{body}\n")
}

#[test]
fn one_broken_page_among_thousands_is_reported_at_its_line_and_nothing_is_written() {
    let site = SiteCopy::fixture("minimal");
    for i in 0..3000 {
        site.write(
            &format!("content/many/p{i:04}.en.md"),
            &page(&format!("Page {i}"), "Some text, and [home](@/)."),
        );
    }
    // Line 3 of the file: the title's string is never closed.
    site.write(
        "content/many/p1234.en.md",
        "+++\ndescription = \"d\"\ntitle = \"Unclosed\n+++\nBody.\n",
    );
    let (status, stderr) = site
        .tabula_bounded(&["build"], Duration::from_secs(300))
        .expect("the build ends");
    assert_eq!(status, Some(1), "{stderr}");
    assert!(
        stderr.contains("p1234.en.md:3:"),
        "the report names the file and its line: {stderr}"
    );
    assert_eq!(
        stderr.matches(".en.md").count(),
        stderr.matches("p1234.en.md").count(),
        "no other page is named: {stderr}"
    );
    assert!(
        !site.exists("dist"),
        "nothing is written: {:?}",
        std::fs::read_dir(site.root())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect::<Vec<_>>()
    );
    assert!(
        std::fs::read_dir(site.root()).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .contains("tabula-staging")),
        "no staging folder is left behind"
    );
}

/// The processor time (user and system, in seconds) of one `tabula build` of `site`,
/// as bash's `time` reads it from the system for that process alone.
fn build_time(site: &SiteCopy) -> f64 {
    let out = Command::new("bash")
        .arg("-c")
        .arg("TIMEFORMAT='%3U %3S'; time \"$0\" build --out \"$1\" >/dev/null 2>&1")
        .arg(env!("CARGO_BIN_EXE_tabula"))
        .arg(site.root().join("dist"))
        .current_dir(site.root())
        .env("TABULA_CACHE_DIR", site.root().join(".cache"))
        .output()
        .expect("bash runs");
    assert!(site.exists("dist/en/about/index.html"), "the site builds");
    let text = String::from_utf8_lossy(&out.stderr);
    let line = text.lines().last().unwrap_or_default();
    line.split_whitespace()
        .map(|x| {
            x.parse::<f64>()
                .unwrap_or_else(|_| panic!("bash's time: {text}"))
        })
        .sum()
}

/// Ten times the input must not take thirty times the work (a quadratic cost takes a
/// hundred). The builds alternate, small and large, and the least of each counts.
fn assert_linear(what: &str, small: &str, large: &str) {
    assert!(
        large.len() >= small.len() * 9,
        "the sizes differ by ten times"
    );
    let sites = [small, large].map(|body| {
        let site = SiteCopy::fixture("minimal");
        site.write("content/about.en.md", &page("About", body));
        site
    });
    let (mut a, mut b) = (f64::MAX, f64::MAX);
    for _ in 0..5 {
        a = a.min(build_time(&sites[0]));
        b = b.min(build_time(&sites[1]));
    }
    let ratio = b / a.max(1e-3);
    eprintln!("{what}: {a:.3} s and {b:.3} s of processor time, {ratio:.1} times");
    assert!(
        ratio < 30.0,
        "{what}: ten times the input took {ratio:.1} times the processor time ({a:.3} s against {b:.3} s)"
    );
}

#[test]
fn a_ten_megabyte_page_takes_ten_times_a_one_megabyte_page() {
    let paragraph = "Throw the sticks and move a piece **that many squares**, as in [the rules](@/guide/first). ";
    let text = |mb: usize| {
        let mut s = String::new();
        let mut n = 0;
        while s.len() < mb * 1_000_000 {
            n += 1;
            if n % 20 == 0 {
                s.push_str(&format!("\n\n## Part {n}\n\n- a list item\n- another\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"));
            }
            s.push_str(paragraph);
        }
        s
    };
    assert_linear("a long page", &text(1), &text(10));
}

#[test]
fn deeply_nested_lists_take_time_in_proportion_to_their_depth() {
    // Twenty lists, each nested `depth` deep on one line (`- - - … item`), then a
    // paragraph, so the page's size grows with the depth, not its square.
    let nested = |depth: usize| {
        (0..20)
            .map(|_| format!("{}item\n\nText.\n\n", "- ".repeat(depth)))
            .collect::<String>()
    };
    assert_linear("nested lists", &nested(500), &nested(5000));
}

#[test]
fn a_large_build_piped_prints_its_summary_and_no_progress_bar() {
    let site = SiteCopy::fixture("minimal");
    for i in 0..3000 {
        site.write(
            &format!("content/many/p{i:04}.en.md"),
            &page(&format!("Page {i}"), "Some text, and [home](@/)."),
        );
    }
    let (status, stderr) = site
        .tabula_bounded(&["build"], Duration::from_secs(300))
        .expect("the build ends");
    assert_eq!(status, Some(0), "{stderr}");
    assert!(
        !stderr.contains('\r') && !stderr.contains('\x1b'),
        "no bar or terminal codes when stderr is not a terminal: {stderr:?}"
    );
    let summary = stderr
        .lines()
        .find(|l| l.starts_with("built "))
        .expect("a summary line");
    for part in [
        "pages (de ",
        "en 3",
        "diagrams",
        "load ",
        "pages ",
        "commit ",
    ] {
        assert!(
            summary.contains(part),
            "the summary gives pages per language and time per stage ({part}): {summary}"
        );
    }
    assert!(site.exists("dist/en/many/p2999/index.html"));
}
