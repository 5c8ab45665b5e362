//! The dense index of a rule set's positions: every position numbered `0..len`,
//! without gaps, and every number turned back into its position.
//!
//! A solver keeps one value per position in a flat array, so it needs a number for
//! each position that is small (no hash, no gaps) and quick both ways. The number is
//! a combinatorial rank, built from the board as data:
//!
//! - The tiles fall into three classes: those only seat 1's route visits, those only
//!   seat 2's visits, and those both visit (Ur's middle row; every tile of Senet).
//!   A seat's pieces on a class are a subset of its tiles, ranked in the colex order
//!   of subsets; seat 2's pieces on the shared tiles are ranked among the tiles seat
//!   1 left free, so no number names two pieces on one tile.
//! - The pieces not on the board are split between those waiting and those borne off
//!   (or borne off and removed, where captured pieces leave the game): one digit.
//! - The side to move, and the state that outlasts a move where the rule set has it
//!   (the opening, lost turns, a returned piece, the starting throw), are digits above
//!   the pieces.
//!
//! What is not part of the game's future has no digit: fines are a tally (no rule
//! reads them), and the result follows from the pieces. [`PositionIndex::unrank`]
//! gives fines of 0 and the result the pieces imply, so `rank(unrank(i)) == i`.
//!
//! Every arrangement of the pieces has a number, including a few the game never
//! reaches (a piece resting on a House of Water that holds none); a solver gives
//! those values too. Where the lasting state's digits contradict each other or the
//! pieces (a lost turn for the side to move), [`PositionIndex::unrank`] says `None`:
//! for rule sets without such state (every Ur rule set) every number is a position.

use super::position::Position;
use super::rules::Rules;
use super::settings::{OnOpponent, Start};

mod colex;
use colex::{binomials, MAX_N};

/// Where the pieces off the board are, which the rule set decides. The digit of a
/// seat's reserve is always its number borne off; the rest wait (or are removed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reserve {
    /// Waiting to enter, or borne off.
    WaitingOrOff,
    /// Borne off, or removed from the game.
    OffOrRemoved,
    /// Borne off only: the pieces on the board say how many.
    Off,
}

impl Reserve {
    /// Whether `on` pieces on the board go with `off` borne off, of `count`.
    fn fits(self, on: usize, off: usize, count: usize) -> bool {
        match self {
            Reserve::Off => on + off == count,
            _ => on + off <= count,
        }
    }
}

/// The positions with given numbers borne off: a range of numbers (of the
/// arrangements of the pieces, see [`PositionIndex::pieces`]). Pieces borne off never
/// come back, so a move leads from a layer only to itself or to a layer with more
/// borne off, later in the numbering: a solver can finish the layers from the last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layer {
    /// The pieces each seat has borne off.
    pub off: [u8; 2],
    /// The layer's numbers: `start..end`.
    pub start: u64,
    pub end: u64,
}

/// The numbering of a rule set's positions.
#[derive(Debug, Clone)]
pub struct PositionIndex {
    rules: Rules,
    c: Vec<[u64; MAX_N + 1]>,
    /// `class[tile]`: 0 only seat 1's route, 1 only seat 2's, 2 both, 3 neither;
    /// `place[tile]`: the tile's place among the tiles of its class.
    class: [u8; 64],
    place: [u8; 64],
    /// `tiles[class]`: the tiles of a class, by place.
    tiles: [Vec<u8>; 3],
    reserve: Reserve,
    /// The number of pieces a side has, and that plus one (the size of each
    /// dimension of the flattened tables below).
    count: usize,
    dim: usize,
    /// The layers, in the order of the numbering (`off[0]`, then `off[1]`, rising).
    layers: Vec<Layer>,
    /// `blocks[(o1 * dim + o2) * dim + b1]`: where the arrangements of layer
    /// `(o1, o2)` with `b1` of seat 1's pieces on shared tiles start.
    blocks: Vec<u64>,
    /// `second_total[o2 * dim + b1]`: seat 2's arrangements with `o2` borne off,
    /// beside `b1` of seat 1's pieces on shared tiles.
    second_total: Vec<u64>,
    /// `first_at[(o1 * dim + b1) * dim + a1]` and
    /// `second_at[((o2 * dim + b1) * dim + a2) * dim + b2]`: where each group of a
    /// seat's arrangements (its pieces on its own tiles, `a`, and on shared ones, `b`)
    /// starts among that seat's arrangements.
    first_at: Vec<u64>,
    second_at: Vec<u64>,
    /// The same groups as lists in rank order, for unranking.
    first_groups: Vec<Vec<(u64, u8)>>,
    second_groups: Vec<Vec<(u64, [u8; 2])>>,
    /// The arrangements of the pieces: the numbers with one side to move.
    pieces: u64,
    /// The digits above the pieces, lowest first: their names and sizes.
    digits: Vec<(Digit, u64)>,
    len: u64,
}

