//! The build: load everything (collecting all errors), render every page in every
//! language in parallel, add the 404 pages, sitemap and robots.txt, and write the
//! result through a staging folder. The same inputs give the same bytes.
//!
//! A page missing in a language is rendered from the first language of its
//! fallback chain that has it, inside the page's own interface, marked with that
//! language (`lang`) and a localized notice, kept out of the sitemap and the
//! hreflang alternates, and reported.

use super::config::SiteConfig;
use super::labels::{self, Label};
use super::output::{self, Files, Sink};
use super::progress::Progress;
use super::relations::Relations;
use super::sitemap;
use crate::content::{self, Content, Page};
use crate::diagnostics::{line_col, Diagnostic, Lines, Report};
use crate::diagram::{self, DiagramFile};
use crate::l10n::{Args, Fallback, L10n};
use crate::render::{differences, markdown, templates::Templates};
use crate::rules::Catalogue;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Debug, Clone)]
pub struct BuildOptions {
    /// The site folder (holding content/, locales/, templates/, static/).
    pub root: PathBuf,
    /// Where to write the site.
    pub out: PathBuf,
    /// Any fallback (message or page) is an error.
    pub strict: bool,
    /// Show a progress bar on a terminal when the build takes more than a moment.
    pub progress: bool,
}

/// What a build made and what it had to fall back on.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// Pages written per language (real and fallback).
    pub pages: BTreeMap<String, usize>,
    /// Pages rendered from another language: (path, lang, used).
    pub fallback_pages: Vec<(String, String, String)>,
    pub fallback_messages: Vec<Fallback>,
    pub files: usize,
    /// Files the output folder already had with the same bytes, so not written again.
    pub unchanged: usize,
    /// Files an earlier build wrote that this one no longer makes, removed.
    pub removed: usize,
    /// Files in the output folder tabula did not write, kept: how many, and where.
    pub kept: usize,
    pub kept_where: Vec<String>,
    /// Distinct diagrams drawn, and how many of their PNGs came from the cache.
    pub diagrams: usize,
    pub png_cached: usize,
    /// The time each stage took, in order: loading, pages (rendered and written),
    /// diagrams (rasterized and written), the rest (404 pages, sitemap, static files),
    /// and putting the staging folder's files in place.
    pub stages: Vec<(&'static str, std::time::Duration)>,
    /// What the build noticed but did not fail on (statistics made from older rule data).
    pub warnings: Vec<Diagnostic>,
}

/// Everything loaded from the site folder.
pub struct Site {
    pub root: PathBuf,
    pub config: SiteConfig,
    pub catalogue: Catalogue,
    pub content: Content,
    /// Which pages sit below which, and the languages of each path: computed once.
    pub relations: Relations,
    pub l10n: Arc<L10n>,
    pub templates: Templates,
    pub commit: String,
    /// One Tera per language, each with `t` bound to it (see [`Site::refresh`]).
    pub teras: BTreeMap<String, tera::Tera>,
    /// The diagrams drawn so far: each distinct one is drawn once, for every page and language.
    pub drawings: diagram::Drawings,
    /// The statistics of `content/stats/`, and the warnings about them.
    pub stats: crate::stats::data::Library,
    pub warnings: Vec<Diagnostic>,
}

impl Site {
    /// Loads the site, reporting every error of every stage together.
    pub fn load(root: &Path) -> Result<Site, Report> {
        Site::load_cached(root, &mut content::PageCache::default(), None)
    }

