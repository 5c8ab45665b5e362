//! Site features, each on a small fixture site made for it (`tests/fixtures/<feature>/`,
//! each with a README saying what it exercises): fallback pages and messages, the
//! language switcher, alternates, breadcrumbs, borrowed titles, right-to-left pages,
//! `@/` links, difference tables, `tabula check`, and how every kind of error is
//! reported. Whole-site tests of the bundled site are in `site_build.rs`.
//!
//! Fixtures that have no `templates/` are shown through the bundled templates (copied
//! in with [`SiteCopy::with_bundled`]), so these tests check what readers get; no test
//! here depends on what the bundled content has or lacks.

use crate::common::site::{snapshot_dir, table_rows, SiteCopy};
use std::time::Duration;

/// The translations fixture with the bundled templates.
fn translations() -> SiteCopy {
    SiteCopy::fixture("translations").with_bundled(&["templates"])
}

/// The differences fixture with the bundled messages of the table cells.
fn differences() -> SiteCopy {
    SiteCopy::fixture("differences").with_bundled(&["locales/en/rules.ftl", "locales/de/rules.ftl"])
}

/// The text from `start` (included) to the first `end` after it.
fn part<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
    let from = html
        .find(start)
        .unwrap_or_else(|| panic!("no {start:?} in\n{html}"));
    let rest = &html[from..];
    &rest[..rest
        .find(end)
        .unwrap_or_else(|| panic!("no {end:?} after {start:?}"))]
}

/// The `<link rel="alternate">` elements of a page's head.
fn alternates(html: &str) -> Vec<&str> {
    html.lines()
        .filter(|l| l.starts_with("<link rel=\"alternate\""))
        .collect()
}

/// The `error:` lines of a report.
fn errors(err: &str) -> Vec<&str> {
    err.lines().filter(|l| l.starts_with("error: ")).collect()
}

/// Runs `tabula ARGS` and kills it if it is still running after a minute: for inputs
/// that could make the build hang. `None` if it had to be killed.
fn tabula_or_hang(site: &SiteCopy, args: &[&str]) -> Option<(i32, String)> {
    site.tabula_bounded(args, Duration::from_secs(60))
        .ok()
        .map(|(code, err)| (code.unwrap_or(-1), err))
}

