//! Loading `content/`: every page is `NAME.LANG.md` with TOML front matter between
//! `+++` lines. A page's path is its file's path without the language, the same in
//! every language, so translations pair by path. All problems are collected.

pub mod rule_data;

use crate::diagnostics::{line_col, Diagnostic, Report};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What a page is, which decides its template.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    Home,
    Game,
    Rules,
    Tutorial,
    Variants,
    Variant,
    About,
    Page,
}

impl Kind {
    pub fn template(self) -> &'static str {
        match self {
            Kind::Home => "home.html",
            Kind::Variants => "section.html",
            Kind::Game => "section.html",
            _ => "page.html",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Home => "home",
            Kind::Game => "game",
            Kind::Rules => "rules",
            Kind::Tutorial => "tutorial",
            Kind::Variants => "variants",
            Kind::Variant => "variant",
            Kind::About => "about",
            Kind::Page => "page",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    pub title: String,
    pub description: String,
    #[serde(default = "page_kind")]
    pub kind: Kind,
    /// Rules and variant pages: the variant the page is about.
    #[serde(default)]
    pub variant: Option<String>,
    #[serde(default)]
    pub weight: i32,
    /// Whether the page is in the site's search index (`search = false` keeps it out).
    #[serde(default = "yes")]
    pub search: bool,
}

fn yes() -> bool {
    true
}

fn page_kind() -> Kind {
    Kind::Page
}

/// One page in one language.
#[derive(Debug, Clone)]
pub struct Page {
    /// The path shared by all languages: `""` (home), `senet`, `senet/variants/bell`.
    pub path: String,
    pub lang: String,
    pub file: PathBuf,
    pub front: FrontMatter,
    /// Shared, so a page kept by the preview server between rebuilds is not copied.
    pub body: std::sync::Arc<str>,
    /// The line of the file on which `body` starts (1-based).
    pub body_line: usize,
}

/// Every page of the site, by path and language.
#[derive(Debug, Clone, Default)]
pub struct Content {
    pub pages: BTreeMap<(String, String), Page>,
}

impl Content {
    pub fn get(&self, path: &str, lang: &str) -> Option<&Page> {
        self.pages.get(&(path.to_string(), lang.to_string()))
    }

    /// Every distinct page path.
    pub fn paths(&self) -> BTreeSet<String> {
        self.pages.keys().map(|(p, _)| p.clone()).collect()
    }

    /// The languages a path exists in.
    pub fn languages_of(&self, path: &str) -> Vec<String> {
        self.pages
            .keys()
            .filter(|(p, _)| p == path)
            .map(|(_, l)| l.clone())
            .collect()
    }
}

/// Reads every page under `dir` (skipping `games/`, the rule data).
pub fn load(dir: &Path, languages: &BTreeSet<String>) -> Result<Content, Report> {
    load_cached(dir, languages, &mut PageCache::default(), None)
}

/// A file's size and modification time: a page file with the same stamp as when it was
/// read is taken as unchanged (ext4 and most file systems keep nanoseconds).
type Stamp = (u64, Option<std::time::SystemTime>);

/// Whether a file's stamp can tell a later change from this version. File times are
/// coarse (a clock tick; two seconds on FAT), so a file changed just before it was read
/// could change again with the same size and time: such a file is read again at every
/// load until its time is safely in the past (as git treats "racily clean" files).
fn settled(stamp: &Stamp) -> bool {
    stamp
        .1
        .is_some_and(|m| m + std::time::Duration::from_secs(2) < std::time::SystemTime::now())
}

fn stamp(file: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(file).ok()?;
    meta.is_file().then(|| (meta.len(), meta.modified().ok()))
}

/// Pages read by earlier loads, for the preview server: a rebuild reads again only the
/// files whose stamp changed, and everything else is loaded exactly as a build loads it
/// (the walk, the names, the checks between pages). Pages that had errors are not kept.
#[derive(Default)]
pub struct PageCache {
    languages: BTreeSet<String>,
    pages: std::collections::HashMap<PathBuf, (Stamp, Page, u64)>,
    /// The page files of the last load, when its walk of the folder had no error.
    files: Option<BTreeSet<PathBuf>>,
}

impl PageCache {
    /// Makes the next load walk the folder.
    pub fn forget_list(&mut self) {
        self.files = None;
    }

    /// Whether the last load could list the page files from the file watcher's changes
    /// (no error in the walk, no links in the folder).
    pub fn has_list(&self) -> bool {
        self.files.is_some()
    }

