//! The static files: `static/` copied as it is, last, so that each is checked against
//! every file the build makes. A static file may not take the place of a file the
//! build makes (a page, a 404 page, a diagram, the sitemap): that is an error naming
//! both, never a silent replacement. Per page: read from `static/` by every build.

use super::super::model::Site;
use super::super::output::MARKER;
use super::super::render::Pages;
use super::{made_from, Out, Output, Scope};
use crate::diagnostics::Diagnostic;

pub(crate) struct Statics;

impl Output for Statics {
    fn name(&self) -> &'static str {
        "static files"
    }

    fn scope(&self) -> Scope {
        Scope::Page
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        let dir = site.root.join("static");
        let (paths, errors) = crate::input::files_under(&dir);
        out.errors(errors);
        for path in paths {
            let rel = path
                .strip_prefix(&dir)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            if out.made.contains(&rel) || rel == MARKER {
                out.error(Diagnostic::new(&path, 0, 0, format!(
                    "this static file would replace `{rel}`, which the build makes{}: rename or remove it",
                    made_from(site, &rel).map(|f| format!(" from {}", f.display())).unwrap_or_default()
                )));
                continue;
            }
            match crate::input::read_bytes(&path, crate::input::MAX_STATIC) {
                Ok(bytes) => match out.sink.put(&rel, &bytes) {
                    Ok(()) => out.made_with(rel, super::digest(&bytes)),
                    Err(e) => out.error(Diagnostic::new(&path, 0, 0, e)),
                },
                Err(d) => out.error(d),
            }
        }
    }
}