// Fallback pages and messages.

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
    // chain): one line there fixes the pages of every language that failed on it.
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), 1, "{err}");
    assert!(errors[0].starts_with("error: ./locales/en: [en] "), "{err}");
    assert!(
        errors[0].contains("[en] the message `beta` is missing in `en`, where every language's chain ends, so the pages of de, en, nds fail on it: add `beta = …` to a file of ./locales/en/; this one line fixes them all"),
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
    assert_eq!(notice("ar/guide/index.html"), "<p class=\"fallback-notice\" role=\"note\">لم تُترجَم هذه الصفحة إلى \u{2068}العربية\u{2069} بعد، ولذلك تُعرض باللغة \u{2068}الإنجليزية\u{2069}.");
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

// The language switcher, alternates and the sitemap.

#[test]
fn the_language_switcher_lists_the_languages_a_page_is_written_in_and_always_the_current_one() {
    let site = translations();
    site.build();
    let switcher = |rel: &str| -> Vec<String> {
        let html = site.dist(rel);
        let Some(at) = html.find("<nav class=\"languages\"") else {
            return vec![];
        };
        let nav = &html[at..at + html[at..].find("</nav>").unwrap()];
        nav.split("<li>")
            .skip(1)
            .map(|li| li[..li.find("</li>").unwrap()].to_string())
            .collect()
    };
    assert_eq!(switcher("en/guide/first/index.html"), [
        "<a href=\"/en/guide/first/\" lang=\"en\" hreflang=\"en\" aria-current=\"page\">English</a>",
        "<a href=\"/ar/guide/first/\" lang=\"ar\" hreflang=\"ar\">العربية</a>",
    ]);
    // A borrowed page offers the languages it is written in, and the current one.
    assert_eq!(switcher("de/guide/first/index.html"), [
        "<a href=\"/en/guide/first/\" lang=\"en\" hreflang=\"en\">English</a>",
        "<a href=\"/de/guide/first/\" lang=\"de\" hreflang=\"de\" aria-current=\"page\">Deutsch</a>",
        "<a href=\"/ar/guide/first/\" lang=\"ar\" hreflang=\"ar\">العربية</a>",
    ]);
    assert_eq!(
        switcher("en/index.html").len(),
        4,
        "the home page is in every language"
    );
    assert!(
        switcher("en/about/index.html").is_empty(),
        "a page in one language has no switcher"
    );
    assert!(switcher("de/local/index.html").is_empty());
}

#[test]
fn alternates_name_every_translation_and_x_default_the_default_language() {
    let site = translations();
    site.build();
    let base = "https://translations.example.org";
    let first = [
        format!("<link rel=\"alternate\" hreflang=\"en\" href=\"{base}/en/guide/first/\">"),
        format!("<link rel=\"alternate\" hreflang=\"ar\" href=\"{base}/ar/guide/first/\">"),
        format!("<link rel=\"alternate\" hreflang=\"x-default\" href=\"{base}/en/guide/first/\">"),
    ];
    for lang in ["en", "ar"] {
        let html = site.dist(&format!("{lang}/guide/first/index.html"));
        assert_eq!(alternates(&html), first, "{lang}");
        assert!(html.contains(&format!(
            "<link rel=\"canonical\" href=\"{base}/{lang}/guide/first/\">"
        )));
    }
    // A page the default language does not have has no x-default.
    assert_eq!(
        alternates(&site.dist("de/local/index.html")),
        [format!(
            "<link rel=\"alternate\" hreflang=\"de\" href=\"{base}/de/local/\">"
        )]
    );
}

#[test]
fn the_sitemap_gives_every_translation_the_same_reciprocal_alternates() {
    let site = translations();
    site.build();
    let xml = site.dist("sitemap.xml");
    let urls: Vec<&str> = xml.split("<url>").skip(1).collect();
    let home: Vec<&&str> = urls
        .iter()
        .filter(|u| u.contains("<loc>https://translations.example.org/de/</loc>"))
        .collect();
    assert_eq!(home.len(), 1);
    for lang in ["en", "de", "nds", "ar"] {
        assert!(
            home[0].contains(&format!(
                "hreflang=\"{lang}\" href=\"https://translations.example.org/{lang}/\""
            )),
            "{lang}"
        );
    }
    assert!(
        home[0].contains("hreflang=\"x-default\" href=\"https://translations.example.org/en/\"")
    );
    for u in &urls {
        let loc = &u[u.find("<loc>").unwrap() + 5..u.find("</loc>").unwrap()];
        assert!(
            u.contains(&format!("href=\"{loc}\"")),
            "{loc} does not list itself"
        );
        for alt in u
            .split("href=\"")
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
        {
            let back = urls
                .iter()
                .find(|o| o.contains(&format!("<loc>{alt}</loc>")))
                .expect("an alternate has its own entry");
            assert!(
                back.contains(&format!("href=\"{loc}\"")),
                "{alt} does not list {loc}"
            );
        }
    }
    let local: Vec<&&str> = urls
        .iter()
        .filter(|u| u.contains("/de/local/</loc>"))
        .collect();
    assert!(
        !local[0].contains("x-default"),
        "no English page, no x-default"
    );
}

// Titles, directions and the footer.

#[test]
fn titles_borrowed_into_navigation_carry_their_language_and_direction() {
    let site = translations();
    site.build();
    let nav = |rel: &str| part(&site.dist(rel), "<nav class=\"site-nav\"", "</nav>").to_string();
    // Arabic borrows both sections' titles from English: language and direction.
    let ar = nav("ar/index.html");
    assert!(
        ar.contains("<a href=\"/ar/guide/\" lang=\"en\" dir=\"ltr\">Guide</a>"),
        "{ar}"
    );
    // …but a page Arabic names in its messages is named in Arabic, unmarked.
    assert!(ar.contains("<a href=\"/ar/about/\">عن الموقع</a>"), "{ar}");
    // Low German borrows from German, in the same direction: the language only.
    let nds = nav("nds/index.html");
    assert!(
        nds.contains("<a href=\"/nds/guide/\" lang=\"de\">Anleitung</a>"),
        "{nds}"
    );
    assert!(
        nds.contains("<a href=\"/nds/local/\" lang=\"de\">Nur hier</a>"),
        "{nds}"
    );
    // German's own titles are not marked.
    let de = nav("de/index.html");
    assert!(de.contains("<a href=\"/de/guide/\">Anleitung</a>"), "{de}");
    // Section cards and breadcrumbs too: Arabic's own page under a borrowed section.
    let cards = part(
        &site.dist("ar/guide/index.html"),
        "<nav class=\"cards\"",
        "</nav>",
    )
    .to_string();
    assert!(
        cards.contains(
            "<a href=\"/ar/guide/first/\"><span class=\"card-title\">الخطوات الأولى</span>"
        ),
        "{cards}"
    );
    let crumbs = part(
        &site.dist("ar/guide/first/index.html"),
        "<nav class=\"breadcrumbs\"",
        "</nav>",
    )
    .to_string();
    assert!(
        crumbs.contains("<li><a href=\"/ar/\">الرئيسية</a></li>"),
        "{crumbs}"
    );
    assert!(
        crumbs.contains("<li><a href=\"/ar/guide/\" lang=\"en\" dir=\"ltr\">Guide</a></li>"),
        "{crumbs}"
    );
    assert!(
        crumbs.contains(
            "<li><a href=\"/ar/guide/first/\" aria-current=\"page\">الخطوات الأولى</a></li>"
        ),
        "{crumbs}"
    );
    // On a borrowed page, the current crumb is the page's message, or else the borrowed title.
    let crumbs = part(
        &site.dist("ar/about/index.html"),
        "<nav class=\"breadcrumbs\"",
        "</nav>",
    )
    .to_string();
    assert!(
        crumbs.contains("<a href=\"/ar/about/\" aria-current=\"page\">عن الموقع</a>"),
        "{crumbs}"
    );
    let crumbs = part(
        &site.dist("ar/guide/index.html"),
        "<nav class=\"breadcrumbs\"",
        "</nav>",
    )
    .to_string();
    assert!(
        crumbs.contains(
            "<a href=\"/ar/guide/\" aria-current=\"page\" lang=\"en\" dir=\"ltr\">Guide</a>"
        ),
        "{crumbs}"
    );
}

#[test]
fn the_root_page_is_in_the_default_language_and_titled_with_its_site_name() {
    // Arabic as the default language, and the root page's template the one tabula
    // brings: its title is the site's name in Arabic (`site-name` of
    // `locales/ar/site.ftl`), as the Arabic home page's is, never a word of tabula's.
    let site = translations();
    site.remove("templates/root.html");
    site.edit(
        "content/site.toml",
        "default_language = \"en\"",
        "default_language = \"ar\"",
    );
    site.build();
    let root = site.dist("index.html");
    assert!(
        root.starts_with("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">"),
        "{root}"
    );
    let title = part(&root, "<title>", "</title>");
    assert_eq!(title, "<title>موقع اختبار الترجمات");
    assert_eq!(
        title,
        part(&site.dist("ar/index.html"), "<title>", "</title>")
    );
    assert!(root.contains("url=/ar/"), "{root}");
}

#[test]
fn pages_carry_their_language_direction_and_the_configured_version_and_commit() {
    let site = translations();
    site.build();
    for (lang, dir) in [("en", "ltr"), ("de", "ltr"), ("nds", "ltr"), ("ar", "rtl")] {
        for rel in [
            format!("{lang}/index.html"),
            format!("{lang}/about/index.html"),
            format!("{lang}/404.html"),
        ] {
            let html = site.dist(&rel);
            assert!(
                html.starts_with(&format!(
                    "<!DOCTYPE html>\n<html lang=\"{lang}\" dir=\"{dir}\">"
                )),
                "{rel}"
            );
        }
    }
    let first = site.dist("ar/guide/first/index.html");
    for meta in [
        "<meta name=\"description\" content=\"صفحة بالإنجليزية والعربية.\">",
        "<meta property=\"og:title\" content=\"الخطوات الأولى\">",
        "<meta property=\"og:url\" content=\"https://translations.example.org/ar/guide/first/\">",
        "<meta property=\"og:locale\" content=\"ar_AR\">",
    ] {
        assert!(first.contains(meta), "{meta}");
    }
    // Outside a git repository the footer shows site.toml's version and commit.
    assert!(site
        .dist("en/index.html")
        .contains("<p class=\"version\">Version 2.5 · abc1234</p>"));
    assert!(site
        .dist("de/about/index.html")
        .contains("<p class=\"version\">Version 2.5 · abc1234</p>"));
}

#[test]
fn right_to_left_pages_isolate_placeables_in_their_text_and_only_there() {
    let site = translations();
    site.build();
    let ar = site.dist("ar/index.html");
    assert!(
        ar.contains(
            "<p class=\"version\">الإصدار \u{2068}2.5\u{2069} · \u{2068}abc1234\u{2069}</p>"
        ),
        "{ar}"
    );
    let notice = site.dist("ar/about/index.html");
    assert!(
        notice.contains("\u{2068}الإنجليزية\u{2069}"),
        "the language named in an Arabic notice is isolated"
    );
    for (name, bytes) in snapshot_dir(&site.path("dist")) {
        if !name.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8(bytes).unwrap();
        if !name.starts_with("ar/") {
            assert!(
                !html.contains('\u{2068}') && !html.contains('\u{2069}'),
                "{name} has isolation marks"
            );
        }
        for attr in html.split("=\"").skip(1) {
            let value = &attr[..attr.find('"').unwrap_or(0)];
            assert!(
                !value.contains('\u{2068}') && !value.contains('\u{2069}'),
                "{name}: marks in an attribute: {value}"
            );
        }
    }
}

// Breadcrumbs.

#[test]
fn breadcrumbs_list_the_ancestors_that_exist_then_the_page() {
    let site = SiteCopy::fixture("breadcrumbs").with_bundled(&["templates"]);
    site.build();
    let crumbs = |rel: &str| -> Vec<String> {
        let html = site.dist(rel);
        let nav = part(&html, "<nav class=\"breadcrumbs\"", "</nav>");
        nav.split("<li>")
            .skip(1)
            .map(|li| li[..li.find("</li>").unwrap()].to_string())
            .collect()
    };
    assert_eq!(
        crumbs("en/guide/deep/er/page/index.html"),
        [
            "<a href=\"/en/\">Home</a>",
            "<a href=\"/en/guide/\">Guide</a>",
            // guide/deep has no page, so no crumb.
            "<a href=\"/en/guide/deep/er/\">Deeper</a>",
            "<a href=\"/en/guide/deep/er/page/\" aria-current=\"page\">Deep page</a>",
        ]
    );
    assert_eq!(
        crumbs("de/guide/first/index.html"),
        [
            "<a href=\"/de/\">Start</a>",
            "<a href=\"/de/guide/\">Anleitung</a>",
            "<a href=\"/de/guide/first/\" aria-current=\"page\">Erste Schritte</a>",
        ]
    );
    // Borrowed ancestors keep their language.
    assert_eq!(
        crumbs("de/guide/deep/er/page/index.html")[2],
        "<a href=\"/de/guide/deep/er/\" lang=\"en\">Deeper</a>"
    );
    assert!(
        !site.dist("en/index.html").contains("class=\"breadcrumbs\""),
        "the home page has none"
    );
}

// `@/` links.

#[test]
fn at_links_lead_to_the_same_page_in_the_pages_language() {
    let site = SiteCopy::fixture("links");
    site.build();
    let hrefs = |rel: &str| -> Vec<String> {
        let html = site.dist(rel);
        let content = part(&html, "<div class=\"content\"", "</div>");
        content
            .split("<a href=\"")
            .skip(1)
            .map(|s| s[..s.find('"').unwrap()].to_string())
            .collect()
    };
    assert_eq!(
        hrefs("en/links/index.html"),
        [
            "/en/",
            "/en/guide/",
            "/en/guide/first/",
            "/en/guide/first/#setting-up",
            "/en/guide/first/",
            "/en/guide/first/",
            "/en/about/",
        ]
    );
    // German links to German pages, and to the page it borrows from English at its German address.
    assert_eq!(
        hrefs("de/links/index.html"),
        [
            "/de/",
            "/de/guide/",
            "/de/guide/first/",
            "/de/guide/first/#setting-up",
            "/de/guide/first/",
            "/de/guide/first/",
            "/de/about/",
        ]
    );
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(", 0 broken"), "{out}");
}

#[test]
fn a_link_to_a_missing_page_fails_at_its_line_and_column_in_every_language() {
    let site = SiteCopy::fixture("links");
    site.build();
    let before = snapshot_dir(&site.path("dist"));
    site.edit(
        "content/links.en.md",
        "[about](@/about).",
        "[about](@/about).\n\nBroken: [one](@/nowhere) and [two](@/guide/none#x).",
    );
    site.edit(
        "content/links.de.md",
        "Zur [Startseite]",
        "Zur [Startseite](@/start) [Startseite]",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(errors(&err), [
        "error: ./content/links.de.md:6:5: [de] the link @/start leads to no page: there is no content/start.LANG.md",
        "error: ./content/links.en.md:10:9: [en] the link @/nowhere leads to no page: there is no content/nowhere.LANG.md",
        "error: ./content/links.en.md:10:30: [en] the link @/guide/none leads to no page: there is no content/guide/none.LANG.md",
    ]);
    assert!(err.contains("\n3 errors\n"), "{err}");
    assert!(before == snapshot_dir(&site.path("dist")), "dist/ changed");
}

#[test]
fn headings_of_the_same_text_get_numbered_ids_that_links_can_name() {
    let site = SiteCopy::fixture("links");
    site.edit(
        "content/links.en.md",
        "[about](@/about).",
        "[about](@/about) and [the second](@/links#part-2).\n\n## Part\n\n## Part\n\n## Teil—Part",
    );
    site.build();
    let html = site.dist("en/links/index.html");
    assert!(
        html.contains(
            "<h2 id=\"part\">Part</h2>\n<h2 id=\"part-2\">Part</h2>\n<h2 id=\"teil-part\">"
        ),
        "{html}"
    );
    assert!(html.contains("<a href=\"/en/links/#part-2\">"));
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn every_id_on_a_page_is_unique() {
    let site = SiteCopy::fixture("links");
    site.edit(
        "content/links.en.md",
        "[about](@/about).",
        "[about](@/about).\n\n## Part\n\n## Part\n\n## Part 2\n\n## Main",
    );
    site.build();
    let html = site.dist("en/links/index.html");
    let mut ids: Vec<&str> = html
        .split(" id=\"")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "repeated ids among {ids:?}");
}

#[test]
fn a_heading_has_the_explicit_id_it_names_in_every_language() {
    let site = SiteCopy::fixture("links");
    site.build();
    assert!(site
        .dist("en/guide/first/index.html")
        .contains("<h2 id=\"setting-up\">Setting up</h2>"));
    assert!(site
        .dist("de/guide/first/index.html")
        .contains("<h2 id=\"setting-up\">Aufbau</h2>"));
}

#[test]
fn the_build_reports_every_broken_anchor_at_its_source_line_in_every_language_it_is_shown_in() {
    let site = SiteCopy::fixture("links");
    site.build();
    let before = snapshot_dir(&site.path("dist"));
    // A wrong anchor in each language, one on the same page, and one in a page German
    // borrows from English: English has the heading, German's translation does not.
    site.edit("content/links.en.md", "#setting-up", "#tearing-down");
    site.edit("content/links.de.md", "#setting-up", "#aufbau");
    site.edit(
        "content/links.de.md",
        "und zu [About](@/about).",
        "und zu [About](@/about).\n\n[Oben](#oben)",
    );
    site.edit(
        "content/guide/first.en.md",
        "Put the board down.",
        "Put the board down.\n\n## Only in English",
    );
    site.edit(
        "content/about.en.md",
        "Only in English.",
        "Only in [English](@/guide/first#only-in-english).",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let hint = "give the heading it means an explicit id";
    let lines = errors(&err);
    assert_eq!(lines.len(), 4, "{err}");
    assert!(lines[0].starts_with(
        "error: ./content/about.en.md:7:9: [de] the link @/guide/first#only-in-english leads to /de/guide/first/, which has no id `only-in-english` (this `en` page is shown in `de`): its headings are #setting-up;"
    ), "{err}");
    assert!(lines[1].starts_with("error: ./content/links.de.md:7:4: [de] the link @/guide/first#aufbau leads to /de/guide/first/, which has no id `aufbau`: its headings are #setting-up;"), "{err}");
    assert!(lines[2].starts_with("error: ./content/links.de.md:10:1: [de] the link #oben leads to /de/links/, which has no id `oben`"), "{err}");
    assert!(lines[3].starts_with("error: ./content/links.en.md:7:1: [en] the link @/guide/first#tearing-down leads to /en/guide/first/, which has no id `tearing-down`: its headings are #setting-up, #only-in-english;"), "{err}");
    assert!(lines.iter().all(|l| l.contains(hint)), "{err}");
    assert!(err.contains("\n4 errors\n"), "{err}");
    assert!(before == snapshot_dir(&site.path("dist")), "dist/ changed");
    // `check` gives the same report rather than pointing into the built HTML.
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("content/links.en.md:7:1: [en] the link @/guide/first#tearing-down"),
        "{out}"
    );
    assert!(!out.contains("dist/"), "{out}");
}

#[test]
fn explicit_heading_ids_that_collide_or_are_reserved_fail_at_their_line() {
    let site = SiteCopy::fixture("links");
    site.edit(
        "content/links.en.md",
        "[about](@/about).",
        "[about](@/about).\n\n## One {#part}\n\n## Two {#part}\n\n## Part\n\n## Three {#diagram-1}\n\n## Four {#main}\n\n## Five {#Bearing_Off}\n\n## Six {#six .wide}",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(errors(&err), [
        "error: ./content/links.en.md:12:1: [en] the heading id `part` is already the id of the heading on line 10: give each heading its own id",
        "error: ./content/links.en.md:16:1: [en] the heading id `diagram-1` is reserved: tabula gives diagram-1 to the page's figures (diagram-… and chart-… ids); choose another",
        "error: ./content/links.en.md:18:1: [en] the heading id `main` is reserved: tabula gives main to an element around the page's content; choose another",
        "error: ./content/links.en.md:20:1: [en] the heading id `Bearing_Off` may hold only lowercase letters a-z, digits and `-` (not first), the same in every language: write {#bearing-off}",
        "error: ./content/links.en.md:22:1: [en] a heading takes only an id in braces, {#bearing-off}: remove the classes and attributes",
    ]);
}

#[test]
fn a_heading_without_an_id_never_takes_an_explicit_one() {
    let site = SiteCopy::fixture("links");
    site.edit(
        "content/links.en.md",
        "[about](@/about).",
        "[about](@/about) [x](#part).\n\n## Part\n\n## Later {#part}",
    );
    site.build();
    let html = site.dist("en/links/index.html");
    assert!(
        html.contains("<h2 id=\"part-2\">Part</h2>\n<h2 id=\"part\">Later</h2>"),
        "{html}"
    );
}

// Errors: what fails, where, and what is left.

/// Every file of a folder with its inode: a file written again gets a new one.
fn inodes(dir: &std::path::Path) -> std::collections::BTreeMap<String, u64> {
    use std::os::unix::fs::MetadataExt;
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            (
                e.path()
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned(),
                e.metadata().unwrap().ino(),
            )
        })
        .collect()
}

#[test]
fn a_rebuild_writes_only_what_changed_and_removes_what_the_site_no_longer_has() {
    let site = SiteCopy::fixture("minimal");
    site.build();
    let first = inodes(&site.path("dist"));
    assert!(first.contains_key("en/guide/first/index.html"), "{first:?}");
    // Nothing changed: nothing is written, so every file (and its time) is the one before.
    site.build();
    assert_eq!(
        inodes(&site.path("dist")),
        first,
        "a rebuild with no change wrote files"
    );
    // One page changed, one removed, and a file put into the output by hand.
    site.write(
        "content/guide/first.en.md",
        &(site.read("content/guide/first.en.md") + "\nA new sentence.\n"),
    );
    site.remove("content/about.en.md");
    site.write("dist/notes/todo.txt", "written by hand");
    let err = site.build();
    assert!(
        err.contains("kept 1 file in dist that tabula did not write: notes/ (1 file)"),
        "{err}"
    );
    let second = inodes(&site.path("dist"));
    assert_ne!(
        second["en/guide/first/index.html"], first["en/guide/first/index.html"],
        "the changed page was not written"
    );
    assert!(site
        .dist("en/guide/first/index.html")
        .contains("A new sentence."));
    assert!(
        !site.exists("dist/en/about/index.html") && !site.exists("dist/en/about"),
        "the removed page's output is left"
    );
    assert_eq!(
        site.read("dist/notes/todo.txt"),
        "written by hand",
        "a file tabula did not write was removed"
    );
    let kept = second
        .iter()
        .filter(|(f, ino)| first.get(*f) == Some(ino))
        .count();
    assert!(
        kept * 2 > second.len(),
        "only {kept} of {} files kept",
        second.len()
    );
    // What is there, besides the file written by hand, is what a build into an empty
    // folder makes (the marker apart: it names its folder).
    let (code, _, err) = site.tabula(&["build", "-o", "fresh"]);
    assert_eq!(code, 0, "{err}");
    site.remove("dist/notes");
    let built = |dir: &str| {
        let mut files = snapshot_dir(&site.path(dir));
        files.retain(|(name, _)| name != ".tabula-output");
        files
    };
    assert!(
        built("dist") == built("fresh"),
        "the updated output differs from a fresh build"
    );
    // A folder of the output replaced by a link to a copy of it: the files seen through
    // the link are the build's, but the output is made again whole, and what the link
    // led to is left alone.
    std::fs::remove_dir_all(site.path("dist/en/guide")).unwrap();
    std::os::unix::fs::symlink(site.path("fresh/en/guide"), site.path("dist/en/guide")).unwrap();
    site.build();
    assert!(!std::fs::symlink_metadata(site.path("dist/en/guide"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(
        built("dist") == built("fresh"),
        "a page seen through a link was lost"
    );
    assert!(
        site.exists("fresh/en/guide/first/index.html"),
        "a file outside the output was removed"
    );
}

#[test]
fn a_failed_build_leaves_the_previous_site_whole_and_reports_every_error() {
    let site = SiteCopy::fixture("minimal");
    site.build();
    let before = snapshot_dir(&site.path("dist"));
    site.edit("content/guide/first.en.md", "title = ", "title = = ");
    site.edit("content/guide/first.de.md", "+++\n", "+++\nbogus = 1\n");
    site.write("locales/de/broken.ftl", "ok = fine\nhello = { $\n");
    site.write(
        "content/extra.xx.md",
        "+++\ntitle = \"x\"\ndescription = \"x\"\n+++\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(errors(&err), [
        "error: ./content/extra.xx.md:1:1: unknown language tag `xx` in the file name; the site's languages are de, en (add it to content/site.toml)",
        "error: ./content/guide/first.de.md:2:1: [de] front matter: unknown field `bogus`, expected one of `title`, `description`, `kind`, `variant`, `weight`, `search`",
        "error: ./content/guide/first.en.md:2:9: [en] front matter: extra `=`, expected nothing",
        "error: ./locales/de/broken.ftl:2:12: [de] Fluent syntax: Expected one of \"a-zA-Z\"",
    ]);
    assert!(
        err.ends_with("4 errors\nthe build failed; dist was left as it was\n"),
        "{err}"
    );
    assert!(before == snapshot_dir(&site.path("dist")), "dist/ changed");
    // Nothing is left beside it: no staging folder.
    let mut names: Vec<String> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "README.md",
            "content",
            "dist",
            "locales",
            "static",
            "templates"
        ]
    );
}

#[test]
fn front_matter_and_page_name_errors_name_their_line_and_column() {
    for (file, text, want) in [
        ("content/p.en.md", "title = \"x\"\n", "./content/p.en.md:1:1: [en] a page starts with front matter: a line `+++`"),
        ("content/p.en.md", "+++\ntitle = \"x\"\n", "./content/p.en.md:1:1: [en] the front matter is not closed: add a line `+++` after it"),
        ("content/p.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\nweight = \"heavy\"\n+++\n", "./content/p.en.md:4:10: [en] front matter: invalid type: string \"heavy\", expected i32"),
        ("content/p.en.md", "+++\ntitle = \"x\"\n+++\n", "./content/p.en.md:2:1: [en] front matter: missing field `description`"),
        ("content/p.de.md", "+++\ntitle = \"x\"\ndescription = \"d\"\nkind = \"blog\"\n+++\n", "./content/p.de.md:4:8: [de] front matter: unknown variant `blog`, expected one of `home`"),
        // A byte-order mark and Windows line ends do not move the position.
        ("content/p.en.md", "\u{feff}+++\r\ntitle = \"x\"\r\ndescription = \"d\"\r\nweight = 1.5\r\n+++\r\n", "./content/p.en.md:4:10: [en] front matter: invalid type: floating point `1.5`, expected i32"),
        ("content/Notes.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n", "./content/Notes.en.md:1:1: [en] `Notes` cannot be part of a page's address"),
        ("content/notes.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n", "./content/notes.md:1:1: `notes.md` is not a page name: name pages NAME.LANG.md"),
        ("content/p.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n\n\n```differences\n```\n", "./content/p.en.md:7:1: [en] differences block: the page has no `variant` in its front matter"),
        ("content/p.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n\n```diagram\nposition = \"start\"\n```\n", "./content/p.en.md:6:1: [en] diagram: no variant"),
    ] {
        let site = SiteCopy::fixture("minimal");
        site.write(file, text);
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1, "{text:?}: {err}");
        assert_eq!(errors(&err).len(), 1, "{err}");
        assert!(err.starts_with(&format!("error: {want}")), "{text:?}:\n{err}");
    }
}

