//! The offline worker: every page and engine file known by the digest of its bytes, a
//! new worker for a changed page, and a static file in its place refused.

use crate::common::site::{bundled_build, SiteCopy};

/// FNV-1a, 32 bits: what the offline worker computes in the browser.
fn fnv32(bytes: &[u8]) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}

#[test]
fn the_offline_worker_knows_every_page_and_engine_file_by_the_digest_of_its_bytes() {
    let site = &bundled_build().site;
    let worker = site.dist_raw("sw.js");
    let json_after = |name: &str| -> serde_json::Value {
        let from = worker.find(&format!("const {name} = ")).unwrap() + name.len() + 9;
        let end = worker[from..].find(";\n").unwrap();
        serde_json::from_str(&worker[from..from + end]).unwrap()
    };
    let files = json_after("FILES");
    let files = files.as_object().unwrap();
    // Every page, the engine and the style sheet, each with its bytes' digest.
    for url in [
        "/en/ur/play/finkel/",
        "/ar/senet/rules/",
        "/404.html",
        "/engine/tabula.wasm",
        "/engine/rules.json",
        "/engine/words.ja.json",
        "/style.css",
    ] {
        let rel = if url.ends_with('/') {
            format!("{}index.html", &url[1..])
        } else {
            url[1..].to_string()
        };
        let bytes = std::fs::read(site.path(&format!("dist/{rel}"))).unwrap();
        assert_eq!(files[url], fnv32(&bytes), "{url}");
    }
    assert!(!files.contains_key("/sitemap.xml"));
    assert!(files
        .keys()
        .all(|u| !u.starts_with("/diagrams/") && !u.starts_with("/pagefind/")));
    // Kept as soon as the worker is installed: the engine and the root's static files.
    let keep = json_after("KEEP");
    let keep: Vec<&str> = keep
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(
        keep.contains(&"/engine/tabula.wasm") && keep.contains(&"/style.css"),
        "{keep:?}"
    );
    assert!(keep.iter().all(|u| !u.ends_with('/')), "{keep:?}");
    // Its cache is named by the build.
    assert!(worker.contains("const BUILD = \"") && !worker.contains("__BUILD__"));
    // Each language's app is named, described and read in that language, and each
    // page names its language's; the default language's is also at the root.
    let manifest =
        |rel: &str| -> serde_json::Value { serde_json::from_str(&site.dist_raw(rel)).unwrap() };
    let en = manifest("en/manifest.webmanifest");
    assert_eq!(en["name"], "Ancient Race Games");
    assert_eq!(en["start_url"], "/en/");
    assert_eq!(manifest("manifest.webmanifest"), en);
    let de = manifest("de/manifest.webmanifest");
    assert_eq!(
        (&de["name"], &de["lang"], &de["start_url"], &de["dir"]),
        (
            &"Antike Laufspiele".into(),
            &"de".into(),
            &"/de/".into(),
            &"ltr".into()
        )
    );
    assert!(de["description"].as_str().unwrap().contains("Senet und"));
    let ar = manifest("ar/manifest.webmanifest");
    assert_eq!((&ar["lang"], &ar["dir"]), (&"ar".into(), &"rtl".into()));
    assert_ne!(ar["name"], en["name"]);
    for lang in ["en", "de", "ar"] {
        assert!(site
            .dist_raw(&format!("{lang}/index.html"))
            .contains(&format!(
                "<link rel=\"manifest\" href=\"/{lang}/manifest.webmanifest\">"
            )));
    }
}

#[test]
fn a_new_build_of_a_changed_page_has_a_new_worker_and_a_static_worker_is_refused() {
    let site = SiteCopy::new();
    assert_eq!(site.tabula(&["build"]).0, 0);
    let first = site.dist_raw("sw.js");
    site.edit(
        "content/senet/rules.en.md",
        "These are the rules",
        "Here are the rules",
    );
    assert_eq!(site.tabula(&["build"]).0, 0);
    let second = site.dist_raw("sw.js");
    let build = |w: &str| w.split("const BUILD = \"").nth(1).unwrap()[..8].to_string();
    assert_ne!(build(&first), build(&second));
    site.write("static/sw.js", "// my own worker\n");
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("static/sw.js: this static file would replace `sw.js`"),
        "{err}"
    );
}
