//! Rendering: Markdown to HTML (handing computed blocks to the page's host, see
//! `blocks`), the Tera templates that wrap it, and the one way text and JSON go into
//! HTML.

pub mod markdown;
pub mod templates;

/// JSON made safe to embed in an HTML page, inside `<script>` or anywhere else:
/// every `<` becomes `\u003c` (the same string to a JSON reader), so no text in it can
/// end the element or open a comment or a script (`</script>`, `<!--<script>`), which
/// would put the HTML parser in a state where `</script>` no longer ends it.
pub fn json_in_html(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// Escapes text for HTML content and attribute values (`/` is left alone, so URLs
/// stay readable). Every Fluent message and every value a template prints goes
/// through it.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}