    /// Loads the site as [`Site::load`] does, taking page files that did not change
    /// since an earlier load from `pages` (the preview server keeps one).
    /// `changed`, when known, lists the paths that changed since then (see [`content::load_cached`]).
    pub fn load_cached(
        root: &Path,
        pages: &mut content::PageCache,
        changed: Option<&[PathBuf]>,
    ) -> Result<Site, Report> {
        let mut report = Report::default();
        let config = SiteConfig::load(&root.join("content/site.toml"))?;
        let catalogue = crate::content::rule_data::load(&root.join("content/games"))
            .unwrap_or_else(|errors| {
                for e in errors {
                    report.push(Diagnostic::new(&e.file, e.line, e.column, e.message));
                }
                Catalogue::default()
            });
        let languages: BTreeSet<String> = config.languages.keys().cloned().collect();
        let content = content::load_cached(&root.join("content"), &languages, pages, changed)
            .unwrap_or_else(|r| {
                report.errors.extend(r.errors);
                Content::default()
            });
        for page in content.pages.values() {
            if let Some(v) = &page.front.variant {
                if catalogue.variants.contains_key(v) || catalogue.variants.is_empty() {
                    continue;
                }
                let (line, col) = front_position(page, "variant");
                report.push(
                    Diagnostic::new(
                        &page.file,
                        line,
                        col,
                        format!(
                            "front matter: unknown variant `{v}`; the rule data has {}",
                            catalogue
                                .variants
                                .keys()
                                .cloned()
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    )
                    .lang(&page.lang),
                );
            }
        }
        let stats = crate::stats::data::Library::load(&root.join("content/stats")).unwrap_or_else(
            |errors| {
                report.errors.extend(errors);
                Default::default()
            },
        );
        let warnings = stats.stale(&catalogue);
        let l10n = L10n::load(&root.join("locales"), &config);
        let templates = Templates::load(&root.join("templates"));
        let (l10n, templates) = match (l10n, templates) {
            (Ok(l), Ok(t)) => (l, t),
            (l, t) => {
                if let Err(r) = l {
                    report.errors.extend(r.errors);
                }
                if let Err(r) = t {
                    report.errors.extend(r.errors);
                }
                return Err(report.finish(()).unwrap_err());
            }
        };
        let commit = commit_for(root, &config);
        let mut site = Site {
            root: root.to_path_buf(),
            config,
            catalogue,
            relations: Relations::new(&content),
            content,
            l10n: Arc::new(l10n),
            templates,
            commit,
            teras: BTreeMap::new(),
            drawings: Default::default(),
            stats,
            warnings,
        };
        site.refresh();
        report.finish(site)
    }

    /// Binds the templates to the translations again, after either changed.
    pub fn refresh(&mut self) {
        self.teras = self
            .config
            .language_tags()
            .into_iter()
            .map(|l| {
                (
                    l.clone(),
                    self.templates.for_language(self.l10n.clone(), &l),
                )
            })
            .collect();
    }

    /// The URL path of a page in a language: `/en/senet/variants/bell/`.
    pub fn url(&self, path: &str, lang: &str) -> String {
        if path.is_empty() {
            format!("/{lang}/")
        } else {
            format!("/{lang}/{path}/")
        }
    }

    /// The page to show at (path, lang): its own, or the first of its fallback chain.
    pub fn source_page(&self, path: &str, lang: &str) -> Option<&Page> {
        self.config
            .chain(lang)
            .iter()
            .find_map(|l| self.content.get(path, l))
    }
}

fn front_position(page: &Page, key: &str) -> (usize, usize) {
    let text = crate::input::read_text(&page.file, crate::input::MAX_TEXT).unwrap_or_default();
    let at = text.find(&format!("\n{key}")).map_or(0, |p| p + 1);
    line_col(&text, at)
}

/// The commit a build names: the one the site folder is at, from git, else
/// `site.toml`'s, else "unknown".
pub fn commit_for(root: &Path, config: &SiteConfig) -> String {
    commit_of(root)
        .or_else(|| config.commit.clone())
        .unwrap_or_else(|| "unknown".into())
}

/// The commit the site folder is at, from git, if it is a repository.
fn commit_of(root: &Path) -> Option<String> {
    let out = std::process::Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .current_dir(root)
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let s = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (out.status.success() && !s.is_empty()).then_some(s)
}

#[derive(Serialize)]
pub(crate) struct Link {
    pub(crate) lang: String,
    pub(crate) name: String,
    pub(crate) url: String,
    pub(crate) current: bool,
}

/// A link to another page; `lang` is set when its title is borrowed from another language.
#[derive(Serialize)]
pub(crate) struct Crumb {
    pub(crate) title: String,
    pub(crate) url: String,
    pub(crate) lang: Option<String>,
    pub(crate) dir: Option<String>,
}

/// A card or menu entry: `lang` and `dir` are its title's, where they are not the page's.
#[derive(Serialize)]
pub(crate) struct Child {
    title: String,
    description: String,
    url: String,
    lang: Option<String>,
    dir: Option<String>,
    description_lang: Option<String>,
    description_dir: Option<String>,
}

#[derive(Serialize)]
struct PageContext<'a> {
    lang: String,
    dir: String,
    base_url: String,
    title: String,
    description: String,
    kind: &'static str,
    path: String,
    url: String,
    canonical: String,
    content: String,
    /// The language the content is written in (differs from `lang` on a fallback page).
    content_lang: String,
    content_dir: String,
    fallback_name: Option<String>,
    /// The notice of a borrowed page, in the reader's language (see `labels`).
    notice: Option<Label>,
    /// The page's title as menus name it: its own, or its title message in the reader's language.
    page_title: Label,
    translations: Vec<Link>,
    x_default: Option<String>,
    breadcrumbs: Vec<Crumb>,
    children: Vec<Child>,
    nav: &'a [Child],
    og_locale: String,
    og_image: Option<String>,
    version: String,
    commit: String,
    noindex: bool,
    /// The play page of the page's variant, on a site that has play pages.
    play_url: Option<String>,
}

