//! A content page made: its Markdown rendered with the page's host (links, computed
//! blocks, rule facts), framed by the page shell in the reader's language and laid
//! out by its kind's template. A page missing in a language is rendered from the first
//! language of its fallback chain that has it, inside the page's own interface, marked
//! with that language (`lang`) and a localized notice, and kept out of the sitemap and
//! the hreflang alternates (`noindex`).

use super::anchors::{AnchorLink, PageIds};
use super::host::PageHost;
use super::labels::{self, Label};
use super::model::Site;
use super::shell::{self, Child, Head, Shell};
use crate::diagnostics::Diagnostic;
use crate::diagram::DiagramFile;
use crate::l10n::Args;
use crate::render::markdown;
use serde::Serialize;
use std::sync::Arc;

/// One rendered page: its file, its HTML, the language it was borrowed from, its diagrams.
#[derive(Debug, Clone)]
pub(crate) struct Rendered {
    pub(crate) rel: String,
    /// Shared, so the preview server keeps and serves a page without copying it.
    pub(crate) html: Arc<str>,
    pub(crate) fallback: Option<String>,
    pub(crate) diagrams: Vec<DiagramFile>,
    /// What its blocks warned of (values a diagram asks for that `content/solved/`
    /// lacks): shown, and errors under `--strict`.
    pub(crate) warnings: Vec<Diagnostic>,
    /// The links of its content to anchors, checked once every page is made.
    pub(crate) anchors: Vec<AnchorLink>,
    /// The ids the page has, for the links to its anchors (its HTML may be gone by then).
    pub(crate) ids: PageIds,
    /// What the search index takes of the page, with its source file: none for a page
    /// borrowed from another language or kept out (`search = false`).
    pub(crate) search: Option<(Arc<str>, std::path::PathBuf)>,
    /// The digest of its HTML (`outputs::digest`), for the offline worker (its HTML may
    /// be gone by then).
    pub(crate) digest: String,
}

/// What a content page's template reads: the shell, and the page's content and cards.
#[derive(Serialize)]
struct PageContext<'a> {
    #[serde(flatten)]
    shell: Shell<'a>,
    content: String,
    /// The language the content is written in (differs from `lang` on a fallback page).
    content_lang: String,
    content_dir: String,
    fallback_name: Option<String>,
    /// The notice of a borrowed page, in the reader's language (see `labels`).
    notice: Option<Label>,
    children: Vec<Child>,
    /// The play page of the page's variant, on a site that has play pages.
    play_url: Option<String>,
    /// The exercises of the page's variant, where `tabula solve` mined them.
    exercises_url: Option<String>,
    /// The print packs of the page's variant, on a site that makes them.
    print_pack: Option<PrintPack>,
    /// The page's contents (its h2 and h3 headings), on a page of three sections or more.
    toc: Vec<TocEntry>,
    /// The previous and next pages of its game, in reading order.
    pager: super::reading::Pager,
}

/// The files of a variant's print pack, by paper.
#[derive(Serialize)]
struct PrintPack {
    a4: String,
    letter: String,
    /// Whether its throw card marks the throws that throw again (and the page says so).
    extra_throws: bool,
}

/// A heading in a page's contents.
#[derive(Serialize)]
struct TocEntry {
    id: String,
    text: String,
    /// The h3 headings below an h2.
    below: Vec<TocEntry>,
}

/// The contents of a page: its h2 headings, each with its h3 headings, where it has at
/// least three h2 sections; none otherwise.
fn contents(headings: &[markdown::Heading], lang: &str) -> Vec<TocEntry> {
    if headings.iter().filter(|h| h.level == 2).count() < 3 {
        return Vec::new();
    }
    let mut out: Vec<TocEntry> = Vec::new();
    for h in headings.iter().filter(|h| h.level == 2 || h.level == 3) {
        let entry = TocEntry {
            id: h.id.clone(),
            // The heading's text as the page shows it, with its language's typography.
            text: crate::l10n::typography::apply(lang, &h.text).into_owned(),
            below: Vec::new(),
        };
        match (h.level, out.last_mut()) {
            (3, Some(parent)) => parent.below.push(entry),
            _ => out.push(entry),
        }
    }
    out
}

