//! `sitemap.xml` with an `xhtml:link` alternate for every translation of every page
//! (each list the same for all its translations, so every alternate is reciprocal),
//! and `robots.txt` pointing at it.

use std::borrow::Cow;
use std::collections::BTreeMap;

/// One page path with its translations: language → absolute URL.
pub struct Entry {
    pub urls: BTreeMap<String, String>,
    pub x_default: Option<String>,
}

pub fn sitemap(entries: &[Entry]) -> String {
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

pub fn robots(base_url: &str) -> String {
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
