//! `tabula build` on copies of the bundled site in temporary folders: what the
//! built pages hold, what fails and how, and that builds are reproducible.

mod common;
use common::site::{snapshot_dir, table_rows, SiteCopy};

#[test]
fn the_bundled_site_builds_every_page_in_every_language() {
    let site = SiteCopy::new();
    site.build();
    for lang in ["en", "nb", "da", "cs", "ja", "de", "ar"] {
        for page in ["", "senet/", "ur/"] {
            let html = site.dist(&format!("{lang}/{page}index.html"));
            assert!(html.starts_with("<!DOCTYPE html>"));
        }
        assert!(site.dist(&format!("{lang}/404.html")).contains("<meta name=\"robots\" content=\"noindex\">"));
    }
    for lang in ["en", "nb", "da", "cs", "ja", "de"] {
        for page in [
            "about", "senet/rules", "senet/learn", "senet/variants", "senet/variants/bell", "senet/variants/jequier",
            "ur/rules", "ur/learn", "ur/variants", "ur/variants/bell", "ur/variants/masters",
        ] {
            let html = site.dist(&format!("{lang}/{page}/index.html"));
            assert!(!html.contains("<meta name=\"robots\" content=\"noindex\">"), "{lang}/{page} is a fallback");
        }
    }
    assert!(site.dist("sitemap.xml").starts_with("<?xml"));
    assert!(site.dist("robots.txt").contains("Sitemap: https://"));
    assert!(site.dist("index.html").contains("url=/en/"));
    assert!(site.dist("style.css").contains("prefers-color-scheme: dark"));
}

#[test]
fn pages_carry_language_direction_alternates_and_footer() {
    let site = SiteCopy::new();
    site.build();
    let html = site.dist("cs/senet/variants/jequier/index.html");
    assert!(html.contains("<html lang=\"cs\" dir=\"ltr\">"));
    assert!(html.contains("<link rel=\"canonical\" href=\"https://tabula.example.org/cs/senet/variants/jequier/\">"));
    for lang in ["en", "nb", "da", "de", "cs", "ja"] {
        assert!(html.contains(&format!(
            "<link rel=\"alternate\" hreflang=\"{lang}\" href=\"https://tabula.example.org/{lang}/senet/variants/jequier/\">"
        )), "{lang}");
    }
    assert!(html.contains("hreflang=\"x-default\" href=\"https://tabula.example.org/en/senet/variants/jequier/\""));
    assert!(!html.contains("hreflang=\"ar\""), "the page has no Arabic translation");
    assert!(html.contains("<meta property=\"og:title\""));
    assert!(html.contains("<meta name=\"description\""));
    // The footer names the version and, outside a repository, the configured commit.
    assert!(html.contains("0.1.0") && html.contains("unknown"), "footer");
    let ar = site.dist("ar/index.html");
    assert!(ar.contains("<html lang=\"ar\" dir=\"rtl\">"));
    // The left-to-right version and commit are isolated inside the Arabic footer.
    assert!(ar.contains("\u{2068}0.1.0\u{2069}"), "bidi isolation in the right-to-left footer");
}

#[test]
fn the_language_switcher_lists_only_languages_the_page_exists_in() {
    let site = SiteCopy::new();
    site.build();
    let rules = site.dist("en/senet/rules/index.html");
    let switcher = &rules[rules.find("class=\"languages\"").unwrap()..];
    let switcher = &switcher[..switcher.find("</nav>").unwrap()];
    assert!(switcher.contains("href=\"/cs/senet/rules/\""));
    assert!(!switcher.contains("/ar/"), "no Arabic rules page exists");
    let home = site.dist("en/index.html");
    assert!(home.contains("href=\"/ar/\" lang=\"ar\" hreflang=\"ar\""));
}

#[test]
fn a_missing_page_falls_back_visibly_and_is_kept_out_of_the_sitemap() {
    let site = SiteCopy::new();
    let err = site.build();
    assert!(err.contains("fallback: [ar] /senet/rules is not translated; shown from `en`"), "{err}");
    let html = site.dist("ar/senet/rules/index.html");
    assert!(html.contains("<html lang=\"ar\" dir=\"rtl\">"));
    assert!(html.contains("<div class=\"content\" lang=\"en\" dir=\"ltr\">"));
    assert!(html.contains("<h1 lang=\"en\" dir=\"ltr\">"), "the borrowed title is marked too");
    // Titles borrowed into other pages' navigation carry their language and direction.
    assert!(site.dist("ar/index.html").contains("<a href=\"/ar/about/\" lang=\"en\" dir=\"ltr\">"));
    assert!(html.contains("class=\"fallback-notice\""));
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
    // Links in the borrowed content stay in Arabic.
    assert!(html.contains("href=\"/ar/senet/learn/\""));
    assert!(!site.dist("sitemap.xml").contains("/ar/senet/rules/"));
    // --strict turns the fallback into an error.
    let (code, _, err) = site.tabula(&["build", "--strict"]);
    assert_eq!(code, 1);
    assert!(err.contains("--strict: the page `/senet/rules` has no `ar` translation"), "{err}");
}

