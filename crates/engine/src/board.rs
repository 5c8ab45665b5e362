//! Board geometry, as data: the tiles of a board on its drawing grid, the routes
//! each side may travel over them, its rosettes, and where a picture puts what is
//! not on a tile (waiting and borne-off pieces, the pot). A board is a file of rule
//! data (`content/games/<game>/boards/<name>.toml`, read elsewhere); nothing here
//! knows any board by name.
//!
//! Positions store pieces by *tile*, so two route squares that are the same tile
//! (the shared middle row of Ur, every square of Senet) can never both be taken.
//! Authors and the JSON form speak in route squares, 1-based, each side along its
//! own route; the board translates between the two.

use crate::settings::SettingError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most tiles a board has: a position keeps a side's pieces as one 64-bit set of
/// tiles (Senet has 30; Ur and the board of twenty squares 20; the board of 58 holes
/// 59 with its goal).
pub(crate) const MAX_TILES: usize = 64;

/// The most squares a route has: sets of route squares are 64 bits too, with bit 0 for
/// the pieces waiting and bit `n + 1` for bearing off.
pub(crate) const MAX_ROUTE: usize = 62;

/// A tile's place on the drawing grid: `row` and `col` are 1-based, rows from the
/// top, columns from the left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile {
    pub row: u8,
    pub col: u8,
}

/// A board file, as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardData {
    /// The drawing grid, one string per row from the top: each cell, separated by
    /// spaces, is a tile's name, or `.` where the grid has no tile.
    pub grid: Vec<String>,
    /// The routes pieces may travel, by name: each a list of tile names per seat.
    pub routes: BTreeMap<String, RouteData>,
    /// Tiles that are rosettes.
    #[serde(default)]
    pub rosettes: Vec<String>,
    /// Where a picture of the board puts what is not on a tile.
    pub drawing: Drawing,
    /// The real board this one is drawn from, for printing it at actual size.
    #[serde(default)]
    pub size: Option<RealSize>,
}

/// A surviving board's size, as its museum records it: `width` along the drawing
/// grid's rows (left to right), `height` across them, in millimetres, and where the
/// figures come from. Print packs draw the board at this size.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RealSize {
    pub width_mm: f32,
    pub height_mm: f32,
    /// The object and the record the figures come from (museum and number).
    pub source: String,
}

/// One route: the tiles of each seat's route squares, in order from square 1.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RouteData {
    pub seat1: Vec<String>,
    /// When left out, the two sides travel the same tiles (Senet).
    #[serde(default)]
    pub seat2: Option<Vec<String>>,
}

/// A cell of the drawing grid, `[row, column]`, 1-based; it may lie outside the
/// grid's tiles (column 0, or past the last column).
pub type Cell = [u8; 2];

/// Drawing places, each given for seat 1 and seat 2.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Drawing {
    /// Columns the picture is wide (the grid plus any margin for counts).
    pub columns: u8,
    /// Whether each tile shows its square number (along seat 1's route).
    #[serde(default)]
    pub numbered: bool,
    /// Where pieces waiting to enter are drawn, and counted.
    pub hand: [Cell; 2],
    /// Where a move off the board points.
    pub exit: [Cell; 2],
    /// Where borne-off pieces are drawn, and counted.
    pub off: [Cell; 2],
    /// Where fines paid are drawn, in a variant that keeps a pot.
    #[serde(default)]
    pub pot: Option<[Cell; 2]>,
    /// The sign drawn on a named square (`rebirth = "𓋹"`): one character of the
    /// diagrams' typeface, keyed by the name the variant gives the square in `[houses]`.
    #[serde(default)]
    pub symbols: BTreeMap<String, String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// Name of the route (`senet`, `bell`, `masters`, ...).
    pub(crate) route_name: String,
    pub tiles: Vec<Tile>,
    /// The tiles' names, as the board file gives them.
    pub names: Vec<String>,
    /// `routes[seat - 1][square - 1]` is the tile index of that route square.
    pub routes: [Vec<u8>; 2],
    /// Tile indices of the rosettes.
    pub rosettes: Vec<u8>,
}