#[test]
fn two_files_for_one_page_are_an_error() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "content/guide/first/_index.en.md",
        "+++\ntitle = \"Twin\"\ndescription = \"The same page again.\"\n+++\nTwin.\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "one of the two is dropped:\n{err}");
    assert!(err.contains("content/guide/first"), "{err}");
}

#[test]
fn a_page_that_is_not_utf8_is_reported_at_the_bad_bytes_line() {
    let site = SiteCopy::fixture("minimal");
    std::fs::write(
        site.path("content/p.en.md"),
        b"+++\ntitle = \"x\"\ndescription = \"caf\xe9\"\n+++\n",
    )
    .unwrap();
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains("error: ./content/p.en.md:3:"), "{err}");
}

#[test]
fn a_named_pipe_among_the_fluent_files_is_an_error_not_a_hang() {
    let site = SiteCopy::fixture("minimal");
    let fifo = site.path("locales/en/pipe.ftl");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let (code, err) = tabula_or_hang(&site, &["build"]).expect("the build hangs");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("locales/en/pipe.ftl:1:1:"), "{err}");
}

#[test]
fn a_message_defined_in_two_files_names_both() {
    let site = SiteCopy::fixture("minimal");
    site.write("locales/en/more.ftl", "# More.\nnot-found = Gone\n");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    // more.ftl is read first, so site.ftl's definition is the second one.
    assert_eq!(errors(&err), [
        "error: ./locales/en/site.ftl:5:1: [en] the message `not-found` is defined twice: first at ./locales/en/more.ftl:2, which is the one used; remove or rename this one",
    ]);
}

