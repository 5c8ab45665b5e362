//! `tabula init DIR [--game GAME]`: a new site that builds at once, so an author
//! starts from a working site rather than a copy of the bundled one: `site.toml` with
//! one language, a home page, one game (any game of the bundled rule data that has a
//! starter, Senet by default: its standard variant's rule data, its boards, an overview
//! and a rules page with diagrams, from `starter/<game>/`), the bundled templates (with
//! the play page, so the new site has boards to try and a play page) and style sheet,
//! and the English messages they use. DIR must be empty or not exist yet.

use super::new_language::write_new;
use crate::diagnostics::Diagnostic;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use tabula_core::rules::{Catalogue, BUNDLED, BUNDLED_BOARDS};

/// The game a new site has when `--game` is not given.
pub const DEFAULT_GAME: &str = "senet";

/// A game's pages in a new site (`starter/<game>/`): the home page, the game's
/// overview and its rules page. Which variant's rule data goes with them is the
/// bundled data's: the game's standard variant.
struct Starter {
    game: &'static str,
    home: &'static str,
    overview: &'static str,
    rules: &'static str,
}

/// The games `tabula init` can start a site with.
const STARTERS: [Starter; 2] = [
    Starter {
        game: "senet",
        home: include_str!("../../starter/senet/home.en.md"),
        overview: include_str!("../../starter/senet/_index.en.md"),
        rules: include_str!("../../starter/senet/rules.en.md"),
    },
    Starter {
        game: "ur",
        home: include_str!("../../starter/ur/home.en.md"),
        overview: include_str!("../../starter/ur/_index.en.md"),
        rules: include_str!("../../starter/ur/rules.en.md"),
    },
];

/// The games `tabula init --game` takes.
pub fn games() -> Vec<&'static str> {
    STARTERS.iter().map(|s| s.game).collect()
}

/// The files of every new site but its game's and the templates tabula brings for
/// every site (see [`FILES`]): its path in the site, and its text. `site.toml` is the
/// starter's (`starter/`); the rest is the bundled site's own.
const OWN: [(&str, &str); 24] = [
    ("content/site.toml", include_str!("../../starter/site.toml")),
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

/// The files of every new site, whatever its game: its own ([`OWN`]), and the
/// bundled templates of every computed block (`blocks::BLOCKS`) and of every output
/// that has one (the root page), so that the new site shows where to restyle them.
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

/// The files of a game in a new site: its pages, the rule data of its standard
/// variant and its boards; an error names the games there are.
pub fn game_files(game: &str) -> Result<Vec<(String, &'static str)>, String> {
    let Some(starter) = STARTERS.iter().find(|s| s.game == game) else {
        return Err(format!(
            "--game {game}: no such game to start a site with; the games are {}",
            games().join(", ")
        ));
    };
    let catalogue = Catalogue::bundled();
    let standard = catalogue
        .variants
        .iter()
        .find(|(_, v)| v.settings.game == game && v.settings.standard)
        .map(|(id, _)| id.as_str())
        .ok_or_else(|| {
            format!("--game {game}: the bundled rule data has no standard variant of it")
        })?;
    let mut files = vec![
        ("content/_index.en.md".to_string(), starter.home),
        (format!("content/{game}/_index.en.md"), starter.overview),
        (format!("content/{game}/rules.en.md"), starter.rules),
    ];
    let prefix = format!("{game}/");
    files.extend(
        BUNDLED
            .iter()
            .filter(|(id, _)| *id == standard)
            .map(|(id, text)| {
                let name = id.strip_prefix(&prefix).unwrap_or(id);
                (format!("content/games/{game}/{name}.toml"), *text)
            }),
    );
    files.extend(BUNDLED_BOARDS.iter().filter_map(|(id, text)| {
        let name = id.strip_prefix(&prefix)?;
        Some((format!("content/games/{game}/boards/{name}.toml"), *text))
    }));
    Ok(files)
}

/// The messages of a new site that differ from the bundled site's, and the file they
/// go in.
const OWN_MESSAGES: (&str, &str) = (
    "locales/en/site.ftl",
    include_str!("../../starter/site.ftl"),
);

/// A file's text in the new site: the bundled text, with each of [`OWN_MESSAGES`] in
/// place of the bundled message of the same name.
fn text_of(rel: &str, text: &str) -> String {
    if rel != OWN_MESSAGES.0 {
        return text.to_string();
    }
    let own: Vec<(&str, &str)> = OWN_MESSAGES
        .1
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| Some((l.split_once(" = ")?.0, l)))
        .collect();
    let mut out: String = text
        .lines()
        .map(|line| {
            let id = line.split_once(" = ").map(|(id, _)| id);
            own.iter()
                .find(|(o, _)| Some(*o) == id)
                .map_or(line, |(_, l)| l)
        })
        .collect::<Vec<_>>()
        .join("\n");
    out.push('\n');
    out
}

/// Writes the new site of `game` into `dir`; the files written, or why not.
pub fn run(dir: &Path, game: &str) -> Result<Vec<PathBuf>, Diagnostic> {
    let own = game_files(game).map_err(|e| Diagnostic::new(dir, 0, 0, e))?;
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
    for (rel, text) in FILES.iter().chain(&own) {
        let file = dir.join(rel);
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| Diagnostic::new(parent, 0, 0, format!("cannot create it: {e}")))?;
        }
        write_new(&file, &text_of(rel, text))?;
        written.push(file);
    }
    Ok(written)
}
