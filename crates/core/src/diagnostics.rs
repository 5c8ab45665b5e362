//! Diagnostics for authors: each names the file, line, column and language, and
//! says what to do. A build collects every diagnostic of a stage and reports them
//! together, so an author fixes all of them in one pass.

use std::cell::Cell;
use std::fmt;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Diagnostic {
    pub file: PathBuf,
    /// 1-based; 0 when the diagnostic is about the whole file or folder.
    pub line: usize,
    pub column: usize,
    pub lang: Option<String>,
    pub message: String,
}

impl Diagnostic {
    pub fn new(file: &Path, line: usize, column: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            file: file.to_path_buf(),
            line,
            column,
            lang: None,
            message: message.into(),
        }
    }

    pub fn lang(mut self, lang: &str) -> Diagnostic {
        self.lang = Some(lang.to_string());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Line 0: the diagnostic is about the file or folder as a whole.
        if self.line == 0 {
            write!(f, "{}: ", self.file.display())?;
        } else {
            write!(f, "{}:{}:{}: ", self.file.display(), self.line, self.column)?;
        }
        if let Some(lang) = &self.lang {
            write!(f, "[{lang}] ")?;
        }
        write!(f, "{}", self.message)
    }
}

/// All the diagnostics of a failed stage, sorted by file and line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub errors: Vec<Diagnostic>,
}

impl Report {
    pub fn push(&mut self, d: Diagnostic) {
        self.errors.push(d);
    }

    pub fn is_empty(&self) -> bool {
        self.errors.is_empty()
    }

    /// `Ok(value)` if nothing was reported, else the sorted report.
    pub fn finish<T>(mut self, value: T) -> Result<T, Report> {
        if self.errors.is_empty() {
            Ok(value)
        } else {
            self.errors.sort();
            self.errors.dedup();
            Err(self)
        }
    }
}

impl From<Diagnostic> for Report {
    fn from(d: Diagnostic) -> Report {
        Report { errors: vec![d] }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.errors {
            writeln!(f, "error: {d}")?;
        }
        let n = self.errors.len();
        write!(f, "{n} error{}", if n == 1 { "" } else { "s" })
    }
}

impl std::error::Error for Report {}

/// 1-based line and column (in characters) of a byte offset in a text: for one
/// position of a text. For many, [`Lines`] finds each in time of its own.
pub fn line_col(text: &str, byte: usize) -> (usize, usize) {
    let byte = text.floor_char_boundary(byte.min(text.len()));
    let before = &text[..byte];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// The line index of a text, made in one pass: the start of every line, so that a
/// byte offset's line is a binary search and its column a count within its line.
pub struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
    /// The last offset asked for and its column, so that positions asked for in
    /// increasing order along a long line cost the distance between them only.
    last: Cell<(usize, usize)>,
}

impl<'a> Lines<'a> {
    pub fn new(text: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines {
            text,
            starts,
            last: Cell::new((0, 1)),
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = self.text.floor_char_boundary(offset.min(self.text.len()));
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        let (last, last_col) = self.last.get();
        let column = if last >= start && last <= offset {
            last_col + self.text[last..offset].chars().count()
        } else {
            1 + self.text[start..offset].chars().count()
        };
        self.last.set((offset, column));
        (line, column)
    }
}
