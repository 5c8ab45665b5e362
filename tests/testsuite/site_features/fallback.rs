//! Fallback pages and messages: a page or message a language lacks is shown from the
//! first language of its chain that has it, marked and kept out of the sitemap, and one
//! that no language of the chain has fails the build.

use super::{alternates, part, translations};
use crate::common::site::snapshot_dir;

#[test]
fn a_missing_page_is_shown_from_the_first_language_of_its_chain_that_has_it() {
    let site = translations();
    let err = site.build();
    for (lang, path, used) in [
        ("de", "about", "en"),
        ("ar", "about", "en"),
        ("nds", "about", "en"),
        ("ar", "guide", "en"),
        // nds falls back to de, then en: de's pages come first.
        ("nds", "guide", "de"),
        ("nds", "local", "de"),
        ("nds", "guide/first", "en"),
    ] {
        assert!(
            err.contains(&format!(
                "fallback: [{lang}] /{path} is not translated; shown from `{used}`"
            )),
            "{lang} {path}:\n{err}"
        );
        let html = site.dist(&format!("{lang}/{path}/index.html"));
        assert!(
            html.contains(&format!(
                "<div class=\"content\" lang=\"{used}\" dir=\"ltr\">"
            )),
            "{lang} {path}"
        );
    }
    assert_eq!(err.matches("is not translated").count(), 8, "{err}");
    assert!(site
        .dist("nds/guide/index.html")
        .contains("<h1 lang=\"de\" dir=\"ltr\">Anleitung</h1>"));
    // A page no language of the chain has is not made: German's own page is not in
    // English, nor in Arabic, which falls back to English only.
    assert!(site.exists("dist/de/local/index.html"));
    assert!(!site.exists("dist/en/local") && !site.exists("dist/ar/local"));
}

#[test]
fn a_borrowed_page_is_marked_with_its_language_a_notice_and_noindex() {
    let site = translations();
    site.build();
    let html = site.dist("de/about/index.html");
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"de\" dir=\"ltr\">"));
    assert!(
        html.contains("<h1 lang=\"en\" dir=\"ltr\">About</h1>"),
        "the borrowed title is marked"
    );
    assert!(html.contains("<p class=\"lead\" lang=\"en\" dir=\"ltr\">A page only English has.</p>"));
    // The notice is the page's own language's message, naming both languages in it,
    // and it comes before the borrowed title.
    assert!(html.contains(
        "<main id=\"main\" data-pagefind-body class=\"kind-about\">\n<p class=\"fallback-notice\" role=\"note\">Diese Seite gibt es noch nicht auf Deutsch. Sie wird auf Englisch angezeigt.</p>\n<h1 lang=\"en\""
    ), "{html}");
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
    // The canonical address is the page it was borrowed from.
    assert!(html
        .contains("<link rel=\"canonical\" href=\"https://translations.example.org/en/about/\">"));
    // Links in the borrowed content stay in German.
    assert!(html.contains("<a href=\"/de/guide/first/\">"), "{html}");
    assert!(!html.contains("href=\"/en/guide/first/\""));
    // A page in its own language has none of it.
    let own = site.dist("de/index.html");
    let main = part(&own, "<main", "</main>");
    for mark in ["fallback-notice", " lang=", " dir="] {
        assert!(!main.contains(mark), "{mark} on a translated page: {main}");
    }
    assert!(!own.contains("noindex"));
    assert!(main.contains("<div class=\"content\">\n"));
}

#[test]
fn borrowed_pages_are_kept_out_of_the_sitemap_and_have_no_alternates() {
    let site = translations();
    site.build();
    let xml = site.dist("sitemap.xml");
    let locs: Vec<&str> = xml
        .split("<loc>")
        .skip(1)
        .map(|s| &s[..s.find("</loc>").unwrap()])
        .collect();
    let mut want: Vec<String> = site
        .page_files()
        .into_iter()
        .map(|(path, lang)| {
            let path = if path.is_empty() {
                String::new()
            } else {
                format!("{path}/")
            };
            format!("https://translations.example.org/{lang}/{path}")
        })
        .collect();
    want.sort();
    let mut got: Vec<String> = locs.iter().map(|s| s.to_string()).collect();
    got.sort();
    assert_eq!(
        got, want,
        "the sitemap lists exactly the pages written in their language"
    );
    for borrowed in ["de/about/", "nds/guide/", "ar/guide/", "nds/local/"] {
        assert!(
            !xml.contains(&format!("/{borrowed}\"")),
            "{borrowed} is an alternate"
        );
        assert!(
            alternates(&site.dist(&format!("{borrowed}index.html"))).is_empty(),
            "{borrowed}"
        );
    }
}

