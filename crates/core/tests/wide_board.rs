//! Boards of more than 32 tiles (up to 64: the board of 58 holes has 59 with its
//! goal). An author's board of 60 tiles, three lanes of twenty with the middle one
//! shared, plays whole random games in which pieces stand on every tile; at every
//! position the quick move generator agrees with the full one, the notation gives the
//! position back, and the dense index numbers it.

use std::collections::BTreeMap;
use tabula_core::rules::Catalogue;
use tabula_engine::{notation, Position, PositionIndex, Rules};

fn lane(name: char) -> Vec<String> {
    (1..=20).map(|i| format!("{name}{i}")).collect()
}

fn quoted(list: &[String]) -> String {
    list.iter()
        .map(|t| format!("\"{t}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The long board and a variant on it with Finkel's rules.
fn long_rules() -> Rules {
    let (a, b, c) = (lane('A'), lane('B'), lane('C'));
    let seat1: Vec<String> = a.iter().chain(&b).cloned().collect();
    let seat2: Vec<String> = c.iter().chain(&b).cloned().collect();
    let board = format!(
        r#"grid = ["{}", "{}", "{}"]
rosettes = ["A4", "C4", "B8", "B16"]
[routes.long]
seat1 = [{}]
seat2 = [{}]
[drawing]
columns = 21
hand = [[1, 21], [3, 21]]
exit = [[1, 21], [3, 21]]
off = [[1, 21], [3, 21]]
"#,
        a.join(" "),
        b.join(" "),
        c.join(" "),
        quoted(&seat1),
        quoted(&seat2),
    );
    let variant = r#"game = "long"
[board]
name = "long"
route = "long"
[pieces]
count = 5
start = "hand"
[throw]
implement = "binary-dice"
count = 4
[turn]
extra_throw = []
extra_throw_on_pass = false
[entry]
square = "throw"
[landing]
opponent = "capture"
[rosettes]
safe = true
extra_throw = true
fine = 0
[bear_off]
rule = "exact"
[end]
rule = "all-off"
"#;
    let catalogue = Catalogue::from_texts(
        vec![("long/long".into(), "long.toml".into(), board)],
        vec![("long/race".into(), "race.toml".into(), variant.into())],
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    catalogue
        .get("long/race")
        .unwrap()
        .rules(&BTreeMap::new())
        .unwrap()
}

#[test]
fn a_board_of_sixty_tiles_plays_whole_games_on_every_tile() {
    let rules = long_rules();
    assert_eq!(rules.board.tiles.len(), 60);
    assert_eq!(rules.route_len(), 40);
    let index = PositionIndex::new(&rules).unwrap();
    let mut stood = 0u64;
    let (mut full, mut quick) = (Vec::new(), Vec::new());
    let mut finished = 0;
    for seed in 0..30 {
        let game = rules.random_game(seed, 20_000, true);
        finished += usize::from(game.result.is_some());
        let mut before = Position::start(&rules);
        for ply in &game.plies {
            stood |= before.tiles.any();
            rules.generate(&before, ply.throw, &mut full);
            rules.generate_quick(&before, ply.throw, &mut quick);
            assert_eq!(
                full,
                quick,
                "seed {seed}: {}",
                notation::format(&rules, &before)
            );
            let text = notation::format(&rules, &before);
            assert_eq!(notation::parse(&rules, &text).unwrap(), before, "{text}");
            assert_eq!(index.unrank(index.rank(&before)), Some(before), "{text}");
            before = ply.after;
        }
    }
    assert_eq!(finished, 30, "every game ends");
    // Every tile of the routes held a piece at some point, the last ones (tiles 40 to
    // 59, past the 32 a board used to be limited to) included.
    assert_eq!(stood, (1u64 << 60) - 1, "{stood:#x}");
}

#[test]
fn a_board_of_more_than_64_tiles_is_refused_with_its_count() {
    let grid: Vec<String> = (0..5)
        .map(|r| {
            (1..=14)
                .map(|c| format!("t{r}x{c}"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let board = format!(
        "grid = [{}]\n[routes.r]\nseat1 = [\"t0x1\"]\n[drawing]\ncolumns = 14\nhand = [[1, 1], [1, 1]]\nexit = [[1, 1], [1, 1]]\noff = [[1, 1], [1, 1]]\n",
        quoted(&grid)
    );
    let errors =
        Catalogue::from_texts(vec![("g/b".into(), "b.toml".into(), board)], vec![]).unwrap_err();
    let message = format!("{errors:?}");
    assert!(
        message.contains("grid has 70 tiles; a board has at most 64"),
        "{message}"
    );
}
