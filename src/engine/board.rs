//! Board geometry: the tiles of each board, the route each side travels over
//! them, and where the rosettes are.
//!
//! Positions store pieces by *tile*, so two route squares that are the same tile
//! (the shared middle row of Ur, every square of Senet) can never both be taken.
//! Authors and the JSON form speak in route squares, 1-based, each side along its
//! own route; the board translates between the two.

/// The most tiles a board has (Senet's 30; Ur has 20).
pub const MAX_TILES: usize = 32;

/// A tile's place for drawing: `row` and `col` are 1-based. For Senet, rows run top
/// to bottom and columns left to right; for Ur, `row` is RoyalUr's x (1 = light's
/// lane, 2 = the middle, 3 = dark's lane) and `col` is its y (1..=8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile {
    pub row: u8,
    pub col: u8,
}

/// The kind of board, chosen by rule data (`board.layout`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Senet,
    Ur,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub layout: Layout,
    /// Name of the route (`senet`, `bell`, `masters`).
    pub route_name: String,
    pub tiles: Vec<Tile>,
    /// `routes[seat - 1][square - 1]` is the tile index of that route square.
    pub routes: [Vec<u8>; 2],
    /// Tile indices of the rosettes.
    pub rosettes: Vec<u8>,
}

impl Board {
    /// Builds a board from its layout and route names, or says which name is unknown.
    pub fn new(layout: &str, route: &str) -> Result<Board, String> {
        match (layout, route) {
            ("senet", "senet") => Ok(Board::senet()),
            ("senet", other) => Err(format!(
                "board.route is `{other}`, which the senet board does not have: the only route is `senet`"
            )),
            ("ur", "bell" | "masters") => Ok(Board::ur(route)),
            ("ur", other) => Err(format!(
                "board.route is `{other}`, which the ur board does not have: use `bell` or `masters`"
            )),
            (other, _) => Err(format!("board.layout is `{other}`, an unknown board: use `senet` or `ur`")),
        }
    }

    fn senet() -> Board {
        let tiles = (1..=30u8)
            .map(|n| match n {
                1..=10 => Tile { row: 1, col: n },
                11..=20 => Tile { row: 2, col: 21 - n },
                _ => Tile { row: 3, col: n - 20 },
            })
            .collect();
        let route: Vec<u8> = (0..30).collect();
        Board {
            layout: Layout::Senet,
            route_name: "senet".into(),
            tiles,
            routes: [route.clone(), route],
            rosettes: Vec::new(),
        }
    }

    fn ur(route: &str) -> Board {
        // Tiles in RoyalUr coordinates (x = lane, y = along the board), without the gaps.
        let mut tiles = Vec::new();
        for y in 1..=8u8 {
            for x in 1..=3u8 {
                if x != 2 && (y == 5 || y == 6) {
                    continue;
                }
                tiles.push(Tile { row: x, col: y });
            }
        }
        let index = |x: u8, y: u8| -> u8 {
            tiles
                .iter()
                .position(|t: &Tile| t.row == x && t.col == y)
                .expect("a tile of the Ur board") as u8
        };
        let side = |own: u8, other: u8| -> Vec<u8> {
            let mut r: Vec<(u8, u8)> = vec![(own, 4), (own, 3), (own, 2), (own, 1)];
            if route == "bell" {
                r.extend((1..=8).map(|y| (2, y)));
                r.extend([(own, 8), (own, 7)]);
            } else {
                r.extend((1..=7).map(|y| (2, y)));
                r.extend([(other, 7), (other, 8), (2, 8), (own, 8), (own, 7)]);
            }
            r.into_iter().map(|(x, y)| index(x, y)).collect()
        };
        let routes = [side(1, 3), side(3, 1)];
        let rosettes = [(1, 1), (3, 1), (2, 4), (1, 7), (3, 7)]
            .iter()
            .map(|&(x, y)| index(x, y))
            .collect();
        Board {
            layout: Layout::Ur,
            route_name: route.into(),
            tiles,
            routes,
            rosettes,
        }
    }

    /// The number of squares on each side's route.
    pub fn route_len(&self) -> u8 {
        self.routes[0].len() as u8
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

    /// Route squares (of seat 1's route numbering) that both sides travel.
    pub fn shared_squares(&self, seat: u8) -> Vec<u8> {
        let other = &self.routes[usize::from(2 - seat)];
        self.routes[usize::from(seat - 1)]
            .iter()
            .enumerate()
            .filter(|(_, t)| other.contains(t))
            .map(|(i, _)| i as u8 + 1)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn senet_board_turns_at_the_row_ends() {
        let b = Board::new("senet", "senet").unwrap();
        assert_eq!(b.tiles[9], Tile { row: 1, col: 10 });
        assert_eq!(b.tiles[10], Tile { row: 2, col: 10 });
        assert_eq!(b.tiles[19], Tile { row: 2, col: 1 });
        assert_eq!(b.tiles[20], Tile { row: 3, col: 1 });
        assert_eq!(b.route_len(), 30);
    }

    #[test]
    fn bell_route_shares_squares_five_to_twelve() {
        let b = Board::new("ur", "bell").unwrap();
        assert_eq!(b.route_len(), 14);
        assert_eq!(b.shared_squares(1), (5..=12).collect::<Vec<_>>());
        for sq in [4, 8, 14] {
            assert!(b.is_rosette(b.tile(1, sq).unwrap()), "square {sq}");
            assert!(b.is_rosette(b.tile(2, sq).unwrap()), "square {sq}");
        }
        assert_eq!(b.tiles[b.tile(1, 13).unwrap() as usize], Tile { row: 1, col: 8 });
        assert_eq!(b.tiles[b.tile(2, 13).unwrap() as usize], Tile { row: 3, col: 8 });
    }

    #[test]
    fn masters_route_crosses_into_the_opponents_lane() {
        let b = Board::new("ur", "masters").unwrap();
        assert_eq!(b.route_len(), 16);
        assert_eq!(b.shared_squares(1).len(), 12);
        assert_eq!(b.tiles[b.tile(1, 12).unwrap() as usize], Tile { row: 3, col: 7 });
        assert_eq!(b.tile(1, 12), b.tile(2, 16));
        assert_eq!(b.tile(1, 14), b.tile(2, 14));
        for sq in [4, 8, 12, 16] {
            assert!(b.is_rosette(b.tile(1, sq).unwrap()), "square {sq}");
        }
    }
}
