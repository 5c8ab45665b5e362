//! A variant's settings compiled into the flat tables move generation reads.
//!
//! `Rules::new` checks that the settings make sense together (squares on the
//! route, a House of Rebirth where water needs one, ...) and precomputes, per
//! seat and square, everything the hot loop would otherwise look up.

use super::board::{Board, BoardData, Drawing, MAX_TILES};
use super::settings::*;
use super::sources::Masks;
use super::throw::ThrowTable;

/// Index past the last square: routes are stored with room for square n + 1.
pub(crate) const MAX_SQUARES: usize = MAX_TILES + 2;
pub(crate) const NO_TILE: u8 = u8::MAX;

/// A variant, ready to generate moves.
#[derive(Debug, Clone)]
pub struct Rules {
    pub settings: Settings,
    pub board: Board,
    /// Where a picture of the board puts what is not on a tile (from the board file).
    pub drawing: Drawing,
    pub throws: ThrowTable,
    pub(crate) n: u8,
    pub(crate) count: u8,
    /// `route[seat][square]` = tile, `NO_TILE` off the route (square 0 and beyond n).
    pub(crate) route: [[u8; MAX_SQUARES]; 2],
    /// `square_of[seat][tile]`: the route square of a tile (0: not on the seat's route).
    pub(crate) square_of: [[u8; MAX_TILES]; 2],
    /// `neighbours[owner][tile]`: the tiles next to it along the owner's route.
    pub(crate) neighbours: [[[u8; 2]; MAX_TILES]; 2],
    pub(crate) safe_tile: [bool; MAX_TILES],
    pub(crate) rosette_tile: [bool; MAX_TILES],
    /// Landing on an opponent's piece gives another throw (`landing.extra_throw`).
    pub(crate) capture_extra: bool,
    pub(crate) extra_mask: u32,
    pub(crate) entry_mask: u32,
    pub(crate) entry_square: Option<EntrySquare>,
    pub(crate) bear_table: [u32; MAX_SQUARES],
    pub(crate) only_by_bearing_off: [bool; MAX_SQUARES],
    pub(crate) forced_square: [bool; MAX_SQUARES],
    pub(crate) has_forced: bool,
    /// The House of Water's square and where it sends a piece.
    pub(crate) water: Option<(u8, WaterTarget)>,
    /// `stop_limit[square]`: the furthest square a move from there may end on before
    /// `stop.square` has been reached (`u8::MAX`: no limit), and whether a move passing
    /// it falls into the water.
    pub(crate) stop_limit: [u8; MAX_SQUARES],
    pub(crate) overshoot_water: bool,
    /// `to_water[square]`: an opponent's piece landed on there goes to the House of Water.
    pub(crate) to_water: [bool; MAX_SQUARES],
    /// The House of Water that holds its pieces (`water.goes_to = "hold"`).
    pub(crate) hold: Option<Hold>,
    /// Pieces beyond this square never move backward; whether backward moves may hit.
    pub(crate) backward_up_to: u8,
    pub(crate) backward_hits: bool,
    /// `starting_throw.throw` (0: none).
    pub(crate) start_throw: u8,
    /// `bear_off.all_from` (0: none).
    pub(crate) bear_all_from: u8,
    /// `before_home[seat]`: the tiles of the seat's squares before `bear_off.all_from`,
    /// where no piece may stand while the seat bears off.
    pub(crate) before_home: [u64; 2],
    /// Whether positions can carry state that outlasts a move (`Position::lost`,
    /// `returned`, `unstarted`, a piece held in the water): only then does move
    /// generation look for it.
    pub(crate) lasting: bool,
    /// The same tables as sets of squares, for [`Rules::sources`].
    pub(crate) masks: Masks,
}

/// A House of Water that holds its pieces, compiled: its square and tile, and the
/// square and tile of the House of Rebirth a piece may return to. Both sides travel
/// one route, so a square is the same tile for both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hold {
    pub(crate) square: u8,
    pub(crate) tile: usize,
    pub(crate) back: u8,
    pub(crate) back_tile: usize,
}

/// Where the House of Water sends a piece, compiled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WaterTarget {
    /// This square, or the nearest empty square before it.
    Before(u8),
    /// The lowest-numbered empty square.
    FirstEmpty,
    /// Nowhere: the piece stays (see `Rules::hold`).
    Hold,
}

fn mask(values: &[u8]) -> u32 {
    values
        .iter()
        .filter(|&&v| v < 32)
        .fold(0, |m, &v| m | 1 << v)
}

