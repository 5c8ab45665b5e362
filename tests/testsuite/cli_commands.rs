//! The commands a newcomer runs, run as they are written: every command of the
//! README's "Other commands", `tabula init` (a new site that builds at once),
//! `tabula new-language` (a language in three steps, never overwriting), and the
//! `--help` of every subcommand, which describes every flag.

use crate::common::site::SiteCopy;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

fn tabula_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("png-cache");
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .current_dir(dir)
        .env("TABULA_CACHE_DIR", cache)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The words of a command line, with double-quoted words kept whole.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// The command lines of the README's "Other commands", without their comments.
fn readme_commands() -> Vec<Vec<String>> {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let start = readme
        .find("\nOther commands")
        .expect("the README has its Other commands");
    let block = &readme[start..];
    let block = &block[block.find("\n\n").unwrap() + 2..];
    block
        .lines()
        .take_while(|l| l.starts_with("    ") || l.is_empty())
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let l = l.trim();
            let command = l.find("  #").map_or(l, |at| &l[..at]);
            words(command.trim())
        })
        .collect()
}

#[test]
fn every_other_command_of_the_readme_runs_as_written() {
    let commands = readme_commands();
    assert!(commands.len() >= 8, "{commands:?}");
    let site = SiteCopy::new();
    let root = site.root();
    let mut seen = Vec::new();
    for command in &commands {
        assert_eq!(command[0], "tabula", "{command:?}");
        let args: Vec<&str> = command[1..].iter().map(String::as_str).collect();
        let sub = args[0];
        seen.push(sub.to_string());
        if sub == "serve" {
            // As written, but on a free port, so that it cannot collide with a server
            // already on the machine; it must build and serve, then it is stopped.
            let args: Vec<&str> = args
                .iter()
                .map(|a| if *a == "1111" { "0" } else { a })
                .collect();
            assert!(args.contains(&"--port"), "{args:?}");
            let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("png-cache");
            let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
                .args(&args)
                .current_dir(root)
                .env("TABULA_CACHE_DIR", cache)
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            let mut line = String::new();
            BufReader::new(child.stdout.take().unwrap())
                .read_line(&mut line)
                .unwrap();
            child.kill().unwrap();
            child.wait().unwrap();
            assert!(
                line.starts_with("serving ") && line.contains("http://127.0.0.1:"),
                "{line:?}"
            );
            continue;
        }
        let (code, out, err) = tabula_in(root, &args);
        // Every language of the bundled site is complete, so even `--strict` succeeds.
        assert_eq!(code, 0, "{command:?}\n{out}\n{err}");
        if args.contains(&"--strict") {
            assert!(
                !out.contains("untranslated") && !err.contains("untranslated"),
                "{command:?}\n{out}\n{err}"
            );
        }
        assert!(!err.contains("Usage:"), "{command:?}: {err}");
    }
    for sub in [
        "serve",
        "check",
        "build",
        "diagram",
        "moves",
        "new-language",
        "init",
    ] {
        assert!(
            seen.iter().any(|s| s == sub),
            "the README shows no `tabula {sub}`: {seen:?}"
        );
    }
    // What they made.
    assert!(std::fs::read_to_string(root.join("swap.svg"))
        .unwrap()
        .starts_with("<svg"));
    assert!(std::fs::read_to_string(root.join("content/site.toml"))
        .unwrap()
        .contains("[languages.sv]\nname = \"Svenska\"\nfallback = [\"nb\"]\n"));
    assert!(root.join("locales/sv/site.ftl").is_file());
    let (code, _, err) = tabula_in(root, &["build", "--root", "my-site"]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn init_writes_a_site_that_builds_and_passes_check_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("new-site");
    let (code, _, err) = tabula_in(dir.path(), &["init", "new-site"]);
    assert_eq!(code, 0, "{err}");
    for rel in [
        "content/site.toml",
        "content/games/senet/standard.toml",
        "content/games/senet/boards/senet.toml",
        "templates/base.html",
        "static/style.css",
        "locales/en/site.ftl",
    ] {
        assert!(site.join(rel).is_file(), "{rel}");
    }
    let (code, _, err) = tabula_in(&site, &["build"]);
    assert_eq!(code, 0, "{err}");
    let rules = std::fs::read_to_string(site.join("dist/en/senet/rules/index.html")).unwrap();
    assert!(
        rules.contains("<figure class=\"diagram") && rules.contains("<figure class=\"throws"),
        "{rules}"
    );
    // The starter has the play page too: the new site's variant can be played at once.
    assert!(site
        .join("dist/en/senet/play/standard/index.html")
        .is_file());
    assert!(site.join("dist/engine/tabula.wasm").is_file());
    let (code, out, _) = tabula_in(&site, &["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("0 errors"), "{out}");
}

#[test]
fn init_starts_a_site_with_any_game_the_bundled_rule_data_has() {
    // Every game of the bundled rule data can start a site: a game added to the data
    // without a starter fails here.
    let games: std::collections::BTreeSet<String> = tabula_core::rules::Catalogue::bundled()
        .variants
        .values()
        .map(|v| v.settings.game.clone())
        .collect();
    assert_eq!(
        tabula::cli::init::games()
            .into_iter()
            .collect::<std::collections::BTreeSet<_>>(),
        games.iter().map(String::as_str).collect()
    );
    let dir = tempfile::tempdir().unwrap();
    let (code, _, err) = tabula_in(dir.path(), &["init", "ur-site", "--game", "ur"]);
    assert_eq!(code, 0, "{err}");
    let site = dir.path().join("ur-site");
    // The game's standard variant, its boards and pages; nothing of another game.
    assert!(site.join("content/games/ur/finkel.toml").is_file());
    assert!(site.join("content/games/ur/boards/ur.toml").is_file());
    assert!(!site.join("content/games/senet").exists());
    assert!(!site.join("content/senet").exists());
    let (code, _, err) = tabula_in(&site, &["build"]);
    assert_eq!(code, 0, "{err}");
    let rules = std::fs::read_to_string(site.join("dist/en/ur/rules/index.html")).unwrap();
    assert!(
        rules.contains("<figure class=\"throws")
            && rules.contains("<figure class=\"diagram before"),
        "{rules}"
    );
    let home = std::fs::read_to_string(site.join("dist/en/index.html")).unwrap();
    assert!(
        home.contains("href=\"/en/ur/\"") && !home.contains("Senet"),
        "{home}"
    );
    assert!(site.join("dist/en/ur/play/finkel/index.html").is_file());
    let (code, out, _) = tabula_in(&site, &["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("0 errors, 0 warnings"), "{out}");
    // A game the data does not have is refused, naming the ones it has; nothing is written.
    let (code, _, err) = tabula_in(dir.path(), &["init", "other", "--game", "hounds"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("[possible values: senet, ur]"), "{err}");
    assert!(!dir.path().join("other").exists());
}

#[test]
fn check_flags_a_word_the_language_s_glossary_avoids_at_its_line_in_pages_and_messages() {
    let site = SiteCopy::new();
    // The bundled site uses one word for one thing in every language.
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("is not this site's word"), "{out}");
    // Danish says `ekstra kast` for an extra throw, never `ekstra tur` (a turn).
    site.edit(
        "content/ur/rules.da.md",
        "## ",
        "Her får du en ekstra tur.\n\n## ",
    );
    site.edit(
        "locales/da/play.ftl",
        "play-throw = ",
        "play-throw = Ekstra ture og ",
    );
    let (code, out, _) = site.tabula(&["check", "--lang", "da"]);
    assert_eq!(code, 0, "{out}");
    let found: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("is not this site's word"))
        .collect();
    assert_eq!(found.len(), 2, "{out}");
    let page = site.read("content/ur/rules.da.md");
    let line = page
        .lines()
        .position(|l| l.starts_with("Her får du"))
        .unwrap()
        + 1;
    assert!(
        found.contains(&format!("warning: content/ur/rules.da.md:{line}:15: [da] `ekstra tur` is not this site's word for extra throw: write `ekstra kast` (the glossary, locales/da/terms.toml)").as_str()),
        "{found:#?}"
    );
    assert!(
        found
            .iter()
            .any(|l| l.starts_with("warning: locales/da/play.ftl:") && l.contains("`Ekstra ture`")),
        "{found:#?}"
    );
    // Under --strict they fail; another language is not concerned.
    let (code, _, _) = site.tabula(&["check", "--lang", "da", "--strict"]);
    assert_eq!(code, 1);
    let (_, de, _) = site.tabula(&["check", "--lang", "de"]);
    assert!(!de.contains("is not this site's word"), "{de}");
    // A glossary that does not read is an error at its line.
    site.write(
        "locales/da/terms.toml",
        "[[term]]\nconcept = \"turn\"\nuse = \"tur\"\navoid = []\n",
    );
    let (code, out, _) = site.tabula(&["check", "--lang", "da"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("error: locales/da/terms.toml:2:11: [da] the term `turn` avoids no word"),
        "{out}"
    );
}

#[test]
fn a_site_outside_git_without_a_commit_shows_the_version_alone_in_every_footer() {
    // `tabula init` into a fresh folder: no git repository, no `commit` in site.toml.
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("new-site");
    let (code, _, err) = tabula_in(dir.path(), &["init", "new-site"]);
    assert_eq!(code, 0, "{err}");
    assert!(!site.join(".git").exists());
    assert!(!std::fs::read_to_string(site.join("content/site.toml"))
        .unwrap()
        .lines()
        .any(|l| l.starts_with("commit")));
    let (code, _, err) = tabula_in(&site, &["build"]);
    assert_eq!(code, 0, "{err}");
    let mut pages = 0;
    for (name, bytes) in crate::common::site::snapshot_dir(&site.join("dist")) {
        if !name.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8(bytes).unwrap();
        let Some(at) = html.find("<p class=\"version\">") else {
            continue;
        };
        let footer = &html[at..at + html[at..].find("</p>").unwrap()];
        // No commit, no placeholder for one (`unknown`, an English word in every
        // language), no separator left over.
        assert_eq!(footer, "<p class=\"version\">Version 0.1.0", "{name}");
        pages += 1;
    }
    assert!(pages > 0, "no page with a footer");
}

#[test]
fn init_refuses_a_folder_that_is_not_empty_and_a_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), "mine").unwrap();
    let (code, _, err) = tabula_in(dir.path(), &["init", "."]);
    assert_eq!(code, 1);
    assert!(
        err.contains("is not empty: tabula init writes a new site only into a new or empty folder"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "nothing was written"
    );
    let (code, _, err) = tabula_in(dir.path(), &["init", "notes.txt"]);
    assert_eq!(code, 1);
    assert!(err.contains("is not a folder"), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn init_writes_every_bundled_template() {
    // A template added to the bundled site is one `init` must write too.
    let templates = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut bundled: Vec<String> = walk(&templates)
        .into_iter()
        .map(|p| format!("templates/{p}"))
        .collect();
    bundled.sort();
    let mut written: Vec<String> = tabula::cli::init::FILES
        .iter()
        .map(|(p, _)| p.to_string())
        .filter(|p| p.starts_with("templates/"))
        .collect();
    written.sort();
    assert_eq!(written, bundled);
}

fn walk(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        if p.is_dir() {
            out.extend(walk(&p).into_iter().map(|q| format!("{name}/{q}")));
        } else {
            out.push(name);
        }
    }
    out
}

#[test]
fn new_language_adds_the_entry_and_every_message_commented_out_and_the_site_builds() {
    let site = SiteCopy::fixture("translations").with_bundled(&["templates"]);
    let (code, _, err) = site.tabula(&[
        "new-language",
        "sv",
        "--name",
        "Svenska",
        "--fallback",
        "de",
    ]);
    assert_eq!(code, 0, "{err}");
    let toml = site.read("content/site.toml");
    assert!(
        toml.ends_with("\n[languages.sv]\nname = \"Svenska\"\nfallback = [\"de\"]\nweight = 5\n"),
        "{toml}"
    );
    // Every message of the default language is there, commented out, and nothing else.
    let en = site.read("locales/en/site.ftl");
    let sv = site.read("locales/sv/site.ftl");
    for line in en
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        assert!(sv.contains(&format!("\n# {line}\n")), "{line:?} in\n{sv}");
    }
    assert!(
        sv.lines()
            .all(|l| l.trim().is_empty() || l.starts_with('#')),
        "{sv}"
    );
    // A language with no message of its own builds: its pages come from its chain, with
    // notices; then one translated message shows.
    let err = site.build();
    assert!(
        err.contains("fallback: [sv] /guide is not translated; shown from `de`"),
        "{err}"
    );
    assert!(site
        .dist("sv/guide/index.html")
        .contains("<title>Anleitung · Übersetzungs-Testseite</title>"));
    site.edit(
        "locales/sv/site.ftl",
        "# site-name = Translations Fixture",
        "site-name = Översättningar",
    );
    site.build();
    assert!(site
        .dist("sv/guide/index.html")
        .contains("<title>Anleitung · Översättningar</title>"));
    // `check` names the file each missing message belongs in.
    let (_, out, _) = site.tabula(&["check"]);
    assert!(out.contains("warning: [sv] missing message `skip-link`: translate it in locales/sv/site.ftl (until then it falls back along sv → de → en)"), "{out}");
}

#[test]
fn new_language_refuses_what_is_there_and_bad_input_and_changes_nothing() {
    let site = SiteCopy::fixture("translations");
    let before = site.read("content/site.toml");
    for (args, want) in [
        (
            vec!["new-language", "de"],
            "content/site.toml:10:1: the site has the language `de` already",
        ),
        (
            vec!["new-language", "sv_SE"],
            "write the tag `sv_SE` in its canonical form, `sv-SE`",
        ),
        (
            vec!["new-language", "sv", "--fallback", "fr"],
            "--fallback names `fr`, which is not a language of the site (en, de, nds, ar)",
        ),
        (
            vec!["new-language", "sv", "--dir", "up"],
            "--dir is `up`: use ltr or rtl",
        ),
    ] {
        let (code, _, err) = site.tabula(&args);
        assert_eq!(code, 1, "{args:?}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert_eq!(site.read("content/site.toml"), before);
        assert!(!site.exists("locales/sv"));
    }
    // A folder of messages already there is never overwritten.
    site.write("locales/sv/mine.ftl", "site-name = Min\n");
    let (code, _, err) = site.tabula(&["new-language", "sv"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("locales/sv: exists: new-language never overwrites"),
        "{err}"
    );
    assert_eq!(site.read("locales/sv/mine.ftl"), "site-name = Min\n");
    assert!(!site.exists("locales/sv/site.ftl"));
    assert_eq!(site.read("content/site.toml"), before);
}

#[test]
fn the_help_of_every_subcommand_describes_every_flag() {
    let (code, top, _) = tabula_in(&std::env::temp_dir(), &["--help"]);
    assert_eq!(code, 0);
    let commands: Vec<String> = top
        .split("Commands:\n")
        .nth(1)
        .unwrap()
        .lines()
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .filter(|c| c != "help")
        .collect();
    assert!(commands.len() >= 7, "{commands:?}");
    for command in &commands {
        let (code, help, _) = tabula_in(&std::env::temp_dir(), &[command, "--help"]);
        assert_eq!(code, 0, "{command}");
        let mut flags = 0;
        for section in ["Arguments:\n", "Options:\n"] {
            let Some(rest) = help.split(section).nth(1) else {
                continue;
            };
            for line in rest.lines().take_while(|l| l.starts_with("  ")) {
                flags += 1;
                // `  -o, --out <OUT>  Where to write the site`: the spec, two spaces, the text.
                let spec_and_text = line.trim_start();
                let text = spec_and_text
                    .split_once("  ")
                    .map(|(_, t)| t.trim())
                    .unwrap_or_default();
                assert!(
                    text.len() > 8,
                    "`tabula {command} --help` leaves {spec_and_text:?} undescribed"
                );
            }
        }
        assert!(flags >= 1, "{command}: {help}");
    }
}

/// The lines of `tabula check`'s summary: from `Summary:` to the last line, which stays
/// `N errors, M warnings`.
fn summary(out: &str) -> Vec<&str> {
    let lines: Vec<&str> = out.lines().collect();
    let start = lines
        .iter()
        .position(|l| *l == "Summary:")
        .unwrap_or_else(|| panic!("no summary in\n{out}"));
    lines[start + 1..lines.len() - 1].to_vec()
}

#[test]
fn check_lang_limits_the_report_to_a_language_and_a_summary_counts_each_language_and_file() {
    // A translator starts a language as the guide says, then checks it.
    let site = SiteCopy::new();
    let (code, _, err) = site.tabula(&[
        "new-language",
        "sv",
        "--name",
        "Svenska",
        "--fallback",
        "nb",
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = site.tabula(&["check"]);
    // Its pages take their words from nb, whose sentences name variants in forms of
    // their own (`$variant-rules`): a language with no names yet still formats them.
    assert_eq!(code, 0, "{out}");
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("0 errors, ") && last.ends_with(" warnings"),
        "{last}"
    );
    let sv_warnings = out
        .lines()
        .filter(|l| l.starts_with("warning: [sv] "))
        .count();
    assert!(
        sv_warnings > 250,
        "every message and page of sv is missing:\n{out}"
    );
    // The summary: every language, with each file its findings are about.
    let lines = summary(&out);
    assert!(
        lines.contains(&format!("  sv     0 errors, {sv_warnings} warnings").as_str()),
        "{lines:#?}"
    );
    let rules = out
        .lines()
        .filter(|l| l.contains("translate it in locales/sv/rules.ftl"))
        .count();
    assert!(rules > 10, "{out}");
    assert!(
        lines.contains(&format!("    locales/sv/rules.ftl: {rules} warnings").as_str()),
        "{lines:#?}"
    );
    let pages = out.matches("warning: [sv] untranslated page").count();
    assert!(
        lines.contains(&format!("    content/**/*.sv.md: {pages} warnings").as_str()),
        "{lines:#?}"
    );
    // The other languages lack only the new language's name.
    assert!(
        lines.contains(&"  de     0 errors, 1 warning"),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"    locales/de/site.ftl: 1 warning"),
        "{lines:#?}"
    );

    // --lang de: German alone, in the table, the findings and the summary.
    let (code, out, _) = site.tabula(&["check", "--lang", "de"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("[sv]") && !out.contains("\nsv "), "{out}");
    assert!(
        out.contains("\nde       "),
        "the table has German's row: {out}"
    );
    assert!(
        out.contains(
            "warning: [de] no message `language-sv`: a notice in `de` names `sv` by its own name"
        ),
        "{out}"
    );
    assert_eq!(
        summary(&out),
        [
            "  de     0 errors, 1 warning",
            "    locales/de/site.ftl: 1 warning"
        ],
        "{out}"
    );
    assert!(out.ends_with("\n0 errors, 1 warning\n"), "{out}");
    // Two languages, comma-separated or repeated; --strict counts what is shown as errors.
    let (_, comma, _) = site.tabula(&["check", "--lang", "de,sv"]);
    let (code, strict, _) = site.tabula(&["check", "--lang", "de", "--lang", "sv", "--strict"]);
    assert_eq!(code, 1, "{strict}");
    let n = comma.lines().filter(|l| l.starts_with("warning: ")).count();
    assert_eq!(n, sv_warnings + 1, "{comma}");
    assert!(
        strict.ends_with(&format!("\n{n} errors, 0 warnings\n")),
        "{strict}"
    );
    assert!(
        summary(&strict).contains(&format!("  sv     {sv_warnings} errors").as_str()),
        "{strict}"
    );
    // A tag the site does not have names the site's languages, before any work.
    let (code, out, err) = site.tabula(&["check", "--lang", "fr"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        err.contains("--lang names `fr`, which is not a language of the site (en, nb, da, de, cs, ja, ar, sv)"),
        "{err}"
    );
    assert!(out.is_empty(), "{out}");
    let (code, _, err) = site.tabula(&["check", "--lang", "DE"]);
    assert_eq!(code, 1);
    assert!(err.contains("--lang names `DE`: write `de`"), "{err}");
}
