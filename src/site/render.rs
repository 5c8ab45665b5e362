//! The render loop: every page in every language (its own or borrowed) rendered in
//! parallel, each handed on as soon as it is made (a build writes it into the
//! staging folder and drops its HTML, so memory holds the sources, not the site); then
//! the links to anchors checked across every page, the outputs made (`outputs`), and
//! the summary: pages per language, the fallbacks (errors with `--strict`), the time of
//! each stage.

use super::build::Summary;
use super::model::Site;
use super::output::{self, Files, Sink};
use super::outputs::{self, Out, SiteOutputs};
use super::page::{self, Rendered};
use super::progress::Progress;
use super::shell;
use crate::diagnostics::{Diagnostic, Report};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

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
pub(crate) type Pages = BTreeMap<(String, String), Result<Arc<Rendered>, Vec<Diagnostic>>>;

/// Renders the given pages in parallel, keeping their HTML.
pub(crate) fn render_pages(site: &Site, jobs: &[(String, String)]) -> Pages {
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
    let navs = shell::navs(site);
    progress.start(jobs.len() as u64);
    jobs.par_iter()
        .map(|(path, lang)| {
            let result = page::render(site, &navs[lang], path, lang)
                .and_then(|mut r| done(&mut r).map(|()| Arc::new(r)).map_err(|d| vec![d]));
            progress.inc();
            ((path.clone(), lang.clone()), result)
        })
        .collect::<Vec<_>>()
        .into_iter()
        .collect()
}

/// Renders every file of the site in memory.
pub fn render_site(site: &Site, strict: bool) -> Result<(Files, Summary), Report> {
    let pages = render_pages(site, &jobs(site));
    assemble(site, &pages, strict, None)
}

/// Renders every page and file of the site into `sink`, each page written as soon as
/// it is made and not kept: memory stays bounded by the sources, not the site.
pub(crate) fn render_site_into(
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
    let mut summary = finish(site, &pages, strict, sink, None)?;
    summary.stages.insert(0, ("pages", rendered));
    Ok(summary)
}

/// The whole site in memory from its rendered pages and the outputs; the site-wide
/// outputs are taken from `kept` when it is given (the preview server's, made from
/// the same site-wide inputs).
pub(crate) fn assemble(
    site: &Site,
    pages: &Pages,
    strict: bool,
    kept: Option<&SiteOutputs>,
) -> Result<(Files, Summary), Report> {
    let memory = output::Memory::default();
    let mut report = Report::default();
    for r in pages.values().flatten() {
        if let Err(e) = memory.put_shared(&r.rel, r.html.clone().into()) {
            report.push(Diagnostic::new(&site.root.join(&r.rel), 0, 0, e));
        }
    }
    let summary = finish(site, pages, strict, &memory, kept);
    report.finish(())?;
    Ok((memory.into_files(), summary?))
}

/// Everything but the pages' own HTML, which is already in `sink`: the links to
/// anchors checked, every output made, and the summary.
fn finish(
    site: &Site,
    pages: &Pages,
    strict: bool,
    sink: &dyn Sink,
    kept: Option<&SiteOutputs>,
) -> Result<Summary, Report> {
    let rest = std::time::Instant::now();
    let mut out = Out::new(site, sink);
    let mut fallback_pages = Vec::new();
    let mut per_language: BTreeMap<String, usize> = BTreeMap::new();
    for r in pages.values() {
        match r {
            Ok(r) => {
                let lang = r.rel.split('/').next().unwrap_or_default().to_string();
                *per_language.entry(lang.clone()).or_default() += 1;
                if let Some(used) = &r.fallback {
                    let path = r
                        .rel
                        .trim_start_matches(&format!("{lang}/"))
                        .trim_end_matches("index.html")
                        .trim_end_matches('/');
                    fallback_pages.push((path.to_string(), lang, used.clone()));
                }
                out.made_with(r.rel.clone(), r.digest.clone());
            }
            Err(ds) => out.errors(ds.iter().cloned()),
        }
    }
    let ids: BTreeMap<&str, &super::anchors::PageIds> = pages
        .values()
        .flatten()
        .map(|r| (r.rel.as_str(), &r.ids))
        .collect();
    out.errors(super::anchors::check(
        &ids,
        pages.values().flatten().flat_map(|r| &r.anchors),
    ));
    let times = outputs::make_all(site, pages, kept, &mut out);
    let (mut report, mut summary, files) = out.finish();
    summary.pages = per_language;
    summary.fallback_pages = fallback_pages;
    summary.fallback_messages = site.l10n.fallbacks();
    // The site's warnings, and the pages' (a page's blocks warn once, whichever
    // languages show the page; the report drops a repeated one).
    report.extend(site.warnings.iter().map(|w| w.clone().warning()));
    report.extend(
        pages
            .values()
            .flatten()
            .flat_map(|r| &r.warnings)
            .map(|w| w.clone().warning()),
    );
    // Under --strict every warning is an error, and so is every fallback.
    if strict {
        for (path, lang, used) in &summary.fallback_pages {
            let file = site
                .content
                .get(path, used)
                .map(|p| p.file.clone())
                .unwrap_or_default();
            report.push(
                Diagnostic::new(
                    &file,
                    1,
                    1,
                    format!(
                "the page `/{path}` has no `{lang}` translation (shown from `{used}`): add {}",
                file.display().to_string().replace(&format!(".{used}.md"), &format!(".{lang}.md"))
            ),
                )
                .lang(lang)
                .warning(),
            );
        }
        for f in &summary.fallback_messages {
            report.push(
                Diagnostic::new(
                    Path::new(&format!("locales/{}", f.lang)),
                    1,
                    1,
                    format!(
                        "the message `{}` is missing (taken from `{}`): add it",
                        f.id, f.used
                    ),
                )
                .lang(&f.lang)
                .about(&f.id)
                .warning(),
            );
        }
        report = report.strict();
    }
    summary.files = files;
    // The pictures' time, the search index's, and the rest's.
    let took = |stage: &str| -> std::time::Duration {
        times
            .iter()
            .filter(|(name, _)| *name == stage)
            .map(|(_, t)| *t)
            .sum()
    };
    let (drawn, indexed) = (took("diagrams"), took("search"));
    summary.stages.push(("diagrams", drawn));
    summary.stages.push(("search", indexed));
    summary.stages.push((
        "other",
        rest.elapsed().saturating_sub(drawn).saturating_sub(indexed),
    ));
    let (mut summary, warnings) = report.outcome(summary)?;
    summary.warnings = warnings;
    Ok(summary)
}
