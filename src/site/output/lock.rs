//! One build at a time writes to an output folder: a lock file beside it, held with
//! `flock` for the whole build, and the staging folders a killed build left behind,
//! which the build holding the lock removes (see the parent module).

use super::staging::{io, is_link, remove_tree};
use super::*;

pub(super) fn temp_prefix(name: &str) -> String {
    format!(".{name}.tabula-")
}

/// The parent folder and the name of an output folder.
pub(super) fn parent_and_name(out: &Path) -> (PathBuf, String) {
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "dist".into());
    (parent.to_path_buf(), name)
}

/// Removes staging and old folders that a killed build left beside the output. Called
/// with the output's lock held, so none of them belongs to a build still running
/// (whatever process namespace it runs in: no process id is looked up).
pub(super) fn remove_stale(parent: &Path, name: &str) {
    let prefix = temp_prefix(name);
    let Ok(read) = std::fs::read_dir(parent) else {
        return;
    };
    for e in read.filter_map(|e| e.ok()) {
        let file_name = e.file_name().to_string_lossy().into_owned();
        let Some(rest) = file_name.strip_prefix(&prefix) else {
            continue;
        };
        if !(rest.starts_with("staging-") || rest.starts_with("old-")) {
            continue;
        }
        let path = e.path();
        if is_link(&path) {
            continue;
        }
        if path.join(MARKER).is_file() {
            let _ = remove_tree(&path);
        } else {
            // Killed before its marker was written: empty, or not ours to remove.
            let _ = std::fs::remove_dir(&path);
        }
    }
}

/// The right to write one output folder: a lock file beside it
/// (`.NAME.tabula-lock`), locked with `flock` for the whole build. The kernel
/// releases the lock when the build ends, even killed, and it holds across process
/// namespaces (containers sharing the folder), which a process id does not. The file
/// is removed when the build ends; a build that then finds its locked file no longer
/// at that path locks the new one instead.
pub struct OutputLock {
    path: PathBuf,
    _file: std::fs::File,
}

impl OutputLock {
    /// Takes the lock of the output folder `out`, waiting for a build that holds it;
    /// `waiting` is called once before waiting, so the user is told why nothing happens.
    pub fn acquire(out: &Path, waiting: impl FnOnce(&Path)) -> Result<OutputLock, String> {
        let (parent, name) = parent_and_name(out);
        std::fs::create_dir_all(&parent).map_err(|e| io("create", &parent, e))?;
        let path = parent.join(format!("{}lock", temp_prefix(&name)));
        let mut waiting = Some(waiting);
        loop {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)
                .map_err(|e| io("open the lock file", &path, e))?;
            match file.try_lock() {
                Ok(()) => {}
                Err(std::fs::TryLockError::WouldBlock) => {
                    if let Some(tell) = waiting.take() {
                        tell(&path);
                    }
                    file.lock().map_err(|e| io("lock", &path, e))?;
                }
                Err(std::fs::TryLockError::Error(e)) => return Err(io("lock", &path, e)),
            }
            // The build that held it may have removed the file: lock the one at the path.
            if same_file(&file, &path) {
                return Ok(OutputLock { path, _file: file });
            }
        }
    }
}

/// Whether the open file is the one at `path`.
#[cfg(unix)]
fn same_file(file: &std::fs::File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_: &std::fs::File, path: &Path) -> bool {
    path.is_file()
}

impl Drop for OutputLock {
    fn drop(&mut self) {
        // Removed while still locked; the lock goes with the file handle after this.
        let _ = std::fs::remove_file(&self.path);
    }
}
