//! Writing the built site without ever losing a file tabula did not write.
//!
//! Every file goes into a staging folder beside the output folder, which replaces
//! the output folder only once the whole build succeeded, so a failed build leaves
//! the previous site whole. A file the output folder already holds with the same
//! bytes is not written again: a rebuild moves in only what changed. The output
//! folder must be empty or hold tabula's marker file ([`MARKER`]), which every build
//! leaves in it, as Zola and Hugo refuse to wipe a folder they did not make. The
//! marker names the folder it was written for and lists the files the build wrote, so
//! a rebuild removes only those of them it no longer makes; any other file (a `.git`,
//! a `CNAME`, a marker copied along with a published site into another folder) is
//! kept and reported. The site's own folders, the site root, anything above it, and
//! a path that is a file are refused. One build at a time writes to an output folder:
//! a lock file beside it, held with `flock` for the whole build, which works whatever
//! process namespace the builds run in. Staging folders left by a build that was
//! killed are removed by the next build, which holds the lock, so no running build
//! owns them. Paths are checked so nothing is written outside the output folder.

use std::collections::{BTreeMap, HashSet};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

mod lock;
mod staging;
pub use lock::OutputLock;
pub use staging::{CommitError, Committed, Staging};

/// The file that marks a folder as written by tabula and lists what it wrote there.
pub const MARKER: &str = ".tabula-output";
const MARKER_HEAD: &str =
    "# This folder was written by `tabula build`. The next build into it removes\n\
# the files listed here that it no longer makes, and keeps every other file.\n";
/// What the error of a commit that stopped half way says of the output folder.
const PARTLY_WRITTEN: &str = "now holds part of this build and part of the one before";
/// The folders of a site that hold its sources.
pub const SOURCE_FOLDERS: [&str; 4] = ["content", "locales", "templates", "static"];

/// The files of a built site: relative path → bytes. Sorted, so writing is deterministic.
/// The bytes are shared: the preview server keeps pages between rebuilds without copies.
#[derive(Debug, Default, Clone)]
pub struct Files {
    pub files: BTreeMap<String, Arc<[u8]>>,
}

impl Files {
    pub fn add(&mut self, path: impl Into<String>, bytes: impl Into<Vec<u8>>) {
        self.files.insert(path.into(), bytes.into().into());
    }
}

/// Whether a relative path stays inside the folder it is joined to.
pub fn is_inside(rel: &str) -> bool {
    let p = Path::new(rel);
    !rel.is_empty() && p.components().all(|c| matches!(c, Component::Normal(_)))
}

/// An absolute, normalized form of a path that may not exist yet: its longest
/// existing ancestor resolved (links followed), the rest appended.
fn resolve(path: &Path) -> PathBuf {
    let abs = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(path)
    };
    let mut existing = PathBuf::new();
    let mut rest: Vec<Component> = Vec::new();
    for c in abs.components() {
        if rest.is_empty() && std::fs::symlink_metadata(existing.join(c)).is_ok() {
            existing.push(c);
            existing = std::fs::canonicalize(&existing).unwrap_or(existing);
        } else {
            rest.push(c);
        }
    }
    for c in rest {
        match c {
            Component::ParentDir => {
                existing.pop();
            }
            Component::CurDir => {}
            other => existing.push(other),
        }
    }
    existing
}

/// Why the build may not write to `out`, if it may not. `root` is the site folder.
pub fn check_target(root: &Path, out: &Path) -> Result<(), String> {
    let shown = out.display();
    if let Ok(meta) = std::fs::symlink_metadata(out) {
        if meta.file_type().is_symlink() {
            return Err(format!(
                "the output `{shown}` is a symbolic link: name the folder itself with -o"
            ));
        }
        if !meta.is_dir() {
            return Err(format!("the output `{shown}` is a file, not a folder: name a folder with -o (the file was not touched)"));
        }
    }
    let out_abs = resolve(out);
    let root_abs = resolve(root);
    if out_abs == root_abs || root_abs.starts_with(&out_abs) {
        return Err(format!(
            "the output `{shown}` is the site folder or holds it: writing there would replace the site's sources; use e.g. -o dist"
        ));
    }
    for folder in SOURCE_FOLDERS {
        if out_abs.starts_with(root_abs.join(folder)) {
            return Err(format!(
                "the output `{shown}` is inside the site's `{folder}/` folder, which holds its sources: use e.g. -o dist"
            ));
        }
    }
    if out.is_dir() {
        let mut entries: Vec<String> = std::fs::read_dir(out)
            .map_err(|e| format!("cannot read the output folder `{shown}`: {e}"))?
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        if !entries.is_empty() && !out.join(MARKER).is_file() {
            entries.sort();
            let listed: Vec<String> = entries.iter().take(3).cloned().collect();
            return Err(format!(
                "the output folder `{shown}` holds files tabula did not write ({}{}): empty or remove it, or choose another folder with -o",
                listed.join(", "),
                if entries.len() > 3 { format!(" and {} more", entries.len() - 3) } else { String::new() }
            ));
        }
    }
    Ok(())
}

/// The prefix of the staging and old folders beside an output folder `name`.
/// Where a build puts its files as it makes them: the staging folder of a build, or
/// memory for `serve` and `check`. Pages are put from many threads at once.
pub trait Sink: Sync {
    fn put(&self, rel: &str, bytes: &[u8]) -> Result<(), String>;

    /// The same as [`Sink::put`], for bytes the caller shares (kept without a copy in memory).
    fn put_shared(&self, rel: &str, bytes: Arc<[u8]>) -> Result<(), String> {
        self.put(rel, &bytes)
    }
}

/// The files in memory, for the preview server and the link checker.
#[derive(Debug, Default)]
pub struct Memory(pub std::sync::Mutex<Files>);

impl Sink for Memory {
    fn put(&self, rel: &str, bytes: &[u8]) -> Result<(), String> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .add(rel, bytes);
        Ok(())
    }

    fn put_shared(&self, rel: &str, bytes: Arc<[u8]>) -> Result<(), String> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .files
            .insert(rel.to_string(), bytes);
        Ok(())
    }
}

impl Memory {
    pub fn into_files(self) -> Files {
        self.0.into_inner().unwrap_or_else(|e| e.into_inner())
    }
}

/// Writes the files to a staging folder, then puts them in `out`; `root` is the site
/// folder, whose sources are never written over.
pub fn write(root: &Path, out: &Path, files: &Files) -> Result<Committed, String> {
    let _lock = OutputLock::acquire(out, |_| {})?;
    let staging = Staging::begin(root, out)?;
    for (rel, bytes) in &files.files {
        staging.put(rel, bytes)?;
    }
    staging.commit().map_err(|e| e.message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_that_climb_out_are_refused() {
        assert!(is_inside("en/index.html"));
        assert!(!is_inside("../x"));
        assert!(!is_inside("/etc/passwd"));
        assert!(!is_inside("en/../../x"));
    }

    #[test]
    fn a_path_not_yet_made_resolves_through_its_existing_ancestor() {
        let dir = tempfile::tempdir().unwrap();
        let real = std::fs::canonicalize(dir.path()).unwrap();
        assert_eq!(resolve(&dir.path().join("a/b/../c")), real.join("a/c"));
    }
}