/// Builds the site into `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<Summary, Report> {
    // Refused before any work, and checked again before anything is written.
    let refuse = |e: String| Report::from(Diagnostic::new(&opts.out, 0, 0, e));
    output::check_target(&opts.root, &opts.out).map_err(refuse)?;
    // One build at a time into a folder, from loading the site to the last file put in
    // place, so a build that waited reads the sources as they are once the other ends.
    let _lock = output::OutputLock::acquire(&opts.out, |lock| {
        eprintln!(
            "waiting for another build into {} to finish (it holds {})",
            opts.out.display(),
            lock.display()
        )
    })
    .map_err(refuse)?;
    let start = std::time::Instant::now();
    let site = Site::load(&opts.root)?;
    let loaded = start.elapsed();
    // Pages are written into the staging folder as they are made; a failed build
    // drops it, and the output folder stays as it was.
    let staging = output::Staging::begin(&opts.root, &opts.out).map_err(refuse)?;
    let progress = Progress::new(opts.progress);
    let mut summary = render_site_into(&site, opts.strict, &staging, &progress)?;
    let commit = std::time::Instant::now();
    let committed = staging.commit().map_err(refuse)?;
    summary.unchanged = committed.unchanged;
    summary.removed = committed.removed;
    summary.kept = committed.kept;
    summary.kept_where = committed.kept_where;
    progress.finish();
    summary.stages.insert(0, ("load", loaded));
    summary.stages.push(("commit", commit.elapsed()));
    Ok(summary)
}

/// Every (path, language) the site has a page for, its own or borrowed.
pub fn jobs(site: &Site) -> Vec<(String, String)> {
    let langs = site.config.language_tags();
    site.relations
        .paths
        .iter()
        .flat_map(|p| langs.iter().map(move |l| (p.clone(), l.clone())))
        .filter(|(p, l)| site.source_page(p, l).is_some())
        .collect()
}

/// Rendered pages by (path, language).
/// Shared, so the preview server keeps a page from one rebuild to the next without a copy.
pub type Pages = BTreeMap<(String, String), Result<Arc<Rendered>, Vec<Diagnostic>>>;

/// Renders the given pages in parallel, keeping their HTML.
pub fn render_pages(site: &Site, jobs: &[(String, String)]) -> Pages {
    render_pages_with(site, jobs, |_| Ok(()), &Progress::new(false))
}

/// Renders the given pages in parallel, handing each to `done` as soon as it is made
/// (which may write it and drop its HTML), and counting it in `progress`.
fn render_pages_with(
    site: &Site,
    jobs: &[(String, String)],
    done: impl Fn(&mut Rendered) -> Result<(), Diagnostic> + Sync,
    progress: &Progress,
) -> Pages {
    let navs = navs(site);
    progress.start(jobs.len() as u64);
    jobs.par_iter()
        .map(|(path, lang)| {
            let result = render_page(site, &site.teras[lang], &navs[lang], path, lang)
                .and_then(|mut r| done(&mut r).map(|()| Arc::new(r)).map_err(|d| vec![d]));
            progress.inc();
            ((path.clone(), lang.clone()), result)
        })
        .collect::<Vec<_>>()
        .into_iter()
        .collect()
}

/// The site's sections in each language (the children of the home page), for every
/// page's nav: computed once, not once per page.
fn navs(site: &Site) -> BTreeMap<String, Result<Vec<Child>, Diagnostic>> {
    site.config
        .language_tags()
        .into_iter()
        .map(|l| (l.clone(), children_of(site, "", &l)))
        .collect()
}

/// Renders every file of the site in memory.
pub fn render_site(site: &Site, strict: bool) -> Result<(Files, Summary), Report> {
    let pages = render_pages(site, &jobs(site));
    assemble(site, &pages, strict, &SiteFiles::make(site))
}

/// The files of a build that no page's content changes: the play pages (with the
/// boards they draw) and the engine's files under `/engine/` (its rule data and the
/// scripts' words), or the errors met making them. They depend on the site-wide
/// inputs and the messages only, so the preview server keeps them from one rebuild to
/// the next while those are unchanged.
#[derive(Debug, Clone, Default)]
pub struct SiteFiles {
    files: Vec<(String, Arc<[u8]>)>,
    boards: Vec<DiagramFile>,
    errors: Vec<Diagnostic>,
}

impl SiteFiles {
    pub fn make(site: &Site) -> SiteFiles {
        let mut out = SiteFiles::default();
        match super::play::files(site) {
            Ok((pages, boards)) => {
                out.files.extend(
                    pages
                        .into_iter()
                        .map(|(rel, html)| (rel, Arc::from(html.into_bytes()))),
                );
                out.boards = boards;
            }
            Err(ds) => out.errors.extend(ds),
        }
        let (engine, errors) = super::browser::files(site);
        out.files.extend(
            engine
                .into_iter()
                .map(|(rel, bytes)| (rel, Arc::from(bytes))),
        );
        out.errors.extend(errors);
        out
    }
}

