//! What a page says in the reader's language about pages that are not (and about
//! itself when it is not): the titles and descriptions of other pages in menus,
//! breadcrumbs and cards, and the notice of a borrowed page.
//!
//! A page missing in a language is shown from its fallback chain, but the menus of
//! that language should still speak it: a page's title and description there come
//! from the first language of the chain that has the page *or* a title message for
//! it (`page-senet-rules = …`, `.description = …`, in `locales/LANG/pages.ftl`),
//! and anything taken from another language is marked with it (`lang`, `dir`).
//!
//! The notice names the reader's language and the source language in the reader's
//! language (`language-en = …` messages). It is the reader's language's own message
//! or, failing that, the default language's, marked so: never the message of a
//! language between them in the chain, which would speak a third language (a
//! Swedish reader of a page borrowed along sv → nb → en gets no Norwegian notice).

use super::model::Site;
use crate::diagnostics::Diagnostic;
use crate::l10n::{Arg, Args, TrError};
use serde::Serialize;

/// A text shown in a page, with its language and direction where they are not the page's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Label {
    pub text: String,
    pub lang: Option<String>,
    pub dir: Option<String>,
}

impl Label {
    fn new(site: &Site, text: String, written_in: &str, shown_in: &str) -> Label {
        let lang = (written_in != shown_in).then(|| written_in.to_string());
        let dir = site.config.dir(written_in);
        let dir = (dir != site.config.dir(shown_in)).then(|| dir.to_string());
        Label { text, lang, dir }
    }
}

/// The id of the message that names a page where it is not translated: `page-home`,
/// `page-about`, `page-senet-rules`.
pub fn page_message(path: &str) -> String {
    if path.is_empty() {
        "page-home".into()
    } else {
        format!("page-{}", path.replace('/', "-"))
    }
}

fn message_error(site: &Site, lang: &str, e: TrError) -> Diagnostic {
    match e {
        TrError::Format(d) | TrError::Unknown(d) => d,
        TrError::Missing(m) => {
            Diagnostic::new(&site.root.join("locales").join(lang), 0, 0, m).lang(lang)
        }
    }
}

/// The title (`description: false`) or description of the page at `path` as a page
/// in `lang` names it: from the first language of the chain that has the page or
/// the page's message. `None` if no language of the chain has either.
pub fn of_page(
    site: &Site,
    path: &str,
    lang: &str,
    description: bool,
) -> Result<Option<Label>, Diagnostic> {
    let id = page_message(path);
    let id = if description {
        format!("{id}.description")
    } else {
        id
    };
    for l in site.config.chain(lang) {
        if let Some(page) = site.content.get(path, &l) {
            let text = if description {
                &page.front.description
            } else {
                &page.front.title
            };
            return Ok(Some(Label::new(site, text.clone(), &l, lang)));
        }
        if let Some(text) = site.l10n.format_here(&l, &id, &Args::new()) {
            if l != lang {
                site.l10n.record_fallback(lang, &id, &l);
            }
            return text
                .map(|t| Some(Label::new(site, t, &l, lang)))
                .map_err(|e| message_error(site, &l, e));
        }
    }
    Ok(None)
}

/// The notice of a page in `lang` whose content is borrowed from `source`.
pub fn notice(site: &Site, lang: &str, source: &str) -> Result<Label, Diagnostic> {
    let default = site.config.default_language.as_str();
    let id = "fallback-notice";
    let written_in = if site.l10n.has(lang, id) {
        lang
    } else {
        default
    };
    if written_in != lang {
        site.l10n.record_fallback(lang, id, written_in);
    }
    // Each language named in the notice's own language, else by its own name.
    let name = |tag: &str| -> Result<String, Diagnostic> {
        let name_id = format!("language-{tag}");
        match site.l10n.format_here(written_in, &name_id, &Args::new()) {
            Some(r) => r.map_err(|e| message_error(site, written_in, e)),
            None => {
                site.l10n.record_fallback(lang, &name_id, "site.toml");
                Ok(site
                    .config
                    .languages
                    .get(tag)
                    .map(|l| l.name.clone())
                    .unwrap_or_else(|| tag.to_string()))
            }
        }
    };
    let mut args = Args::new();
    args.insert("reader".into(), Arg::Str(name(lang)?));
    args.insert("source".into(), Arg::Str(name(source)?));
    let text = match site.l10n.format_here(written_in, id, &args) {
        Some(Err(TrError::Unknown(mut d))) => {
            d.message = format!(
                "the message `{id}` uses a variable tabula does not give it: it is given {{ $reader }}, the reader's language, and {{ $source }}, the language the page is shown in, each named by its language-TAG message: write the notice with those ({})",
                d.message
            );
            return Err(d);
        }
        Some(r) => r.map_err(|e| message_error(site, written_in, e))?,
        None => return Err(message_error(site, lang, TrError::Missing(format!(
            "the message `{id}` is missing in `{lang}` and in the default language `{default}`: add it to locales/{lang}/site.ftl"
        )))),
    };
    Ok(Label::new(site, text, written_in, lang))
}
