//! tabula: the engine, the rule data and the diagrams' drawing (always), and the site
//! generator around them (feature `site`, on by default). Without `site` the library
//! compiles to WebAssembly (`web/`), so the browser runs the same rules as the build.

pub mod api;
#[cfg(feature = "site")]
pub mod cli;
#[cfg(feature = "site")]
pub mod content;
pub mod diagnostics;
pub mod diagram;
pub mod engine;
#[cfg(feature = "site")]
pub mod input;
#[cfg(feature = "site")]
pub mod l10n;
#[cfg(feature = "site")]
pub mod render;
pub mod rules;
#[cfg(feature = "site")]
pub mod serve;
#[cfg(feature = "site")]
pub mod site;
#[cfg(feature = "site")]
pub mod stats;