/// Renders every page and file of the site into `sink`, each page written as soon as
/// it is made and not kept: memory stays bounded by the sources, not the site.
pub fn render_site_into(
    site: &Site,
    strict: bool,
    sink: &dyn Sink,
    progress: &Progress,
) -> Result<Summary, Report> {
    let start = std::time::Instant::now();
    let put = |r: &mut Rendered| {
        sink.put(&r.rel, r.html.as_bytes())
            .map_err(|e| Diagnostic::new(&site.root.join(&r.rel), 0, 0, e))?;
        r.html = Arc::from("");
        Ok(())
    };
    let pages = render_pages_with(site, &jobs(site), put, progress);
    let rendered = start.elapsed();
    let mut summary = finish(site, &pages, strict, sink, &SiteFiles::make(site))?;
    summary.stages.insert(0, ("pages", rendered));
    Ok(summary)
}

/// The whole site in memory from its rendered pages: the pages, 404 pages, diagrams
/// and their PNGs, sitemap, robots.txt and static files.
pub fn assemble(
    site: &Site,
    pages: &Pages,
    strict: bool,
    shared: &SiteFiles,
) -> Result<(Files, Summary), Report> {
    let memory = output::Memory::default();
    let mut report = Report::default();
    for r in pages.values().flatten() {
        if let Err(e) = memory.put_shared(&r.rel, r.html.clone().into()) {
            report.push(Diagnostic::new(&site.root.join(&r.rel), 0, 0, e));
        }
    }
    let summary = finish(site, pages, strict, &memory, shared);
    report.finish(())?;
    Ok((memory.into_files(), summary?))
}

