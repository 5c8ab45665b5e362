//! Writing the built site: every file goes into a staging folder beside the output
//! folder, which replaces the output folder only once the whole build succeeded,
//! so a failed build leaves the previous site whole. Paths are checked so nothing
//! is written outside the output folder.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

/// The files of a built site: relative path → bytes. Sorted, so writing is deterministic.
#[derive(Debug, Default)]
pub struct Files {
    pub files: BTreeMap<String, Vec<u8>>,
}

impl Files {
    pub fn add(&mut self, path: impl Into<String>, bytes: impl Into<Vec<u8>>) {
        self.files.insert(path.into(), bytes.into());
    }
}

/// Whether a relative path stays inside the folder it is joined to.
pub fn is_inside(rel: &str) -> bool {
    let p = Path::new(rel);
    !rel.is_empty()
        && p.components().all(|c| matches!(c, Component::Normal(_)))
}

/// Writes the files to a staging folder, then swaps it in for `out`.
pub fn write(out: &Path, files: &Files) -> std::io::Result<()> {
    let parent = out.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let name = out.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "dist".into());
    let staging = parent.join(format!(".{name}.staging-{}", std::process::id()));
    if staging.exists() {
        std::fs::remove_dir_all(&staging)?;
    }
    std::fs::create_dir_all(&staging)?;
    let result = (|| {
        for (rel, bytes) in &files.files {
            if !is_inside(rel) {
                return Err(std::io::Error::other(format!("refusing to write `{rel}` outside the output folder")));
            }
            let path = staging.join(rel);
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(&path, bytes)?;
        }
        Ok(())
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_dir_all(&staging);
        return Err(e);
    }
    let old: PathBuf = parent.join(format!(".{name}.old-{}", std::process::id()));
    if out.exists() {
        std::fs::rename(out, &old)?;
    }
    if let Err(e) = std::fs::rename(&staging, out) {
        // Put the previous site back.
        if old.exists() {
            let _ = std::fs::rename(&old, out);
        }
        return Err(e);
    }
    if old.exists() {
        std::fs::remove_dir_all(&old)?;
    }
    Ok(())
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
}
