//! The WebAssembly engine against the native one. `assets/engine/tabula.wasm` runs in
//! node (`tests/wasm/batch.mjs`) on 10,000 positions of random games per bundled
//! variant, options included, and must give the same answer as the native engine,
//! byte for byte: the same legal moves, effects and positions after (and the same
//! pictures for a sample). A second test rebuilds the file from the sources in another
//! folder (`scripts/build-wasm.sh`) and checks that it has the committed bytes.
//!
//! Skipped, saying so, without node (the first) or without a toolchain for wasm32
//! (the second); under CI (the `CI` variable set) either is a failure.

use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tabula::engine::{json as ejson, notation, Position, Rules};
use tabula::rules::portable::PortableCatalogue;
use tabula::rules::Catalogue;

use crate::common::site::{bundled_build, SiteCopy};
use crate::common::skip_unless_ci as skip;

const POSITIONS: usize = 10_000;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every combination of a variant's option values.
fn combinations(catalogue: &Catalogue, id: &str) -> Vec<BTreeMap<String, String>> {
    let mut out = vec![BTreeMap::new()];
    for (name, o) in &catalogue.get(id).unwrap().settings.options {
        out = out
            .into_iter()
            .flat_map(|c| {
                o.values.keys().map(move |v| {
                    let mut c = c.clone();
                    c.insert(name.clone(), v.clone());
                    c
                })
            })
            .collect();
    }
    out
}

