//! `tabula build`: builds the site and reports what it made, what fell back, and
//! every error with its file, line and language.

use crate::site::build::{build, BuildOptions};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// How many untranslated pages of one language the summary names.
const FALLBACKS_SHOWN: usize = 10;

pub fn run(root: &Path, out: &Path, strict: bool) -> ExitCode {
    let start = Instant::now();
    let out = if out.is_relative() && root != Path::new(".") {
        root.join(out)
    } else {
        out.to_path_buf()
    };
    let opts = BuildOptions {
        root: root.to_path_buf(),
        out: out.clone(),
        strict,
        progress: true,
    };
    match crate::site::build::with_stack(move || build(&opts)) {
        Ok(summary) => {
            // A few per language: a site of thousands of pages in a new language would
            // otherwise print thousands of lines (`tabula check` lists every one).
            let mut shown: std::collections::BTreeMap<&str, usize> = Default::default();
            for (path, lang, used) in &summary.fallback_pages {
                let n = shown.entry(lang.as_str()).or_default();
                *n += 1;
                if *n <= FALLBACKS_SHOWN {
                    eprintln!("fallback: [{lang}] /{path} is not translated; shown from `{used}`");
                }
            }
            for (lang, n) in shown.into_iter().filter(|(_, n)| *n > FALLBACKS_SHOWN) {
                eprintln!("fallback: [{lang}] and {} more pages not translated (`tabula check` lists them all)", n - FALLBACKS_SHOWN);
            }
            for f in &summary.fallback_messages {
                eprintln!(
                    "fallback: [{}] message `{}` taken from `{}`",
                    f.lang, f.id, f.used
                );
            }
            for w in &summary.warnings {
                eprintln!("warning: {w}");
            }
            let total: usize = summary.pages.values().sum();
            let per: Vec<String> = summary
                .pages
                .iter()
                .map(|(l, n)| format!("{l} {n}"))
                .collect();
            let stages: Vec<String> = summary
                .stages
                .iter()
                .map(|(s, t)| format!("{s} {} ms", t.as_millis()))
                .collect();
            if summary.kept > 0 {
                eprintln!(
                    "kept {} file{} in {} that tabula did not write: {}",
                    summary.kept,
                    if summary.kept == 1 { "" } else { "s" },
                    out.display(),
                    summary.kept_where.join(", ")
                );
            }
            let mut changes = Vec::new();
            if summary.unchanged > 0 {
                changes.push(format!("{} of them unchanged", summary.unchanged));
            }
            if summary.removed > 0 {
                changes.push(format!(
                    "{} file{} of the last build removed",
                    summary.removed,
                    if summary.removed == 1 { "" } else { "s" }
                ));
            }
            eprintln!(
                "built {total} pages ({}), {} diagrams ({} PNGs from the cache) and {} files into {}{} in {} ms ({})",
                per.join(", "),
                summary.diagrams,
                summary.png_cached,
                summary.files,
                out.display(),
                if changes.is_empty() { String::new() } else { format!(" ({})", changes.join("; ")) },
                start.elapsed().as_millis(),
                stages.join(", ")
            );
            ExitCode::SUCCESS
        }
        Err(failed) => {
            eprintln!("{}", failed.report);
            if failed.partly_written {
                eprintln!("the build failed while putting its files in place");
            } else {
                eprintln!("the build failed; {} was left as it was", out.display());
            }
            ExitCode::from(1)
        }
    }
}
