//! A solved table: the value of every position, looked up by position, and its form
//! as bytes.
//!
//! The bytes carry the key of the rule data the table was solved for and a checksum
//! of everything before it, so a table made from other rule data, a damaged one, or
//! one cut short by an interrupted write is refused when read, never used.

use crate::cells::{Cells, Part};
use std::io::{self, Read, Write};
use tabula_engine::{GameResult, Mirror, Move, Position, PositionIndex, Rules};

/// The first bytes of a table file, with the version of its layout.
const MAGIC: &[u8; 16] = b"tabula-solved\0\0\x02";

/// The values of every position of a rule set.
#[derive(Debug)]
pub struct Table {
    pub(crate) rules: Rules,
    pub(crate) index: PositionIndex,
    pub(crate) mirror: Option<Mirror>,
    /// The positions it holds, and where each one's value is.
    pub(crate) part: Part,
    pub(crate) cells: Cells,
    /// One value per stored position of the part, by cell.
    pub(crate) values: Vec<f32>,
    /// The largest residual of the Bellman equation over every position, as the
    /// solver measured it at the end.
    pub residual: f64,
}

/// Why a table's bytes cannot be used.
#[derive(Debug)]
pub enum TableError {
    Io(io::Error),
    /// Not a table.
    NotATable,
    /// A table of another layout (an older or newer tabula's), with its layout number.
    OtherLayout(u8),
    /// Made from other rule data: the key it carries.
    OtherRules(String),
    /// The checksum does not match: the bytes were damaged or cut short.
    Damaged,
    /// The table holds another number of positions than the rule set has.
    WrongSize {
        stored: u64,
        expected: u64,
    },
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::Io(e) => write!(f, "{e}"),
            TableError::NotATable => f.write_str("it is not a table tabula solve wrote"),
            TableError::OtherLayout(n) => write!(
                f,
                "it was written in layout {n} by another version of tabula (this one reads layout {})",
                MAGIC[15]
            ),
            TableError::OtherRules(key) => {
                write!(f, "it was solved for other rule data (key {key})")
            }
            TableError::Damaged => f.write_str("its checksum does not match: it is damaged"),
            TableError::WrongSize { stored, expected } => write!(
                f,
                "it holds {stored} positions where the rule set has {expected}"
            ),
        }
    }
}

impl std::error::Error for TableError {}

impl From<io::Error> for TableError {
    fn from(e: io::Error) -> TableError {
        TableError::Io(e)
    }
}

/// The key of a rule set's rule data: a hash of its settings (with its options
/// applied) and of its board, which is all a table depends on. A comment or an
/// unused option changes no key; any rule does.
pub fn key(rules: &Rules) -> String {
    let mut sum = Checksum::new();
    sum.add(
        serde_json::to_string(&rules.settings)
            .unwrap_or_default()
            .as_bytes(),
    );
    sum.add(b"\0");
    sum.add(format!("{:?}", rules.board).as_bytes());
    format!("{:016x}", sum.0)
}

/// The key of a part of a rule set's table: the rule data's key, and for the
/// endgames the pieces left, so a table of one part is never read as another's.
pub fn part_key(rules: &Rules, part: Part) -> String {
    match part {
        Part::Whole => key(rules),
        Part::Endgames { left } => format!("{}-endgame-{left}", key(rules)),
    }
}

/// FNV-1a, 64 bits, carried along a stream.
#[derive(Debug, Clone, Copy)]
struct Checksum(u64);

impl Checksum {
    fn new() -> Checksum {
        Checksum(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x100_0000_01b3);
        }
    }
}

/// The checksum of a table's bytes: FNV-1a's steps taken eight bytes at a time, so
/// reading a table of half a gigabyte checks it in a tenth of the time byte steps
/// take. Every change of a word changes the sum (each step is one to one), and a
/// table cut short fails on its length first.
#[derive(Debug, Clone, Copy)]
struct WordSum {
    sum: u64,
    /// Bytes waiting to fill a word, and how many.
    pending: [u8; 8],
    filled: usize,
}

impl WordSum {
    fn new() -> WordSum {
        WordSum {
            sum: 0xcbf2_9ce4_8422_2325,
            pending: [0; 8],
            filled: 0,
        }
    }

    fn mix(&mut self, word: u64) {
        self.sum = (self.sum ^ word).wrapping_mul(0x100_0000_01b3);
    }

