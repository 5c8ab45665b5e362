//! Value iteration: the values of every position, layer by layer of pieces borne
//! off, each layer swept on every core until it holds still.
//!
//! A move never lowers the pieces borne off, so the positions of a layer lead only
//! to their own layer and to later ones. Solving the layers from the last to the
//! first, each sweep of a layer reads later layers that are already exact, and a
//! layer converges in a few dozen sweeps instead of the whole table in thousands.
//! Values are updated in place as they are found (Gauss–Seidel), through atomic
//! 32-bit cells that the threads share; a race between two threads costs at most
//! one stale read, which the next sweep corrects. Each group's moves are found once,
//! before its sweeps, and kept as records (`graph`); this module decides the groups,
//! their order, the memory each may take, and when a group has settled.

use crate::cells::{Cells, Part};
use crate::graph::{Group, Members, Spill, MAX_SLOTS};
use crate::table::{stored, value, Table};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use tabula_engine::{IndexError, Mirror, Position, PositionIndex, Rules};

/// How far the solver has come, for a progress bar.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    /// Positions in the layers finished, and in all.
    pub done: u64,
    pub total: u64,
    /// The group of layers being swept (counting from 1), of how many.
    pub layer: usize,
    pub layers: usize,
    /// The sweeps of this layer so far, and the largest change in the last one.
    pub sweep: u32,
    pub change: f64,
}

/// Why a rule set cannot be solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// Its positions cannot be numbered.
    Index(IndexError),
    /// Its positions are more than the solver's records can name.
    TooMany { positions: u64, most: u64 },
    /// Its table would need more memory than allowed: the positions stored and the
    /// bytes they would take.
    TooLarge {
        positions: u64,
        bytes: u64,
        limit: u64,
    },
    /// The scratch file of the records past the memory budget failed: its error.
    Scratch(String),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Index(e) => write!(f, "{e}"),
            SolveError::TooMany { positions, most } => write!(
                f,
                "its table holds {positions} positions, more than the {most} the solver can number: solve a rule set with fewer pieces"
            ),
            SolveError::TooLarge {
                positions,
                bytes,
                limit,
            } => write!(
                f,
                "its table holds {positions} positions and needs {} MiB, more than the {} MiB allowed: raise --max-memory, or solve a rule set with fewer pieces",
                bytes.div_ceil(1 << 20),
                limit >> 20
            ),
            SolveError::Scratch(e) => write!(
                f,
                "the scratch file of the moves that did not fit in --max-memory failed ({e}): free some disk space in the cache folder, or raise --max-memory"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// The sweeps a layer may take at most: a layer that has not settled by then is left
/// as it is, and the residual the solver reports says how far it is from exact.
const MAX_SWEEPS: u32 = 10_000;

/// The positions the table of a part of a rule set stores, if the table fits in
/// `max_memory` bytes; else the refusal, with the memory it would need. Nothing is
/// solved.
pub fn check_memory(rules: &Rules, part: Part, max_memory: u64) -> Result<u64, SolveError> {
    let index = PositionIndex::new(rules).map_err(SolveError::Index)?;
    let slots = stored(&index, Mirror::new(rules).as_ref());
    fits(Cells::new(&index, slots, part).len(), max_memory)
}

/// The most pieces a side can bear off under the rules, as the solver counts them (the
/// largest of the position index's layers): the endgames leave each side from 1 to one
/// less. `None` where the rules have no position index.
pub fn most_borne_off(rules: &Rules) -> Option<u8> {
    let index = PositionIndex::new(rules).ok()?;
    let most = Part::most(&index);
    Some(most[0].max(most[1]))
}

/// The largest endgames of a rule set whose table fits in `max_memory` bytes: the
/// most pieces left a side, and the positions. `None` where not even one piece a
/// side fits, or the positions cannot be numbered.
pub fn largest_endgames(rules: &Rules, max_memory: u64) -> Option<(u8, u64)> {
    let index = PositionIndex::new(rules).ok()?;
    let slots = stored(&index, Mirror::new(rules).as_ref());
    let most = Part::most(&index);
    (1..most[0].max(most[1])).rev().find_map(|left| {
        let part = Part::Endgames { left };
        fits(Cells::new(&index, slots, part).len(), max_memory)
            .ok()
            .map(|n| (left, n))
    })
}

/// Whether a table of `positions` fits in `limit` bytes: four per position, and a
/// little for the index.
fn fits(positions: u64, limit: u64) -> Result<u64, SolveError> {
    if positions >= MAX_SLOTS {
        return Err(SolveError::TooMany {
            positions,
            most: MAX_SLOTS - 1,
        });
    }
    let bytes = positions.saturating_mul(4).saturating_add(1 << 20);
    if bytes > limit || usize::try_from(positions).is_err() {
        return Err(SolveError::TooLarge {
            positions,
            bytes,
            limit,
        });
    }
    Ok(positions)
}

/// The solver's state: the table as shared cells.
pub(crate) struct Solver<'a> {
    pub(crate) rules: &'a Rules,
    index: &'a PositionIndex,
    mirror: Option<&'a Mirror>,
    /// Where each stored slot's value is kept.
    place: &'a Cells,
    cells: &'a [AtomicU32],
}

