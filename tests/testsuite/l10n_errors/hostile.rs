//! Hostile input: a byte-order mark, bytes that are not UTF-8, a named pipe, deep
//! nesting (bounded even on a small stack) and language tags not written canonically,
//! each an error with its place, or accepted, never a crash or a hang.

use super::{errors, fixture};
use std::path::Path;
use std::time::Duration;
use tabula::l10n::{check::MAX_DEPTH, Args, L10n};
use tabula::render::templates::{Templates, MAX_BLOCK_DEPTH, MAX_BRACKET_DEPTH};
use tabula::site::config::SiteConfig;

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
    std::os::unix::fs::symlink(&fifo, site.path("locales/de/numbers.toml")).unwrap();
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
    assert!(
        err.contains("locales/de/numbers.toml:1:1: [de] not a regular file (a named pipe)"),
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
        .map(|r| r.diagnostics[0].to_string())
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
