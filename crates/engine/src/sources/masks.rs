//! The square-set tables of `sources` (see the parent module), compiled once with the
//! rules: a set of tiles turned into route squares and their sum by lookups, and each
//! rule that decides whether a piece can move as a set of squares.

use super::super::board::MAX_TILES;
use super::super::rules::Rules;

/// The square-set tables `sources` reads, compiled once with the rules.
#[derive(Clone)]
pub(crate) struct Masks {
    /// `squares[seat][k][byte]`: the route squares of the tiles `8k..8k + 8` whose bits
    /// are set in `byte`, so a set of tiles becomes a set of squares in a lookup per
    /// eight tiles (four for a board of at most 32 tiles).
    pub(super) squares: Box<[[[u64; 256]; MAX_TILES / 8]; 2]>,
    /// `sums[seat][k][byte]`: the sum of those route squares' numbers, so the look-ahead
    /// player judges how far a side has come by lookups, not a loop over the tiles.
    pub(super) sums: Box<[[[u16; 256]; MAX_TILES / 8]; 2]>,
    /// `stop_ok[r]`: the squares a move of `r` may leave without passing the stop square.
    pub(crate) stop_ok: [u64; 16],
    /// `bear_by[r]`: the squares a throw of `r` bears off from (`bear_off.rule = "table"`).
    pub(crate) bear_by: [u64; 16],
    pub(crate) only_by_bearing_off: u64,
    pub(crate) forced: u64,
    pub(crate) to_water: u64,
    /// `safe[seat]`: the squares of the seat's route where no piece may be landed on.
    pub(crate) safe: [u64; 2],
    /// `rosettes[seat]`: the squares of the seat's route on a rosette that gives an
    /// extra throw (none where rosettes give none).
    pub(crate) rosettes: [u64; 2],
    /// `entry_to[r]`: the square a piece enters on with throw `r` (0: none enters).
    pub(crate) entry_to: [u8; 16],
    /// Both sides travel one route, so a piece's neighbours along its owner's route
    /// are the squares next to it on the mover's.
    pub(crate) one_track: bool,
}

impl Masks {
    pub(crate) fn new(rules: &Rules) -> Masks {
        let set_of = |f: &dyn Fn(u8) -> bool| {
            (1..=rules.n + 1)
                .filter(|&q| f(q))
                .fold(0u64, |m, q| m | 1 << q)
        };
        let mut squares = Box::new([[[0u64; 256]; MAX_TILES / 8]; 2]);
        let mut sums = Box::new([[[0u16; 256]; MAX_TILES / 8]; 2]);
        // Only the words of tiles the board has: the rest stay empty.
        let words = rules.board.tiles.len().div_ceil(8);
        for si in 0..2 {
            for k in 0..words {
                for byte in 0..256 {
                    for bit in (0..8).filter(|b| byte & 1 << b != 0) {
                        let q = rules.square_of[si][8 * k + bit];
                        squares[si][k][byte] |= 1u64 << q;
                        sums[si][k][byte] += u16::from(q);
                    }
                    squares[si][k][byte] &= !1;
                }
            }
        }
        let mut m = Masks {
            squares,
            sums,
            only_by_bearing_off: set_of(&|q| rules.only_by_bearing_off[usize::from(q)]),
            forced: set_of(&|q| rules.forced_square[usize::from(q)]),
            to_water: set_of(&|q| rules.to_water[usize::from(q)]),
            one_track: rules.board.one_track(),
            rosettes: [0, 1].map(|si| {
                let extra = rules
                    .settings
                    .rosettes
                    .as_ref()
                    .is_some_and(|r| r.extra_throw);
                set_of(&|q| {
                    extra
                        && q <= rules.n
                        && rules.rosette_tile[usize::from(rules.route[si][usize::from(q)])]
                })
            }),
            entry_to: std::array::from_fn(|r| {
                let r = r as u8;
                if rules.entry_mask & 1 << r != 0 {
                    rules.entry_dest(r).unwrap_or(0)
                } else {
                    0
                }
            }),
            safe: [0, 1].map(|si| {
                set_of(&|q| {
                    q <= rules.n && rules.safe_tile[usize::from(rules.route[si][usize::from(q)])]
                })
            }),
            stop_ok: [0; 16],
            bear_by: [0; 16],
        };
        for r in 0..16u8 {
            m.stop_ok[usize::from(r)] = set_of(&|q| {
                u16::from(q) + u16::from(r) <= u16::from(rules.stop_limit[usize::from(q)])
            });
            m.bear_by[usize::from(r)] =
                set_of(&|q| rules.bear_table[usize::from(q)] & (1 << r) != 0);
        }
        m
    }
}

impl Default for Masks {
    fn default() -> Masks {
        Masks {
            squares: Box::new([[[0; 256]; MAX_TILES / 8]; 2]),
            sums: Box::new([[[0; 256]; MAX_TILES / 8]; 2]),
            stop_ok: [0; 16],
            bear_by: [0; 16],
            only_by_bearing_off: 0,
            forced: 0,
            to_water: 0,
            safe: [0; 2],
            one_track: false,
            rosettes: [0; 2],
            entry_to: [0; 16],
        }
    }
}

impl std::fmt::Debug for Masks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Masks").finish_non_exhaustive()
    }
}
