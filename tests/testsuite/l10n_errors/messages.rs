//! Errors of Fluent messages at their place: unknown variables, references and cycles,
//! a message defined twice, one that does not format; and loading in time linear in
//! the number of messages.

use super::{errors, fixture, load};
use crate::common::site::SiteCopy;
use std::time::{Duration, Instant};
use tabula::l10n::{Arg, Args, L10n};
use tabula::site::config::SiteConfig;

#[test]
fn an_unknown_variable_is_reported_once_at_its_message_not_at_every_page() {
    let site = fixture();
    // Every page's template passes `version` only; German falls back to this message.
    site.edit(
        "locales/en/site.ftl",
        "Version { $version }",
        "Version { $version } ({ $commit })",
    );
    let errors = errors(&site);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    let e = &errors[0];
    assert!(
        e.starts_with("error: ./locales/en/site.ftl:6:1: [en] the message `footer-version`"),
        "{e}"
    );
    assert!(
        e.contains("$commit") && e.contains("commit=..."),
        "says what is missing and how to pass it: {e}"
    );
}

#[test]
fn references_to_unknown_messages_and_terms_and_cycles_are_reported_at_their_place() {
    let site = fixture();
    let ftl = site.read("locales/en/site.ftl");
    site.write(
        "locales/en/site.ftl",
        &format!(
            "{ftl}see-also = See {{ nowhere }}\nbrand = {{ -brand }} and {{ site-name.short }}\nloop-a = A {{ loop-b }}\nloop-b = B {{ loop-a }}\n"
        ),
    );
    let errors = errors(&site);
    let at = |prefix: &str| {
        errors
            .iter()
            .find(|e| e.starts_with(prefix))
            .unwrap_or_else(|| panic!("no {prefix} in {errors:#?}"))
    };
    assert!(at("error: ./locales/en/site.ftl:9:18: [en] `see-also`").contains("`nowhere`"));
    assert!(at("error: ./locales/en/site.ftl:10:11: [en] `brand`").contains("term `-brand`"));
    assert!(
        at("error: ./locales/en/site.ftl:10:26: [en] `brand`").contains("no attribute `.short`")
    );
    let cycle = at("error: ./locales/en/site.ftl:12:14: [en] `loop-b`");
    assert!(cycle.contains("`loop-a` → `loop-b` → `loop-a`"), "{cycle}");
    // Reported once each, at load: no page, no template.
    assert_eq!(errors.len(), 4, "{errors:#?}");
}

#[test]
fn a_message_defined_twice_is_reported_at_the_second_definition() {
    let site = fixture();
    let ftl = site.read("locales/en/site.ftl");
    site.write(
        "locales/en/site.ftl",
        &format!("{ftl}skip-link   = Skip again\n"),
    );
    // Files are read in order of their names: tail.ftl after site.ftl.
    site.write("locales/en/tail.ftl", "# More\n\nnot-found = Gone\n");
    let errors = errors(&site);
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(errors[0].starts_with("error: ./locales/en/site.ftl:9:1: [en] the message `skip-link` is defined twice: first at ./locales/en/site.ftl:3,"), "{}", errors[0]);
    assert!(errors[1].starts_with("error: ./locales/en/tail.ftl:3:1: [en] the message `not-found` is defined twice: first at ./locales/en/site.ftl:5,"), "{}", errors[1]);
}

/// The shortest of three runs, to keep a busy machine's noise out of a ratio.
/// The fastest of five runs of each of two jobs, run in turn, so that a load on the
/// machine weighs on both alike.
fn fastest_pair(small: impl Fn(), large: impl Fn()) -> (Duration, Duration) {
    let time = |f: &dyn Fn()| {
        let t = Instant::now();
        f();
        t.elapsed()
    };
    (0..5).fold((Duration::MAX, Duration::MAX), |(a, b), _| {
        (a.min(time(&small)), b.min(time(&large)))
    })
}

#[test]
fn loading_messages_takes_time_linear_in_their_number() {
    let sites: Vec<SiteCopy> = [1_000, 30_000]
        .iter()
        .map(|&n| {
            let site = fixture();
            let mut ftl = site.read("locales/en/site.ftl");
            for i in 0..n {
                // A chain of references too: the cycle check walks it without recursion.
                let next = if i + 1 < n {
                    format!(" {{ m{} }}", i + 1)
                } else {
                    String::new()
                };
                ftl.push_str(&format!(
                    "m{i} = Message {i}{next}\n    .title = Title {i}\n"
                ));
            }
            site.write("locales/en/site.ftl", &ftl);
            site
        })
        .collect();
    let config = SiteConfig::load(&sites[0].path("content/site.toml")).unwrap();
    let load = |s: &SiteCopy| drop(L10n::load(&s.path("locales"), &config).unwrap());
    let (small, large) = fastest_pair(|| load(&sites[0]), || load(&sites[1]));
    let ratio = large.as_secs_f64() / small.as_secs_f64();
    // Thirty times the messages: about 30 when linear, about 900 when quadratic; the
    // bound sits far from both, so a busy machine does not decide the test.
    assert!(
        ratio < 200.0,
        "L10n::load: {small:?} for 1,000 messages, {large:?} for 30,000 (ratio {ratio:.1})"
    );
    let read = |s: &SiteCopy| {
        let mut errors = Vec::new();
        let messages = tabula::l10n::coverage::read_language(&s.path("locales"), "en", &mut errors);
        assert!(errors.is_empty() && messages.len() > 1_000, "{errors:?}");
    };
    let (small, large) = fastest_pair(|| read(&sites[0]), || read(&sites[1]));
    let ratio = large.as_secs_f64() / small.as_secs_f64();
    assert!(ratio < 200.0, "coverage::read_language: {small:?} for 1,000 messages, {large:?} for 30,000 (ratio {ratio:.1})");
}

#[test]
fn a_message_that_does_not_format_in_rust_code_names_its_ftl_file_and_line() {
    let site = fixture();
    site.write(
        "locales/en/rules.ftl",
        "# Captions\n\ndiff-caption = { $variant } against { $standard }\n",
    );
    let l10n = load(&site).unwrap();
    let args: Args = [("variant".to_string(), Arg::from("Bell"))]
        .into_iter()
        .collect();
    let e = l10n.tr("de", "diff-caption", &args).unwrap_err();
    assert!(
        e.contains("locales/en/rules.ftl:3:1: [en] the message `diff-caption` does not format"),
        "{e}"
    );
    assert!(e.contains("$standard"), "{e}");
}
