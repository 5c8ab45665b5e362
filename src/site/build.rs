//! The build: load everything (collecting all errors), render every page in every
//! language in parallel, add the 404 pages, sitemap and robots.txt, and write the
//! result through a staging folder. The same inputs give the same bytes.
//!
//! A page missing in a language is rendered from the first language of its
//! fallback chain that has it, inside the page's own interface, marked with that
//! language (`lang`) and a localized notice, kept out of the sitemap and the
//! hreflang alternates, and reported.

use super::config::SiteConfig;
use super::output::{self, Files};
use super::sitemap;
use crate::content::{self, Content, Page};
use crate::diagnostics::{line_col, Diagnostic, Report};
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
    /// Distinct diagrams drawn, and how many of their PNGs came from the cache.
    pub diagrams: usize,
    pub png_cached: usize,
    /// What the build noticed but did not fail on (statistics made from older rule data).
    pub warnings: Vec<Diagnostic>,
}

/// Everything loaded from the site folder.
pub struct Site {
    pub root: PathBuf,
    pub config: SiteConfig,
    pub catalogue: Catalogue,
    pub content: Content,
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
        let mut report = Report::default();
        let config = SiteConfig::load(&root.join("content/site.toml"))?;
        let catalogue = Catalogue::load(&root.join("content/games")).unwrap_or_else(|errors| {
            for e in errors {
                report.push(Diagnostic::new(&e.file, e.line, e.column, e.message));
            }
            Catalogue::default()
        });
        let languages: BTreeSet<String> = config.languages.keys().cloned().collect();
        let content = content::load(&root.join("content"), &languages).unwrap_or_else(|r| {
            report.errors.extend(r.errors);
            Content::default()
        });
        for page in content.pages.values() {
            if let Some(v) = &page.front.variant {
                if catalogue.variants.contains_key(v) || catalogue.variants.is_empty() {
                    continue;
                }
                let (line, col) = front_position(page, "variant");
                report.push(Diagnostic::new(&page.file, line, col, format!(
                    "front matter: unknown variant `{v}`; the rule data has {}",
                    catalogue.variants.keys().cloned().collect::<Vec<_>>().join(", ")
                )).lang(&page.lang));
            }
        }
        let stats = crate::stats::data::Library::load(&root.join("content/stats")).unwrap_or_else(|errors| {
            report.errors.extend(errors);
            Default::default()
        });
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
        let commit = commit_of(root).or_else(|| config.commit.clone()).unwrap_or_else(|| "unknown".into());
        let mut site = Site {
            root: root.to_path_buf(),
            config,
            catalogue,
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
            .map(|l| (l.clone(), self.templates.for_language(self.l10n.clone(), &l)))
            .collect();
    }

    /// The URL path of a page in a language: `/en/senet/variants/bell/`.
    pub fn url(&self, path: &str, lang: &str) -> String {
        if path.is_empty() { format!("/{lang}/") } else { format!("/{lang}/{path}/") }
    }

    /// The page to show at (path, lang): its own, or the first of its fallback chain.
    pub fn source_page(&self, path: &str, lang: &str) -> Option<&Page> {
        self.config.chain(lang).iter().find_map(|l| self.content.get(path, l))
    }
}

fn front_position(page: &Page, key: &str) -> (usize, usize) {
    let text = std::fs::read_to_string(&page.file).unwrap_or_default();
    let at = text.find(&format!("\n{key}")).map_or(0, |p| p + 1);
    line_col(&text, at)
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
struct Link {
    lang: String,
    name: String,
    url: String,
    current: bool,
}

/// A link to another page; `lang` is set when its title is borrowed from another language.
#[derive(Serialize)]
struct Crumb {
    title: String,
    url: String,
    lang: Option<String>,
    dir: Option<String>,
}

#[derive(Serialize)]
struct Child {
    title: String,
    description: String,
    url: String,
    lang: Option<String>,
    dir: Option<String>,
}

#[derive(Serialize)]
struct PageContext {
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
    translations: Vec<Link>,
    x_default: Option<String>,
    breadcrumbs: Vec<Crumb>,
    children: Vec<Child>,
    nav: Vec<Child>,
    og_locale: String,
    og_image: Option<String>,
    version: String,
    commit: String,
    noindex: bool,
}

/// Builds the site into `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<Summary, Report> {
    // Refused before any work, and checked again before anything is written.
    let refuse = |e: String| Report::from(Diagnostic::new(&opts.out, 0, 0, e));
    output::check_target(&opts.root, &opts.out).map_err(refuse)?;
    let site = Site::load(&opts.root)?;
    let (files, summary) = render_site(&site, opts.strict)?;
    output::write(&opts.root, &opts.out, &files).map_err(refuse)?;
    Ok(summary)
}