/// A digit above the pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Digit {
    ToMove,
    Opening,
    Lost,
    Returned,
    Unstarted,
}

/// Why a rule set cannot be indexed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexError(pub String);

impl std::fmt::Display for IndexError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IndexError {}

impl PositionIndex {
    /// Numbers the positions of a rule set, or says why they are too many for a
    /// 64-bit number.
    pub fn new(rules: &Rules) -> Result<PositionIndex, IndexError> {
        let n = usize::from(rules.n);
        let mut on = [[false; 64]; 2];
        for (si, seat) in on.iter_mut().enumerate() {
            for q in 1..=n {
                seat[usize::from(rules.route[si][q])] = true;
            }
        }
        let mut class = [3u8; 64];
        let mut place = [0u8; 64];
        let mut tiles: [Vec<u8>; 3] = Default::default();
        for t in 0..rules.board.tiles.len() {
            let k = match (on[0][t], on[1][t]) {
                (true, false) => 0,
                (false, true) => 1,
                (true, true) => 2,
                (false, false) => continue,
            };
            class[t] = k;
            place[t] = tiles[usize::from(k)].len() as u8;
            tiles[usize::from(k)].push(t as u8);
        }
        let reserve = match (rules.settings.pieces.start, rules.settings.landing.opponent) {
            (Start::Hand, _) => Reserve::WaitingOrOff,
            (Start::Alternate, OnOpponent::Remove) => Reserve::OffOrRemoved,
            (Start::Alternate, _) => Reserve::Off,
        };
        let count = usize::from(rules.count);
        let c = binomials();
        let (p1, p2, s) = (tiles[0].len(), tiles[1].len(), tiles[2].len());
        let too_many = || {
            IndexError(format!(
                "the positions of {} are too many to number with 64 bits",
                rules.settings.game
            ))
        };
        let dim = count + 1;
        // Each seat's groups, per number borne off and seat 1's pieces on shared tiles.
        let mut first_at = vec![0u64; dim * dim * dim];
        let mut second_at = vec![0u64; dim * dim * dim * dim];
        let mut first_total = vec![0u64; dim * dim];
        let mut second_total = vec![0u64; dim * dim];
        let mut first_groups = vec![Vec::new(); dim * dim];
        let mut second_groups = vec![Vec::new(); dim * dim];
        for o in 0..=count {
            for b1 in 0..=count.min(s) {
                let mut u = 0u64;
                for a1 in 0..=p1.min(count) {
                    if !reserve.fits(a1 + b1, o, count) {
                        continue;
                    }
                    first_at[(o * dim + b1) * dim + a1] = u;
                    first_groups[o * dim + b1].push((u, a1 as u8));
                    let w = c[p1][a1].checked_mul(c[s][b1]).ok_or_else(too_many)?;
                    u = u.checked_add(w).ok_or_else(too_many)?;
                }
                first_total[o * dim + b1] = u;
                let mut t = 0u64;
                for a2 in 0..=p2.min(count) {
                    for b2 in 0..=(s - b1).min(count) {
                        if !reserve.fits(a2 + b2, o, count) {
                            continue;
                        }
                        second_at[((o * dim + b1) * dim + a2) * dim + b2] = t;
                        second_groups[o * dim + b1].push((t, [a2 as u8, b2 as u8]));
                        let w = c[p2][a2].checked_mul(c[s - b1][b2]).ok_or_else(too_many)?;
                        t = t.checked_add(w).ok_or_else(too_many)?;
                    }
                }
                second_total[o * dim + b1] = t;
            }
        }
        let mut blocks = vec![0u64; dim * dim * dim];
        let mut layers = Vec::new();
        let mut pieces = 0u64;
        for o1 in 0..=count {
            for o2 in 0..=count {
                let start = pieces;
                for b1 in 0..=count.min(s) {
                    blocks[(o1 * dim + o2) * dim + b1] = pieces;
                    pieces = first_total[o1 * dim + b1]
                        .checked_mul(second_total[o2 * dim + b1])
                        .and_then(|x| x.checked_add(pieces))
                        .ok_or_else(too_many)?;
                }
                if pieces > start {
                    layers.push(Layer {
                        off: [o1 as u8, o2 as u8],
                        start,
                        end: pieces,
                    });
                }
            }
        }
        let mut digits = vec![(Digit::ToMove, 2)];
        if rules.settings.opening.is_some() {
            digits.push((Digit::Opening, 2));
        }
        if rules.hold.is_some() {
            digits.push((Digit::Lost, 4));
            digits.push((Digit::Returned, 3));
        }
        if rules.start_throw != 0 {
            digits.push((Digit::Unstarted, 4));
        }
        let len = digits
            .iter()
            .try_fold(pieces, |l, &(_, size)| l.checked_mul(size))
            .ok_or_else(too_many)?;
        Ok(PositionIndex {
            rules: rules.clone(),
            c,
            class,
            place,
            tiles,
            reserve,
            count,
            dim,
            layers,
            blocks,
            second_total,
            first_at,
            second_at,
            first_groups,
            second_groups,
            pieces,
            digits,
            len,
        })
    }

