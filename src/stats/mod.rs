//! Statistics from self-play: what `tabula stats` plays (`play`), the data file it
//! writes under `content/stats/` and the build reads (`data`), the figures that are
//! exact from the rule data (`exact`); their charts are drawn by `tabula_core::chart`. The
//! pages show them through the `statistics` and `comparison` computed blocks
//! (`blocks`), which also say which rule sets `tabula stats` plays for the pages
//! (`blocks::wanted`).
//!
//! The figures are measured once, by a command, and committed with the site: a
//! build never plays games. The data file records the rule data it was made from
//! (a hash of each variant's file and board file), so the build can say when the
//! rules changed since.

pub mod data;
pub mod exact;
pub mod play;
