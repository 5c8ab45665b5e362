//! What the bundled pages say and show: the squares the rule data gives, explicit
//! heading ids in the English order, captions with variant names, the home page, each
//! rules page's board and route, and notation as language-neutral code.

use super::{config, page_file};
use crate::common::site::{bundled_build, snapshot_dir, SiteCopy};

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
    // says it is notation, a code, in the page's language, with the space the language
    // sets after it (none after a full-width colon).
    let site = &bundled_build().site;
    let labels = [
        ("en", "Notation for this position:", " "),
        ("nb", "Stillingen i notasjon (lik på alle språk):", " "),
        ("da", "Stillingen som kode (ens på alle sprog og derfor på engelsk: turn = tur, off = båret af):", " "),
        ("de", "Stellung als Code:", " "),
        ("cs", "Kód postavení pro herní program:", " "),
        ("ja", "この局面の記法（全言語共通のコードで、キーワードは英語です）：", ""), // no space after a full-width colon
        ("ar", "ترميز هذا الوضع (رمز يقرؤه البرنامج، وهو واحد في كل اللغات):", " "),
    ];
    for (lang, label, space) in labels {
        let html = site.dist(&format!("{lang}/ur/learn/index.html"));
        let expected = format!(
            "<span class=\"notation\"><span class=\"label\">{label}</span>{space}<code dir=\"ltr\" translate=\"no\">1:- 2:- turn:1</code>"
        );
        assert!(html.contains(&expected), "{lang}: no {expected}");
        assert!(!html.contains("<code>1:"), "{lang}: notation not marked");
    }
}

#[test]
fn bells_marks_are_listed_in_order_in_a_right_to_left_table() {
    // "X, III, II and I" in every language; in Arabic each mark is isolated, so that
    // the Latin marks keep the list's right-to-left order instead of one left-to-right
    // run that a reader would meet backwards.
    let site = &bundled_build().site;
    let en = site.dist("en/senet/variants/bell/index.html");
    assert!(en.contains("are marked X, III, II and I."), "{en}");
    let ar = site.dist("ar/senet/variants/bell/index.html");
    assert!(
        ar.contains("\u{2068}X\u{2069} و\u{2068}III\u{2069} و\u{2068}II\u{2069}"),
        "{ar}"
    );
}
