//! The outputs of a build: every file it makes besides the content pages, each kind
//! made by one [`Output`] with one signature and a declared [`Scope`]: the play pages,
//! the exercise pages, the engine's files, the 404 pages, the root page, the sitemap
//! (with robots.txt), the diagrams and their PNGs, the print packs, the search index, the static files
//! and the offline worker with the web app manifest, in that order ([`OUTPUTS`]).
//!
//! The scope says what an output is made from, so the preview server can keep an
//! output from one rebuild to the next while its inputs are unchanged
//! ([`SiteOutputs`]) and make the others again: a site-wide output is a function of
//! the site as loaded, never of a page's content; a per-page output is made from
//! the rendered pages (or from files it reads itself) and is made again every time.

mod diagrams;
pub(crate) mod engine;
pub mod exercises;
mod judges;
mod not_found;
pub(crate) mod offline;
pub mod play;
pub(crate) mod print;
mod root;
pub(crate) mod search;
mod sitemap;
mod statics;

use super::build::Summary;
use super::model::Site;
use super::output::{Memory, Sink};
use super::render::Pages;
use crate::diagnostics::{Diagnostic, Report};
use crate::diagram::DiagramFile;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

/// What an output is made from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    /// The site as loaded: its configuration, rule data, statistics, templates,
    /// messages, commit and list of pages with their front matter (what the preview
    /// server fingerprints as site-wide). It does not look at the rendered pages.
    Site,
    /// The rendered pages (what they show), or files the output reads itself as it
    /// is made: made again with every build and rebuild.
    Page,
    /// The rendered pages, in work that takes longer than a save may wait: a build
    /// makes it with the others, the preview server on a thread of its own after it
    /// serves the pages (`serve`), so the pages never wait for it.
    Later,
}

/// One kind of file a build makes.
pub(crate) trait Output: Sync {
    /// What it makes, in a word: the stage its time is counted in.
    fn name(&self) -> &'static str;
    fn scope(&self) -> Scope;
    /// Makes its files into `out`, reporting what went wrong there too. An output of
    /// [`Scope::Site`] is given no pages.
    fn make(&self, site: &Site, pages: &Pages, out: &mut Out<'_>);
}

/// Every output, in the order a build makes them: the static files last, so each can
/// be checked against every file the build makes.
pub(crate) static OUTPUTS: [&dyn Output; 11] = [
    &play::PlayPages,
    &exercises::ExercisePages,
    &engine::EngineFiles,
    &not_found::NotFound,
    &root::Root,
    &sitemap::Sitemap,
    &diagrams::Diagrams,
    &print::PrintPacks,
    &search::SearchIndex,
    &statics::Statics,
    &offline::Offline,
];

/// The templates the outputs bring for a site that lacks them, by name.
pub(crate) const BUNDLED: [(&str, &str); 2] = [
    (root::TEMPLATE, root::BUNDLED),
    (exercises::TEMPLATE, exercises::BUNDLED),
];

/// Pages an output makes, as (file, HTML), and the pictures they show.
pub(crate) type PageFiles = (Vec<(String, String)>, Vec<DiagramFile>);

/// The content page at `path`, where tabula makes a page of its own (`what`, at `/path/`),
/// as the error that asks its author to move it.
pub(crate) fn in_the_way(site: &Site, path: &str, what: &str) -> Option<Diagnostic> {
    let page = site.content.pages.values().find(|p| p.path == path)?;
    Some(Diagnostic::new(
        &page.file,
        1,
        1,
        format!(
        "this page would take the place of {what} (/{path}/), which tabula makes: move or rename it"
    ),
    ))
}

/// Where outputs put their files: the build's sink, with every file made so far, the
/// pictures to write, what went wrong (errors and warnings) and the figures of the
/// summary.
pub(crate) struct Out<'a> {
    site: &'a Site,
    sink: &'a dyn Sink,
    /// Every file the build makes, so that no static file takes the place of one.
    made: BTreeSet<String>,
    /// The digest of each file's bytes ([`digest`]), for the offline worker's list.
    digests: BTreeMap<String, String>,
    /// The pictures to write (`diagrams/<hash>.svg` and its PNG), by hash.
    pictures: BTreeMap<String, Arc<str>>,
    report: Report,
    summary: Summary,
}

