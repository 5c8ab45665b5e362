//! Where errors in Fluent files and templates are reported, and that hostile input
//! (deep nesting, a byte-order mark, bad UTF-8, a named pipe, odd language tags)
//! gives an error with its place instead of a crash, a hang or a wrong place.

use crate::common::site::SiteCopy;
use std::path::Path;
use std::time::{Duration, Instant};
use tabula::l10n::{check::MAX_DEPTH, Arg, Args, L10n};
use tabula::render::templates::{Templates, MAX_BLOCK_DEPTH, MAX_BRACKET_DEPTH};
use tabula::site::config::SiteConfig;

fn fixture() -> SiteCopy {
    SiteCopy::fixture("l10n-errors")
}

/// The `error:` lines of a failed build.
fn errors(site: &SiteCopy) -> Vec<String> {
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "the build should fail with status 1:\n{err}");
    err.lines()
        .filter(|l| l.starts_with("error: "))
        .map(str::to_string)
        .collect()
}

fn load(site: &SiteCopy) -> Result<L10n, tabula::diagnostics::Report> {
    let config = SiteConfig::load(&site.path("content/site.toml")).unwrap();
    L10n::load(&site.path("locales"), &config)
}

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

#[test]
fn a_byte_order_mark_is_dropped_from_fluent_files_and_templates() {
    let site = fixture();
    let ftl = site.read("locales/de/site.ftl");
    site.write("locales/de/site.ftl", &format!("\u{feff}{ftl}"));
    let base = site.read("templates/base.html");
    site.write("templates/base.html", &format!("\u{feff}{base}"));
    site.build();
    let page = site.dist("de/index.html");
    assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
    assert!(
        page.contains("Testseite"),
        "the German messages were read: {page}"
    );
    assert!(!site.dist("en/guide/first/index.html").contains('\u{feff}'));
    let (code, out, _) = site.tabula(&["check"]);
    assert!(
        !out.contains("Fluent syntax"),
        "tabula check reads the file too:\n{out}"
    );
    assert_eq!(code, 0, "{out}");
}

#[test]
fn bytes_that_are_not_utf8_are_reported_on_their_line() {
    let site = fixture();
    let mut ftl = site.read("locales/en/site.ftl").into_bytes();
    let third = ftl
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(1)
        .unwrap()
        .0
        + 1;
    ftl.insert(third + 4, 0xff);
    std::fs::write(site.path("locales/en/site.ftl"), ftl).unwrap();
    let mut html = site.read("templates/page.html").into_bytes();
    let fourth = html
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(2)
        .unwrap()
        .0
        + 1;
    html.insert(fourth, 0xc3);
    std::fs::write(site.path("templates/page.html"), html).unwrap();
    let errors = errors(&site);
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("error: ./locales/en/site.ftl:3:5: [en] the file is not UTF-8")),
        "{errors:#?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("error: ./templates/page.html:4:1: the file is not UTF-8")),
        "{errors:#?}"
    );
}

#[cfg(unix)]
#[test]
fn a_named_pipe_in_locales_or_templates_is_refused_not_waited_for() {
    let site = fixture();
    let fifo = site.path("pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    std::os::unix::fs::symlink(&fifo, site.path("locales/en/pipe.ftl")).unwrap();
    std::os::unix::fs::symlink(&fifo, site.path("templates/pipe.html")).unwrap();
    // Not a timing assertion: only a guard so that a hang fails instead of blocking forever.
    let (code, err) = site
        .tabula_bounded(&["build"], Duration::from_secs(120))
        .unwrap_or_else(|_| panic!("tabula build waited on the named pipe"));
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("locales/en/pipe.ftl:1:1: [en] not a regular file (a named pipe)"),
        "{err}"
    );
    assert!(
        err.contains("templates/pipe.html:1:1: not a regular file (a named pipe)"),
        "{err}"
    );
}

fn deep_message(depth: usize) -> String {
    format!("deep = {}\"x\"{}\n", "{ ".repeat(depth), " }".repeat(depth))
}

fn deep_template(depth: usize, inside: &str) -> String {
    format!(
        "{}{inside}{}",
        "{% if true %}".repeat(depth),
        "{% endif %}".repeat(depth)
    )
}

