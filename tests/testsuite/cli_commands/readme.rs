//! Every command of the README's "Other commands", run as it is written there.

use super::tabula_in;
use crate::common::site::SiteCopy;
use std::path::Path;

/// The words of a command line, with double-quoted words kept whole.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// The command lines of the README's "Other commands", without their comments.
fn readme_commands() -> Vec<Vec<String>> {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let start = readme
        .find("\nOther commands")
        .expect("the README has its Other commands");
    let block = &readme[start..];
    let block = &block[block.find("\n\n").unwrap() + 2..];
    block
        .lines()
        .take_while(|l| l.starts_with("    ") || l.is_empty())
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let l = l.trim();
            let command = l.find("  #").map_or(l, |at| &l[..at]);
            words(command.trim())
        })
        .collect()
}

#[test]
fn every_other_command_of_the_readme_runs_as_written() {
    let commands = readme_commands();
    assert!(commands.len() >= 8, "{commands:?}");
    let site = SiteCopy::new();
    let root = site.root();
    let mut seen = Vec::new();
    for command in &commands {
        assert_eq!(command[0], "tabula", "{command:?}");
        let args: Vec<&str> = command[1..].iter().map(String::as_str).collect();
        let sub = args[0];
        seen.push(sub.to_string());
        if sub == "serve" {
            // As written, but on a free port, so that it cannot collide with a server
            // already on the machine; it must build and serve, then it is stopped.
            let args: Vec<&str> = args
                .iter()
                .map(|a| if *a == "1111" { "0" } else { a })
                .collect();
            assert!(args.contains(&"--port"), "{args:?}");
            let (mut child, line) = site.serve(&args);
            child.kill().unwrap();
            child.wait().unwrap();
            assert!(
                line.starts_with("serving ") && line.contains("http://127.0.0.1:"),
                "{line:?}"
            );
            continue;
        }
        let (code, out, err) = tabula_in(root, &args);
        // Every language of the bundled site is complete, so even `--strict` succeeds.
        assert_eq!(code, 0, "{command:?}\n{out}\n{err}");
        if args.contains(&"--strict") {
            assert!(
                !out.contains("untranslated") && !err.contains("untranslated"),
                "{command:?}\n{out}\n{err}"
            );
        }
        assert!(!err.contains("Usage:"), "{command:?}: {err}");
    }
    for sub in [
        "serve",
        "check",
        "build",
        "diagram",
        "moves",
        "new-language",
        "init",
    ] {
        assert!(
            seen.iter().any(|s| s == sub),
            "the README shows no `tabula {sub}`: {seen:?}"
        );
    }
    // What they made.
    assert!(std::fs::read_to_string(root.join("swap.svg"))
        .unwrap()
        .starts_with("<svg"));
    assert!(std::fs::read_to_string(root.join("content/site.toml"))
        .unwrap()
        .contains("[languages.sv]\nname = \"Svenska\"\nfallback = [\"nb\"]\n"));
    assert!(root.join("locales/sv/site.ftl").is_file());
    let (code, _, err) = tabula_in(root, &["build", "--root", "my-site"]);
    assert_eq!(code, 0, "{err}");
}
