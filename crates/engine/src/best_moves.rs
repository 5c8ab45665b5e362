//! A perfect player small enough to download: a judge's first guess, and the best
//! move wherever that guess is not one.
//!
//! A solved table holds a value for every position (14.7 million for Finkel's rules
//! with five pieces, 59 MB), far too much for a page. A player needs less: the best
//! move for each position and throw. Most of those a judge ([`Judge`]) already finds
//! looking no throw ahead, so what is stored is only where its guess ([`guess`]) loses
//! against the best: a position's number, the throw and the index of a best move. The
//! solver finds those corrections from its table (`tabula-solve`'s `best_moves`);
//! [`BestMoves::choose`] plays the guess corrected by them, which is a best move in
//! every position, the same in the browser as natively.
//!
//! The guess compares the judge's raw outputs (before its logistic function), which
//! are sums and products only: the same bits on every machine, where `exp` is not.
//!
//! The corrections travel as text ([`BestMoves::encode`]): for each, in rising order
//! of its key (the position's number times 16 plus the throw), the gap from the one
//! before and the move's index, as base-64 digits of five bits with a flag for more.

use super::index::PositionIndex;
use super::judge::Judge;
use super::mirror::Mirror;
use super::movegen::Move;
use super::position::{GameResult, Position};
use super::rules::Rules;

/// The digits of the text form, each worth its place in this list.
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The value of each byte as a digit, 255 where it is not one.
const VALUES: [u8; 256] = {
    let mut out = [255u8; 256];
    let mut i = 0;
    while i < 64 {
        out[DIGITS[i] as usize] = i as u8;
        i += 1;
    }
    out
};

/// Keys per position: one for each throw value (the engine's throws are below 16).
const THROWS: u64 = 16;

