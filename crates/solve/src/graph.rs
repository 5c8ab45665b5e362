//! The moves of a group's positions, found once and kept for every sweep of the
//! group, with the group's values laid out in the order the sweeps visit them.
//!
//! Finding a position's moves and numbering the positions they lead to is most of
//! the cost of a sweep, and it gives the same answer every sweep. So before a group
//! is swept, each of its positions is turned into a record of words: per throw, the
//! values the mover chooses among. A sweep then only reads values.
//!
//! - A word names a value of the group, a stored slot outside it, or a game that is
//!   over (a win, or a draw); a flag says whether the mover's chance is the value or
//!   one minus it (the opponent moves next), and another ends the throw's list.
//! - The positions a throw leads to outside the group already hold their final
//!   values, so only the best of them is kept; a win ends the list alone.
//! - The group's positions are visited in falling order of progress (the route
//!   squares their pieces have covered), and while the group is swept its values
//!   are kept apart in that order. A move that hits nothing raises the progress, so a
//!   position reads the values of the positions its plain moves lead to after they
//!   were updated in the same sweep, and only hits carry older values around: the
//!   group settles in fewer sweeps. And the values a position reads lie a few levels
//!   of progress away, close together in memory, instead of across the whole table.
//! - The words take memory. The records are kept while they fit in the budget the
//!   solver gives. Past it, they go to a scratch file where the caller gives one
//!   ([`Spill`]), and each sweep reads them back a chunk at a time: a sequential read
//!   the system's file cache usually serves, far cheaper than finding the moves
//!   again. Without one, the positions past the budget have their moves found again
//!   every sweep.

use rayon::prelude::*;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Mutex;
use tabula_engine::{GameResult, Move, Position};

use crate::iterate::Solver;

/// The last word of a throw's list.
const END: u32 = 1 << 31;
/// The mover's chance is one minus the value: the opponent moves next.
const FLIP: u32 = 1 << 30;
/// The payload is a value of the group (its place in the sweep order), not a slot.
const LOCAL: u32 = 1 << 29;
/// The bits of a word that name a value or a constant.
const PAYLOAD: u32 = LOCAL - 1;
/// Payloads that are no slot: a game won (with `FLIP`, lost) and a game drawn.
const ONE: u32 = PAYLOAD;
const HALF: u32 = PAYLOAD - 1;
/// The slots a word can name: a table with more keeps no records.
pub(crate) const MAX_SLOTS: u64 = HALF as u64;
/// No place in the group.
const NONE: u32 = u32::MAX;

/// Positions of one level in a piece of work handed to a thread.
const CHUNK: usize = 4096;

/// A piece of a level: the group's values `start..start + count`, and where their
/// records are.
struct Chunk {
    start: u32,
    count: u32,
    words: Words,
}

/// Where a chunk's records are.
enum Words {
    /// In memory, within the budget.
    Kept(Vec<u32>),
    /// In the scratch file: `len` words from byte `at`.
    Spilled { at: u64, len: u32 },
    /// Nowhere: its positions' moves are found again every sweep.
    Found,
}

/// The scratch file records past the budget go to: an open file the caller made (an
/// unnamed temporary), used from its start for each group.
pub(crate) struct Spill<'f> {
    file: &'f File,
    /// The end of what the group has written.
    end: AtomicU64,
    /// The first failure to read back, which ends the solve.
    failed: Mutex<Option<std::io::Error>>,
}

impl<'f> Spill<'f> {
    /// The file, emptied for a new group.
    pub(crate) fn new(file: &'f File) -> std::io::Result<Spill<'f>> {
        file.set_len(0)?;
        Ok(Spill {
            file,
            end: AtomicU64::new(0),
            failed: Mutex::new(None),
        })
    }

    /// Writes a chunk's records, and gives where they are; none where the write
    /// failed (the disk full, say), and then their moves are found again instead.
    fn put(&self, words: &[u32]) -> Option<Words> {
        let bytes: &[u8] = bytemuck::cast_slice(words);
        let at = self.end.fetch_add(bytes.len() as u64, Ordering::Relaxed);
        self.file.write_all_at(bytes, at).ok()?;
        Some(Words::Spilled {
            at,
            len: words.len() as u32,
        })
    }

    /// Reads back `len` words from `at` into `out`; false (and the failure kept)
    /// where they cannot be read.
    fn get(&self, at: u64, len: u32, out: &mut Vec<u32>) -> bool {
        out.clear();
        out.resize(len as usize, 0);
        match self.file.read_exact_at(bytemuck::cast_slice_mut(out), at) {
            Ok(()) => true,
            Err(e) => {
                if let Ok(mut failed) = self.failed.lock() {
                    failed.get_or_insert(e);
                }
                false
            }
        }
    }

    /// The first failure to read back records, if any.
    pub(crate) fn failure(&self) -> Option<std::io::Error> {
        self.failed.lock().ok().and_then(|mut f| f.take())
    }
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

    /// The place of one of the group's slots among all its slots.
    fn offset(&self, slot: u64) -> usize {
        let mut before = 0;
        for &(start, end) in self.slots {
            if (start..end).contains(&slot) {
                return (before + slot - start) as usize;
            }
            before += end - start;
        }
        unreachable!("a slot of the group lies in one of its ranges")
    }
}

/// A group of positions ready to sweep.
pub(crate) struct Group<'a> {
    members: &'a Members<'a>,
    /// The levels of progress, highest first, each a list of chunks that can be
    /// swept side by side.
    levels: Vec<Vec<Chunk>>,
    /// The chance of each throw, in the order of the records.
    chances: Vec<f64>,
    /// The stored slot of each of the group's values, in sweep order.
    order: Vec<u32>,
    /// The group's values while it is swept.
    values: Vec<AtomicU32>,
    /// The place among the values of each of the group's slots (by
    /// [`Members::offset`]), kept only where some positions have no record.
    place: Option<Vec<u32>>,
    /// Where records past the budget went, if anywhere.
    spill: Option<&'a Spill<'a>>,
}

