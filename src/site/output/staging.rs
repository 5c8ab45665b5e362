//! The staging folder a build writes into, and its commit: the files moved into the
//! output folder once the whole build succeeded, unchanged files left alone, the
//! marker written, and the files of the last build that this one no longer makes
//! removed, and only those (see the parent module).

use super::lock::{parent_and_name, remove_stale, temp_prefix};
use super::*;

/// Why a commit failed, and whether it stopped half way: the output folder then holds
/// part of this build and part of the one before (otherwise it was left as it was).
#[derive(Debug)]
pub struct CommitError {
    pub message: String,
    pub partly_written: bool,
}

impl From<String> for CommitError {
    fn from(message: String) -> CommitError {
        CommitError {
            message,
            partly_written: false,
        }
    }
}

/// What the marker of an output folder says: the folder it was written for (absolute,
/// links resolved) and the files the build wrote there.
#[derive(serde::Serialize, serde::Deserialize)]
struct Marker {
    folder: String,
    files: Vec<String>,
}

/// Whose files an output folder with a marker holds.
enum Owner {
    /// The marker was written for this folder: the files it lists are tabula's.
    Here(HashSet<String>),
    /// A marker of another folder (copied along with a published site) or of an older
    /// tabula that listed nothing: no file in the folder is known to be tabula's, so
    /// none is removed.
    Unknown,
}

fn read_marker(out: &Path) -> Owner {
    let text = std::fs::read_to_string(out.join(MARKER)).unwrap_or_default();
    match toml::from_str::<Marker>(&text) {
        Ok(m) if Path::new(&m.folder) == resolve(out) => Owner::Here(m.files.into_iter().collect()),
        _ => Owner::Unknown,
    }
}

fn marker_text(out: &Path, files: &[String]) -> String {
    let marker = Marker {
        folder: resolve(out).to_string_lossy().into_owned(),
        files: files.to_vec(),
    };
    format!(
        "{MARKER_HEAD}{}",
        toml::to_string(&marker).unwrap_or_default()
    )
}

/// What a commit did besides writing the build's files.
#[derive(Debug, Default, Clone)]
pub struct Committed {
    /// The build's files the output folder already had with the same bytes.
    pub unchanged: usize,
    /// Files an earlier build wrote that this one no longer makes, removed.
    pub removed: usize,
    /// The files in the output folder that tabula did not write, kept: how many, and
    /// what holds them (a top-level file, or a folder with its count).
    pub kept: usize,
    pub kept_where: Vec<String>,
}

/// A staging folder beside the output folder: files are written into it as they are
/// made ([`Sink::put`], from any thread), and [`Staging::commit`] puts them in the
/// output folder. Dropped without a commit (the build failed), it is removed and the
/// output folder is left as it was.
pub struct Staging {
    root: PathBuf,
    out: PathBuf,
    staging: PathBuf,
    old: PathBuf,
    committed: bool,
    /// Folders already made in the staging folder, so each is made once.
    made: std::sync::Mutex<HashSet<PathBuf>>,
    /// Whether the output folder has a marker and is updated in place (see
    /// [`Staging::commit`]): then a file whose bytes are already there is not written.
    update: bool,
    /// The links in the output folder (relative paths): a file seen through one is
    /// never taken as unchanged, and a link where the build puts a file or folder is
    /// replaced (the link only: what it leads to is not touched).
    links: HashSet<String>,
    /// Every file of the build, and those of them written into the staging folder.
    built: std::sync::Mutex<Vec<String>>,
    staged: std::sync::Mutex<Vec<String>>,
}

pub(super) fn io(what: &str, p: &Path, e: std::io::Error) -> String {
    format!("cannot {what} {}: {e}", p.display())
}

/// Removes a folder only if it is ours: one with the marker, never a link.
fn remove_ours(p: &Path) {
    if p.join(MARKER).is_file() && !is_link(p) {
        let _ = remove_tree(p);
    }
}

