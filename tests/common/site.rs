//! Helpers for building copies of sites in temporary folders: the bundled site
//! (whole-site tests) and the small fixture sites of `tests/fixtures/` (one feature each).
//! A build of the bundled site takes seconds, so the tests that only read what it
//! writes share one build per test binary ([`bundled_build`]); a test that changes
//! the site, or builds it again, makes its own copy ([`SiteCopy::new`]).
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;

/// The PNG cache the tests share (`TABULA_CACHE_DIR`), so each copy of a site does not
/// rasterize every diagram again.
pub fn png_cache() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("png-cache")
}

/// A copy of a site (content, locales, templates, static) in a folder of its own,
/// removed with the copy.
pub struct SiteCopy {
    root: PathBuf,
    /// The temporary folder the copy is in, for a copy of one test.
    _dir: Option<tempfile::TempDir>,
}

/// The bundled site, copied and built once by the first test of a binary that asks for
/// it; `report` is what `tabula build` wrote to stderr (the fallback lines among it).
pub struct BundledBuild {
    pub site: SiteCopy,
    pub report: String,
}

/// The one shared build of the bundled site, for the tests that only read it (its
/// `dist/`, its sources, its build report): never write into it, never build it again.
/// It lives in `CARGO_TARGET_TMPDIR/bundled-build-PID/` for as long as the test binary
/// runs (a static is never dropped); the folders of binaries that have ended are
/// removed by the next one.
pub fn bundled_build() -> &'static BundledBuild {
    static BUILT: OnceLock<BundledBuild> = OnceLock::new();
    BUILT.get_or_init(|| {
        let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
        remove_ended_builds(tmp);
        let root = tmp.join(format!("bundled-build-{}", std::process::id()));
        if root.exists() {
            std::fs::remove_dir_all(&root).unwrap();
        }
        copy_bundled(&root);
        let site = SiteCopy { root, _dir: None };
        let report = site.build();
        BundledBuild { site, report }
    })
}

