//! Titles, directions and the footer: titles borrowed into navigation with their
//! language, the root page, each page's direction, version and commit, and the
//! isolation of placeables on right-to-left pages.

use super::{part, translations};
use crate::common::site::snapshot_dir;

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
    // An Arabic word needs no marks inside Arabic text, and marks would cut it from
    // a prefix joined to it.
    assert!(
        notice.contains("باللغة الإنجليزية") && !notice.contains("\u{2068}الإنجليزية"),
        "the language named in an Arabic notice is not isolated: {notice}"
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
