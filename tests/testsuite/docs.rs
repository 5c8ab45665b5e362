//! The guides a newcomer reads (README, ARCHITECTURE and `docs/`) name no path
//! outside the repository, and every file of the repository they name exists.

use std::path::Path;

fn guides() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    for dir in ["docs", "docs/glossary"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "md") {
                files.push(p);
            }
        }
    }
    files
        .into_iter()
        .map(|p| {
            (
                p.strip_prefix(root).unwrap().display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect()
}

#[test]
fn the_guides_name_no_path_outside_the_repository() {
    for (name, text) in guides() {
        for bad in ["/work/", "/root/", "/home/", "/tmp/", "C:\\"] {
            assert!(!text.contains(bad), "{name} names {bad}");
        }
    }
}

#[test]
fn every_file_the_guides_name_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tops = [
        "docs/",
        "src/",
        "tests/",
        "content/",
        "locales/",
        "templates/",
        "static/",
        "starter/",
        "scripts/",
        "benches/",
        "browser/",
    ];
    let mut missing = Vec::new();
    for (name, text) in guides() {
        for quoted in text.split('`').skip(1).step_by(2) {
            let path = quoted.trim_end_matches('/');
            let placeholder = path
                .chars()
                .any(|c| c.is_ascii_uppercase() || "<>*…{} ".contains(c));
            // The language the guides add as their example.
            let example = path.starts_with("locales/sv");
            if placeholder || example || !tops.iter().any(|t| path.starts_with(t)) {
                continue;
            }
            // `dist/` and caches are made by builds; everything else is in the repository.
            if !root.join(path).exists() {
                missing.push(format!("{name}: `{quoted}`"));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}
