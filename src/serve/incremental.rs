//! Rebuilding after a change without ever serving what `tabula build` would not
//! produce. Every rebuild loads the whole site from disk, exactly as a build does,
//! so every error of every file is reported until that file is fixed, and pages,
//! folders and languages that appeared or went away are seen. What is saved is the
//! rendering: a page is rendered again only when one of its inputs changed. Its
//! inputs are its source page, the Fluent files of the languages it uses, and what
//! every page depends on (site.toml, rule data, templates, the list of pages with
//! their titles, the commit); each is fingerprinted, and a page whose fingerprint is
//! unchanged keeps its last rendering. The result is the same as a full build.

use crate::content::Page;
use crate::diagnostics::Report;
use crate::site::build::{assemble, jobs, render_pages, Pages, Rendered, Site, SiteFiles};
use crate::site::output::Files;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub struct Rebuilder {
    root: PathBuf,
    /// Page files as last read, so that a rebuild reads only the files that changed.
    sources: crate::content::PageCache,
    /// The last rendering of each page, with the fingerprint of its inputs.
    cache: HashMap<(String, String), (u64, Arc<Rendered>)>,
    /// The files every page shares (play pages, the engine's files), with the
    /// fingerprint of their inputs: the site-wide ones and every language's messages.
    shared: Option<(u64, SiteFiles)>,
    default_language: Option<String>,
    /// Pages rendered by the last rebuild (the others came from the cache).
    pub rendered: usize,
}

/// A fingerprint of the bytes of every file under a folder (and of their paths).
fn fingerprint_files(files: &[PathBuf], h: &mut impl Hasher) {
    for f in files {
        f.hash(h);
        // Unreadable files make the load fail, so their bytes do not matter here.
        std::fs::read(f).unwrap_or_default().hash(h);
    }
}

fn hasher() -> std::collections::hash_map::DefaultHasher {
    std::collections::hash_map::DefaultHasher::new()
}

/// What every page depends on, apart from its own source and its languages' messages.
fn global_fingerprint(site: &Site) -> u64 {
    let mut h = hasher();
    let root = &site.root;
    std::fs::read(root.join("content/site.toml")).unwrap_or_default().hash(&mut h);
    for dir in ["content/games", "content/stats", "templates"] {
        fingerprint_files(&crate::input::files_under(&root.join(dir)).0, &mut h);
    }
    site.commit.hash(&mut h);
    // The list of pages with what other pages show of them (nav, children, links, switcher).
    for ((path, lang), p) in &site.content.pages {
        (path, lang, &p.file, &p.front.title, &p.front.description, p.front.weight, p.front.kind.name(), &p.front.variant).hash(&mut h);
    }
    h.finish()
}

fn page_fingerprint(page: &Page) -> u64 {
    let mut h = hasher();
    (&page.file, &page.lang, &*page.body, page.body_line).hash(&mut h);
    h.finish()
}

impl Rebuilder {
    pub fn new(root: &Path) -> Rebuilder {
        Rebuilder { root: root.to_path_buf(), sources: Default::default(), cache: HashMap::new(), shared: None, default_language: None, rendered: 0 }
    }

    /// The site's default language, once it has been loaded.
    pub fn default_language(&self) -> Option<&str> {
        self.default_language.as_deref()
    }

    /// Loads the site from disk and renders what changed since the last rebuild: the
    /// files `tabula build` would write, or the report it would give.
    pub fn rebuild(&mut self) -> Result<Files, Report> {
        self.rebuild_after(None)
    }

    /// [`Rebuilder::rebuild`], told which paths changed since the last rebuild (by the
    /// file watcher), so that page files that did not change are not looked at;
    /// `None` looks at every file.
    pub fn rebuild_after(&mut self, changed: Option<&[PathBuf]>) -> Result<Files, Report> {
        let site = match Site::load_cached(&self.root, &mut self.sources, changed) {
            Ok(site) => site,
            Err(report) => {
                // The changes may not all have reached the page files' list: look at
                // every file next time.
                self.sources.forget_list();
                return Err(report);
            }
        };
        self.default_language = Some(site.config.default_language.clone());
        let global = global_fingerprint(&site);
        let mut by_language: BTreeMap<String, u64> = BTreeMap::new();
        for lang in site.config.languages.keys() {
            let mut h = hasher();
            fingerprint_files(&crate::input::files_under(&self.root.join("locales").join(lang)).0, &mut h);
            by_language.insert(lang.clone(), h.finish());
        }
        let mut keys: HashMap<(String, String), u64> = HashMap::new();
        let mut pages = Pages::new();
        let mut todo = Vec::new();
        // What a page's languages contribute, by (interface language, content language).
        let mut of_languages: HashMap<(String, String), u64> = HashMap::new();
        for (path, lang) in jobs(&site) {
            let Some(source) = site.source_page(&path, &lang) else { continue };
            let languages = *of_languages.entry((lang.clone(), source.lang.clone())).or_insert_with(|| {
                // The interface speaks `lang`; the content's computed parts speak the source's language.
                let used: BTreeSet<&String> = site.config.chain(&lang).iter().chain(site.config.chain(&source.lang).iter())
                    .filter_map(|l| by_language.get_key_value(l).map(|(k, _)| k))
                    .collect();
                let mut h = hasher();
                for l in used {
                    (l, by_language[l]).hash(&mut h);
                }
                h.finish()
            });
            let mut h = hasher();
            (global, self.sources.fingerprint(&source.file).unwrap_or_else(|| page_fingerprint(source)), languages).hash(&mut h);
            let key = h.finish();
            let job = (path, lang);
            match self.cache.get(&job) {
                Some((k, rendered)) if *k == key => {
                    pages.insert(job, Ok(rendered.clone()));
                }
                _ => {
                    keys.insert(job.clone(), key);
                    todo.push(job);
                }
            }
        }
        self.rendered = todo.len();
        let fresh = render_pages(&site, &todo);
        // Pages that are gone leave the cache; only good renderings are kept.
        self.cache.retain(|k, _| pages.contains_key(k));
        for (k, r) in &fresh {
            if let Ok(rendered) = r {
                self.cache.insert(k.clone(), (keys[k], rendered.clone()));
            }
        }
        pages.extend(fresh);
        let mut h = hasher();
        (global, &by_language).hash(&mut h);
        let key = h.finish();
        if self.shared.as_ref().is_some_and(|(k, _)| *k != key) {
            self.shared = None;
        }
        let (_, shared) = self.shared.get_or_insert_with(|| (key, SiteFiles::make(&site)));
        let files = assemble(&site, &pages, false, shared);
        // Dropping a large site and its pages takes a tenth of a rebuild: it is done on
        // a thread of its own, so the new files are served without waiting for it.
        std::thread::spawn(move || drop((site, pages)));
        Ok(files?.0)
    }
}
