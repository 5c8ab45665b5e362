//! The `--help` of every subcommand, which describes every flag.

use super::tabula_in;

#[test]
fn the_help_of_every_subcommand_describes_every_flag() {
    let (code, top, _) = tabula_in(&std::env::temp_dir(), &["--help"]);
    assert_eq!(code, 0);
    let commands: Vec<String> = top
        .split("Commands:\n")
        .nth(1)
        .unwrap()
        .lines()
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .filter(|c| c != "help")
        .collect();
    assert!(commands.len() >= 7, "{commands:?}");
    for command in &commands {
        let (code, help, _) = tabula_in(&std::env::temp_dir(), &[command, "--help"]);
        assert_eq!(code, 0, "{command}");
        let mut flags = 0;
        for section in ["Arguments:\n", "Options:\n"] {
            let Some(rest) = help.split(section).nth(1) else {
                continue;
            };
            for line in rest.lines().take_while(|l| l.starts_with("  ")) {
                flags += 1;
                // `  -o, --out <OUT>  Where to write the site`: the spec, two spaces, the text.
                let spec_and_text = line.trim_start();
                let text = spec_and_text
                    .split_once("  ")
                    .map(|(_, t)| t.trim())
                    .unwrap_or_default();
                assert!(
                    text.len() > 8,
                    "`tabula {command} --help` leaves {spec_and_text:?} undescribed"
                );
            }
        }
        assert!(flags >= 1, "{command}: {help}");
    }
}