/// Whether the machine has node, which runs the WebAssembly engine.
fn has_node() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs the WebAssembly engine on request lines; its answer lines, in order.
fn wasm_answers(rules_json: &Path, requests: &str) -> Vec<String> {
    let mut child = Command::new("node")
        .arg(repo().join("tests/wasm/batch.mjs"))
        .arg(repo().join("assets/engine/tabula.wasm"))
        .arg(rules_json)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = requests.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(
        out.status.success(),
        "node: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Positions of seeded random games, the throw each got, until there are `count`.
fn sample(rules: &Rules, count: usize, seed: u64) -> Vec<(Position, u8)> {
    let mut out = Vec::with_capacity(count);
    let mut game = 0;
    while out.len() < count {
        let g = rules.random_game(seed * 1_000_003 + game, 400, true);
        let mut pos = Position::start(rules);
        for ply in &g.plies {
            out.push((pos, ply.throw));
            pos = ply.after;
        }
        game += 1;
    }
    out.truncate(count);
    out
}

#[test]
fn the_wasm_engine_agrees_with_the_native_engine_on_every_variant() {
    if !has_node() {
        return skip("the WebAssembly engine runs in node, and there is no node on this machine");
    }
    let catalogue = tabula::content::rule_data::load(&repo().join("content/games")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let rules_json = dir.path().join("rules.json");
    std::fs::write(
        &rules_json,
        serde_json::to_string(&PortableCatalogue::of(&catalogue)).unwrap(),
    )
    .unwrap();
    let mut requests = String::new();
    let mut native = Vec::new();
    let mut counts = BTreeMap::new();
    for id in catalogue.variants.keys() {
        let combos = combinations(&catalogue, id);
        let per = POSITIONS.div_ceil(combos.len());
        for (ci, options) in combos.iter().enumerate() {
            let rules = catalogue.get(id).unwrap().rules(options).unwrap();
            for (i, (pos, thrown)) in sample(&rules, per, ci as u64).into_iter().enumerate() {
                // The throw of the game, and every throw at every tenth position.
                let throws = if i % 10 == 0 {
                    rules.throws.values()
                } else {
                    vec![thrown]
                };
                let position = notation::format(&rules, &pos);
                for throw in throws {
                    let moves = rules.legal_moves(&pos, throw).unwrap();
                    let mut want = String::new();
                    ejson::write_turn(&mut want, &rules, &pos, throw, &moves);
                    let req = json!({"op": "moves", "variant": id, "options": options, "throw": throw, "position": position});
                    requests.push_str(&req.to_string());
                    requests.push('\n');
                    native.push((req, want));
                }
                // Pictures too, for a sample: the legal moves of the throw, drawn.
                if i % 100 == 0 {
                    let req = json!({"op": "draw", "variant": id, "options": options, "position": position, "throw": thrown, "show": "moves"});
                    let mut spec = req.as_object().unwrap().clone();
                    spec.remove("op");
                    let spec: tabula::diagram::Spec =
                        serde_json::from_value(Value::Object(spec)).unwrap();
                    let want =
                        tabula::diagram::svg::render(&spec.compute(&catalogue, None).unwrap());
                    requests.push_str(&req.to_string());
                    requests.push('\n');
                    native.push((req, want));
                }
                *counts.entry(id.clone()).or_insert(0usize) += 1;
            }
        }
    }
    let answers = wasm_answers(&rules_json, &requests);
    assert_eq!(answers.len(), native.len(), "one answer per request");
    let mut differ = Vec::new();
    for ((req, want), got) in native.iter().zip(&answers) {
        let got = if req["op"] == "draw" {
            serde_json::from_str::<Value>(got)
                .ok()
                .and_then(|v| v["svg"].as_str().map(str::to_string))
                .unwrap_or_else(|| got.clone())
        } else {
            got.clone()
        };
        if &got != want {
            differ.push(format!("{req}\n  native: {want}\n  wasm:   {got}"));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} answers differ; the first:\n{}",
        differ.len(),
        native.len(),
        differ[..differ.len().min(5)].join("\n")
    );
    assert_eq!(counts.len(), 9, "{counts:?}");
    assert!(counts.values().all(|&n| n >= POSITIONS), "{counts:?}");
    eprintln!(
        "the WebAssembly engine agrees on {} answers: {counts:?} positions",
        native.len()
    );
}

/// The perfect and the judged players choose the same moves in the browser as natively:
/// the judge's sums have the same bits on both (`engine::best_moves` relies on it), on
/// positions of Finkel's five pieces, the bundled rule set with best moves.
#[test]
fn the_wasm_perfect_and_judged_players_choose_as_the_native_ones() {
    if !has_node() {
        return skip("the WebAssembly engine runs in node, and there is no node on this machine");
    }
    let catalogue = tabula::content::rule_data::load(&repo().join("content/games")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let rules_json = dir.path().join("rules.json");
    let portable = PortableCatalogue::of(&catalogue);
    std::fs::write(&rules_json, serde_json::to_string(&portable).unwrap()).unwrap();
    let options = BTreeMap::from([
        ("pieces".to_string(), "5".to_string()),
        ("route".to_string(), "bell".to_string()),
    ]);
    let rules = catalogue.get("ur/finkel").unwrap().rules(&options).unwrap();
    let key = tabula_solve::table::key(&rules);
    let text = std::fs::read_to_string(repo().join("content/solved/ur.toml")).unwrap();
    let file = tabula::solved::parse(Path::new("ur.toml"), &text).unwrap();
    let set = file
        .sets
        .iter()
        .find(|s| s.rules == key)
        .expect("Finkel's five pieces solved");
    let judge = set.judge.as_ref().unwrap();
    let bytes = std::fs::read(repo().join(format!("content/solved/best-moves/{key}.gz"))).unwrap();
    let whole = tabula::best_moves::text_of(&bytes).unwrap();
    let corrections = whole.splitn(3, '\n').nth(2).unwrap();
    let judge_json = json!({"hidden": judge.hidden, "weights": judge.weights});
    let mut requests = vec![
        json!({"op": "best-moves", "variant": "ur/finkel", "options": options, "judge": judge_json, "corrections": corrections}),
    ];
    for (pos, throw) in sample(&rules, 3_000, 7) {
        let position = notation::format(&rules, &pos);
        requests.push(json!({"op": "choose", "variant": "ur/finkel", "options": options, "throw": throw, "position": position, "player": "perfect"}));
        requests.push(json!({"op": "choose", "variant": "ur/finkel", "options": options, "throw": throw, "position": position, "player": "judged", "depth": 2, "judge": judge_json}));
    }
    let lines: String = requests.iter().map(|r| format!("{r}\n")).collect();
    let answers = wasm_answers(&rules_json, &lines);
    let mut native = tabula::api::Engine::new(portable);
    let want: Vec<String> = requests
        .iter()
        .map(|r| native.answer(&r.to_string()))
        .collect();
    assert!(want[0].contains("\"corrections\""), "{}", want[0]);
    let differ: Vec<String> = requests
        .iter()
        .zip(want.iter().zip(&answers))
        .filter(|(_, (w, a))| w != a)
        .map(|(r, (w, a))| {
            format!(
                "{}\n  native: {w}\n  wasm:   {a}",
                r.to_string().chars().take(300).collect::<String>()
            )
        })
        .collect();
    assert_eq!(answers.len(), requests.len());
    assert!(
        differ.is_empty(),
        "{} of {} answers differ:\n{}",
        differ.len(),
        requests.len(),
        differ[..differ.len().min(5)].join("\n")
    );
}

/// Copies what the WebAssembly build reads into `to`.
fn copy_sources(to: &Path) {
    for rel in [
        "Cargo.toml",
        "Cargo.lock",
        "src",
        "crates",
        "web",
        "benches",
        "content/games",
        "scripts/build-wasm.sh",
    ] {
        let from = repo().join(rel);
        let dest = to.join(rel);
        std::fs::create_dir_all(dest.parent().unwrap()).unwrap();
        if from.is_dir() {
            copy_dir(&from, &dest);
        } else {
            std::fs::copy(&from, &dest).unwrap();
        }
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &dest);
        } else {
            std::fs::copy(e.path(), dest).unwrap();
        }
    }
}

#[test]
fn the_committed_wasm_is_what_the_sources_build_in_any_folder() {
    let debian = Path::new("/usr/bin/cargo").exists()
        && Path::new("/usr/lib/rustlib/src/rust/library").is_dir()
        && Path::new("/usr/bin/rust-lld").exists();
    if !debian {
        return skip("the committed engine is built with Debian's toolchain (apt-get install rustc-web cargo-web rust-web-src rust-web-llvm lld-22), which this machine lacks");
    }
    let dir = tempfile::tempdir().unwrap();
    copy_sources(dir.path());
    let out = dir.path().join("tabula.wasm");
    // Its own target folder, kept between runs: the test's cargo does not wait for this one's.
    let target: PathBuf = repo().join("target/wasm-check");
    let status = Command::new("bash")
        .arg(dir.path().join("scripts/build-wasm.sh"))
        .arg(&out)
        .env("CARGO_TARGET_DIR", &target)
        .status()
        .unwrap();
    assert!(status.success(), "scripts/build-wasm.sh failed");
    let built = std::fs::read(&out).unwrap();
    let committed = std::fs::read(repo().join("assets/engine/tabula.wasm")).unwrap();
    assert!(
        built == committed,
        "assets/engine/tabula.wasm ({} bytes) is not what the sources build ({} bytes): run scripts/build-wasm.sh and commit it",
        committed.len(),
        built.len()
    );
}

#[test]
fn a_built_site_carries_the_engine_and_its_own_rule_data() {
    let site = &bundled_build().site;
    let wasm = std::fs::read(site.path("dist/engine/tabula.wasm")).unwrap();
    assert!(wasm == std::fs::read(repo().join("assets/engine/tabula.wasm")).unwrap());
    assert_eq!(
        site.dist("engine/engine.js"),
        std::fs::read_to_string(repo().join("assets/engine/engine.js")).unwrap()
    );
    let rules: PortableCatalogue = serde_json::from_str(&site.dist("engine/rules.json")).unwrap();
    assert_eq!(
        rules,
        PortableCatalogue::of(
            &tabula::content::rule_data::load(&site.path("content/games")).unwrap()
        )
    );
    // A static file may not take the engine's place (in a copy of the site's own).
    let site = SiteCopy::new();
    site.write("static/engine/tabula.wasm", "not an engine");
    let (code, _, err) = site.tabula(&["build"]);
    assert_ne!(code, 0);
    assert!(err.contains("engine/tabula.wasm"), "{err}");
}
