//! The other commands: `check` names the file to write, `new-language` checks the whole
//! change before writing, `stats` refuses counts it cannot play before any work.

use super::{tabula_within, write_senet};
use crate::common::site::SiteCopy;
use std::time::Duration;

#[test]
fn check_names_the_file_to_write_and_its_summary_agrees_with_its_status() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "content/extra/_index.en.md",
        "+++\ntitle = \"Extra\"\ndescription = \"d\"\n+++\n",
    );
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("[de] untranslated page /extra (write content/extra/_index.de.md)"),
        "{out}"
    );
    assert!(
        out.contains("[de] untranslated page /about (write content/about.de.md)"),
        "{out}"
    );
    assert!(out.contains("0 errors, 2 warnings"), "{out}");
    let (code, out, _) = site.tabula(&["check", "--strict"]);
    assert_eq!(code, 1);
    assert!(out.contains("\n2 errors, 0 warnings"), "{out}");
}

#[test]
fn new_language_checks_the_whole_change_before_writing_anything() {
    let site = SiteCopy::fixture("minimal");
    let inline = "base_url = \"https://fixture.example.org\"\ndefault_language = \"en\"\nversion = \"1.0\"\ncommit = \"fixture\"\nlanguages = { en = { name = \"English\", weight = 1 }, de = { name = \"Deutsch\", fallback = [\"en\"], weight = 2 } }\n";
    site.write("content/site.toml", inline);
    site.build();
    for _ in 0..2 {
        let (code, _, err) = site.tabula(&["new-language", "sv", "--name", "Svenska"]);
        assert_eq!(code, 1, "{err}");
        assert!(
            err.contains("content/site.toml:5:1: the languages are written inline"),
            "{err}"
        );
        assert!(!site.exists("locales/sv"), "locales/sv/ was written: {err}");
        assert_eq!(site.read("content/site.toml"), inline);
    }
}

#[test]
fn stats_refuses_counts_it_cannot_play_before_any_work() {
    let site = SiteCopy::fixture("minimal");
    write_senet(&site);
    for games in ["18446744073709551615", "1000000000000"] {
        for flag in ["--games", "--look-ahead-games"] {
            let (code, err) =
                tabula_within(&site, &["stats", flag, games], Duration::from_secs(30));
            assert_eq!(code, 2, "{flag} {games}: {err}");
            assert!(
                err.contains(&format!("{flag} {games} is more than tabula stats plays")),
                "{err}"
            );
        }
    }
    // 64 options of two values each: 2^64 combinations.
    let mut standard = site.read("content/games/senet/standard.toml");
    for i in 0..64 {
        standard.push_str(&format!(
            "\n[options.o{i}]\ndefault = \"a\"\nvalues.a = {{ pieces = {{ count = 5 }} }}\nvalues.b = {{ pieces = {{ count = 5 }} }}\n"
        ));
    }
    site.write("content/games/senet/standard.toml", &standard);
    let (code, err) = tabula_within(
        &site,
        &["stats", "--every-combination", "--games", "1"],
        Duration::from_secs(60),
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--every-combination: the options of the rule data combine into more than 18446744073709551615 rule sets"),
        "{err}"
    );
    assert!(!site.exists("content/stats"));
}
