//! The site's files: special files linked in, two pages at one address, a static file
//! over a generated one, a damaged PNG cache entry and bytes that are not UTF-8.

use super::{finkel, tabula_within, write_finkel};
use crate::common::site::SiteCopy;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

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
