//! The commands behind `tabula`'s subcommands; `main.rs` only parses arguments.

pub mod build;
pub mod check;
pub mod diagram;
pub mod init;
pub mod moves;
pub mod new_language;
pub mod solve;
pub mod stats;
