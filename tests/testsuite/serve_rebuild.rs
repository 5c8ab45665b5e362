//! The preview server's promise, as a property: after any sequence of edits, what
//! `tabula serve` would serve is exactly what `tabula build` would produce from the
//! files on disk, or the very report `build` would give. Edits are drawn at random
//! from what authors do (edit, break and fix pages, messages and templates, add and
//! remove pages, move folders, add a language, add static files) and applied to a
//! copy of the minimal fixture; after each, the rebuilder's answer is compared with a
//! build from scratch. Two rebuilders follow the same edits: one looks at every file,
//! the other is told which paths changed, as the file watcher tells it. The files
//! are dated well in the past after each edit, each edit a second later, so that the
//! rebuilders take unchanged page files from their caches, as they do with files an
//! author saved more than a moment ago.

use crate::common::site::SiteCopy;
use proptest::prelude::*;
use tabula::serve::incremental::Rebuilder;
use tabula::site::build::{render_site, Site};

#[derive(Debug, Clone)]
enum Edit {
    Body(usize, String),
    BreakFront(usize),
    FixFront(usize),
    Title(usize, String),
    BreakFtl,
    FixFtl,
    AddPage(String),
    RemovePage(usize),
    MoveGuideOut,
    MoveGuideIn,
    BreakTemplate,
    FixTemplate,
    Template(String),
    AddStatic(String),
    AddLanguage,
}

const PAGES: [&str; 5] = [
    "content/about.en.md",
    "content/guide/first.en.md",
    "content/guide/first.de.md",
    "content/_index.de.md",
    "content/extra.en.md",
];

fn edit() -> impl Strategy<Value = Edit> {
    let word = "[a-z]{1,8}";
    prop_oneof![
        (0..PAGES.len(), word).prop_map(|(i, w)| Edit::Body(i, w)),
        (0..PAGES.len()).prop_map(Edit::BreakFront),
        (0..PAGES.len()).prop_map(Edit::FixFront),
        (0..PAGES.len(), word).prop_map(|(i, w)| Edit::Title(i, w)),
        Just(Edit::BreakFtl),
        Just(Edit::FixFtl),
        word.prop_map(Edit::AddPage),
        (0..PAGES.len()).prop_map(Edit::RemovePage),
        Just(Edit::MoveGuideOut),
        Just(Edit::MoveGuideIn),
        Just(Edit::BreakTemplate),
        Just(Edit::FixTemplate),
        word.prop_map(Edit::Template),
        word.prop_map(Edit::AddStatic),
        Just(Edit::AddLanguage),
    ]
}

fn page(title: &str, body: &str) -> String {
    format!("+++\ntitle = \"{title}\"\ndescription = \"d\"\n+++\n{body}\n")
}

/// Applies an edit; returns the paths it touched, as a file watcher reports them.
fn apply(site: &SiteCopy, e: &Edit) -> Vec<std::path::PathBuf> {
    let exists = |rel: &str| site.path(rel).exists();
    let touched: Vec<&str> = match e {
        Edit::Body(i, _)
        | Edit::BreakFront(i)
        | Edit::FixFront(i)
        | Edit::Title(i, _)
        | Edit::RemovePage(i) => vec![PAGES[*i]],
        Edit::BreakFtl | Edit::FixFtl => vec!["locales/de/extra.ftl"],
        Edit::AddPage(_) | Edit::AddStatic(_) => vec![],
        Edit::MoveGuideOut | Edit::MoveGuideIn => vec!["content/guide", "guide-aside"],
        Edit::BreakTemplate | Edit::FixTemplate => vec!["templates/partial.html"],
        Edit::Template(_) => vec!["templates/base.html"],
        Edit::AddLanguage => vec![
            "content/site.toml",
            "locales/sv/site.ftl",
            "content/about.sv.md",
        ],
    };
    let mut touched: Vec<std::path::PathBuf> = touched.into_iter().map(|r| site.path(r)).collect();
    match e {
        Edit::AddPage(w) => touched.push(site.path(&format!("content/guide/{w}.en.md"))),
        Edit::AddStatic(w) => touched.push(site.path(&format!("static/{w}.txt"))),
        _ => {}
    }
    match e {
        Edit::Body(i, w) => {
            site.write(PAGES[*i], &page("P", &format!("Body {w}. See [home](@/).")))
        }
        Edit::BreakFront(i) => {
            if exists(PAGES[*i]) {
                site.write(PAGES[*i], "+++\ntitle = \n+++\nbroken\n");
            }
        }
        Edit::FixFront(i) => {
            if exists(PAGES[*i]) {
                site.write(PAGES[*i], &page("Fixed", "Fixed."));
            }
        }
        Edit::Title(i, w) => {
            if exists(PAGES[*i]) {
                site.write(PAGES[*i], &page(w, "Retitled."));
            }
        }
        Edit::BreakFtl => site.write("locales/de/extra.ftl", "broken = { $\n"),
        Edit::FixFtl => site.write("locales/de/extra.ftl", "extra-message = fine\n"),
        Edit::AddPage(w) => site.write(&format!("content/guide/{w}.en.md"), &page(w, "New.")),
        Edit::RemovePage(i) => {
            let _ = std::fs::remove_file(site.path(PAGES[*i]));
        }
        Edit::MoveGuideOut => {
            let _ = std::fs::rename(site.path("content/guide"), site.path("guide-aside"));
        }
        Edit::MoveGuideIn => {
            if !exists("content/guide") {
                let _ = std::fs::rename(site.path("guide-aside"), site.path("content/guide"));
            }
        }
        Edit::BreakTemplate => site.write("templates/partial.html", "{% if %}"),
        Edit::FixTemplate => site.write("templates/partial.html", "<p>partial</p>"),
        Edit::Template(w) => {
            let base = site.read("templates/base.html");
            site.write(
                "templates/base.html",
                &base.replacen("<body>", &format!("<body data-{w}=\"1\">"), 1),
            );
        }
        Edit::AddStatic(w) => site.write(&format!("static/{w}.txt"), w),
        Edit::AddLanguage => {
            if !site.read("content/site.toml").contains("[languages.sv]") {
                site.write("locales/sv/site.ftl", &site.read("locales/en/site.ftl"));
                let config = site.read("content/site.toml");
                site.write(
                    "content/site.toml",
                    &format!("{config}\n[languages.sv]\nname = \"Svenska\"\nweight = 3\n"),
                );
                site.write("content/about.sv.md", &page("Om", "Svenska."));
            }
        }
    }
    touched
}

