//! The build: the site model loaded (`model`), every page rendered and handed on as
//! it is made (`render`, `page`), the outputs made (`outputs`), and the result written
//! through a staging folder that replaces the output folder only if the whole build
//! succeeded (`output`). The same inputs give the same bytes. Builds and checks run on
//! a thread with a large stack ([`with_stack`]).

pub use super::model::Site;
pub use super::render::{jobs, render_site};

use super::output;
use super::progress::Progress;
use crate::diagnostics::{Diagnostic, Report};
use crate::l10n::Fallback;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The stack of the threads that load and render a site. Input that nests deeply
/// (Fluent placeables, template blocks, Markdown lists) is bounded where it is read;
/// this is the margin above those bounds. Only what is used is allocated.
pub const STACK_SIZE: usize = 256 * 1024 * 1024;

/// Runs `f` on a thread with [`STACK_SIZE`] of stack and returns its result.
pub fn with_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(f)
        .expect("a thread can be started")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

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
    /// What the build noticed but did not fail on (statistics made from older rule
    /// data), sorted by place: each a [`Diagnostic`] of [`Severity::Warning`].
    ///
    /// [`Severity::Warning`]: crate::diagnostics::Severity::Warning
    pub warnings: Vec<Diagnostic>,
}

/// A build that failed: its report, and whether it failed while putting its files in
/// place, leaving the output folder part this build and part the one before
/// (otherwise the folder was left as it was).
#[derive(Debug)]
pub struct Failed {
    pub report: Report,
    pub partly_written: bool,
}

impl From<Report> for Failed {
    fn from(report: Report) -> Failed {
        Failed {
            report,
            partly_written: false,
        }
    }
}

/// Builds the site into `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<Summary, Failed> {
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
    // A message that does not format fails every page that shows it: reported once.
    let mut summary = super::render::render_site_into(&site, opts.strict, &staging, &progress)
        .map_err(|report| crate::l10n::failed::fold_broken(&site.l10n, &opts.root, report))?;
    let commit = std::time::Instant::now();
    let committed = staging.commit().map_err(|e| Failed {
        report: refuse(e.message),
        partly_written: e.partly_written,
    })?;
    summary.unchanged = committed.unchanged;
    summary.removed = committed.removed;
    summary.kept = committed.kept;
    summary.kept_where = committed.kept_where;
    progress.finish();
    summary.stages.insert(0, ("load", loaded));
    summary.stages.push(("commit", commit.elapsed()));
    Ok(summary)
}
