//! Edits while serving: the site rebuilt on each edit, an error shown until its own
//! file is fixed while the last good page stays served, folders moved and languages
//! added, pages linked in, and the search index following a page.

use super::{get, start, wait_for};
use crate::common::site::SiteCopy;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn serve_rebuilds_on_edit_keeps_the_last_good_site_on_error_and_refuses_traversal() {
    let site = SiteCopy::new();
    let server = start(&site);
    let port = server.port;

    let (status, body) = get(port, "/en/about/");
    assert_eq!(status, 200);
    assert!(
        body.contains("new EventSource(\"/__tabula/events\")"),
        "the reload script is injected"
    );
    // Apart from the script, the page is what `tabula build` writes.
    site.build();
    let built = site.dist("en/about/index.html");
    // The reload script is the plain script that opens the event source (the page has
    // plain scripts of its own too).
    let events = body.find("new EventSource").unwrap();
    let script_start = body[..events].rfind("<script>").unwrap();
    // The reload script's end (the page has scripts of its own too).
    let script_end =
        script_start + body[script_start..].find("</script>\n").unwrap() + "</script>\n".len();
    assert_eq!(
        format!("{}{}", &body[..script_start], &body[script_end..]),
        built
    );

    // An edit is served.
    let text = site.read("content/about.en.md");
    site.write(
        "content/about.en.md",
        &format!("{text}\n\nFreshly written sentence.\n"),
    );
    wait_for("the edit", || {
        get(port, "/en/about/")
            .1
            .contains("Freshly written sentence.")
    });

    // A broken Fluent file: the error is shown, the last good page is still served.
    site.edit(
        "locales/cs/site.ftl",
        "skip-link =",
        "skip-link = { $\nbroken =",
    );
    wait_for("the error", || {
        get(port, "/cs/").1.contains("locales/cs/site.ftl")
    });
    let (status, body) = get(port, "/cs/about/");
    assert_eq!(status, 200);
    assert!(
        body.contains("Fluent syntax"),
        "the error overlay's text names the problem"
    );
    assert!(
        body.contains("<main id=\"main\""),
        "the last good page is still served"
    );
    // Fixing the file clears the error.
    site.edit(
        "locales/cs/site.ftl",
        "skip-link = { $\nbroken =",
        "skip-link =",
    );
    wait_for("the fix", || {
        !get(port, "/cs/").1.contains("locales/cs/site.ftl")
    });

    // Nothing outside the built site, however it is spelled.
    for path in [
        "/../Cargo.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/en/%2E%2E/%2E%2E/content/site.toml",
        "//etc/passwd",
        "/content/site.toml",
    ] {
        let (status, body) = get(port, path);
        assert_eq!(status, 404, "{path}");
        assert!(!body.contains("base_url"), "{path}");
    }
    // Unknown pages get the localized 404 page; types are right.
    let (status, body) = get(port, "/de/gibt-es-nicht/");
    assert_eq!(status, 404);
    assert!(body.contains("<html lang=\"de\""));
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        s,
        "GET /style.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut head = String::new();
    s.read_to_string(&mut head).unwrap();
    assert!(
        head.contains("Content-Type: text/css"),
        "{}",
        &head[..200.min(head.len())]
    );
    drop(s);

    // Ctrl-C stops the server cleanly.
    let mut server = server;
    let pid = server.child.id().to_string();
    assert!(Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap()
        .success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the server did not stop on Ctrl-C"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status}");
}

/// Waits until the page at `path` shows the error overlay text containing `needle`.
fn error_shown(port: u16, path: &str, needle: &str) -> bool {
    let body = get(port, path).1;
    body.split("var initial = ").nth(1).is_some_and(|rest| {
        rest.split(";\n")
            .next()
            .is_some_and(|init| init.contains(needle))
    })
}

fn no_error(port: u16, path: &str) -> bool {
    get(port, path).1.contains("var initial = null;")
}

#[test]
fn an_error_stays_shown_until_its_own_file_is_fixed() {
    let site = SiteCopy::fixture("minimal");
    let server = start(&site);
    let port = server.port;
    // A page with broken front matter.
    site.edit(
        "content/guide/first.en.md",
        "title = \"First steps\"",
        "title = ",
    );
    wait_for("the front-matter error", || {
        error_shown(port, "/en/", "guide/first.en.md")
    });
    // Editing another page does not hide it.
    site.edit(
        "content/about.en.md",
        "Only in English.",
        "Only in English, edited.",
    );
    std::thread::sleep(Duration::from_millis(600));
    assert!(
        error_shown(port, "/en/", "guide/first.en.md"),
        "the first page's error was cleared by another edit"
    );
    // A broken Fluent file, then a page edit: both errors stay.
    site.edit(
        "locales/de/site.ftl",
        "skip-link =",
        "skip-link = { $\nbroken =",
    );
    wait_for("the Fluent error", || {
        error_shown(port, "/en/", "locales/de/site.ftl")
    });
    site.edit("content/about.en.md", "edited", "edited twice");
    std::thread::sleep(Duration::from_millis(600));
    assert!(
        error_shown(port, "/en/", "locales/de/site.ftl")
            && error_shown(port, "/en/", "guide/first.en.md")
    );
    // Fixing one file leaves the other's error.
    site.edit(
        "content/guide/first.en.md",
        "title = ",
        "title = \"First steps\"",
    );
    wait_for("the front matter fixed", || {
        !error_shown(port, "/en/", "guide/first.en.md")
    });
    assert!(error_shown(port, "/en/", "locales/de/site.ftl"));
    site.edit(
        "locales/de/site.ftl",
        "skip-link = { $\nbroken =",
        "skip-link =",
    );
    wait_for("every error fixed", || no_error(port, "/en/"));
    assert!(
        get(port, "/en/about/").1.contains("edited twice"),
        "the edits made meanwhile are served"
    );
}

