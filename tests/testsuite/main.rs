//! The fast test suite: every integration test that needs no browser, no other
//! implementation and no long random search, as modules of one binary. One binary
//! links the site generator (tera, resvg, fluent, notify) once instead of once per
//! test file, and builds the bundled site once for the tests that only read it
//! (`common::site::bundled_build`). After a change, `cargo test --release --test
//! testsuite` runs it alone; `tests/slow/` holds the rest, and `cargo test --release`
//! runs both.

#[path = "../common/mod.rs"]
mod common;

mod api;
mod blocks;
mod cli_commands;
mod cli_moves;
mod diagrams;
mod docs;
mod engine_props;
mod engine_senet;
mod engine_ur;
mod hardening;
mod l10n_errors;
mod print;
mod rule_cases;
mod rule_data_reference;
mod rule_differences;
mod search;
mod serve;
mod serve_rebuild;
mod site_build;
mod site_features;
mod solve;
mod stats;