#[test]
fn a_message_defined_twice_in_one_file_names_both_lines() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "locales/en/more.ftl",
        "# More.\nextra = One\nother = Two\nextra = Three\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err), [
        "error: ./locales/en/more.ftl:4:1: [en] the message `extra` is defined twice: first at ./locales/en/more.ftl:2, which is the one used; remove or rename this one",
    ]);
}

#[test]
fn site_toml_errors_name_their_line_and_column() {
    for (from, to, want) in [
        ("[languages.de]", "[languages.de_DE]", "10:12: `de_DE` is not a BCP 47 language tag"),
        ("fallback = [\"en\"]", "fallback = [\"fr\"]", "12:13: languages.de.fallback names `fr`, which is not one of [languages]"),
        ("weight = 2", "weight = 2\ndir = \"up\"", "10:1: languages.de.dir is `up`: use `ltr` or `rtl`"),
        (".org\"", ".org/\"", "1:1: base_url `https://fixture.example.org/` ends with `/`; leave the trailing slash out"),
        ("default_language = \"en\"", "default_language = \"fr\"", "2:1: default_language is `fr`, which is not one of [languages]"),
        ("version = \"1.0\"", "version = \"1.0\"\ncolour = \"red\"", "4:1: unknown field `colour`"),
        ("version = \"1.0\"", "version = 1.0", "3:11: invalid type: floating point `1.0`, expected a string"),
        ("commit = \"fixture\"", "commit = \"fixture", "4:18: invalid basic string"),
        ("name = \"Deutsch\"\n", "", "10:1: missing field `name`"),
    ] {
        let site = SiteCopy::fixture("minimal");
        site.edit("content/site.toml", from, to);
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1, "{to}");
        assert!(err.starts_with(&format!("error: ./content/site.toml:{want}")), "{to}:\n{err}");
    }
}

