//! Rendering: Markdown to HTML, the computed parts of pages (difference tables),
//! and the Tera templates that wrap them.

pub mod blocks;
pub mod differences;
pub mod markdown;
pub mod templates;
pub mod text;

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
