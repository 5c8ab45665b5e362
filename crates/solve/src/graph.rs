//! The moves of a group's positions, found once and kept for every sweep of the
//! group.
//!
//! Finding a position's moves and numbering the positions they lead to is most of
//! the cost of a sweep, and it gives the same answer every sweep. So before a group
//! is swept, each of its positions is turned into a record of words: per throw, the
//! slots whose values the mover chooses among. A sweep then only reads values.
//!
//! - A word names a stored slot, or a game that is over (a win, or a draw); a flag
//!   says whether the mover's chance is the stored value or one minus it (the
//!   opponent moves next), and another ends the throw's list.
//! - The positions a throw leads to outside the group already hold their final
//!   values, so only the best of them is kept; a win ends the list alone.
//! - The records go in falling order of progress (the route squares the pieces have
//!   covered). A move that hits nothing raises the progress, so in one sweep a
//!   position reads the new values of the positions its plain moves lead to, and
//!   only hits carry old values around: the group settles in fewer sweeps.
//! - The words take memory. The records are kept while they fit in the budget the
//!   solver gives; the positions past it are kept as slots, and their moves found
//!   again in every sweep, as before.

use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};
use tabula_engine::{GameResult, Move, Position};

use crate::iterate::Solver;

/// The last word of a throw's list.
const END: u32 = 1 << 31;
/// The mover's chance is one minus the stored value: the opponent moves next.
const FLIP: u32 = 1 << 30;
/// The bits of a word that name a slot or a constant.
const PAYLOAD: u32 = FLIP - 1;
/// Payloads that are no slot: a game won (with `FLIP`, lost) and a game drawn.
const ONE: u32 = PAYLOAD;
const HALF: u32 = PAYLOAD - 1;
/// The slots a word can name: a table with more keeps no records.
pub(crate) const MAX_SLOTS: u64 = HALF as u64;

/// Positions of one level in a piece of work handed to a thread.
const CHUNK: usize = 4096;

/// A piece of a group: its positions as records, or as slots where the budget ran out.
enum Chunk {
    Records(Vec<u32>),
    Slots(Vec<u32>),
}

/// A group of positions ready to sweep: its levels of progress, highest first, each a
/// list of chunks that can be swept side by side.
pub(crate) struct Group {
    levels: Vec<Vec<Chunk>>,
    /// The chance of each throw, in the order of the records.
    chances: Vec<f64>,
}

/// What `build` needs to know of a group: which slots it holds, and how positions
/// are placed in it.
pub(crate) struct Members<'a> {
    /// Ranges of stored slots, `start..end` each.
    pub slots: &'a [(u64, u64)],
    /// The numbers borne off that mark the group, the larger first: a position whose
    /// pieces borne off are these, in either order, is in it.
    pub key: [u8; 2],
}

impl Members<'_> {
    fn holds(&self, p: &Position) -> bool {
        let [a, b] = p.off;
        [a.max(b), a.min(b)] == self.key
    }
}

impl Group {
    /// Finds the records of a group's positions whose game is not over, taking at most
    /// `budget` bytes for them (what is left is taken off `budget`).
    pub(crate) fn build(solver: &Solver, members: &Members, budget: &AtomicU64) -> Group {
        let rules = solver.rules;
        // The level of each slot of the group: its progress, or none.
        const NONE: u16 = u16::MAX;
        let ranges: Vec<(u64, u64)> = members
            .slots
            .iter()
            .flat_map(|&(start, end)| {
                (start..end)
                    .step_by(CHUNK)
                    .map(move |s| (s, (s + CHUNK as u64).min(end)))
            })
            .collect();
        let levels: Vec<Vec<(u16, u32)>> = ranges
            .par_iter()
            .map(|&(start, end)| {
                (start..end)
                    .filter_map(|slot| {
                        let p = solver.position(slot)?;
                        if p.result.is_some() {
                            return None;
                        }
                        let progress: u32 = [1, 2]
                            .iter()
                            .flat_map(|&seat| p.squares(rules, seat))
                            .map(u32::from)
                            .sum();
                        Some((progress.min(u32::from(NONE - 1)) as u16, slot as u32))
                    })
                    .collect()
            })
            .collect();
        // A counting sort of the slots by falling progress.
        let mut counts = vec![0usize; usize::from(NONE)];
        for &(level, _) in levels.iter().flatten() {
            counts[usize::from(level)] += 1;
        }
        let mut starts = vec![0usize; counts.len() + 1];
        let mut at = 0;
        for level in (0..counts.len()).rev() {
            starts[level] = at;
            at += counts[level];
        }
        let mut order = vec![0u32; at];
        let mut next = starts.clone();
        for &(level, slot) in levels.iter().flatten() {
            order[next[usize::from(level)]] = slot;
            next[usize::from(level)] += 1;
        }
        drop(levels);
        // The levels that have positions, highest first, as ranges of `order`.
        let bounds: Vec<(usize, usize)> = (0..counts.len())
            .rev()
            .filter(|&l| counts[l] > 0)
            .map(|l| (starts[l], starts[l] + counts[l]))
            .collect();
        let chances: Vec<f64> = rules.throws.chances().map(|(_, c)| c).collect();
        let levels = bounds
            .iter()
            .map(|&(start, end)| {
                order[start..end]
                    .par_chunks(CHUNK)
                    .map_init(
                        || Vec::with_capacity(32),
                        |moves, slots| Self::chunk(solver, members, slots, moves, budget),
                    )
                    .collect()
            })
            .collect();
        Group { levels, chances }
    }

