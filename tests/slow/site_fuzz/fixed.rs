//! Fixed cases: the base site, a page of every kind of block, broken parts in every
//! stage, and inputs the random cases found trouble with, each judged as a random case is.

use super::apply::site_of;
use super::{build, check, judge, Case, Fluent, RuleChange};

fn fixed(pages: &[(&str, &str)], fluent: Vec<Fluent>, rules: Vec<(usize, RuleChange)>) -> Case {
    Case {
        pages: pages
            .iter()
            .map(|(f, t)| (f.to_string(), t.to_string()))
            .collect(),
        fluent,
        rules,
        templates: vec![],
    }
}

fn assert_ok(case: Case) {
    if let Err(why) = check(&case) {
        panic!("{why}\n{case:#?}");
    }
}

#[test]
fn the_base_site_of_the_fuzz_builds() {
    let site = site_of(&fixed(&[], vec![], vec![]));
    site.build();
}

#[test]
fn a_page_of_every_kind_of_block_builds() {
    // Computed blocks that the engine confirms, so the random cases start from a site that works.
    let case = fixed(
        &[(
            "content/senet/a.en.md",
            "+++\ntitle = \"a\"\ndescription = \"d\"\nkind = \"variant\"\nvariant = \"senet/bell\"\n+++\n\
             ```diagram\nposition = \"1:5 2:7,8\"\nthrow = 2\nmove = 5\nshow = \"before-after\"\nexpect = [\"capture\", \"remove\"]\n```\n\n\
             ```diagram\nshow = \"throws\"\n```\n\n```differences\n```\n\n[home](@/) [guide](@/guide/first#setting-up)\n",
        )],
        vec![],
        vec![],
    );
    let site = site_of(&case);
    site.build();
    assert!(site
        .dist("en/senet/a/index.html")
        .contains("<figure class=\"diagram before-after\" id=\"diagram-"));
}

#[test]
fn broken_parts_in_every_stage_are_all_located() {
    let case = fixed(
        &[
            ("content/fuzz/a.en.md", "+++\ntitle = \"a\"\ndescription = 1\n+++\n"),
            ("content/senet/b.de.md", "+++\ntitle = \"b\"\ndescription = \"d\"\n+++\n```diagram\nposition = \"1:40\"\n```\n[x](@/nowhere)\n"),
        ],
        vec![Fluent::Write("locales/de/fuzz.ftl".into(), "fuzz-a = {\nsite-name = { $x ->\n    [one] one\n}\n".into())],
        vec![(1, RuleChange::Text(0, "chess".into()))],
    );
    assert_ok(case);
}

#[test]
fn a_message_redefined_by_a_fuzz_file_is_located() {
    let case = fixed(
        &[],
        vec![Fluent::Write(
            "locales/en/fuzz.ftl".into(),
            "# one\nsite-name = Twice\n".into(),
        )],
        vec![],
    );
    let site = site_of(&case);
    let (code, err) = build(&site).unwrap();
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains(
            "error: ./locales/en/site.ftl:1:1: [en] the message `site-name` is defined twice"
        ) || err.contains("fuzz.ftl:2:1:"),
        "{err}"
    );
    judge(&site, code, &err).unwrap();
}

#[test]
fn an_option_default_that_is_not_among_its_values_is_located() {
    assert_ok(fixed(
        &[],
        vec![],
        vec![(3, RuleChange::OptionDefault("nope".into()))],
    ));
}

#[test]
fn an_option_default_checked_before_its_option_does_not_panic() {
    // `pieces` is checked before `route`: laying its values over the data takes route's default.
    assert_ok(fixed(
        &[],
        vec![],
        vec![(
            3,
            RuleChange::Replace("default = \"bell\"".into(), "default = \"senet\"".into()),
        )],
    ));
}

#[test]
fn extreme_piece_counts_are_refused_or_built() {
    for count in [0, 1, 15, 16, 29, 30, 31, 100, 255, 256, -1] {
        for file in [0, 3] {
            let from = if file == 0 { "count = 5" } else { "count = 7" };
            assert_ok(fixed(
                &[("content/senet/a.en.md", "+++\ntitle = \"a\"\ndescription = \"d\"\n+++\n```diagram\nposition = \"start\"\n```\n")],
                vec![],
                vec![(file, RuleChange::Replace(from.into(), format!("count = {count}")))],
            ));
        }
    }
}

#[test]
fn the_judge_refuses_what_the_property_forbids() {
    let site = site_of(&fixed(&[], vec![], vec![]));
    // site.toml has 14 lines.
    let good = "error: ./content/site.toml:14:1: [en] something\n1 error\n";
    assert_eq!(judge(&site, Some(1), good), Ok(()));
    for (code, err) in [
        (Some(1), "error: ./content/site.toml:16:1: past the end\n"),
        (Some(1), "error: ./content/nowhere.md:1:1: no such file\n"),
        (Some(1), "error: ./content/site.toml:0:1: line 0\n"),
        (Some(1), "error: ./content/site.toml: no position\n"),
        (Some(1), "error: something went wrong\n"),
        (Some(1), "1 error\n"),
        (Some(1), "thread 'main' panicked at src/x.rs:1:1:\nboom\n"),
        (Some(101), "error: ./content/site.toml:1:1: x\n"),
        (Some(134), ""),
        (None, ""),
        // Success needs a site.
        (Some(0), ""),
    ] {
        assert!(judge(&site, code, err).is_err(), "{code:?} {err:?}");
    }
}

#[test]
fn a_template_asking_for_a_message_no_language_has_is_located_in_a_file() {
    // No message begins as `fuzz-a` does: the error goes at the end of the default
    // language's site-wide words, where one line fixes every page, not at its folder.
    let mut case = fixed(&[], vec![], vec![]);
    case.templates = vec![(0, 0, "{{ t(key=\"fuzz-a\") }}".to_string())];
    assert_ok(case);
}