/// Removes the shared builds of test binaries that no longer run (Linux: no
/// `/proc/PID`); elsewhere they stay until `cargo clean`.
fn remove_ended_builds(tmp: &Path) {
    let Ok(entries) = std::fs::read_dir(tmp) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.strip_prefix("bundled-build-") else {
            continue;
        };
        if Path::new("/proc/self").exists() && !Path::new("/proc").join(pid).exists() {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// Copies the bundled site's folders into `to`.
fn copy_bundled(to: &Path) {
    let repo = bundled_root();
    for folder in ["content", "locales", "templates", "static"] {
        copy_dir(&repo.join(folder), &to.join(folder));
    }
}

/// The bundled site's folder: the repository's root.
pub fn bundled_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

impl SiteCopy {
    /// A copy of the bundled site of the test's own, to change or build.
    pub fn new() -> SiteCopy {
        let dir = tempfile::tempdir().unwrap();
        copy_bundled(dir.path());
        SiteCopy::in_temp(dir)
    }

    /// An empty folder of the test's own, for a site a command makes (`tabula init`).
    pub fn empty() -> SiteCopy {
        SiteCopy::in_temp(tempfile::tempdir().unwrap())
    }

    fn in_temp(dir: tempfile::TempDir) -> SiteCopy {
        SiteCopy {
            root: dir.path().to_path_buf(),
            _dir: Some(dir),
        }
    }

    /// Copies files or folders of the bundled site into this copy, at the same
    /// places (`"templates"`, `"locales/en/rules.ftl"`); a folder replaces the
    /// copy's folder of that name. For fixtures that need the real templates or messages.
    pub fn with_bundled(self, rels: &[&str]) -> SiteCopy {
        for rel in rels {
            let from = bundled_root().join(rel);
            let to = self.path(rel);
            if from.is_dir() {
                if to.exists() {
                    std::fs::remove_dir_all(&to).unwrap();
                }
                copy_dir(&from, &to);
            } else {
                std::fs::create_dir_all(to.parent().unwrap()).unwrap();
                std::fs::copy(&from, &to).unwrap_or_else(|e| panic!("{}: {e}", from.display()));
            }
        }
        self
    }

    /// A copy of a fixture site, `tests/fixtures/NAME/`: a small site made for one feature.
    pub fn fixture(name: &str) -> SiteCopy {
        let dir = tempfile::tempdir().unwrap();
        let from = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(name);
        assert!(from.is_dir(), "no fixture {}", from.display());
        copy_dir(&from, dir.path());
        SiteCopy::in_temp(dir)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }

    pub fn write(&self, rel: &str, text: &str) {
        let p = self.path(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.path(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
    }

    pub fn exists(&self, rel: &str) -> bool {
        self.path(rel).exists()
    }

    /// Removes a file or a folder of the copy.
    pub fn remove(&self, rel: &str) {
        let p = self.path(rel);
        if p.is_dir() {
            std::fs::remove_dir_all(&p).unwrap();
        } else {
            std::fs::remove_file(&p).unwrap_or_else(|e| panic!("{rel}: {e}"));
        }
    }

    /// Every page file of `content/` (not the rule data) as (path, language), read
    /// from the file names alone: `senet/_index.de.md` is ("senet", "de").
    pub fn page_files(&self) -> Vec<(String, String)> {
        let content = self.path("content");
        let mut out: Vec<(String, String)> = walkdir::WalkDir::new(&content)
            .into_iter()
            .filter_entry(|e| !(e.depth() == 1 && e.file_name() == "games"))
            .filter_map(|e| e.ok())
            .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "md"))
            .map(|e| {
                let rel = e
                    .path()
                    .strip_prefix(&content)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                let (stem, lang) = rel
                    .trim_end_matches(".md")
                    .rsplit_once('.')
                    .expect("NAME.LANG.md");
                let path = stem
                    .trim_end_matches("_index")
                    .trim_end_matches('/')
                    .to_string();
                (path, lang.to_string())
            })
            .collect();
        out.sort();
        out
    }

    pub fn edit(&self, rel: &str, from: &str, to: &str) {
        let text = self.read(rel);
        assert!(text.contains(from), "{rel} does not contain {from:?}");
        self.write(rel, &text.replacen(from, to, 1));
    }

    /// Runs `tabula ARGS` in the site folder: (status, stdout, stderr).
    pub fn tabula(&self, args: &[&str]) -> (i32, String, String) {
        self.tabula_with_cache(args, &png_cache())
    }

    /// Starts `tabula ARGS` in the site folder (a server, `serve`, that keeps running)
    /// with the shared PNG cache: the running child and the first line it printed.
    pub fn serve(&self, args: &[&str]) -> (Child, String) {
        serve_in(self.root(), args)
    }

    /// Runs `tabula ARGS` with its PNG cache in `cache`.
    pub fn tabula_with_cache(&self, args: &[&str], cache: &Path) -> (i32, String, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args(args)
            .current_dir(self.root())
            .env("TABULA_CACHE_DIR", cache)
            .output()
            .unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    }

    /// Runs `tabula ARGS` and kills it if it runs longer than `limit`, for inputs that
    /// could make it hang (not a timing assertion). `Ok((exit code, or None for a
    /// signal; stderr))`, or `Err(stderr so far)` if it had to be killed. Stderr is read
    /// on a thread, so a full pipe cannot stall the child.
    pub fn tabula_bounded(
        &self,
        args: &[&str],
        limit: std::time::Duration,
    ) -> Result<(Option<i32>, String), String> {
        let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("png-cache");
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args(args)
            .current_dir(self.root())
            .env("TABULA_CACHE_DIR", cache)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut pipe = child.stderr.take().unwrap();
        let reader = std::thread::spawn(move || {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut pipe, &mut bytes).ok();
            String::from_utf8_lossy(&bytes).into_owned()
        });
        let start = std::time::Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > limit {
                child.kill().unwrap();
                child.wait().unwrap();
                return Err(reader.join().unwrap());
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        };
        Ok((status.code(), reader.join().unwrap()))
    }

    /// Builds into `dist/` and panics with the report if the build fails.
    pub fn build(&self) -> String {
        let (code, _, err) = self.tabula(&["build"]);
        assert_eq!(code, 0, "build failed:\n{err}");
        err
    }

    /// A built file as a reader reads it: without the soft hyphens the build puts in
    /// table cells (where a long word may break; invisible until it does).
    pub fn dist(&self, rel: &str) -> String {
        self.dist_raw(rel).replace('\u{ad}', "")
    }

    /// A built file byte for byte.
    pub fn dist_raw(&self, rel: &str) -> String {
        self.read(&format!("dist/{rel}"))
    }
}

pub fn copy_dir(from: &Path, to: &Path) {
    for e in walkdir::WalkDir::new(from)
        .into_iter()
        .filter_map(|e| e.ok())
    {
        let rel = e.path().strip_prefix(from).unwrap();
        let target = to.join(rel);
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// Every file under a folder with its bytes, sorted.
pub fn snapshot_dir(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            (
                e.path()
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

/// The difference table of a built page, as text rows `rule | standard | variant`.
pub fn table_rows(html: &str) -> Vec<String> {
    let start = html
        .find("<div class=\"differences\">")
        .expect("a difference table");
    let table = &html[start..start + html[start..].find("</table>").unwrap()];
    table
        .split("<tr>")
        .skip(1)
        .map(|row| {
            let mut cells = Vec::new();
            let mut rest = row;
            while let Some(i) = rest.find("<t") {
                let after = &rest[i..];
                let Some(open_end) = after.find('>') else {
                    break;
                };
                let body = &after[open_end + 1..];
                let Some(close) = body.find("</t") else { break };
                cells.push(body[..close].replace("&#39;", "'").replace("&amp;", "&"));
                rest = &body[close + 3..];
            }
            cells.join(" | ")
        })
        .collect()
}

/// [`SiteCopy::serve`] in any folder.
pub fn serve_in(dir: &Path, args: &[&str]) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .current_dir(dir)
        .env("TABULA_CACHE_DIR", png_cache())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    (child, line)
}
