//! Errors: what fails, where it is reported (file, line and column), and what a failed
//! or repeated build leaves in the output folder.

use super::errors;
use crate::common::site::{snapshot_dir, SiteCopy};
use std::time::Duration;

/// Runs `tabula ARGS` and kills it if it is still running after a minute: for inputs
/// that could make the build hang. `None` if it had to be killed.
fn tabula_or_hang(site: &SiteCopy, args: &[&str]) -> Option<(i32, String)> {
    site.tabula_bounded(args, Duration::from_secs(60))
        .ok()
        .map(|(code, err)| (code.unwrap_or(-1), err))
}

/// Every file of a folder with its inode: a file written again gets a new one.
fn inodes(dir: &std::path::Path) -> std::collections::BTreeMap<String, u64> {
    use std::os::unix::fs::MetadataExt;
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            (
                e.path()
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned(),
                e.metadata().unwrap().ino(),
            )
        })
        .collect()
}

#[test]
fn a_rebuild_writes_only_what_changed_and_removes_what_the_site_no_longer_has() {
    let site = SiteCopy::fixture("minimal");
    site.build();
    let first = inodes(&site.path("dist"));
    assert!(first.contains_key("en/guide/first/index.html"), "{first:?}");
    // Nothing changed: nothing is written, so every file (and its time) is the one before.
    site.build();
    assert_eq!(
        inodes(&site.path("dist")),
        first,
        "a rebuild with no change wrote files"
    );
    // One page changed, one removed, and a file put into the output by hand.
    site.write(
        "content/guide/first.en.md",
        &(site.read("content/guide/first.en.md") + "\nA new sentence.\n"),
    );
    site.remove("content/about.en.md");
    site.write("dist/notes/todo.txt", "written by hand");
    let err = site.build();
    assert!(
        err.contains("kept 1 file in dist that tabula did not write: notes/ (1 file)"),
        "{err}"
    );
    let second = inodes(&site.path("dist"));
    assert_ne!(
        second["en/guide/first/index.html"], first["en/guide/first/index.html"],
        "the changed page was not written"
    );
    assert!(site
        .dist("en/guide/first/index.html")
        .contains("A new sentence."));
    assert!(
        !site.exists("dist/en/about/index.html") && !site.exists("dist/en/about"),
        "the removed page's output is left"
    );
    assert_eq!(
        site.read("dist/notes/todo.txt"),
        "written by hand",
        "a file tabula did not write was removed"
    );
    let kept = second
        .iter()
        .filter(|(f, ino)| first.get(*f) == Some(ino))
        .count();
    assert!(
        kept * 2 > second.len(),
        "only {kept} of {} files kept",
        second.len()
    );
    // What is there, besides the file written by hand, is what a build into an empty
    // folder makes (the marker apart: it names its folder).
    let (code, _, err) = site.tabula(&["build", "-o", "fresh"]);
    assert_eq!(code, 0, "{err}");
    site.remove("dist/notes");
    let built = |dir: &str| {
        let mut files = snapshot_dir(&site.path(dir));
        files.retain(|(name, _)| name != ".tabula-output");
        files
    };
    assert!(
        built("dist") == built("fresh"),
        "the updated output differs from a fresh build"
    );
    // A folder of the output replaced by a link to a copy of it: the files seen through
    // the link are the build's, but the output is made again whole, and what the link
    // led to is left alone.
    std::fs::remove_dir_all(site.path("dist/en/guide")).unwrap();
    std::os::unix::fs::symlink(site.path("fresh/en/guide"), site.path("dist/en/guide")).unwrap();
    site.build();
    assert!(!std::fs::symlink_metadata(site.path("dist/en/guide"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(
        built("dist") == built("fresh"),
        "a page seen through a link was lost"
    );
    assert!(
        site.exists("fresh/en/guide/first/index.html"),
        "a file outside the output was removed"
    );
}

#[test]
fn a_failed_build_leaves_the_previous_site_whole_and_reports_every_error() {
    let site = SiteCopy::fixture("minimal");
    site.build();
    let before = snapshot_dir(&site.path("dist"));
    site.edit("content/guide/first.en.md", "title = ", "title = = ");
    site.edit("content/guide/first.de.md", "+++\n", "+++\nbogus = 1\n");
    site.write("locales/de/broken.ftl", "ok = fine\nhello = { $\n");
    site.write(
        "content/extra.xx.md",
        "+++\ntitle = \"x\"\ndescription = \"x\"\n+++\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(errors(&err), [
        "error: ./content/extra.xx.md:1:1: unknown language tag `xx` in the file name; the site's languages are de, en (add it to content/site.toml)",
        "error: ./content/guide/first.de.md:2:1: [de] front matter: unknown field `bogus`, expected one of `title`, `description`, `kind`, `variant`, `weight`, `search`",
        "error: ./content/guide/first.en.md:2:9: [en] front matter: extra `=`, expected nothing",
        "error: ./locales/de/broken.ftl:2:12: [de] Fluent syntax: Expected one of \"a-zA-Z\"",
    ]);
    assert!(
        err.ends_with("4 errors\nthe build failed; dist was left as it was\n"),
        "{err}"
    );
    assert!(before == snapshot_dir(&site.path("dist")), "dist/ changed");
    // Nothing is left beside it: no staging folder.
    let mut names: Vec<String> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "README.md",
            "content",
            "dist",
            "locales",
            "static",
            "templates"
        ]
    );
}

