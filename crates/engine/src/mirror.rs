//! The mirror of a position: the same game with the seats exchanged. Where a rule
//! set treats both seats alike (the same routes, square for square, over tiles alike),
//! the side to move has the same chance of winning in a position and in its mirror,
//! so a solver keeps the values of the positions with seat 1 to move only, half the
//! table.
//!
//! Whether a rule set is symmetric is read off its data: each route square of seat 1
//! and the same square of seat 2 must be tiles that exchange, rosette with rosette and
//! safe tile with safe tile, and no rule may name a seat (an opening, in which seat 1
//! alone takes the other set, does).

use super::position::Position;
use super::rules::Rules;

/// The exchange of the seats of a symmetric rule set.
#[derive(Debug, Clone)]
pub struct Mirror {
    /// `tile[t]`: the tile that `t` exchanges with.
    tile: [u8; 64],
}

impl Mirror {
    /// The mirror of a rule set, or `None` where the seats are not alike.
    pub fn new(rules: &Rules) -> Option<Mirror> {
        if rules.settings.opening.is_some() {
            return None;
        }
        let mut tile: [u8; 64] = std::array::from_fn(|t| t as u8);
        let mut set = [false; 64];
        for q in 1..=usize::from(rules.n) {
            let (a, b) = (rules.route[0][q], rules.route[1][q]);
            for (from, to) in [(a, b), (b, a)] {
                let f = usize::from(from);
                if set[f] && tile[f] != to {
                    return None;
                }
                set[f] = true;
                tile[f] = to;
            }
        }
        let alike = (0..rules.board.tiles.len()).all(|t| {
            let m = usize::from(tile[t]);
            rules.rosette_tile[t] == rules.rosette_tile[m]
                && rules.safe_tile[t] == rules.safe_tile[m]
        });
        alike.then_some(Mirror { tile })
    }

    /// The position with the seats exchanged: each piece on the other seat's same
    /// route square, and every count and duty of one seat given to the other.
    pub fn apply(&self, p: &Position) -> Position {
        let mut out = *p;
        out.tiles.clear();
        for (seat, other) in [(1u8, 2u8), (2, 1)] {
            let mut rest = p.tiles.of(seat);
            while rest != 0 {
                let t = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                out.tiles.put(usize::from(self.tile[t]), other);
            }
        }
        let swap = |[a, b]: [u8; 2]| [b, a];
        out.waiting = swap(p.waiting);
        out.off = swap(p.off);
        out.removed = swap(p.removed);
        out.fines = swap(p.fines);
        out.to_move = 3 - p.to_move;
        let bits = |b: u8| (b & 1) << 1 | (b >> 1 & 1);
        out.lost = bits(p.lost);
        out.unstarted = bits(p.unstarted);
        out.returned = match p.returned {
            0 => 0,
            s => 3 - s,
        };
        out.result = p.result.map(|r| match r {
            super::GameResult::Winner(w) => super::GameResult::Winner(3 - w),
            super::GameResult::Draw => super::GameResult::Draw,
        });
        out
    }
}
