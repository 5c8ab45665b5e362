//! The bundled site as a whole: every page of every language made, two builds byte for
//! byte the same, no raw message id or placeholder in `dist/`, a reciprocal sitemap,
//! and `tabula check` passing.

use super::{config, page_file};
use crate::common::site::{bundled_build, snapshot_dir, SiteCopy};
use std::collections::BTreeSet;

#[test]
fn the_bundled_site_builds_every_page_in_every_language() {
    let built = bundled_build();
    let (site, err) = (&built.site, &built.report);
    let config = config(site);
    let written: BTreeSet<(String, String)> = site.page_files().into_iter().collect();
    let paths: BTreeSet<&String> = written.iter().map(|(p, _)| p).collect();
    assert!(paths.contains(&String::new()), "a home page");
    let noindex = "<meta name=\"robots\" content=\"noindex\">";
    for lang in config.language_tags() {
        for path in &paths {
            let own = written.contains(&((*path).clone(), lang.clone()));
            let chain = config.chain(&lang);
            let source = chain
                .iter()
                .find(|l| written.contains(&((*path).clone(), (*l).clone())));
            let file = page_file(path, &lang);
            let Some(source) = source else {
                assert!(
                    !site.exists(&format!("dist/{file}")),
                    "{file}: no language of its chain has it"
                );
                continue;
            };
            let html = site.dist(&file);
            assert!(
                html.starts_with(&format!(
                    "<!DOCTYPE html>\n<html lang=\"{lang}\" dir=\"{}\">",
                    config.dir(&lang)
                )),
                "{file}"
            );
            let line =
                format!("fallback: [{lang}] /{path} is not translated; shown from `{source}`");
            if own {
                assert!(!html.contains(noindex), "{file} is its own translation");
                assert!(!err.contains(&line), "{line}");
            } else {
                assert!(html.contains(noindex), "{file} is borrowed");
                assert!(html.contains("class=\"fallback-notice\""), "{file}");
                assert!(
                    html.contains(&format!("<div class=\"content\" lang=\"{source}\"")),
                    "{file}"
                );
                // The summary names the first untranslated pages of a language and counts the rest.
                assert!(
                    err.contains(&line) || err.contains(&format!("fallback: [{lang}] and ")),
                    "{line}\n{err}"
                );
            }
        }
        assert!(
            site.dist(&format!("{lang}/404.html")).contains(noindex),
            "{lang}"
        );
    }
    let default = &config.default_language;
    assert!(site
        .dist("index.html")
        .contains(&format!("url=/{default}/")));
    assert_eq!(
        site.dist("404.html"),
        site.dist(&format!("{default}/404.html"))
    );
    assert!(site.dist("sitemap.xml").starts_with("<?xml"));
    assert!(site
        .dist("robots.txt")
        .contains(&format!("Sitemap: {}/sitemap.xml", config.base_url)));
    for (name, bytes) in snapshot_dir(&site.path("static")) {
        assert!(
            std::fs::read(site.path(&format!("dist/{name}"))).unwrap() == bytes,
            "static/{name} is copied as it is"
        );
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
fn no_raw_message_id_or_placeholder_reaches_dist() {
    let site = &bundled_build().site;
    let mut ids = Vec::new();
    for file in [
        "locales/en/site.ftl",
        "locales/en/rules.ftl",
        "locales/en/diagrams.ftl",
    ] {
        for line in site.read(file).lines() {
            if let Some((id, _)) = line.split_once(" =") {
                if !id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                    ids.push(id.to_string());
                }
            }
        }
    }
    assert!(ids.len() > 50);
    let mut pages = 0;
    for (name, bytes) in snapshot_dir(&site.path("dist")) {
        if !name.ends_with(".html") {
            continue;
        }
        pages += 1;
        let html = String::from_utf8(bytes).unwrap();
        for bad in ["{$", "{ $", "Unknown localization key"] {
            assert!(!html.contains(bad), "{name} contains {bad:?}");
        }
        // Bidi isolation marks: only in the text of right-to-left pages, never in an
        // attribute or a URL.
        if !html.contains(" dir=\"rtl\">") {
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
        for id in &ids {
            for raw in [format!(">{id}<"), format!(">{id} ")] {
                assert!(!html.contains(&raw), "{name} contains the message id {id}");
            }
        }
    }
    assert!(pages >= site.page_files().len());
}

#[test]
fn the_sitemap_lists_every_translation_as_a_reciprocal_alternate() {
    let site = &bundled_build().site;
    let base = config(site).base_url;
    let xml = site.dist("sitemap.xml");
    let urls: Vec<&str> = xml.split("<url>").skip(1).collect();
    let mut locs: Vec<String> = urls
        .iter()
        .map(|u| u[u.find("<loc>").unwrap() + 5..u.find("</loc>").unwrap()].to_string())
        .collect();
    locs.sort();
    let mut want: Vec<String> = site
        .page_files()
        .iter()
        .map(|(p, l)| format!("{base}/{}", page_file(p, l).trim_end_matches("index.html")))
        .collect();
    // And the play page of every variant, in every language.
    let catalogue = tabula::rules::Catalogue::bundled();
    for lang in config(site).languages.keys() {
        for id in catalogue.variants.keys() {
            want.push(format!(
                "{base}/{lang}/{}/",
                tabula::site::play::path_of(id)
            ));
        }
    }
    // And the exercises of every variant whose standard options `tabula solve` mined
    // exercises for, in every language.
    let solved = tabula::solved::Library::load(&site.path("content/solved")).unwrap();
    for (id, variant) in &catalogue.variants {
        let set = tabula::stats::play::complete(variant, &Default::default());
        if solved
            .get(&set)
            .is_some_and(|(_, s)| !s.exercises.is_empty())
        {
            for lang in config(site).languages.keys() {
                want.push(format!(
                    "{base}/{lang}/{}/",
                    tabula::site::exercises::path_of(id)
                ));
            }
        }
    }
    want.sort();
    assert_eq!(
        locs, want,
        "one entry for each page written in its language, each play page and each exercise page"
    );
    for u in &urls {
        let loc = &u[u.find("<loc>").unwrap() + 5..u.find("</loc>").unwrap()];
        assert!(
            u.contains(&format!("href=\"{loc}\"")),
            "{loc} does not list itself"
        );
        // Every alternate lists this one back.
        for alt in u
            .split("href=\"")
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
        {
            let back = urls
                .iter()
                .find(|o| o.contains(&format!("<loc>{alt}</loc>")))
                .expect("alternate has its own entry");
            assert!(
                back.contains(&format!("href=\"{loc}\"")),
                "{alt} does not list {loc}"
            );
        }
    }
}

#[test]
fn the_bundled_site_passes_tabula_check() {
    // `check` only reads the site: the shared copy will do.
    let site = &bundled_build().site;
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Translation coverage against `en`"), "{out}");
    assert!(out.contains(", 0 broken\n"), "{out}");
    assert!(!out.lines().any(|l| l.starts_with("error:")), "{out}");
}