impl BoardData {
    /// The tiles with their names, in grid order (rows from the top, then columns).
    fn tiles(&self) -> Result<(Vec<Tile>, Vec<String>), SettingError> {
        let mut tiles = Vec::new();
        let mut names: Vec<String> = Vec::new();
        for (r, row) in self.grid.iter().enumerate() {
            for (c, cell) in row.split_whitespace().enumerate() {
                if cell == "." {
                    continue;
                }
                if names.iter().any(|n| n == cell) {
                    return Err(SettingError::new(
                        "grid",
                        format!("grid names the tile `{cell}` twice: give every tile its own name"),
                    ));
                }
                let (Ok(row), Ok(col)) = (u8::try_from(r + 1), u8::try_from(c + 1)) else {
                    return Err(SettingError::new(
                        "grid",
                        "grid is larger than 255 rows or columns",
                    ));
                };
                tiles.push(Tile { row, col });
                names.push(cell.to_string());
            }
        }
        if tiles.len() > MAX_TILES {
            return Err(SettingError::new(
                "grid",
                format!(
                    "grid has {} tiles; a board has at most {MAX_TILES}",
                    tiles.len()
                ),
            ));
        }
        if tiles.is_empty() {
            return Err(SettingError::new(
                "grid",
                "grid has no tiles: write one string per row, tile names separated by spaces",
            ));
        }
        Ok((tiles, names))
    }

