//! `tabula diagram`: one picture from the command line, as SVG and PNG, and a move
//! without a throw refused naming the flag to add.

#[test]
fn the_diagram_command_draws_svg_and_png() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["d.svg", "d.png"] {
        let out = dir.path().join(name);
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args([
                "diagram",
                "--variant",
                "senet/standard",
                "--position",
                "1:5,11 2:7,14,20",
                "--throw",
                "2",
                "--move",
                "5",
                "-o",
            ])
            .arg(&out)
            .current_dir(dir.path())
            .status()
            .unwrap();
        assert!(status.success());
        assert!(std::fs::metadata(&out).unwrap().len() > 500);
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args([
            "diagram",
            "--variant",
            "senet/standard",
            "--throw",
            "2",
            "--move",
            "1",
            "-o",
            "x.svg",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the piece on 1 has no legal move"));
}

#[test]
fn a_move_without_a_throw_is_refused_naming_the_flag_to_add() {
    // Only a throw says how far the piece of `--move` goes: without `--throw` nothing
    // is drawn and the error says what to add.
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args([
            "diagram",
            "--variant",
            "senet/standard",
            "--move",
            "5",
            "-o",
            "x.svg",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--move 5 needs a throw: add --throw N, the value thrown (e.g. --throw 2)"),
        "{err}"
    );
    assert!(!dir.path().join("x.svg").exists(), "nothing is drawn");
}
