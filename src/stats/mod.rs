//! Statistics from self-play: what `tabula stats` plays (`play`, and `wanted`: the
//! rule sets the pages name), the data file it
//! writes under `content/stats/` and the build reads (`data`), the figures that are
//! exact from the rule data (`exact`), and their page blocks and charts (`block`,
//! `chart`, `compare`).
//!
//! The figures are measured once, by a command, and committed with the site: a
//! build never plays games. The data file records the rule data it was made from
//! (a hash of each variant's file and board file), so the build can say when the
//! rules changed since.

pub mod block;
pub mod chart;
pub mod compare;
pub mod data;
pub mod exact;
pub mod play;
pub mod wanted;