impl Solver<'_> {
    #[inline]
    pub(crate) fn get(&self, slot: usize) -> f64 {
        f64::from(f32::from_bits(self.cells[slot].load(Ordering::Relaxed)))
    }

    pub(crate) fn set(&self, slot: usize, value: f32) {
        self.cells[slot].store(value.to_bits(), Ordering::Relaxed);
    }

    /// The position of a cell, if its slot names one.
    pub(crate) fn position(&self, cell: u64) -> Option<Position> {
        let slot = self.place.slot(cell);
        let rank = Table::rank_of(self.index, self.mirror.is_some(), slot);
        self.index.unrank(rank)
    }

    /// The cell of a position whose game is not over (through its mirror, for seat 2
    /// to move, where there is one). The solver asks only for positions a position
    /// of the part leads to, which the part holds: pieces borne off never come back.
    pub(crate) fn slot_of(&self, q: &Position) -> usize {
        let slot = match self.mirror {
            Some(m) if q.to_move == 2 => {
                Table::slot(self.index, true, self.index.rank(&m.apply(q)))
            }
            _ => Table::slot(self.index, self.mirror.is_some(), self.index.rank(q)),
        };
        self.place
            .cell(slot as u64)
            .expect("a move leads from a part of the game only into it") as usize
    }

    /// The value a slot holds once its game is over, if it is.
    fn settled(&self, p: &Position) -> Option<f64> {
        p.result.map(|_| value(self.index, self.mirror, p, |_| 0.0))
    }
}

/// Ranges of stored slots, `start..end` each.
type Slots = Vec<(u64, u64)>;

/// Memory kept aside from the records' budget, for the index, the threads and the
/// allocator.
const SLACK: u64 = 64 << 20;

/// Solves a rule set: the value of every position, each layer swept until no value
/// changes by more than `tolerance` (the table keeps 32-bit values, so a tolerance
/// below about 1e-7 is one they cannot show), with at most `max_memory` bytes for
/// the table. `progress` is called after every sweep.
pub fn solve(
    rules: &Rules,
    tolerance: f64,
    max_memory: u64,
    progress: &(dyn Fn(&Progress) + Sync),
) -> Result<Table, SolveError> {
    solve_part(rules, Part::Whole, tolerance, max_memory, progress)
}

/// Solves a part of a rule set ([`solve`] solves the whole): the value of every
/// position it holds.
pub fn solve_part(
    rules: &Rules,
    part: Part,
    tolerance: f64,
    max_memory: u64,
    progress: &(dyn Fn(&Progress) + Sync),
) -> Result<Table, SolveError> {
    solve_spilling(rules, part, tolerance, max_memory, None, progress)
}