    /// Forgets what was read of a file, so the next load reads it again.
    pub fn forget(&mut self, file: &Path) {
        self.pages.remove(file);
    }

    /// A fingerprint of a page's file as read (its path and text), if it was read through
    /// this cache.
    pub fn fingerprint(&self, file: &Path) -> Option<u64> {
        self.pages.get(file).map(|(_, _, f)| *f)
    }
}

/// A fingerprint of a page as read: its file, language, body and the line the body
/// starts on (what the preview server compares to tell whether a page must be
/// rendered again).
pub fn fingerprint(page: &Page) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (&page.file, &page.lang, &*page.body, page.body_line).hash(&mut h);
    h.finish()
}

fn is_page_file(p: &Path) -> bool {
    p.extension().is_some_and(|x| x == "md")
}

/// Patches the last load's list of page files (`cache.files`) with the changes (paths
/// the file watcher reported) and tells whether it could: a change needs a walk of the
/// folder when a folder or link was made, moved or removed, or no list was kept. The
/// changed files leave the cache.
fn patch(dir: &Path, cache: &mut PageCache, changed: &[PathBuf]) -> bool {
    let Some(mut files) = cache.files.take() else {
        return false;
    };
    for p in changed {
        let Ok(rel) = p.strip_prefix(dir) else {
            continue;
        };
        if rel.starts_with("games") {
            continue;
        }
        if rel.as_os_str().is_empty() {
            return false;
        }
        cache.pages.remove(p);
        match std::fs::symlink_metadata(p) {
            Ok(m) if m.is_file() => {
                if is_page_file(p) {
                    files.insert(p.clone());
                }
            }
            Ok(_) => return false,
            Err(_) if files.remove(p) => {}
            // Gone, and not a file we had: perhaps a folder.
            Err(_) if files.iter().any(|f| f.starts_with(p)) => return false,
            Err(_) => {}
        }
    }
    cache.files = Some(files);
    true
}

/// Reads every page under `dir` as [`load`] does, taking unchanged files from `cache`.
/// `changed`, when known, lists every path that changed since the last load through
/// this cache (the preview server's file watcher); `None` means "look at everything".
pub fn load_cached(
    dir: &Path,
    languages: &BTreeSet<String>,
    cache: &mut PageCache,
    changed: Option<&[PathBuf]>,
) -> Result<Content, Report> {
    if cache.languages != *languages {
        // Which files are pages, and their errors, depend on the languages.
        *cache = PageCache {
            languages: languages.clone(),
            ..Default::default()
        };
    }
    let mut report = Report::default();
    // Told what changed, the last walk's list is patched and the files in it that did
    // not change are trusted without a look; otherwise the folder is walked and every
    // file's stamp checked.
    let trusted = changed.is_some_and(|changed| patch(dir, cache, changed));
    let (files, keep) = match cache.files.take() {
        Some(files) if trusted => (files, true),
        _ => {
            let (files, errors, links) =
                crate::input::files_and_links_where(dir, |rel| rel != Path::new("games"));
            // Through a link, the watcher may name a file by another path: walk each time.
            let keep = errors.is_empty() && !links;
            report.extend(errors);
            (
                files.into_iter().filter(|p| is_page_file(p)).collect(),
                keep,
            )
        }
    };
    let out = load_files(dir, languages, cache, &files, trusted, report);
    if keep {
        cache.files = Some(files);
    }
    out
}

/// Loads `files` into `content`, from `cache` where it may (`trusted`: unchanged files
/// are in the cache and need no look), the others read and kept.
fn load_files(
    dir: &Path,
    languages: &BTreeSet<String>,
    cache: &mut PageCache,
    files: &BTreeSet<PathBuf>,
    trusted: bool,
    mut report: Report,
) -> Result<Content, Report> {
    if !trusted {
        // Files that are gone leave the cache (trusted, the changed ones already left it).
        cache.pages.retain(|f, _| files.contains(f));
    }
    let mut content = Content::default();
    for file in files {
        let now = if trusted && cache.pages.contains_key(file) {
            None
        } else {
            stamp(file)
        };
        let read = match cache.pages.get(file) {
            Some((_, page, _)) if trusted => Ok(page.clone()),
            Some((then, page, _)) if now.as_ref() == Some(then) => Ok(page.clone()),
            _ => {
                // Read again: what was kept of this file is out of date.
                cache.pages.remove(file);
                read_page(dir, file, languages).inspect(|page| {
                    if let Some(now) = now.filter(settled) {
                        cache
                            .pages
                            .insert(file.clone(), (now, page.clone(), fingerprint(page)));
                    }
                })
            }
        };
        match read {
            Ok(page) => {
                let key = (page.path.clone(), page.lang.clone());
                // `about.en.md` and `about/_index.en.md` are both the page /about.
                if let Some(first) = content.pages.get(&key) {
                    report.push(Diagnostic::new(&page.file, 1, 1, format!(
                        "this page has the same address, /{}/{}, as {}: rename or remove one of them",
                        page.lang,
                        if page.path.is_empty() { String::new() } else { format!("{}/", page.path) },
                        first.file.display()
                    )).lang(&page.lang));
                    continue;
                }
                content.pages.insert(key, page);
            }
            Err(d) => report.push(d),
        }
    }
    report.finish(content)
}

