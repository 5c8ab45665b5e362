//! The search index: every content page that is searchable (not borrowed from another
//! language, not `search = false`), indexed by Pagefind as a library into one index per
//! language, at `/pagefind/` (Pagefind's own place, so its standard script finds it:
//! `import('/pagefind/pagefind.js')`, then `search(term)`).
//!
//! Pagefind takes the pages as rendered: the page template marks what is indexed
//! (`data-pagefind-body` on `<main>`, `data-pagefind-ignore` on a board's controls),
//! and the section headings weigh most (the copy Pagefind reads gives `h2` and `h3`
//! its largest weight), so the page that explains a term under its heading comes
//! before one that only mentions it often. Every element with an id is an anchor, so a
//! result can lead to the heading or the figure that holds the term.
//!
//! The languages are indexed in parallel, each by an index of its own, and their bundles
//! put together (their files are named by language; the entry file lists them all). A
//! language's bundle is kept in the cache folder, named by what went into it, so a build
//! whose pages of a language are unchanged takes that bundle as it is.

use super::super::model::Site;
use super::super::render::Pages;
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The folder of the site the index goes in (Pagefind's default).
pub const FOLDER: &str = "pagefind";

/// The file that lists the languages of the bundle and their indexes.
const ENTRY: &str = "pagefind-entry.json";

pub(crate) struct SearchIndex;

impl Output for SearchIndex {
    fn name(&self) -> &'static str {
        "search"
    }

    fn scope(&self) -> Scope {
        Scope::Later
    }

    fn make(&self, site: &Site, pages: &Pages, out: &mut Out<'_>) {
        if !site.config.search {
            return;
        }
        // The search box's words, which every page with a box carries: a site made
        // before the box lacks them, and its pages show no box (the index is made all
        // the same). Only a site whose templates show the box is told.
        let shows_box = site.templates.mention("search_words");
        for (lang, words) in site.search_words.iter().filter(|_| shows_box) {
            if let Err(e) = words {
                out.warn(
                    Diagnostic::new(
                        Path::new(&format!("locales/{lang}")),
                        1,
                        1,
                        format!("{e}: the pages show no search box until it is there (`tabula init` writes the search-* messages into locales/en/site.ftl)"),
                    )
                    .lang(lang),
                );
            }
        }
        match index(&cache_of(&site.root), &site.root, &docs(pages)) {
            Ok(files) => {
                for (rel, bytes) in files {
                    out.put_shared(rel, bytes);
                }
            }
            Err(errors) => out.errors(errors),
        }
    }
}

/// One page to index: its language, its address, its source file and what is indexed.
#[derive(Debug, Clone)]
pub(crate) struct Doc {
    pub(crate) lang: String,
    pub(crate) url: String,
    pub(crate) file: PathBuf,
    pub(crate) html: Arc<str>,
}

/// The pages to index, from the rendered pages (each keeps what is indexed of it).
pub(crate) fn docs(pages: &Pages) -> Vec<Doc> {
    pages
        .values()
        .flatten()
        .filter_map(|r| {
            let (html, file) = r.search.clone()?;
            let lang = r.rel.split('/').next().unwrap_or_default().to_string();
            let url = format!("/{}", r.rel.trim_end_matches("index.html"));
            Some(Doc {
                lang,
                url,
                file,
                html,
            })
        })
        .collect()
}

/// The cache folder of the language bundles: `search/` in the site's cache folder.
pub(crate) fn cache_of(root: &Path) -> PathBuf {
    crate::config::cache_dir(root).join("search")
}

/// What is indexed of a rendered page: the page without its pictures and scripts
/// (which hold no words), so that what is kept of a page until the index is made is
/// small, and with its section headings weighed most.
pub(crate) fn document(html: &str) -> String {
    weigh_headings(&without_pictures(html))
}