    fn add(&mut self, mut bytes: &[u8]) {
        while self.filled > 0 && !bytes.is_empty() {
            self.pending[self.filled] = bytes[0];
            self.filled = (self.filled + 1) % 8;
            bytes = &bytes[1..];
            if self.filled == 0 {
                self.mix(u64::from_le_bytes(self.pending));
            }
        }
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            self.mix(u64::from_le_bytes([
                w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7],
            ]));
        }
        for &b in words.remainder() {
            self.pending[self.filled] = b;
            self.filled += 1;
        }
    }

    /// The sum, with the bytes left over and their number.
    fn finish(mut self) -> u64 {
        let mut last = [0u8; 8];
        last[..self.filled].copy_from_slice(&self.pending[..self.filled]);
        self.mix(u64::from_le_bytes(last));
        self.mix(self.filled as u64);
        self.sum
    }
}

/// The stored positions of a rule set: its index, and its mirror where the seats are
/// alike (then only seat 1's turns are stored).
pub(crate) fn stored(index: &PositionIndex, mirror: Option<&Mirror>) -> u64 {
    if mirror.is_some() {
        index.len() / 2
    } else {
        index.len()
    }
}

impl Table {
    /// The number of positions the table stores.
    pub fn len(&self) -> u64 {
        self.values.len() as u64
    }

    /// Whether the table stores no position (never: every rule set has its start).
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The stored slot of a position's number: with a mirror, the numbers with seat 1
    /// to move (the side to move is the lowest digit above the pieces).
    pub(crate) fn slot(index: &PositionIndex, mirrored: bool, rank: u64) -> usize {
        if mirrored {
            let pieces = index.pieces();
            let (high, piece) = (rank / pieces, rank % pieces);
            ((high / 2) * pieces + piece) as usize
        } else {
            rank as usize
        }
    }

    /// The number of the position in a stored slot.
    pub(crate) fn rank_of(index: &PositionIndex, mirrored: bool, slot: u64) -> u64 {
        if mirrored {
            let pieces = index.pieces();
            (slot / pieces) * 2 * pieces + slot % pieces
        } else {
            slot
        }
    }

    /// Which positions the table holds.
    pub fn part(&self) -> Part {
        self.part
    }

    /// Whether the table holds a position's value: every position for a table of the
    /// whole game; for one of its endgames, those the endgames hold, and every game
    /// that is over.
    pub fn holds(&self, pos: &Position) -> bool {
        pos.result.is_some() || self.cells.holds(pos.off)
    }

    /// The value kept for a stored slot (0 for a slot the part does not hold, which
    /// [`Table::holds`] rules out).
    #[inline]
    fn at(&self, slot: usize) -> f64 {
        self.cells
            .cell(slot as u64)
            .map_or(0.0, |c| f64::from(self.values[c as usize]))
    }

    /// The chance that the side to move wins, before its throw, under best play, for
    /// a position the table holds ([`Table::holds`]).
    pub fn win(&self, pos: &Position) -> f64 {
        value(&self.index, self.mirror.as_ref(), pos, |slot| self.at(slot))
    }

    /// The chance that the player who made a move wins, with best play after it, for
    /// a move from a position the table holds.
    pub fn move_win(&self, mover: u8, m: &Move) -> f64 {
        win_after(&self.index, self.mirror.as_ref(), mover, &m.after, |slot| {
            self.at(slot)
        })
    }

    /// The rule set the table was solved for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Writes the table: its layout, the rule data's key, the size, the values and
    /// a checksum of all of it.
    pub fn write(&self, key: &str, out: &mut impl Write) -> io::Result<()> {
        let mut sum = WordSum::new();
        let mut put = |out: &mut dyn Write, bytes: &[u8]| -> io::Result<()> {
            sum.add(bytes);
            out.write_all(bytes)
        };
        put(out, MAGIC)?;
        put(out, &(key.len() as u32).to_le_bytes())?;
        put(out, key.as_bytes())?;
        put(out, &self.len().to_le_bytes())?;
        put(out, &self.residual.to_le_bytes())?;
        let mut buf = Vec::with_capacity(1 << 16);
        for chunk in self.values.chunks(1 << 14) {
            buf.clear();
            for v in chunk {
                buf.extend_from_slice(&v.to_le_bytes());
            }
            put(out, &buf)?;
        }
        let sum = sum.finish();
        out.write_all(&sum.to_le_bytes())
    }

