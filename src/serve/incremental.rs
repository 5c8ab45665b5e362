//! Rebuilding after a change, doing only what the change affects: one page's
//! Markdown re-renders that page (and the pages that borrow it in other languages),
//! a Fluent file re-renders the languages that use it, a template or rule data
//! re-renders everything. The result is the same as a full build.

use crate::content;
use crate::diagnostics::Report;
use crate::l10n::L10n;
use crate::render::templates::Templates;
use crate::site::build::{assemble, jobs, render_pages, Pages, Site};
use crate::site::output::Files;
use std::collections::{BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub struct Rebuilder {
    root: PathBuf,
    site: Option<Site>,
    pages: Pages,
}

/// What a set of changed files asks for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub full: bool,
    pub templates: bool,
    pub locales: BTreeSet<String>,
    pub pages: BTreeSet<PathBuf>,
    pub assets: bool,
}

impl Plan {
    pub fn of(root: &Path, changed: &[PathBuf]) -> Plan {
        let mut plan = Plan::default();
        for p in changed {
            let rel = p.strip_prefix(root).unwrap_or(p);
            let mut parts = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned());
            match (parts.next().as_deref(), parts.next()) {
                (Some("content"), Some(second)) if second == "games" || second == "site.toml" => plan.full = true,
                (Some("content"), _) if rel.extension().is_some_and(|x| x == "md") => {
                    plan.pages.insert(p.clone());
                }
                (Some("templates"), _) => plan.templates = true,
                (Some("locales"), Some(lang)) => {
                    plan.locales.insert(lang);
                }
                (Some("static"), _) => plan.assets = true,
                _ => {}
            }
        }
        plan
    }

    pub fn is_empty(&self) -> bool {
        *self == Plan::default()
    }
}

impl Rebuilder {
    pub fn new(root: &Path) -> Rebuilder {
        Rebuilder { root: root.to_path_buf(), site: None, pages: Pages::new() }
    }

    /// The site's default language, once it has been loaded.
    pub fn default_language(&self) -> Option<&str> {
        self.site.as_ref().map(|s| s.config.default_language.as_str())
    }

    /// Loads and renders everything.
    pub fn full(&mut self) -> Result<Files, Report> {
        let site = Site::load(&self.root)?;
        let pages = render_pages(&site, &jobs(&site));
        let files = assemble(&site, &pages, false)?.0;
        self.site = Some(site);
        self.pages = pages;
        Ok(files)
    }

    /// Applies a change: re-renders what it affects and assembles the site again.
    pub fn apply(&mut self, plan: &Plan) -> Result<Files, Report> {
        if plan.full || self.site.is_none() {
            return self.full();
        }
        let site = self.site.as_mut().expect("loaded");
        let mut redo: HashSet<(String, String)> = HashSet::new();
        let all_langs: Vec<String> = site.config.language_tags();
        let mut everything = false;
        if plan.templates {
            site.templates = Templates::load(&self.root.join("templates"))?;
            everything = true;
        }
        if !plan.locales.is_empty() {
            site.l10n = Arc::new(L10n::load(&self.root.join("locales"), &site.config)?);
            // A language's pages use its messages and those of its fallback chain.
            for lang in &all_langs {
                if site.config.chain(lang).iter().any(|l| plan.locales.contains(l)) {
                    for (path, l) in jobs(site) {
                        if l == *lang {
                            redo.insert((path, l));
                        }
                    }
                }
            }
        }
        let languages: BTreeSet<String> = site.config.languages.keys().cloned().collect();
        let content_dir = self.root.join("content");
        for file in &plan.pages {
            let before = site.content.pages.values().find(|p| &p.file == file).cloned();
            let after = if file.exists() { Some(content::read_page(&content_dir, file, &languages)?) } else { None };
            match (&before, &after) {
                (Some(b), Some(a)) if b.front.title == a.front.title
                    && b.front.description == a.front.description
                    && b.front.weight == a.front.weight
                    && b.front.kind == a.front.kind =>
                {
                    // Only the body changed: this page, and the pages that borrow it.
                    for lang in &all_langs {
                        if site.source_page(&a.path, lang).is_some_and(|p| p.file == a.file) {
                            redo.insert((a.path.clone(), lang.clone()));
                        }
                    }
                }
                _ => everything = true,
            }
            if let Some(b) = before {
                site.content.pages.remove(&(b.path.clone(), b.lang.clone()));
            }
            if let Some(a) = after {
                for lang in &all_langs {
                    if site.source_page(&a.path, lang).is_some_and(|p| p.file == a.file) {
                        redo.insert((a.path.clone(), lang.clone()));
                    }
                }
                site.content.pages.insert((a.path.clone(), a.lang.clone()), a);
            }
        }
        if plan.templates || !plan.locales.is_empty() {
            site.refresh();
        }
        let site = self.site.as_ref().expect("loaded");
        if everything {
            self.pages = render_pages(site, &jobs(site));
        } else if !redo.is_empty() {
            let list: Vec<(String, String)> = redo.into_iter().collect();
            self.pages.extend(render_pages(site, &list));
        }
        Ok(assemble(site, &self.pages, false)?.0)
    }
}
