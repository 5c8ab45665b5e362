//! Which positions a table holds, and where each one's value is kept.
//!
//! A table of the whole game keeps one value per stored slot, in the slots' order.
//! A game too large for that, such as Senet, can still have its bearing-off endgames
//! solved: the positions where each side has at most a few pieces left. Pieces
//! borne off never come back, so those positions lead only to each other and the
//! part is solved on its own. Its table keeps only their slots, packed one after
//! the other: a cell per slot of the part. The solver and a table's lookups work in
//! cells; this module turns a slot into its cell and back.

use tabula_engine::{Layer, PositionIndex};

/// Which positions a table holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Every position of the game.
    Whole,
    /// The bearing-off endgames: the positions where each side has at most `left`
    /// pieces not yet borne off.
    Endgames { left: u8 },
}

impl Part {
    /// Whether a layer of positions (by its pieces borne off) belongs to the part,
    /// where each seat bears off at most `most` pieces.
    pub(crate) fn holds(self, off: [u8; 2], most: [u8; 2]) -> bool {
        match self {
            Part::Whole => true,
            Part::Endgames { left } => {
                (0..2).all(|s| u16::from(off[s]) + u16::from(left) >= u16::from(most[s]))
            }
        }
    }

    /// The most pieces each seat can bear off: the largest of its layers.
    pub(crate) fn most(index: &PositionIndex) -> [u8; 2] {
        let mut most = [0u8; 2];
        for l in index.layers() {
            most = [most[0].max(l.off[0]), most[1].max(l.off[1])];
        }
        most
    }
}

/// The cells of a part: its ranges of stored slots, each with the cell of its first
/// slot, in the slots' order.
#[derive(Debug, Clone)]
pub(crate) struct Cells {
    /// `(start, end, first cell)` of each range of slots; empty for the whole game,
    /// whose cell is its slot.
    ranges: Vec<(u64, u64, u64)>,
    len: u64,
    /// The part, and the most pieces each seat bears off ([`Part::most`]), found once.
    part: Part,
    most: [u8; 2],
}

impl Cells {
    /// The cells of `part` of a game whose table stores `stored` slots.
    pub(crate) fn new(index: &PositionIndex, stored: u64, part: Part) -> Cells {
        let most = Part::most(index);
        if part == Part::Whole {
            return Cells {
                ranges: Vec::new(),
                len: stored,
                part,
                most,
            };
        }
        let mut ranges: Vec<(u64, u64, u64)> = Vec::new();
        for h in 0..stored / index.pieces() {
            for l in index.layers() {
                if part.holds(l.off, most) && l.end > l.start {
                    let base = h * index.pieces();
                    ranges.push((base + l.start, base + l.end, 0));
                }
            }
        }
        ranges.sort_unstable();
        let mut len = 0;
        for r in &mut ranges {
            r.2 = len;
            len += r.1 - r.0;
        }
        Cells {
            ranges,
            len,
            part,
            most,
        }
    }

    /// Whether the part holds the positions with these pieces borne off.
    #[inline]
    pub(crate) fn holds(&self, off: [u8; 2]) -> bool {
        self.part.holds(off, self.most)
    }

    /// The number of cells.
    pub(crate) fn len(&self) -> u64 {
        self.len
    }

    /// The cell of a stored slot, if the part holds it.
    #[inline]
    pub(crate) fn cell(&self, slot: u64) -> Option<u64> {
        if self.ranges.is_empty() {
            return (slot < self.len).then_some(slot);
        }
        let i = self.ranges.partition_point(|r| r.1 <= slot);
        let &(start, end, first) = self.ranges.get(i)?;
        (start..end).contains(&slot).then(|| first + slot - start)
    }

    /// The stored slot of a cell.
    pub(crate) fn slot(&self, cell: u64) -> u64 {
        if self.ranges.is_empty() {
            return cell;
        }
        let i = self.ranges.partition_point(|r| r.2 + (r.1 - r.0) <= cell);
        let (start, _, first) = self.ranges[i.min(self.ranges.len() - 1)];
        start + cell - first
    }

    /// The cells of one layer's slots, with `stored` slots in all: a range per value
    /// of the digits above the pieces.
    pub(crate) fn of_layer(
        &self,
        index: &PositionIndex,
        stored: u64,
        l: &Layer,
    ) -> Vec<(u64, u64)> {
        (0..stored / index.pieces())
            .filter_map(|h| {
                let start = h * index.pieces() + l.start;
                let first = self.cell(start)?;
                Some((first, first + (l.end - l.start)))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::{Cells, Part};

    #[test]
    fn a_part_keeps_only_its_layers_and_each_slot_comes_back() {
        let cells = Cells {
            ranges: vec![(10, 14, 0), (20, 21, 4), (30, 35, 5)],
            len: 10,
            part: Part::Endgames { left: 1 },
            most: [5, 5],
        };
        for (slot, cell) in [(10, 0), (13, 3), (20, 4), (30, 5), (34, 9)] {
            assert_eq!(cells.cell(slot), Some(cell));
            assert_eq!(cells.slot(cell), slot);
        }
        for slot in [0, 9, 14, 19, 21, 29, 35, 100] {
            assert_eq!(cells.cell(slot), None, "slot {slot}");
        }
        let whole = Cells {
            ranges: Vec::new(),
            len: 7,
            part: Part::Whole,
            most: [5, 5],
        };
        assert_eq!(whole.cell(6), Some(6));
        assert_eq!(whole.cell(7), None);
        assert_eq!(whole.slot(3), 3);
    }

    #[test]
    fn the_endgames_are_the_layers_where_each_side_has_few_pieces_left() {
        let two = Part::Endgames { left: 2 };
        assert!(two.holds([3, 3], [5, 5]));
        assert!(two.holds([5, 4], [5, 5]));
        assert!(!two.holds([2, 5], [5, 5]));
        assert!(!two.holds([5, 0], [5, 5]));
        assert!(Part::Whole.holds([0, 0], [5, 5]));
    }
}
