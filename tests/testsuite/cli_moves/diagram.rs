//! `tabula diagram`'s flags that the picture would not use, and a help line for every
//! flag of `diagram` and `moves`.

use super::tabula;

fn diagram(args: &[&str]) -> (i32, String, std::path::PathBuf, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("d.svg");
    let mut full = vec![
        "diagram",
        "--variant",
        "senet/standard",
        "--position",
        "1:5,11 2:7,14,20",
        "-o",
        out.to_str().unwrap(),
    ];
    full.extend(args);
    let (code, _, err) = tabula(&full);
    (code, err, out, dir)
}

#[test]
fn diagram_flags_the_picture_would_not_use_are_errors() {
    for (args, flag, hint) in [
        (&["--move", "5"][..], "--move 5", "add --throw N"),
        (&["--show", "move"][..], "--show move", "add --throw N"),
        (
            &["--show", "before-after"][..],
            "--show before-after",
            "add --throw N",
        ),
        (
            &["--throw", "2", "--move", "5", "--show", "moves"][..],
            "--move 5",
            "--show move",
        ),
        (
            &["--throw", "2", "--move", "5", "--show", "position"][..],
            "--move 5",
            "leave out --move",
        ),
        (
            &[
                "--throw",
                "2",
                "--move",
                "5",
                "--show",
                "before-after",
                "--route",
                "1",
            ][..],
            "--route",
            "leave out --route",
        ),
    ] {
        let (code, err, out, _dir) = diagram(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(flag) && err.contains(hint), "{args:?}: {err}");
        assert!(!out.exists(), "{args:?} wrote a picture");
    }
    for args in [
        &["--throw", "2", "--move", "5"][..],
        &["--throw", "2", "--move", "5", "--show", "before-after"],
        &["--throw", "2", "--route", "1"],
    ] {
        let (code, err, out, _dir) = diagram(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(std::fs::read_to_string(out).unwrap().starts_with("<svg"));
    }
}

#[test]
fn every_flag_of_diagram_and_moves_has_a_help_line() {
    for command in ["diagram", "moves"] {
        let (code, out, _) = tabula(&[command, "--help"]);
        assert_eq!(code, 0);
        let flags: Vec<&str> = out
            .lines()
            .filter(|l| l.trim_start().starts_with('-'))
            .collect();
        assert!(flags.len() >= 7, "{out}");
        for line in flags {
            // `  -o, --out <OUT>  The file to write`: text after the flag and its value.
            let words = line
                .split_whitespace()
                .filter(|w| !w.starts_with('-') && !w.starts_with('<'))
                .count();
            assert!(
                words > 0,
                "`tabula {command} --help`: {line:?} has no help text"
            );
        }
    }
}