/// Everything but the pages' own HTML, which is already in `sink`: the files every
/// page shares (`shared`), the 404 pages, diagrams and their PNGs, sitemap,
/// robots.txt and static files, and the summary.
fn finish(
    site: &Site,
    pages: &Pages,
    strict: bool,
    sink: &dyn Sink,
    shared: &SiteFiles,
) -> Result<Summary, Report> {
    let rest = std::time::Instant::now();
    let langs = site.config.language_tags();
    let paths = &site.relations.paths;
    let teras = &site.teras;
    let mut report = Report::default();
    let mut summary = Summary::default();
    // Every file the build makes, so that no static file takes the place of one.
    let mut made: BTreeSet<String> = BTreeSet::new();
    let mut diagrams: BTreeMap<String, Arc<str>> = BTreeMap::new();
    for r in pages.values() {
        match r {
            Ok(r) => {
                let Rendered {
                    rel,
                    fallback: fallback_from,
                    diagrams: d,
                    ..
                } = &**r;
                for f in d {
                    if !diagrams.contains_key(&f.hash) {
                        diagrams.insert(f.hash.clone(), f.svg.clone());
                    }
                }
                let lang = rel.split('/').next().unwrap_or_default().to_string();
                *summary.pages.entry(lang.clone()).or_default() += 1;
                if let Some(used) = fallback_from {
                    let path = rel
                        .trim_start_matches(&format!("{lang}/"))
                        .trim_end_matches("index.html")
                        .trim_end_matches('/');
                    summary
                        .fallback_pages
                        .push((path.to_string(), lang, used.clone()));
                }
                made.insert(rel.clone());
            }
            Err(ds) => report.errors.extend(ds.iter().cloned()),
        }
    }
    let ids: BTreeMap<&str, &super::anchors::PageIds> = pages
        .values()
        .flatten()
        .map(|r| (r.rel.as_str(), &r.ids))
        .collect();
    report.errors.extend(super::anchors::check(
        &ids,
        pages.values().flatten().flat_map(|r| &r.anchors),
    ));
    // The play pages, and the engine the browser runs (only with play pages).
    for (rel, bytes) in &shared.files {
        if let Err(e) = sink.put_shared(rel, bytes.clone()) {
            report.push(Diagnostic::new(&site.root.join(rel), 0, 0, e));
        }
        made.insert(rel.clone());
    }
    for b in &shared.boards {
        diagrams.insert(b.hash.clone(), b.svg.clone());
    }
    report.errors.extend(shared.errors.iter().cloned());
    let mut put = |rel: String, bytes: &[u8], report: &mut Report| {
        if let Err(e) = sink.put(&rel, bytes) {
            report.push(Diagnostic::new(&site.root.join(&rel), 0, 0, e));
        }
        made.insert(rel);
    };
    for lang in &langs {
        match render_404(site, &teras[lang], lang) {
            Ok(html) => {
                if *lang == site.config.default_language {
                    put("404.html".into(), html.as_bytes(), &mut report);
                }
                put(format!("{lang}/404.html"), html.as_bytes(), &mut report);
            }
            Err(d) => report.push(d),
        }
    }
    let default = &site.config.default_language;
    put("index.html".into(), format!(
        "<!DOCTYPE html>\n<html lang=\"{default}\">\n<head>\n<meta charset=\"utf-8\">\n<title>tabula</title>\n<meta http-equiv=\"refresh\" content=\"0; url=/{default}/\">\n<link rel=\"canonical\" href=\"{}/{default}/\">\n</head>\n<body>\n<p><a href=\"/{default}/\">/{default}/</a></p>\n</body>\n</html>\n",
        crate::render::esc(&site.config.base_url)
    ).as_bytes(), &mut report);
    // The pages, then the play pages (every variant in every language).
    let play_paths: Vec<String> = if super::play::enabled(site) {
        site.catalogue
            .variants
            .keys()
            .map(|id| super::play::path_of(id))
            .collect()
    } else {
        Vec::new()
    };
    // A path in the languages it is written in, each the others' alternate.
    let entry = |p: &str, in_langs: &[String]| {
        let urls: BTreeMap<String, String> = in_langs
            .iter()
            .map(|l| {
                (
                    l.clone(),
                    format!("{}{}", site.config.base_url, site.url(p, l)),
                )
            })
            .collect();
        let x_default = urls.get(default).cloned();
        sitemap::Entry { urls, x_default }
    };
    let entries: Vec<sitemap::Entry> = paths
        .iter()
        .map(|p| entry(p, site.relations.languages_of(p)))
        .chain(play_paths.iter().map(|p| entry(p, &langs)))
        .collect();
    put(
        "sitemap.xml".into(),
        sitemap::sitemap(&entries).as_bytes(),
        &mut report,
    );
    put(
        "robots.txt".into(),
        sitemap::robots(&site.config.base_url).as_bytes(),
        &mut report,
    );
    // TABULA_CACHE_DIR lets several site folders (tests, CI) share one cache.
    let cache = std::env::var_os("TABULA_CACHE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| site.root.join(".tabula-cache"))
        .join("png");
    // Rasterized and written in parallel; only whether each came from the cache is kept.
    let drawn = std::time::Instant::now();
    let pngs: Vec<(String, Result<bool, String>)> = diagrams
        .par_iter()
        .map(|(hash, svg)| {
            let png = diagram::png::cached(&cache, hash, svg).and_then(|(bytes, from_cache)| {
                sink.put(&format!("diagrams/{hash}.png"), &bytes)?;
                sink.put(&format!("diagrams/{hash}.svg"), svg.as_bytes())?;
                Ok(from_cache)
            });
            (hash.clone(), png)
        })
        .collect();
    for (hash, png) in pngs {
        match png {
            Ok(from_cache) => summary.png_cached += usize::from(from_cache),
            Err(e) => report.push(Diagnostic::new(
                Path::new(&format!("diagrams/{hash}.svg")),
                1,
                1,
                format!("cannot rasterize or write: {e}"),
            )),
        }
        made.insert(format!("diagrams/{hash}.png"));
        made.insert(format!("diagrams/{hash}.svg"));
    }
    summary.diagrams = diagrams.len();
    let drawn = drawn.elapsed();
    // Last, so a static file can be checked against every file the build makes.
    let statics = copy_static(site, &made, sink, &mut report);
    summary.fallback_messages = site.l10n.fallbacks();
    summary.warnings = site.warnings.clone();
    if strict {
        for (path, lang, used) in &summary.fallback_pages {
            let file = site
                .content
                .get(path, used)
                .map(|p| p.file.clone())
                .unwrap_or_default();
            report.push(Diagnostic::new(&file, 1, 1, format!(
                "--strict: the page `/{path}` has no `{lang}` translation (shown from `{used}`): add {}",
                file.display().to_string().replace(&format!(".{used}.md"), &format!(".{lang}.md"))
            )).lang(lang));
        }
        for f in &summary.fallback_messages {
            report.push(
                Diagnostic::new(
                    Path::new(&format!("locales/{}", f.lang)),
                    1,
                    1,
                    format!(
                        "--strict: the message `{}` is missing (taken from `{}`): add it",
                        f.id, f.used
                    ),
                )
                .lang(&f.lang),
            );
        }
    }
    summary.files = made.len() + statics;
    summary.stages.push(("diagrams", drawn));
    summary
        .stages
        .push(("other", rest.elapsed().saturating_sub(drawn)));
    report.finish(summary)
}

/// Copies `static/` as it is. A static file may not take the place of a file the
/// build makes (a page, a 404 page, a diagram, the sitemap): that is an error
/// naming both, never a silent replacement.
/// Returns how many it copied.
fn copy_static(
    site: &Site,
    made: &BTreeSet<String>,
    sink: &dyn Sink,
    report: &mut Report,
) -> usize {
    let dir = site.root.join("static");
    let (paths, errors) = crate::input::files_under(&dir);
    report.errors.extend(errors);
    let mut copied = 0;
    for path in paths {
        let rel = path
            .strip_prefix(&dir)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        if made.contains(&rel) || rel == output::MARKER {
            report.push(Diagnostic::new(&path, 0, 0, format!(
                "this static file would replace `{rel}`, which the build makes{}: rename or remove it",
                made_from(site, &rel).map(|f| format!(" from {}", f.display())).unwrap_or_default()
            )));
            continue;
        }
        match crate::input::read_bytes(&path, crate::input::MAX_STATIC) {
            Ok(bytes) => match sink.put(&rel, &bytes) {
                Ok(()) => copied += 1,
                Err(e) => report.push(Diagnostic::new(&path, 0, 0, e)),
            },
            Err(d) => report.push(d),
        }
    }
    copied
}

/// The source a generated file comes from, where there is one: a page's Markdown
/// file, or the template of the 404 pages.
fn made_from(site: &Site, rel: &str) -> Option<PathBuf> {
    let mut parts = rel
        .trim_end_matches("index.html")
        .trim_end_matches('/')
        .splitn(2, '/');
    let lang = parts.next()?;
    let path = parts.next().unwrap_or_default();
    if rel.ends_with("404.html") {
        return Some(site.root.join("templates/404.html"));
    }
    if rel == "sitemap.xml" || rel == "robots.txt" || rel == "index.html" {
        return Some(site.root.join("content/site.toml"));
    }
    site.source_page(path, lang).map(|p| p.file.clone())
}

/// A variant and its options: the rule set a page's facts name.
type RuleSetKey = (String, BTreeMap<String, String>);

struct PageHost<'a> {
    site: &'a Site,
    page: &'a Page,
    /// The language the content is written in: computed blocks speak it.
    lang: &'a str,
    /// The language of the page being made: links lead to pages in it.
    reader: &'a str,
    diagrams: std::cell::RefCell<Vec<DiagramFile>>,
    /// The ids the page's figures have taken.
    ids: std::cell::RefCell<BTreeSet<String>>,
    /// The rules of the variants the page's facts name, compiled once per page.
    facts: std::cell::RefCell<BTreeMap<RuleSetKey, crate::rules::facts::Facts>>,
    /// The body's line index, for every block's and link's line.
    lines: Lines<'a>,
}

