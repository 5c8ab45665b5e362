//! `tabula check` as a translator runs it: a word the glossary avoids at its line, and
//! `--lang` with the summary per language and file.

use crate::common::site::SiteCopy;

#[test]
fn check_flags_a_word_the_language_s_glossary_avoids_at_its_line_in_pages_and_messages() {
    let site = SiteCopy::new();
    // The bundled site uses one word for one thing in every language.
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("is not this site's word"), "{out}");
    // Danish says `ekstra kast` for an extra throw, never `ekstra tur` (a turn).
    site.edit(
        "content/ur/rules.da.md",
        "## ",
        "Her får du en ekstra tur.\n\n## ",
    );
    site.edit(
        "locales/da/play.ftl",
        "play-throw = ",
        "play-throw = Ekstra ture og ",
    );
    let (code, out, _) = site.tabula(&["check", "--lang", "da"]);
    assert_eq!(code, 0, "{out}");
    let found: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("is not this site's word"))
        .collect();
    assert_eq!(found.len(), 2, "{out}");
    let page = site.read("content/ur/rules.da.md");
    let line = page
        .lines()
        .position(|l| l.starts_with("Her får du"))
        .unwrap()
        + 1;
    assert!(
        found.contains(&format!("warning: content/ur/rules.da.md:{line}:15: [da] `ekstra tur` is not this site's word for extra throw: write `ekstra kast` (the glossary, locales/da/terms.toml)").as_str()),
        "{found:#?}"
    );
    assert!(
        found
            .iter()
            .any(|l| l.starts_with("warning: locales/da/play.ftl:") && l.contains("`Ekstra ture`")),
        "{found:#?}"
    );
    // Under --strict they fail; another language is not concerned.
    let (code, _, _) = site.tabula(&["check", "--lang", "da", "--strict"]);
    assert_eq!(code, 1);
    let (_, de, _) = site.tabula(&["check", "--lang", "de"]);
    assert!(!de.contains("is not this site's word"), "{de}");
    // A glossary that does not read is an error at its line.
    site.write(
        "locales/da/terms.toml",
        "[[term]]\nconcept = \"turn\"\nuse = \"tur\"\navoid = []\n",
    );
    let (code, out, _) = site.tabula(&["check", "--lang", "da"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("error: locales/da/terms.toml:2:11: [da] the term `turn` avoids no word"),
        "{out}"
    );
}

/// The lines of `tabula check`'s summary: from `Summary:` to the last line, which stays
/// `N errors, M warnings`.
fn summary(out: &str) -> Vec<&str> {
    let lines: Vec<&str> = out.lines().collect();
    let start = lines
        .iter()
        .position(|l| *l == "Summary:")
        .unwrap_or_else(|| panic!("no summary in\n{out}"));
    lines[start + 1..lines.len() - 1].to_vec()
}

#[test]
fn check_lang_limits_the_report_to_a_language_and_a_summary_counts_each_language_and_file() {
    // A translator starts a language as the guide says, then checks it.
    let site = SiteCopy::new();
    let (code, _, err) = site.tabula(&[
        "new-language",
        "sv",
        "--name",
        "Svenska",
        "--fallback",
        "nb",
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = site.tabula(&["check"]);
    // Its pages take their words from nb, whose sentences name variants in forms of
    // their own (`$variant-rules`): a language with no names yet still formats them.
    assert_eq!(code, 0, "{out}");
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("0 errors, ") && last.ends_with(" warnings"),
        "{last}"
    );
    let sv_warnings = out
        .lines()
        .filter(|l| l.starts_with("warning: [sv] "))
        .count();
    assert!(
        sv_warnings > 250,
        "every message and page of sv is missing:\n{out}"
    );
    // The summary: every language, with each file its findings are about.
    let lines = summary(&out);
    assert!(
        lines.contains(&format!("  sv     0 errors, {sv_warnings} warnings").as_str()),
        "{lines:#?}"
    );
    let rules = out
        .lines()
        .filter(|l| l.contains("translate it in locales/sv/rules.ftl"))
        .count();
    assert!(rules > 10, "{out}");
    assert!(
        lines.contains(&format!("    locales/sv/rules.ftl: {rules} warnings").as_str()),
        "{lines:#?}"
    );
    let pages = out.matches("warning: [sv] untranslated page").count();
    assert!(
        lines.contains(&format!("    content/**/*.sv.md: {pages} warnings").as_str()),
        "{lines:#?}"
    );
    // The other languages lack only the new language's name.
    assert!(
        lines.contains(&"  de     0 errors, 1 warning"),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"    locales/de/site.ftl: 1 warning"),
        "{lines:#?}"
    );

    // --lang de: German alone, in the table, the findings and the summary.
    let (code, out, _) = site.tabula(&["check", "--lang", "de"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("[sv]") && !out.contains("\nsv "), "{out}");
    assert!(
        out.contains("\nde       "),
        "the table has German's row: {out}"
    );
    assert!(
        out.contains(
            "warning: [de] no message `language-sv`: a notice in `de` names `sv` by its own name"
        ),
        "{out}"
    );
    assert_eq!(
        summary(&out),
        [
            "  de     0 errors, 1 warning",
            "    locales/de/site.ftl: 1 warning"
        ],
        "{out}"
    );
    assert!(out.ends_with("\n0 errors, 1 warning\n"), "{out}");
    // Two languages, comma-separated or repeated; --strict counts what is shown as errors.
    let (_, comma, _) = site.tabula(&["check", "--lang", "de,sv"]);
    let (code, strict, _) = site.tabula(&["check", "--lang", "de", "--lang", "sv", "--strict"]);
    assert_eq!(code, 1, "{strict}");
    let n = comma.lines().filter(|l| l.starts_with("warning: ")).count();
    assert_eq!(n, sv_warnings + 1, "{comma}");
    assert!(
        strict.ends_with(&format!("\n{n} errors, 0 warnings\n")),
        "{strict}"
    );
    assert!(
        summary(&strict).contains(&format!("  sv     {sv_warnings} errors").as_str()),
        "{strict}"
    );
    // A tag the site does not have names the site's languages, before any work.
    let (code, out, err) = site.tabula(&["check", "--lang", "fr"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        err.contains("--lang names `fr`, which is not a language of the site (en, nb, da, de, cs, ja, ar, sv)"),
        "{err}"
    );
    assert!(out.is_empty(), "{out}");
    let (code, _, err) = site.tabula(&["check", "--lang", "DE"]);
    assert_eq!(code, 1);
    assert!(err.contains("--lang names `DE`: write `de`"), "{err}");
}
