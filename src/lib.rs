//! tabula, the site generator: content, translations, rendering, computed blocks, the
//! build, the preview server and the command line. The rules engine
//! (`tabula_engine`) and the rule data, diagram drawing and JSON api (`tabula_core`)
//! are crates of their own, which Cargo keeps from depending on this one; they are
//! re-exported here under the names the site's code uses.

pub use tabula_core::{api, diagnostics, rules};
pub use tabula_engine as engine;

pub mod best_moves;
pub(crate) mod blocks;
pub mod cli;
pub mod config;
pub mod content;
pub mod diagram;
pub mod input;
pub mod l10n;
pub mod print;
pub mod render;
pub mod serve;
pub mod site;
pub mod solved;
pub mod stats;