impl Rules {
    /// Compiles settings, or explains what does not fit. Every error begins with the
    /// setting it is about (`pieces.count is …`, `[water] needs …`), which the rule
    /// data reader uses to point at that setting's line.
    pub fn new(settings: Settings, board_data: &BoardData) -> Result<Rules, SettingError> {
        let board = Board::new(board_data, &settings.board.route)?;
        let throws = ThrowTable::new(&settings.throw)?;
        let n = board.route_len();
        let count = settings.pieces.count;
        let check_square = |what: &str, sq: u8| -> Result<u8, SettingError> {
            if sq == 0 || sq > n {
                Err(SettingError::new(
                    what,
                    format!("{what} names square {sq}, but the route has squares 1 to {n}"),
                ))
            } else {
                Ok(sq)
            }
        };
        let parse_key = |what: &str, key: &str| -> Result<u8, SettingError> {
            let sq = key.parse::<u8>().map_err(|_| {
                SettingError::new(
                    what,
                    format!("{what} has the key `{key}`: use a square number"),
                )
            })?;
            check_square(what, sq)
        };
        if count == 0 || count > 15 {
            return Err(SettingError::new(
                "pieces.count",
                format!("pieces.count is {count}: a side has 1 to 15 pieces"),
            ));
        }
        if settings.pieces.start == Start::Alternate && usize::from(count) * 2 > usize::from(n) {
            return Err(SettingError::new(
                "pieces.count",
                format!(
                "pieces.count is {count}: alternating pieces need {} squares, the route has {n}",
                2 * count
            ),
            ));
        }
        if settings.pieces.start == Start::Hand && settings.entry.is_none() {
            return Err(SettingError::new(
                "pieces.start",
                "pieces.start is `hand` but there is no [entry]: say how pieces enter",
            ));
        }
        if settings.landing.opponent == OnOpponent::Swap && settings.pieces.start == Start::Hand {
            return Err(SettingError::new(
                "landing.opponent",
                "landing.opponent is `swap`, which needs every piece on the board: use `capture`",
            ));
        }
        let mut route = [[NO_TILE; MAX_SQUARES]; 2];
        for (squares, tiles) in route.iter_mut().zip(&board.routes) {
            for (i, &t) in tiles.iter().enumerate() {
                squares[i + 1] = t;
            }
        }
        let mut square_of = [[0u8; MAX_TILES]; 2];
        for (squares, tiles) in square_of.iter_mut().zip(&board.routes) {
            for (i, &t) in tiles.iter().enumerate() {
                squares[usize::from(t)] = i as u8 + 1;
            }
        }
        let mut neighbours = [[[NO_TILE; 2]; MAX_TILES]; 2];
        for (around, r) in neighbours.iter_mut().zip(&board.routes) {
            for (i, &t) in r.iter().enumerate() {
                let prev = if i > 0 { r[i - 1] } else { NO_TILE };
                let next = r.get(i + 1).copied().unwrap_or(NO_TILE);
                around[usize::from(t)] = [prev, next];
            }
        }
        let mut safe_tile = [false; MAX_TILES];
        for &sq in &settings.protection.safe_squares {
            check_square("protection.safe_squares", sq)?;
            for seat in 1..=2 {
                safe_tile[usize::from(board.tile(seat, sq).unwrap())] = true;
            }
        }
        let mut rosette_tile = [false; MAX_TILES];
        for &t in &board.rosettes {
            rosette_tile[usize::from(t)] = true;
            if settings.rosettes.as_ref().is_some_and(|r| r.safe) {
                safe_tile[usize::from(t)] = true;
            }
        }
        let named = settings
            .turn
            .extra_throw
            .iter()
            .map(|v| ("turn.extra_throw", v));
        for (key, v) in named.chain(
            settings
                .entry
                .iter()
                .flat_map(|e| &e.throws)
                .map(|v| ("entry.throws", v)),
        ) {
            if !throws.can_throw(*v) {
                return Err(SettingError::new(
                    key,
                    format!("{key} names a throw of {v}, which cannot be thrown with this [throw]"),
                ));
            }
        }
        let extra_mask = mask(&settings.turn.extra_throw);
        let entry_mask = match &settings.entry {
            Some(e) if !e.throws.is_empty() => mask(&e.throws),
            Some(_) => !1u32, // every throw but 0
            None => 0,
        };
        if let Some(EntrySettings {
            square: EntrySquare::Fixed(sq),
            ..
        }) = &settings.entry
        {
            check_square("entry.square", *sq)?;
        }
        let mut bear_table = [0u32; MAX_SQUARES];
        let mut only_by_bearing_off = [false; MAX_SQUARES];
        let bo = &settings.bear_off;
        match bo.rule {
            BearOffRule::Table => {
                if bo.table.is_empty() {
                    return Err(SettingError::new(
                        "bear_off.rule",
                        "bear_off.rule is `table` but bear_off.table is empty",
                    ));
                }
                for (key, throws_) in &bo.table {
                    let sq = parse_key("bear_off.table", key)?;
                    bear_table[usize::from(sq)] = mask(throws_);
                }
                for &sq in &bo.only_by_bearing_off {
                    only_by_bearing_off
                        [usize::from(check_square("bear_off.only_by_bearing_off", sq)?)] = true;
                }
            }
            BearOffRule::Reach | BearOffRule::Exact => {}
        }
        if let Some(sq) = bo.all_from {
            check_square("bear_off.all_from", sq)?;
        }
        let mut forced_square = [false; MAX_SQUARES];
        if let Some(f) = &settings.forced {
            for &sq in &f.squares {
                forced_square[usize::from(check_square("forced.squares", sq)?)] = true;
            }
        }
        for (name, &sq) in &settings.houses {
            check_square(&format!("houses.{name}"), sq)?;
        }
        for key in settings.marks.keys() {
            parse_key("marks", key)?;
        }
        let water = match &settings.water {
            Some(w) => {
                let Some(&square) = settings.houses.get("water") else {
                    return Err(SettingError::new("water", "[water] gives the House of Water's rule, but houses.water does not say where it is"));
                };
                if !board.one_track() {
                    return Err(SettingError::new(
                        "water",
                        "[water] needs a board whose two sides travel one route (as in Senet)",
                    ));
                }
                let target = match w.goes_to {
                    WaterGoesTo::Square(q) => WaterTarget::Before(check_square("water.goes_to", q)?),
                    WaterGoesTo::Named(WaterNamed::FirstEmpty) => WaterTarget::FirstEmpty,
                    WaterGoesTo::Named(WaterNamed::Rebirth) => match settings.houses.get("rebirth") {
                        Some(&r) => WaterTarget::Before(r),
                        None => return Err(SettingError::new("water.goes_to", "water.goes_to is `rebirth` but houses.rebirth is not set")),
                    },
                    WaterGoesTo::Named(WaterNamed::Hold) => match settings.houses.get("rebirth") {
                        Some(&r) if r >= square => {
                            return Err(SettingError::new("water.goes_to", format!(
                                "water.goes_to is `hold`, whose pieces return to houses.rebirth ({r}): put the House of Rebirth before the House of Water ({square})"
                            )))
                        }
                        Some(_) => WaterTarget::Hold,
                        None => return Err(SettingError::new("water.goes_to", "water.goes_to is `hold` but houses.rebirth is not set: say where a piece leaving the water returns to")),
                    },
                };
                if let WaterTarget::Before(q) = target {
                    if q >= square {
                        return Err(SettingError::new("water.goes_to", format!(
                            "water.goes_to sends pieces to square {q}: the House of Water ({square}) sends pieces back, so name a square before it"
                        )));
                    }
                }
                let starting: Vec<u8> = match settings.pieces.start {
                    Start::Alternate => (1..=2 * count).collect(),
                    Start::Hand => Vec::new(),
                };
                if starting.contains(&square) {
                    return Err(SettingError::new("houses.water", format!("houses.water is {square}, a square pieces start on: put the House of Water past square {}", 2 * count)));
                }
                Some((square, target))
            }
            None => None,
        };
        if let Some(o) = &settings.opening {
            if settings.pieces.start != Start::Alternate {
                return Err(SettingError::new(
                    "opening",
                    "[opening] `first-one` needs pieces.start = `alternate`",
                ));
            }
            if !throws.can_throw(o.throw) {
                return Err(SettingError::new(
                    "opening.throw",
                    format!("opening.throw is {}, which cannot be thrown", o.throw),
                ));
            }
            if 2 * count + o.throw > n {
                return Err(SettingError::new("opening.throw", format!(
                    "opening.throw is {}: the opening move from square {} would leave the route of {n} squares",
                    o.throw,
                    2 * count
                )));
            }
        }
        let capture_extra = settings.landing.extra_throw;
        let hold = match water {
            Some((square, WaterTarget::Hold)) => {
                let back = settings.houses["rebirth"];
                let tile = |q: u8| usize::from(route[0][usize::from(q)]);
                Some(Hold {
                    square,
                    tile: tile(square),
                    back,
                    back_tile: tile(back),
                })
            }
            _ => None,
        };
        let mut stop_limit = [u8::MAX; MAX_SQUARES];
        let (stop, overshoot_water) = match &settings.stop {
            None => (0, false),
            Some(st) => {
                let sq = check_square("stop.square", st.square)?;
                if sq == n {
                    return Err(SettingError::new(
                        "stop.square",
                        format!(
                            "stop.square is {sq}, the last square: name a square a piece can pass"
                        ),
                    ));
                }
                let into_water = st.overshoot == Overshoot::Water;
                if into_water && water.is_none() {
                    return Err(SettingError::new("stop.overshoot", "stop.overshoot is `water` but there is no House of Water: add houses.water and [water]"));
                }
                (sq, into_water)
            }
        };
        for limit in stop_limit.iter_mut().take(usize::from(stop)) {
            *limit = stop;
        }
        let mut to_water = [false; MAX_SQUARES];
        for &sq in &settings.landing.to_water {
            to_water[usize::from(check_square("landing.to_water", sq)?)] = true;
            if hold.is_none() {
                return Err(SettingError::new("landing.to_water", "landing.to_water sends hit pieces to the House of Water, which needs water.goes_to = `hold` (a house that keeps them)"));
            }
            if settings.landing.opponent != OnOpponent::Swap {
                return Err(SettingError::new("landing.to_water", "landing.to_water sends a hit piece to the water instead of changing places: it needs landing.opponent = `swap`"));
            }
            if hold.is_some_and(|h| h.square == sq) {
                return Err(SettingError::new(
                    "landing.to_water",
                    format!("landing.to_water names square {sq}, the House of Water itself"),
                ));
            }
        }
        let (backward_up_to, backward_hits) = match &settings.backward {
            Some(b) => (
                match b.up_to {
                    Some(q) => check_square("backward.up_to", q)?,
                    None => n,
                },
                b.hits,
            ),
            None => (n, false),
        };
        let start_throw = match &settings.starting_throw {
            Some(st) if !throws.can_throw(st.throw) || st.throw == 0 => {
                return Err(SettingError::new(
                    "starting_throw.throw",
                    format!(
                        "starting_throw.throw is {}, which cannot be thrown",
                        st.throw
                    ),
                ))
            }
            Some(st) => st.throw,
            None => 0,
        };
        let mut rules = Rules {
            masks: Masks::default(),
            stop_limit,
            overshoot_water,
            to_water,
            hold,
            backward_up_to,
            backward_hits,
            start_throw,
            bear_all_from: settings.bear_off.all_from.unwrap_or(0),
            before_home: [0, 1].map(|si| {
                let from = settings.bear_off.all_from.unwrap_or(0).max(1);
                (1..from).fold(0u64, |m, q| m | 1 << route[si][usize::from(q)])
            }),
            lasting: hold.is_some() || start_throw != 0,
            has_forced: settings.forced.is_some(),
            entry_square: settings.entry.as_ref().map(|e| e.square),
            settings,
            board,
            throws,
            n,
            count,
            route,
            square_of,
            neighbours,
            safe_tile,
            rosette_tile,
            capture_extra,
            extra_mask,
            entry_mask,
            bear_table,
            only_by_bearing_off,
            forced_square,
            water,
            drawing: board_data.drawing.clone(),
        };
        rules.masks = Masks::new(&rules);
        Ok(rules)
    }

    /// Squares on each side's route.
    pub fn route_len(&self) -> u8 {
        self.n
    }

    /// Pieces each side has.
    pub fn piece_count(&self) -> u8 {
        self.count
    }

    /// Whether this variant keeps a pot of fines.
    pub fn has_fines(&self) -> bool {
        self.settings.rosettes.as_ref().is_some_and(|r| r.fine > 0)
    }

    /// Whether this variant keeps a score.
    pub fn keeps_score(&self) -> bool {
        self.settings.end.rule == EndRule::Score
    }

    /// Whether a throw value gives another throw after a move.
    pub fn is_extra_throw(&self, value: u8) -> bool {
        value < 32 && self.extra_mask & (1 << value) != 0
    }
}
