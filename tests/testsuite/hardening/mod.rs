//! What a careless or hostile input gets: `tabula build` never loses a file it did
//! not write, never panics, never hangs on a special file, and never lets one file
//! silently replace another. Each test is one finding of the hardening issue, run
//! through the command line as a user runs it, on the minimal fixture site.

mod commands;
mod files;
mod markup;
mod output;
mod rule_data;

use crate::common::site::SiteCopy;
use std::path::Path;
use std::time::Duration;

fn finkel() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games/ur/finkel.toml"),
    )
    .unwrap()
}

/// Writes Finkel's rule data (as given) into the site, with the board it is played on.
fn write_finkel(site: &SiteCopy, text: &str) {
    let board = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games/ur/boards/ur.toml"),
    )
    .unwrap();
    site.write("content/games/ur/boards/ur.toml", &board);
    site.write("content/games/ur/finkel.toml", text);
}

/// Runs tabula with a time limit, so a hang fails the test instead of stalling it.
fn tabula_within(site: &SiteCopy, args: &[&str], limit: Duration) -> (i32, String) {
    match site.tabula_bounded(args, limit) {
        Ok((code, err)) => (code.unwrap_or(-1), err),
        Err(_) => panic!("tabula {args:?} did not finish in {limit:?}"),
    }
}

/// The bundled Senet rule data and board in the site.
fn write_senet(site: &SiteCopy) {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for rel in [
        "content/games/senet/standard.toml",
        "content/games/senet/bell.toml",
        "content/games/senet/boards/senet.toml",
    ] {
        site.write(rel, &std::fs::read_to_string(repo.join(rel)).unwrap());
    }
}
