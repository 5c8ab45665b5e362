//! `tabula moves --batch`: one JSON request a line in, one answer a line out, in
//! order, at the speed tools need (hundreds of thousands of lines a second).
//!
//! Every line gets exactly one answer, so answer N is always the answer to line N:
//! a line that is empty, not UTF-8 or longer than [`MAX_LINE`] gets an error object
//! like any other bad request, and the batch goes on. A line too long is skipped to
//! its newline without being kept in memory. Each rule set is compiled once per
//! variant and options, and answers are buffered, but written out whenever the
//! input has nothing more waiting, so a caller that sends one line and waits for its
//! answer gets it.

use super::line::{self, Pos};
use super::{batch_request, text_position, PositionInput};
use crate::engine::{json, Move, Position, Rules};
use crate::rules::Catalogue;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::{self, BufRead, ErrorKind, Write};

/// The longest line read, in bytes (its `\n` not counted): 1 MiB. A longer line is
/// answered with an error and skipped.
pub const MAX_LINE: usize = 1 << 20;

/// What a batch did: lines answered, and how many of the answers were errors.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    pub lines: u64,
    pub errors: u64,
}

/// Answers every line of `input` on `output`; stops only when reading or writing
/// fails. `output` is flushed whenever `input` has nothing more buffered.
pub fn run_batch(
    catalogue: &Catalogue,
    input: impl BufRead,
    output: impl Write,
) -> io::Result<Summary> {
    run_batch_in(catalogue, None, input, output)
}

/// [`run_batch`] for a site: where `tabula solve` has left a rule set's table in the
/// site's cache folder, its answers carry the solved values (`"win"`).
pub fn run_batch_in(
    catalogue: &Catalogue,
    site: Option<&std::path::Path>,
    input: impl BufRead,
    mut output: impl Write,
) -> io::Result<Summary> {
    let mut lines = Lines {
        input,
        empty: true,
        line: Vec::new(),
    };
    let mut answerer = Answerer {
        catalogue,
        cache: RulesCache::default(),
        moves: Vec::with_capacity(16),
        moves_win: Vec::with_capacity(16),
        site,
    };
    let mut text = String::with_capacity(4096);
    let mut summary = Summary::default();
    while let Some(read) = lines.next(&mut output)? {
        summary.lines += 1;
        let n = summary.lines;
        text.clear();
        let answered = match read {
            Read::Line => answerer.answer(&lines.line, n, &mut text),
            Read::TooLong => Err(format!(
                "input: line {n} is longer than {MAX_LINE} bytes (1 MiB) and was skipped; \
                 send each request on one line of at most 1 MiB"
            )),
        };
        if let Err(e) = answered {
            summary.errors += 1;
            text.clear();
            text.push_str("{\"error\":");
            text.push_str(&serde_json::Value::String(e).to_string());
            text.push('}');
        }
        text.push('\n');
        output.write_all(text.as_bytes())?;
    }
    output.flush()?;
    Ok(summary)
}

enum Read {
    /// The line is in `Lines::line`, without its `\n`.
    Line,
    /// The line was longer than [`MAX_LINE`] and was skipped.
    TooLong,
}

/// The input's lines as bytes, each at most [`MAX_LINE`] long.
struct Lines<R> {
    input: R,
    /// Whether the input's buffer is known to be empty, so the next read may wait.
    empty: bool,
    line: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    /// The next line; `None` at the end of the input. Flushes `output` before any
    /// read that may wait for the caller.
    fn next(&mut self, output: &mut impl Write) -> io::Result<Option<Read>> {
        self.line.clear();
        let mut too_long = false;
        let mut started = false;
        loop {
            if self.empty {
                output.flush()?;
            }
            let available = match self.input.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                // The end of the input: the last line may lack its newline.
                self.empty = true;
                return Ok(started.then_some(if too_long { Read::TooLong } else { Read::Line }));
            }
            started = true;
            let newline = available.iter().position(|&b| b == b'\n');
            let part = &available[..newline.unwrap_or(available.len())];
            if !too_long {
                if self.line.len() + part.len() > MAX_LINE {
                    too_long = true;
                    self.line = Vec::new();
                } else {
                    self.line.extend_from_slice(part);
                }
            }
            let used = newline.map_or(available.len(), |i| i + 1);
            self.empty = used == available.len();
            self.input.consume(used);
            if newline.is_some() {
                return Ok(Some(if too_long { Read::TooLong } else { Read::Line }));
            }
        }
    }
}

/// Most rule sets kept compiled; more (only possible with a catalogue of many
/// options) drops the oldest.
const CACHE_SIZE: usize = 64;