/// Dates every file of the site an hour ago plus `n` seconds.
fn backdate(site: &SiteCopy, n: u64) {
    let when = std::time::SystemTime::now() - std::time::Duration::from_secs(3600)
        + std::time::Duration::from_secs(n);
    for e in walkdir::WalkDir::new(site.root())
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file())
    {
        if let Ok(f) = std::fs::OpenOptions::new().write(true).open(e.path()) {
            let _ = f.set_modified(when);
        }
    }
}

/// What `tabula build` would produce: the files, or the report's text. The search
/// index is left out: under serve it follows each rebuild a moment later, on a thread of
/// its own (`serve::edits` checks that it does).
fn from_scratch(site: &SiteCopy) -> Result<Vec<(String, Vec<u8>)>, String> {
    let loaded = Site::load(site.root()).map_err(|r| r.to_string())?;
    let (files, _) = render_site(&loaded, false).map_err(|r| r.to_string())?;
    Ok(files
        .files
        .into_iter()
        .filter(|(k, _)| !k.starts_with("pagefind/"))
        .map(|(k, v)| (k, v.to_vec()))
        .collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn after_any_edits_serve_has_what_build_would_make(edits in prop::collection::vec(edit(), 1..10)) {
        let site = SiteCopy::fixture("minimal");
        // The watcher's paths are those of the folder as resolved.
        let root = std::fs::canonicalize(site.root()).unwrap();
        backdate(&site, 0);
        let mut looking = Rebuilder::new(&root);
        let mut told = Rebuilder::new(&root);
        prop_assert!(looking.rebuild().is_ok());
        prop_assert!(told.rebuild().is_ok());
        for (n, e) in edits.iter().enumerate() {
            let touched: Vec<_> = apply(&site, e).iter().map(|p| root.join(p.strip_prefix(site.root()).unwrap())).collect();
            backdate(&site, n as u64 + 1);
            let built = from_scratch(&site);
            for (how, served) in [
                ("looking at every file", looking.rebuild()),
                ("told what changed", told.rebuild_after(Some(&touched))),
            ] {
                let served = served.map(|f| f.files.into_iter().map(|(k, v)| (k, v.to_vec())).collect::<Vec<_>>()).map_err(|r| r.to_string());
                prop_assert!(served == built, "after edit {} ({:?}) of {:?}, {how}: serve {} but build {}", n + 1, e, edits,
                    if served.is_ok() { "succeeds" } else { "fails" }, match &built { Ok(_) => "succeeds".to_string(), Err(r) => format!("fails: {r}") });
            }
        }
    }
}

#[test]
fn only_pages_whose_inputs_changed_are_rendered_again() {
    let site = SiteCopy::fixture("minimal");
    let mut rebuilder = Rebuilder::new(site.root());
    rebuilder.rebuild().unwrap();
    assert_eq!(rebuilder.rendered, 8, "every page the first time");
    rebuilder.rebuild().unwrap();
    assert_eq!(rebuilder.rendered, 0, "nothing changed");
    site.edit(
        "content/guide/first.de.md",
        "Leg das Brett hin.",
        "Leg das Brett auf den Tisch.",
    );
    rebuilder.rebuild().unwrap();
    assert_eq!(rebuilder.rendered, 1, "one body changed");
    // The English page is shown in German too (a fallback): both are rendered again.
    site.edit(
        "content/about.en.md",
        "Only in English.",
        "Only in English, still.",
    );
    rebuilder.rebuild().unwrap();
    assert_eq!(rebuilder.rendered, 2);
    site.edit("locales/de/site.ftl", "Zum Inhalt", "Zum Inhalt springen");
    rebuilder.rebuild().unwrap();
    assert_eq!(rebuilder.rendered, 4, "every German page");
    site.edit(
        "content/guide/first.en.md",
        "title = \"First steps\"",
        "title = \"Getting started\"",
    );
    rebuilder.rebuild().unwrap();
    assert_eq!(
        rebuilder.rendered, 8,
        "a title is in every page's navigation or lists"
    );
}
