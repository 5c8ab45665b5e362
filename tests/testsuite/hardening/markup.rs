//! What a site's text puts into its pages' markup and scripts: a base URL, a translated
//! phrase, an option value in a play link and a replay's record cannot break them.

use crate::common;
use crate::common::site::SiteCopy;

#[test]
fn base_url_must_be_an_address_and_cannot_inject_markup() {
    let site = SiteCopy::fixture("minimal");
    for bad in [
        "x\"><script>alert(1)</script>",
        "https://a.org/\"><script>",
        "javascript:alert(1)",
        "https://",
        "https://a.org/",
        "https://a b.org",
        "https://a.org?q=1",
    ] {
        site.edit(
            "content/site.toml",
            site.read("content/site.toml").lines().next().unwrap(),
            &format!("base_url = '{bad}'"),
        );
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1, "{bad}: {err}");
        assert!(
            err.contains("content/site.toml:1:1: base_url"),
            "{bad}: {err}"
        );
        assert!(!site.path("dist").exists());
    }
    site.edit(
        "content/site.toml",
        site.read("content/site.toml").lines().next().unwrap(),
        "base_url = 'https://example.org/games'",
    );
    site.build();
    assert!(site
        .dist("index.html")
        .contains("href=\"https://example.org/games/en/\""));
    assert!(site
        .dist("robots.txt")
        .contains("Sitemap: https://example.org/games/sitemap.xml"));
}

/// The JSON inside each play page's `<script id="tabula-words">`, up to the first
/// `</script>` after it, as the HTML parser would end it (or the rest of the page).
fn words_script(html: &str) -> &str {
    let open = r#"<script type="application/json" id="tabula-words">"#;
    let start = html.find(open).expect("no #tabula-words") + open.len();
    let rest = &html[start..];
    &rest[..rest.find("</script>").unwrap_or(rest.len())]
}

#[test]
fn a_translated_phrase_cannot_break_a_pages_script() {
    // `<!--<script>` puts the HTML parser where `</script>` no longer ends the element:
    // the words would swallow play.js and the footer. Every `<` of JSON in a page is
    // written `\u003c`, in the language that says it and in one that falls back to it.
    let site = SiteCopy::new();
    let phrase = "Undo <!--<script> </script>";
    site.edit(
        "locales/en/play.ftl",
        "try-undo = Undo",
        &format!("try-undo = {phrase}"),
    );
    let de = site.read("locales/de/play.ftl");
    let line = de.lines().find(|l| l.starts_with("try-undo =")).unwrap();
    site.edit("locales/de/play.ftl", line, "");
    site.build();
    for lang in ["en", "de"] {
        let html = site.dist(&format!("{lang}/ur/play/finkel/index.html"));
        let json = words_script(&html);
        assert!(
            !json.contains('<'),
            "{lang}: a `<` in the page's JSON: {json}"
        );
        let words: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(words["m"]["try-undo"], phrase, "{lang}");
        assert!(
            html.contains(r#"<script type="module" src="/engine/play.js"></script>"#),
            "{lang}"
        );
    }
}

#[test]
fn an_option_value_with_commas_colons_or_percents_reads_back_from_a_play_link() {
    // The `o` field is `name:value,name:value`: a value holding `,` or `:` would be cut
    // apart, so they are percent-encoded in it (and `%` itself), then the field is
    // escaped for the fragment; the play page reads it back (browser/play.mjs checks
    // the same link there).
    let options = std::collections::BTreeMap::from([
        ("route".to_string(), "masters,x:y%".to_string()),
        ("pieces".to_string(), "5".to_string()),
    ]);
    assert_eq!(
        tabula::diagram::play_url("en", "ur/finkel", &options, "1:4 2:- turn:2", None),
        "/en/ur/play/finkel/#v=ur/finkel&o=pieces:5,route:masters%252Cx%253Ay%2525&p=1:4%202:-%20turn:2"
    );
}

#[test]
fn a_replay_that_finishes_its_game_links_the_play_page_to_its_record() {
    // The play page takes no finished start (the engine does not check that a result
    // written in a position agrees with its pieces): a figure whose replay ends the game
    // links the record, which the play page replays to the same end.
    let rules = common::rules("ur/blitz");
    let game = rules.random_game(3, 10_000, true);
    assert!(game.plies.last().unwrap().after.result.is_some());
    let replay: Vec<String> = game
        .plies
        .iter()
        .map(|p| match &p.chosen {
            None => format!("{}:pass", p.throw),
            Some(m) if m.from == 0 => format!("{}:hand", p.throw),
            Some(m) => format!("{}:{}", p.throw, m.from),
        })
        .collect();
    let site = SiteCopy::new();
    site.write(
        "content/ur/finished.en.md",
        &format!(
            "+++\ntitle = \"A whole game\"\ndescription = \"Played to its end.\"\nkind = \"page\"\n+++\n\n```diagram\nvariant = \"ur/blitz\"\nreplay = \"{}\"\n```\n",
            replay.join(" ")
        ),
    );
    site.build();
    let html = site.dist("en/ur/finished/index.html");
    let link = html
        .split(r#"<a class="play" href=""#)
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("no play link");
    assert_eq!(
        link,
        format!("/en/ur/play/blitz/#v=ur/blitz&amp;r={}", replay.join("%20"))
    );
}
