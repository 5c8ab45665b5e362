//! The print packs: `print/<game>/<variant>.pdf` on A4 and `print/<game>/<variant>-letter.pdf`
//! on US Letter, for every variant of the rule data with its options at their defaults
//! (`crate::print` draws them). Site-wide: made from the rule data alone. A site turns
//! them off with `print = false` in `site.toml`.

use super::super::model::Site;
use super::super::render::Pages;
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use crate::print::{self, Paper, PAPERS};
use rayon::prelude::*;
use std::collections::BTreeMap;

pub(crate) struct PrintPacks;

/// Whether the site has print packs.
pub(crate) fn enabled(site: &Site) -> bool {
    site.config.print && !site.catalogue.variants.is_empty()
}

/// The file of a variant's pack on a paper, from the site's root (`print/ur/finkel.pdf`).
pub(crate) fn file_of(variant: &str, paper: Paper) -> String {
    format!("print/{variant}{}.pdf", paper.suffix)
}

impl Output for PrintPacks {
    fn name(&self) -> &'static str {
        "print packs"
    }

    fn scope(&self) -> Scope {
        Scope::Site
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        if !enabled(site) {
            return;
        }
        if let Some(d) = super::in_the_way(site, "print", "the print packs") {
            out.error(d);
            return;
        }
        let jobs: Vec<(&str, Paper)> = site
            .catalogue
            .variants
            .keys()
            .flat_map(|id| PAPERS.map(|p| (id.as_str(), p)))
            .collect();
        let made: Vec<(String, Result<Vec<u8>, Diagnostic>)> = jobs
            .par_iter()
            .map(|&(id, paper)| {
                let variant = &site.catalogue.variants[id];
                let pdf = variant
                    .rules(&BTreeMap::new())
                    .map_err(String::from)
                    .and_then(|rules| {
                        let size = variant.board_data().and_then(|b| b.size.as_ref());
                        print::pdf::pdf(&print::pack_sheets(&rules, size, paper), id)
                    })
                    .map_err(|e| {
                        Diagnostic::new(&variant.file, 1, 1, format!("its print pack: {e}"))
                    });
                (file_of(id, paper), pdf)
            })
            .collect();
        for (file, pdf) in made {
            match pdf {
                Ok(bytes) => out.put(file, &bytes),
                Err(d) => out.error(d),
            }
        }
    }
}

/// The warnings of a site whose boards lack their real size: once for each board a
/// variant is played on, at its file.
pub(crate) fn size_warnings(
    site_root: &std::path::Path,
    catalogue: &crate::rules::Catalogue,
) -> Vec<Diagnostic> {
    let mut boards = std::collections::BTreeSet::new();
    for (id, v) in &catalogue.variants {
        let game = id.split('/').next().unwrap_or_default();
        if v.board_data().is_some_and(|b| b.size.is_none()) {
            boards.insert((game.to_string(), v.settings.board.name.clone()));
        }
    }
    boards
        .into_iter()
        .map(|(game, board)| {
            Diagnostic::new(
                &site_root.join(format!("content/games/{game}/boards/{board}.toml")),
                1,
                1,
                format!(
                    "this board has no [size], so its print packs (/print/{game}/) draw each square {} mm wide: add [size] with the real board's width_mm, height_mm and source (docs/rule-data.md)",
                    print::DEFAULT_SQUARE_MM
                ),
            )
            .warning()
        })
        .collect()
}
