//! Breadcrumbs: the ancestors of a page that exist, then the page.

use super::part;
use crate::common::site::SiteCopy;

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
