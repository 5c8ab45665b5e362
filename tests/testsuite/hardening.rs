//! What a careless or hostile input gets: `tabula build` never loses a file it did
//! not write, never panics, never hangs on a special file, and never lets one file
//! silently replace another. Each test is one finding of the hardening issue, run
//! through the command line as a user runs it, on the minimal fixture site.

use crate::common;
use crate::common::site::SiteCopy;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn finkel() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games/ur/finkel.toml"),
    )
    .unwrap()
}

/// Writes Finkel's rule data (as given) into the site, with the board it is played on.
fn write_finkel(site: &SiteCopy, text: &str) {
    let board = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games/ur/boards/ur.toml"),
    )
    .unwrap();
    site.write("content/games/ur/boards/ur.toml", &board);
    site.write("content/games/ur/finkel.toml", text);
}

/// Runs tabula with a time limit, so a hang fails the test instead of stalling it.
fn tabula_within(site: &SiteCopy, args: &[&str], limit: Duration) -> (i32, String) {
    match site.tabula_bounded(args, limit) {
        Ok((code, err)) => (code.unwrap_or(-1), err),
        Err(_) => panic!("tabula {args:?} did not finish in {limit:?}"),
    }
}

#[test]
fn a_folder_with_files_tabula_did_not_write_is_never_replaced() {
    let site = SiteCopy::fixture("minimal");
    // A folder beside the site, of this test alone, named as a user names it
    // (`-o ../x`) and by its whole path.
    let beside = tempfile::tempdir_in(site.root().parent().unwrap()).unwrap();
    let out = beside.path().join("thesis-out");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("thesis.txt"), "keep").unwrap();
    let relative = format!(
        "../{}/thesis-out",
        beside.path().file_name().unwrap().to_str().unwrap()
    );
    for named in [relative.as_str(), out.to_str().unwrap()] {
        let (code, _, err) = site.tabula(&["build", "-o", named]);
        assert_eq!(code, 1, "-o {named}: {err}");
        assert!(
            err.contains("holds files tabula did not write (thesis.txt)"),
            "-o {named}: {err}"
        );
        assert_eq!(
            std::fs::read_to_string(out.join("thesis.txt")).unwrap(),
            "keep"
        );
    }
}

#[test]
fn the_sites_own_folders_the_site_itself_and_files_are_refused() {
    let site = SiteCopy::fixture("minimal");
    site.write("notes.txt", "my notes");
    let before = common::site::snapshot_dir(site.root());
    for (out, says) in [
        ("content", "inside the site's `content/` folder"),
        ("templates/out", "inside the site's `templates/` folder"),
        (".", "is the site folder or holds it"),
        ("..", "is the site folder or holds it"),
        ("notes.txt", "is a file, not a folder"),
    ] {
        let (code, _, err) = site.tabula(&["build", "-o", out]);
        assert_eq!(code, 1, "-o {out}: {err}");
        assert!(err.contains(says), "-o {out}: {err}");
    }
    // Nothing was moved, replaced or left behind.
    assert_eq!(common::site::snapshot_dir(site.root()), before);
}

