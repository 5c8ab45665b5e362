//! The output folder: a build never replaces a folder with files it did not write, nor
//! one of the site's own; one build at a time writes a folder, and a killed build
//! leaves nothing the next one does not clear.

use crate::common;
use crate::common::site::SiteCopy;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    let cache = crate::common::site::png_cache();
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
    let cache = crate::common::site::png_cache();
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