#[test]
fn deep_nesting_is_an_error_with_its_place_not_a_crash() {
    let site = fixture();
    site.write(
        "locales/en/deep.ftl",
        &format!("# Deep\n{}", deep_message(20_000)),
    );
    site.write(
        "locales/de/calls.ftl",
        &format!(
            "calls = {{ {}1{} }}\n",
            "F(".repeat(20_000),
            ")".repeat(20_000)
        ),
    );
    site.write(
        "templates/deep.html",
        &format!("<p>\n{}", deep_template(5_000, "x")),
    );
    site.write(
        "templates/brackets.html",
        &format!("{{{{ {}1{} }}}}", "(".repeat(5_000), ")".repeat(5_000)),
    );
    let errors = errors(&site);
    let column = 8 + 2 * MAX_DEPTH;
    for prefix in [
        format!("error: ./locales/de/calls.ftl:1:{}: [de] placeables or calls nest more than 100 deep", 10 + 2 * MAX_DEPTH),
        format!("error: ./locales/en/deep.ftl:2:{column}: [en] placeables or calls nest more than 100 deep"),
        format!("error: ./templates/brackets.html:1:{}: brackets nest more than {MAX_BRACKET_DEPTH} deep", 4 + MAX_BRACKET_DEPTH),
        format!("error: ./templates/deep.html:2:{}: `{{% if %}}` blocks nest more than {MAX_BLOCK_DEPTH} deep", 1 + 13 * MAX_BLOCK_DEPTH),
    ] {
        assert!(errors.iter().any(|e| e.starts_with(&prefix)), "no {prefix} in {errors:#?}");
    }
    assert_eq!(errors.len(), 4, "{errors:#?}");
}

/// Runs `f` on a thread with the default 2 MiB stack of spawned threads (the preview
/// server's, rayon's), whatever RUST_MIN_STACK says.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn the_nesting_bounds_hold_on_a_2_mib_thread() {
    let site = fixture();
    site.write("locales/en/deep.ftl", &deep_message(MAX_DEPTH));
    // The deepest of everything at once: a message as deep as may be, in brackets as
    // deep as may be, in blocks as deep as may be.
    let brackets = |inside: &str| {
        format!(
            "{}{inside}{}",
            "(".repeat(MAX_BRACKET_DEPTH - 1),
            ")".repeat(MAX_BRACKET_DEPTH - 1)
        )
    };
    let inside = format!("{{{{ {} }}}}", brackets("t(key=\"deep\") ~ \"!\""));
    site.write(
        "templates/deep.html",
        &deep_template(MAX_BLOCK_DEPTH, &inside),
    );
    let root = site.root().to_path_buf();
    on_small_stack(move || {
        // At the bounds: loads, formats and renders.
        let config = SiteConfig::load(&root.join("content/site.toml")).unwrap();
        let l10n = L10n::load(&root.join("locales"), &config).unwrap();
        assert_eq!(l10n.tr("en", "deep", &Args::new()).unwrap(), "x");
        let templates = Templates::load(&root.join("templates")).unwrap();
        let tera = templates.for_language(std::sync::Arc::new(l10n), "en");
        assert_eq!(
            tera.render("deep.html", &tera::Context::new()).unwrap(),
            "x!"
        );
        // Far beyond them: an error with the place, not an overflow.
        std::fs::write(root.join("locales/en/deep.ftl"), deep_message(20_000)).unwrap();
        std::fs::write(root.join("templates/deep.html"), deep_template(5_000, "x")).unwrap();
        let e = L10n::load(&root.join("locales"), &config)
            .err()
            .expect("too deep")
            .to_string();
        assert!(e.contains("locales/en/deep.ftl:1:"), "{e}");
        let e = Templates::load(&root.join("templates"))
            .err()
            .expect("too deep")
            .to_string();
        assert!(e.contains("templates/deep.html:1:"), "{e}");
    });
}

fn config_error(toml: &str) -> String {
    // The first error of the report, without its `error: ` prefix.
    SiteConfig::parse(Path::new("content/site.toml"), toml)
        .err()
        .map(|r| r.errors[0].to_string())
        .unwrap_or_else(|| "accepted".into())
}

