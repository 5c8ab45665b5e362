//! The commands a newcomer runs, run as they are written: every command of the
//! README's "Other commands", `tabula init` (a new site that builds at once),
//! `tabula new-language` (a language in three steps, never overwriting), and the
//! `--help` of every subcommand, which describes every flag.

mod check;
mod help;
mod init;
mod new_language;
mod readme;

use std::path::Path;
use std::process::Command;

fn tabula_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .current_dir(dir)
        .env("TABULA_CACHE_DIR", crate::common::site::png_cache())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}
