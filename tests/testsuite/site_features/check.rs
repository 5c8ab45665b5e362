//! `tabula check`: the coverage report, untranslated pages, variable mismatches and
//! the variables a translation may leave out.

use crate::common::site::SiteCopy;

#[test]
fn tabula_check_reports_coverage_untranslated_pages_and_variable_mismatches() {
    let site = SiteCopy::fixture("minimal");
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.starts_with("Translation coverage against `en`:\n"),
        "{out}"
    );
    let row = |lang: &str, out: &str| {
        out.lines()
            .find(|l| l.starts_with(&format!("{lang} ")))
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(row("de", &out), "de 7/7 0 0 3/4");
    assert!(
        out.contains("warning: [de] untranslated page /about (write content/about.de.md)"),
        "{out}"
    );
    assert!(out.contains(" files checked, 0 broken\n"), "{out}");
    assert!(out.ends_with("0 errors, 1 warning\n"), "{out}");
    let (code, out, _) = site.tabula(&["check", "--strict"]);
    assert_eq!(code, 1, "an untranslated page fails with --strict");
    assert!(
        out.contains("error: [de] untranslated page /about"),
        "{out}"
    );
    // A missing message is a warning; a variable the reference does not have is an error.
    site.edit("locales/de/site.ftl", "skip-link = Zum Inhalt\n", "");
    site.edit("locales/de/site.ftl", "{ $reader }", "{ $sprache }");
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(row("de", &out), "de 6/7 1 0 3/4");
    assert!(out.contains("warning: [de] missing message `skip-link`: translate it in locales/de/site.ftl (until then it falls back along de → en)"), "{out}");
    assert!(out.contains("the message `fallback-notice` uses $sprache that the reference does not have and does not use $reader"), "{out}");
}

#[test]
fn a_translation_may_leave_out_a_variable_the_reference_only_selects_on() {
    let site = SiteCopy::fixture("minimal");
    // The reference selects on $conj and never shows it (Arabic needs the distinction, German does not).
    site.edit("locales/en/site.ftl", "language-de = German\n", "language-de = German\nlist-sep = { $conj ->\n    [or] {\" or \"}\n   *[other] {\", \"}\n}\n");
    site.edit(
        "locales/de/site.ftl",
        "language-de = Deutsch\n",
        "language-de = Deutsch\nlist-sep = {\", \"}\n",
    );
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("list-sep"), "{out}");
    // A variable the reference shows cannot be left out.
    site.edit(
        "locales/en/site.ftl",
        "   *[other] {\", \"}",
        "   *[other] {\", \"}{ $conj }",
    );
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the message `list-sep` does not use $conj"),
        "{out}"
    );
}