#[test]
fn no_raw_message_id_or_placeholder_reaches_dist() {
    let site = SiteCopy::new();
    site.build();
    let mut ids = Vec::new();
    for file in ["locales/en/site.ftl", "locales/en/rules.ftl"] {
        for line in site.read(file).lines() {
            if let Some((id, _)) = line.split_once(" =") {
                if !id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                    ids.push(id.to_string());
                }
            }
        }
    }
    assert!(ids.len() > 50);
    for (name, bytes) in snapshot_dir(&site.path("dist")) {
        if !name.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8(bytes).unwrap();
        for bad in ["{$", "{ $", "Unknown localization key"] {
            assert!(!html.contains(bad), "{name} contains {bad:?}");
        }
        // Bidi isolation marks: only in the text of right-to-left pages, never in an
        // attribute or a URL.
        let rtl = html.contains(" dir=\"rtl\">");
        if !rtl {
            assert!(!html.contains('\u{2068}') && !html.contains('\u{2069}'), "{name} has isolation marks");
        }
        for attr in html.split("=\"").skip(1) {
            let value = &attr[..attr.find('"').unwrap_or(0)];
            assert!(!value.contains('\u{2068}') && !value.contains('\u{2069}'), "{name}: marks in an attribute: {value}");
        }
        for id in &ids {
            for raw in [format!(">{id}<"), format!(">{id} ")] {
                assert!(!html.contains(&raw), "{name} contains the message id {id}");
            }
        }
    }
}

#[test]
fn two_builds_give_byte_identical_output() {
    let site = SiteCopy::new();
    site.build();
    let first = snapshot_dir(&site.path("dist"));
    site.build();
    assert!(first == snapshot_dir(&site.path("dist")));
}

#[test]
fn a_failed_build_leaves_the_previous_site_whole_and_reports_every_error() {
    let site = SiteCopy::new();
    site.build();
    let before = snapshot_dir(&site.path("dist"));
    site.edit("content/senet/rules.en.md", "title = ", "title = = ");
    site.edit("content/ur/rules.cs.md", "+++\n", "+++\nbogus = 1\n");
    site.write("locales/nb/broken.ftl", "hello = { $\n");
    site.write("content/senet/extra.xx.md", "+++\ntitle = \"x\"\ndescription = \"x\"\n+++\n");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("panicked"));
    assert!(err.contains("content/senet/rules.en.md:2:"), "{err}");
    assert!(err.contains("[en]"), "{err}");
    assert!(err.contains("content/ur/rules.cs.md:2:1: [cs] front matter: unknown field `bogus`"), "{err}");
    assert!(err.contains("locales/nb/broken.ftl:1:"), "{err}");
    assert!(err.contains("unknown language tag `xx`"), "{err}");
    assert!(err.contains("4 errors"), "{err}");
    assert!(before == snapshot_dir(&site.path("dist")), "dist/ changed");
}

#[test]
fn bad_templates_rule_data_and_site_config_are_reported_with_positions() {
    let site = SiteCopy::new();
    site.edit("templates/page.html", "{% include \"partials/content.html\" %}", "{% include \"partials/content.html\" %}{{ oops(");
    site.edit("content/games/senet/bell.toml", "count = 10", "count = \"ten\"");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains("templates/page.html:"), "{err}");
    assert!(err.contains("content/games/senet/bell.toml:9:9: invalid type: string \"ten\""), "{err}");
    let site = SiteCopy::new();
    site.edit("content/site.toml", "[languages.ja]", "[languages.ja_JP]");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains("content/site.toml:") && err.contains("not a BCP 47 language tag"), "{err}");
}

#[test]
fn a_link_to_a_missing_page_names_its_line() {
    let site = SiteCopy::new();
    let text = site.read("content/about.de.md");
    let line = text.lines().count() + 2;
    site.write("content/about.de.md", &format!("{text}\n[kaputt](@/nowhere)\n"));
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains(&format!("content/about.de.md:{line}:1: [de] the link @/nowhere leads to no page")), "{err}");
}

