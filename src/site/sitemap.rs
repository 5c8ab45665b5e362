//! `sitemap.xml` with an `xhtml:link` alternate for every translation of every page
//! (each list the same for all its translations, so every alternate is reciprocal),
//! and `robots.txt` pointing at it.

use std::collections::BTreeMap;

/// One page path with its translations: language → absolute URL.
pub struct Entry {
    pub urls: BTreeMap<String, String>,
    pub x_default: Option<String>,
}

pub fn sitemap(entries: &[Entry]) -> String {
    let mut s = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for e in entries {
        for url in e.urls.values() {
            s.push_str(&format!("  <url>\n    <loc>{}</loc>\n", xml(url)));
            for (lang, alt) in &e.urls {
                s.push_str(&format!(
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{lang}\" href=\"{}\"/>\n",
                    xml(alt)
                ));
            }
            if let Some(d) = &e.x_default {
                s.push_str(&format!("    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/>\n", xml(d)));
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

fn xml(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