    /// Reads a table of `part` of a rule set written by [`Table::write`] for this key
    /// ([`part_key`]), or says why it cannot be used.
    pub fn read(
        rules: &Rules,
        part: Part,
        key: &str,
        input: &mut impl Read,
    ) -> Result<Table, TableError> {
        let index = PositionIndex::new(rules).map_err(|_| TableError::NotATable)?;
        let mirror = Mirror::new(rules);
        let cells = Cells::new(&index, stored(&index, mirror.as_ref()), part);
        let expected = cells.len();
        let mut sum = WordSum::new();
        let mut take = |input: &mut dyn Read, n: usize| -> Result<Vec<u8>, TableError> {
            let mut buf = vec![0u8; n];
            input.read_exact(&mut buf).map_err(|e| match e.kind() {
                io::ErrorKind::UnexpectedEof => TableError::Damaged,
                _ => TableError::Io(e),
            })?;
            sum.add(&buf);
            Ok(buf)
        };
        let magic = take(input, MAGIC.len())?;
        if magic[..15] != MAGIC[..15] {
            return Err(TableError::NotATable);
        }
        if magic[15] != MAGIC[15] {
            return Err(TableError::OtherLayout(magic[15]));
        }
        let key_len = u32::from_le_bytes(take(input, 4)?.try_into().unwrap_or_default());
        if key_len > 256 {
            return Err(TableError::NotATable);
        }
        let stored_key = String::from_utf8_lossy(&take(input, key_len as usize)?).into_owned();
        if stored_key != key {
            return Err(TableError::OtherRules(stored_key));
        }
        let len = u64::from_le_bytes(take(input, 8)?.try_into().unwrap_or_default());
        if len != expected {
            return Err(TableError::WrongSize {
                stored: len,
                expected,
            });
        }
        let residual = f64::from_le_bytes(take(input, 8)?.try_into().unwrap_or_default());
        let mut values = Vec::with_capacity(len as usize);
        let mut left = len as usize;
        while left > 0 {
            let n = left.min(1 << 14);
            let bytes = take(input, 4 * n)?;
            values.extend(
                bytes
                    .chunks_exact(4)
                    .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            );
            left -= n;
        }
        let expected_sum = sum.finish();
        let mut tail = [0u8; 8];
        input
            .read_exact(&mut tail)
            .map_err(|_| TableError::Damaged)?;
        if u64::from_le_bytes(tail) != expected_sum {
            return Err(TableError::Damaged);
        }
        if input.read(&mut [0u8; 1])? != 0 {
            return Err(TableError::Damaged);
        }
        Ok(Table {
            rules: rules.clone(),
            index,
            mirror,
            part,
            cells,
            values,
            residual,
        })
    }
}

/// A table's values, for a computer player that reads them where it holds them.
impl tabula_engine::Exact for Table {
    fn exact(&self, pos: &Position) -> Option<f64> {
        self.holds(pos).then(|| self.win(pos))
    }
}

/// The value of a position: the chance the side to move wins, read with `get` from
/// the stored slots (through the mirror for seat 2 where there is one).
#[inline]
pub(crate) fn value(
    index: &PositionIndex,
    mirror: Option<&Mirror>,
    pos: &Position,
    get: impl Fn(usize) -> f64,
) -> f64 {
    if let Some(result) = pos.result {
        return match result {
            GameResult::Winner(w) if w == pos.to_move => 1.0,
            GameResult::Winner(_) => 0.0,
            GameResult::Draw => 0.5,
        };
    }
    match mirror {
        Some(m) if pos.to_move == 2 => get(Table::slot(index, true, index.rank(&m.apply(pos)))),
        _ => get(Table::slot(index, mirror.is_some(), index.rank(pos))),
    }
}

/// The chance that `mover` wins from the position after its move.
#[inline]
pub(crate) fn win_after(
    index: &PositionIndex,
    mirror: Option<&Mirror>,
    mover: u8,
    after: &Position,
    get: impl Fn(usize) -> f64,
) -> f64 {
    match after.result {
        Some(GameResult::Winner(w)) => f64::from(u8::from(w == mover)),
        Some(GameResult::Draw) => 0.5,
        None => {
            let v = value(index, mirror, after, get);
            if after.to_move == mover {
                v
            } else {
                1.0 - v
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::WordSum;

    #[test]
    fn the_word_sum_does_not_depend_on_how_the_bytes_are_cut() {
        let bytes: Vec<u8> = (0..1000u32).map(|i| (i * 7 + 3) as u8).collect();
        let whole = {
            let mut s = WordSum::new();
            s.add(&bytes);
            s.finish()
        };
        for cut in [1, 3, 5, 8, 13, 64, 999] {
            let mut s = WordSum::new();
            for piece in bytes.chunks(cut) {
                s.add(piece);
            }
            assert_eq!(s.finish(), whole, "pieces of {cut}");
        }
        // One flipped bit anywhere, or one byte fewer, changes the sum.
        for at in [0, 7, 8, 500, 999] {
            let mut other = bytes.clone();
            other[at] ^= 1;
            let mut s = WordSum::new();
            s.add(&other);
            assert_ne!(s.finish(), whole, "bit at {at}");
        }
        let mut s = WordSum::new();
        s.add(&bytes[..999]);
        assert_ne!(s.finish(), whole);
    }
}
