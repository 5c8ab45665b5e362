//! `tabula init`: a new site that builds and passes `check` at once, with any game of
//! the bundled rule data and every bundled template, never into a folder in use.

use super::tabula_in;
use std::path::Path;

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
