//! The perfect player's download: `content/solved/best-moves/<key>.gz`, written by
//! `tabula solve` beside the values file and read, checked, by the build.
//!
//! A rule set's solved table is far too large for a page, but a perfect player needs
//! only the corrections of its judge's guesses (`tabula_engine::best_moves`). Where
//! they fit the download budget ([`BUDGET`], gzipped), `tabula solve` writes them
//! for the judge of the values file, and the play page offers the perfect opponent,
//! whose file it fetches only when a reader chooses it. The file is the corrections'
//! text after two lines: [`HEADER`], then the rule data's key, a checksum of the
//! judge's numbers and the number of corrections; gzipped, so any host sends it
//! compressed and a browser opens it with `DecompressionStream`.

use crate::engine::{BestMoves, Judge, Rules};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The first line of every file of best moves `tabula solve` writes.
pub const HEADER: &str =
    "# Best moves (the corrections of a judge's guesses), written by `tabula solve`: run it again rather than edit this file.";

/// The folder under `content/solved/`.
pub const FOLDER: &str = "best-moves";

/// The download budget of a rule set's perfect player: its file, gzipped, at most
/// 6 MiB, about what a page with a minute of video sends; fetched only when a reader
/// chooses the perfect opponent.
pub const BUDGET: usize = 6 << 20;

/// What a file takes for each position of its rule set, gzipped, as measured on
/// Finkel's five pieces (5,027,522 bytes for 14,680,840 positions): `tabula solve`
/// does not look for the corrections of a table whose estimate is half again the
/// budget, which would take hours for Masters' 501 million positions.
const BYTES_PER_POSITION: f64 = 0.35;

/// Whether the corrections of a table of `positions` may fit the budget.
pub fn may_fit(positions: u64) -> bool {
    positions as f64 * BYTES_PER_POSITION <= 1.5 * BUDGET as f64
}

/// The largest text a file may open to: the corrections of any rule set within the
/// budget are well below it.
const MAX_TEXT: u64 = 64 << 20;

/// Where a rule set's best moves are: `content/solved/best-moves/<key>.gz`.
pub fn path(solved: &Path, key: &str) -> PathBuf {
    solved.join(FOLDER).join(format!("{key}.gz"))
}

/// A checksum of a judge's numbers (FNV-1a over their bits), so corrections are never
/// read with another judge than the one they correct.
pub fn judge_sum(weights: &[f32]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for w in weights {
        for b in w.to_bits().to_le_bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// A judge as a page reads it: each number written as the build writes it into the
/// judges file and read back as a browser reads it (as a 64-bit number, then made 32
/// bits by the engine), so the guesses corrected are the browser's own.
pub fn as_the_page_reads(rules: &Rules, judge: &Judge) -> Result<Judge, String> {
    let weights = judge
        .weights()
        .iter()
        .map(|w| w.to_string().parse::<f64>().map(|x| x as f32))
        .collect::<Result<Vec<f32>, _>>()
        .map_err(|e| e.to_string())?;
    Judge::new(rules, judge.hidden(), weights)
}

/// The file's bytes.
pub fn to_bytes(key: &str, best: &BestMoves) -> Result<Vec<u8>, String> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let head = format!(
        "{HEADER}\n{key} {} {}\n",
        judge_sum(best.judge().weights()),
        best.len()
    );
    gz.write_all(head.as_bytes())
        .and_then(|_| gz.write_all(best.encode().as_bytes()))
        .map_err(|e| e.to_string())?;
    gz.finish().map_err(|e| e.to_string())
}

/// The text of a file's bytes, if they are a gzipped file that `tabula solve` wrote.
pub fn text_of(bytes: &[u8]) -> Result<String, String> {
    let mut text = String::new();
    flate2::read::GzDecoder::new(bytes)
        .take(MAX_TEXT)
        .read_to_string(&mut text)
        .map_err(|e| format!("not a gzipped text ({e})"))?;
    if !text.starts_with(HEADER) {
        return Err("not written by `tabula solve` (its first line is not the header)".into());
    }
    Ok(text)
}

/// What a file says of itself on its second line: the key of the rule data, the
/// judge's checksum and the number of corrections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    pub key: String,
    pub judge: String,
    pub count: usize,
}

/// The head of a file's bytes, once the whole file is known to be undamaged (its
/// gzip checksum) and written by `tabula solve`.
pub fn head_of(bytes: &[u8]) -> Result<Head, String> {
    let text = text_of(bytes)?;
    let line = text.lines().nth(1).unwrap_or_default();
    match line.split(' ').collect::<Vec<_>>().as_slice() {
        [key, judge, count] => Ok(Head {
            key: key.to_string(),
            judge: judge.to_string(),
            count: count
                .parse()
                .map_err(|_| "its count of corrections is not a number")?,
        }),
        _ => Err("its second line is not the key, the judge's checksum and the count".into()),
    }
}

/// The corrections a file holds for `rules` (whose key is `key`) and `judge`; an
/// error says why they are not those.
pub fn read(bytes: &[u8], rules: &Rules, key: &str, judge: &Judge) -> Result<BestMoves, String> {
    let text = text_of(bytes)?;
    let mut lines = text.splitn(3, '\n').skip(1);
    let head: Vec<&str> = lines.next().unwrap_or_default().split(' ').collect();
    let body = lines.next().unwrap_or_default();
    match head.as_slice() {
        [k, _, _] if *k != key => Err(format!(
            "made from other rule data ({k}, not {key}): run `tabula solve` again"
        )),
        [_, sum, _] if *sum != judge_sum(judge.weights()) => {
            Err("made for another judge: run `tabula solve` again".into())
        }
        [_, _, count] => {
            let best = BestMoves::decode(rules, judge.clone(), body)?;
            if count.parse::<usize>().ok() != Some(best.len()) {
                return Err("cut short or damaged: run `tabula solve` again".into());
            }
            Ok(best)
        }
        _ => Err("its second line is not the key, the judge's checksum and the count".into()),
    }
}
