//! What every built site gets for the reader's browser, under `/engine/`: the
//! WebAssembly engine and the scripts that use it (committed in `assets/engine/` and
//! built into the binary, so `tabula build` needs no wasm toolchain), and the site's
//! own rule data as JSON (`rules.json`, from `rules::portable`), which the engine
//! compiles in the page exactly as the build compiled it.
//!
//! `scripts/build-wasm.sh` rebuilds `tabula.wasm`; `tests/wasm.rs` checks that the
//! committed file is what the sources build and that it answers as the native engine.

use crate::rules::portable::PortableCatalogue;
use crate::rules::Catalogue;

/// The folder of the site the files go in.
pub const FOLDER: &str = "engine";

/// The committed files, by name.
const ASSETS: [(&str, &[u8]); 2] = [
    ("tabula.wasm", include_bytes!("../../assets/engine/tabula.wasm")),
    ("engine.js", include_bytes!("../../assets/engine/engine.js")),
];

/// Every file, as (path in the site, bytes).
pub fn files(catalogue: &Catalogue) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = ASSETS.iter().map(|(name, bytes)| (format!("{FOLDER}/{name}"), bytes.to_vec())).collect();
    let rules = serde_json::to_string(&PortableCatalogue::of(catalogue)).unwrap_or_default();
    out.push((format!("{FOLDER}/rules.json"), rules.into_bytes()));
    out
}
