//! Heading ids: made from a heading's text, or written by the author and checked (the
//! same in every language, never an id the page around the content or its figures use).

/// An id for a heading: lowercase letters and digits (of any script) joined by `-`.
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    let mut dash = false;
    for c in text.chars() {
        if c.is_alphanumeric() {
            if dash && !out.is_empty() {
                out.push('-');
            }
            dash = false;
            out.extend(c.to_lowercase());
        } else {
            dash = true;
        }
    }
    if out.is_empty() {
        "section".into()
    } else {
        out
    }
}

/// Ids the templates give elements around a page's content (the skip link's target,
/// the error overlay, the search box, the contents' title), which no heading may take;
/// nor may a heading take an id that begins as the ids of the page's figures do
/// ([`Host::id_prefixes`](super::Host::id_prefixes)).
pub const RESERVED_IDS: [&str; 6] = [
    "main",
    "tabula-error",
    "site-search-input",
    "site-search-status",
    "site-search-results",
    "toc-title",
];

/// Whether an id is one tabula gives to something other than a heading.
pub(super) fn reserved(id: &str, prefixes: &[&str]) -> bool {
    RESERVED_IDS.contains(&id) || prefixes.iter().any(|p| id.starts_with(p))
}

/// Why an explicit heading id cannot be used, if it cannot: ids are written the same
/// in every language, so they keep to lowercase ASCII letters, digits and `-`.
pub(super) fn bad_explicit_id(id: &str, prefixes: &[&str]) -> Option<String> {
    if id.is_empty() {
        return Some("the heading id is empty: write {#bearing-off}".into());
    }
    if !id
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        || id.starts_with('-')
    {
        return Some(format!(
            "the heading id `{id}` may hold only lowercase letters a-z, digits and `-` (not first), the same in every language: write {{#{}}}",
            slug(id).chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect::<String>().trim_start_matches('-')
        ));
    }
    if reserved(id, prefixes) {
        let to = if prefixes.iter().any(|p| id.starts_with(p)) {
            let named: Vec<String> = prefixes.iter().map(|p| format!("{p}…")).collect();
            let named = match named.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    format!("{} and {last}", rest.join(", "))
                }
                _ => named.concat(),
            };
            format!("the page's figures ({named} ids)")
        } else {
            "an element around the page's content".to_string()
        };
        return Some(format!(
            "the heading id `{id}` is reserved: tabula gives {id} to {to}; choose another"
        ));
    }
    None
}
