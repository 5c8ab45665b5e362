pub mod cli;
pub mod content;
pub mod diagnostics;
pub mod engine;
pub mod l10n;
pub mod render;
pub mod rules;
pub mod site;