#[test]
fn site_toml_reports_every_problem_at_once() {
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "content/site.toml",
        "fallback = [\"en\"]",
        "fallback = [\"fr\"]\ndir = \"up\"",
    );
    site.edit("content/site.toml", ".org\"", ".org/\"");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err).len(), 3, "{err}");
}

#[test]
fn template_syntax_errors_name_the_template_line_and_column() {
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/page.html",
        "<h1>{{ title }}</h1>",
        "<h1>{% if %}</h1>",
    );
    site.edit(
        "templates/home.html",
        "<h1>{{ title }}</h1>",
        "<h1>{{ title }</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let lines = errors(&err);
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].starts_with("error: ./templates/home.html:6:"),
        "{err}"
    );
    assert!(
        lines[1].starts_with(
            "error: ./templates/page.html:6:11: template: Failed to parse 'page.html'"
        ),
        "{err}"
    );
    // A template that extends a missing one.
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/page.html",
        "{% extends \"base.html\" %}",
        "{% extends \"nobase.html\" %}",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("Template 'page.html' is inheriting from 'nobase.html', which doesn't exist"),
        "{err}"
    );
}

#[test]
fn template_render_errors_name_the_template_the_page_and_the_language() {
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/page.html",
        "<h1>{{ title }}</h1>",
        "<h1>{{ nope }}</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains(
        "error: ./templates/page.html:1:1: [de] rendering ./content/guide/first.de.md for /de/guide/first: Failed to render 'page.html': Variable `nope` not found in context"
    ), "{err}");
    // Every page that uses the template: about and guide/first, in both languages.
    assert_eq!(errors(&err).len(), 4, "{err}");
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/home.html",
        "<h1>{{ title }}</h1>",
        "<h1>{{ t(key=\"no-such-message\") }}</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains(
        "[en] the message `no-such-message` is missing in `en`, where every language's chain ends, so the pages of de, en fail on it: add `no-such-message = …` to "
    ), "{err}");
    assert!(err.contains("(2 places fail on it: rendering ./content/_index.de.md for /de/ [de], rendering ./content/_index.en.md for /en/ [en])"), "{err}");
}