#[test]
fn folders_moved_out_and_in_and_languages_added_are_seen() {
    let site = SiteCopy::fixture("minimal");
    let server = start(&site);
    let port = server.port;
    assert_eq!(get(port, "/en/guide/first/").0, 200);
    // Moved out of content/: the home page's link to it breaks, as in `tabula build`.
    std::fs::rename(site.path("content/guide"), site.path("guide-aside")).unwrap();
    wait_for("the broken link reported", || {
        error_shown(port, "/en/", "@/guide")
    });
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "build rejects it too: {err}");
    // Moved back in: served again, error gone.
    std::fs::rename(site.path("guide-aside"), site.path("content/guide")).unwrap();
    wait_for("the folder served again", || {
        no_error(port, "/en/") && get(port, "/en/guide/first/").0 == 200
    });
    // A folder moved in that was never there.
    std::fs::create_dir_all(site.path("elsewhere/extra")).unwrap();
    std::fs::write(
        site.path("elsewhere/extra/_index.en.md"),
        "+++\ntitle = \"Extra\"\ndescription = \"d\"\n+++\nNew.\n",
    )
    .unwrap();
    std::fs::rename(site.path("elsewhere/extra"), site.path("content/extra")).unwrap();
    wait_for("the new folder served", || get(port, "/en/extra/").0 == 200);
    // A language added to site.toml while serving, with its messages and a page.
    std::fs::create_dir_all(site.path("locales/sv")).unwrap();
    site.write(
        "locales/sv/site.ftl",
        &site
            .read("locales/de/site.ftl")
            .replace("Testseite", "Testsida"),
    );
    let config = site.read("content/site.toml");
    site.write(
        "content/site.toml",
        &format!("{config}\n[languages.sv]\nname = \"Svenska\"\nfallback = [\"en\"]\nweight = 3\n"),
    );
    site.write(
        "content/about.sv.md",
        "+++\ntitle = \"Om\"\ndescription = \"Om sidan.\"\nkind = \"about\"\n+++\nPå svenska.\n",
    );
    wait_for("the new language served", || {
        get(port, "/sv/about/").1.contains("På svenska.")
    });
    assert!(no_error(port, "/sv/about/"));
}

#[test]
fn a_bad_option_default_is_an_error_in_serve_and_fixing_it_clears_it() {
    let site = SiteCopy::fixture("minimal");
    let finkel = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games/ur/finkel.toml"),
    )
    .unwrap();
    site.write("content/games/ur/finkel.toml", &finkel);
    let board = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games/ur/boards/ur.toml"),
    )
    .unwrap();
    site.write("content/games/ur/boards/ur.toml", &board);
    let server = start(&site);
    let port = server.port;
    site.edit(
        "content/games/ur/finkel.toml",
        "default = \"7\"",
        "default = \"nosuch\"",
    );
    wait_for("the option error", || {
        error_shown(port, "/en/", "options.pieces.default")
    });
    site.edit(
        "content/games/ur/finkel.toml",
        "default = \"nosuch\"",
        "default = \"7\"",
    );
    wait_for("the fix", || no_error(port, "/en/"));
    // Still alive and serving.
    assert_eq!(get(port, "/en/about/").0, 200);
}

#[test]
fn a_message_nested_too_deep_is_an_error_in_serve_not_a_crash() {
    // Saved while serving: the rebuild reports the nesting (no stack overflow takes the
    // server down), the last good site is still served, and the fix clears the error.
    let site = SiteCopy::fixture("minimal");
    let mut server = start(&site);
    let port = server.port;
    let ftl = site.read("locales/en/site.ftl");
    let depth = 3_000;
    site.write(
        "locales/en/site.ftl",
        &format!(
            "{ftl}\ndeep = {}\"x\"{}\n",
            "{ ".repeat(depth),
            " }".repeat(depth)
        ),
    );
    wait_for("the nesting error", || {
        error_shown(port, "/en/", "nest more than 100 deep")
    });
    assert!(
        server.child.try_wait().unwrap().is_none(),
        "the server is running"
    );
    assert_eq!(get(port, "/en/about/").0, 200);
    site.write("locales/en/site.ftl", &ftl);
    wait_for("the fix", || no_error(port, "/en/"));
}

