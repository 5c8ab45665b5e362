//! `sitemap.xml` with an `xhtml:link` alternate for every translation of every page
//! (each list the same for all its translations, so every alternate is reciprocal),
//! the pages first, then the play pages; and `robots.txt` pointing at it. Site-wide:
//! the list of pages and the languages of each, the catalogue, the configuration.

use super::super::model::Site;
use super::super::render::Pages;
use super::{Out, Output, Scope};
use std::borrow::Cow;
use std::collections::BTreeMap;

pub(crate) struct Sitemap;

impl Output for Sitemap {
    fn name(&self) -> &'static str {
        "sitemap"
    }

    fn scope(&self) -> Scope {
        Scope::Site
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        let langs = site.config.language_tags();
        let default = &site.config.default_language;
        // The pages, then the play pages (every variant in every language), then the
        // exercise pages.
        let mut play_paths: Vec<String> = if super::play::enabled(site) {
            site.catalogue
                .variants
                .keys()
                .map(|id| super::play::path_of(id))
                .collect()
        } else {
            Vec::new()
        };
        play_paths.extend(
            super::exercises::variants(site)
                .iter()
                .map(|v| super::exercises::path_of(v.0)),
        );
        // A path in the languages it is written in, each the others' alternate.
        let entry = |p: &str, in_langs: &[String]| {
            let urls: BTreeMap<String, String> = in_langs
                .iter()
                .map(|l| {
                    (
                        l.clone(),
                        format!("{}{}", site.config.base_url, site.url(p, l)),
                    )
                })
                .collect();
            let x_default = urls.get(default).cloned();
            Entry { urls, x_default }
        };
        let entries: Vec<Entry> = site
            .relations
            .paths
            .iter()
            .map(|p| entry(p, site.relations.languages_of(p)))
            .chain(play_paths.iter().map(|p| entry(p, &langs)))
            .collect();
        out.put("sitemap.xml".into(), sitemap(&entries).as_bytes());
        out.put(
            "robots.txt".into(),
            robots(&site.config.base_url).as_bytes(),
        );
    }
}

/// One page path with its translations: language → absolute URL.
struct Entry {
    urls: BTreeMap<String, String>,
    x_default: Option<String>,
}

fn sitemap(entries: &[Entry]) -> String {
    use std::fmt::Write;
    let mut s = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for e in entries {
        // Every translation lists the same alternates: escape them once per page.
        let alternates: Vec<(&String, Cow<str>)> =
            e.urls.iter().map(|(l, u)| (l, xml(u))).collect();
        for (_, url) in &alternates {
            let _ = write!(s, "  <url>\n    <loc>{url}</loc>\n");
            for (lang, alt) in &alternates {
                let _ = writeln!(
                    s,
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{lang}\" href=\"{alt}\"/>"
                );
            }
            if let Some(d) = &e.x_default {
                let _ = writeln!(
                    s,
                    "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/>",
                    xml(d)
                );
            }
            s.push_str("  </url>\n");
        }
    }
    s.push_str("</urlset>\n");
    s
}

fn robots(base_url: &str) -> String {
    format!("User-agent: *\nAllow: /\n\nSitemap: {base_url}/sitemap.xml\n")
}

fn xml(s: &str) -> Cow<'_, str> {
    if !s.contains(['&', '<', '>', '"']) {
        return Cow::Borrowed(s);
    }
    Cow::Owned(
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;"),
    )
}
