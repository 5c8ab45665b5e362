//! `tabula build` on a copy of the bundled site, as a whole: every page of every
//! language is made, builds are reproducible, the sitemap is reciprocal, no raw
//! message reaches a page, the difference tables of the real variants match their
//! snapshots, and `tabula check` passes. What a page lacks in a language is read
//! from the content files, never written here, so translating a page breaks nothing.
//! Each feature is tested on its own fixture site in `site_features.rs`. The tests
//! that only read the build share one (`common::site::bundled_build`); those that
//! change the site or build it again make their own copy.

use crate::common::site::{bundled_build, snapshot_dir, table_rows, SiteCopy};
use std::collections::BTreeSet;
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

/// How often a number stands alone in a page's main text (not inside a longer number).
fn mentions(html: &str, n: &str) -> usize {
    let main = &html[html.find("<main").unwrap()..html.find("</main>").unwrap()];
    let b = main.as_bytes();
    main.match_indices(n)
        .filter(|(i, _)| {
            let before = if *i == 0 { b' ' } else { b[i - 1] };
            let after = b.get(i + n.len()).copied().unwrap_or(b' ');
            !before.is_ascii_digit() && !after.is_ascii_digit() && before != b'#' && before != b'-'
        })
        .count()
}

#[test]
fn the_rules_pages_state_the_squares_the_rule_data_gives() {
    // Before: the shared build of the bundled site; after: a copy with the edit.
    let bundled = &bundled_build().site;
    let langs: Vec<String> = config(bundled)
        .language_tags()
        .into_iter()
        .filter(|l| {
            bundled
                .path(&format!("content/senet/rules.{l}.md"))
                .exists()
        })
        .collect();
    assert!(langs.len() >= 6, "{langs:?}");
    let before: Vec<(usize, usize)> = langs
        .iter()
        .map(|l| {
            let html = bundled.dist(&format!("{l}/senet/rules/index.html"));
            (mentions(&html, "15"), mentions(&html, "13"))
        })
        .collect();
    // The House of Rebirth moves from 15 to 13: every rules page says so, in every language.
    let site = SiteCopy::new();
    site.edit(
        "content/games/senet/standard.toml",
        "rebirth = 15",
        "rebirth = 13",
    );
    site.build();
    for (l, (fifteen, thirteen)) in langs.iter().zip(before) {
        let html = site.dist(&format!("{l}/senet/rules/index.html"));
        let moved = fifteen - mentions(&html, "15");
        assert!(moved >= 1, "[{l}] the rules page still says 15 as often");
        assert_eq!(
            mentions(&html, "13"),
            thirteen + moved,
            "[{l}] each 15 that went is a 13"
        );
    }
}

/// The headings of a Markdown page outside code blocks: (line, level, explicit id).
fn headings(md: &str) -> Vec<(usize, usize, Option<String>)> {
    let mut out = Vec::new();
    let mut fenced = false;
    for (i, line) in md.lines().enumerate() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        let level = line.chars().take_while(|c| *c == '#').count();
        if fenced || level == 0 || !line[level..].starts_with(' ') {
            continue;
        }
        let id = line
            .trim_end()
            .strip_suffix('}')
            .and_then(|l| l.rsplit_once("{#"))
            .map(|(_, id)| id.to_string());
        out.push((i + 1, level, id));
    }
    out
}

#[test]
fn rules_variant_and_tutorial_headings_have_explicit_ids_in_the_english_order() {
    // So that `@/senet/rules#bearing-off` leads to the same part in every language.
    let site = &bundled_build().site;
    let mut files: Vec<std::path::PathBuf> = Vec::new();
    for game in ["senet", "ur"] {
        for dir in [
            format!("content/{game}"),
            format!("content/{game}/variants"),
        ] {
            for e in std::fs::read_dir(site.path(&dir)).unwrap() {
                let p = e.unwrap().path();
                let name = p.file_name().unwrap().to_string_lossy().to_string();
                if name.ends_with(".md")
                    && (dir.ends_with("variants")
                        || name.starts_with("rules.")
                        || name.starts_with("learn."))
                {
                    files.push(p);
                }
            }
        }
    }
    assert!(files.len() > 60, "{files:?}");
    let mut missing = Vec::new();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(f).unwrap();
        let hs = headings(&text);
        for (line, _, id) in &hs {
            if id.is_none() {
                missing.push(format!("{}:{line}", f.display()));
            }
        }
        // The ids a translation shares with English come in the English order.
        let stem = name.split('.').next().unwrap();
        let english = std::fs::read_to_string(f.with_file_name(format!("{stem}.en.md"))).unwrap();
        let en_ids: Vec<String> = headings(&english).into_iter().filter_map(|h| h.2).collect();
        let shared: Vec<String> = hs
            .iter()
            .filter_map(|h| h.2.clone())
            .filter(|id| en_ids.contains(id))
            .collect();
        let in_english_order: Vec<String> = en_ids
            .iter()
            .filter(|id| shared.contains(id))
            .cloned()
            .collect();
        assert_eq!(shared, in_english_order, "{}", f.display());
    }
    assert!(
        missing.is_empty(),
        "headings without an explicit id: {missing:#?}"
    );
    for lang in config(site).language_tags() {
        assert!(
            site.dist(&page_file("senet/rules", &lang))
                .contains(" id=\"bearing-off\""),
            "{lang}"
        );
    }
}

