//! `--batch`: an answer per line, in order and as soon as its line is read, an error
//! object for a bad, blank or overlong line, bounded memory, and the answers a single
//! request gets, across variants and options.

use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;
use tabula::cli::moves::{self, PositionInput, Request, MAX_LINE};
use tabula::engine::{json as engine_json, notation, Position};
use tabula::rules::Catalogue;

fn batch(input: &str) -> (i32, Vec<Value>) {
    let (code, lines, err) = batch_bytes(input.as_bytes());
    assert!(err.is_empty(), "{err}");
    (
        code,
        lines
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect(),
    )
}

/// Runs `tabula moves --batch` on these bytes: the status, the answer lines, stderr.
/// The input is written from a thread, so a long answer cannot block the writing.
fn batch_bytes(input: &[u8]) -> (i32, Vec<String>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["moves", "--batch"])
        .current_dir(std::env::temp_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    (
        out.status.code().unwrap_or(-1),
        stdout.lines().map(String::from).collect(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A `tabula moves --batch` kept running: lines are written one at a time and each
/// answer is awaited (for a minute at most, so a missing answer fails the test
/// instead of hanging it).
struct Session {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    answers: mpsc::Receiver<String>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args(["moves", "--batch"])
            .current_dir(std::env::temp_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, answers) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if send.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        Session {
            stdin: child.stdin.take(),
            child,
            answers,
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    fn answer(&mut self) -> Value {
        match self.answers.recv_timeout(Duration::from_secs(60)) {
            Ok(line) => serde_json::from_str(&line).unwrap(),
            Err(e) => {
                let _ = self.child.kill();
                panic!("no answer from tabula moves --batch within a minute ({e}): is it holding answers back?");
            }
        }
    }

    /// Closes stdin and returns the exit status.
    fn finish(mut self) -> i32 {
        drop(self.stdin.take());
        self.child.wait().unwrap().code().unwrap_or(-1)
    }
}

const START_UR: &str = r#"{"variant": "ur/finkel", "throw": 1, "position": "start"}"#;

#[test]
fn batch_answers_every_line_in_order_and_a_bad_line_gets_an_error_object() {
    let input = [
        r#"{"variant": "ur/finkel", "throw": 3, "position": {"to_move": 1, "squares": {"1": [4], "2": []}}}"#,
        "this is not json",
        r#"{"variant": "ur/nope", "throw": 3, "position": "start"}"#,
        r#"{"variant": "senet/jequier", "throw": 1, "position": {"phase": "opening", "squares": {"1": [1,3,5,7,9], "2": [2,4,6,8,10]}}}"#,
        r#"{"variant": "ur/finkel", "options": {"route": "masters"}, "throw": 2, "position": "1:11 2:-"}"#,
    ]
    .join("\n");
    let (code, lines) = batch(&input);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["moves"][1]["to"], json!(7));
    assert!(lines[1]["error"]
        .as_str()
        .unwrap()
        .starts_with("input: not valid JSON"));
    assert!(lines[2]["error"]
        .as_str()
        .unwrap()
        .contains("unknown variant `ur/nope`"));
    assert_eq!(
        lines[3]["moves"][0]["effects"],
        json!(["opening", "extra_throw"])
    );
    assert_eq!(lines[4]["moves"][1]["to"], json!(13));
}

#[test]
fn a_batch_line_that_is_not_utf8_gets_an_error_and_the_batch_goes_on() {
    let mut input = Vec::new();
    input.extend_from_slice(START_UR.as_bytes());
    input.extend_from_slice(
        b"\n{\"variant\": \"ur/fi\xffnkel\", \"throw\": 1, \"position\": \"start\"}\n",
    );
    input.extend_from_slice(START_UR.as_bytes());
    input.push(b'\n');
    let (code, lines, err) = batch_bytes(&input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines.len(), 3, "{lines:?}");
    let bad: Value = serde_json::from_str(&lines[1]).unwrap();
    let e = bad["error"].as_str().unwrap();
    assert!(
        e.starts_with("input: line 2 is not UTF-8 (column 19)"),
        "{e}"
    );
    assert_eq!(lines[0], lines[2]);
    assert!(
        lines[2].starts_with(r#"{"moves":[{"from":"hand","to":1,"#),
        "{}",
        lines[2]
    );
}

#[test]
fn a_blank_line_gets_an_error_so_answer_n_is_always_line_n() {
    let input = format!("{START_UR}\n\n   \n{START_UR}\n");
    let (code, lines) = batch(&input);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(
        lines[1]["error"],
        json!("input: line 2 is empty; each line must be one JSON request")
    );
    assert!(lines[2]["error"]
        .as_str()
        .unwrap()
        .starts_with("input: line 3 is empty"));
    assert_eq!(lines[3], lines[0]);
    assert_eq!(lines[3]["pass"], json!(false));
}

#[test]
fn crlf_lines_and_a_last_line_without_its_newline_are_answered() {
    let input = format!("{START_UR}\r\n{START_UR}\r\n{START_UR}");
    let (code, lines) = batch(&input);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 3);
    for l in &lines {
        assert_eq!(l["moves"][0]["from"], json!("hand"), "{l}");
    }
}

/// A request padded with spaces to `len` bytes.
fn padded(len: usize) -> String {
    let mut s = START_UR.to_string();
    s.extend(std::iter::repeat_n(' ', len - s.len()));
    s
}

#[test]
fn a_line_up_to_the_bound_is_read_and_a_longer_one_gets_an_error_naming_the_bound() {
    assert_eq!(MAX_LINE, 1 << 20);
    let input = [
        padded(MAX_LINE),
        padded(MAX_LINE + 1),
        format!("{}\r", padded(MAX_LINE)),
        START_UR.into(),
    ]
    .join("\n");
    let (code, lines, err) = batch_bytes(input.as_bytes());
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines.len(), 4);
    assert!(
        lines[0].starts_with(r#"{"moves":"#),
        "{}",
        &lines[0][..80.min(lines[0].len())]
    );
    let e: Value = serde_json::from_str(&lines[1]).unwrap();
    let e = e["error"].as_str().unwrap();
    assert!(
        e.starts_with("input: line 2 is longer than 1048576 bytes (1 MiB)"),
        "{}",
        &e[..200.min(e.len())]
    );
    // The `\r` of a CRLF line counts towards the bound.
    assert!(
        lines[2].contains("line 3 is longer"),
        "{}",
        &lines[2][..200.min(lines[2].len())]
    );
    assert_eq!(lines[3], lines[0]);
}

/// The peak resident memory of a running process, in bytes (Linux).
#[cfg(target_os = "linux")]
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace()
        .nth(1)
        .unwrap()
        .parse::<u64>()
        .unwrap()
        * 1024
}

#[cfg(target_os = "linux")]
#[test]
fn a_very_long_line_is_skipped_without_being_held_in_memory() {
    const LONG: usize = 256 << 20;
    let mut s = Session::start();
    let mut stdin = s.stdin.take().unwrap();
    // Written from a thread, which hands stdin back still open: the process must
    // still be running when its memory is read.
    let writer = std::thread::spawn(move || {
        stdin.write_all(br#"{"variant": ""#).unwrap();
        let chunk = vec![b'x'; 1 << 20];
        for _ in 0..LONG >> 20 {
            stdin.write_all(&chunk).unwrap();
        }
        stdin
            .write_all(
                format!("\", \"throw\": 1, \"position\": \"start\"}}\n{START_UR}\n").as_bytes(),
            )
            .unwrap();
        stdin
    });
    let skipped = s.answer();
    let next = s.answer();
    s.stdin = Some(writer.join().unwrap());
    let peak = peak_memory(s.child.id());
    assert!(
        skipped["error"]
            .as_str()
            .unwrap()
            .contains("line 1 is longer than 1048576 bytes"),
        "{skipped}"
    );
    assert_eq!(next["moves"][0]["from"], json!("hand"));
    // A tenth of the line: the process never held it (the old reader held it twice over).
    assert!(
        peak < (LONG / 10) as u64,
        "peak memory {peak} bytes after a line of {LONG} bytes"
    );
    assert_eq!(s.finish(), 0);
}

#[test]
fn each_answer_is_written_as_soon_as_its_line_is_read() {
    let mut s = Session::start();
    s.send(format!("{START_UR}\n").as_bytes());
    assert_eq!(s.answer()["moves"][0]["to"], json!(1));
    s.send(
        b"{\"variant\": \"senet/standard\", \"throw\": 2, \"position\": \"1:5,11 2:7,14,20\"}\n",
    );
    assert_eq!(s.answer()["moves"][0]["effects"], json!(["swap"]));
    // A line sent in two writes is answered once it is whole.
    s.send(br#"{"variant": "ur/finkel", "#);
    s.send(b"\"throw\": 0, \"position\": \"start\"}\n");
    assert_eq!(s.answer()["pass"], json!(true));
    assert_eq!(s.finish(), 0);
}

/// The variants and options the batch must keep apart, interleaved.
const VARIANTS: [(&str, &[(&str, &str)]); 11] = [
    ("senet/standard", &[]),
    ("senet/bell", &[]),
    ("senet/jequier", &[]),
    ("senet/kendall", &[]),
    ("senet/kendall", &[("starting-throw", "on"), ("trap", "on")]),
    ("ur/finkel", &[]),
    ("ur/finkel", &[("route", "masters")]),
    ("ur/finkel", &[("pieces", "5")]),
    ("ur/finkel", &[("route", "masters"), ("pieces", "5")]),
    ("ur/bell", &[]),
    ("ur/bell", &[("pieces", "5")]),
];

/// Positions with a throw from random games: every 7th ply, the last plies (moves
/// that end the game), and the final position (where no one throws).
fn sample(
    catalogue: &Catalogue,
    id: &str,
    options: &BTreeMap<String, String>,
) -> Vec<(Position, u8)> {
    let r = catalogue.get(id).unwrap().rules(options).unwrap();
    let mut out = Vec::new();
    for seed in 0..3 {
        let game = r.random_game(seed, 100_000, true);
        let mut before = Position::start(&r);
        let last = game.plies.len().saturating_sub(2);
        for (i, ply) in game.plies.iter().enumerate() {
            if i % 7 == 0 || i >= last {
                out.push((before, ply.throw));
            }
            before = ply.after;
        }
        out.push((before, 1));
    }
    out
}

#[test]
fn batch_answers_equal_single_answers_across_variants_and_options() {
    let catalogue = Catalogue::bundled();
    let samples: Vec<_> = VARIANTS
        .iter()
        .map(|(id, opts)| {
            let chosen: BTreeMap<String, String> = opts
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let s = sample(&catalogue, id, &chosen);
            (*id, chosen, s)
        })
        .collect();
    let longest = samples.iter().map(|s| s.2.len()).max().unwrap();
    let (mut input, mut expected) = (String::new(), Vec::new());
    for i in 0..longest {
        for (id, chosen, positions) in &samples {
            let Some(&(pos, throw)) = positions.get(i) else {
                continue;
            };
            let r = catalogue.get(id).unwrap().rules(chosen).unwrap();
            let as_json = engine_json::position_json(&r, &pos);
            let as_text = notation::format(&r, &pos);
            // The ways a tool may write the same request: the position as JSON, as notation,
            // as JSON in a string; options as strings or numbers; names with escapes.
            let (variant, position, position_input) = match i % 4 {
                0 => (json!(id), as_json.clone(), PositionInput::Json(as_json)),
                1 => (json!(id), json!(as_text), PositionInput::Text(as_text)),
                2 => (
                    json!(id),
                    json!(as_json.to_string()),
                    PositionInput::Text(as_json.to_string()),
                ),
                _ => (json!(id), json!(as_text), PositionInput::Text(as_text)),
            };
            let mut line = json!({"variant": variant, "throw": throw, "position": position});
            if !chosen.is_empty() {
                line["options"] = if i % 3 == 0 && chosen.contains_key("pieces") {
                    let mut o = json!(chosen);
                    o["pieces"] = json!(chosen["pieces"].parse::<u8>().unwrap());
                    o
                } else {
                    json!(chosen)
                };
            }
            let mut line = line.to_string();
            if i % 4 == 3 {
                line = line.replacen('/', "\\/", 1);
            }
            input.push_str(&line);
            input.push('\n');
            let req = Request {
                variant: id.to_string(),
                options: chosen.clone(),
                throw,
                position: position_input,
            };
            expected.push(match moves::answer(&catalogue, &req) {
                Ok((rules, pos, out, list)) => {
                    assert_eq!(
                        out,
                        engine_json::turn_json(&rules, &pos, throw, &list).to_string(),
                        "{line}"
                    );
                    out
                }
                Err(e) => json!({ "error": e }).to_string(),
            });
        }
    }
    let (code, lines, err) = batch_bytes(input.as_bytes());
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines.len(), expected.len());
    for (n, ((got, want), line)) in lines.iter().zip(&expected).zip(input.lines()).enumerate() {
        assert_eq!(got, want, "line {}: {line}", n + 1);
    }
    // The sample reaches every part of the answer.
    for part in [
        r#""pass":true"#,
        r#""pass":false"#,
        r#""result":{"winner""#,
        r#""score":"#,
        r#""fines":"#,
        r#""phase":"opening""#,
        "game is over",
        r#""lost":["#,
        r#""returned":"#,
        r#""unstarted":["#,
        r#""return""#,
        r#""wait""#,
        r#""lost_turn""#,
        r#""overshoot""#,
    ] {
        assert!(
            expected.iter().any(|a| a.contains(part)),
            "no answer has {part}"
        );
    }
    assert!(expected.len() > 300, "{}", expected.len());
}
