//! The progress bar of a build. A build of a few hundred pages ends before a bar
//! would mean anything, so the bar appears only once a build has taken more than a
//! moment, and only on a terminal: piped or captured output gets the summary line
//! alone, never the bar's control characters.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a build runs before its bar is shown.
const MOMENT: Duration = Duration::from_millis(400);

pub struct Progress {
    bar: ProgressBar,
    /// Whether the bar may be shown at all (asked for, and stderr is a terminal).
    wanted: bool,
    shown: AtomicBool,
    start: Instant,
}

impl Progress {
    /// A bar for a build; `wanted` false gives one that never draws.
    pub fn new(wanted: bool) -> Progress {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} {msg} [{bar:30}] {pos}/{len} pages ({per_sec}, {eta} left)",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
        );
        bar.set_message("building");
        Progress {
            bar,
            wanted: wanted && std::io::stderr().is_terminal(),
            shown: AtomicBool::new(false),
            start: Instant::now(),
        }
    }

    /// The number of pages to make.
    pub fn start(&self, pages: u64) {
        self.bar.set_length(pages);
    }

    /// One more page made.
    pub fn inc(&self) {
        self.bar.inc(1);
        if self.wanted
            && !self.shown.load(Ordering::Relaxed)
            && self.start.elapsed() > MOMENT
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    /// Clears the bar, so the summary line stands alone.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