/// Reads one page file under the content folder `root`.
pub fn read_page(
    root: &Path,
    file: &Path,
    languages: &BTreeSet<String>,
) -> Result<Page, Diagnostic> {
    let rel = file.strip_prefix(root).unwrap_or(file);
    let name = rel.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    let parts: Vec<&str> = name.split('.').collect();
    if parts.len() != 3 {
        return Err(Diagnostic::new(
            file,
            1,
            1,
            format!("`{name}` is not a page name: name pages NAME.LANG.md, e.g. bell.en.md"),
        ));
    }
    let (stem, lang) = (parts[0], parts[1]);
    if !languages.contains(lang) {
        let known: Vec<&str> = languages.iter().map(|s| s.as_str()).collect();
        return Err(Diagnostic::new(file, 1, 1, format!(
            "unknown language tag `{lang}` in the file name; the site's languages are {} (add it to content/site.toml)",
            known.join(", ")
        )));
    }
    let mut segments: Vec<String> = Vec::new();
    for dir in rel.parent().into_iter().flat_map(|p| p.components()) {
        segments.push(dir.as_os_str().to_string_lossy().into_owned());
    }
    if stem != "_index" {
        segments.push(stem.to_string());
    }
    for s in &segments {
        if s.is_empty()
            || !s
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
            || s.starts_with('_')
        {
            return Err(Diagnostic::new(
                file,
                1,
                1,
                format!(
                "`{s}` cannot be part of a page's address: use lowercase letters, digits and `-`"
            ),
            )
            .lang(lang));
        }
    }
    let text = crate::input::read_text(file, crate::input::MAX_TEXT).map_err(|d| d.lang(lang))?;
    let (mut front, body, body_line) = split_front_matter(file, &text).map_err(|d| d.lang(lang))?;
    // A title and a description are shown as words of the page's language.
    front.title = crate::l10n::typography::apply(lang, &front.title).into_owned();
    front.description = crate::l10n::typography::apply(lang, &front.description).into_owned();
    Ok(Page {
        path: segments.join("/"),
        lang: lang.to_string(),
        file: file.to_path_buf(),
        front,
        body: body.into(),
        body_line,
    })
}

/// Splits `+++` front matter from the body and reads it.
pub fn split_front_matter(
    file: &Path,
    text: &str,
) -> Result<(FrontMatter, String, usize), Diagnostic> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Some(rest) = text
        .strip_prefix("+++\n")
        .or_else(|| text.strip_prefix("+++\r\n"))
    else {
        return Err(Diagnostic::new(file, 1, 1, "a page starts with front matter: a line `+++`, TOML (title, description, kind), and `+++`"));
    };
    let Some(end) = rest.find("\n+++") else {
        return Err(Diagnostic::new(
            file,
            1,
            1,
            "the front matter is not closed: add a line `+++` after it",
        ));
    };
    let toml_text = &rest[..end + 1];
    let front: FrontMatter = toml::from_str(toml_text).map_err(|e| {
        let (line, col) = line_col(toml_text, e.span().map_or(0, |s| s.start));
        Diagnostic::new(
            file,
            line + 1,
            col,
            format!("front matter: {}", e.message().trim()),
        )
    })?;
    let after = &rest[end + 4..];
    let after = after
        .strip_prefix("\r\n")
        .or_else(|| after.strip_prefix('\n'))
        .unwrap_or(after);
    let body_line = text[..text.len() - after.len()].matches('\n').count() + 1;
    Ok((front, after.to_string(), body_line))
}
