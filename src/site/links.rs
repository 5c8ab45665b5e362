//! Checks every internal link and anchor of a built site: each `href` that starts
//! with `/` must name a file of the site, and each `#fragment` an `id` in it. A
//! fragment of `name=value` pairs (a play page's game, `#v=ur/finkel&r=…`) is state
//! for the page's script, not an anchor.

use super::output::Files;
use std::collections::{BTreeMap, BTreeSet};

/// A broken link: the page it is in, the link, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct BrokenLink {
    pub page: String,
    pub href: String,
    pub problem: String,
}

/// Values of an attribute in an HTML text (double-quoted, as tabula writes them).
pub(crate) fn attribute_values<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    let needle = format!(" {attr}=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(&needle) {
        rest = &rest[i + needle.len()..];
        if let Some(end) = rest.find('"') {
            out.push(&rest[..end]);
            rest = &rest[end..];
        }
    }
    out
}

pub(crate) fn unescape(s: &str) -> String {
    s.replace("&amp;", "&")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
}

/// The file a site path names: `/en/` → `en/index.html`.
pub(crate) fn file_of(path: &str) -> String {
    let p = path.trim_start_matches('/');
    if p.is_empty() || p.ends_with('/') {
        format!("{p}index.html")
    } else {
        p.to_string()
    }
}

pub fn check(files: &Files) -> Vec<BrokenLink> {
    let mut ids: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for (name, bytes) in &files.files {
        if name.ends_with(".html") || name.ends_with(".svg") {
            let html = String::from_utf8_lossy(bytes);
            ids.insert(
                name,
                attribute_values(&html, "id")
                    .into_iter()
                    .map(unescape)
                    .collect(),
            );
        }
    }
    let mut broken = Vec::new();
    for (name, bytes) in &files.files {
        if !name.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8_lossy(bytes);
        for raw in attribute_values(&html, "href")
            .into_iter()
            .chain(attribute_values(&html, "src"))
        {
            let href = unescape(raw);
            if href.starts_with("http://")
                || href.starts_with("https://")
                || href.starts_with("mailto:")
            {
                continue;
            }
            let (path, fragment) = match href.split_once('#') {
                Some((p, f)) => (p, Some(f)),
                None => (href.as_str(), None),
            };
            let target = if path.is_empty() {
                name.clone()
            } else if path.starts_with('/') {
                file_of(path)
            } else {
                broken.push(BrokenLink {
                    page: name.clone(),
                    href: href.clone(),
                    problem: "relative link: write it as @/path in the page".into(),
                });
                continue;
            };
            if !files.files.contains_key(&target) {
                broken.push(BrokenLink {
                    page: name.clone(),
                    href: href.clone(),
                    problem: format!("no file {target} in the site"),
                });
                continue;
            }
            if let Some(f) = fragment {
                let f = percent_decode(f).unwrap_or_else(|| f.to_string());
                if !f.is_empty()
                    && !f.contains('=')
                    && !ids.get(target.as_str()).is_some_and(|s| s.contains(&f))
                {
                    broken.push(BrokenLink {
                        page: name.clone(),
                        href: href.clone(),
                        problem: format!("no id `{f}` in {target}"),
                    });
                }
            }
        }
    }
    broken.sort();
    broken.dedup();
    broken
}

/// Decodes `%XX` escapes; `None` for a malformed escape or bytes that are not UTF-8.
pub fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}
