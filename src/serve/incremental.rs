//! Rebuilding after a change without ever serving what `tabula build` would not
//! produce. Every rebuild loads the whole site from disk, exactly as a build does,
//! so every error of every file is reported until that file is fixed, and pages,
//! folders and languages that appeared or went away are seen. What is saved is the
//! rendering: a page is rendered again only when one of its inputs changed. Its
//! inputs are its source page, the Fluent files of the languages it uses, and what
//! every page depends on (site.toml, rule data, templates, the list of pages with
//! their titles, the commit); each is fingerprinted, and a page whose fingerprint is
//! unchanged keeps its last rendering. The outputs besides the pages go by their
//! scope (`site::outputs::Scope`): the site-wide ones are kept while the site-wide
//! fingerprint and the messages are unchanged, the per-page ones (diagrams, static
//! files) are made again. The result is the same as a full build.
//!
//! One change is made faster still, the common one of an author at work: when the
//! file watcher names only page files the last site has, and each still reads without
//! error with the same front matter (so no title, menu, card, sitemap entry or page
//! list changes), the last site is patched instead of loaded again: those pages are
//! read, the pages shown from them (in their language and in the languages that borrow
//! them) rendered again, and the anchors of the whole site checked. No output needs
//! making again but the offline worker, which lists every page by the digest of its
//! bytes: the site-wide ones see no change (the front matter is the same), and the
//! other per-page ones only the pictures the pages show, which must be the same ones.
//! Anything else, or anything that does not go through cleanly (an error, a diagram
//! added or removed), takes the whole rebuild, which also reports the errors as a
//! build would.

use crate::content::Page;
use crate::diagnostics::Report;
use crate::site::model::{commit_for, Site};
use crate::site::output::Files;
use crate::site::outputs::SiteOutputs;
use crate::site::page::Rendered;
use crate::site::render::{assemble, jobs, render_pages, Pages};
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
    /// What the site-wide outputs made (`outputs::Scope::Site`: play pages, the
    /// engine's files, 404 pages, root page, sitemap), with the fingerprint of their
    /// inputs: the site-wide ones and every language's messages. The per-page outputs
    /// (diagrams, static files) are made again with every rebuild.
    site_wide: Option<(u64, SiteOutputs)>,
    default_language: Option<String>,
    /// What the last good rebuild made, for the next one to patch.
    last: Option<Last>,
    /// Pages rendered by the last rebuild (the others came from the cache).
    pub rendered: usize,
    /// The warnings of the last good rebuild, sorted by place, as `tabula build` would
    /// print them: the server prints them after each rebuild.
    pub warnings: Vec<crate::diagnostics::Diagnostic>,
}

/// The last good rebuild: its site, pages and files, and the fingerprints it was made with.
struct Last {
    site: Site,
    pages: Pages,
    files: Files,
    global: u64,
    by_language: BTreeMap<String, u64>,
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
    std::fs::read(root.join("content/site.toml"))
        .unwrap_or_default()
        .hash(&mut h);
    for dir in [
        "content/games",
        "content/stats",
        "content/solved",
        "templates",
    ] {
        fingerprint_files(&crate::input::files_under(&root.join(dir)).0, &mut h);
    }
    site.commit.hash(&mut h);
    // The list of pages with what other pages show of them (nav, children, links, switcher).
    for ((path, lang), p) in &site.content.pages {
        (
            path,
            lang,
            &p.file,
            &p.front.title,
            &p.front.description,
            p.front.weight,
            p.front.kind.name(),
            &p.front.variant,
        )
            .hash(&mut h);
    }
    h.finish()
}

/// What a page's languages contribute to its fingerprint: the interface speaks `lang`,
/// the content's computed parts speak the source's language.
fn languages_key(
    site: &Site,
    by_language: &BTreeMap<String, u64>,
    lang: &str,
    source_lang: &str,
) -> u64 {
    let used: BTreeSet<&String> = site
        .config
        .chain(lang)
        .iter()
        .chain(site.config.chain(source_lang).iter())
        .filter_map(|l| by_language.get_key_value(l).map(|(k, _)| k))
        .collect();
    let mut h = hasher();
    for l in used {
        (l, by_language[l]).hash(&mut h);
    }
    h.finish()
}

/// The fingerprint of a page's inputs: the site-wide ones, its source file and its languages.
fn job_key(global: u64, source: u64, languages: u64) -> u64 {
    let mut h = hasher();
    (global, source, languages).hash(&mut h);
    h.finish()
}

/// Drops a large value on a thread of its own: dropping a site of many pages takes a
/// tenth of a rebuild, and the new files need not wait for it.
fn drop_later<T: Send + 'static>(value: T) {
    std::thread::spawn(move || drop(value));
}

impl Rebuilder {
    pub fn new(root: &Path) -> Rebuilder {
        Rebuilder {
            root: root.to_path_buf(),
            sources: Default::default(),
            cache: HashMap::new(),
            site_wide: None,
            default_language: None,
            last: None,
            rendered: 0,
            warnings: Vec::new(),
        }
    }

