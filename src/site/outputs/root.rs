//! The root page, `/index.html`: it sends the reader to the home page of the default
//! language. Laid out by `templates/root.html` (the bundled one where the site has
//! none) from the page shell in the default language, whose `lang`, `dir` and
//! messages it is written in: its title is the site's name (`site-name`), as the home
//! page's is. Site-wide: the configuration, the templates and the messages.

use super::super::model::Site;
use super::super::render::Pages;
use super::super::shell::Shell;
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use serde::Serialize;

pub(crate) struct Root;

/// The template's name, and the bundled template.
pub(super) const TEMPLATE: &str = "root.html";
pub(super) const BUNDLED: &str = include_str!("../../../templates/root.html");

/// What `root.html` reads: the shell, and the home page it sends the reader to.
#[derive(Serialize)]
struct RootContext<'a> {
    #[serde(flatten)]
    shell: Shell<'a>,
    home: String,
}

impl Output for Root {
    fn name(&self) -> &'static str {
        "root page"
    }

    fn scope(&self) -> Scope {
        Scope::Site
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        let lang = &site.config.default_language;
        let context = RootContext {
            shell: Shell::new(site, lang),
            home: site.url("", lang),
        };
        let file = site.root.join("templates").join(TEMPLATE);
        let html = tera::Context::from_serialize(&context)
            .map_err(|e| Diagnostic::new(&file, 1, 1, e.to_string()))
            .and_then(|context| {
                site.teras[lang].render(TEMPLATE, &context).map_err(|e| {
                    // A message that does not format is reported at its own place.
                    crate::render::templates::message_error(&e).unwrap_or_else(|| {
                        Diagnostic::new(&file, 1, 1, crate::render::templates::error_chain(&e))
                            .lang(lang)
                    })
                })
            });
        match html {
            Ok(html) => out.put("index.html".into(), html.as_bytes()),
            Err(d) => out.error(d),
        }
    }
}