#[test]
fn the_difference_table_follows_the_rule_data_in_every_language() {
    let site = SiteCopy::new();
    site.build();
    let en = table_rows(&site.dist("en/senet/variants/bell/index.html"));
    assert!(en.iter().any(|r| r.contains("10 pieces each, alternating on squares 1 to 20")), "{en:#?}");
    let cs_before = table_rows(&site.dist("cs/senet/variants/bell/index.html"));
    site.edit("content/games/senet/bell.toml", "count = 10", "count = 8");
    site.build();
    let en = table_rows(&site.dist("en/senet/variants/bell/index.html"));
    assert!(en.iter().any(|r| r.contains("8 pieces each, alternating on squares 1 to 16")), "{en:#?}");
    let cs_after = table_rows(&site.dist("cs/senet/variants/bell/index.html"));
    assert_ne!(cs_before, cs_after);
    let row = cs_after.iter().find(|r| r.contains("16")).expect("the Czech pieces row names square 16");
    assert!(row.contains('8'), "{row}");
}

#[test]
fn difference_tables_label_every_cell_and_scope_their_headers() {
    let site = SiteCopy::new();
    site.build();
    let page = site.dist("nb/ur/variants/bell/index.html");
    let start = page.find("<div class=\"differences\">").unwrap();
    let html = &page[start..start + page[start..].find("</table>").unwrap()];
    assert!(html.contains("<th scope=\"col\">"));
    assert!(html.contains("<th scope=\"row\">"));
    let cells = html.matches("<td data-label=\"").count();
    assert!(cells >= 8, "{cells}");
    assert_eq!(html.matches("<td").count(), cells);
}

#[test]
fn english_difference_tables_match_their_snapshots() {
    let site = SiteCopy::new();
    site.build();
    for page in ["senet/variants/bell", "senet/variants/jequier", "ur/variants/bell", "ur/variants/masters"] {
        let rows = table_rows(&site.dist(&format!("en/{page}/index.html")));
        insta::assert_snapshot!(page.replace('/', "-"), rows.join("\n"));
    }
}

#[test]
fn a_small_page_renders_as_its_snapshot() {
    let site = SiteCopy::new();
    site.write(
        "content/test.en.md",
        "+++\ntitle = \"A test page\"\ndescription = \"Checks the page template.\"\nkind = \"about\"\nweight = 99\n+++\n\n## First part\n\nSee [the rules](@/senet/rules#bearing-off) and <em>this</em>.\n\n## First part\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    site.build();
    insta::assert_snapshot!("test-page-en", site.dist("en/test/index.html"));
}

#[test]
fn the_sitemap_lists_every_translation_as_a_reciprocal_alternate() {
    let site = SiteCopy::new();
    site.build();
    let xml = site.dist("sitemap.xml");
    let urls: Vec<&str> = xml.split("<url>").skip(1).collect();
    assert!(urls.len() >= 6 * 14 + 3);
    for u in &urls {
        let loc = &u[u.find("<loc>").unwrap() + 5..u.find("</loc>").unwrap()];
        assert!(u.contains(&format!("href=\"{loc}\"")), "{loc} does not list itself");
        assert!(u.contains("hreflang=\"x-default\""));
        // Every alternate lists this one back.
        for alt in u.split("href=\"").skip(1).map(|s| &s[..s.find('"').unwrap()]) {
            let back = urls.iter().find(|o| o.contains(&format!("<loc>{alt}</loc>"))).expect("alternate has its own entry");
            assert!(back.contains(&format!("href=\"{loc}\"")), "{alt} does not list {loc}");
        }
    }
}

#[test]
fn tabula_check_reports_coverage_and_checks_links() {
    let site = SiteCopy::new();
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Translation coverage against `en`"));
    assert!(out.contains("Links:") && out.contains("0 broken"), "{out}");
    assert!(out.contains("untranslated page /senet/rules"), "{out}");
    let (code, _, _) = site.tabula(&["check", "--strict"]);
    assert_eq!(code, 1, "untranslated Arabic pages fail with --strict");
    // A variable the English message does not have is an error.
    site.edit("locales/de/site.ftl", "{ $version }", "{ $versoin }");
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 1);
    assert!(out.contains("the message `footer-version` uses $versoin that the reference does not have and does not use $version"), "{out}");
}