    /// What the search index of the last good rebuild is made from, on a site with search.
    pub(crate) fn search_job(&self) -> Option<super::search::Job> {
        let last = self.last.as_ref()?;
        last.site.config.search.then(|| super::search::Job {
            cache: crate::site::outputs::search::cache_of(&last.site.root),
            root: last.site.root.clone(),
            docs: crate::site::outputs::search::docs(&last.pages),
        })
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
        // Taken, so that a rebuild that panics leaves nothing half patched behind.
        if let (Some(last), Some(changed)) = (self.last.take(), changed) {
            match self.patch(last, changed) {
                Ok(files) => return Ok(files),
                Err(last) => drop_later(last),
            }
        }
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
            fingerprint_files(
                &crate::input::files_under(&self.root.join("locales").join(lang)).0,
                &mut h,
            );
            by_language.insert(lang.clone(), h.finish());
        }
        let mut keys: HashMap<(String, String), u64> = HashMap::new();
        let mut pages = Pages::new();
        let mut todo = Vec::new();
        // What a page's languages contribute, by (interface language, content language).
        let mut of_languages: HashMap<(String, String), u64> = HashMap::new();
        for (path, lang) in jobs(&site) {
            let Some(source) = site.source_page(&path, &lang) else {
                continue;
            };
            let languages = *of_languages
                .entry((lang.clone(), source.lang.clone()))
                .or_insert_with(|| languages_key(&site, &by_language, &lang, &source.lang));
            let key = job_key(
                global,
                self.sources
                    .fingerprint(&source.file)
                    .unwrap_or_else(|| crate::content::fingerprint(source)),
                languages,
            );
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
        if self.site_wide.as_ref().is_some_and(|(k, _)| *k != key) {
            self.site_wide = None;
        }
        let (_, site_wide) = self
            .site_wide
            .get_or_insert_with(|| (key, SiteOutputs::make(&site)));
        match assemble(&site, &pages, false, Some(site_wide)) {
            Ok((files, summary)) => {
                self.warnings = summary.warnings;
                self.last = Some(Last {
                    site,
                    pages,
                    files: files.clone(),
                    global,
                    by_language,
                });
                Ok(files)
            }
            Err(report) => {
                drop_later((site, pages));
                Err(report)
            }
        }
    }

    /// The files after a change of page files alone (see the module's comment), made by
    /// patching the last rebuild; `Err` gives it back when the change needs a whole
    /// rebuild.
    fn patch(&mut self, mut last: Last, changed: &[PathBuf]) -> Result<Files, Box<Last>> {
        let content_dir = self.root.join("content");
        if !self.sources.has_list()
            || changed.is_empty()
            || commit_for(&self.root, &last.site.config) != last.site.commit
        {
            return Err(Box::new(last));
        }
        let languages: BTreeSet<String> = last.site.config.languages.keys().cloned().collect();
        let changed: BTreeSet<&PathBuf> = changed.iter().collect();
        let mut read: Vec<Page> = Vec::new();
        // The pages shown from the changed files: in their own language, and in every
        // language that borrows them (which the unchanged front matter keeps as it was).
        let mut todo = Vec::new();
        for &file in &changed {
            let Some(old) = last.site.content.pages.values().find(|p| &p.file == file) else {
                return Err(Box::new(last));
            };
            let (rel, games, stats) = (
                file.strip_prefix(&content_dir),
                content_dir.join("games"),
                content_dir.join("stats"),
            );
            if rel.is_err() || file.starts_with(&games) || file.starts_with(&stats) {
                return Err(Box::new(last));
            }
            match crate::content::read_page(&content_dir, file, &languages) {
                Ok(page)
                    if page.path == old.path
                        && page.lang == old.lang
                        && page.front == old.front =>
                {
                    read.push(page)
                }
                _ => return Err(Box::new(last)),
            }
            for lang in last.site.config.language_tags() {
                if last
                    .site
                    .source_page(&old.path, &lang)
                    .is_some_and(|s| &s.file == file)
                {
                    todo.push((old.path.clone(), lang));
                }
            }
        }
        for page in read {
            self.sources.forget(&page.file);
            let key = (page.path.clone(), page.lang.clone());
            last.site.content.pages.insert(key, page);
        }
        let fresh = render_pages(&last.site, &todo);
        for (job, r) in &fresh {
            let (Ok(new), Some(Ok(old))) = (r, last.pages.get(job)) else {
                return Err(Box::new(last));
            };
            let hashes = |r: &Rendered| {
                r.diagrams
                    .iter()
                    .map(|d| d.hash.clone())
                    .collect::<BTreeSet<_>>()
            };
            // The other per-page outputs see a page only through its pictures.
            if new.rel != old.rel || hashes(new) != hashes(old) {
                return Err(Box::new(last));
            }
        }
        // The changed files' warnings are now those of their new renderings.
        self.warnings.retain(|w| !changed.contains(&w.file));
        for (job, r) in fresh {
            if let Ok(r) = r {
                self.warnings
                    .extend(r.warnings.iter().map(|w| w.clone().warning()));
                last.pages.insert(job, Ok(r));
            }
        }
        self.warnings.sort();
        self.warnings.dedup();
        let ids: BTreeMap<&str, &crate::site::anchors::PageIds> = last
            .pages
            .values()
            .flatten()
            .map(|r| (r.rel.as_str(), &r.ids))
            .collect();
        if !crate::site::anchors::check(
            &ids,
            last.pages.values().flatten().flat_map(|r| &r.anchors),
        )
        .is_empty()
        {
            return Err(Box::new(last));
        }
        for job in &todo {
            let Some(Ok(r)) = last.pages.get(job) else {
                continue;
            };
            last.files
                .files
                .insert(r.rel.clone(), Arc::from(r.html.as_bytes()));
            if let Some(source) = last.site.source_page(&job.0, &job.1) {
                let languages = languages_key(&last.site, &last.by_language, &job.1, &source.lang);
                self.cache.insert(
                    job.clone(),
                    (
                        job_key(last.global, crate::content::fingerprint(source), languages),
                        r.clone(),
                    ),
                );
            }
        }
        // The offline worker lists every page by the digest of its bytes.
        crate::site::outputs::offline::remake(&mut last.files);
        self.rendered = todo.len();
        let files = last.files.clone();
        self.last = Some(last);
        Ok(files)
    }
}
