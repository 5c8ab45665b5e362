//! Difference tables: a row for each rule that differs, captions in the forms each
//! language writes, accessible cells, and errors of the rule data at their place.

use super::{differences, errors, part};
use crate::common::site::table_rows;

#[test]
fn a_difference_table_has_a_row_for_each_rule_that_differs_and_no_other() {
    let site = differences();
    site.build();
    let html = site.dist("en/senet/six/index.html");
    let label = |name: &str| -> String {
        let ftl = site.read("locales/en/rules.ftl");
        let line = ftl
            .lines()
            .find(|l| l.starts_with(&format!("rule-{name} = ")))
            .unwrap_or_else(|| panic!("no rule-{name}"));
        line.split_once(" = ").unwrap().1.to_string()
    };
    let tables: Vec<&str> = html.split("<div class=\"differences\">").skip(1).collect();
    assert_eq!(tables.len(), 2);
    let rows = table_rows(&html);
    // Six pieces instead of five: the setup, and how many to bear off to win; and
    // the option only this variant has.
    assert_eq!(rows.len(), 4, "{rows:#?}");
    assert!(
        rows[0].ends_with("Standard Senet | Six-piece Senet"),
        "{rows:#?}"
    );
    assert!(
        rows[1].starts_with(&format!("{} | ", label("pieces")))
            && rows[1].contains("10")
            && rows[1].contains("12"),
        "{}",
        rows[1]
    );
    assert!(
        rows[2].starts_with(&format!("{} | ", label("end")))
            && rows[2].contains('5')
            && rows[2].contains('6'),
        "{}",
        rows[2]
    );
    assert!(
        rows[3].starts_with(&format!("{} | ", label("options")))
            && rows[3].ends_with("Can also be played with captures."),
        "{}",
        rows[3]
    );
    // The option is compared with the same variant at its defaults: one row.
    let second = table_rows(&format!("<div class=\"differences\">{}", tables[1]));
    assert_eq!(second.len(), 2, "{second:#?}");
    assert!(
        second[0].ends_with("Six-piece Senet | Six-piece Senet with captures"),
        "{second:#?}"
    );
    assert!(
        second[1].starts_with(&format!("{} | ", label("landing"))),
        "{second:#?}"
    );
    // One more rule that differs, one more row.
    site.edit(
        "content/games/senet/six.toml",
        "extra_throw_on_pass = true",
        "extra_throw_on_pass = false",
    );
    site.build();
    let rows = table_rows(&site.dist("en/senet/six/index.html"));
    assert_eq!(rows.len(), 5, "{rows:#?}");
    assert!(
        rows.iter()
            .any(|r| r.starts_with(&format!("{} | ", label("pass")))),
        "{rows:#?}"
    );
}

#[test]
fn a_caption_names_the_variants_in_the_forms_its_language_writes() {
    let site = differences();
    site.build();
    let captions = |lang: &str| -> Vec<String> {
        site.dist(&format!("{lang}/senet/six/index.html"))
            .split("<caption>")
            .skip(1)
            .map(|c| c[..c.find("</caption>").unwrap()].to_string())
            .collect()
    };
    // English puts the names in their in-sentence form; German in the forms its
    // sentence needs, "vom" included.
    assert_eq!(
        captions("en"),
        [
            "How six-piece Senet differs from standard Senet",
            "How six-piece Senet with captures differs from six-piece Senet"
        ]
    );
    assert_eq!(
        captions("de")[0],
        "So unterscheidet sich Senet mit sechs Steinen vom Standard-Senet"
    );
    // A name without a form the language's messages use gives its bare name, and
    // `check` says so at its line.
    site.edit(
        "locales/de/variants.ftl",
        "    .sentence = Senet mit sechs Steinen\n    .von = vom Senet mit sechs Steinen\n",
        "",
    );
    site.edit("locales/de/variants.ftl", "    .sentence = Senet mit sechs Steinen und Schlagen\n    .von = vom Senet mit sechs Steinen und Schlagen\n", "");
    site.build();
    assert_eq!(
        captions("de")[1],
        "So unterscheidet sich Senet mit sechs Steinen und Schlagen Senet mit sechs Steinen"
    );
    let (_, out, _) = site.tabula(&["check"]);
    assert!(out.contains(
        "warning: locales/de/variants.ftl:1: [de] the name `variant-senet-six` has no `.sentence`, `.von` form, which the messages of `de` use (a sentence gets the bare name instead): add .sentence = …, .von = …"
    ), "{out}");
}