/// Removes a folder of ours and everything in it, its files from many threads at
/// once: on a disk mounted with `discard`, removing 14,000 files one after another
/// took 30 to 90 s here, and in parallel a third of that or less.
pub(super) fn remove_tree(p: &Path) -> std::io::Result<()> {
    use rayon::prelude::*;
    let files: Vec<PathBuf> = walkdir::WalkDir::new(p)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| !e.file_type().is_dir())
        .map(|e| e.into_path())
        .collect();
    files.par_iter().for_each(|f| {
        let _ = std::fs::remove_file(f);
    });
    std::fs::remove_dir_all(p)
}

/// `rel` and the folders above it, inside the output folder (`a/b/c`: `a`, `a/b`, `a/b/c`).
fn prefixes(rel: &str) -> impl Iterator<Item = &str> {
    rel.match_indices('/')
        .map(move |(i, _)| &rel[..i])
        .chain(std::iter::once(rel))
}

impl Staging {
    /// Checks that `out` may be written (`root` is the site folder, whose sources are
    /// never written over), removes what killed builds left, and makes the staging
    /// folder. The caller holds the output's [`OutputLock`].
    pub fn begin(root: &Path, out: &Path) -> Result<Staging, String> {
        check_target(root, out)?;
        let (parent, name) = parent_and_name(out);
        std::fs::create_dir_all(&parent).map_err(|e| io("create", &parent, e))?;
        remove_stale(&parent, &name);
        let pid = std::process::id();
        let staging = parent.join(format!("{}staging-{pid}", temp_prefix(&name)));
        let old = parent.join(format!("{}old-{pid}", temp_prefix(&name)));
        remove_ours(&staging);
        std::fs::create_dir(&staging).map_err(|e| io("create", &staging, e))?;
        let update = out.is_dir() && out.join(MARKER).is_file() && !is_link(out);
        let links = if update {
            walkdir::WalkDir::new(out)
                .min_depth(1)
                .into_iter()
                .filter_map(|e| e.ok())
                .filter(|e| e.path_is_symlink())
                .map(|e| relative(out, e.path()))
                .collect()
        } else {
            HashSet::new()
        };
        let s = Staging {
            root: root.to_path_buf(),
            out: out.to_path_buf(),
            staging,
            old,
            committed: false,
            made: Default::default(),
            update,
            links,
            built: Default::default(),
            staged: Default::default(),
        };
        // The marker first, so an interrupted build's staging folder is known as ours.
        std::fs::write(s.staging.join(MARKER), MARKER_HEAD)
            .map_err(|e| io("write", &s.staging, e))?;
        Ok(s)
    }

    /// Puts the build in place of the output folder. A new or empty output folder is
    /// swapped for the staging folder. An output folder with a marker is updated: the
    /// files an earlier build wrote there (its marker lists them) that this build no
    /// longer makes are removed, the staged ones (those that changed) moved in, and
    /// every other file kept, so a rebuild that changed nothing writes nothing. On a
    /// disk such as ext4, making and removing the folders and files of a whole site was
    /// most of a warm rebuild (159 ms of system time in 210 ms for the bundled site).
    pub fn commit(mut self) -> Result<Committed, CommitError> {
        let (root, out, staging, old) = (
            self.root.clone(),
            self.out.clone(),
            self.staging.clone(),
            self.old.clone(),
        );
        // Checked again just before the swap: the folder may have changed during the build.
        check_target(&root, &out)?;
        let mut built = lock(&self.built).clone();
        built.sort();
        if self.update && out.join(MARKER).is_file() && !is_link(&out) {
            let done = self.update_in_place(&built);
            self.committed = done.is_ok();
            return done;
        }
        let mut files: Vec<String> = walkdir::WalkDir::new(&staging)
            .min_depth(1)
            .into_iter()
            .filter_map(|e| e.ok())
            .filter(|e| !e.file_type().is_dir())
            .map(|e| relative(&staging, e.path()))
            .filter(|rel| rel != MARKER)
            .collect();
        files.sort();
        std::fs::write(staging.join(MARKER), marker_text(&out, &files))
            .map_err(|e| io("write", &staging, e))?;
        let had_old = out.is_dir();
        if had_old {
            std::fs::rename(&out, &old).map_err(|e| io("move aside", &out, e))?;
        }
        if let Err(e) = std::fs::rename(&staging, &out) {
            // Put the previous site back.
            if had_old {
                let _ = std::fs::rename(&old, &out);
            }
            return Err(io("move into place", &out, e).into());
        }
        self.committed = true;
        if had_old {
            // It was checked empty; should anything have come into it since, it stays.
            let _ = std::fs::remove_dir(&old);
        }
        Ok(Committed::default())
    }
}