    /// The records of some slots, or the slots themselves if the budget cannot hold
    /// their records.
    fn chunk(
        solver: &Solver,
        members: &Members,
        slots: &[u32],
        moves: &mut Vec<Move>,
        budget: &AtomicU64,
    ) -> Chunk {
        let rules = solver.rules;
        let mut words = Vec::with_capacity(slots.len() * 12);
        for &slot in slots {
            let Some(p) = solver.position(u64::from(slot)) else {
                continue;
            };
            words.push(slot);
            let mover = p.to_move;
            for (r, _) in rules.throws.chances() {
                let start = words.len();
                // The best of the positions outside the group, as a word and the
                // mover's chance there.
                let mut outside: Option<(u32, f64)> = None;
                let mut take = |q: &Position, words: &mut Vec<u32>| {
                    let word = solver.word(mover, q);
                    if members.holds(q) && q.result.is_none() {
                        if !words[start..].contains(&word) {
                            words.push(word);
                        }
                    } else {
                        let v = solver.read(word);
                        if outside.is_none_or(|(_, best)| v > best) {
                            outside = Some((word, v));
                        }
                    }
                };
                rules.generate(&p, r, moves);
                if moves.is_empty() {
                    take(&rules.pass(&p, r), &mut words);
                } else {
                    for m in moves.iter() {
                        take(&m.after, &mut words);
                    }
                }
                if let Some((word, v)) = outside {
                    if v >= 1.0 {
                        words.truncate(start);
                    }
                    words.push(word);
                }
                let last = words.len() - 1;
                words[last] |= END;
            }
        }
        let bytes = (words.len() * 4) as u64;
        let left = budget.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
            left.checked_sub(bytes)
        });
        if left.is_ok() {
            words.shrink_to_fit();
            Chunk::Records(words)
        } else {
            Chunk::Slots(slots.to_vec())
        }
    }

    /// One sweep of the group, level by level: each value replaced by its backup
    /// (stored unless `store` is false); gives the largest change.
    pub(crate) fn sweep(&self, solver: &Solver, store: bool) -> f64 {
        let mut change = 0f64;
        for level in &self.levels {
            let c = level
                .par_iter()
                .map_init(
                    || Vec::with_capacity(32),
                    |moves, chunk| match chunk {
                        Chunk::Records(words) => self.sweep_records(solver, words, store),
                        Chunk::Slots(slots) => slots
                            .iter()
                            .filter_map(|&s| {
                                let p = solver.position(u64::from(s))?;
                                let new = solver.backup(&p, moves) as f32;
                                Some(solver.update(s as usize, new, store))
                            })
                            .fold(0.0, f64::max),
                    },
                )
                .reduce(|| 0.0, f64::max);
            change = change.max(c);
        }
        change
    }

    fn sweep_records(&self, solver: &Solver, words: &[u32], store: bool) -> f64 {
        let mut change = 0f64;
        let mut i = 0;
        while i < words.len() {
            let slot = words[i] as usize;
            i += 1;
            let mut v = 0f64;
            for &chance in &self.chances {
                let mut best = 0f64;
                loop {
                    let w = words[i];
                    i += 1;
                    best = best.max(solver.read(w));
                    if w & END != 0 {
                        break;
                    }
                }
                v += chance * best;
            }
            change = change.max(solver.update(slot, v as f32, store));
        }
        change
    }
}

impl Solver<'_> {
    /// The word for the position after a move (or pass) of `mover`.
    pub(crate) fn word(&self, mover: u8, q: &Position) -> u32 {
        match q.result {
            Some(GameResult::Winner(w)) if w == mover => ONE,
            Some(GameResult::Winner(_)) => ONE | FLIP,
            Some(GameResult::Draw) => HALF,
            None => {
                let slot = self.slot_of(q) as u32;
                if q.to_move == mover {
                    slot
                } else {
                    slot | FLIP
                }
            }
        }
    }

    /// The mover's chance that a word stands for.
    #[inline]
    pub(crate) fn read(&self, word: u32) -> f64 {
        let payload = word & PAYLOAD;
        let v = match payload {
            ONE => 1.0,
            HALF => 0.5,
            slot => self.get(slot as usize),
        };
        if word & FLIP != 0 {
            1.0 - v
        } else {
            v
        }
    }
}
