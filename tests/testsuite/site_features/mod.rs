//! Site features, each on a small fixture site made for it (`tests/fixtures/<feature>/`,
//! each with a README saying what it exercises): fallback pages and messages, the
//! language switcher, alternates, breadcrumbs, borrowed titles, right-to-left pages,
//! `@/` links, difference tables, `tabula check`, and how every kind of error is
//! reported. Whole-site tests of the bundled site are in `site_build`.
//!
//! Fixtures that have no `templates/` are shown through the bundled templates (copied
//! in with [`SiteCopy::with_bundled`]), so these tests check what readers get; no test
//! here depends on what the bundled content has or lacks.

mod breadcrumbs;
mod check;
mod counts_in_words;
mod difference_tables;
mod failures;
mod fallback;
mod languages;
mod links;
mod titles;
mod typography;

use crate::common::site::SiteCopy;

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

// The page template.

#[test]
fn a_page_renders_through_the_bundled_templates_as_its_snapshot() {
    let site = SiteCopy::fixture("page-template").with_bundled(&["templates"]);
    site.build();
    insta::assert_snapshot!("page-template-en", site.dist("en/guide/sample/index.html"));
}