#[test]
fn a_build_replaces_an_empty_folder_and_its_own_output_and_leaves_no_staging_behind() {
    let site = SiteCopy::fixture("minimal");
    std::fs::create_dir(site.path("public")).unwrap();
    let (code, _, err) = site.tabula(&["build", "-o", "public"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        site.path("public/.tabula-output").is_file(),
        "the marker is left in the output"
    );
    // A page an older build wrote, which the site no longer has, is removed.
    site.write(
        "content/stale.en.md",
        "+++\ntitle = \"Stale\"\ndescription = \"d\"\n+++\n",
    );
    let (code, _, err) = site.tabula(&["build", "-o", "public"]);
    assert_eq!(code, 0, "{err}");
    assert!(site.path("public/en/stale/index.html").is_file());
    site.remove("content/stale.en.md");
    let (code, _, err) = site.tabula(&["build", "-o", "public"]);
    assert_eq!(code, 0, "a folder tabula wrote is replaced: {err}");
    assert!(!site.path("public/en/stale").exists());
    // A staging folder a killed build left (its process is gone) is cleared away.
    site.write(".public.tabula-staging-4000000/.tabula-output", "");
    site.write(
        ".public.tabula-staging-4000000/en/index.html",
        "half a site",
    );
    let (code, _, _) = site.tabula(&["build", "-o", "public"]);
    assert_eq!(code, 0);
    let left: Vec<String> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tabula-"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// Copies a folder with its hidden files, as `cp -a dist/. deploy/` does.
fn copy_into(from: &Path, to: &Path) {
    common::site::copy_dir(from, to);
}

/// Every file under a folder, by path inside it, with its bytes.
fn files_of(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    common::site::snapshot_dir(dir).into_iter().collect()
}

#[test]
fn a_deploy_folder_with_a_copied_marker_keeps_every_file_tabula_did_not_write_there() {
    let site = SiteCopy::fixture("minimal");
    site.build();
    // A deploy folder: a git repository and files of its own, then the built site
    // copied in with its marker (`cp -a dist/. deploy/`).
    let own = [
        (".git/HEAD", "ref: refs/heads/main\n"),
        (".git/objects/ab/cdef", "an object"),
        ("CNAME", "example.org\n"),
        (".htaccess", "Options -Indexes\n"),
        ("uploads/photo.jpg", "JPEG bytes"),
    ];
    for (rel, text) in own {
        site.write(&format!("deploy/{rel}"), text);
    }
    copy_into(&site.path("dist"), &site.path("deploy"));
    let (code, _, err) = site.tabula(&["build", "-o", "deploy"]);
    assert_eq!(code, 0, "{err}");
    for (rel, text) in own {
        assert_eq!(
            std::fs::read_to_string(site.path(&format!("deploy/{rel}")))
                .ok()
                .as_deref(),
            Some(text),
            "deploy/{rel} was lost: {err}"
        );
    }
    assert!(
        err.contains("kept 5 files in deploy that tabula did not write: .git/ (2 files), .htaccess, CNAME, uploads/ (1 file)"),
        "{err}"
    );
    // The build's own files are those of a build into an empty folder.
    let mut built = files_of(&site.path("deploy"));
    built.retain(|rel, _| !own.iter().any(|(o, _)| o == rel) && rel != ".tabula-output");
    let mut dist = files_of(&site.path("dist"));
    dist.remove(".tabula-output");
    assert!(built == dist, "deploy/ does not hold the build");
    // Now the marker is the deploy folder's own: a page the site no longer has is
    // removed, and said so; the files tabula did not write stay.
    site.remove("content/about.en.md");
    let (code, _, err) = site.tabula(&["build", "-o", "deploy"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        !site.exists("deploy/en/about") && !site.exists("deploy/de/about"),
        "{err}"
    );
    // The two pages, and the search index's files that held them.
    let removed: usize = err
        .split(" files of the last build removed")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(removed >= 2, "{err}");
    for (rel, text) in own {
        assert_eq!(site.read(&format!("deploy/{rel}")), text, "{err}");
    }
    // A marker copied from another folder is never permission to remove what it
    // lists: a page of the site copied in again with dist/'s marker, then gone from
    // the site, stays in the deploy folder (reported), as do the deploy folder's files.
    site.write(
        "content/extra.en.md",
        "+++\ntitle = \"Extra\"\ndescription = \"d\"\n+++\n",
    );
    site.build();
    copy_into(&site.path("dist"), &site.path("deploy"));
    site.remove("content/extra.en.md");
    let (code, _, err) = site.tabula(&["build", "-o", "deploy"]);
    assert_eq!(code, 0, "{err}");
    assert!(site.exists("deploy/en/extra/index.html"), "{err}");
    assert!(err.contains("en/ (1 file)"), "{err}");
    assert!(site.exists("deploy/CNAME") && site.exists("deploy/.git/HEAD"));
}

#[test]
fn a_second_build_into_the_same_folder_waits_for_the_first() {
    let site = SiteCopy::fixture("minimal");
    // Enough pages that the first build is still at work when the second starts.
    for i in 0..3000 {
        site.write(
            &format!("content/many/p{i}.en.md"),
            &format!(
                "+++\ntitle = \"P{i}\"\ndescription = \"d\"\n+++\nFirst text.\n{}\n",
                "Text. ".repeat(200)
            ),
        );
    }
    site.write(
        "content/many/_index.en.md",
        "+++\ntitle = \"Many\"\ndescription = \"d\"\n+++\n",
    );
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("png-cache");
    let spawn = || {
        Command::new(env!("CARGO_BIN_EXE_tabula"))
            .arg("build")
            .current_dir(site.root())
            .env("TABULA_CACHE_DIR", &cache)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let first = spawn();
    let start = Instant::now();
    while !std::fs::read_dir(site.root()).unwrap().any(|e| {
        e.unwrap()
            .file_name()
            .to_string_lossy()
            .starts_with(".dist.tabula-staging")
    }) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no staging folder"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    // An edit after the first build started, then a second build.
    for i in [0, 2999] {
        site.edit(
            &format!("content/many/p{i}.en.md"),
            "First text.",
            "Second text.",
        );
    }
    let second = spawn();
    let first = first.wait_with_output().unwrap();
    let second = second.wait_with_output().unwrap();
    let (err1, err2) = (
        String::from_utf8_lossy(&first.stderr),
        String::from_utf8_lossy(&second.stderr),
    );
    assert!(first.status.success(), "{err1}");
    assert!(second.status.success(), "{err2}");
    assert!(
        err2.contains("waiting for another build into dist to finish"),
        "{err2}"
    );
    // The output is the second build's, whole: both edited pages have the edit.
    for i in [0, 2999] {
        assert!(
            site.dist(&format!("en/many/p{i}/index.html"))
                .contains("Second text."),
            "p{i} is from the first build"
        );
    }
    let left: Vec<String> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tabula-"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

#[test]
fn a_killed_build_leaves_nothing_the_next_build_does_not_clear() {
    let site = SiteCopy::fixture("minimal");
    // Enough pages that the build is still writing when it is killed.
    for i in 0..3000 {
        site.write(
            &format!("content/many/p{i}.en.md"),
            &format!(
                "+++\ntitle = \"P{i}\"\ndescription = \"d\"\n+++\n{}\n",
                "Text. ".repeat(200)
            ),
        );
    }
    site.write(
        "content/many/_index.en.md",
        "+++\ntitle = \"Many\"\ndescription = \"d\"\n+++\n",
    );
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("png-cache");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("build")
        .current_dir(site.root())
        .env("TABULA_CACHE_DIR", cache)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Kill it as soon as its staging folder appears.
    let start = Instant::now();
    while !std::fs::read_dir(site.root()).unwrap().any(|e| {
        e.unwrap()
            .file_name()
            .to_string_lossy()
            .starts_with(".dist.tabula-staging")
    }) {
        if child.try_wait().unwrap().is_some() || start.elapsed() > Duration::from_secs(30) {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let _ = child.kill();
    let _ = child.wait();
    site.build();
    let left: Vec<String> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tabula-"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
    assert!(site.path("dist/en/many/p2999/index.html").exists());
}

#[test]
fn base_url_must_be_an_address_and_cannot_inject_markup() {
    let site = SiteCopy::fixture("minimal");
    for bad in [
        "x\"><script>alert(1)</script>",
        "https://a.org/\"><script>",
        "javascript:alert(1)",
        "https://",
        "https://a.org/",
        "https://a b.org",
        "https://a.org?q=1",
    ] {
        site.edit(
            "content/site.toml",
            site.read("content/site.toml").lines().next().unwrap(),
            &format!("base_url = '{bad}'"),
        );
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1, "{bad}: {err}");
        assert!(
            err.contains("content/site.toml:1:1: base_url"),
            "{bad}: {err}"
        );
        assert!(!site.path("dist").exists());
    }
    site.edit(
        "content/site.toml",
        site.read("content/site.toml").lines().next().unwrap(),
        "base_url = 'https://example.org/games'",
    );
    site.build();
    assert!(site
        .dist("index.html")
        .contains("href=\"https://example.org/games/en/\""));
    assert!(site
        .dist("robots.txt")
        .contains("Sitemap: https://example.org/games/sitemap.xml"));
}

#[test]
fn an_option_default_that_is_not_a_value_is_an_error_not_a_panic() {
    let site = SiteCopy::fixture("minimal");
    write_finkel(
        &site,
        &finkel().replace("default = \"7\"", "default = \"nosuch\""),
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let line = finkel()
        .lines()
        .position(|l| l == "default = \"nosuch\"" || l == "default = \"7\"")
        .unwrap()
        + 1;
    assert!(err.contains(&format!("finkel.toml:{line}:1: options.pieces.default is `nosuch`, which is not one of its values (5, 7)")), "{err}");
    let (code, _, err) = site.tabula(&[
        "moves",
        "--variant",
        "ur/finkel",
        "--throw",
        "2",
        "--position",
        "start",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("options.pieces.default"), "{err}");
}

#[test]
fn rule_data_errors_point_at_the_setting() {
    let site = SiteCopy::fixture("minimal");
    let line_of = |needle: &str| {
        finkel()
            .lines()
            .position(|l| l.starts_with(needle))
            .unwrap()
            + 1
    };
    for (from, to, key, says) in [
        // An option's default must restate the rules: a contradiction is reported at the rule.
        ("count = 7", "count = 0", "count = 7", "pieces.count: the rules say `pieces.count = 0`, but options.pieces.default (`7`) sets pieces.count = 7"),
        ("route = \"bell\"\n", "route = \"zig\"\n", "route = \"bell\"", "board.route: the rules say `board.route = \"zig\"`"),
        ("opponent = \"capture\"", "opponent = \"swap\"", "opponent = ", "landing.opponent is `swap`, which needs every piece on the board"),
        ("implement = \"binary-dice\"\ncount = 4", "implement = \"binary-dice\"\ncount = 40", "count = 4", "throw.count is 40"),
    ] {
        write_finkel(&site, &finkel().replacen(from, to, 1));
        let (code, _, err) = site.tabula(&["build"]);
        assert_eq!(code, 1);
        let line = if key == "count = 4" { finkel().lines().position(|l| l == "count = 4").unwrap() + 1 } else { line_of(key) };
        assert!(err.contains(&format!("finkel.toml:{line}:1: {says}")), "{says}: {err}");
    }
}

#[cfg(unix)]
#[test]
fn special_files_linked_into_the_site_are_errors_not_hangs() {
    use std::os::unix::fs::symlink;
    for (folder, name) in [
        ("content/games/ur", "fifo.toml"),
        ("content", "fifo.en.md"),
        ("static", "fifo.css"),
    ] {
        let site = SiteCopy::fixture("minimal");
        std::fs::create_dir_all(site.path(folder)).unwrap();
        let fifo = site.path("the-fifo");
        assert!(Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success());
        symlink(&fifo, site.path(&format!("{folder}/{name}"))).unwrap();
        let (code, err) = tabula_within(&site, &["build"], Duration::from_secs(60));
        assert_eq!(code, 1, "{folder}: {err}");
        let line = err
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{folder}: {err}"));
        assert!(
            line.contains(&format!("{name}:1:1: "))
                && line.contains("not a regular file (a named pipe)"),
            "{folder}: {err}"
        );
    }
    let site = SiteCopy::fixture("minimal");
    std::fs::create_dir_all(site.path("content/games/senet")).unwrap();
    symlink("/dev/zero", site.path("content/games/senet/zero.toml")).unwrap();
    let (code, err) = tabula_within(&site, &["build"], Duration::from_secs(60));
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("zero.toml:1:1: not a regular file (a device)"),
        "{err}"
    );
    // A link to a regular file is read as that file.
    let site = SiteCopy::fixture("minimal");
    site.write(
        "elsewhere/extra.en.md",
        "+++\ntitle = \"Linked\"\ndescription = \"d\"\n+++\nLinked in.\n",
    );
    symlink(
        site.path("elsewhere/extra.en.md"),
        site.path("content/extra.en.md"),
    )
    .unwrap();
    site.build();
    assert!(site.dist("en/extra/index.html").contains("Linked in."));
}

#[test]
fn two_pages_at_one_address_are_an_error_naming_both() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "content/about/_index.en.md",
        "+++\ntitle = \"About too\"\ndescription = \"d\"\n+++\nSecond.\n",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let line = err
        .lines()
        .find(|l| l.contains("this page has the same address, /en/about/, as"))
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        line.contains("about/_index.en.md") && line.contains("about.en.md:1:1: [en]")
            || line.contains("about/_index.en.md:1:1: [en]"),
        "{line}"
    );
    assert!(line.ends_with(": rename or remove one of them"), "{line}");
}

#[test]
fn a_static_file_cannot_replace_a_generated_one() {
    let site = SiteCopy::fixture("minimal");
    site.write("static/sitemap.xml", "<urlset/>");
    site.write("static/en/about/index.html", "<p>mine</p>");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("static/sitemap.xml: this static file would replace `sitemap.xml`, which the build makes from"), "{err}");
    assert!(err.contains("static/en/about/index.html: this static file would replace `en/about/index.html`, which the build makes from"), "{err}");
    assert!(err.contains("content/about.en.md"), "{err}");
}

#[test]
fn a_damaged_png_cache_entry_is_never_copied_into_the_site() {
    let site = SiteCopy::fixture("minimal");
    write_finkel(&site, &finkel());
    // The bundled messages the diagram's description uses, with the fixture's own interface.
    let own = site.read("locales/en/site.ftl");
    for ftl in ["diagrams.ftl", "rules.ftl", "site.ftl"] {
        std::fs::copy(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("locales/en")
                .join(ftl),
            site.path("locales/en").join(ftl),
        )
        .unwrap();
    }
    let bundled = site.read("locales/en/site.ftl");
    let missing: String = own
        .lines()
        .filter(|l| {
            let id = format!("{} =", l.split(" =").next().unwrap());
            !bundled.lines().any(|b| b.starts_with(&id))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    site.write("locales/en/site.ftl", &format!("{bundled}\n{missing}"));
    site.edit(
        "content/about.en.md",
        "Only in English.",
        "```diagram\nvariant = \"ur/finkel\"\nposition = \"start\"\n```\n",
    );
    let cache = site.path("cache");
    let (code, _, err) = site.tabula_with_cache(&["build"], &cache);
    assert_eq!(code, 0, "{err}");
    let png = std::fs::read_dir(site.path("dist/diagrams"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "png"))
        .unwrap();
    let good = std::fs::read(&png).unwrap();
    let entry = std::fs::read_dir(cache.join("png"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .next()
        .unwrap();
    let whole = std::fs::read(&entry).unwrap();
    for damaged in [
        whole[..whole.len() / 2].to_vec(),
        [&whole[..17], b"\x89PNG\r\n\x1a\nnot a picture".as_slice()].concat(),
    ] {
        std::fs::write(&entry, &damaged).unwrap();
        let (code, _, err) = site.tabula_with_cache(&["build"], &cache);
        assert_eq!(code, 0, "{err}");
        assert!(err.contains("(0 PNGs from the cache)"), "{err}");
        assert_eq!(std::fs::read(&png).unwrap(), good);
    }
}

#[test]
fn invalid_utf8_is_reported_on_its_line() {
    let site = SiteCopy::fixture("minimal");
    std::fs::write(
        site.path("content/guide/first.en.md"),
        b"+++\ntitle = \"T\"\ndescription = \"d\"\n+++\nFine.\n\nBad \xff byte.\n",
    )
    .unwrap();
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("guide/first.en.md:7:5: [en] the file is not UTF-8 text"),
        "{err}"
    );
}

#[test]
fn check_names_the_file_to_write_and_its_summary_agrees_with_its_status() {
    let site = SiteCopy::fixture("minimal");
    site.write(
        "content/extra/_index.en.md",
        "+++\ntitle = \"Extra\"\ndescription = \"d\"\n+++\n",
    );
    let (code, out, _) = site.tabula(&["check"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("[de] untranslated page /extra (write content/extra/_index.de.md)"),
        "{out}"
    );
    assert!(
        out.contains("[de] untranslated page /about (write content/about.de.md)"),
        "{out}"
    );
    assert!(out.contains("0 errors, 2 warnings"), "{out}");
    let (code, out, _) = site.tabula(&["check", "--strict"]);
    assert_eq!(code, 1);
    assert!(out.contains("\n2 errors, 0 warnings"), "{out}");
}

/// The bundled Senet rule data and board in the site.
fn write_senet(site: &SiteCopy) {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for rel in [
        "content/games/senet/standard.toml",
        "content/games/senet/bell.toml",
        "content/games/senet/boards/senet.toml",
    ] {
        site.write(rel, &std::fs::read_to_string(repo.join(rel)).unwrap());
    }
}

#[test]
fn bad_rule_data_is_reported_at_its_line_all_together() {
    let site = SiteCopy::fixture("minimal");
    write_senet(&site);
    let bell = site.read("content/games/senet/bell.toml");
    // Two standard variants, a House of Water on a square pieces start on, an unknown board,
    // a route that leaves the board and one that visits a tile twice: all in one report.
    site.write(
        "content/games/senet/bell.toml",
        &bell.replacen("game = \"senet\"", "game = \"senet\"\nstandard = true", 1),
    );
    let standard = site.read("content/games/senet/standard.toml");
    site.write(
        "content/games/senet/early.toml",
        &standard
            .replace("standard = true", "standard = false")
            .replace("water = 28", "water = 8")
            .replace("goes_to = \"rebirth\"", "goes_to = 1"),
    );
    site.write(
        "content/games/senet/elsewhere.toml",
        &standard
            .replace("standard = true", "standard = false")
            .replace("name = \"senet\"", "name = \"round\""),
    );
    let board = site.read("content/games/senet/boards/senet.toml");
    site.write(
        "content/games/senet/boards/leaky.toml",
        &board.replacen("\"30\"]", "\"31\"]", 1),
    );
    site.write(
        "content/games/senet/boards/twice.toml",
        &board.replacen("\"2\", \"3\"", "\"2\", \"2\"", 1),
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let line_of =
        |text: &str, needle: &str| text.lines().position(|l| l.starts_with(needle)).unwrap() + 1;
    for want in [
        format!("senet/standard.toml:{}:1: senet has two standard variants, this one and ./content/games/senet/bell.toml", line_of(&standard, "standard")),
        format!("senet/early.toml:{}:1: houses.water is 8, a square pieces start on", line_of(&site.read("content/games/senet/early.toml"), "water = 8")),
        format!("senet/elsewhere.toml:{}:1: board.name is `round`, which is not a board of senet", line_of(&standard, "name = ")),
        "senet/boards/leaky.toml:".to_string() + &format!("{}:1: routes.senet.seat1 names the tile `31`, which the grid does not have", line_of(&board, "seat1")),
        "senet/boards/twice.toml:".to_string() + &format!("{}:1: routes.senet.seat1 visits the tile `2` twice", line_of(&board, "seat1")),
    ] {
        assert!(err.contains(&want), "missing `{want}` in:\n{err}");
    }
}

/// The JSON inside each play page's `<script id="tabula-words">`, up to the first
/// `</script>` after it, as the HTML parser would end it (or the rest of the page).
fn words_script(html: &str) -> &str {
    let open = r#"<script type="application/json" id="tabula-words">"#;
    let start = html.find(open).expect("no #tabula-words") + open.len();
    let rest = &html[start..];
    &rest[..rest.find("</script>").unwrap_or(rest.len())]
}

#[test]
fn a_translated_phrase_cannot_break_a_pages_script() {
    // `<!--<script>` puts the HTML parser where `</script>` no longer ends the element:
    // the words would swallow play.js and the footer. Every `<` of JSON in a page is
    // written `\u003c`, in the language that says it and in one that falls back to it.
    let site = SiteCopy::new();
    let phrase = "Undo <!--<script> </script>";
    site.edit(
        "locales/en/play.ftl",
        "try-undo = Undo",
        &format!("try-undo = {phrase}"),
    );
    let de = site.read("locales/de/play.ftl");
    let line = de.lines().find(|l| l.starts_with("try-undo =")).unwrap();
    site.edit("locales/de/play.ftl", line, "");
    site.build();
    for lang in ["en", "de"] {
        let html = site.dist(&format!("{lang}/ur/play/finkel/index.html"));
        let json = words_script(&html);
        assert!(
            !json.contains('<'),
            "{lang}: a `<` in the page's JSON: {json}"
        );
        let words: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(words["m"]["try-undo"], phrase, "{lang}");
        assert!(
            html.contains(r#"<script type="module" src="/engine/play.js"></script>"#),
            "{lang}"
        );
    }
}

#[test]
fn an_option_value_with_commas_colons_or_percents_reads_back_from_a_play_link() {
    // The `o` field is `name:value,name:value`: a value holding `,` or `:` would be cut
    // apart, so they are percent-encoded in it (and `%` itself), then the field is
    // escaped for the fragment; the play page reads it back (browser/play.mjs checks
    // the same link there).
    let options = std::collections::BTreeMap::from([
        ("route".to_string(), "masters,x:y%".to_string()),
        ("pieces".to_string(), "5".to_string()),
    ]);
    assert_eq!(
        tabula::diagram::play_url("en", "ur/finkel", &options, "1:4 2:- turn:2", None),
        "/en/ur/play/finkel/#v=ur/finkel&o=pieces:5,route:masters%252Cx%253Ay%2525&p=1:4%202:-%20turn:2"
    );
}

#[test]
fn a_replay_that_finishes_its_game_links_the_play_page_to_its_record() {
    // The play page takes no finished start (the engine does not check that a result
    // written in a position agrees with its pieces): a figure whose replay ends the game
    // links the record, which the play page replays to the same end.
    let rules = common::rules("ur/blitz");
    let game = rules.random_game(3, 10_000, true);
    assert!(game.plies.last().unwrap().after.result.is_some());
    let replay: Vec<String> = game
        .plies
        .iter()
        .map(|p| match &p.chosen {
            None => format!("{}:pass", p.throw),
            Some(m) if m.from == 0 => format!("{}:hand", p.throw),
            Some(m) => format!("{}:{}", p.throw, m.from),
        })
        .collect();
    let site = SiteCopy::new();
    site.write(
        "content/ur/finished.en.md",
        &format!(
            "+++\ntitle = \"A whole game\"\ndescription = \"Played to its end.\"\nkind = \"page\"\n+++\n\n```diagram\nvariant = \"ur/blitz\"\nreplay = \"{}\"\n```\n",
            replay.join(" ")
        ),
    );
    site.build();
    let html = site.dist("en/ur/finished/index.html");
    let link = html
        .split(r#"<a class="play" href=""#)
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("no play link");
    assert_eq!(
        link,
        format!("/en/ur/play/blitz/#v=ur/blitz&amp;r={}", replay.join("%20"))
    );
}

/// The Senet board made `columns` wide: its first row padded with cells without a tile.
fn wide_senet_board(site: &SiteCopy, columns: usize) {
    let board = site.read("content/games/senet/boards/senet.toml");
    let pad = " .".repeat(columns - 10);
    site.write(
        "content/games/senet/boards/senet.toml",
        &board
            .replacen(
                "\"1 2 3 4 5 6 7 8 9 10\"",
                &format!("\"1 2 3 4 5 6 7 8 9 10{pad}\""),
                1,
            )
            .replacen("columns = 11", &format!("columns = {columns}"), 1),
    );
}

#[test]
fn a_board_too_wide_to_draw_is_refused_naming_its_file() {
    let site = SiteCopy::fixture("minimal")
        .with_bundled(&["locales/en/diagrams.ftl", "locales/en/rules.ftl"]);
    let messages = site.read("locales/en/site.ftl");
    site.write(
        "locales/en/site.ftl",
        &format!("{messages}\nsentence-join = {{\" \"}}\n"),
    );
    write_senet(&site);
    wide_senet_board(&site, 255);
    site.write(
        "content/wide.en.md",
        "+++\ntitle = \"Wide\"\ndescription = \"d\"\nkind = \"page\"\n+++\n```diagram\nvariant = \"senet/standard\"\nposition = \"start\"\n```\n",
    );
    let (code, err) = tabula_within(&site, &["build"], Duration::from_secs(120));
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("content/wide.en.md")
            && err.contains("cannot be drawn: its picture would be")
            && err.contains("Make the board in content/games/senet/boards/senet.toml smaller"),
        "{err}"
    );
    // A board a little wider than the bundled one is drawn.
    write_senet(&site);
    wide_senet_board(&site, 14);
    let (code, err) = tabula_within(&site, &["build"], Duration::from_secs(120));
    assert_eq!(code, 0, "{err}");
}

#[test]
fn new_language_checks_the_whole_change_before_writing_anything() {
    let site = SiteCopy::fixture("minimal");
    let inline = "base_url = \"https://fixture.example.org\"\ndefault_language = \"en\"\nversion = \"1.0\"\ncommit = \"fixture\"\nlanguages = { en = { name = \"English\", weight = 1 }, de = { name = \"Deutsch\", fallback = [\"en\"], weight = 2 } }\n";
    site.write("content/site.toml", inline);
    site.build();
    for _ in 0..2 {
        let (code, _, err) = site.tabula(&["new-language", "sv", "--name", "Svenska"]);
        assert_eq!(code, 1, "{err}");
        assert!(
            err.contains("content/site.toml:5:1: the languages are written inline"),
            "{err}"
        );
        assert!(!site.exists("locales/sv"), "locales/sv/ was written: {err}");
        assert_eq!(site.read("content/site.toml"), inline);
    }
}

#[test]
fn stats_refuses_counts_it_cannot_play_before_any_work() {
    let site = SiteCopy::fixture("minimal");
    write_senet(&site);
    for games in ["18446744073709551615", "1000000000000"] {
        for flag in ["--games", "--look-ahead-games"] {
            let (code, err) =
                tabula_within(&site, &["stats", flag, games], Duration::from_secs(30));
            assert_eq!(code, 2, "{flag} {games}: {err}");
            assert!(
                err.contains(&format!("{flag} {games} is more than tabula stats plays")),
                "{err}"
            );
        }
    }
    // 64 options of two values each: 2^64 combinations.
    let mut standard = site.read("content/games/senet/standard.toml");
    for i in 0..64 {
        standard.push_str(&format!(
            "\n[options.o{i}]\ndefault = \"a\"\nvalues.a = {{ pieces = {{ count = 5 }} }}\nvalues.b = {{ pieces = {{ count = 5 }} }}\n"
        ));
    }
    site.write("content/games/senet/standard.toml", &standard);
    let (code, err) = tabula_within(
        &site,
        &["stats", "--every-combination", "--games", "1"],
        Duration::from_secs(60),
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--every-combination: the options of the rule data combine into more than 18446744073709551615 rule sets"),
        "{err}"
    );
    assert!(!site.exists("content/stats"));
}