#[test]
fn front_matter_and_page_name_errors_name_their_line_and_column() {
    for (file, text, want) in [
        ("content/p.en.md", "title = \"x\"\n", "./content/p.en.md:1:1: [en] a page starts with front matter: a line `+++`"),
        ("content/p.en.md", "+++\ntitle = \"x\"\n", "./content/p.en.md:1:1: [en] the front matter is not closed: add a line `+++` after it"),
        ("content/p.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\nweight = \"heavy\"\n+++\n", "./content/p.en.md:4:10: [en] front matter: invalid type: string \"heavy\", expected i32"),
        ("content/p.en.md", "+++\ntitle = \"x\"\n+++\n", "./content/p.en.md:2:1: [en] front matter: missing field `description`"),
        ("content/p.de.md", "+++\ntitle = \"x\"\ndescription = \"d\"\nkind = \"blog\"\n+++\n", "./content/p.de.md:4:8: [de] front matter: unknown variant `blog`, expected one of `home`"),
        // A byte-order mark and Windows line ends do not move the position.
        ("content/p.en.md", "\u{feff}+++\r\ntitle = \"x\"\r\ndescription = \"d\"\r\nweight = 1.5\r\n+++\r\n", "./content/p.en.md:4:10: [en] front matter: invalid type: floating point `1.5`, expected i32"),
        ("content/Notes.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n", "./content/Notes.en.md:1:1: [en] `Notes` cannot be part of a page's address"),
        ("content/notes.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n", "./content/notes.md:1:1: `notes.md` is not a page name: name pages NAME.LANG.md"),
        ("content/p.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n\n\n```differences\n```\n", "./content/p.en.md:7:1: [en] differences block: the page has no `variant` in its front matter"),
        ("content/p.en.md", "+++\ntitle = \"x\"\ndescription = \"d\"\n+++\n\n```diagram\nposition = \"start\"\n```\n", "./content/p.en.md:6:1: [en] diagram: no variant"),
    ] {
        let site = SiteCopy::fixture("minimal");
        site.write(file, text);
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1, "{text:?}: {err}");
        assert_eq!(errors(&err).len(), 1, "{err}");
        assert!(err.starts_with(&format!("error: {want}")), "{text:?}:\n{err}");
    }
}

#[test]
fn two_files_for_one_page_are_an_error() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "content/guide/first/_index.en.md",
        "+++\ntitle = \"Twin\"\ndescription = \"The same page again.\"\n+++\nTwin.\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "one of the two is dropped:\n{err}");
    assert!(err.contains("content/guide/first"), "{err}");
}

#[test]
fn a_page_that_is_not_utf8_is_reported_at_the_bad_bytes_line() {
    let site = SiteCopy::fixture("minimal");
    std::fs::write(
        site.path("content/p.en.md"),
        b"+++\ntitle = \"x\"\ndescription = \"caf\xe9\"\n+++\n",
    )
    .unwrap();
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains("error: ./content/p.en.md:3:"), "{err}");
}

#[test]
fn a_named_pipe_among_the_fluent_files_is_an_error_not_a_hang() {
    let site = SiteCopy::fixture("minimal");
    let fifo = site.path("locales/en/pipe.ftl");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let (code, err) = tabula_or_hang(&site, &["build"]).expect("the build hangs");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("locales/en/pipe.ftl:1:1:"), "{err}");
}

#[test]
fn a_message_defined_in_two_files_names_both() {
    let site = SiteCopy::fixture("minimal");
    site.write("locales/en/more.ftl", "# More.\nnot-found = Gone\n");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    // more.ftl is read first, so site.ftl's definition is the second one.
    assert_eq!(errors(&err), [
        "error: ./locales/en/site.ftl:5:1: [en] the message `not-found` is defined twice: first at ./locales/en/more.ftl:2, which is the one used; remove or rename this one",
    ]);
}

