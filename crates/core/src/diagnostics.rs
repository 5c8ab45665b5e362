//! Diagnostics for authors: each names the file, line, column and language, and
//! says what to do. A build collects every diagnostic of a stage and reports them
//! together, so an author fixes all of them in one pass.

use std::cell::Cell;
use std::fmt;
use std::path::{Path, PathBuf};

/// How much a diagnostic weighs: an error fails its stage; a warning is shown and the
/// stage goes on (`--strict` makes every warning an error: [`Report::strict`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    #[default]
    Error,
    Warning,
}

impl Severity {
    /// The word a report line begins with.
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Diagnostic {
    pub file: PathBuf,
    /// 1-based; 0 when the diagnostic is about the whole file or folder.
    pub line: usize,
    pub column: usize,
    pub lang: Option<String>,
    pub message: String,
    /// The translation message the diagnostic is about (`ID`, or `ID.attr` for an
    /// attribute), where it is about one: set where it is made, so a report that
    /// gathers a message's diagnostics compares ids, not the texts that name them.
    pub message_id: Option<String>,
    /// An error unless made with [`Diagnostic::warning`]. Last, so that a report
    /// sorts by place.
    pub severity: Severity,
}

impl Diagnostic {
    /// An error at a place.
    pub fn new(file: &Path, line: usize, column: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            file: file.to_path_buf(),
            line,
            column,
            lang: None,
            message: message.into(),
            message_id: None,
            severity: Severity::Error,
        }
    }

    pub fn lang(mut self, lang: &str) -> Diagnostic {
        self.lang = Some(lang.to_string());
        self
    }

    /// The same diagnostic, about the translation message `id`.
    pub fn about(mut self, id: &str) -> Diagnostic {
        self.message_id = Some(id.to_string());
        self
    }

    /// Where it is: `file:line:column`, or the file alone for line 0 (about the file
    /// or folder as a whole).
    pub fn place(&self) -> String {
        if self.line == 0 {
            self.file.display().to_string()
        } else {
            format!("{}:{}:{}", self.file.display(), self.line, self.column)
        }
    }

    /// The same diagnostic as a warning: shown, and the stage goes on.
    pub fn warning(mut self) -> Diagnostic {
        self.severity = Severity::Warning;
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    /// The place and the message, without the severity (a [`Report`] line adds it).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.place())?;
        if let Some(lang) = &self.lang {
            write!(f, "[{lang}] ")?;
        }
        write!(f, "{}", self.message)
    }
}

/// The diagnostics of a stage, errors and warnings, sorted by file and line when the
/// stage ends. A stage fails when any of them is an error.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub diagnostics: Vec<Diagnostic>,
}

impl Report {
    pub fn push(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }

    /// Nothing reported, not even a warning.
    pub fn is_empty(&self) -> bool {
        self.diagnostics.is_empty()
    }

    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error())
    }

    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| !d.is_error())
    }

    /// The report under `--strict`: every warning an error, saying so.
    pub fn strict(mut self) -> Report {
        for d in &mut self.diagnostics {
            if !d.is_error() {
                d.severity = Severity::Error;
                d.message = format!("--strict: {}", d.message);
            }
        }
        self
    }

    /// The end of a stage: `Ok` with the value and the warnings (sorted) when no
    /// error was reported, else `Err` with the whole sorted report, warnings too.
    pub fn outcome<T>(mut self, value: T) -> Result<(T, Vec<Diagnostic>), Report> {
        self.diagnostics.sort();
        self.diagnostics.dedup();
        if self.has_errors() {
            Err(self)
        } else {
            Ok((value, self.diagnostics))
        }
    }

    /// The end of a stage that only reports errors: `Ok(value)` if none was
    /// reported, else the sorted report. A stage that can warn ends with
    /// [`Report::outcome`], which keeps its warnings.
    pub fn finish<T>(self, value: T) -> Result<T, Report> {
        debug_assert!(
            self.warnings().next().is_none(),
            "a report with warnings ends with `outcome`"
        );
        self.outcome(value).map(|(value, _)| value)
    }
}

impl Extend<Diagnostic> for Report {
    fn extend<I: IntoIterator<Item = Diagnostic>>(&mut self, iter: I) {
        self.diagnostics.extend(iter);
    }
}

impl From<Diagnostic> for Report {
    fn from(d: Diagnostic) -> Report {
        Report {
            diagnostics: vec![d],
        }
    }
}

fn counted(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

impl fmt::Display for Report {
    /// Each diagnostic on a line of its own after its severity, then the count:
    /// `2 errors`, or `2 errors, 1 warning`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.diagnostics {
            writeln!(f, "{}: {d}", d.severity.label())?;
        }
        let warnings = self.warnings().count();
        write!(f, "{}", counted(self.diagnostics.len() - warnings, "error"))?;
        if warnings > 0 {
            write!(f, ", {}", counted(warnings, "warning"))?;
        }
        Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, message: &str) -> Diagnostic {
        Diagnostic::new(Path::new("page.en.md"), line, 1, message)
    }

    #[test]
    fn a_report_with_only_warnings_ends_well_and_keeps_them_sorted() {
        let mut report = Report::default();
        report.push(at(9, "later").warning());
        report.push(at(2, "sooner").warning());
        report.push(at(2, "sooner").warning());
        let (value, warnings) = report.outcome(7).unwrap();
        assert_eq!(value, 7);
        let lines: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
        assert_eq!(lines, ["page.en.md:2:1: sooner", "page.en.md:9:1: later"]);
    }

    #[test]
    fn one_error_fails_the_stage_and_the_report_shows_the_warnings_too() {
        let mut report = Report::default();
        report.push(at(3, "a figure without statistics").warning());
        report.push(at(1, "a link to no page").lang("de"));
        let failed = report.outcome(()).unwrap_err();
        assert_eq!(failed.errors().count(), 1);
        assert_eq!(failed.warnings().count(), 1);
        assert_eq!(
            failed.to_string(),
            "error: page.en.md:1:1: [de] a link to no page\n\
             warning: page.en.md:3:1: a figure without statistics\n\
             1 error, 1 warning"
        );
        let only_errors = Report::from(at(1, "x"));
        assert_eq!(only_errors.to_string(), "error: page.en.md:1:1: x\n1 error");
    }

    #[test]
    fn strict_makes_every_warning_an_error_that_says_so() {
        let mut report = Report::default();
        report.push(at(3, "no statistics").warning());
        report.push(at(4, "already wrong"));
        let strict = report.strict();
        assert!(strict.warnings().next().is_none());
        let messages: Vec<&str> = strict.errors().map(|d| d.message.as_str()).collect();
        assert_eq!(messages, ["--strict: no statistics", "already wrong"]);
        assert!(Report::default().strict().outcome(()).is_ok());
    }
}
