//! What every built site gets for the reader's browser, under `/engine/`: the
//! WebAssembly engine and the scripts that use it (and the search box's script) (committed in `assets/engine/` and
//! built into the binary, so `tabula build` needs no wasm toolchain), and the site's
//! own rule data as JSON (`rules.json`, from `rules::portable`), which the engine
//! compiles in the page exactly as the build compiled it, and the scripts' words in
//! every language (`words.<lang>.json`, see `site::words`), and the judges of the
//! play pages' strongest opponent (`judges/<variant>.json`, see `judges`). Site-wide:
//! the catalogue, the messages and the solved values.
//!
//! `scripts/build-wasm.sh` rebuilds `tabula.wasm`; `tests/slow/wasm.rs` checks that the
//! committed file is what the sources build and that it answers as the native engine.

use super::super::model::Site;
use super::super::render::Pages;
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use crate::rules::portable::PortableCatalogue;
use std::path::Path;
use std::sync::Arc;

/// The engine and its scripts, and a site with play pages' rule data and words.
pub(crate) struct EngineFiles;

impl Output for EngineFiles {
    fn name(&self) -> &'static str {
        "engine"
    }

    fn scope(&self) -> Scope {
        Scope::Site
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        let (files, errors) = files(site);
        for (rel, bytes) in files {
            out.put_shared(rel, Arc::from(bytes));
        }
        out.errors(errors);
    }
}

/// The folder of the site the files go in.
pub const FOLDER: &str = "engine";

/// The committed files, by name.
pub(crate) const ASSETS: [(&str, &[u8]); 9] = [
    (
        "tabula.wasm",
        include_bytes!("../../../assets/engine/tabula.wasm"),
    ),
    (
        "engine.js",
        include_bytes!("../../../assets/engine/engine.js"),
    ),
    ("ui.js", include_bytes!("../../../assets/engine/ui.js")),
    (
        "diagrams.js",
        include_bytes!("../../../assets/engine/diagrams.js"),
    ),
    ("play.js", include_bytes!("../../../assets/engine/play.js")),
    (
        "review.js",
        include_bytes!("../../../assets/engine/review.js"),
    ),
    (
        "exercises.js",
        include_bytes!("../../../assets/engine/exercises.js"),
    ),
    (
        "offline.js",
        include_bytes!("../../../assets/offline/offline.js"),
    ),
    (
        "search.js",
        include_bytes!("../../../assets/engine/search.js"),
    ),
];

/// The committed assets, as (path in the site, bytes).
fn assets() -> Vec<(String, Vec<u8>)> {
    ASSETS
        .iter()
        .map(|(name, bytes)| (format!("{FOLDER}/{name}"), bytes.to_vec()))
        .collect()
}

/// Every file, as (path in the site, bytes), and the messages that did not format.
/// The scripts and the engine are in every site (its templates may load them); the
/// rule data and the words only in one with play pages, whose diagrams are boards to
/// try (see `play::enabled`).
fn files(site: &Site) -> (Vec<(String, Vec<u8>)>, Vec<Diagnostic>) {
    let mut out = assets();
    let mut errors = Vec::new();
    if !super::play::enabled(site) {
        return (out, errors);
    }
    let rules = serde_json::to_string(&PortableCatalogue::of(&site.catalogue)).unwrap_or_default();
    out.push((format!("{FOLDER}/rules.json"), rules.into_bytes()));
    out.extend(super::judges::files(site));
    for lang in site.config.language_tags() {
        match super::super::words::words(&site.l10n, &lang, site.config.dir(&lang)) {
            Ok(text) => out.push((format!("{FOLDER}/words.{lang}.json"), text.into_bytes())),
            Err(e) => errors
                .push(Diagnostic::new(Path::new(&format!("locales/{lang}")), 1, 1, e).lang(&lang)),
        }
    }
    (out, errors)
}