/// Rule sets compiled for (variant, options).
#[derive(Default)]
struct RulesCache {
    entries: Vec<Compiled>,
}

struct Compiled {
    variant: String,
    /// Sorted by name, as a request's options are.
    options: Vec<(String, String)>,
    rules: Rules,
    /// The rule set's solved table in the site's cache folder, looked for once.
    table: std::cell::OnceCell<Option<tabula_solve::Table>>,
}

impl RulesCache {
    /// The rules of a variant with these options (sorted by name), compiled once.
    fn get(
        &mut self,
        catalogue: &Catalogue,
        variant: &str,
        options: &[(Cow<str>, Cow<str>)],
    ) -> Result<&Compiled, String> {
        let same = |c: &Compiled| {
            c.variant == variant
                && c.options.len() == options.len()
                && c.options
                    .iter()
                    .zip(options)
                    .all(|(a, b)| a.0 == b.0 && a.1 == b.1)
        };
        if let Some(i) = self.entries.iter().position(same) {
            return Ok(&self.entries[i]);
        }
        let chosen: BTreeMap<String, String> = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let rules = catalogue.get(variant)?.rules(&chosen)?;
        if self.entries.len() == CACHE_SIZE {
            self.entries.remove(0);
        }
        self.entries.push(Compiled {
            variant: variant.to_string(),
            options: chosen.into_iter().collect(),
            rules,
            table: std::cell::OnceCell::new(),
        });
        Ok(&self.entries[self.entries.len() - 1])
    }
}

/// A request's position, as given.
enum Given<'a> {
    Text(&'a str),
    Spec(crate::engine::PositionSpec),
    Json(&'a serde_json::Value),
}

struct Answerer<'c> {
    catalogue: &'c Catalogue,
    cache: RulesCache,
    moves: Vec<Move>,
    /// The moves' solved values, where the rule set has a table.
    moves_win: Vec<f64>,
    /// The site whose cache folder may hold solved tables.
    site: Option<&'c std::path::Path>,
}

impl Answerer<'_> {
    /// Writes the answer to line `n` into `out`, or says why there is none.
    fn answer(&mut self, bytes: &[u8], n: u64, out: &mut String) -> Result<(), String> {
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        let text = std::str::from_utf8(bytes).map_err(|e| {
            let column = bytes[..e.valid_up_to()]
                .iter()
                .filter(|&&b| b & 0xC0 != 0x80)
                .count()
                + 1;
            format!("input: line {n} is not UTF-8 (column {column}); send requests as UTF-8 text")
        })?;
        if text.trim().is_empty() {
            return Err(format!(
                "input: line {n} is empty; each line must be one JSON request"
            ));
        }
        // The plain form of a request is read without `Value`s; any other, and every
        // mistake, goes through the reader that words the errors.
        let slow;
        let (variant, options, throw, position) = match line::read(text) {
            Some(l) => {
                let position = match l.position {
                    Pos::Text(t) => Given::Text(t),
                    Pos::Spec(spec) => Given::Spec(spec),
                };
                (l.variant, l.options.0, l.throw, position)
            }
            None => {
                slow = batch_request(text)?;
                let options = slow
                    .options
                    .iter()
                    .map(|(k, v)| (Cow::from(k.as_str()), Cow::from(v.as_str())))
                    .collect();
                let position = match &slow.position {
                    PositionInput::Text(t) => Given::Text(t),
                    PositionInput::Json(v) => Given::Json(v),
                };
                (slow.variant.as_str(), options, slow.throw, position)
            }
        };
        let compiled = self.cache.get(self.catalogue, variant, &options)?;
        let rules = &compiled.rules;
        let pos = match &position {
            Given::Text(t) => text_position(rules, t)?,
            Given::Spec(spec) => {
                Position::from_spec(rules, spec).map_err(|e| format!("position.{e}"))?
            }
            Given::Json(v) => json::position(rules, v).map_err(|e| format!("position.{e}"))?,
        };
        rules.check_throw(&pos, throw).map_err(|e| e.to_string())?;
        rules.generate(&pos, throw, &mut self.moves);
        let table = self
            .site
            .and_then(|site| {
                compiled
                    .table
                    .get_or_init(|| crate::cli::solve::cached_table(site, rules))
                    .as_ref()
            })
            .filter(|t| t.holds(&pos));
        let values =
            table.map(|t| crate::cli::solve::values(t, &pos, &self.moves, &mut self.moves_win));
        json::write_turn_valued(out, rules, &pos, throw, &self.moves, values);
        Ok(())
    }
}
