//! `tabula init DIR`: a new site that builds at once, so an author starts from a
//! working site rather than a copy of the bundled one: `site.toml` with one
//! language, a home page, one game (Senet, with its rule data, its board, an
//! overview and a rules page with diagrams), the bundled templates (with the play
//! page, so the new site has boards to try and a play page) and style sheet, and the English messages they use. DIR must be empty or not exist yet.

use super::new_language::write_new;
use crate::diagnostics::Diagnostic;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

/// The files of the new site but the templates tabula brings for every site (see
/// [`FILES`]): its path in the site, and its text. The pages and `site.toml` are the
/// starter's (`starter/`); the rest is the bundled site's own.
const OWN: [(&str, &str); 29] = [
    (
        "content/site.toml",
        include_str!("../../starter/content/site.toml"),
    ),
    (
        "content/_index.en.md",
        include_str!("../../starter/content/_index.en.md"),
    ),
    (
        "content/senet/_index.en.md",
        include_str!("../../starter/content/senet/_index.en.md"),
    ),
    (
        "content/senet/rules.en.md",
        include_str!("../../starter/content/senet/rules.en.md"),
    ),
    (
        "content/games/senet/standard.toml",
        include_str!("../../content/games/senet/standard.toml"),
    ),
    (
        "content/games/senet/boards/senet.toml",
        include_str!("../../content/games/senet/boards/senet.toml"),
    ),
    (
        "locales/en/site.ftl",
        include_str!("../../locales/en/site.ftl"),
    ),
    (
        "locales/en/rules.ftl",
        include_str!("../../locales/en/rules.ftl"),
    ),
    (
        "locales/en/diagrams.ftl",
        include_str!("../../locales/en/diagrams.ftl"),
    ),
    (
        "locales/en/stats.ftl",
        include_str!("../../locales/en/stats.ftl"),
    ),
    (
        "locales/en/play.ftl",
        include_str!("../../locales/en/play.ftl"),
    ),
    (
        "locales/en/exercises.ftl",
        include_str!("../../locales/en/exercises.ftl"),
    ),
    (
        "templates/404.html",
        include_str!("../../templates/404.html"),
    ),
    (
        "templates/base.html",
        include_str!("../../templates/base.html"),
    ),
    (
        "templates/home.html",
        include_str!("../../templates/home.html"),
    ),
    (
        "templates/page.html",
        include_str!("../../templates/page.html"),
    ),
    (
        "templates/play.html",
        include_str!("../../templates/play.html"),
    ),
    (
        "templates/section.html",
        include_str!("../../templates/section.html"),
    ),
    (
        "templates/partials/breadcrumbs.html",
        include_str!("../../templates/partials/breadcrumbs.html"),
    ),
    (
        "templates/partials/content.html",
        include_str!("../../templates/partials/content.html"),
    ),
    (
        "templates/partials/nav.html",
        include_str!("../../templates/partials/nav.html"),
    ),
    (
        "templates/partials/notice.html",
        include_str!("../../templates/partials/notice.html"),
    ),
    (
        "templates/partials/page_head.html",
        include_str!("../../templates/partials/page_head.html"),
    ),
    (
        "templates/partials/play_link.html",
        include_str!("../../templates/partials/play_link.html"),
    ),
    (
        "templates/partials/print_link.html",
        include_str!("../../templates/partials/print_link.html"),
    ),
    (
        "templates/partials/toc.html",
        include_str!("../../templates/partials/toc.html"),
    ),
    (
        "templates/partials/pager.html",
        include_str!("../../templates/partials/pager.html"),
    ),
    ("static/style.css", include_str!("../../static/style.css")),
    (
        "static/favicon.svg",
        include_str!("../../static/favicon.svg"),
    ),
];

/// Every file of the new site: its own ([`OWN`]), and the bundled templates of every
/// computed block (`blocks::BLOCKS`) and of every output that has one (the root page),
/// so that the new site shows where to restyle them.
pub static FILES: LazyLock<Vec<(String, &'static str)>> = LazyLock::new(|| {
    let mut files: Vec<(String, &'static str)> =
        OWN.iter().map(|(p, t)| (p.to_string(), *t)).collect();
    files.extend(
        crate::blocks::templates()
            .into_iter()
            .chain(
                crate::site::outputs::BUNDLED
                    .iter()
                    .map(|(n, t)| (n.to_string(), *t)),
            )
            .map(|(name, text)| (format!("templates/{name}"), text)),
    );
    files
});

/// Writes the new site into `dir`; the files written, or why not.
pub fn run(dir: &Path) -> Result<Vec<PathBuf>, Diagnostic> {
    match std::fs::symlink_metadata(dir) {
        Ok(m) if !m.is_dir() => {
            return Err(Diagnostic::new(
                dir,
                0,
                0,
                "is not a folder: name a new or empty folder for the site",
            ));
        }
        Ok(_) => {
            let mut entries = std::fs::read_dir(dir)
                .map_err(|e| Diagnostic::new(dir, 0, 0, format!("cannot read it: {e}")))?;
            if entries.next().is_some() {
                return Err(Diagnostic::new(dir, 0, 0, "is not empty: tabula init writes a new site only into a new or empty folder, and never overwrites"));
            }
        }
        Err(_) => std::fs::create_dir_all(dir)
            .map_err(|e| Diagnostic::new(dir, 0, 0, format!("cannot create it: {e}")))?,
    }
    let mut written = Vec::new();
    for (rel, text) in FILES.iter() {
        let file = dir.join(rel);
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| Diagnostic::new(parent, 0, 0, format!("cannot create it: {e}")))?;
        }
        write_new(&file, text)?;
        written.push(file);
    }
    Ok(written)
}