    /// The number of positions.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether there are none (never: every rule set has its start).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The number of arrangements of the pieces: the positions with one side to move
    /// and the rest of the lasting state fixed. The side to move is the lowest digit
    /// above them, so positions `k * pieces()..(k + 1) * pieces()` share all of it.
    pub fn pieces(&self) -> u64 {
        self.pieces
    }

    /// The layers of positions by the pieces borne off, in the order of the numbering.
    pub fn layers(&self) -> &[Layer] {
        &self.layers
    }

    /// A seat's pieces by class: sets of places.
    fn by_class(&self, tiles: u64) -> [u64; 3] {
        let mut out = [0u64; 3];
        let mut rest = tiles;
        while rest != 0 {
            let t = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let k = self.class[t];
            if k < 3 {
                out[usize::from(k)] |= 1 << self.place[t];
            }
        }
        out
    }

    /// The number of a position. Fines and the result are not part of it.
    pub fn rank(&self, pos: &Position) -> u64 {
        let dim = self.dim;
        let one = self.by_class(pos.tiles.of(1));
        let two = self.by_class(pos.tiles.of(2));
        let (a1, b1) = (one[0].count_ones() as usize, one[2].count_ones() as usize);
        let (a2, b2) = (two[1].count_ones() as usize, two[2].count_ones() as usize);
        let s = self.tiles[2].len();
        // Seat 2's shared pieces among the places seat 1 left free.
        let mut free = 0u64;
        let mut rest = two[2];
        while rest != 0 {
            let p = rest.trailing_zeros();
            rest &= rest - 1;
            let below = one[2] & ((1u64 << p) - 1);
            free |= 1 << (p - below.count_ones());
        }
        let (o1, o2) = (usize::from(pos.off[0]), usize::from(pos.off[1]));
        let r1 = self.first_at[(o1 * dim + b1) * dim + a1]
            + self.colex(one[0]) * self.c[s][b1]
            + self.colex(one[2]);
        let r2 = self.second_at[((o2 * dim + b1) * dim + a2) * dim + b2]
            + self.colex(two[1]) * self.c[s - b1][b2]
            + self.colex(free);
        let mut rank =
            self.blocks[(o1 * dim + o2) * dim + b1] + r1 * self.second_total[o2 * dim + b1] + r2;
        let mut scale = self.pieces;
        for &(digit, size) in &self.digits {
            let value = match digit {
                Digit::ToMove => u64::from(pos.to_move - 1),
                Digit::Opening => u64::from(pos.opening),
                Digit::Lost => u64::from(pos.lost & 3),
                Digit::Returned => u64::from(pos.returned.min(2)),
                Digit::Unstarted => u64::from(pos.unstarted & 3),
            };
            rank += value * scale;
            scale *= size;
        }
        rank
    }

