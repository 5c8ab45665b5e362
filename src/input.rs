//! Reading the site's source files, the same way in every folder (`content/`,
//! `locales/`, `templates/`, `static/`, the rule data): only regular files are read,
//! with a bound on their size, so a FIFO, a device or a huge file cannot hang the
//! build or fill memory; text is UTF-8 (an error names the line and column of the
//! first bad byte) with a leading byte-order mark dropped.
//!
//! Symbolic links are followed everywhere and read as what they point to, when that
//! is a regular file or a folder. A link to anything else, a broken link or a loop
//! of links is an error naming the link.

use crate::diagnostics::{line_col, Diagnostic};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest text file read: a page, a Fluent file, a template, rule data.
pub const MAX_TEXT: u64 = 16 * 1024 * 1024;
/// The largest file copied from `static/`.
pub const MAX_STATIC: u64 = 256 * 1024 * 1024;

fn mib(n: u64) -> String {
    format!("{} MiB", n / (1024 * 1024))
}

/// The bytes of a regular file of at most `limit` bytes.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, Diagnostic> {
    let fail = |m: String| Diagnostic::new(path, 1, 1, m);
    // `metadata` follows links: what matters is what is read.
    let meta = std::fs::metadata(path).map_err(|e| fail(format!("cannot read: {e}")))?;
    if !meta.is_file() {
        return Err(fail(format!(
            "not a regular file ({}): tabula reads only files and folders; remove it or replace it with a file",
            kind_of(&meta)
        )));
    }
    if meta.len() > limit {
        return Err(fail(format!(
            "the file is {} bytes, more than the {} tabula reads: split it",
            meta.len(),
            mib(limit)
        )));
    }
    let file = std::fs::File::open(path).map_err(|e| fail(format!("cannot read: {e}")))?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The file may have grown since: read at most one byte past the limit to know.
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| fail(format!("cannot read: {e}")))?;
    if bytes.len() as u64 > limit {
        return Err(fail(format!(
            "the file is more than the {} tabula reads: split it",
            mib(limit)
        )));
    }
    Ok(bytes)
}

/// The text of a regular file of at most `limit` bytes, without a leading BOM.
pub fn read_text(path: &Path, limit: u64) -> Result<String, Diagnostic> {
    let bytes = read_bytes(path, limit)?;
    text_of(path, bytes)
}

/// UTF-8 text from bytes, without a leading BOM; an error names the first bad byte's line.
pub fn text_of(path: &Path, bytes: Vec<u8>) -> Result<String, Diagnostic> {
    match String::from_utf8(bytes) {
        Ok(mut text) => {
            if text.starts_with('\u{feff}') {
                text.drain(..'\u{feff}'.len_utf8());
            }
            Ok(text)
        }
        Err(e) => {
            let valid = e.utf8_error().valid_up_to();
            let good = std::str::from_utf8(&e.as_bytes()[..valid]).unwrap_or_default();
            let (line, column) = line_col(good, valid);
            Err(Diagnostic::new(
                path,
                line,
                column,
                "the file is not UTF-8 text: save it as UTF-8",
            ))
        }
    }
}

fn kind_of(meta: &std::fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_fifo() {
            return "a named pipe";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if meta.is_dir() {
        "a folder"
    } else {
        "not a file"
    }
}

/// Every file under `dir` that is not a folder, sorted by path, links followed.
/// A missing `dir` has no files. Entries that cannot be walked (a broken link, a
/// loop) are errors naming them.
pub fn files_under(dir: &Path) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    files_where(dir, |_| true)
}

/// Like [`files_under`], skipping the folders (and everything in them) for which
/// `descend` is false; `descend` gets the folder's path relative to `dir`.
pub fn files_where(dir: &Path, descend: impl Fn(&Path) -> bool) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    let (files, errors, _) = files_and_links_where(dir, descend);
    (files, errors)
}

/// [`files_where`], and whether any file or folder on the way was a symbolic link.
pub fn files_and_links_where(
    dir: &Path,
    descend: impl Fn(&Path) -> bool,
) -> (Vec<PathBuf>, Vec<Diagnostic>, bool) {
    let mut links = false;
    let mut files = Vec::new();
    let mut errors = Vec::new();
    if !dir.exists() {
        return (files, errors, links);
    }
    let walker = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| {
            e.depth() == 0
                || !e.file_type().is_dir()
                || descend(e.path().strip_prefix(dir).unwrap_or(e.path()))
        });
    for entry in walker {
        match entry {
            Ok(e) if e.file_type().is_dir() => links |= e.path_is_symlink(),
            Ok(e) => {
                links |= e.path_is_symlink();
                files.push(e.into_path())
            }
            Err(e) => {
                let path = e
                    .path()
                    .map(Path::to_path_buf)
                    .unwrap_or_else(|| dir.to_path_buf());
                let why = if e.loop_ancestor().is_some() {
                    "a link that loops back to a folder above it".to_string()
                } else {
                    e.io_error()
                        .map(|io| io.to_string())
                        .unwrap_or_else(|| e.to_string())
                };
                errors.push(Diagnostic::new(
                    &path,
                    1,
                    1,
                    format!("cannot read: {why}; remove or fix the link"),
                ));
            }
        }
    }
    files.sort();
    (files, errors, links)
}

/// Every `<game>.toml` of a data folder (`content/stats/`, `content/solved/`), read
/// and parsed, by game; a folder that does not exist holds none. Every file that
/// cannot be read or parsed is reported, together.
pub fn data_files<T>(
    dir: &Path,
    parse: impl Fn(&Path, &str) -> Result<T, Diagnostic>,
) -> Result<std::collections::BTreeMap<String, (PathBuf, T)>, Vec<Diagnostic>> {
    let mut out = std::collections::BTreeMap::new();
    if !dir.exists() {
        return Ok(out);
    }
    let (files, mut errors) = files_under(dir);
    for path in files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
    {
        let Some(game) = path.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
            continue;
        };
        match read_text(&path, MAX_TEXT).and_then(|text| parse(&path, &text)) {
            Ok(f) => {
                out.insert(game, (path, f));
            }
            Err(d) => errors.push(d),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_byte_is_reported_on_its_line() {
        let e = text_of(Path::new("x.ftl"), b"a = 1\nb = 2\nc = \xff\n".to_vec()).unwrap_err();
        assert_eq!((e.line, e.column), (3, 5));
    }

    #[test]
    fn a_leading_bom_is_dropped() {
        assert_eq!(
            text_of(Path::new("x"), "\u{feff}a = 1".as_bytes().to_vec()).unwrap(),
            "a = 1"
        );
    }
}
