//! `tabula build` on a copy of the bundled site, as a whole: every page of every
//! language is made, builds are reproducible, the sitemap is reciprocal, no raw
//! message reaches a page, the difference tables of the real variants match their
//! snapshots, and `tabula check` passes. What a page lacks in a language is read
//! from the content files, never written here, so translating a page breaks nothing.
//! Each feature is tested on its own fixture site in `site_features`. The tests
//! that only read the build share one (`common::site::bundled_build`); those that
//! change the site or build it again make their own copy.

mod offline;
mod pages;
mod whole_site;

use crate::common::site::{bundled_build, table_rows, SiteCopy};
use tabula::site::config::SiteConfig;

fn config(site: &SiteCopy) -> SiteConfig {
    SiteConfig::load(&site.path("content/site.toml")).unwrap()
}

/// `dist/` file of a page: `en/index.html`, `de/senet/rules/index.html`.
fn page_file(path: &str, lang: &str) -> String {
    if path.is_empty() {
        format!("{lang}/index.html")
    } else {
        format!("{lang}/{path}/index.html")
    }
}

#[test]
fn english_difference_tables_match_their_snapshots() {
    let site = &bundled_build().site;
    for page in [
        "senet/variants/bell",
        "senet/variants/jequier",
        "ur/variants/bell",
        "ur/variants/options",
    ] {
        let rows = table_rows(&site.dist(&format!("en/{page}/index.html")));
        insta::assert_snapshot!(page.replace('/', "-"), rows.join("\n"));
    }
}