impl PageHost<'_> {
    /// The variant diagrams on this page default to: the page's, or its game's standard.
    fn default_variant(&self) -> Option<String> {
        self.page.front.variant.clone().or_else(|| {
            let game = self.page.path.split('/').next()?;
            self.site.catalogue.standard_of(game).map(|v| v.id.clone())
        })
    }
}

impl markdown::Host for PageHost<'_> {
    fn link(&self, path: &str) -> Result<String, String> {
        if self.site.source_page(path, self.reader).is_some() {
            Ok(self.site.url(path, self.reader))
        } else if self.reader != self.lang && self.site.source_page(path, self.lang).is_some() {
            Err(format!(
                "the link @/{path} leads to no page in `{}`, which shows this page borrowed from `{}`: translate /{path} into `{}` or a language of its chain ({})",
                self.reader, self.lang, self.reader, self.site.config.chain(self.reader).join(" → ")
            ))
        } else {
            Err(format!(
                "the link @/{path} leads to no page: there is no content/{}.LANG.md",
                if path.is_empty() {
                    "_index".into()
                } else {
                    path.to_string()
                }
            ))
        }
    }

    fn takes_caption(&self, kind: &str) -> bool {
        kind == "diagram"
    }

    fn block(
        &self,
        kind: &str,
        text: &str,
        _line: usize,
        caption: Option<&str>,
    ) -> Option<Result<String, String>> {
        match kind {
            "differences" => Some(differences::render(
                &self.site.teras[self.lang],
                &self.site.l10n,
                self.lang,
                &self.site.catalogue,
                self.page.front.variant.as_deref(),
                text,
            )),
            "diagram" => {
                let default = self.default_variant();
                let place = diagram::BlockPlace {
                    tera: &self.site.teras[self.lang],
                    l10n: &self.site.l10n,
                    lang: self.lang,
                    reader: self.reader,
                    ids: &self.ids,
                    play: super::play::enabled(self.site),
                };
                Some(
                    diagram::render_block(
                        &place,
                        &self.site.catalogue,
                        default.as_deref(),
                        text,
                        caption,
                        &self.site.drawings,
                    )
                    .map(|(html, files)| {
                        self.diagrams.borrow_mut().extend(files);
                        html
                    }),
                )
            }
            "statistics" | "comparison" => {
                let default = self.default_variant();
                let host = crate::stats::block::Host {
                    site: self.site,
                    lang: self.lang,
                    variant: default.as_deref(),
                    ids: &self.ids,
                };
                let done = if kind == "statistics" {
                    crate::stats::block::render(&host, text)
                } else {
                    crate::stats::compare::render(&host, text)
                };
                Some(done.map(|(html, files)| {
                    self.diagrams.borrow_mut().extend(files);
                    html
                }))
            }
            _ => None,
        }
    }

    fn line(&self, offset: usize) -> usize {
        self.page.body_line + self.lines.line_col(offset).0 - 1
    }

    fn fact(&self, expr: &str) -> Result<String, String> {
        // `[VARIANT [NAME=VALUE …]:] PATH`; the variant defaults to the page's.
        let (variant, path) = match expr.split_once(':') {
            Some((v, p)) => (Some(v.trim()), p.trim()),
            None => (None, expr),
        };
        let mut words = variant.unwrap_or_default().split_whitespace();
        let id = match words.next() {
            Some(id) => id.to_string(),
            None => self.default_variant().ok_or("the page has no variant and its game no standard variant: name one, {{ ur/bell: pieces.count }}")?,
        };
        let options =
            crate::cli::moves::parse_options(&words.map(str::to_string).collect::<Vec<_>>())?;
        let key = (id, options);
        if !self.facts.borrow().contains_key(&key) {
            let rules = self.site.catalogue.get(&key.0)?.rules(&key.1)?;
            self.facts
                .borrow_mut()
                .insert(key.clone(), crate::rules::facts::Facts::new(rules)?);
        }
        let value = self.facts.borrow()[&key].value(path)?;
        Ok(match value {
            crate::rules::facts::Fact::Number(n) => crate::l10n::numbers::format(self.lang, n, 2),
            crate::rules::facts::Fact::Percent(p) => crate::l10n::numbers::percent(self.lang, p, 2),
            crate::rules::facts::Fact::Fraction(a, b) => format!("{a}/{b}"),
        })
    }
}

