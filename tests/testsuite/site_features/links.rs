//! `@/` links to pages in the page's language, heading ids and the anchors links name,
//! each error at its source line.

use super::{errors, part};
use crate::common::site::{snapshot_dir, SiteCopy};

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