#[test]
fn captions_put_variant_names_into_their_sentences_in_every_language() {
    let site = &bundled_build().site;
    let captions = |rel: &str| -> Vec<String> {
        site.dist(rel)
            .split("<caption>")
            .skip(1)
            .map(|c| c[..c.find("</caption>").unwrap()].to_string())
            .collect()
    };
    assert!(captions("en/ur/variants/bell/index.html").contains(
        &"How the Royal Game of Ur with Bell’s rules differs from the standard Royal Game of Ur"
            .to_string()
    ));
    assert!(captions("cs/senet/variants/bell/index.html")
        .contains(&"Čím se senet podle Bella liší od standardního senetu".to_string()));
    assert!(captions("da/senet/variants/bell/index.html")
        .contains(&"Sådan adskiller Bells Senet sig fra standardspillet".to_string()));
    for (name, bytes) in snapshot_dir(&site.path("dist")) {
        if !name.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8(bytes).unwrap();
        for bad in [
            "differs from Standard",
            "How Royal Game",
            "od varianty",
            "Standard-Senet sig",
        ] {
            assert!(!html.contains(bad), "{name}: {bad}");
        }
    }
}

#[test]
fn the_home_page_shows_each_game_with_its_board_and_the_ways_to_learn_and_play_it() {
    let site = &bundled_build().site;
    for (lang, learn, play) in [
        ("en", "Learn to play", "Play now"),
        ("de", "Spielen lernen", "Jetzt spielen"),
    ] {
        let home = site.dist(&format!("{lang}/index.html"));
        let games: Vec<&str> = home.split("<section class=\"game-card\"").skip(1).collect();
        assert_eq!(games.len(), 2, "Senet and Ur: {home}");
        for ((game, standard), card) in [("senet", "standard"), ("ur", "finkel")].iter().zip(&games)
        {
            // The board is the picture of the standard variant's start, drawn by the build.
            let src = card
                .split("<use href=\"/diagrams/")
                .nth(1)
                .and_then(|s| s.split(".svg#diagram").next())
                .expect("a board");
            assert!(site.exists(&format!("dist/diagrams/{src}.svg")), "{src}");
            assert!(
                card.contains(&format!("<a href=\"/{lang}/{game}/learn/\">{learn}</a>")),
                "{card}"
            );
            assert!(
                card.contains(&format!(
                    "<a href=\"/{lang}/{game}/play/{standard}/\">{play}</a>"
                )),
                "{card}"
            );
        }
    }
    // Every variant's card shows its board.
    let variants = site.dist("en/ur/variants/index.html");
    let cards = variants
        .split("<li><a href=")
        .skip(1)
        .filter(|c| c.contains("card-title"))
        .count();
    assert!(cards >= 4, "{variants}");
    assert_eq!(
        variants.matches("<svg class=\"card-board\"").count(),
        cards,
        "{variants}"
    );
}

#[test]
fn every_rules_page_opens_with_the_board_and_its_route() {
    let site = &bundled_build().site;
    for lang in ["en", "nb", "da", "de", "cs", "ja", "ar"] {
        for game in ["senet", "ur"] {
            let html = site.dist(&format!("{lang}/{game}/rules/index.html"));
            let main = html.split("<main").nth(1).unwrap();
            // The first figure comes before the first section, and shows a route.
            let figure = main.find("<figure class=\"diagram").expect("a board");
            let section = main.find("<h2").unwrap();
            assert!(figure < section, "{lang}/{game}");
            assert!(main[figure..].contains("data-route=\"1\""), "{lang}/{game}");
        }
    }
}