#[test]
fn changing_the_rule_data_changes_the_table_in_every_language() {
    let site = differences();
    site.build();
    let before: Vec<Vec<String>> = ["en", "de"]
        .iter()
        .map(|l| table_rows(&site.dist(&format!("{l}/senet/six/index.html"))))
        .collect();
    site.edit("content/games/senet/six.toml", "count = 6", "count = 8");
    site.build();
    for (i, lang) in ["en", "de"].iter().enumerate() {
        let after = table_rows(&site.dist(&format!("{lang}/senet/six/index.html")));
        assert_eq!(after.len(), before[i].len(), "{lang}");
        assert_eq!(after[0], before[i][0], "{lang}: the header");
        let pieces = &after[1];
        assert_ne!(pieces, &before[i][1], "{lang}");
        let variant_cell = pieces.rsplit(" | ").next().unwrap();
        assert!(
            variant_cell.contains('8') && variant_cell.contains("16"),
            "{lang}: {pieces}"
        );
        assert!(!variant_cell.contains("12"), "{lang}: {pieces}");
    }
}

#[test]
fn a_variant_that_does_not_differ_fails_at_its_block() {
    let site = differences();
    // Six pieces no more, and no option: the same rules as the standard game.
    site.edit("content/games/senet/six.toml", "count = 6", "count = 5");
    let rules = site.read("content/games/senet/six.toml");
    site.write(
        "content/games/senet/six.toml",
        &rules[..rules.find("[options.landing]").unwrap()],
    );
    for lang in ["en", "de"] {
        let page = site.read(&format!("content/senet/six.{lang}.md"));
        site.write(
            &format!("content/senet/six.{lang}.md"),
            &page[..page.find("```differences\noptions").unwrap()],
        );
    }
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err), [
        "error: ./content/senet/six.de.md:10:1: [de] differences block: no rule of senet/six differs from the rules it is compared with; remove the block or choose options",
        "error: ./content/senet/six.en.md:10:1: [en] differences block: no rule of senet/six differs from the rules it is compared with; remove the block or choose options",
    ]);
}

#[test]
fn difference_tables_label_every_cell_and_scope_their_headers() {
    let site = differences();
    site.build();
    for lang in ["en", "de"] {
        let page = site.dist(&format!("{lang}/senet/six/index.html"));
        let html = part(&page, "<div class=\"differences\">", "</table>");
        let heads: Vec<&str> = html
            .split("<th scope=\"col\">")
            .skip(1)
            .map(|s| &s[..s.find("</th>").unwrap()])
            .collect();
        assert_eq!(heads.len(), 3);
        assert_eq!(html.matches("<th scope=\"row\">").count(), 3);
        // Each cell is labelled with its column's header, for narrow screens.
        let labels: Vec<&str> = html
            .split("<td data-label=\"")
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
            .collect();
        assert_eq!(
            labels,
            [heads[1], heads[2], heads[1], heads[2], heads[1], heads[2]],
            "{lang}"
        );
        assert_eq!(html.matches("<td").count(), 6);
    }
}

#[test]
fn rule_data_errors_name_file_line_and_column() {
    let site = differences();
    site.edit(
        "content/games/senet/six.toml",
        "count = 6",
        "count = \"six\"",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(
        errors(&err),
        ["error: ./content/games/senet/six.toml:9:9: invalid type: string \"six\", expected u8"]
    );
    let site = differences();
    site.edit(
        "content/games/senet/six.toml",
        "default = \"swap\"",
        "default = \"nope\"",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err), ["error: ./content/games/senet/six.toml:47:1: options.landing.default is `nope`, which is not one of its values (capture, swap): make it one of them"]);
}

#[test]
fn a_rule_value_the_engine_rejects_is_reported_at_its_key() {
    let site = differences();
    site.edit("content/games/senet/six.toml", "count = 4", "count = 0");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("error: ./content/games/senet/six.toml:14:"),
        "{err}"
    );
}