/// Renders the page at `path` in `lang`, with the site's sections `nav` in that language.
pub(crate) fn render(
    site: &Site,
    nav: &Result<Vec<Child>, Diagnostic>,
    path: &str,
    lang: &str,
) -> Result<Rendered, Vec<Diagnostic>> {
    let tera = &site.teras[lang];
    let page = site
        .source_page(path, lang)
        .expect("jobs only hold pages with a source");
    let fallback = (page.lang != lang).then(|| page.lang.clone());
    let host = PageHost::new(site, page, lang);
    let diag = |offset: usize, message: String| {
        let (line, col) = host.lines.line_col(offset);
        Diagnostic::new(&page.file, page.body_line + line - 1, col, message).lang(&page.lang)
    };
    let rendered = markdown::render(&page.body, &host).map_err(|errs| {
        errs.into_iter()
            .map(|e| diag(e.offset, e.message))
            .collect::<Vec<_>>()
    })?;
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
            AnchorLink {
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
    let (diagrams, warnings) = host.into_parts();
    let toc = contents(&rendered.headings, &page.lang);
    // Links in a fallback page's content lead to pages of the reader's language (`reader` above).
    let content_html = rendered.html;
    let none = Args::new();
    let tr = |id: &str| {
        site.l10n.format(lang, id, &none).map_err(|e| match e {
            crate::l10n::TrError::Missing(m) => {
                vec![Diagnostic::new(&page.file, 1, 1, m).lang(lang)]
            }
            found => found.diagnostic().cloned().into_iter().collect(),
        })
    };
    // The languages the page is written in, and always the reader's own.
    let translations = shell::links(
        site,
        path,
        lang,
        site.config
            .language_tags()
            .into_iter()
            .filter(|l| l == lang || site.content.get(path, l).is_some())
            .collect(),
    );
    let segments: Vec<&str> = if path.is_empty() {
        vec![]
    } else {
        path.split('/').collect()
    };
    let ancestors: Vec<String> = (0..segments.len())
        .map(|i| segments[..i].join("/"))
        .collect();
    let breadcrumbs =
        shell::crumbs(site, ancestors.iter().map(String::as_str), lang).map_err(|d| vec![d])?;
    let canonical_lang = fallback.clone().unwrap_or_else(|| lang.to_string());
    // What can fail, in the order a page has always reported its first error in.
    let notice = fallback
        .as_ref()
        .map(|l| labels::notice(site, lang, l))
        .transpose()
        .map_err(|d| vec![d])?;
    let page_title = labels::of_page(site, path, lang, false)
        .map_err(|d| vec![d])?
        .expect("the page has a source");
    let mut children = shell::children_of(site, path, lang).map_err(|d| vec![d])?;
    let mut diagrams = diagrams;
    diagrams.extend(
        shell::cards(site, &mut children, lang)
            .map_err(|e| vec![Diagnostic::new(&page.file, 1, 1, e).lang(lang)])?,
    );
    let head = Head {
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
        page_title,
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
        // The site's sections: the children of the home page.
        nav: nav.as_deref().map_err(|d| vec![d.clone()])?,
        og_locale: tr("og-locale")?,
        og_image: diagrams
            .first()
            .map(|d| format!("{}/diagrams/{}.png", site.config.base_url, d.hash)),
        noindex: fallback.is_some(),
    };
    let ctx = PageContext {
        shell: Shell::new(site, lang).with_head(head),
        content: content_html,
        content_lang: page.lang.clone(),
        content_dir: site.config.dir(&page.lang).to_string(),
        fallback_name: fallback
            .as_ref()
            .map(|l| site.config.languages[l].name.clone()),
        notice,
        children,
        play_url: page
            .front
            .variant
            .as_ref()
            .filter(|_| super::outputs::play::enabled(site))
            .map(|v| site.url(&super::outputs::play::path_of(v), lang)),
        exercises_url: page
            .front
            .variant
            .as_ref()
            .and_then(|v| super::outputs::exercises::url_of(site, v, lang)),
        print_pack: page
            .front
            .variant
            .as_ref()
            .filter(|v| {
                super::outputs::print::enabled(site) && site.catalogue.variants.contains_key(*v)
            })
            .map(|v| {
                let file = |paper| format!("/{}", super::outputs::print::file_of(v, paper));
                PrintPack {
                    a4: file(crate::print::sheets::A4),
                    letter: file(crate::print::sheets::LETTER),
                    extra_throws: site.catalogue.variants[v]
                        .rules(&Default::default())
                        .is_ok_and(|r| crate::print::pack::marks_extra_throws(&r)),
                }
            }),
        toc,
        pager: super::reading::pager(site, path, lang)
            .map_err(|e| vec![Diagnostic::new(&page.file, 1, 1, e).lang(lang)])?,
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
    let ids = PageIds::of(&html);
    let search = (fallback.is_none() && page.front.search && site.config.search).then(|| {
        (
            Arc::from(super::outputs::search::document(&html)),
            page.file.clone(),
        )
    });
    // After the search copy and the ids: the index gets the words as written.
    let html = crate::l10n::hyphens::table_cells(&html, lang, site.l10n.exceptions(lang));
    let digest = super::outputs::digest(html.as_bytes());
    Ok(Rendered {
        digest,
        rel,
        html: html.into(),
        fallback,
        diagrams,
        warnings,
        anchors,
        ids,
        search,
    })
}