/// Every (path, language) the site has a page for, its own or borrowed.
pub fn jobs(site: &Site) -> Vec<(String, String)> {
    let langs = site.config.language_tags();
    site.content
        .paths()
        .into_iter()
        .flat_map(|p| langs.iter().map(move |l| (p.clone(), l.clone())))
        .filter(|(p, l)| site.source_page(p, l).is_some())
        .collect()
}

/// Rendered pages by (path, language).
pub type Pages = BTreeMap<(String, String), Result<Rendered, Vec<Diagnostic>>>;

/// Renders the given pages in parallel.
pub fn render_pages(site: &Site, jobs: &[(String, String)]) -> Pages {
    let teras = &site.teras;
    jobs.par_iter()
        .map(|(path, lang)| ((path.clone(), lang.clone()), render_page(site, &teras[lang], path, lang)))
        .collect::<Vec<_>>()
        .into_iter()
        .collect()
}

/// Renders every file of the site in memory.
pub fn render_site(site: &Site, strict: bool) -> Result<(Files, Summary), Report> {
    let pages = render_pages(site, &jobs(site));
    assemble(site, &pages, strict)
}

/// The whole site from its rendered pages: the pages, 404 pages, diagrams and
/// their PNGs, sitemap, robots.txt and static files.
pub fn assemble(site: &Site, pages: &Pages, strict: bool) -> Result<(Files, Summary), Report> {
    let langs = site.config.language_tags();
    let paths = site.content.paths();
    let teras = &site.teras;
    let mut report = Report::default();
    let mut files = Files::default();
    let mut summary = Summary::default();
    let mut diagrams: BTreeMap<String, String> = BTreeMap::new();
    for r in pages.values() {
        match r {
            Ok(Rendered { rel, html, fallback: fallback_from, diagrams: d }) => {
                for f in d {
                    diagrams.insert(f.hash.clone(), f.svg.clone());
                }
                let lang = rel.split('/').next().unwrap_or_default().to_string();
                *summary.pages.entry(lang.clone()).or_default() += 1;
                if let Some(used) = fallback_from {
                    let path = rel.trim_start_matches(&format!("{lang}/")).trim_end_matches("index.html").trim_end_matches('/');
                    summary.fallback_pages.push((path.to_string(), lang, used.clone()));
                }
                files.add(rel.clone(), html.clone());
            }
            Err(ds) => report.errors.extend(ds.iter().cloned()),
        }
    }
    for lang in &langs {
        match render_404(site, &teras[lang], lang) {
            Ok(html) => {
                if *lang == site.config.default_language {
                    files.add("404.html", html.clone());
                }
                files.add(format!("{lang}/404.html"), html);
            }
            Err(d) => report.push(d),
        }
    }
    let default = &site.config.default_language;
    files.add("index.html", format!(
        "<!DOCTYPE html>\n<html lang=\"{default}\">\n<head>\n<meta charset=\"utf-8\">\n<title>tabula</title>\n<meta http-equiv=\"refresh\" content=\"0; url=/{default}/\">\n<link rel=\"canonical\" href=\"{}/{default}/\">\n</head>\n<body>\n<p><a href=\"/{default}/\">/{default}/</a></p>\n</body>\n</html>\n",
        crate::render::esc(&site.config.base_url)
    ));
    let entries: Vec<sitemap::Entry> = paths
        .iter()
        .map(|p| {
            let urls: BTreeMap<String, String> = site
                .content
                .languages_of(p)
                .into_iter()
                .map(|l| (l.clone(), format!("{}{}", site.config.base_url, site.url(p, &l))))
                .collect();
            let x_default = urls.get(default).cloned();
            sitemap::Entry { urls, x_default }
        })
        .collect();
    files.add("sitemap.xml", sitemap::sitemap(&entries));
    files.add("robots.txt", sitemap::robots(&site.config.base_url));
    // TABULA_CACHE_DIR lets several site folders (tests, CI) share one cache.
    let cache = std::env::var_os("TABULA_CACHE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| site.root.join(".tabula-cache"))
        .join("png");
    let pngs: Vec<(String, Result<(Vec<u8>, bool), String>)> = diagrams
        .par_iter()
        .map(|(hash, svg)| (hash.clone(), diagram::png::cached(&cache, hash, svg)))
        .collect();
    for (hash, png) in pngs {
        match png {
            Ok((bytes, from_cache)) => {
                files.add(format!("diagrams/{hash}.png"), bytes);
                summary.png_cached += usize::from(from_cache);
            }
            Err(e) => report.push(Diagnostic::new(Path::new(&format!("diagrams/{hash}.svg")), 1, 1, format!("cannot rasterize: {e}"))),
        }
    }
    summary.diagrams = diagrams.len();
    for (hash, svg) in diagrams {
        files.add(format!("diagrams/{hash}.svg"), svg);
    }
    // Last, so a static file can be checked against every file the build makes.
    copy_static(site, &mut files, &mut report);
    summary.fallback_messages = site.l10n.fallbacks();
    summary.warnings = site.warnings.clone();
    if strict {
        for (path, lang, used) in &summary.fallback_pages {
            let file = site.content.get(path, used).map(|p| p.file.clone()).unwrap_or_default();
            report.push(Diagnostic::new(&file, 1, 1, format!(
                "--strict: the page `/{path}` has no `{lang}` translation (shown from `{used}`): add {}",
                file.display().to_string().replace(&format!(".{used}.md"), &format!(".{lang}.md"))
            )).lang(lang));
        }
        for f in &summary.fallback_messages {
            report.push(Diagnostic::new(Path::new(&format!("locales/{}", f.lang)), 1, 1, format!(
                "--strict: the message `{}` is missing (taken from `{}`): add it", f.id, f.used
            )).lang(&f.lang));
        }
    }
    summary.files = files.files.len();
    report.finish((files, summary))
}

/// Copies `static/` as it is. A static file may not take the place of a file the
/// build makes (a page, a 404 page, a diagram, the sitemap): that is an error
/// naming both, never a silent replacement.
fn copy_static(site: &Site, files: &mut Files, report: &mut Report) {
    let dir = site.root.join("static");
    let (paths, errors) = crate::input::files_under(&dir);
    report.errors.extend(errors);
    for path in paths {
        let rel = path.strip_prefix(&dir).unwrap_or(&path).to_string_lossy().replace('\\', "/");
        if files.files.contains_key(&rel) || rel == output::MARKER {
            report.push(Diagnostic::new(&path, 0, 0, format!(
                "this static file would replace `{rel}`, which the build makes{}: rename or remove it",
                made_from(site, &rel).map(|f| format!(" from {}", f.display())).unwrap_or_default()
            )));
            continue;
        }
        match crate::input::read_bytes(&path, crate::input::MAX_STATIC) {
            Ok(bytes) => files.add(rel, bytes),
            Err(d) => report.push(d),
        }
    }
}

/// The source a generated file comes from, where there is one: a page's Markdown
/// file, or the template of the 404 pages.
fn made_from(site: &Site, rel: &str) -> Option<PathBuf> {
    let mut parts = rel.trim_end_matches("index.html").trim_end_matches('/').splitn(2, '/');
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

struct PageHost<'a> {
    site: &'a Site,
    page: &'a Page,
    /// The language the content is written in: computed blocks speak it.
    lang: &'a str,
    /// The language of the page being made: links lead to pages in it.
    reader: &'a str,
    diagrams: std::cell::RefCell<Vec<DiagramFile>>,
    count: std::cell::Cell<usize>,
    /// The rules of the variants the page's facts name, compiled once per page.
    facts: std::cell::RefCell<BTreeMap<(String, BTreeMap<String, String>), crate::rules::facts::Facts>>,
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
            Err(format!("the link @/{path} leads to no page: there is no content/{}.LANG.md", if path.is_empty() { "_index".into() } else { path.to_string() }))
        }
    }

    fn block(&self, kind: &str, text: &str, _line: usize) -> Option<Result<String, String>> {
        match kind {
            "differences" => Some(differences::render(
                &self.site.l10n,
                self.lang,
                &self.site.catalogue,
                self.page.front.variant.as_deref(),
                text,
            )),
            "diagram" => {
                let n = self.count.get() + 1;
                self.count.set(n);
                let default = self.default_variant();
                Some(
                    diagram::render_block(&self.site.l10n, self.lang, &self.site.catalogue, default.as_deref(), text, n, &self.site.drawings).map(
                        |(html, file)| {
                            if let Some(f) = file {
                                self.diagrams.borrow_mut().push(f);
                            }
                            html
                        },
                    ),
                )
            }
            "statistics" | "comparison" => {
                let default = self.default_variant();
                let host = crate::stats::block::Host { site: self.site, lang: self.lang, variant: default.as_deref(), counter: &self.count };
                let done = if kind == "statistics" { crate::stats::block::render(&host, text) } else { crate::stats::compare::render(&host, text) };
                Some(done.map(|(html, files)| {
                    self.diagrams.borrow_mut().extend(files);
                    html
                }))
            }
            _ => None,
        }
    }

    fn line(&self, offset: usize) -> usize {
        self.page.body_line + line_col(&self.page.body, offset).0 - 1
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
        let options = crate::cli::moves::parse_options(&words.map(str::to_string).collect::<Vec<_>>())?;
        let key = (id, options);
        if !self.facts.borrow().contains_key(&key) {
            let rules = self.site.catalogue.get(&key.0)?.rules(&key.1)?;
            self.facts.borrow_mut().insert(key.clone(), crate::rules::facts::Facts::new(rules)?);
        }
        let value = self.facts.borrow()[&key].value(path)?;
        Ok(match value {
            crate::rules::facts::Fact::Number(n) => crate::l10n::numbers::format(self.lang, n, 2),
            crate::rules::facts::Fact::Percent(p) => crate::l10n::numbers::percent(self.lang, p, 2),
            crate::rules::facts::Fact::Fraction(a, b) => format!("{a}/{b}"),
        })
    }
}

