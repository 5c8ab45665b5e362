//! The build's check of the anchors pages link to. A link to a part of a page
//! (`@/senet/rules#bearing-off`, or `#bearing-off` on the same page) must lead to an
//! id the page it names has, in the language of the page the link is shown in:
//! a heading id made from the heading's text differs from language to language, so
//! such a link breaks in every translation but one unless the heading has an
//! explicit id. Each broken link is reported at its line in the source file, with
//! the language it is shown in, all of them in one report.

use super::links::{attribute_values, file_of, percent_decode, unescape};
use crate::diagnostics::Diagnostic;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// A link to an anchor, as a page of the site shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnchorLink {
    /// The Markdown file the link is written in, its line and column.
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    /// The language of the page the link is shown in (the reader's).
    pub lang: String,
    /// The language the link is written in, where it differs (a borrowed page).
    pub source_lang: Option<String>,
    /// What the author wrote: `@/senet/rules#bearing-off`.
    pub written: String,
    /// The address of the page it leads to: `/cs/senet/rules/`.
    pub url: String,
    pub anchor: String,
}

/// The ids of a page: all of them, and its headings' in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PageIds {
    pub all: BTreeSet<String>,
    pub headings: Vec<String>,
}

impl PageIds {
    pub fn of(html: &str) -> PageIds {
        PageIds {
            all: attribute_values(html, "id")
                .into_iter()
                .map(unescape)
                .collect(),
            headings: heading_ids(html),
        }
    }
}

/// Every link whose anchor the page it leads to does not have, given the ids of each
/// page by its file (`cs/senet/rules/index.html`). A page that is not among them (it
/// failed, and says so itself) is not checked.
pub fn check<'a>(
    pages: &BTreeMap<&str, &PageIds>,
    links: impl IntoIterator<Item = &'a AnchorLink>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for link in links {
        let target = file_of(&link.url);
        let Some(ids) = pages.get(target.as_str()) else {
            continue;
        };
        let anchor = percent_decode(&link.anchor).unwrap_or_else(|| link.anchor.clone());
        if ids.all.contains(&anchor) {
            continue;
        }
        let shown = match &link.source_lang {
            Some(src) => format!(" (this `{src}` page is shown in `{}`)", link.lang),
            None => String::new(),
        };
        let offer = if ids.headings.is_empty() {
            "it has no headings".to_string()
        } else {
            format!("its headings are #{}", ids.headings.join(", #"))
        };
        out.push(
            Diagnostic::new(&link.file, link.line, link.column, format!(
                "the link {} leads to {}, which has no id `{anchor}`{shown}: {offer}; give the heading it means an explicit id, ## Heading {{#{anchor}}}, in every language",
                link.written, link.url
            ))
            .lang(&link.lang),
        );
    }
    out
}

/// The ids of a page's headings, in order.
/// One pass over the page: `<h1 id="…">` to `<h6 id="…">`, in the order they come.
fn heading_ids(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find("<h") {
        rest = &rest[i + 2..];
        let level = rest
            .as_bytes()
            .first()
            .is_some_and(|b| (b'1'..=b'6').contains(b));
        if let Some(value) = rest
            .get(1..)
            .filter(|_| level)
            .and_then(|r| r.strip_prefix(" id=\""))
        {
            if let Some(end) = value.find('"') {
                out.push(unescape(&value[..end]));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(url: &str, anchor: &str) -> AnchorLink {
        AnchorLink {
            file: "content/a.cs.md".into(),
            line: 3,
            column: 5,
            lang: "cs".into(),
            source_lang: None,
            written: format!("@/b#{anchor}"),
            url: url.into(),
            anchor: anchor.into(),
        }
    }

    #[test]
    fn an_anchor_the_target_lacks_is_reported_at_its_line_with_the_headings_it_has() {
        let ids = PageIds::of(
            "<h2 id=\"deska\">Deska</h2><h3 id=\"tah\">Tah</h3><figure id=\"diagram-1\"></figure>",
        );
        let pages = BTreeMap::from([("cs/b/index.html", &ids)]);
        let found = check(
            &pages,
            &[
                link("/cs/b/", "board"),
                link("/cs/b/", "tah"),
                link("/cs/b/", "diagram-1"),
                link("/cs/missing/", "x"),
            ],
        );
        assert_eq!(found.len(), 1, "{found:?}");
        let d = &found[0];
        assert_eq!((d.line, d.column, d.lang.as_deref()), (3, 5, Some("cs")));
        assert!(
            d.message.contains("no id `board`") && d.message.contains("#deska, #tah"),
            "{}",
            d.message
        );
    }
}