#[test]
fn a_template_that_includes_itself_is_an_error_not_a_crash() {
    let site = SiteCopy::fixture("minimal");
    site.write("templates/loop.html", "x{% include \"loop.html\" %}");
    site.edit(
        "templates/page.html",
        "<h1>{{ title }}</h1>",
        "<h1>{% include \"loop.html\" %}</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("templates/loop.html"), "{err}");
}

// Difference tables.

#[test]
fn a_difference_table_has_a_row_for_each_rule_that_differs_and_no_other() {
    let site = differences();
    site.build();
    let html = site.dist("en/senet/six/index.html");
    let label = |name: &str| -> String {
        let ftl = site.read("locales/en/rules.ftl");
        let line = ftl
            .lines()
            .find(|l| l.starts_with(&format!("rule-{name} = ")))
            .unwrap_or_else(|| panic!("no rule-{name}"));
        line.split_once(" = ").unwrap().1.to_string()
    };
    let tables: Vec<&str> = html.split("<div class=\"differences\">").skip(1).collect();
    assert_eq!(tables.len(), 2);
    let rows = table_rows(&html);
    // Six pieces instead of five: the setup, and how many to bear off to win; and
    // the option only this variant has.
    assert_eq!(rows.len(), 4, "{rows:#?}");
    assert!(
        rows[0].ends_with("Standard Senet | Six-piece Senet"),
        "{rows:#?}"
    );
    assert!(
        rows[1].starts_with(&format!("{} | ", label("pieces")))
            && rows[1].contains("10")
            && rows[1].contains("12"),
        "{}",
        rows[1]
    );
    assert!(
        rows[2].starts_with(&format!("{} | ", label("end")))
            && rows[2].contains('5')
            && rows[2].contains('6'),
        "{}",
        rows[2]
    );
    assert!(
        rows[3].starts_with(&format!("{} | ", label("options")))
            && rows[3].ends_with("As an option: captures."),
        "{}",
        rows[3]
    );
    // The option is compared with the same variant at its defaults: one row.
    let second = table_rows(&format!("<div class=\"differences\">{}", tables[1]));
    assert_eq!(second.len(), 2, "{second:#?}");
    assert!(
        second[0].ends_with("Six-piece Senet | Six-piece Senet with captures"),
        "{second:#?}"
    );
    assert!(
        second[1].starts_with(&format!("{} | ", label("landing"))),
        "{second:#?}"
    );
    // One more rule that differs, one more row.
    site.edit(
        "content/games/senet/six.toml",
        "extra_throw_on_pass = true",
        "extra_throw_on_pass = false",
    );
    site.build();
    let rows = table_rows(&site.dist("en/senet/six/index.html"));
    assert_eq!(rows.len(), 5, "{rows:#?}");
    assert!(
        rows.iter()
            .any(|r| r.starts_with(&format!("{} | ", label("pass")))),
        "{rows:#?}"
    );
}

#[test]
fn a_caption_names_the_variants_in_the_forms_its_language_writes() {
    let site = differences();
    site.build();
    let captions = |lang: &str| -> Vec<String> {
        site.dist(&format!("{lang}/senet/six/index.html"))
            .split("<caption>")
            .skip(1)
            .map(|c| c[..c.find("</caption>").unwrap()].to_string())
            .collect()
    };
    // English puts the names in their in-sentence form; German in the forms its
    // sentence needs, "vom" included.
    assert_eq!(
        captions("en"),
        [
            "How six-piece Senet differs from standard Senet",
            "How six-piece Senet with captures differs from six-piece Senet"
        ]
    );
    assert_eq!(
        captions("de")[0],
        "So unterscheidet sich Senet mit sechs Steinen vom Standard-Senet"
    );
    // A name without a form the language's messages use gives its bare name, and
    // `check` says so at its line.
    site.edit(
        "locales/de/variants.ftl",
        "    .sentence = Senet mit sechs Steinen\n    .von = vom Senet mit sechs Steinen\n",
        "",
    );
    site.edit("locales/de/variants.ftl", "    .sentence = Senet mit sechs Steinen und Schlagen\n    .von = vom Senet mit sechs Steinen und Schlagen\n", "");
    site.build();
    assert_eq!(
        captions("de")[1],
        "So unterscheidet sich Senet mit sechs Steinen und Schlagen Senet mit sechs Steinen"
    );
    let (_, out, _) = site.tabula(&["check"]);
    assert!(out.contains(
        "warning: locales/de/variants.ftl:1: [de] the name `variant-senet-six` has no `.sentence`, `.von` form, which the messages of `de` use (a sentence gets the bare name instead): add .sentence = …, .von = …"
    ), "{out}");
}

#[test]
fn changing_the_rule_data_changes_the_table_in_every_language() {
    let site = differences();
    site.build();
    let before: Vec<Vec<String>> = ["en", "de"]
        .iter()
        .map(|l| table_rows(&site.dist(&format!("{l}/senet/six/index.html"))))
        .collect();
    site.edit("content/games/senet/six.toml", "count = 6", "count = 8");
    site.build();
    for (i, lang) in ["en", "de"].iter().enumerate() {
        let after = table_rows(&site.dist(&format!("{lang}/senet/six/index.html")));
        assert_eq!(after.len(), before[i].len(), "{lang}");
        assert_eq!(after[0], before[i][0], "{lang}: the header");
        let pieces = &after[1];
        assert_ne!(pieces, &before[i][1], "{lang}");
        let variant_cell = pieces.rsplit(" | ").next().unwrap();
        assert!(
            variant_cell.contains('8') && variant_cell.contains("16"),
            "{lang}: {pieces}"
        );
        assert!(!variant_cell.contains("12"), "{lang}: {pieces}");
    }
}

#[test]
fn a_variant_that_does_not_differ_fails_at_its_block() {
    let site = differences();
    // Six pieces no more, and no option: the same rules as the standard game.
    site.edit("content/games/senet/six.toml", "count = 6", "count = 5");
    let rules = site.read("content/games/senet/six.toml");
    site.write(
        "content/games/senet/six.toml",
        &rules[..rules.find("[options.landing]").unwrap()],
    );
    for lang in ["en", "de"] {
        let page = site.read(&format!("content/senet/six.{lang}.md"));
        site.write(
            &format!("content/senet/six.{lang}.md"),
            &page[..page.find("```differences\noptions").unwrap()],
        );
    }
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err), [
        "error: ./content/senet/six.de.md:10:1: [de] differences block: no rule of senet/six differs from the rules it is compared with; remove the block or choose options",
        "error: ./content/senet/six.en.md:10:1: [en] differences block: no rule of senet/six differs from the rules it is compared with; remove the block or choose options",
    ]);
}