#[test]
fn language_tags_must_be_written_in_their_canonical_form() {
    let head = "base_url = \"https://x.example.org\"\ndefault_language = \"en\"\nversion = \"1\"\n";
    let two_englishes = format!(
        "{head}\n[languages.en]\nname = \"English\"\n\n[languages.EN]\nname = \"ENGLISH\"\n"
    );
    assert!(
        config_error(&two_englishes).starts_with(
            "content/site.toml:8:12: `EN` is not how the language tag is written: write `en`"
        ),
        "{}",
        config_error(&two_englishes)
    );
    let region = format!(
        "{head}\n[languages.en]\nname = \"English\"\n\n[languages.pt-br]\nname = \"Português\"\n"
    );
    assert!(
        config_error(&region).starts_with(
            "content/site.toml:8:12: `pt-br` is not how the language tag is written: write `pt-BR`"
        ),
        "{}",
        config_error(&region)
    );
    let script = format!(
        "{head}\n[languages.en]\nname = \"English\"\n\n[languages.\"zh-hant\"]\nname = \"中文\"\n"
    );
    assert!(
        config_error(&script).contains("write `zh-Hant`"),
        "{}",
        config_error(&script)
    );
    let default = format!(
        "{}\n[languages.en]\nname = \"English\"\n",
        head.replace("\"en\"", "\"EN\"")
    );
    assert!(
        config_error(&default)
            .starts_with("content/site.toml:2:1: default_language is `EN`: write `en`"),
        "{}",
        config_error(&default)
    );
    let fallback = format!("{head}\n[languages.en]\nname = \"English\"\n\n[languages.de]\nname = \"Deutsch\"\nfallback = [\"EN\"]\n");
    assert!(
        config_error(&fallback)
            .starts_with("content/site.toml:10:13: languages.de.fallback names `EN`: write `en`"),
        "{}",
        config_error(&fallback)
    );
    let fine = format!("{head}\n[languages.en]\nname = \"English\"\n\n[languages.pt-BR]\nname = \"Português\"\nfallback = [\"en\"]\n");
    assert_eq!(config_error(&fine), "accepted");
}

/// `tabula check` on a copy of the bundled site: (status, stdout, its `error:` lines).
fn check(site: &SiteCopy, args: &[&str]) -> (i32, String, Vec<String>) {
    let mut all = vec!["check"];
    all.extend(args);
    let (code, out, err) = site.tabula(&all);
    assert!(err.is_empty(), "{err}");
    let errors = out
        .lines()
        .filter(|l| l.starts_with("error: "))
        .map(str::to_string)
        .collect();
    (code, out, errors)
}

/// The 1-based line of a file that starts with `start`.
fn line_of(site: &SiteCopy, rel: &str, start: &str) -> usize {
    site.read(rel)
        .lines()
        .position(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line {start:?} in {rel}"))
        + 1
}

#[test]
fn a_typo_in_a_translation_is_one_error_at_its_ftl_line_with_the_fix_not_one_per_play_page() {
    let site = SiteCopy::new();
    // A translator misspells the variable of the play pages' title.
    let title = site
        .read("locales/cs/play.ftl")
        .lines()
        .find(|l| l.starts_with("play-title = "))
        .expect("a Czech play-title")
        .to_string();
    assert!(title.contains("{ $variant"), "{title}");
    site.edit(
        "locales/cs/play.ftl",
        &title,
        &title.replacen("{ $variant", "{ $varaint", 1),
    );
    let line = line_of(&site, "locales/cs/play.ftl", "play-title = ");
    let column = title.find("$variant").unwrap() + 1;
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(
        errors.len(),
        1,
        "one error, not one per play page: {errors:#?}"
    );
    let e = &errors[0];
    assert!(
        e.starts_with(&format!(
            "error: ./locales/cs/play.ftl:{line}:{column}: [cs] the message `play-title` uses $varaint that the reference does not have and does not use $variant: a typo? write `$variant` for `$varaint`"
        )),
        "{e}"
    );
    assert!(e.contains("places fail on it: the play page of "), "{e}");
    assert!(!e.contains("in a template"), "advice for a translator: {e}");
    assert!(
        summary_has(&out, "    locales/cs/play.ftl: 1 error"),
        "{out}"
    );
    assert!(out.ends_with("\n1 error, 0 warnings\n"), "{out}");
    // The build, which reports each page, gives a translator the same fix.
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    let first = err.lines().find(|l| l.starts_with("error: ")).unwrap();
    assert!(first.contains(&format!("./locales/cs/play.ftl:{line}:{column}: [cs] the message `play-title` has a typo: it uses `$varaint-")), "{first}");
    assert!(first.contains("write `{ $variant-"), "{first}");
    assert!(!err.contains("in a template"), "{err}");
}

fn summary_has(out: &str, line: &str) -> bool {
    out.split("\nSummary:\n")
        .nth(1)
        .is_some_and(|s| s.lines().any(|l| l == line))
}

#[test]
fn a_variant_name_missing_in_every_language_is_one_error_where_one_line_fixes_all() {
    let site = SiteCopy::new();
    // A new variant's name, in no language yet: here, Blitz's, taken out of every file.
    let langs = ["en", "nb", "da", "de", "cs", "ja", "ar"];
    for lang in langs {
        let rel = format!("locales/{lang}/rules.ftl");
        let text = site.read(&rel);
        let mut kept = Vec::new();
        let mut inside = false;
        for l in text.lines() {
            if l.starts_with("variant-ur-blitz =") {
                inside = true;
            } else if inside && !l.starts_with(' ') {
                inside = false;
            }
            if !inside {
                kept.push(l);
            }
        }
        assert!(kept.len() < text.lines().count(), "{rel}");
        site.write(&rel, &(kept.join("\n") + "\n"));
    }
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(
        errors.len(),
        1,
        "one error, not one per language and page: {errors:#?}"
    );
    let e = &errors[0];
    let line: usize = e
        .strip_prefix("error: ./locales/en/rules.ftl:")
        .and_then(|rest| rest.split(':').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("at a line of locales/en/rules.ftl: {e}"));
    assert!(
        e.contains(":1: [en] the message `variant-ur-blitz` (the name of the variant ur/blitz) is missing in every language: add `variant-ur-blitz = …` to locales/en/rules.ftl"),
        "{e}"
    );
    assert!(e.contains("this one line fixes all 7 languages"), "{e}");
    // --lang de shows it too: German's pages fail on it.
    let (code, _, errors) = check(&site, &["--lang", "de"]);
    assert_eq!((code, errors.len()), (1, 1), "{errors:#?}");
    // And it does: the line written where the error says, every language builds.
    let mut en: Vec<String> = site
        .read("locales/en/rules.ftl")
        .lines()
        .map(str::to_string)
        .collect();
    en.insert(line - 1, "variant-ur-blitz = Blitz".to_string());
    site.write("locales/en/rules.ftl", &(en.join("\n") + "\n"));
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 0, "{errors:#?}");
    // What is left is for translators: each language's own name.
    for lang in &langs[1..] {
        assert!(
            out.contains(&format!("warning: [{lang}] missing message `variant-ur-blitz`: translate it in locales/{lang}/rules.ftl")),
            "{out}"
        );
    }
}