fn render_page(
    site: &Site,
    tera: &tera::Tera,
    nav: &Result<Vec<Child>, Diagnostic>,
    path: &str,
    lang: &str,
) -> Result<Rendered, Vec<Diagnostic>> {
    let page = site
        .source_page(path, lang)
        .expect("jobs only hold pages with a source");
    let fallback = (page.lang != lang).then(|| page.lang.clone());
    // A fallback page's content is the other language's, so its computed parts are too.
    let host = PageHost {
        site,
        page,
        lang: &page.lang,
        reader: lang,
        diagrams: Default::default(),
        ids: Default::default(),
        facts: Default::default(),
        lines: Lines::new(&page.body),
    };
    let diag = |offset: usize, message: String| {
        let (line, col) = host.lines.line_col(offset);
        Diagnostic::new(&page.file, page.body_line + line - 1, col, message).lang(&page.lang)
    };
    let rendered = markdown::render(&page.body, &host).map_err(|errs| {
        errs.into_iter()
            .map(|e| diag(e.offset, e.message))
            .collect::<Vec<_>>()
    })?;
    let diagrams = host.diagrams.into_inner();
    let anchors = rendered
        .anchors
        .iter()
        .map(|a| {
            let (line, column) = host.lines.line_col(a.offset);
            let url = if a.url.is_empty() {
                site.url(path, lang)
            } else {
                a.url.clone()
            };
            super::anchors::AnchorLink {
                file: page.file.clone(),
                line: page.body_line + line - 1,
                column,
                lang: lang.to_string(),
                source_lang: fallback.clone(),
                written: a.written.clone(),
                url,
                anchor: a.anchor.clone(),
            }
        })
        .collect();
    // Links in a fallback page's content lead to pages of the reader's language (`reader` above).
    let content_html = rendered.html;
    let none = Args::new();
    let tr = |id: &str| {
        site.l10n.format(lang, id, &none).map_err(|e| match e {
            crate::l10n::TrError::Format(d) => vec![d],
            crate::l10n::TrError::Missing(m) => {
                vec![Diagnostic::new(&page.file, 1, 1, m).lang(lang)]
            }
        })
    };
    // The languages the page is written in, and always the reader's own.
    let translations: Vec<Link> = site
        .config
        .language_tags()
        .into_iter()
        .filter(|l| l == lang || site.content.get(path, l).is_some())
        .map(|l| Link {
            name: site.config.languages[&l].name.clone(),
            url: site.url(path, &l),
            current: l == lang,
            lang: l,
        })
        .collect();
    let mut breadcrumbs = Vec::new();
    let segments: Vec<&str> = if path.is_empty() {
        vec![]
    } else {
        path.split('/').collect()
    };
    for i in 0..segments.len() {
        let ancestor = segments[..i].join("/");
        if let Some(t) = labels::of_page(site, &ancestor, lang, false).map_err(|d| vec![d])? {
            breadcrumbs.push(Crumb {
                title: t.text,
                url: site.url(&ancestor, lang),
                lang: t.lang,
                dir: t.dir,
            });
        }
    }
    let canonical_lang = fallback.clone().unwrap_or_else(|| lang.to_string());
    let ctx = PageContext {
        lang: lang.to_string(),
        dir: site.config.dir(lang).to_string(),
        base_url: site.config.base_url.clone(),
        title: page.front.title.clone(),
        description: page.front.description.clone(),
        kind: page.front.kind.name(),
        path: path.to_string(),
        url: site.url(path, lang),
        canonical: format!(
            "{}{}",
            site.config.base_url,
            site.url(path, &canonical_lang)
        ),
        content: content_html,
        content_lang: page.lang.clone(),
        content_dir: site.config.dir(&page.lang).to_string(),
        fallback_name: fallback
            .as_ref()
            .map(|l| site.config.languages[l].name.clone()),
        notice: fallback
            .as_ref()
            .map(|l| labels::notice(site, lang, l))
            .transpose()
            .map_err(|d| vec![d])?,
        page_title: labels::of_page(site, path, lang, false)
            .map_err(|d| vec![d])?
            .expect("the page has a source"),
        x_default: site
            .content
            .get(path, &site.config.default_language)
            .map(|_| {
                format!(
                    "{}{}",
                    site.config.base_url,
                    site.url(path, &site.config.default_language)
                )
            }),
        translations,
        breadcrumbs,
        children: children_of(site, path, lang).map_err(|d| vec![d])?,
        // The site's sections: the children of the home page.
        nav: nav.as_deref().map_err(|d| vec![d.clone()])?,
        og_locale: tr("og-locale")?,
        og_image: diagrams
            .first()
            .map(|d| format!("{}/diagrams/{}.png", site.config.base_url, d.hash)),
        version: site.config.version.clone(),
        commit: site.commit.clone(),
        noindex: fallback.is_some(),
        play_url: page
            .front
            .variant
            .as_ref()
            .filter(|_| super::play::enabled(site))
            .map(|v| site.url(&super::play::path_of(v), lang)),
    };
    let template = page.front.kind.template();
    let context = tera::Context::from_serialize(&ctx)
        .map_err(|e| vec![Diagnostic::new(&page.file, 1, 1, e.to_string())])?;
    let html = tera.render(template, &context).map_err(|e| {
        // A message that does not format is reported at its definition (once: the report dedups).
        if let Some(d) = crate::render::templates::message_error(&e) {
            return vec![d];
        }
        vec![Diagnostic::new(
            &site.root.join("templates").join(template),
            1,
            1,
            format!(
                "rendering {} for /{lang}/{path}: {}",
                page.file.display(),
                crate::render::templates::error_chain(&e)
            ),
        )
        .lang(lang)]
    })?;
    let rel = if path.is_empty() {
        format!("{lang}/index.html")
    } else {
        format!("{lang}/{path}/index.html")
    };
    let ids = super::anchors::PageIds::of(&html);
    Ok(Rendered {
        rel,
        html: html.into(),
        fallback,
        diagrams,
        anchors,
        ids,
    })
}

