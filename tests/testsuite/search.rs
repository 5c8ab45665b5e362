//! Search, contents and reading order, on the search fixture (`tests/fixtures/search/`):
//! the index `tabula build` makes at `/pagefind/` (one per language, each page once, in
//! its own language; `search = false` kept out), the search box and its words, a site
//! without search, the language bundles kept in the cache, the contents of a long page
//! and the links through a game's pages. The box in a browser, and a query's ranking on
//! the bundled site, are checked by `browser/search.mjs`.

use crate::common::site::SiteCopy;
use std::path::Path;

fn site() -> SiteCopy {
    SiteCopy::fixture("search").with_bundled(&[
        "templates",
        "static",
        "locales/en/site.ftl",
        "locales/de/site.ftl",
    ])
}

/// Each language of the index with its page count, from Pagefind's entry file.
fn indexed(site: &SiteCopy) -> Vec<(String, u64)> {
    let entry: serde_json::Value =
        serde_json::from_str(&site.dist("pagefind/pagefind-entry.json")).unwrap();
    entry["languages"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(lang, l)| (lang.clone(), l["page_count"].as_u64().unwrap()))
        .collect()
}

/// The folders of a cache's language bundles.
fn bundles(cache: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(cache.join("search"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    out.sort();
    out
}

#[test]
fn the_index_holds_every_searchable_page_once_in_its_own_language() {
    let site = site();
    site.build();
    // en: home, the race, its rules, its tutorial (not the hidden page); de: home, the
    // race, its rules (its tutorial is the English one, borrowed: indexed in English only).
    assert_eq!(
        indexed(&site),
        [("de".to_string(), 3), ("en".to_string(), 4)]
    );
    assert!(site.exists("dist/de/race/learn/index.html"));
    assert!(site.exists("dist/pagefind/pagefind.js"));
    // Pagefind's script is the standard one, at its standard place.
    assert!(site.dist("pagefind/pagefind.js").contains("search"));
    // What is indexed is marked in the page.
    assert!(site
        .dist("en/race/rules/index.html")
        .contains("<main id=\"main\" data-pagefind-body"));
}

#[test]
fn every_page_has_a_search_box_with_its_own_languages_words() {
    let site = site();
    site.build();
    let en = site.dist("en/race/index.html");
    let de = site.dist("de/race/index.html");
    assert!(en.contains("<form class=\"site-search\" role=\"search\" hidden"));
    assert!(en.contains("<label for=\"site-search-input\">Search the site</label>"));
    assert!(
        en.contains("pages found"),
        "English count in the box's words"
    );
    assert!(de.contains("<label for=\"site-search-input\">Website durchsuchen</label>"));
    assert!(
        de.contains("Seiten gefunden"),
        "German count in the box's words"
    );
    assert!(!de.contains("pages found"), "no English in the German box");
    // Nothing of search is loaded with the page: only when the box has focus.
    assert!(!en.contains("<script type=\"module\" src=\"/engine/search.js\""));
    assert!(en.contains("import(\"/engine/search.js\")"));
}

#[test]
fn a_site_without_search_has_no_index_and_no_box() {
    let site = site();
    site.edit(
        "content/site.toml",
        "commit = \"abc1234\"",
        "commit = \"abc1234\"\nsearch = false",
    );
    site.build();
    assert!(!site.exists("dist/pagefind"));
    assert!(!site.dist("en/race/index.html").contains("site-search"));
}

#[test]
fn a_site_made_before_the_search_box_builds_and_says_which_words_it_lacks() {
    let site = site();
    for lang in ["en", "de"] {
        let rel = format!("locales/{lang}/site.ftl");
        let text = site.read(&rel);
        let kept: Vec<&str> = text
            .lines()
            .filter(|l| {
                !l.starts_with("search-results")
                    && !l.starts_with("    [")
                    && !l.starts_with("   *[")
                    && *l != "}"
            })
            .collect();
        site.write(&rel, &kept.join("\n"));
    }
    let err = site.build();
    assert!(
        err.contains("search-results") && err.contains("no search box"),
        "a warning names the missing message:\n{err}"
    );
    assert!(!site
        .dist("en/race/index.html")
        .contains("class=\"site-search\""));
    // The index is made all the same.
    assert_eq!(indexed(&site).len(), 2);
}

#[test]
fn a_language_whose_pages_did_not_change_takes_its_index_from_the_cache() {
    let site = site();
    let cache = tempfile::tempdir().unwrap();
    let build = |site: &SiteCopy| {
        let (code, _, err) = site.tabula_with_cache(&["build"], cache.path());
        assert_eq!(code, 0, "{err}");
    };
    build(&site);
    let before = bundles(cache.path());
    assert_eq!(before.len(), 2, "{before:?}");
    site.edit(
        "content/race/rules.en.md",
        "thirty squares",
        "thirty-one squares",
    );
    build(&site);
    let after = bundles(cache.path());
    assert_eq!(
        after.len(),
        2,
        "the older English bundle is dropped: {after:?}"
    );
    assert_eq!(before[0], after[0], "the German bundle is the same");
    assert_ne!(before[1], after[1], "the English bundle is made again");
    // A bundle taken from the cache gives the same files as one made afresh.
    let from_cache = site.dist("pagefind/pagefind-entry.json");
    let fresh = tempfile::tempdir().unwrap();
    let (code, _, err) = site.tabula_with_cache(&["build"], fresh.path());
    assert_eq!(code, 0, "{err}");
    assert_eq!(site.dist("pagefind/pagefind-entry.json"), from_cache);
}

#[test]
fn a_page_of_three_sections_has_contents_and_a_page_of_two_has_none() {
    let site = site();
    site.build();
    let learn = site.dist("en/race/learn/index.html");
    let toc = &learn[learn.find("<nav class=\"toc\"").expect("contents")..];
    let toc = &toc[..toc.find("</nav>").unwrap()];
    let links: Vec<&str> = toc
        .split("href=\"")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    assert_eq!(
        links,
        ["#set-up", "#well-of-reeds", "#getting-out", "#finish"]
    );
    assert!(toc.contains("On this page"));
    // The subsection is inside its section's entry.
    let well = &toc[toc.find("#well-of-reeds").unwrap()..toc.find("#finish").unwrap()];
    assert!(well.contains("<ol>") && well.contains("#getting-out"));
    assert!(!site
        .dist("en/race/rules/index.html")
        .contains("class=\"toc\""));
}

/// The previous and next links of a page: (href, title) each.
fn pager(html: &str) -> (Option<String>, Option<String>) {
    let link = |class: &str| {
        let at = html.find(&format!("<a class=\"{class}\""))?;
        let rest = &html[at..];
        let href = rest.split("href=\"").nth(1)?;
        Some(href[..href.find('"')?].to_string())
    };
    (link("pager-prev"), link("pager-next"))
}

#[test]
fn a_games_pages_link_to_their_neighbours_in_reading_order() {
    let site = site();
    site.build();
    let some = |s: &str| Some(s.to_string());
    assert_eq!(
        pager(&site.dist("en/race/index.html")),
        (None, some("/en/race/rules/"))
    );
    assert_eq!(
        pager(&site.dist("en/race/rules/index.html")),
        (some("/en/race/"), some("/en/race/learn/"))
    );
    assert_eq!(
        pager(&site.dist("en/race/hidden/index.html")),
        (some("/en/race/learn/"), None)
    );
    // A page outside every game has none.
    assert!(!site.dist("en/index.html").contains("class=\"pager\""));
    // In German, the borrowed tutorial is named in English, marked as English.
    let rules = site.dist("de/race/rules/index.html");
    assert!(rules.contains(
        "<a class=\"pager-next\" rel=\"next\" href=\"/de/race/learn/\"><span class=\"pager-dir\">Weiter</span> <span class=\"pager-title\" lang=\"en\""
    ), "{rules}");
}

#[test]
fn a_language_that_writes_small_counts_in_words_gives_the_search_box_those_texts_whole() {
    // Norwegian writes counts up to twelve in words ("Tre sider funnet"): the box gets
    // those texts whole, and for larger counts a text whose digits the script fills in,
    // taken from a count written in digits (not "Null sider funnet" with nothing to fill).
    let site = &crate::common::site::bundled_build().site;
    let nb = site.dist("nb/index.html");
    assert!(
        nb.contains("&quot;3&quot;:&quot;Tre sider funnet&quot;"),
        "{nb}"
    );
    assert!(
        nb.contains("&quot;other&quot;:&quot;{count} sider funnet&quot;"),
        "{nb}"
    );
    // English writes digits: only the one count it words is given whole.
    let en = site.dist("en/index.html");
    assert!(
        en.contains("&quot;spelled&quot;:{&quot;1&quot;:&quot;One page found&quot;}"),
        "{en}"
    );
}