impl<'a> Group<'a> {
    /// Finds the records of a group's positions whose game is not over, taking at most
    /// `budget` bytes of memory for them (what is left is taken off `budget`) and
    /// putting the rest in `spill`, if given.
    pub(crate) fn build(
        solver: &Solver,
        members: &'a Members<'a>,
        budget: &AtomicU64,
        spill: Option<&'a Spill<'a>>,
    ) -> Group<'a> {
        let rules = solver.rules;
        let size: u64 = members.slots.iter().map(|(a, b)| b - a).sum();
        // The progress of each position of the group whose game is not over.
        let ranges: Vec<(u64, u64)> = members
            .slots
            .iter()
            .flat_map(|&(start, end)| {
                (start..end)
                    .step_by(CHUNK)
                    .map(move |s| (s, (s + CHUNK as u64).min(end)))
            })
            .collect();
        const TOP: u32 = u16::MAX as u32;
        let found: Vec<Vec<(u16, u32)>> = ranges
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
                        Some((progress.min(TOP - 1) as u16, slot as u32))
                    })
                    .collect()
            })
            .collect();
        // A counting sort of the positions by falling progress.
        let mut counts = vec![0usize; TOP as usize];
        for &(level, _) in found.iter().flatten() {
            counts[usize::from(level)] += 1;
        }
        let mut starts = vec![0usize; counts.len()];
        let mut at = 0;
        for level in (0..counts.len()).rev() {
            starts[level] = at;
            at += counts[level];
        }
        let mut order = vec![0u32; at];
        let mut place = vec![NONE; size as usize];
        let mut next = starts.clone();
        for &(level, slot) in found.iter().flatten() {
            let i = next[usize::from(level)];
            order[i] = slot;
            place[members.offset(u64::from(slot))] = i as u32;
            next[usize::from(level)] += 1;
        }
        drop(found);
        let chances: Vec<f64> = rules.throws.chances().map(|(_, c)| c).collect();
        let mut group = Group {
            members,
            levels: Vec::new(),
            chances,
            order,
            values: Vec::new(),
            place: Some(place),
            spill,
        };
        // The levels that have positions, highest first, cut into chunks.
        let chunks: Vec<Vec<(usize, usize)>> = (0..counts.len())
            .rev()
            .filter(|&l| counts[l] > 0)
            .map(|l| {
                let (start, end) = (starts[l], starts[l] + counts[l]);
                (start..end)
                    .step_by(CHUNK)
                    .map(|s| (s, (s + CHUNK).min(end)))
                    .collect()
            })
            .collect();
        let levels: Vec<Vec<Chunk>> = chunks
            .iter()
            .map(|level| {
                level
                    .par_iter()
                    .map_init(
                        || (Vec::with_capacity(32), Vec::with_capacity(64)),
                        |(moves, record), &(start, end)| {
                            group.chunk(solver, start, end, moves, record, budget)
                        },
                    )
                    .collect()
            })
            .collect();
        group.levels = levels;
        if group
            .levels
            .iter()
            .flatten()
            .all(|c| !matches!(c.words, Words::Found))
        {
            group.place = None;
        }
        group.values = group
            .order
            .iter()
            .map(|&slot| AtomicU32::new((solver.get(slot as usize) as f32).to_bits()))
            .collect();
        group
    }

    /// The records of the values `start..end`: in memory if the budget can hold them,
    /// else in the scratch file.
    fn chunk(
        &self,
        solver: &Solver,
        start: usize,
        end: usize,
        moves: &mut Vec<Move>,
        record: &mut Vec<u32>,
        budget: &AtomicU64,
    ) -> Chunk {
        let mut words = Vec::with_capacity((end - start) * 12);
        for &slot in &self.order[start..end] {
            self.record(solver, slot, moves, record);
            words.extend_from_slice(record);
        }
        let bytes = (words.len() * 4) as u64;
        let kept = budget
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                left.checked_sub(bytes)
            })
            .is_ok();
        let words = if kept {
            words.shrink_to_fit();
            Words::Kept(words)
        } else {
            self.spill
                .and_then(|spill| spill.put(&words))
                .unwrap_or(Words::Found)
        };
        Chunk {
            start: start as u32,
            count: (end - start) as u32,
            words,
        }
    }

    /// The record of the position in a slot: per throw, the words of what the mover
    /// chooses among, the last marked `END`.
    fn record(&self, solver: &Solver, slot: u32, moves: &mut Vec<Move>, words: &mut Vec<u32>) {
        words.clear();
        let rules = solver.rules;
        let Some(p) = solver.position(u64::from(slot)) else {
            return;
        };
        let mover = p.to_move;
        for (r, _) in rules.throws.chances() {
            let start = words.len();
            // The best of the positions outside the group, as a word and the mover's
            // chance there.
            let mut outside: Option<(u32, f64)> = None;
            let mut take = |q: &Position, words: &mut Vec<u32>| {
                let word = self.word(solver, mover, q);
                if word & LOCAL != 0 {
                    if !words[start..].contains(&word) {
                        words.push(word);
                    }
                } else {
                    let v = self.read(solver, word);
                    if outside.is_none_or(|(_, best)| v > best) {
                        outside = Some((word, v));
                    }
                }
            };
            rules.generate(&p, r, moves);
            if moves.is_empty() {
                take(&rules.pass(&p, r), words);
            } else {
                for m in moves.iter() {
                    take(&m.after, words);
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

    /// The word for the position after a move (or pass) of `mover`. Only while the
    /// group is built, or where positions have no record, does it know the places of
    /// the group's positions.
    fn word(&self, solver: &Solver, mover: u8, q: &Position) -> u32 {
        let flip = if q.to_move == mover { 0 } else { FLIP };
        match q.result {
            Some(GameResult::Winner(w)) if w == mover => ONE,
            Some(GameResult::Winner(_)) => ONE | FLIP,
            Some(GameResult::Draw) => HALF,
            None => {
                let slot = solver.slot_of(q) as u64;
                match &self.place {
                    Some(place) if self.members.holds(q) => {
                        LOCAL | place[self.members.offset(slot)] | flip
                    }
                    _ => slot as u32 | flip,
                }
            }
        }
    }

    /// The mover's chance that a word stands for.
    #[inline]
    fn read(&self, solver: &Solver, word: u32) -> f64 {
        let payload = word & PAYLOAD;
        let v = if word & LOCAL != 0 {
            f64::from(f32::from_bits(
                self.values[payload as usize].load(Ordering::Relaxed),
            ))
        } else {
            match payload {
                ONE => 1.0,
                HALF => 0.5,
                slot => solver.get(slot as usize),
            }
        };
        if word & FLIP != 0 {
            1.0 - v
        } else {
            v
        }
    }

    /// One sweep of the group, level by level: each value replaced by its backup
    /// (stored unless `store` is false); gives the largest change, as stored (a
    /// change smaller than a 32-bit value can hold is no change, so a sweep can end
    /// at zero).
    pub(crate) fn sweep(&self, solver: &Solver, store: bool) -> f64 {
        let mut change = 0f64;
        for level in &self.levels {
            let c = level
                .par_iter()
                .map_init(
                    || (Vec::with_capacity(32), Vec::with_capacity(64), Vec::new()),
                    |(moves, record, read), chunk| {
                        let kept: Option<&[u32]> = match &chunk.words {
                            Words::Kept(words) => Some(words),
                            Words::Spilled { at, len } => {
                                let spill = self.spill?;
                                spill.get(*at, *len, read).then_some(&read[..])
                            }
                            Words::Found => None,
                        };
                        let mut change = 0f64;
                        let mut at = 0;
                        for i in chunk.start..chunk.start + chunk.count {
                            let words = match kept {
                                Some(words) => &words[at..],
                                None => {
                                    self.record(solver, self.order[i as usize], moves, record);
                                    &record[..]
                                }
                            };
                            let (new, used) = self.backup(solver, words);
                            at += used;
                            let cell = &self.values[i as usize];
                            let old = f32::from_bits(cell.load(Ordering::Relaxed));
                            if store {
                                cell.store(new.to_bits(), Ordering::Relaxed);
                            }
                            change = change.max((f64::from(new) - f64::from(old)).abs());
                        }
                        Some(change)
                    },
                )
                // A chunk whose records could not be read back changes nothing: the
                // solver sees the failure after the sweep and stops.
                .map(Option::unwrap_or_default)
                .reduce(|| 0.0, f64::max);
            change = change.max(c);
        }
        change
    }

    /// The right side of the Bellman equation from a record, and the words it took.
    #[inline]
    fn backup(&self, solver: &Solver, words: &[u32]) -> (f32, usize) {
        let mut i = 0;
        let mut v = 0f64;
        for &chance in &self.chances {
            let mut best = 0f64;
            loop {
                let w = words[i];
                i += 1;
                best = best.max(self.read(solver, w));
                if w & END != 0 {
                    break;
                }
            }
            v += chance * best;
        }
        (v as f32, i)
    }

    /// Writes the group's values into the table.
    pub(crate) fn finish(self, solver: &Solver) {
        for (&slot, v) in self.order.iter().zip(&self.values) {
            solver.set(slot as usize, f32::from_bits(v.load(Ordering::Relaxed)));
        }
    }
}
