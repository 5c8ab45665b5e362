//! The site offline: a service worker (`/sw.js`) and a web app manifest for each
//! language (`/<lang>/manifest.webmanifest`, named and described in that language, so
//! that a reader who installs the German site gets a German app; the default
//! language's is also at `/manifest.webmanifest`, for a template that names it there).
//! A class without a network opens the play pages it visited before, with their engine
//! and words.
//!
//! The worker is written for one build: it carries the digest of every page and of
//! every file it keeps ahead (the engine's files and the static files at the site's
//! root), and its cache is named by the digest of that whole list, so a new build
//! makes a new worker whose cache replaces the old one. It fetches from the network
//! first; it keeps a file only when its bytes are this build's, and serves from its
//! cache only when the network fails, so a reader never gets a page of one build
//! beside the engine of another. A file of another build seen online means a new
//! version is live: the worker tells the page, which says so. Made last, from the
//! digests of every file the build wrote.

use super::super::model::Site;
use super::super::output::Files;
use super::super::render::Pages;
use super::{digest, Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use std::collections::BTreeMap;

pub(crate) struct Offline;

/// The worker's file, at the root so its scope is the whole site.
pub(crate) const WORKER: &str = "sw.js";
/// The web app manifest.
pub(crate) const MANIFEST: &str = "manifest.webmanifest";
/// The worker's code; the build puts in its build's name and list of files.
const CODE: &str = include_str!("../../../assets/offline/sw.js");

impl Output for Offline {
    fn name(&self) -> &'static str {
        "offline"
    }

    fn scope(&self) -> Scope {
        Scope::Page
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        let manifests: Vec<(String, &String)> =
            std::iter::once((MANIFEST.to_string(), &site.config.default_language))
                .chain(
                    site.config
                        .languages
                        .keys()
                        .map(|lang| (format!("{lang}/{MANIFEST}"), lang)),
                )
                .collect();
        let ours =
            std::iter::once(WORKER.to_string()).chain(manifests.iter().map(|(rel, _)| rel.clone()));
        for rel in ours {
            if out.made.contains(&rel) {
                out.error(Diagnostic::new(
                    &site.root.join("static").join(&rel),
                    0,
                    0,
                    format!("this static file would replace `{rel}`, which the build makes for reading offline: rename or remove it"),
                ));
                return;
            }
        }
        let code = worker(&listed(&out.digests));
        out.put(WORKER.to_string(), code.as_bytes());
        for (rel, lang) in manifests {
            match manifest(site, lang) {
                Ok(m) => out.put(rel, m.as_bytes()),
                Err(e) => out.error(
                    Diagnostic::new(&site.root.join("locales").join(lang), 1, 1, e).lang(lang),
                ),
            }
        }
    }
}

/// The worker's code for the files it knows ([`listed`]).
fn worker(files: &BTreeMap<String, String>) -> String {
    let list = serde_json::to_string(files).unwrap_or_default();
    let build = digest(list.as_bytes());
    let keep: Vec<&String> = files.keys().filter(|u| kept_ahead(u)).collect();
    CODE.replace("\"__BUILD__\"", &format!("\"{build}\""))
        .replace("__FILES__", &list)
        .replace(
            "__KEEP__",
            &serde_json::to_string(&keep).unwrap_or_default(),
        )
}

/// The worker made again for a build's files after some of its pages were replaced in
/// place (the preview server's patch of a rebuild), so that it lists their new
/// digests: what [`Offline`] makes from the same files. Does nothing to files that
/// hold no worker (a build that failed before it).
pub(crate) fn remake(files: &mut Files) {
    if !files.files.contains_key(WORKER) {
        return;
    }
    let digests: BTreeMap<String, String> = files
        .files
        .iter()
        .filter(|(rel, _)| is_listed(rel))
        .map(|(rel, bytes)| (rel.clone(), digest(bytes)))
        .collect();
    let code = worker(&listed(&digests));
    files.add(WORKER, code.into_bytes());
}