/// The index of the move the judge prefers among `moves` (at least one) of the side
/// to move in `pos`, looking no throw ahead: the move to the position its raw output
/// rates best for the mover (the first of equals; a move that wins the game first of
/// all).
pub fn guess(rules: &Rules, judge: &Judge, pos: &Position, moves: &[Move]) -> usize {
    let mover = pos.to_move;
    let mut best = (f32::NEG_INFINITY, 0);
    for (i, m) in moves.iter().enumerate() {
        let v = match m.after.result {
            Some(GameResult::Winner(w)) if w == mover => f32::MAX,
            Some(GameResult::Winner(_)) => f32::MIN,
            Some(GameResult::Draw) => 0.0,
            None if m.after.to_move == mover => judge.logit(rules, &m.after),
            None => -judge.logit(rules, &m.after),
        };
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

/// The key of a position before a throw: its number with seat 1 to move (through the
/// mirror where the seats are alike, as the solver stores it) and the throw.
pub fn key(index: &PositionIndex, mirror: Option<&Mirror>, pos: &Position, throw: u8) -> u64 {
    let number = match mirror {
        Some(m) => {
            let rank = if pos.to_move == 2 {
                index.rank(&m.apply(pos))
            } else {
                index.rank(pos)
            };
            // Without the side to move, the lowest digit above the pieces.
            let pieces = index.pieces();
            (rank / pieces / 2) * pieces + rank % pieces
        }
        None => index.rank(pos),
    };
    number * THROWS + u64::from(throw & 15)
}

/// The corrections to a judge's guesses of one rule set: the best move of every
/// position and throw where the guess is not a best move. They are kept as their text,
/// with the key and place of every [`MARK`]th one, so a phone holds a few bytes for
/// each rather than a dozen.
#[derive(Debug, Clone)]
pub struct BestMoves {
    index: PositionIndex,
    mirror: Option<Mirror>,
    judge: Judge,
    text: Vec<u8>,
    /// The key of every [`MARK`]th correction and where it starts in `text`.
    marks: Vec<(u64, usize)>,
    len: usize,
}

/// How many corrections each mark covers (a power of two): a lookup reads at most
/// this many.
const MARK: usize = 32;

impl BestMoves {
    /// The corrections of `judge`'s guesses for `rules`, from `(key, move index)`
    /// pairs in any order (a key twice: its first move).
    pub fn new(
        rules: &Rules,
        judge: Judge,
        mut pairs: Vec<(u64, u8)>,
    ) -> Result<BestMoves, String> {
        pairs.sort_by_key(|p| p.0);
        pairs.dedup_by_key(|p| p.0);
        let mut text = String::with_capacity(pairs.len() * 3);
        let mut last = 0u64;
        for &(k, m) in &pairs {
            push_number(&mut text, k - last);
            push_number(&mut text, u64::from(m));
            last = k;
        }
        BestMoves::decode(rules, judge, &text)
    }

    /// How many guesses are corrected.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no guess is corrected.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The judge whose guesses are corrected.
    pub fn judge(&self) -> &Judge {
        &self.judge
    }

    /// The index of a best move among `moves`, the legal moves of `throw` in `pos`, or
    /// `None` when there is none. Where the seats are alike, the corrections are of
    /// the positions with seat 1 to move, as the solver stores them: seat 2's move is
    /// the one that leads where the best move of the mirrored position leads, mirrored.
    pub fn choose(
        &self,
        rules: &Rules,
        pos: &Position,
        throw: u8,
        moves: &[Move],
    ) -> Option<usize> {
        match moves.len() {
            0 => return None,
            1 => return Some(0),
            _ => {}
        }
        match &self.mirror {
            Some(m) if pos.to_move == 2 => {
                let seen = m.apply(pos);
                let theirs = rules.legal_moves(&seen, throw).ok()?;
                let after = self
                    .pick(rules, &seen, throw, &theirs)
                    .map(|i| m.apply(&theirs[i].after));
                after
                    .and_then(|a| moves.iter().position(|x| x.after == a))
                    .or_else(|| Some(guess(rules, &self.judge, pos, moves)))
            }
            _ => self.pick(rules, pos, throw, moves),
        }
    }

    /// The corrected guess among `moves` for a position as the corrections store it.
    fn pick(&self, rules: &Rules, pos: &Position, throw: u8, moves: &[Move]) -> Option<usize> {
        match moves.len() {
            0 => return None,
            1 => return Some(0),
            _ => {}
        }
        let key = key(&self.index, self.mirror.as_ref(), pos, throw);
        match self.corrected(key) {
            Some(m) => Some(usize::from(m).min(moves.len() - 1)),
            None => Some(guess(rules, &self.judge, pos, moves)),
        }
    }

    /// The move index the corrections give a key, if they correct it.
    fn corrected(&self, key: u64) -> Option<u8> {
        // The last mark at or before the key, then the corrections after it.
        let i = self
            .marks
            .partition_point(|&(k, _)| k <= key)
            .checked_sub(1)?;
        let (mut at_key, start) = self.marks[i];
        let mut digits = self.text[start..].iter().copied().enumerate();
        let mut first = true;
        for _ in 0..MARK {
            let gap = read_number(&mut digits).ok()??;
            let m = read_number(&mut digits).ok()??;
            if !first {
                at_key += gap;
            }
            first = false;
            if at_key == key {
                return u8::try_from(m).ok();
            }
            if at_key > key {
                return None;
            }
        }
        None
    }

    /// The corrections as text: rising keys, each as its gap from the last and the
    /// move's index.
    pub fn encode(&self) -> &str {
        // Only digits are ever kept.
        std::str::from_utf8(&self.text).unwrap_or_default()
    }

    /// The corrections from their text ([`BestMoves::encode`]) for `rules` and the
    /// judge they correct; an error says where the text is damaged.
    pub fn decode(rules: &Rules, judge: Judge, text: &str) -> Result<BestMoves, String> {
        let index = PositionIndex::new(rules).map_err(|e| e.to_string())?;
        let limit = index.len().saturating_mul(THROWS);
        let mut digits = text.bytes().enumerate().peekable();
        let mut marks = Vec::new();
        let mut len = 0usize;
        let mut last = 0u64;
        loop {
            let start = digits.peek().map_or(text.len(), |&(at, _)| at);
            let Some(gap) = read_number(&mut digits)? else {
                break;
            };
            let m = read_number(&mut digits)?.ok_or("the text ends inside a correction")?;
            let k = last
                .checked_add(gap)
                .filter(|&k| k < limit && (len == 0 || gap > 0))
                .ok_or("a correction's key is out of order or beyond the rule set's positions")?;
            u8::try_from(m).map_err(|_| "a correction's move index is too large")?;
            if len & (MARK - 1) == 0 {
                marks.push((k, start));
            }
            len += 1;
            last = k;
        }
        Ok(BestMoves {
            mirror: Mirror::new(rules),
            index,
            judge,
            text: text.as_bytes().to_vec(),
            marks,
            len,
        })
    }
}

/// Appends `n` in base-64 digits of five bits, lowest first, each but the last with
/// its flag (32) set.
fn push_number(out: &mut String, mut n: u64) {
    loop {
        let low = (n & 31) as usize;
        n >>= 5;
        if n == 0 {
            out.push(char::from(DIGITS[low]));
            return;
        }
        out.push(char::from(DIGITS[low | 32]));
    }
}

/// Reads a number written by [`push_number`]: `None` at the end of the text.
fn read_number(digits: &mut impl Iterator<Item = (usize, u8)>) -> Result<Option<u64>, String> {
    let mut n = 0u64;
    let mut shift = 0u32;
    let mut started = false;
    for (at, byte) in digits.by_ref() {
        let d = usize::from(VALUES[usize::from(byte)]);
        if d == 255 {
            return Err(format!(
                "byte {at} of the corrections is not one of their digits"
            ));
        }
        if shift >= 60 {
            return Err(format!(
                "the number ending at byte {at} of the corrections is too large"
            ));
        }
        started = true;
        n |= ((d & 31) as u64) << shift;
        shift += 5;
        if d < 32 {
            return Ok(Some(n));
        }
    }
    if started {
        Err("the text ends inside a number".into())
    } else {
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::{push_number, read_number};

    #[test]
    fn numbers_read_back_as_written() {
        for n in [0u64, 1, 31, 32, 1023, 1024, 123_456_789, u64::MAX >> 4] {
            let mut s = String::new();
            push_number(&mut s, n);
            let mut d = s.bytes().enumerate();
            assert_eq!(read_number(&mut d), Ok(Some(n)), "{s}");
            assert_eq!(read_number(&mut d), Ok(None));
        }
    }

    #[test]
    fn a_damaged_number_is_an_error_not_a_wrong_value() {
        let mut d = "g".bytes().enumerate();
        assert!(read_number(&mut d).is_err());
        let mut d = "A*".bytes().enumerate();
        assert_eq!(read_number(&mut d), Ok(Some(0)));
        assert!(read_number(&mut d).is_err());
    }
}