#[test]
fn difference_tables_label_every_cell_and_scope_their_headers() {
    let site = differences();
    site.build();
    for lang in ["en", "de"] {
        let page = site.dist(&format!("{lang}/senet/six/index.html"));
        let html = part(&page, "<div class=\"differences\">", "</table>");
        let heads: Vec<&str> = html
            .split("<th scope=\"col\">")
            .skip(1)
            .map(|s| &s[..s.find("</th>").unwrap()])
            .collect();
        assert_eq!(heads.len(), 3);
        assert_eq!(html.matches("<th scope=\"row\">").count(), 3);
        // Each cell is labelled with its column's header, for narrow screens.
        let labels: Vec<&str> = html
            .split("<td data-label=\"")
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
            .collect();
        assert_eq!(
            labels,
            [heads[1], heads[2], heads[1], heads[2], heads[1], heads[2]],
            "{lang}"
        );
        assert_eq!(html.matches("<td").count(), 6);
    }
}

#[test]
fn rule_data_errors_name_file_line_and_column() {
    let site = differences();
    site.edit(
        "content/games/senet/six.toml",
        "count = 6",
        "count = \"six\"",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(
        errors(&err),
        ["error: ./content/games/senet/six.toml:9:9: invalid type: string \"six\", expected u8"]
    );
    let site = differences();
    site.edit(
        "content/games/senet/six.toml",
        "default = \"swap\"",
        "default = \"nope\"",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err), ["error: ./content/games/senet/six.toml:47:1: options.landing.default is `nope`, which is not one of its values (capture, swap): make it one of them"]);
}