#[test]
fn pages_linked_in_while_serving_are_watched_through_the_link() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "elsewhere/linked.en.md",
        "+++\ntitle = \"Linked\"\ndescription = \"d\"\n+++\nFirst words.\n",
    );
    site.write(
        "shelf/folder/_index.en.md",
        "+++\ntitle = \"Shelf\"\ndescription = \"d\"\n+++\nShelf words.\n",
    );
    let server = start(&site);
    let port = server.port;
    // A page file linked in while serving, then its target edited.
    std::os::unix::fs::symlink(
        site.path("elsewhere/linked.en.md"),
        site.path("content/linked.en.md"),
    )
    .unwrap();
    wait_for("the linked page", || {
        get(port, "/en/linked/").1.contains("First words.")
    });
    site.edit("elsewhere/linked.en.md", "First words.", "Second words.");
    wait_for("the edit of the linked page's file", || {
        get(port, "/en/linked/").1.contains("Second words.")
    });
    // A folder linked in while serving, then a file in it edited.
    std::os::unix::fs::symlink(site.path("shelf/folder"), site.path("content/shelf")).unwrap();
    wait_for("the linked folder", || {
        get(port, "/en/shelf/").1.contains("Shelf words.")
    });
    site.edit(
        "shelf/folder/_index.en.md",
        "Shelf words.",
        "New shelf words.",
    );
    wait_for("the edit in the linked folder", || {
        get(port, "/en/shelf/").1.contains("New shelf words.")
    });
}

/// The hash of each language's index, from Pagefind's entry file.
fn index_hashes(entry: &str) -> Vec<(String, String)> {
    let v: serde_json::Value = serde_json::from_str(entry).unwrap_or_default();
    v["languages"]
        .as_object()
        .map(|m| {
            m.iter()
                .map(|(l, x)| {
                    (
                        l.clone(),
                        x["hash"].as_str().unwrap_or_default().to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn the_search_index_follows_an_edit_a_moment_after_the_page() {
    let site = SiteCopy::fixture("search").with_bundled(&[
        "templates",
        "static",
        "locales/en/site.ftl",
        "locales/de/site.ftl",
    ]);
    let server = start(&site);
    let entry = || get(server.port, "/pagefind/pagefind-entry.json");
    wait_for("the first index", || entry().0 == 200);
    let before = index_hashes(&entry().1);
    assert_eq!(before.len(), 2, "{before:?}");
    site.edit(
        "content/race/rules.en.md",
        "thirty squares",
        "thirty squares and a heron",
    );
    wait_for("the edited page", || {
        get(server.port, "/en/race/rules/").1.contains("heron")
    });
    wait_for("the index of the edited page", || {
        index_hashes(&entry().1) != before
    });
    let after = index_hashes(&entry().1);
    assert_eq!(after[0], before[0], "the German index is the same");
    assert_ne!(after[1], before[1], "the English index is made again");
    // Every file the entry names is served.
    let (status, _) = get(
        server.port,
        &format!("/pagefind/pagefind.{}.pf_meta", after[1].1),
    );
    assert_eq!(status, 200);
}

#[test]
fn serve_prints_the_warnings_of_its_first_build_and_of_every_rebuild() {
    // A page that asks for values the site lacks: a warning, as `tabula build` gives.
    let site = SiteCopy::fixture("solved").with_bundled(&[
        "templates",
        "static",
        "locales/en",
        "locales/ar",
    ]);
    let logs = tempfile::tempdir().unwrap();
    let log = logs.path().join("stderr");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["serve", "--port", "0"])
        .current_dir(site.root())
        .env("TABULA_CACHE_DIR", crate::common::site::png_cache())
        .stdout(std::process::Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let read = || std::fs::read_to_string(&log).unwrap();
    let first = read();
    assert!(
        first.lines().any(|l| l.starts_with("warning: ")
            && l.contains("content/ur/_index.en.md:9:")
            && l.contains("content/solved/ has no values of ur/finkel")),
        "{first}"
    );
    assert!(first.contains(" warning"), "{first}");
    // A page edit (patched in, not a whole rebuild) warns again, as the block still
    // asks.
    let page = "content/ur/_index.en.md";
    site.edit(page, "Each move with", "Every move with");
    wait_for("the first rebuild", || read().contains("rebuilt"));
    let after = read();
    let rebuilt = &after[first.len()..];
    assert!(
        rebuilt.contains("warning: ") && rebuilt.contains("_index.en.md:9:"),
        "{rebuilt}"
    );
    // Once the page asks for no values, its warning is gone.
    site.edit(page, "values = true\n", "");
    wait_for("the second rebuild", || {
        read()[after.len()..].contains("rebuilt")
    });
    let last = read();
    assert!(
        !last[after.len()..].contains("_index.en.md:9:"),
        "{}",
        &last[after.len()..]
    );
    let _ = child.kill();
    let _ = child.wait();
}
