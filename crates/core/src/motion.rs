//! What a page shows moving when a move is made: the squares the piece passes, in
//! order, and where each piece it displaces goes. The browser glides pieces along
//! these (`assets/engine/ui.js`) without knowing a route or a rule: both come from the
//! engine's move, and a variant's own ways (a swap, the House of Water, a piece sent
//! back to wait) need nothing of their own here, since they are read from the
//! positions before and after.

use tabula_engine::{Dest, Move, Position, Rules};

/// The route squares a move's piece passes, from where it starts to where it ends:
/// 0 is the hand, `n + 1` off the board. A piece sent on from where it landed (the
/// House of Water) ends with the square it is sent to.
pub fn path(rules: &Rules, m: &Move) -> Vec<u8> {
    let n = rules.route_len();
    let square = |d: Dest| match d {
        Dest::Square(q) => q,
        Dest::Off => n + 1,
    };
    let (from, to) = (m.from, square(m.to));
    let mut out: Vec<u8> = if to >= from {
        (from..=to).collect()
    } else {
        (to..=from).rev().collect()
    };
    let ends = square(m.ends_on);
    if ends != to {
        out.push(ends);
    }
    out
}

/// A piece of the opponent's that the move displaces: the route square it stood on
/// (in its own seat's numbering), and where it goes: a square, the hand (`Some(0)`)
/// or out of the game (`None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Displaced {
    pub seat: u8,
    pub from: u8,
    pub to: Option<u8>,
}

/// The opponent's pieces a move from `before` displaces, read from the two positions.
pub fn displaced(rules: &Rules, before: &Position, m: &Move) -> Vec<Displaced> {
    let seat = before.to_move;
    if !(1..=2).contains(&seat) {
        return Vec::new();
    }
    let other = 3 - seat;
    let oi = usize::from(other - 1);
    let tiles = rules.board.tiles.len();
    let held = |p: &Position| -> Vec<u8> {
        (0..tiles)
            .filter(|&t| p.tiles.get(t) == other)
            .map(|t| t as u8)
            .collect()
    };
    let (was, now) = (held(before), held(&m.after));
    let left: Vec<u8> = was.iter().copied().filter(|t| !now.contains(t)).collect();
    let mut arrived = now.iter().copied().filter(|t| !was.contains(t));
    let mut to_hand = m.after.waiting[oi].saturating_sub(before.waiting[oi]);
    left.into_iter()
        .filter_map(|t| {
            let from = rules.board.square_of(other, t)?;
            let to = match arrived.next() {
                Some(a) => rules.board.square_of(other, a),
                None if to_hand > 0 => {
                    to_hand -= 1;
                    Some(0)
                }
                None => None,
            };
            Some(Displaced {
                seat: other,
                from,
                to,
            })
        })
        .collect()
}