#[test]
fn a_figure_s_notation_is_language_neutral_code_labelled_as_notation_in_every_language() {
    // The notation's keywords (`turn:`, `off:`) are the same in every language: the
    // code is marked left to right and not to be translated, and the label before it
    // says it is notation, in the page's language.
    let site = &bundled_build().site;
    let labels = [
        ("en", "Position in notation:"),
        ("nb", "Stillingen i notasjon:"),
        ("da", "Stillingen i notation:"),
        ("de", "Stellung in Notation:"),
        ("cs", "Postavení v\u{a0}notaci:"), // no line break after a one-letter word
        ("ja", "記法で表した局面："),
        ("ar", "الوضع بالترميز:"),
    ];
    for (lang, label) in labels {
        let html = site.dist(&format!("{lang}/ur/learn/index.html"));
        let expected = format!(
            "<span class=\"notation\"><span class=\"label\">{label}</span> <code dir=\"ltr\" translate=\"no\">1:- 2:- turn:1</code>"
        );
        assert!(html.contains(&expected), "{lang}: no {expected}");
        assert!(!html.contains("<code>1:"), "{lang}: notation not marked");
    }
}

/// FNV-1a, 32 bits: what the offline worker computes in the browser.
fn fnv32(bytes: &[u8]) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}

#[test]
fn the_offline_worker_knows_every_page_and_engine_file_by_the_digest_of_its_bytes() {
    let site = &bundled_build().site;
    let worker = site.dist_raw("sw.js");
    let json_after = |name: &str| -> serde_json::Value {
        let from = worker.find(&format!("const {name} = ")).unwrap() + name.len() + 9;
        let end = worker[from..].find(";\n").unwrap();
        serde_json::from_str(&worker[from..from + end]).unwrap()
    };
    let files = json_after("FILES");
    let files = files.as_object().unwrap();
    // Every page, the engine and the style sheet, each with its bytes' digest.
    for url in [
        "/en/ur/play/finkel/",
        "/ar/senet/rules/",
        "/404.html",
        "/engine/tabula.wasm",
        "/engine/rules.json",
        "/engine/words.ja.json",
        "/style.css",
    ] {
        let rel = if url.ends_with('/') {
            format!("{}index.html", &url[1..])
        } else {
            url[1..].to_string()
        };
        let bytes = std::fs::read(site.path(&format!("dist/{rel}"))).unwrap();
        assert_eq!(files[url], fnv32(&bytes), "{url}");
    }
    assert!(!files.contains_key("/sitemap.xml"));
    assert!(files
        .keys()
        .all(|u| !u.starts_with("/diagrams/") && !u.starts_with("/pagefind/")));
    // Kept as soon as the worker is installed: the engine and the root's static files.
    let keep = json_after("KEEP");
    let keep: Vec<&str> = keep
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(
        keep.contains(&"/engine/tabula.wasm") && keep.contains(&"/style.css"),
        "{keep:?}"
    );
    assert!(keep.iter().all(|u| !u.ends_with('/')), "{keep:?}");
    // Its cache is named by the build.
    assert!(worker.contains("const BUILD = \"") && !worker.contains("__BUILD__"));
    let manifest: serde_json::Value =
        serde_json::from_str(&site.dist_raw("manifest.webmanifest")).unwrap();
    assert_eq!(manifest["name"], "Ancient Race Games");
    assert_eq!(manifest["start_url"], "/en/");
    assert!(site
        .dist_raw("en/index.html")
        .contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"));
}

#[test]
fn a_new_build_of_a_changed_page_has_a_new_worker_and_a_static_worker_is_refused() {
    let site = SiteCopy::new();
    assert_eq!(site.tabula(&["build"]).0, 0);
    let first = site.dist_raw("sw.js");
    site.edit(
        "content/senet/rules.en.md",
        "These are the rules",
        "Here are the rules",
    );
    assert_eq!(site.tabula(&["build"]).0, 0);
    let second = site.dist_raw("sw.js");
    let build = |w: &str| w.split("const BUILD = \"").nth(1).unwrap()[..8].to_string();
    assert_ne!(build(&first), build(&second));
    site.write("static/sw.js", "// my own worker\n");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("static/sw.js: this static file would replace `sw.js`"),
        "{err}"
    );
}