fn render_page(site: &Site, tera: &tera::Tera, path: &str, lang: &str) -> Result<Rendered, Vec<Diagnostic>> {
    let page = site.source_page(path, lang).expect("jobs only hold pages with a source");
    let fallback = (page.lang != lang).then(|| page.lang.clone());
    // A fallback page's content is the other language's, so its computed parts are too.
    let host = PageHost {
        site,
        page,
        lang: &page.lang,
        reader: lang,
        diagrams: Default::default(),
        count: Default::default(),
        facts: Default::default(),
    };
    let diag = |offset: usize, message: String| {
        let (line, col) = line_col(&page.body, offset);
        Diagnostic::new(&page.file, page.body_line + line - 1, col, message).lang(&page.lang)
    };
    let rendered = markdown::render(&page.body, &host)
        .map_err(|errs| errs.into_iter().map(|e| diag(e.offset, e.message)).collect::<Vec<_>>())?;
    let diagrams = host.diagrams.into_inner();
    // Links in a fallback page's content lead to pages of the reader's language (`reader` above).
    let content_html = rendered.html;
    let none = Args::new();
    let tr = |id: &str| {
        site.l10n.format(lang, id, &none).map_err(|e| match e {
            crate::l10n::TrError::Format(d) => vec![d],
            crate::l10n::TrError::Missing(m) => vec![Diagnostic::new(&page.file, 1, 1, m).lang(lang)],
        })
    };
    let translations: Vec<Link> = site
        .config
        .language_tags()
        .into_iter()
        .filter(|l| site.content.get(path, l).is_some())
        .map(|l| Link {
            name: site.config.languages[&l].name.clone(),
            url: site.url(path, &l),
            current: l == lang,
            lang: l,
        })
        .collect();
    let mut breadcrumbs = Vec::new();
    let segments: Vec<&str> = if path.is_empty() { vec![] } else { path.split('/').collect() };
    for i in 0..segments.len() {
        let ancestor = segments[..i].join("/");
        if let Some(p) = site.source_page(&ancestor, lang) {
            breadcrumbs.push(Crumb { title: p.front.title.clone(), url: site.url(&ancestor, lang), lang: borrowed(p, lang), dir: borrowed_dir(site, p, lang) });
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
        canonical: format!("{}{}", site.config.base_url, site.url(path, &canonical_lang)),
        content: content_html,
        content_lang: page.lang.clone(),
        content_dir: site.config.dir(&page.lang).to_string(),
        fallback_name: fallback.as_ref().map(|l| site.config.languages[l].name.clone()),
        x_default: site.content.get(path, &site.config.default_language).map(|_| {
            format!("{}{}", site.config.base_url, site.url(path, &site.config.default_language))
        }),
        translations,
        breadcrumbs,
        children: children_of(site, path, lang),
        // The site's sections: the children of the home page.
        nav: children_of(site, "", lang),
        og_locale: tr("og-locale")?,
        og_image: diagrams.first().map(|d| format!("{}/diagrams/{}.png", site.config.base_url, d.hash)),
        version: site.config.version.clone(),
        commit: site.commit.clone(),
        noindex: fallback.is_some(),
    };
    let template = page.front.kind.template();
    let context = tera::Context::from_serialize(&ctx).map_err(|e| vec![Diagnostic::new(&page.file, 1, 1, e.to_string())])?;
    let html = tera.render(template, &context).map_err(|e| {
        // A message that does not format is reported at its definition (once: the report dedups).
        if let Some(d) = crate::render::templates::message_error(&e) {
            return vec![d];
        }
        vec![Diagnostic::new(
            &site.root.join("templates").join(template),
            1,
            1,
            format!("rendering {} for /{lang}/{path}: {}", page.file.display(), crate::render::templates::error_chain(&e)),
        )
        .lang(lang)]
    })?;
    let rel = if path.is_empty() { format!("{lang}/index.html") } else { format!("{lang}/{path}/index.html") };
    Ok(Rendered { rel, html, fallback, diagrams })
}

/// One rendered page: its file, its HTML, the language it was borrowed from, its diagrams.
#[derive(Debug, Clone)]
pub struct Rendered {
    pub rel: String,
    pub html: String,
    pub fallback: Option<String>,
    pub diagrams: Vec<DiagramFile>,
}

/// The pages directly below `parent`, in a language, ordered by weight, then path.
fn children_of(site: &Site, parent: &str, lang: &str) -> Vec<Child> {
    let mut children: Vec<(i32, String, Child)> = site
        .content
        .paths()
        .into_iter()
        .filter(|p| is_child(parent, p))
        .filter_map(|p| {
            let c = site.source_page(&p, lang)?;
            let child = Child {
                title: c.front.title.clone(),
                description: c.front.description.clone(),
                url: site.url(&p, lang),
                lang: borrowed(c, lang),
                dir: borrowed_dir(site, c, lang),
            };
            Some((c.front.weight, p, child))
        })
        .collect();
    children.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    children.into_iter().map(|c| c.2).collect()
}

/// The language of a page shown in another language's page, if it differs.
fn borrowed(source: &Page, lang: &str) -> Option<String> {
    (source.lang != lang).then(|| source.lang.clone())
}

/// The writing direction of a borrowed page, if it differs from the page's.
fn borrowed_dir(site: &Site, source: &Page, lang: &str) -> Option<String> {
    let dir = site.config.dir(&source.lang);
    (dir != site.config.dir(lang)).then(|| dir.to_string())
}

fn is_child(parent: &str, p: &str) -> bool {
    if p.is_empty() || p == parent {
        return false;
    }
    let rest = if parent.is_empty() { p } else {
        match p.strip_prefix(parent).and_then(|r| r.strip_prefix('/')) {
            Some(r) => r,
            None => return false,
        }
    };
    !rest.contains('/')
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
            Diagnostic::new(&site.root.join("templates/404.html"), 1, 1, crate::render::templates::error_chain(&e)).lang(lang)
        })
    })
}