    /// The names of the routes, for an error message.
    pub(crate) fn route_names(&self) -> String {
        self.routes
            .keys()
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Board {
    /// Builds a board from its data and the route chosen, or says what does not fit:
    /// every error begins with the board setting it is about.
    pub fn new(data: &BoardData, route: &str) -> Result<Board, SettingError> {
        let (tiles, names) = data.tiles()?;
        let index = |what: &str, name: &str| -> Result<u8, SettingError> {
            names
                .iter()
                .position(|n| n == name)
                .map(|i| i as u8)
                .ok_or_else(|| {
                    SettingError::new(
                        what,
                        format!("{what} names the tile `{name}`, which the grid does not have"),
                    )
                })
        };
        for (name, r) in &data.routes {
            let mut seats = vec![("seat1", &r.seat1)];
            if let Some(s2) = &r.seat2 {
                seats.push(("seat2", s2));
            }
            for (seat, list) in seats {
                let what = format!("routes.{name}.{seat}");
                let mut seen = Vec::new();
                for t in list {
                    let i = index(&what, t)?;
                    if seen.contains(&i) {
                        return Err(SettingError::new(
                            &what,
                            format!(
                                "{what} visits the tile `{t}` twice: a route passes each tile once"
                            ),
                        ));
                    }
                    seen.push(i);
                }
                if list.is_empty() {
                    return Err(SettingError::new(
                        &what,
                        format!("{what} is empty: list the tiles of its squares from square 1"),
                    ));
                }
                if list.len() > MAX_ROUTE {
                    return Err(SettingError::new(
                        &what,
                        format!(
                            "{what} has {} squares; a route has at most {MAX_ROUTE}",
                            list.len()
                        ),
                    ));
                }
            }
            if r.seat2.as_ref().is_some_and(|s2| s2.len() != r.seat1.len()) {
                return Err(SettingError::new(format!("routes.{name}.seat2"), format!("routes.{name}.seat2 has {} squares and seat1 {}: both sides' routes have the same length", r.seat2.as_ref().map_or(0, Vec::len), r.seat1.len())));
            }
        }
        let Some(r) = data.routes.get(route) else {
            return Err(SettingError::new(
                "board.route",
                format!(
                    "board.route is `{route}`, which the board does not have: use {}",
                    data.route_names()
                ),
            ));
        };
        let to_indices = |list: &[String]| {
            list.iter()
                .map(|t| index("route", t))
                .collect::<Result<Vec<u8>, SettingError>>()
        };
        let seat1 = to_indices(&r.seat1)?;
        let seat2 = match &r.seat2 {
            Some(s2) => to_indices(s2)?,
            None => seat1.clone(),
        };
        let rosettes = data
            .rosettes
            .iter()
            .map(|t| index("rosettes", t))
            .collect::<Result<Vec<u8>, SettingError>>()?;
        Ok(Board {
            route_name: route.to_string(),
            tiles,
            names,
            routes: [seat1, seat2],
            rosettes,
        })
    }

    /// The number of squares on each side's route.
    pub fn route_len(&self) -> u8 {
        self.routes[0].len() as u8
    }

    /// Whether both sides travel the very same tiles in the same order (Senet).
    pub(crate) fn one_track(&self) -> bool {
        self.routes[0] == self.routes[1]
    }

    /// The tile of a seat's route square (1-based), if the square is on the route.
    pub fn tile(&self, seat: u8, square: u8) -> Option<u8> {
        let route = &self.routes[usize::from(seat.checked_sub(1)?).min(1)];
        route.get(usize::from(square.checked_sub(1)?)).copied()
    }

    /// The route square of a seat that is this tile, if the tile is on that route.
    pub fn square_of(&self, seat: u8, tile: u8) -> Option<u8> {
        self.routes[usize::from(seat - 1)]
            .iter()
            .position(|&t| t == tile)
            .map(|i| i as u8 + 1)
    }

    pub fn is_rosette(&self, tile: u8) -> bool {
        self.rosettes.contains(&tile)
    }

    /// Route squares (of a seat's own route numbering) that both sides travel.
    pub fn shared_squares(&self, seat: u8) -> Vec<u8> {
        let other = &self.routes[usize::from(2 - seat)];
        self.routes[usize::from(seat - 1)]
            .iter()
            .enumerate()
            .filter(|(_, t)| other.contains(t))
            .map(|(i, _)| i as u8 + 1)
            .collect()
    }

    /// Route squares (of a seat's own numbering) that are rosettes.
    pub fn rosette_squares(&self, seat: u8) -> Vec<u8> {
        (1..=self.route_len())
            .filter(|&q| self.tile(seat, q).is_some_and(|t| self.is_rosette(t)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(text: &str) -> BoardData {
        toml::from_str(text).unwrap()
    }

    const SMALL: &str = r#"
grid = ["a b c", "d . e"]
rosettes = ["c"]
[routes.round]
seat1 = ["a", "b", "c", "e"]
seat2 = ["d", "b", "c", "e"]
[drawing]
columns = 3
hand = [[1, 0], [2, 0]]
exit = [[2, 2], [2, 2]]
off = [[2, 2], [2, 2]]
"#;

    #[test]
    fn a_board_reads_its_tiles_routes_and_rosettes_from_data() {
        let b = Board::new(&data(SMALL), "round").unwrap();
        assert_eq!(b.tiles.len(), 5);
        assert_eq!(b.tiles[4], Tile { row: 2, col: 3 });
        assert_eq!(b.route_len(), 4);
        assert_eq!(b.shared_squares(1), vec![2, 3, 4]);
        assert_eq!(b.rosette_squares(2), vec![3]);
        assert!(!b.one_track());
    }

    #[test]
    fn routes_that_leave_the_board_or_visit_a_tile_twice_are_refused() {
        let e = Board::new(
            &data(&SMALL.replace(
                r#"seat1 = ["a", "b", "c", "e"]"#,
                r#"seat1 = ["a", "b", "z", "e"]"#,
            )),
            "round",
        )
        .unwrap_err();
        assert!(
            e.message
                .starts_with("routes.round.seat1 names the tile `z`, which the grid does not have"),
            "{e}"
        );
        // The setting is typed where the error is made, not read back from its words.
        assert_eq!(e.setting, "routes.round.seat1");
        let e = Board::new(
            &data(&SMALL.replace(
                r#"seat1 = ["a", "b", "c", "e"]"#,
                r#"seat1 = ["a", "b", "a", "e"]"#,
            )),
            "round",
        )
        .unwrap_err();
        assert!(
            e.message
                .starts_with("routes.round.seat1 visits the tile `a` twice"),
            "{e}"
        );
        let e = Board::new(&data(SMALL), "other").unwrap_err();
        assert!(
            e.message
                .starts_with("board.route is `other`, which the board does not have: use `round`"),
            "{e}"
        );
        let e = Board::new(
            &data(&SMALL.replace(r#"rosettes = ["c"]"#, r#"rosettes = ["q"]"#)),
            "round",
        )
        .unwrap_err();
        assert!(e.message.starts_with("rosettes names the tile `q`"), "{e}");
        assert_eq!(e.setting, "rosettes");
        let e = Board::new(
            &data(&SMALL.replace(
                r#"grid = ["a b c", "d . e"]"#,
                r#"grid = ["a b c", "d . a"]"#,
            )),
            "round",
        )
        .unwrap_err();
        assert!(
            e.message.starts_with("grid names the tile `a` twice"),
            "{e}"
        );
    }
}
