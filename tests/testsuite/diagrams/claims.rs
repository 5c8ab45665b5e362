//! Claims and replays: what a page claims and the engine denies is refused with both
//! sides, at the line of the claim, and a replay plays its throws and moves from the start.

use super::diagram;
use crate::common::site::SiteCopy;
use tabula::diagram::Spec;
use tabula::rules::Catalogue;

fn compute_err(block: &str, variant: &str) -> String {
    Spec::parse(block)
        .and_then(|s| s.compute(&Catalogue::bundled(), Some(variant)))
        .unwrap_err()
        .message
}

#[test]
fn claims_the_engine_denies_are_refused_with_both_sides() {
    for (variant, block, expect) in [
        (
            "senet/standard",
            "position = \"1:5,11 2:7,8,20\"\nthrow = 2\nmove = 5",
            "the piece on 5 has no legal move with a throw of 2; the engine finds: 11-13",
        ),
        (
            "senet/standard",
            "position = \"1:5,11 2:7,14,20\"\nthrow = 2\nmove = 5\nexpect = \"capture\"",
            "the diagram claims 5-7 capture, but the engine finds swap",
        ),
        (
            "senet/standard",
            "position = \"1:25 2:3\"\nthrow = 3\nmove = 25\nends_on = 14",
            "claims 25-28 ends on 14, but the engine finds it ends on 15",
        ),
        (
            "senet/standard",
            "position = \"1:29,30 2:10,12\"\nthrow = 1\nlegal = [\"29-30\"]",
            "claims the legal moves 29-30, but the engine finds no legal move",
        ),
        (
            "senet/standard",
            "position = \"1:29,30 2:10,12\"\nthrow = 1\nnext = 2",
            "claims player 2 throws next, but the engine finds player 1 throws next",
        ),
        (
            "ur/finkel",
            "position = \"1:14 2:9 off:5,3\"\nthrow = 1\nmove = 14\nresult = \"1\"",
            "claims game over, player 1 wins, but the engine finds the game goes on",
        ),
        (
            "ur/finkel",
            "position = \"1:5 2:7\"\nthrow = 2\nexpect = \"no-move\"",
            "claims no legal move, but the engine finds hand-2, 5-7",
        ),
        (
            "ur/finkel",
            "position = \"1:5 2:5\"",
            "same square as one of player 1's pieces",
        ),
        (
            "ur/finkel",
            "position = \"start\"\nthrow = 7",
            "throw: 7 cannot be thrown",
        ),
        (
            "ur/finkel",
            "position = \"start\"\ncolour = \"red\"",
            "unknown field `colour`",
        ),
        (
            "ur/finkel",
            "position = \"start\"\nthrow = 2\nmove = \"hand\"\nexpect = \"flying\"",
            "unknown effect `flying`",
        ),
        (
            "ur/finkel",
            "replay = \"3:hand 2:7\"",
            "step 2 `2:7`: no legal move from 7",
        ),
    ] {
        let e = compute_err(block, variant);
        assert!(e.contains(expect), "{block}\n=> {e}");
    }
}

#[test]
fn a_replay_plays_throws_and_moves_from_the_start() {
    let d = diagram("replay = \"4:hand 3:hand 0:pass 2:hand\"", "ur/finkel");
    // 4 enters on the rosette and throws again; 3 enters on 3; player 2 throws 0 and passes.
    assert_eq!(d.position.squares(&d.rules, 1), [2, 3, 4]);
    assert_eq!(d.position.to_move, 2);
}

#[test]
fn a_page_with_a_false_claim_fails_to_build_at_the_line_of_the_claim() {
    let site = SiteCopy::new();
    let text = site.read("content/senet/learn.cs.md");
    let fence = text.lines().count() + 3;
    // A move the throw cannot make (at `move`), a claim the engine denies (at
    // `expect`, indented as in a list item), and a line that is no TOML.
    site.write(
        "content/senet/learn.cs.md",
        &format!("{text}\n\n```diagram\nposition = \"1:5,11 2:7,8,20\"\nthrow = 2\nmove = 5\nexpect = \"swap\"\n```\n\n```diagram\nposition = \"1:5,11 2:7,8,20\"\nthrow = 2\nmove = 11\n  expect = \"swap\"\n```\n\n```diagram\nthrow = 2\nmove 5\n```\n"),
    );
    let before = site.path("dist").exists();
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1);
    assert!(!before);
    let at = |line: usize, column: usize, says: &str| {
        assert!(
            err.contains(&format!(
                "content/senet/learn.cs.md:{line}:{column}: [cs] {says}"
            )),
            "no {line}:{column} {says} in {err}"
        )
    };
    at(
        fence + 3,
        1,
        "diagram: the piece on 5 has no legal move with a throw of 2; the engine finds: 11-13",
    );
    at(
        fence + 11,
        3,
        "the diagram claims 11-13 swap, but the engine finds a plain move",
    );
    at(fence + 16, 1, "diagram block:");
    assert!(!site.path("dist").exists(), "no broken picture, no dist/");
}
