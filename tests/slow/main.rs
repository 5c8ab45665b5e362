//! The slow checks, as modules of one binary: the built site in a real browser
//! (`browser`), the Ur engine against RoyalUr-Python (`royalur`), the WebAssembly
//! engine against the native one and against a rebuild (`wasm`), bad input at scale
//! (`scale`) and random small sites (`site_fuzz`). They take minutes where the fast
//! suite (`tests/testsuite/`) takes seconds, and most need tools a machine may lack:
//! without them they say they skipped, and under CI they fail. `cargo test --release
//! --test slow` runs them alone.

#[path = "../common/mod.rs"]
mod common;

mod browser;
mod royalur;
mod scale;
mod site_fuzz;
mod wasm;
