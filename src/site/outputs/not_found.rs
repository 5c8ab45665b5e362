//! The 404 pages: one in every language, `/<lang>/404.html`, and the default
//! language's at `/404.html` too, where a server looks for it. Made with
//! `templates/404.html` from the page shell (no head: the page has no address of its
//! own) and a link home. Site-wide: the templates, the messages, the configuration.

use super::super::model::Site;
use super::super::render::Pages;
use super::super::shell::Shell;
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use serde::Serialize;

pub(crate) struct NotFound;

/// What `404.html` reads: the shell, and the home page of its language.
#[derive(Serialize)]
struct NotFoundContext<'a> {
    #[serde(flatten)]
    shell: Shell<'a>,
    home: String,
}

impl Output for NotFound {
    fn name(&self) -> &'static str {
        "404 pages"
    }

    fn scope(&self) -> Scope {
        Scope::Site
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        for lang in site.config.language_tags() {
            match render(site, &lang) {
                Ok(html) => {
                    if lang == site.config.default_language {
                        out.put("404.html".into(), html.as_bytes());
                    }
                    out.put(format!("{lang}/404.html"), html.as_bytes());
                }
                Err(d) => out.error(d),
            }
        }
    }
}

fn render(site: &Site, lang: &str) -> Result<String, Diagnostic> {
    let context = NotFoundContext {
        shell: Shell::new(site, lang),
        home: site.url("", lang),
    };
    let file = || site.root.join("templates/404.html");
    let context = tera::Context::from_serialize(&context)
        .map_err(|e| Diagnostic::new(&file(), 1, 1, e.to_string()).lang(lang))?;
    site.teras[lang].render("404.html", &context).map_err(|e| {
        // A message that does not format is reported at its own place, once.
        crate::render::templates::message_error(&e).unwrap_or_else(|| {
            Diagnostic::new(&file(), 1, 1, crate::render::templates::error_chain(&e)).lang(lang)
        })
    })
}