/// The page with each section heading (`h2`, `h3`) given Pagefind's largest weight:
/// a heading names what its section explains, so the page that explains a term under
/// its heading ranks before pages that only mention it often (Pagefind's own weights
/// for headings are below that). Only the copy Pagefind reads gets the attribute.
fn weigh_headings(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + 256);
    let mut rest = html;
    while let Some(i) = rest.find("<h") {
        let after = &rest[i + 2..];
        // `h2` or `h3` and then the tag's end or its attributes (the digit is one byte).
        let section = after.starts_with(['2', '3']) && after[1..].starts_with([' ', '>']);
        out.push_str(&rest[..i + 2]);
        rest = after;
        if section {
            out.push_str(&rest[..1]);
            out.push_str(" data-pagefind-weight=\"10\"");
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    out
}

/// The page without its pictures and scripts.
fn without_pictures(html: &str) -> String {
    let mut out = String::with_capacity(html.len() / 2);
    let mut rest = html;
    loop {
        let next = ["<svg", "<script"]
            .iter()
            .filter_map(|tag| rest.find(tag).map(|i| (i, *tag)))
            .min();
        let Some((i, tag)) = next else { break };
        out.push_str(&rest[..i]);
        let close = format!("</{}>", &tag[1..]);
        match rest[i..].find(&close) {
            Some(j) => rest = &rest[i + j + close.len()..],
            None => {
                rest = "";
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

/// One language's bundle: Pagefind's files, by their path in the bundle.
type Bundle = BTreeMap<String, Arc<[u8]>>;

/// Files of the site, as (path in the site, bytes).
pub(crate) type SiteFiles = Vec<(String, Arc<[u8]>)>;

/// Every file of the bundle, as (path in the site, bytes): each language indexed on its
/// own (in parallel, or taken from the cache), then put together.
pub(crate) fn index(cache: &Path, root: &Path, docs: &[Doc]) -> Result<SiteFiles, Vec<Diagnostic>> {
    let mut by_lang: BTreeMap<&str, Vec<&Doc>> = BTreeMap::new();
    for d in docs {
        by_lang.entry(d.lang.as_str()).or_default().push(d);
    }
    if by_lang.is_empty() {
        return Ok(Vec::new());
    }
    let bundles: Vec<Result<Bundle, Vec<Diagnostic>>> = by_lang
        .par_iter()
        .map(|(lang, docs)| bundle_of(cache, root, lang, docs))
        .collect();
    let mut errors = Vec::new();
    let mut ok = Vec::new();
    for b in bundles {
        match b {
            Ok(b) => ok.push(b),
            Err(e) => errors.extend(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    merge(ok).map_err(|e| vec![Diagnostic::new(Path::new(FOLDER), 0, 0, e)])
}

/// The beginning of the names of a site's bundles of a language in the cache: the
/// language and the site's folder (sites that share a cache keep their own bundles).
fn prefix_of(root: &Path, lang: &str) -> String {
    format!(
        "{lang}-{}-",
        &crate::diagram::hash(&root.to_string_lossy())[..8]
    )
}

/// The name of a language's bundle in the cache: its prefix and what went into it.
fn key_of(prefix: &str, lang: &str, docs: &[&Doc]) -> String {
    let mut text = format!("tabula {} pagefind 1.6 {lang}\n", env!("CARGO_PKG_VERSION"));
    let mut h = crate::diagram::Fnv::default();
    h.write(text.as_bytes());
    for d in docs {
        text.clear();
        text.push_str(&format!("\n{}\n{}\n", d.url, d.html.len()));
        h.write(text.as_bytes());
        h.write(d.html.as_bytes());
    }
    format!("{prefix}{}", h.hex())
}

/// A language's bundle, from the cache or made.
fn bundle_of(
    cache: &Path,
    root: &Path,
    lang: &str,
    docs: &[&Doc],
) -> Result<Bundle, Vec<Diagnostic>> {
    let prefix = prefix_of(root, lang);
    let key = key_of(&prefix, lang, docs);
    if let Some(b) = read_cached(&cache.join(&key)) {
        return Ok(b);
    }
    let bundle = make_bundle(lang, docs)?;
    // The cache only saves time: a bundle it cannot keep is made again next time.
    let _ = write_cached(cache, &prefix, &key, &bundle);
    Ok(bundle)
}

/// Indexes one language's pages with Pagefind.
fn make_bundle(lang: &str, docs: &[&Doc]) -> Result<Bundle, Vec<Diagnostic>> {
    let bug = |e: String| {
        vec![Diagnostic::new(
            Path::new(FOLDER),
            0,
            0,
            format!("the search index of `{lang}` could not be made: {e}"),
        )
        .lang(lang)]
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|e| bug(e.to_string()))?;
    let options = pagefind::options::PagefindServiceConfig::builder()
        .force_language(lang.to_string())
        .build();
    let mut index =
        pagefind::api::PagefindIndex::new(Some(options)).map_err(|e| bug(e.to_string()))?;
    runtime.block_on(async {
        let mut errors = Vec::new();
        for d in docs {
            if let Err(e) = index
                .add_html_file(None, Some(d.url.clone()), d.html.to_string())
                .await
            {
                errors.push(
                    Diagnostic::new(
                        &d.file,
                        1,
                        1,
                        format!(
                            "the search index cannot read the page {} ({e}); fix its HTML, or keep it out of search with `search = false` in its front matter",
                            d.url
                        ),
                    )
                    .lang(lang),
                );
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let files = index.get_files().await.map_err(|e| bug(e.to_string()))?;
        Ok(files
            .into_iter()
            .map(|f| {
                (
                    f.filename.to_string_lossy().replace('\\', "/"),
                    Arc::from(f.contents),
                )
            })
            .collect())
    })
}

/// The languages' bundles as one: the files of each (named by its language, or the same
/// in all), and one entry file that lists every language.
fn merge(bundles: Vec<Bundle>) -> Result<SiteFiles, String> {
    let mut files: BTreeMap<String, Arc<[u8]>> = BTreeMap::new();
    let mut entry: Option<serde_json::Value> = None;
    for b in bundles {
        for (name, bytes) in b {
            if name == ENTRY {
                let this: serde_json::Value = serde_json::from_slice(&bytes)
                    .map_err(|e| format!("Pagefind's {ENTRY} does not read: {e}"))?;
                match entry.as_mut() {
                    None => entry = Some(this),
                    Some(all) => {
                        let langs = this
                            .get("languages")
                            .and_then(|l| l.as_object())
                            .cloned()
                            .unwrap_or_default();
                        if let Some(map) = all.get_mut("languages").and_then(|l| l.as_object_mut())
                        {
                            map.extend(langs);
                        }
                    }
                }
                continue;
            }
            match files.get(&name) {
                Some(other) if **other != *bytes => {
                    return Err(format!(
                        "two languages' indexes both have `{name}`, with different bytes"
                    ))
                }
                _ => {
                    files.insert(name, bytes);
                }
            }
        }
    }
    if let Some(entry) = entry {
        files.insert(ENTRY.to_string(), Arc::from(entry.to_string().into_bytes()));
    }
    Ok(files
        .into_iter()
        .map(|(name, bytes)| (format!("{FOLDER}/{name}"), bytes))
        .collect())
}

/// The list of a cached bundle's files, with their sizes: written last, read first.
const MANIFEST: &str = "files.txt";

/// A bundle the cache holds under `dir`, if it is whole: every file its list names,
/// at its size. (A bundle is written into a folder of its own and renamed into place;
/// another build may remove it meanwhile, and then it is made again.)
fn read_cached(dir: &Path) -> Option<Bundle> {
    let list = std::fs::read_to_string(dir.join(MANIFEST)).ok()?;
    let mut out = Bundle::new();
    for line in list.lines() {
        let (size, rel) = line.split_once(' ')?;
        if !crate::site::output::is_inside(rel) {
            return None;
        }
        let bytes = std::fs::read(dir.join(rel)).ok()?;
        if bytes.len().to_string() != size {
            return None;
        }
        out.insert(rel.to_string(), Arc::from(bytes));
    }
    out.contains_key(ENTRY).then_some(out)
}

/// Keeps a language's bundle in the cache under `key`, and drops the older ones of the
/// same language and site (`prefix`).
fn write_cached(cache: &Path, prefix: &str, key: &str, bundle: &Bundle) -> std::io::Result<()> {
    std::fs::create_dir_all(cache)?;
    let tmp = cache.join(format!(".{key}.{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let mut list = String::new();
    for (rel, bytes) in bundle {
        let path = tmp.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, bytes)?;
        list.push_str(&format!("{} {rel}\n", bytes.len()));
    }
    std::fs::write(tmp.join(MANIFEST), list)?;
    // Another build may have put the same bundle in place meanwhile: it is the same.
    if std::fs::rename(&tmp, cache.join(key)).is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    for e in std::fs::read_dir(cache)?.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if name != key && name.starts_with(prefix) {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_weighs_its_section_headings_most() {
        let doc = super::document("<h1>T</h1><h2 id=\"a\">House</h2><h3>Sub</h3><hr><h4>x</h4><hé");
        assert_eq!(
            doc,
            "<h1>T</h1><h2 data-pagefind-weight=\"10\" id=\"a\">House</h2><h3 data-pagefind-weight=\"10\">Sub</h3><hr><h4>x</h4><hé"
        );
    }

    #[test]
    fn a_document_keeps_the_words_and_drops_pictures_and_scripts() {
        let html = "<main><h2 id=\"a\">Safe</h2><svg viewBox=\"0 0 1 1\"><path d=\"M0\"/></svg><p>squares</p><script>let x = 1;</script><figure id=\"f\">x</figure></main>";
        assert_eq!(
            document(html),
            "<main><h2 data-pagefind-weight=\"10\" id=\"a\">Safe</h2><p>squares</p><figure id=\"f\">x</figure></main>"
        );
        // An element left open drops the rest (a page tabula made has none).
        assert_eq!(document("<p>a</p><svg><path/>"), "<p>a</p>");
    }

    #[test]
    fn a_cached_bundle_is_taken_only_whole() {
        let cache = tempfile::tempdir().unwrap();
        let mut bundle = Bundle::new();
        bundle.insert(ENTRY.into(), Arc::from(b"{}".to_vec()));
        bundle.insert(
            "fragment/en_1.pf_fragment".into(),
            Arc::from(b"abc".to_vec()),
        );
        write_cached(cache.path(), "en-site-", "en-site-1", &bundle).unwrap();
        let dir = cache.path().join("en-site-1");
        assert_eq!(read_cached(&dir), Some(bundle.clone()));
        // A newer bundle of the language and site takes the older one's place.
        write_cached(cache.path(), "en-site-", "en-site-2", &bundle).unwrap();
        assert!(!dir.exists());
        let dir = cache.path().join("en-site-2");
        // A file cut short, or gone, and the bundle is made again.
        std::fs::write(dir.join("fragment/en_1.pf_fragment"), b"ab").unwrap();
        assert_eq!(read_cached(&dir), None);
        std::fs::remove_file(dir.join("fragment/en_1.pf_fragment")).unwrap();
        assert_eq!(read_cached(&dir), None);
    }

    #[test]
    fn bundles_are_put_together_with_one_entry_listing_every_language() {
        let bundle = |lang: &str| {
            let mut b = Bundle::new();
            b.insert(
                ENTRY.into(),
                Arc::from(
                    format!(r#"{{"version":"1.6.0","languages":{{"{lang}":{{"hash":"{lang}_1","wasm":"{lang}","page_count":2}}}},"include_characters":[]}}"#)
                        .into_bytes(),
                ),
            );
            b.insert("pagefind.js".into(), Arc::from(b"same".to_vec()));
            b.insert(
                format!("fragment/{lang}_1.pf_fragment"),
                Arc::from(b"x".to_vec()),
            );
            b
        };
        let files = merge(vec![bundle("en"), bundle("ja")]).unwrap();
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(
            names,
            [
                "pagefind/fragment/en_1.pf_fragment",
                "pagefind/fragment/ja_1.pf_fragment",
                "pagefind/pagefind-entry.json",
                "pagefind/pagefind.js"
            ]
        );
        let entry: serde_json::Value = serde_json::from_slice(&files[2].1).unwrap();
        let langs: Vec<&String> = entry["languages"].as_object().unwrap().keys().collect();
        assert_eq!(langs, ["en", "ja"]);
        // The same name with other bytes is a fault, not a silent choice.
        let mut other = bundle("de");
        other.insert("pagefind.js".into(), Arc::from(b"other".to_vec()));
        assert!(merge(vec![bundle("en"), other]).is_err());
    }
}
