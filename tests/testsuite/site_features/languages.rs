//! The language switcher, the alternates of a page's head and the sitemap's, which
//! name every translation of a page.

use super::{alternates, translations};

#[test]
fn the_language_switcher_lists_the_languages_a_page_is_written_in_and_always_the_current_one() {
    let site = translations();
    site.build();
    let switcher = |rel: &str| -> Vec<String> {
        let html = site.dist(rel);
        let Some(at) = html.find("<nav class=\"languages\"") else {
            return vec![];
        };
        let nav = &html[at..at + html[at..].find("</nav>").unwrap()];
        nav.split("<li>")
            .skip(1)
            .map(|li| li[..li.find("</li>").unwrap()].to_string())
            .collect()
    };
    assert_eq!(switcher("en/guide/first/index.html"), [
        "<a href=\"/en/guide/first/\" lang=\"en\" hreflang=\"en\" aria-current=\"page\">English</a>",
        "<a href=\"/ar/guide/first/\" lang=\"ar\" hreflang=\"ar\">العربية</a>",
    ]);
    // A borrowed page offers the languages it is written in, and the current one.
    assert_eq!(switcher("de/guide/first/index.html"), [
        "<a href=\"/en/guide/first/\" lang=\"en\" hreflang=\"en\">English</a>",
        "<a href=\"/de/guide/first/\" lang=\"de\" hreflang=\"de\" aria-current=\"page\">Deutsch</a>",
        "<a href=\"/ar/guide/first/\" lang=\"ar\" hreflang=\"ar\">العربية</a>",
    ]);
    assert_eq!(
        switcher("en/index.html").len(),
        4,
        "the home page is in every language"
    );
    assert!(
        switcher("en/about/index.html").is_empty(),
        "a page in one language has no switcher"
    );
    assert!(switcher("de/local/index.html").is_empty());
}

#[test]
fn alternates_name_every_translation_and_x_default_the_default_language() {
    let site = translations();
    site.build();
    let base = "https://translations.example.org";
    let first = [
        format!("<link rel=\"alternate\" hreflang=\"en\" href=\"{base}/en/guide/first/\">"),
        format!("<link rel=\"alternate\" hreflang=\"ar\" href=\"{base}/ar/guide/first/\">"),
        format!("<link rel=\"alternate\" hreflang=\"x-default\" href=\"{base}/en/guide/first/\">"),
    ];
    for lang in ["en", "ar"] {
        let html = site.dist(&format!("{lang}/guide/first/index.html"));
        assert_eq!(alternates(&html), first, "{lang}");
        assert!(html.contains(&format!(
            "<link rel=\"canonical\" href=\"{base}/{lang}/guide/first/\">"
        )));
    }
    // A page the default language does not have has no x-default.
    assert_eq!(
        alternates(&site.dist("de/local/index.html")),
        [format!(
            "<link rel=\"alternate\" hreflang=\"de\" href=\"{base}/de/local/\">"
        )]
    );
}

#[test]
fn the_sitemap_gives_every_translation_the_same_reciprocal_alternates() {
    let site = translations();
    site.build();
    let xml = site.dist("sitemap.xml");
    let urls: Vec<&str> = xml.split("<url>").skip(1).collect();
    let home: Vec<&&str> = urls
        .iter()
        .filter(|u| u.contains("<loc>https://translations.example.org/de/</loc>"))
        .collect();
    assert_eq!(home.len(), 1);
    for lang in ["en", "de", "nds", "ar"] {
        assert!(
            home[0].contains(&format!(
                "hreflang=\"{lang}\" href=\"https://translations.example.org/{lang}/\""
            )),
            "{lang}"
        );
    }
    assert!(
        home[0].contains("hreflang=\"x-default\" href=\"https://translations.example.org/en/\"")
    );
    for u in &urls {
        let loc = &u[u.find("<loc>").unwrap() + 5..u.find("</loc>").unwrap()];
        assert!(
            u.contains(&format!("href=\"{loc}\"")),
            "{loc} does not list itself"
        );
        for alt in u
            .split("href=\"")
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
        {
            let back = urls
                .iter()
                .find(|o| o.contains(&format!("<loc>{alt}</loc>")))
                .expect("an alternate has its own entry");
            assert!(
                back.contains(&format!("href=\"{loc}\"")),
                "{alt} does not list {loc}"
            );
        }
    }
    let local: Vec<&&str> = urls
        .iter()
        .filter(|u| u.contains("/de/local/</loc>"))
        .collect();
    assert!(
        !local[0].contains("x-default"),
        "no English page, no x-default"
    );
}