#[test]
fn strict_builds_fail_on_every_fallback_and_leave_dist_alone() {
    let site = translations();
    let fallbacks = site
        .build()
        .lines()
        .filter(|l| l.starts_with("fallback: "))
        .count();
    let before = snapshot_dir(&site.path("dist"));
    let (code, _, err) = site.tabula(&["build", "--strict"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains(
        "error: ./content/about.en.md:1:1: [de] --strict: the page `/about` has no `de` translation (shown from `en`): add ./content/about.de.md"
    ), "{err}");
    assert!(err.contains("error: ./content/local.de.md:1:1: [nds] --strict: the page `/local` has no `nds` translation (shown from `de`): add ./content/local.nds.md"), "{err}");
    assert!(err.contains("error: locales/de:1:1: [de] --strict: the message `beta` is missing (taken from `en`): add it"), "{err}");
    assert!(
        err.contains("[nds] --strict: the message `footer-note` is missing (taken from `de`)"),
        "{err}"
    );
    // One error for each fallback a build without --strict reports.
    assert!(
        err.contains(&format!("\n{fallbacks} errors\n")),
        "{fallbacks}: {err}"
    );
    assert!(fallbacks >= 10, "{fallbacks}");
    assert!(before == snapshot_dir(&site.path("dist")), "dist/ changed");
}

#[test]
fn a_missing_message_is_taken_along_the_languages_chain() {
    let site = translations();
    let err = site.build();
    // nds has the message itself, takes what it lacks from de, and what de lacks from en.
    let nds = site.dist("nds/index.html");
    assert!(
        nds.contains("<a class=\"skip-link\" href=\"#main\">Na'n Inholt</a>")
            || nds.contains("Na&#39;n Inholt</a>"),
        "{nds}"
    );
    assert!(
        nds.contains("<p>Eine Testseite.</p>"),
        "footer-note from de"
    );
    assert!(
        nds.contains("<span class=\"badge\">Beta</span>"),
        "beta from en"
    );
    assert!(
        err.contains("fallback: [nds] message `footer-note` taken from `de`"),
        "{err}"
    );
    assert!(
        err.contains("fallback: [nds] message `beta` taken from `en`"),
        "{err}"
    );
    assert!(
        err.contains("fallback: [de] message `beta` taken from `en`"),
        "{err}"
    );
    assert!(!err.contains("message `skip-link`"), "{err}");
    assert!(
        !err.contains("[ar] message"),
        "Arabic has every message: {err}"
    );
}

#[test]
fn a_message_missing_along_the_whole_chain_fails_the_build_naming_it_and_the_language() {
    let site = translations();
    site.edit("locales/en/site.ftl", "beta = Beta\n", "");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    // One error, where the message belongs in the default language (the end of every
    // chain): one line there fixes the pages of every language that failed on it. No
    // message begins as `beta` does, so it goes at the end of the site-wide words,
    // one line past the file's last.
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), 1, "{err}");
    let end = site.read("locales/en/site.ftl").lines().count() + 1;
    assert!(
        errors[0].starts_with(&format!("error: ./locales/en/site.ftl:{end}:1: [en] ")),
        "{err}"
    );
    assert!(
        errors[0].contains("[en] the message `beta` is missing in `en`, where every language's chain ends, so the pages of de, en, nds fail on it: add `beta = …` to ./locales/en/site.ftl, at its end; this one line fixes them all"),
        "Arabic has its own: {err}"
    );
    assert!(!site.exists("dist"), "a failed build writes nothing");
}

#[test]
fn a_link_in_a_borrowed_page_leads_to_a_page_of_the_borrowing_language() {
    let site = translations();
    // German now falls back to Arabic, which Low German's chain (nds, de, en) does not reach.
    site.edit(
        "content/site.toml",
        "fallback = [\"en\"]\nweight = 2",
        "fallback = [\"ar\", \"en\"]\nweight = 2",
    );
    site.write(
        "content/arabic.ar.md",
        "+++\ntitle = \"عربي\"\ndescription = \"صفحة بالعربية فقط.\"\n+++\nفقط.\n",
    );
    site.edit(
        "content/local.de.md",
        "Nur auf Deutsch.",
        "Nur auf Deutsch. Siehe [Arabisch](@/arabic).",
    );
    let (code, _, err) = site.tabula(&["build"]);
    if code == 0 {
        // nds/local is borrowed from de, whose link found the page in ar.
        assert!(site
            .dist("nds/local/index.html")
            .contains("<a href=\"/nds/arabic/\">"));
        assert!(
            site.exists("dist/nds/arabic/index.html"),
            "/nds/arabic/ leads nowhere"
        );
    } else {
        assert!(err.contains("./content/local.de.md:6:"), "{err}");
    }
}

#[test]
fn the_notice_names_both_languages_in_the_readers_language() {
    let site = translations();
    site.build();
    let notice =
        |rel: &str| part(&site.dist(rel), "<p class=\"fallback-notice\"", "</p>").to_string();
    // Arabic names English in Arabic (the isolation marks are Fluent's, on right-to-left pages).
    assert_eq!(notice("ar/guide/index.html"), "<p class=\"fallback-notice\" role=\"note\">لم تُترجَم هذه الصفحة إلى العربية بعد، ولذلك تُعرض باللغة الإنجليزية.");
    assert!(
        site.dist("ar/guide/index.html").contains("<title>Guide · "),
        "no title message: the borrowed title"
    );
    assert!(
        site.dist("ar/about/index.html")
            .contains("<title>عن الموقع · "),
        "the title message"
    );
}

