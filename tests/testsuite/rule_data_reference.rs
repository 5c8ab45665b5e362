//! `docs/rule-data.md` documents every setting the rule data can hold: a setting
//! that exists in the code but not in the reference fails here. The settings are
//! found by asking the readers themselves: every table of rule data refuses an
//! unknown key and lists the keys it takes, and every named value refuses an
//! unknown name and lists the names it takes.

use std::collections::BTreeSet;

/// The names an error lists after "expected": `a`, `b` or `c` / one of `a`, `b`, `c`.
fn listed(err: &str) -> Vec<String> {
    let Some(rest) = err.split("expected ").nth(1) else {
        return Vec::new();
    };
    rest.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// An error of reading `doc` as rule data (a variant) or as a board file.
fn error(doc: &str, board: bool) -> String {
    if board {
        toml::from_str::<tabula::engine::BoardData>(doc)
            .err()
            .map(|e| e.message().to_string())
            .unwrap_or_default()
    } else {
        toml::from_str::<tabula::engine::Settings>(doc)
            .err()
            .map(|e| e.message().to_string())
            .unwrap_or_default()
    }
}

/// A TOML document that puts `value` at the dotted `path`.
fn at(path: &[String], value: &str) -> String {
    match path.split_last() {
        None => String::new(),
        Some((last, [])) => format!("{last} = {value}\n"),
        Some((last, tables)) => format!("[{}]\n{last} = {value}\n", tables.join(".")),
    }
}

/// Every key path under `prefix`, with the names of named values: (path, names).
fn keys(prefix: Vec<String>, board: bool, out: &mut Vec<(String, Vec<String>)>) {
    let mut probe = prefix.clone();
    probe.push("zz_unknown".into());
    let err = error(&at(&probe, "1"), board);
    let fields = if err.contains("unknown field `zz_unknown`") {
        listed(&err)
    } else {
        Vec::new()
    };
    if fields.is_empty() && err.contains("expected struct") {
        // A map of tables: its keys are names the author chooses (`options.NAME`).
        let mut named = prefix.clone();
        named.push("NAME".into());
        return keys(named, board, out);
    }
    for f in fields {
        let mut path = prefix.clone();
        path.push(f.clone());
        let names = listed(&error(&at(&path, "\"zz_unknown\""), board))
            .into_iter()
            .filter(|n| !n.starts_with("zz"))
            .collect::<Vec<_>>();
        let display = path.join(".");
        let before = out.len();
        keys(path.clone(), board, out);
        if out.len() == before {
            out.push((display, names));
        } else {
            out.insert(before, (display, Vec::new()));
        }
    }
}

fn reference() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rule-data.md")).unwrap()
}

#[test]
fn every_setting_and_every_named_value_is_in_the_reference() {
    let doc = reference();
    let mut missing = BTreeSet::new();
    for board in [false, true] {
        let mut found = Vec::new();
        keys(Vec::new(), board, &mut found);
        assert!(
            found.len() > if board { 8 } else { 30 },
            "the probe found too few settings: {found:?}"
        );
        for (path, names) in found {
            if !doc.contains(&format!("`{path}`")) {
                missing.insert(format!("the setting `{path}`"));
            }
            for n in names {
                if !doc.contains(&format!("`{n}`")) {
                    missing.insert(format!("the value `{n}` of `{path}`"));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "docs/rule-data.md does not document:\n{}",
        missing.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_probe_sees_settings_and_values_that_exist() {
    let mut found = Vec::new();
    keys(Vec::new(), false, &mut found);
    let paths: Vec<&str> = found.iter().map(|(p, _)| p.as_str()).collect();
    for p in [
        "pieces.count",
        "throw.implement",
        "water.goes_to",
        "options.NAME.default",
        "bear_off.only_by_bearing_off",
    ] {
        assert!(paths.contains(&p), "{p} in {paths:?}");
    }
    let implement = &found
        .iter()
        .find(|(p, _)| p == "throw.implement")
        .unwrap()
        .1;
    assert_eq!(implement, &["sticks", "binary-dice", "long-die"]);
    let mut board = Vec::new();
    keys(Vec::new(), true, &mut board);
    assert!(
        board.iter().any(|(p, _)| p == "routes.NAME.seat2"),
        "{board:?}"
    );
    assert!(board.iter().any(|(p, _)| p == "drawing.pot"), "{board:?}");
}

/// Prints what the probe finds: `cargo test --test rule_data_reference -- --ignored --nocapture`.
#[test]
#[ignore]
fn list_settings() {
    for board in [false, true] {
        let mut found = Vec::new();
        keys(Vec::new(), board, &mut found);
        for (p, n) in found {
            println!("{}{p} {n:?}", if board { "board: " } else { "" });
        }
    }
}