/// Solves a part of a rule set as [`solve_part`] does, putting the moves that do not
/// fit in `max_memory` into `scratch`, an open file the caller made (best an unnamed
/// temporary, which nothing can leave behind), and reading them back every sweep,
/// instead of finding them again. The file is emptied for each group of layers.
pub fn solve_spilling(
    rules: &Rules,
    part: Part,
    tolerance: f64,
    max_memory: u64,
    scratch: Option<&std::fs::File>,
    progress: &(dyn Fn(&Progress) + Sync),
) -> Result<Table, SolveError> {
    let index = PositionIndex::new(rules).map_err(SolveError::Index)?;
    let mirror = Mirror::new(rules);
    let slots = stored(&index, mirror.as_ref());
    let place = Cells::new(&index, slots, part);
    let positions = fits(place.len(), max_memory)?;
    let cells: Vec<AtomicU32> = (0..positions).map(|_| AtomicU32::new(0)).collect();
    let solver = Solver {
        rules,
        index: &index,
        mirror: mirror.as_ref(),
        place: &place,
        cells: &cells,
    };
    // The cells of each layer the part holds: one range per value of the digits
    // above the pieces (the side to move and the lasting state, less the side to
    // move where the mirror stands for it).
    let most = Part::most(&index);
    let layers = index
        .layers()
        .iter()
        .filter(|l| part.holds(l.off, most) && l.end > l.start);
    let slots_of = |l: &tabula_engine::Layer| place.of_layer(&index, slots, l);
    // Games that are over hold their value from the start.
    cells.par_iter().enumerate().for_each(|(slot, cell)| {
        if let Some(v) = solver
            .position(slot as u64)
            .and_then(|p| solver.settled(&p))
        {
            cell.store((v as f32).to_bits(), Ordering::Relaxed);
        }
    });
    // A layer and its mirror image (the numbers borne off exchanged) are swept
    // together: with a mirror, seat 2's turns in one are stored as seat 1's in the
    // other. A move never lowers the total borne off, so the groups go from the
    // highest total down.
    let mut groups: Vec<([u8; 2], Slots)> = Vec::new();
    for layer in layers {
        let [a, b] = layer.off;
        let key = [a.max(b), a.min(b)];
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, slots)) => slots.extend(slots_of(layer)),
            None => groups.push((key, slots_of(layer))),
        }
    }
    groups.sort_by_key(|([a, b], _)| std::cmp::Reverse((u16::from(*a) + u16::from(*b), *a)));
    let mut done = 0u64;
    let mut residual = 0f64;
    for (k, (key, slots)) in groups.iter().enumerate() {
        let size: u64 = slots.iter().map(|(a, b)| b - a).sum();
        // The records take what is left of the memory allowed beside the table and
        // the group's own arrays: its order, its values, and where they are (four
        // bytes a position each).
        let budget = max_memory.saturating_sub(positions * 4 + size * 12 + SLACK);
        let members = Members { slots, key: *key };
        // A scratch file that cannot be emptied takes no moves: they are found again.
        let spill = scratch.and_then(|file| Spill::new(file).ok());
        let group = Group::build(&solver, &members, &AtomicU64::new(budget), spill.as_ref());
        let failed = || spill.as_ref().and_then(Spill::failure);
        let mut sweep = 0;
        loop {
            sweep += 1;
            let change = group.sweep(&solver, true);
            if let Some(e) = failed() {
                return Err(SolveError::Scratch(e.to_string()));
            }
            progress(&Progress {
                done,
                total: positions,
                layer: k + 1,
                layers: groups.len(),
                sweep,
                change,
            });
            if change <= tolerance || sweep >= MAX_SWEEPS {
                break;
            }
        }
        // Later groups never change this one's values, nor those it reads: its
        // residual now is its residual at the end.
        residual = residual.max(group.sweep(&solver, false));
        if let Some(e) = failed() {
            return Err(SolveError::Scratch(e.to_string()));
        }
        group.finish(&solver);
        done += size;
    }
    let values = cells
        .into_iter()
        .map(|c| f32::from_bits(c.into_inner()))
        .collect();
    Ok(Table {
        rules: rules.clone(),
        index,
        mirror,
        part,
        cells: place,
        values,
        residual,
    })
}
