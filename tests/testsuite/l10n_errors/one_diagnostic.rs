//! One problem, one diagnostic: a typo in a translation, a name missing in every
//! language, a misspelt id and a broken message are each reported once, at the line
//! that fixes every page failing on them.

use super::errors;
use crate::common::site::SiteCopy;

/// `tabula check` on a copy of the bundled site: (status, stdout, its `error:` lines).
fn check(site: &SiteCopy, args: &[&str]) -> (i32, String, Vec<String>) {
    let mut all = vec!["check"];
    all.extend(args);
    let (code, out, err) = site.tabula(&all);
    assert!(err.is_empty(), "{err}");
    let errors = out
        .lines()
        .filter(|l| l.starts_with("error: "))
        .map(str::to_string)
        .collect();
    (code, out, errors)
}

/// The 1-based line of a file that starts with `start`.
fn line_of(site: &SiteCopy, rel: &str, start: &str) -> usize {
    site.read(rel)
        .lines()
        .position(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line {start:?} in {rel}"))
        + 1
}

#[test]
fn a_typo_in_a_translation_is_one_error_at_its_ftl_line_with_the_fix_not_one_per_play_page() {
    let site = SiteCopy::new();
    // A translator misspells the variable of the play pages' title.
    let title = site
        .read("locales/cs/play.ftl")
        .lines()
        .find(|l| l.starts_with("play-title = "))
        .expect("a Czech play-title")
        .to_string();
    assert!(title.contains("{ $variant"), "{title}");
    site.edit(
        "locales/cs/play.ftl",
        &title,
        &title.replacen("{ $variant", "{ $varaint", 1),
    );
    let line = line_of(&site, "locales/cs/play.ftl", "play-title = ");
    let column = title.find("$variant").unwrap() + 1;
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(
        errors.len(),
        1,
        "one error, not one per play page: {errors:#?}"
    );
    let e = &errors[0];
    assert!(
        e.starts_with(&format!(
            "error: ./locales/cs/play.ftl:{line}:{column}: [cs] the message `play-title` uses $varaint that the reference does not have and does not use $variant: a typo? write `$variant` for `$varaint`"
        )),
        "{e}"
    );
    assert!(e.contains("places fail on it: the play page of "), "{e}");
    assert!(!e.contains("in a template"), "advice for a translator: {e}");
    assert!(
        summary_has(&out, "    locales/cs/play.ftl: 1 error"),
        "{out}"
    );
    assert!(out.ends_with("\n1 error, 0 warnings\n"), "{out}");
    // The build, which reports each page, gives a translator the same fix.
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    let first = err.lines().find(|l| l.starts_with("error: ")).unwrap();
    assert!(first.contains(&format!("./locales/cs/play.ftl:{line}:{column}: [cs] the message `play-title` has a typo: it uses `$varaint-")), "{first}");
    assert!(first.contains("write `{ $variant-"), "{first}");
    assert!(!err.contains("in a template"), "{err}");
}

fn summary_has(out: &str, line: &str) -> bool {
    out.split("\nSummary:\n")
        .nth(1)
        .is_some_and(|s| s.lines().any(|l| l == line))
}

#[test]
fn a_variant_name_missing_in_every_language_is_one_error_where_one_line_fixes_all() {
    let site = SiteCopy::new();
    // A new variant's name, in no language yet: here, Blitz's, taken out of every file.
    let langs = ["en", "nb", "da", "de", "cs", "ja", "ar"];
    for lang in langs {
        let rel = format!("locales/{lang}/rules.ftl");
        let text = site.read(&rel);
        let mut kept = Vec::new();
        let mut inside = false;
        for l in text.lines() {
            if l.starts_with("variant-ur-blitz =") {
                inside = true;
            } else if inside && !l.starts_with(' ') {
                inside = false;
            }
            if !inside {
                kept.push(l);
            }
        }
        assert!(kept.len() < text.lines().count(), "{rel}");
        site.write(&rel, &(kept.join("\n") + "\n"));
    }
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(
        errors.len(),
        1,
        "one error, not one per language and page: {errors:#?}"
    );
    let e = &errors[0];
    let line: usize = e
        .strip_prefix("error: ./locales/en/rules.ftl:")
        .and_then(|rest| rest.split(':').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("at a line of locales/en/rules.ftl: {e}"));
    assert!(
        e.contains(":1: [en] the message `variant-ur-blitz` (the name of the variant ur/blitz) is missing in every language: add `variant-ur-blitz = …` to locales/en/rules.ftl"),
        "{e}"
    );
    assert!(e.contains("this one line fixes all 7 languages"), "{e}");
    // --lang de shows it too: German's pages fail on it.
    let (code, _, errors) = check(&site, &["--lang", "de"]);
    assert_eq!((code, errors.len()), (1, 1), "{errors:#?}");
    // And it does: the line written where the error says, every language builds.
    let mut en: Vec<String> = site
        .read("locales/en/rules.ftl")
        .lines()
        .map(str::to_string)
        .collect();
    en.insert(line - 1, "variant-ur-blitz = Blitz".to_string());
    site.write("locales/en/rules.ftl", &(en.join("\n") + "\n"));
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 0, "{errors:#?}");
    // What is left is for translators: each language's own name.
    for lang in &langs[1..] {
        assert!(
            out.contains(&format!("warning: [{lang}] missing message `variant-ur-blitz`: translate it in locales/{lang}/rules.ftl")),
            "{out}"
        );
    }
}