    /// The position with this number (`i < len()`), or `None` where the digits of
    /// the lasting state contradict each other or the pieces.
    pub fn unrank(&self, i: u64) -> Option<Position> {
        if i >= self.len {
            return None;
        }
        let rules = &self.rules;
        let dim = self.dim;
        let (p1, p2, s) = (
            self.tiles[0].len(),
            self.tiles[1].len(),
            self.tiles[2].len(),
        );
        let mut rest = i / self.pieces;
        let mut rank = i % self.pieces;
        let mut pos = Position::start(rules);
        pos.tiles.clear();
        pos.waiting = [0; 2];
        pos.off = [0; 2];
        pos.removed = [0; 2];
        pos.fines = [0; 2];
        pos.opening = false;
        pos.lost = 0;
        pos.returned = 0;
        pos.unstarted = 0;
        for &(digit, size) in &self.digits {
            let value = (rest % size) as u8;
            rest /= size;
            match digit {
                Digit::ToMove => pos.to_move = value + 1,
                Digit::Opening => pos.opening = value == 1,
                Digit::Lost => pos.lost = value,
                Digit::Returned => pos.returned = value,
                Digit::Unstarted => pos.unstarted = value,
            }
        }
        // The layer, seat 1's shared count, then each seat's group and subsets.
        let layer = self.layers[self.layers.partition_point(|l| l.start <= rank) - 1];
        let [o1, o2] = layer.off.map(usize::from);
        let block = &self.blocks[(o1 * dim + o2) * dim..][..=self.count.min(s)];
        let b1 = block.partition_point(|&b| b <= rank) - 1;
        rank -= block[b1];
        let t = self.second_total[o2 * dim + b1];
        let (r1, r2) = (rank / t, rank % t);
        let (at, a1) = last_at_or_before(&self.first_groups[o1 * dim + b1], r1);
        let a1 = usize::from(a1);
        let within = r1 - at;
        let shared_ways = self.c[s][b1];
        let one = [
            self.uncolex(within / shared_ways, a1, p1),
            0,
            self.uncolex(within % shared_ways, b1, s),
        ];
        let (at, [a2, b2]) = last_at_or_before(&self.second_groups[o2 * dim + b1], r2);
        let (a2, b2) = (usize::from(a2), usize::from(b2));
        let within = r2 - at;
        let ways = self.c[s - b1][b2];
        let free = self.uncolex(within % ways, b2, s - b1);
        let private = self.uncolex(within / ways, a2, p2);
        // Seat 2's shared places, spread back over the places seat 1 left free.
        let mut shared = 0u64;
        let mut k = 0;
        for p in 0..s {
            if one[2] & 1 << p == 0 {
                if free & 1 << k != 0 {
                    shared |= 1 << p;
                }
                k += 1;
            }
        }
        let two = [0, private, shared];
        for (seat, sets) in [(1u8, one), (2, two)] {
            for (class, &set) in sets.iter().enumerate() {
                let mut rest = set;
                while rest != 0 {
                    let p = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    pos.tiles.set(usize::from(self.tiles[class][p]), seat);
                }
            }
        }
        for (si, (a, b, o)) in [(a1, b1, o1), (a2, b2, o2)].into_iter().enumerate() {
            let rest = (self.count - a - b - o) as u8;
            pos.off[si] = o as u8;
            match self.reserve {
                Reserve::Off => {}
                Reserve::WaitingOrOff => pos.waiting[si] = rest,
                Reserve::OffOrRemoved => pos.removed[si] = rest,
            }
        }
        // The result the pieces imply, as the engine sets it after either seat's move
        // (only one seat can have borne everything off).
        pos.result = rules.result(&pos, 1).or_else(|| rules.result(&pos, 2));
        self.consistent(&pos).then_some(pos)
    }

    /// Whether the lasting state agrees with itself and the pieces.
    fn consistent(&self, p: &Position) -> bool {
        let bit = |s: u8| 1u8 << (s - 1);
        if p.opening && p.tiles != Position::start(&self.rules).tiles {
            return false;
        }
        if p.lost & bit(p.to_move) != 0 {
            return false;
        }
        if p.returned != 0 {
            let Some(h) = self.rules.hold else {
                return false;
            };
            if p.tiles.get(h.back_tile) != p.returned {
                return false;
            }
        }
        true
    }
}

/// The group holding rank `r`: the last whose start is at or before it (every group
/// holds at least one arrangement, so the starts rise strictly).
fn last_at_or_before<T: Copy>(groups: &[(u64, T)], r: u64) -> (u64, T) {
    groups[groups.partition_point(|&(start, _)| start <= r) - 1]
}