#[test]
fn a_language_without_its_own_notice_never_gets_the_notice_of_a_language_between_it_and_the_default(
) {
    // nds falls back to de, then en. Its page borrowed from German gets no German
    // sentence (German's notice would be false and in a third language), but the
    // default language's, marked as such, naming both languages truly.
    let site = translations();
    let err = site.build();
    let html = site.dist("nds/guide/index.html");
    let notice = part(&html, "<p class=\"fallback-notice\"", "</p>");
    assert_eq!(notice, "<p class=\"fallback-notice\" role=\"note\" lang=\"en\">This page has not been translated into Low German yet. It is shown in German.");
    assert!(
        err.contains("fallback: [nds] message `fallback-notice` taken from `en`"),
        "{err}"
    );
    // With a notice of its own, the page speaks Low German, naming the languages so;
    // a name it lacks is the language's own name from site.toml.
    site.edit(
        "content/site.toml",
        "name = \"Deutsch\"",
        "name = \"Deutsch\"",
    );
    site.write("locales/nds/notice.ftl", "fallback-notice = Disse Siet gifft dat noch nich op { $reader }. Se warrt op { $source } wiest.\nlanguage-nds = Plattdüütsch\n");
    let err = site.build();
    let html = site.dist("nds/guide/index.html");
    let notice = part(&html, "<p class=\"fallback-notice\"", "</p>");
    assert_eq!(notice, "<p class=\"fallback-notice\" role=\"note\">Disse Siet gifft dat noch nich op Plattdüütsch. Se warrt op Deutsch wiest.");
    assert!(
        err.contains("fallback: [nds] message `language-de` taken from `site.toml`"),
        "{err}"
    );
    assert!(!html.contains("Diese Seite"), "{html}");
}

#[test]
fn a_notice_that_uses_a_variable_tabula_does_not_give_fails_naming_the_two_it_gives() {
    let site = translations();
    site.write(
        "locales/nds/notice.ftl",
        "fallback-notice = Disse Siet ({ $title }) gifft dat noch nich op { $reader }.\nlanguage-nds = Plattdüütsch\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let e = err
        .lines()
        .find(|l| l.starts_with("error: ./locales/nds/notice.ftl:1:33: [nds]"))
        .unwrap_or_else(|| panic!("no error at the notice in\n{err}"));
    assert!(
        e.contains("the message `fallback-notice` uses a variable tabula does not give it: it is given { $reader }, the reader's language, and { $source }"),
        "{e}"
    );
}

#[test]
fn a_card_of_a_borrowed_page_marks_its_title_and_description_each_with_its_language() {
    let site = translations();
    site.write("content/guide/second.en.md", "+++\ntitle = \"Second steps\"\ndescription = \"Only in English.\"\nweight = 2\n+++\nText.\n");
    site.write(
        "locales/ar/more.ftl",
        "page-guide-second = الخطوات التالية\n",
    );
    site.build();
    let cards = part(
        &site.dist("ar/guide/index.html"),
        "<nav class=\"cards\"",
        "</nav>",
    )
    .to_string();
    assert!(cards.contains(
        "<a href=\"/ar/guide/second/\"><span class=\"card-title\">الخطوات التالية</span> <span class=\"card-text\" lang=\"en\" dir=\"ltr\">Only in English.</span></a>"
    ), "{cards}");
    site.write(
        "locales/ar/more.ftl",
        "page-guide-second = الخطوات التالية\n    .description = بالإنجليزية فقط.\n",
    );
    site.build();
    let cards = part(
        &site.dist("ar/guide/index.html"),
        "<nav class=\"cards\"",
        "</nav>",
    )
    .to_string();
    assert!(
        cards.contains("<span class=\"card-text\">بالإنجليزية فقط.</span>"),
        "{cards}"
    );
}

#[test]
fn tabula_check_weighs_title_messages_against_the_pages() {
    let site = translations();
    site.write(
        "locales/ar/more.ftl",
        "page-guide-first = الخطوات\npage-nowhere = لا شيء\n",
    );
    let (_, out, _) = site.tabula(&["check"]);
    assert!(out.contains("warning: locales/ar/more.ftl:1: [ar] the message `page-guide-first` is obsolete: /guide/first is translated, and menus take its own title: remove it"), "{out}");
    assert!(out.contains("warning: locales/ar/more.ftl:2: [ar] the message `page-nowhere` names no page of the site"), "{out}");
    // A missing page names the message that would name it in the menus; one that has it does not.
    assert!(out.contains("warning: [ar] untranslated page /guide (write content/guide/_index.ar.md); until then, menus name it in `ar` with the message `page-guide` (and `.description`) in locales/ar/pages.ftl, or else by its borrowed title"), "{out}");
    assert!(
        out.contains("warning: [ar] untranslated page /about (write content/about.ar.md)\n"),
        "{out}"
    );
    assert!(!out.contains("obsolete: the reference"), "{out}");
}
