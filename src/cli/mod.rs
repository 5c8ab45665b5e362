//! The commands behind `tabula`'s subcommands; `main.rs` only parses arguments.

pub mod build;
pub mod check;
pub mod diagram;
pub mod init;
pub mod moves;
pub mod new_language;
pub mod solve;
pub mod stats;

/// Refuses to replace a file that the command did not write: one whose first line is
/// not `header` (a missing file is fine). `command` and `header_name` (`the statistics
/// header`) name them in the message.
pub(crate) fn check_owned(
    path: &std::path::Path,
    header: &str,
    header_name: &str,
    command: &str,
) -> Result<(), String> {
    match std::fs::symlink_metadata(path) {
        Err(_) => Ok(()),
        Ok(m) if !m.is_file() => Err(format!(
            "{}: is not a regular file, so {command} will not replace it: move it away",
            path.display()
        )),
        Ok(_) => {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            if text.lines().next() == Some(header) {
                Ok(())
            } else {
                Err(format!(
                    "{}: this file was not written by {command} (its first line is not {header_name}), so it is left as it is: move it away or remove it, then run {command} again",
                    path.display()
                ))
            }
        }
    }
}

/// Writes a data file through a temporary file beside it, so a killed run leaves the
/// old file whole.
pub(crate) fn write_whole(path: &std::path::Path, text: &str) -> Result<(), String> {
    write_bytes_whole(path, text.as_bytes())
}

/// Writes bytes whole or not at all, as [`write_whole`] writes text.
pub(crate) fn write_bytes_whole(path: &std::path::Path, text: &[u8]) -> Result<(), String> {
    let dir = path.parent().unwrap_or(std::path::Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let tmp = dir.join(format!(
        ".{}.tabula-{}",
        path.file_name().unwrap_or_default().to_string_lossy(),
        std::process::id()
    ));
    std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot replace {}: {e}", path.display())
    })
}