/// Whether the worker knows a file: every page, every file it keeps ahead, and the
/// judges of the play pages' strongest opponent (kept once a reader fetched them).
fn is_listed(rel: &str) -> bool {
    rel.ends_with(".html") || kept_ahead(&format!("/{rel}")) || super::judges::is_judges(rel)
}

/// The files the worker knows, by address: every page (a folder's `index.html` by its
/// folder), and every file it keeps ahead.
fn listed(digests: &BTreeMap<String, String>) -> BTreeMap<String, String> {
    digests
        .iter()
        .filter(|(rel, _)| is_listed(rel))
        .map(|(rel, d)| {
            let url = format!("/{}", rel.strip_suffix("index.html").unwrap_or(rel));
            (url, d.clone())
        })
        .collect()
}

/// Whether the worker keeps a file as soon as it is installed: the engine's files
/// (scripts, WebAssembly, rule data, words) and the static files at the site's root
/// (the style sheet, the icon); not the sitemap, the pages, the search index or the
/// judges, which a page fetches only when its reader chooses the opponent that reads them.
fn kept_ahead(url: &str) -> bool {
    let rel = url.trim_start_matches('/');
    (rel.starts_with("engine/") && !super::judges::is_judges(rel))
        || (!rel.contains('/')
            && !rel.is_empty()
            && ![".html", ".xml", ".txt", ".js.map"]
                .iter()
                .any(|e| rel.ends_with(e))
            && rel != WORKER
            && !rel.ends_with(MANIFEST))
}

/// A language's web app manifest: the app is named (and, where the words give a
/// tagline, described) in the language, opens on its home page, and reads in its
/// direction. Its scope is the whole site, as the worker's is, so a link to another
/// language stays in the app.
fn manifest(site: &Site, lang: &str) -> Result<String, String> {
    let tr = |key: &str| site.l10n.tr(lang, key, &Default::default());
    let name = tr("site-name")?;
    let mut value = serde_json::json!({
        "id": format!("/{lang}/"),
        "name": name,
        "short_name": name,
        "lang": lang,
        "dir": site.config.dir(lang),
        "start_url": format!("/{lang}/"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#fdfbf6",
        "theme_color": "#8a3b12",
        "icons": [{ "src": "/favicon.svg", "sizes": "any", "type": "image/svg+xml" }],
    });
    // A site whose words have no tagline gets an app without a description.
    if let Ok(tagline) = tr("site-tagline") {
        value["description"] = tagline.into();
    }
    serde_json::to_string_pretty(&value).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worker_lists_pages_by_address_and_keeps_the_engine_and_root_files_ahead() {
        let digests: BTreeMap<String, String> = [
            ("en/ur/play/finkel/index.html", "1"),
            ("404.html", "2"),
            ("engine/tabula.wasm", "3"),
            ("style.css", "4"),
            ("sitemap.xml", "5"),
            ("diagrams/abc.svg", "6"),
            ("pagefind/pagefind.js", "7"),
            ("engine/judges/ur/finkel.json", "8"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
        let l = listed(&digests);
        let urls: Vec<&str> = l.keys().map(String::as_str).collect();
        assert_eq!(
            urls,
            [
                "/404.html",
                "/en/ur/play/finkel/",
                "/engine/judges/ur/finkel.json",
                "/engine/tabula.wasm",
                "/style.css"
            ]
        );
        assert!(!kept_ahead("/engine/judges/ur/finkel.json"));
        assert!(kept_ahead("/engine/rules.json") && kept_ahead("/favicon.svg"));
        assert!(!kept_ahead("/en/ur/play/finkel/") && !kept_ahead("/sitemap.xml"));
    }

    #[test]
    fn digests_are_fnv1a_32_as_the_worker_computes_them() {
        assert_eq!(digest(b""), "811c9dc5");
        assert_eq!(digest(b"a"), "e40c292c");
    }
}