/// One rendered page: its file, its HTML, the language it was borrowed from, its diagrams.
#[derive(Debug, Clone)]
pub struct Rendered {
    pub rel: String,
    /// Shared, so the preview server keeps and serves a page without copying it.
    pub html: Arc<str>,
    pub fallback: Option<String>,
    pub diagrams: Vec<DiagramFile>,
    /// The links of its content to anchors, checked once every page is made.
    pub anchors: Vec<super::anchors::AnchorLink>,
    /// The ids the page has, for the links to its anchors (its HTML may be gone by then).
    pub ids: super::anchors::PageIds,
}

/// The pages directly below `parent`, in a language, ordered by weight, then path,
/// named in that language where it can (see `labels`).
pub(crate) fn children_of(site: &Site, parent: &str, lang: &str) -> Result<Vec<Child>, Diagnostic> {
    let mut children: Vec<(i32, &String, Child)> = Vec::new();
    for p in site.relations.children(parent) {
        let Some(c) = site.source_page(p, lang) else {
            continue;
        };
        let (Some(title), Some(description)) = (
            labels::of_page(site, p, lang, false)?,
            labels::of_page(site, p, lang, true)?,
        ) else {
            continue;
        };
        let child = Child {
            title: title.text,
            description: description.text,
            url: site.url(p, lang),
            lang: title.lang,
            dir: title.dir,
            description_lang: description.lang,
            description_dir: description.dir,
        };
        children.push((c.front.weight, p, child));
    }
    children.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    Ok(children.into_iter().map(|c| c.2).collect())
}

fn render_404(site: &Site, tera: &tera::Tera, lang: &str) -> Result<String, Diagnostic> {
    let mut ctx = tera::Context::new();
    ctx.insert("lang", lang);
    ctx.insert("dir", site.config.dir(lang));
    ctx.insert("version", &site.config.version);
    ctx.insert("commit", &site.commit);
    ctx.insert("base_url", &site.config.base_url);
    ctx.insert("home", &site.url("", lang));
    tera.render("404.html", &ctx).map_err(|e| {
        // A message that does not format is reported at its own place, once.
        crate::render::templates::message_error(&e).unwrap_or_else(|| {
            Diagnostic::new(
                &site.root.join("templates/404.html"),
                1,
                1,
                crate::render::templates::error_chain(&e),
            )
            .lang(lang)
        })
    })
}
