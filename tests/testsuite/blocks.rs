//! Computed blocks through their registry: every block has a bundled template, so a
//! site without `templates/blocks/` (a `tabula init` site whose author removed them)
//! builds with every kind of block, and the bundled templates render the bundled
//! site exactly as its own `templates/blocks/` do.

use crate::common::site::SiteCopy;
use std::collections::BTreeMap;
use std::path::Path;

/// Every file under `dir`, by path relative to it, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e
                .path()
                .strip_prefix(dir)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, std::fs::read(e.path()).unwrap())
        })
        .collect()
}

#[test]
fn an_init_site_without_block_templates_builds_statistics_and_comparison_blocks() {
    let site = SiteCopy::empty();
    let (code, _, err) = site.tabula(&["init", "."]);
    assert_eq!(code, 0, "{err}");
    std::fs::remove_dir_all(site.path("templates/blocks")).unwrap();
    site.write(
        "content/senet/figures.en.md",
        "+++\ntitle = \"Senet in figures\"\ndescription = \"What self-play says.\"\nvariant = \"senet/standard\"\nweight = 30\n+++\n## Statistics {#statistics}\n\n```statistics\n```\n\n## Comparison {#comparison}\n\n```comparison\n```\n",
    );
    let (code, _, err) = site.tabula(&["stats", "--games", "20", "--look-ahead-games", "2"]);
    assert_eq!(code, 0, "{err}");
    site.build();
    let page = site.dist("en/senet/figures/index.html");
    assert!(page.contains("<div class=\"statistics\">"), "{page}");
    assert!(
        page.contains("<div class=\"statistics comparison\">"),
        "{page}"
    );
    // The diagrams and the throws chart of the starter's rules page too.
    let rules = site.dist("en/senet/rules/index.html");
    assert!(
        rules.contains("<figure class=\"diagram") && rules.contains("<figure class=\"throws"),
        "{rules}"
    );
    assert!(!site.exists("templates/blocks"));
}

#[test]
fn the_bundled_block_templates_render_the_bundled_site_as_its_own_do() {
    let site = SiteCopy::new();
    site.build();
    std::fs::remove_dir_all(site.path("templates/blocks")).unwrap();
    let (code, _, err) = site.tabula(&["build", "--out", "dist-bundled"]);
    assert_eq!(code, 0, "{err}");
    let own = files(&site.path("dist"));
    let bundled = files(&site.path("dist-bundled"));
    assert_eq!(
        own.keys().collect::<Vec<_>>(),
        bundled.keys().collect::<Vec<_>>()
    );
    for (rel, bytes) in &own {
        // The marker names its own folder; every other file is the same.
        if rel != ".tabula-output" {
            assert!(bundled[rel] == *bytes, "{rel} differs");
        }
    }
}
