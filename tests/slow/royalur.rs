//! The Ur engine against another implementation: `tests/royalur/compare.py` plays
//! seeded random games in RoyalUr-Python 0.0.6 and checks that `tabula moves --batch`
//! gives the same moves, positions after, extra throws and game ends, for Finkel's game
//! (with its options), Blitz, Aseb and Masters' rules. Skipped, saying so, on a machine
//! without Python's `royalur` package (`python3 -m pip install royalur==0.0.6`); under
//! CI (the `CI` variable set) a missing package is a failure.

use std::path::Path;
use std::process::Command;

/// Why the comparison cannot run here, if it cannot.
fn missing() -> Option<String> {
    match Command::new("python3")
        .args(["-c", "import royalur"])
        .output()
    {
        Err(e) => Some(format!("no python3 on this machine ({e})")),
        Ok(o) if !o.status.success() => Some(format!(
            "python3 cannot import royalur (python3 -m pip install royalur==0.0.6): {}",
            String::from_utf8_lossy(&o.stderr)
                .lines()
                .last()
                .unwrap_or("")
        )),
        Ok(_) => None,
    }
}

#[test]
fn the_ur_engine_agrees_with_royalur_move_for_move() {
    if let Some(why) = missing() {
        crate::common::skip_unless_ci(&format!(
            "the RoyalUr comparison needs RoyalUr-Python: {why}"
        ));
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/royalur/compare.py");
    let out = Command::new("python3")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_tabula"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // One line per variant, each saying that every position agreed.
    let summaries: Vec<&str> = stdout.lines().filter(|l| l.starts_with("ur/")).collect();
    assert_eq!(summaries.len(), 6, "{stdout}");
    assert!(summaries.iter().all(|l| l.ends_with(": agree")), "{stdout}");
    eprintln!("{stdout}");
}