#[test]
fn a_rule_value_the_engine_rejects_is_reported_at_its_key() {
    let site = differences();
    site.edit("content/games/senet/six.toml", "count = 4", "count = 0");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("error: ./content/games/senet/six.toml:14:"),
        "{err}"
    );
}

// `tabula check`.

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

// The page template.

#[test]
fn a_page_renders_through_the_bundled_templates_as_its_snapshot() {
    let site = SiteCopy::fixture("page-template").with_bundled(&["templates"]);
    site.build();
    insta::assert_snapshot!("page-template-en", site.dist("en/guide/sample/index.html"));
}

// Typography.

#[test]
fn straight_double_quotes_in_prose_become_the_pages_languages_marks() {
    let site = SiteCopy::fixture("quotes");
    site.build();
    for (lang, heading, prose) in [
        (
            "en",
            "The “Word” heading",
            "Say “Word”, ‘once’ and Bell’s, not <code>\"code\"</code>; typed by hand: “Hand”.",
        ),
        (
            "de",
            "Die Überschrift „Wort“",
            "Sag „Wort“, <em>„betont“</em> und Bell’s, nicht <code>\"code\"</code>; von Hand gesetzt: „Hand“ und »Hand«.",
        ),
        (
            "da",
            "Overskriften »Ord«",
            "Sig »Ord«, ikke <code>\"code\"</code>; sat i hånden: »Hånd«.",
        ),
        // Written without spaces, where the Markdown reader cannot tell an opening
        // quote from a closing one.
        ("ja", "見出し「言葉」", "「言葉」と言う。手で書いたもの:「手」。"),
    ] {
        let html = site.dist(&format!("{lang}/quotes/index.html"));
        let content = part(&html, "<div class=\"content\"", "</div>");
        assert!(content.contains(&format!(">{heading}</h2>")), "{lang}:\n{content}");
        assert!(content.contains(&format!("<p>{prose}</p>")), "{lang}:\n{content}");
    }
}