#[test]
fn a_message_defined_twice_in_one_file_names_both_lines() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "locales/en/more.ftl",
        "# More.\nextra = One\nother = Two\nextra = Three\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err), [
        "error: ./locales/en/more.ftl:4:1: [en] the message `extra` is defined twice: first at ./locales/en/more.ftl:2, which is the one used; remove or rename this one",
    ]);
}

#[test]
fn site_toml_errors_name_their_line_and_column() {
    for (from, to, want) in [
        ("[languages.de]", "[languages.de_DE]", "10:12: `de_DE` is not a BCP 47 language tag"),
        ("fallback = [\"en\"]", "fallback = [\"fr\"]", "12:13: languages.de.fallback names `fr`, which is not one of [languages]"),
        ("weight = 2", "weight = 2\ndir = \"up\"", "10:1: languages.de.dir is `up`: use `ltr` or `rtl`"),
        (".org\"", ".org/\"", "1:1: base_url `https://fixture.example.org/` ends with `/`; leave the trailing slash out"),
        ("default_language = \"en\"", "default_language = \"fr\"", "2:1: default_language is `fr`, which is not one of [languages]"),
        ("version = \"1.0\"", "version = \"1.0\"\ncolour = \"red\"", "4:1: unknown field `colour`"),
        ("version = \"1.0\"", "version = 1.0", "3:11: invalid type: floating point `1.0`, expected a string"),
        ("commit = \"fixture\"", "commit = \"fixture", "4:18: invalid basic string"),
        ("name = \"Deutsch\"\n", "", "10:1: missing field `name`"),
    ] {
        let site = SiteCopy::fixture("minimal");
        site.edit("content/site.toml", from, to);
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1, "{to}");
        assert!(err.starts_with(&format!("error: ./content/site.toml:{want}")), "{to}:\n{err}");
    }
}

#[test]
fn site_toml_reports_every_problem_at_once() {
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "content/site.toml",
        "fallback = [\"en\"]",
        "fallback = [\"fr\"]\ndir = \"up\"",
    );
    site.edit("content/site.toml", ".org\"", ".org/\"");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert_eq!(errors(&err).len(), 3, "{err}");
}

#[test]
fn template_syntax_errors_name_the_template_line_and_column() {
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/page.html",
        "<h1>{{ title }}</h1>",
        "<h1>{% if %}</h1>",
    );
    site.edit(
        "templates/home.html",
        "<h1>{{ title }}</h1>",
        "<h1>{{ title }</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let lines = errors(&err);
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].starts_with("error: ./templates/home.html:6:"),
        "{err}"
    );
    assert!(
        lines[1].starts_with(
            "error: ./templates/page.html:6:11: template: Failed to parse 'page.html'"
        ),
        "{err}"
    );
    // A template that extends a missing one.
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/page.html",
        "{% extends \"base.html\" %}",
        "{% extends \"nobase.html\" %}",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("Template 'page.html' is inheriting from 'nobase.html', which doesn't exist"),
        "{err}"
    );
}

#[test]
fn template_render_errors_name_the_template_the_page_and_the_language() {
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/page.html",
        "<h1>{{ title }}</h1>",
        "<h1>{{ nope }}</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains(
        "error: ./templates/page.html:1:1: [de] rendering ./content/guide/first.de.md for /de/guide/first: Failed to render 'page.html': Variable `nope` not found in context"
    ), "{err}");
    // Every page that uses the template: about and guide/first, in both languages.
    assert_eq!(errors(&err).len(), 4, "{err}");
    let site = SiteCopy::fixture("minimal");
    site.edit(
        "templates/home.html",
        "<h1>{{ title }}</h1>",
        "<h1>{{ t(key=\"no-such-message\") }}</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(err.contains(
        "[en] the message `no-such-message` is missing in `en`, where every language's chain ends, so the pages of de, en fail on it: add `no-such-message = …` to "
    ), "{err}");
    assert!(err.contains("(2 places fail on it: rendering ./content/_index.de.md for /de/ [de], rendering ./content/_index.en.md for /en/ [en])"), "{err}");
}

#[test]
fn a_template_that_includes_itself_is_an_error_not_a_crash() {
    let site = SiteCopy::fixture("minimal");
    site.write("templates/loop.html", "x{% include \"loop.html\" %}");
    site.edit(
        "templates/page.html",
        "<h1>{{ title }}</h1>",
        "<h1>{% include \"loop.html\" %}</h1>",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("templates/loop.html"), "{err}");
}
