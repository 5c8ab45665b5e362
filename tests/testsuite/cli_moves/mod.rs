//! `tabula moves` run as a user runs it: its JSON contract, batch mode, and errors.

mod answers;
mod batch;
mod diagram;

use std::process::Command;

fn tabula(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}
