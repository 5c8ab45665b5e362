//! The site model: everything a build reads from the site folder (configuration, rule
//! data, statistics, pages and their relations, messages, templates, the commit),
//! loaded with every error of every stage collected into one report before anything
//! is rendered, and the lookups every page and output asks of it (a page's address,
//! the page shown at a path in a language).

use super::relations::Relations;
use crate::config::SiteConfig;
use crate::content::{self, Content, Page};
use crate::diagnostics::{line_col, Diagnostic, Report};
use crate::diagram;
use crate::l10n::L10n;
use crate::render::templates::Templates;
use crate::rules::Catalogue;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Everything loaded from the site folder.
pub struct Site {
    pub(crate) root: PathBuf,
    pub(crate) config: SiteConfig,
    pub catalogue: Catalogue,
    pub content: Content,
    /// Which pages sit below which, and the languages of each path: computed once.
    pub(crate) relations: Relations,
    /// Each game's pages in reading order, for the links to the previous and next page.
    pub(crate) reading: super::reading::Order,
    pub(crate) l10n: Arc<L10n>,
    pub(crate) templates: Templates,
    pub(crate) commit: String,
    /// One Tera per language, each with `t` bound to it (see [`Site::refresh`]).
    pub(crate) teras: BTreeMap<String, tera::Tera>,
    /// The search box's words per language, formatted once (see [`Site::refresh`]): none
    /// on a site without search, an error where a message is missing.
    pub(crate) search_words: BTreeMap<String, Result<String, String>>,
    /// The notice of a new version per language, formatted once: none where a
    /// message is missing (see [`Site::refresh`]).
    pub(crate) offline_words: BTreeMap<String, Option<super::shell::OfflineWords>>,
    /// The diagrams drawn so far: each distinct one is drawn once, for every page and language.
    pub drawings: diagram::Drawings,
    /// The statistics of `content/stats/`, the values of `content/solved/`, and the
    /// warnings about them.
    pub(crate) stats: crate::stats::data::Library,
    pub(crate) solved: crate::solved::Library,
    pub(crate) warnings: Vec<Diagnostic>,
}

impl Site {
    /// Loads the site, reporting every error of every stage together.
    pub fn load(root: &Path) -> Result<Site, Report> {
        Site::load_cached(root, &mut content::PageCache::default(), None)
    }

    /// Loads the site as [`Site::load`] does, taking page files that did not change
    /// since an earlier load from `pages` (the preview server keeps one).
    /// `changed`, when known, lists the paths that changed since then (see [`content::load_cached`]).
    pub(crate) fn load_cached(
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
                report.extend(r.diagnostics);
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
                report.extend(errors);
                Default::default()
            },
        );
        let solved =
            crate::solved::Library::load(&root.join("content/solved")).unwrap_or_else(|errors| {
                report.extend(errors);
                Default::default()
            });
        let mut warnings = stats.stale(&catalogue);
        warnings.extend(solved.stale(&catalogue));
        if config.print {
            warnings.extend(super::outputs::print::size_warnings(root, &catalogue));
        }
        let l10n = L10n::load(&root.join("locales"), &config);
        let templates = Templates::load_with(&root.join("templates"), &bundled_templates());
        let (l10n, templates) = match (l10n, templates) {
            (Ok(l), Ok(t)) => (l, t),
            (l, t) => {
                if let Err(r) = l {
                    report.extend(r.diagnostics);
                }
                if let Err(r) = t {
                    report.extend(r.diagnostics);
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
            reading: Default::default(),
            content,
            l10n: Arc::new(l10n),
            templates,
            commit,
            teras: BTreeMap::new(),
            search_words: BTreeMap::new(),
            offline_words: BTreeMap::new(),
            drawings: Default::default(),
            stats,
            solved,
            warnings,
        };
        site.reading = super::reading::Order::of(&site);
        site.refresh();
        report.finish(site)
    }

    /// Binds the templates to the translations again, after either changed, and formats
    /// the search box's words.
    pub(crate) fn refresh(&mut self) {
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
        self.offline_words = self
            .config
            .language_tags()
            .into_iter()
            .map(|l| {
                let tr = |id: &str| self.l10n.tr(&l, id, &Default::default()).ok();
                let words = tr("offline-update")
                    .zip(tr("offline-reload"))
                    .map(|(update, reload)| super::shell::OfflineWords { update, reload });
                (l, words)
            })
            .collect();
        self.search_words = if self.config.search {
            self.config
                .language_tags()
                .into_iter()
                .map(|l| {
                    let words = super::words::search_words(&self.l10n, &l);
                    (l, words)
                })
                .collect()
        } else {
            BTreeMap::new()
        };
    }

    /// The URL path of a page in a language: `/en/senet/variants/bell/`.
    pub(crate) fn url(&self, path: &str, lang: &str) -> String {
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

    /// The variant a page's computed blocks and rule facts default to: the page's own,
    /// or its game's standard variant.
    pub(crate) fn default_variant(&self, page: &Page) -> Option<String> {
        page.front.variant.clone().or_else(|| {
            let game = page.path.split('/').next()?;
            self.catalogue.standard_of(game).map(|v| v.id.clone())
        })
    }
}

/// The templates tabula brings for a site that lacks them: the computed blocks' and
/// the root page's.
fn bundled_templates() -> Vec<(String, &'static str)> {
    let mut out = crate::blocks::templates();
    out.extend(
        super::outputs::BUNDLED
            .iter()
            .map(|(name, text)| (name.to_string(), *text)),
    );
    out
}

fn front_position(page: &Page, key: &str) -> (usize, usize) {
    let text = crate::input::read_text(&page.file, crate::input::MAX_TEXT).unwrap_or_default();
    let at = text.find(&format!("\n{key}")).map_or(0, |p| p + 1);
    line_col(&text, at)
}

/// The commit a build names: the one the site folder is at, from git, else
/// `site.toml`'s, else none (empty: the footer then gives the version alone).
pub(crate) fn commit_for(root: &Path, config: &SiteConfig) -> String {
    commit_of(root)
        .or_else(|| config.commit.clone())
        .unwrap_or_default()
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