#[test]
fn a_misspelt_message_id_is_one_diagnostic_at_the_misspelt_line() {
    let site = SiteCopy::new();
    // In the default language: the pages ask for a message no language of their chain has.
    let line = line_of(&site, "locales/en/play.ftl", "play-title = ");
    site.edit("locales/en/play.ftl", "\nplay-title = ", "\nplay-titel = ");
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].starts_with(&format!("error: ./locales/en/play.ftl:{line}:1: [en] the message `play-titel` has a typo: the pages ask for `play-title`, which nb, da, de, cs, ja, ar have: rename it `play-title`")),
        "{}",
        errors[0]
    );
    // Not "obsolete: remove it" in every other language, nor "translate play-titel".
    assert!(!out.contains("warning: "), "{out}");
    site.edit("locales/en/play.ftl", "\nplay-titel = ", "\nplay-title = ");
    // In a translation: one warning (it falls back meanwhile), not a missing and an obsolete one.
    let line = line_of(&site, "locales/de/play.ftl", "play-title = ");
    site.edit("locales/de/play.ftl", "\nplay-title = ", "\nplay-titel = ");
    let (code, out, _) = check(&site, &[]);
    assert_eq!(code, 0, "{out}");
    let warnings: Vec<&str> = out.lines().filter(|l| l.starts_with("warning: ")).collect();
    assert_eq!(
        warnings,
        [format!("warning: ./locales/de/play.ftl:{line}:1: [de] the message `play-titel` has a typo: the reference names it `play-title`, so `de` takes `play-title` along de → en instead: rename it `play-title`")],
        "{out}"
    );
}

#[test]
fn the_build_reports_a_broken_message_once_at_its_ftl_line_with_the_pages_that_fail_on_it() {
    // Two variants, so two German play pages show the play page's title.
    let site = SiteCopy::fixture("statistics").with_bundled(&[
        "templates",
        "static",
        "locales/en",
        "locales/de",
    ]);
    let title = site
        .read("locales/de/play.ftl")
        .lines()
        .find(|l| l.starts_with("play-title = "))
        .expect("a German play-title")
        .to_string();
    site.edit(
        "locales/de/play.ftl",
        &title,
        &title.replacen("{ $variant", "{ $varaint", 1),
    );
    let line = line_of(&site, "locales/de/play.ftl", "play-title = ");
    let column = title.find("$variant").unwrap() + 1;
    let errors = errors(&site);
    assert_eq!(
        errors.len(),
        1,
        "one error, not one per play page: {errors:#?}"
    );
    let e = &errors[0];
    assert!(
        e.starts_with(&format!(
            "error: ./locales/de/play.ftl:{line}:{column}: [de] the message `play-title` has a typo: it uses `$varaint-"
        )),
        "at the message, for its translator: {e}"
    );
    assert!(
        e.ends_with(" (2 places fail on it: the play page of senet/bell [de], the play page of senet/standard [de])"),
        "{e}"
    );
}