impl Staging {
    /// Whether the build's `rel` is reached through a link of the output folder.
    fn through_link(&self, rel: &str) -> bool {
        !self.links.is_empty() && prefixes(rel).any(|p| self.links.contains(p))
    }

    /// Removes from the output folder the files of an earlier build that this one no
    /// longer makes, then moves the staged files in, each replacing its old version at
    /// once (a rename), and writes the marker listing the build's files. Everything
    /// else in the folder is kept. What would stand in the way of a staged file (a file
    /// tabula did not write where the build puts a folder) is found before anything is
    /// changed. Should a move fail (an error of the disk: the files are written already,
    /// so a full disk cannot), the folder holds some new files and some old, and the
    /// error says so; the next build puts it right.
    fn update_in_place(&self, built: &[String]) -> Result<Committed, CommitError> {
        let out = &self.out;
        let built_set: HashSet<&str> = built.iter().map(String::as_str).collect();
        let ours = match read_marker(out) {
            Owner::Here(files) => files,
            Owner::Unknown => HashSet::new(),
        };
        // Files of the earlier build the site no longer makes, never through a link.
        let mut gone: Vec<&String> = ours
            .iter()
            .filter(|rel| {
                !built_set.contains(rel.as_str())
                    && is_inside(rel)
                    && rel.as_str() != MARKER
                    && !self.through_link(rel)
            })
            .filter(|rel| std::fs::symlink_metadata(out.join(rel)).is_ok_and(|m| m.is_file()))
            .collect();
        gone.sort();
        let gone_set: HashSet<&str> = gone.iter().map(|s| s.as_str()).collect();
        let staged = lock(&self.staged).clone();
        for rel in &staged {
            for p in prefixes(rel) {
                let path = out.join(p);
                let Ok(meta) = std::fs::symlink_metadata(&path) else {
                    break;
                };
                let in_the_way = if p == rel {
                    meta.is_dir()
                } else {
                    !meta.is_dir() && !meta.file_type().is_symlink() && !gone_set.contains(p)
                };
                if in_the_way {
                    return Err(format!(
                        "`{}` is in the way of the build's `{rel}`, and tabula did not write it: move or remove it, then build again (nothing was changed)",
                        path.display()
                    )
                    .into());
                }
            }
        }
        let partly = |e: String| CommitError {
            message: format!("{e}; `{}` {PARTLY_WRITTEN}: build again", out.display()),
            partly_written: true,
        };
        let mut removed = 0;
        for rel in &gone {
            let path = out.join(rel);
            std::fs::remove_file(&path).map_err(|e| partly(io("remove", &path, e)))?;
            removed += 1;
            // The folders it leaves empty go too (a folder still holding a file stays).
            let mut dir = path.parent();
            while let Some(d) = dir.filter(|d| d.starts_with(out) && *d != out.as_path()) {
                if std::fs::remove_dir(d).is_err() {
                    break;
                }
                dir = d.parent();
            }
        }
        for rel in &staged {
            // A link where the build puts a file or folder is removed (not what it leads to).
            for p in prefixes(rel).filter(|p| self.links.contains(*p)) {
                let path = out.join(p);
                if is_link(&path) {
                    std::fs::remove_file(&path)
                        .map_err(|e| partly(io("remove the link", &path, e)))?;
                }
            }
            let to = out.join(rel);
            if let Some(dir) = to.parent() {
                std::fs::create_dir_all(dir).map_err(|e| partly(io("create", dir, e)))?;
            }
            std::fs::rename(self.staging.join(rel), &to)
                .map_err(|e| partly(io("move into place", &to, e)))?;
        }
        // The marker last: until it lists them, the new files are kept, never removed.
        // Written only if it changed, so a rebuild that changed nothing writes nothing.
        let marker = marker_text(out, built);
        if std::fs::read_to_string(out.join(MARKER)).ok().as_deref() != Some(marker.as_str()) {
            std::fs::write(self.staging.join(MARKER), marker)
                .map_err(|e| partly(io("write", &self.staging, e)))?;
            std::fs::rename(self.staging.join(MARKER), out.join(MARKER))
                .map_err(|e| partly(io("move into place", &out.join(MARKER), e)))?;
        }
        let mut kept = 0;
        let mut kept_by: BTreeMap<String, usize> = BTreeMap::new();
        for entry in walkdir::WalkDir::new(out)
            .min_depth(1)
            .into_iter()
            .filter_map(|e| e.ok())
        {
            if entry.file_type().is_dir() {
                continue;
            }
            let rel = relative(out, entry.path());
            if rel == MARKER || built_set.contains(rel.as_str()) {
                continue;
            }
            kept += 1;
            let top = match rel.split_once('/') {
                Some((top, _)) => format!("{top}/"),
                None => rel.clone(),
            };
            *kept_by.entry(top).or_default() += 1;
        }
        let kept_where = kept_by
            .into_iter()
            .map(|(top, n)| {
                if top.ends_with('/') {
                    format!("{top} ({n} file{})", if n == 1 { "" } else { "s" })
                } else {
                    top
                }
            })
            .collect();
        remove_tree(&self.staging).map_err(|e| io("remove", &self.staging, e))?;
        Ok(Committed {
            unchanged: built.len() - staged.len(),
            removed,
            kept,
            kept_where,
        })
    }

