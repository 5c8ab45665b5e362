//! tabula's core: the rule data (variants and boards as data, options, the rule
//! catalogue and its differences, the numbers pages state), the diagram spec and its
//! SVG drawing, and the engine as JSON requests and answers (`api`). It reads no file
//! and speaks no language, so the site generator and the reader's browser (compiled to
//! WebAssembly in `web/`) run the same code.

pub mod api;
pub mod chart;
pub mod diagnostics;
pub mod diagram;
pub mod link;
pub mod motion;
pub mod review;
pub mod rules;