#[test]
fn a_misspelt_message_id_is_one_diagnostic_at_the_misspelt_line() {
    let site = SiteCopy::new();
    // In the default language: the pages ask for a message no language of their chain has.
    let line = line_of(&site, "locales/en/play.ftl", "play-title = ");
    site.edit("locales/en/play.ftl", "\nplay-title = ", "\nplay-titel = ");
    let (code, out, errors) = check(&site, &[]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].starts_with(&format!("error: ./locales/en/play.ftl:{line}:1: [en] the message `play-titel` has a typo: the pages ask for `play-title`, which nb, da, de, cs, ja, ar have: rename it `play-title`")),
        "{}",
        errors[0]
    );
    // Not "obsolete: remove it" in every other language, nor "translate play-titel".
    assert!(!out.contains("warning: "), "{out}");
    site.edit("locales/en/play.ftl", "\nplay-titel = ", "\nplay-title = ");
    // In a translation: one warning (it falls back meanwhile), not a missing and an obsolete one.
    let line = line_of(&site, "locales/de/play.ftl", "play-title = ");
    site.edit("locales/de/play.ftl", "\nplay-title = ", "\nplay-titel = ");
    let (code, out, _) = check(&site, &[]);
    assert_eq!(code, 0, "{out}");
    let warnings: Vec<&str> = out.lines().filter(|l| l.starts_with("warning: ")).collect();
    assert_eq!(
        warnings,
        [format!("warning: ./locales/de/play.ftl:{line}:1: [de] the message `play-titel` has a typo: the reference names it `play-title`, so `de` takes `play-title` along de → en instead: rename it `play-title`")],
        "{out}"
    );
}

#[test]
fn the_build_reports_a_broken_message_once_at_its_ftl_line_with_the_pages_that_fail_on_it() {
    // Two variants, so two German play pages show the play page's title.
    let site = SiteCopy::fixture("statistics").with_bundled(&[
        "templates",
        "static",
        "locales/en",
        "locales/de",
    ]);
    let title = site
        .read("locales/de/play.ftl")
        .lines()
        .find(|l| l.starts_with("play-title = "))
        .expect("a German play-title")
        .to_string();
    site.edit(
        "locales/de/play.ftl",
        &title,
        &title.replacen("{ $variant", "{ $varaint", 1),
    );
    let line = line_of(&site, "locales/de/play.ftl", "play-title = ");
    let column = title.find("$variant").unwrap() + 1;
    let errors = errors(&site);
    assert_eq!(
        errors.len(),
        1,
        "one error, not one per play page: {errors:#?}"
    );
    let e = &errors[0];
    assert!(
        e.starts_with(&format!(
            "error: ./locales/de/play.ftl:{line}:{column}: [de] the message `play-title` has a typo: it uses `$varaint-"
        )),
        "at the message, for its translator: {e}"
    );
    assert!(
        e.ends_with(" (2 places fail on it: the play page of senet/bell [de], the play page of senet/standard [de])"),
        "{e}"
    );
}