    /// Whether the output folder already holds exactly these bytes at `rel`.
    fn unchanged(&self, rel: &str, bytes: &[u8]) -> bool {
        let path = self.out.join(rel);
        !self.through_link(rel)
            && std::fs::symlink_metadata(&path)
                .is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64)
            && std::fs::read(&path).is_ok_and(|old| old == bytes)
    }
}

fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

pub(super) fn is_link(p: &Path) -> bool {
    std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_symlink())
}

/// `path` inside `base`, with `/` between its parts, as the build names files.
fn relative(base: &Path, path: &Path) -> String {
    let parts: Vec<String> = path
        .strip_prefix(base)
        .unwrap_or(path)
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts.join("/")
}

impl Sink for Staging {
    fn put(&self, rel: &str, bytes: &[u8]) -> Result<(), String> {
        if !is_inside(rel) || rel == MARKER {
            return Err(format!(
                "refusing to write `{rel}` outside the output folder"
            ));
        }
        if self.update {
            lock(&self.built).push(rel.to_string());
            if self.unchanged(rel, bytes) {
                return Ok(());
            }
            lock(&self.staged).push(rel.to_string());
        }
        let path = self.staging.join(rel);
        if let Some(dir) = path.parent() {
            // Made before it is recorded, so no thread writes into a folder not yet made.
            let made = lock(&self.made).contains(dir);
            if !made {
                std::fs::create_dir_all(dir).map_err(|e| io("create", dir, e))?;
                lock(&self.made).insert(dir.to_path_buf());
            }
        }
        std::fs::write(&path, bytes).map_err(|e| io("write", &path, e))
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            remove_ours(&self.staging);
        }
    }
}