impl<'a> Out<'a> {
    pub(crate) fn new(site: &'a Site, sink: &'a dyn Sink) -> Out<'a> {
        Out {
            site,
            sink,
            made: BTreeSet::new(),
            digests: BTreeMap::new(),
            pictures: BTreeMap::new(),
            report: Report::default(),
            summary: Summary::default(),
        }
    }

    /// Writes a file.
    pub(crate) fn put(&mut self, rel: String, bytes: &[u8]) {
        if let Err(e) = self.sink.put(&rel, bytes) {
            self.error(Diagnostic::new(&self.site.root.join(&rel), 0, 0, e));
        }
        self.digests.insert(rel.clone(), digest(bytes));
        self.made.insert(rel);
    }

    /// Writes a file whose bytes the caller shares (kept without a copy in memory).
    pub(crate) fn put_shared(&mut self, rel: String, bytes: Arc<[u8]>) {
        self.digests.insert(rel.clone(), digest(&bytes));
        if let Err(e) = self.sink.put_shared(&rel, bytes) {
            self.error(Diagnostic::new(&self.site.root.join(&rel), 0, 0, e));
        }
        self.made.insert(rel);
    }

    /// Counts a file that is already in the sink (a picture written as it was drawn).
    pub(crate) fn made(&mut self, rel: String) {
        self.made.insert(rel);
    }

    /// Counts a file that is already in the sink, with the digest of its bytes (a page
    /// written as it was made).
    pub(crate) fn made_with(&mut self, rel: String, digest: String) {
        self.digests.insert(rel.clone(), digest);
        self.made.insert(rel);
    }

    /// A picture to write, once, however many pages and outputs show it.
    pub(crate) fn picture(&mut self, file: &DiagramFile) {
        if !self.pictures.contains_key(&file.hash) {
            self.pictures.insert(file.hash.clone(), file.svg.clone());
        }
    }

    /// The pages an output made, as (file, HTML), with the pictures they show; or what
    /// went wrong.
    pub(crate) fn pages(&mut self, made: Result<PageFiles, Vec<Diagnostic>>) {
        match made {
            Ok((pages, pictures)) => {
                for (rel, html) in pages {
                    self.put_shared(rel, Arc::from(html.into_bytes()));
                }
                for p in &pictures {
                    self.picture(p);
                }
            }
            Err(ds) => self.errors(ds),
        }
    }

    pub(crate) fn error(&mut self, d: Diagnostic) {
        self.report.push(d);
    }

    pub(crate) fn errors(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        self.report.extend(ds);
    }

    /// Something the build shows and goes on from (an error under `--strict`).
    pub(crate) fn warn(&mut self, d: Diagnostic) {
        self.report.push(d.warning());
    }

    /// Puts what an output made earlier into this build, as if it made it again.
    fn replay(&mut self, made: &Made) {
        for (rel, bytes) in &made.files.files {
            self.put_shared(rel.clone(), bytes.clone());
        }
        for file in &made.pictures {
            self.picture(file);
        }
        self.errors(made.diagnostics.iter().cloned());
    }

    /// The errors and warnings, and the summary, once every output is made.
    pub(crate) fn finish(self) -> (Report, Summary, usize) {
        (self.report, self.summary, self.made.len())
    }
}

/// What one output made, kept: its files, the pictures it shows and its errors and
/// warnings.
#[derive(Debug, Default)]
struct Made {
    files: super::output::Files,
    pictures: Vec<DiagramFile>,
    diagnostics: Vec<Diagnostic>,
}

/// What the site-wide outputs made from one site, for the preview server to use again
/// while the site-wide inputs are unchanged.
#[derive(Debug, Default)]
pub(crate) struct SiteOutputs {
    made: BTreeMap<&'static str, Made>,
}

impl SiteOutputs {
    /// Makes every output of [`Scope::Site`].
    pub(crate) fn make(site: &Site) -> SiteOutputs {
        let made = OUTPUTS
            .iter()
            .filter(|o| o.scope() == Scope::Site)
            .map(|o| {
                let memory = Memory::default();
                let mut out = Out::new(site, &memory);
                o.make(site, &Pages::new(), &mut out);
                let Out {
                    pictures, report, ..
                } = out;
                let made = Made {
                    files: memory.into_files(),
                    pictures: pictures
                        .into_iter()
                        .map(|(hash, svg)| DiagramFile { hash, svg })
                        .collect(),
                    diagnostics: report.diagnostics,
                };
                (o.name(), made)
            })
            .collect();
        SiteOutputs { made }
    }
}

/// Makes every output into `out`, in order: an output of [`Scope::Site`] is taken from
/// `kept` where it is there, and those of [`Scope::Later`] are left out when `kept`
/// is given (the preview server makes them itself). Returns the time each took, by name.
pub(crate) fn make_all(
    site: &Site,
    pages: &Pages,
    kept: Option<&SiteOutputs>,
    out: &mut Out<'_>,
) -> Vec<(&'static str, std::time::Duration)> {
    let mut times = Vec::new();
    for o in OUTPUTS {
        if kept.is_some() && o.scope() == Scope::Later {
            continue;
        }
        let start = std::time::Instant::now();
        match kept.and_then(|k| k.made.get(o.name())) {
            Some(made) if o.scope() == Scope::Site => out.replay(made),
            _ => o.make(site, pages, out),
        }
        times.push((o.name(), start.elapsed()));
    }
    times
}

/// The digest the offline worker checks a file against: FNV-1a, 32 bits, as 8 hex
/// digits (cheap to compute again in the reader's browser).
pub(crate) fn digest(bytes: &[u8]) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}

/// The source a generated file comes from, where there is one: a page's Markdown
/// file, or the template of the 404 pages.
fn made_from(site: &Site, rel: &str) -> Option<std::path::PathBuf> {
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
