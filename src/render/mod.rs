//! Rendering: Markdown to HTML, the computed parts of pages (difference tables),
//! and the Tera templates that wrap them.

pub mod differences;
pub mod markdown;
pub mod templates;
pub mod text;
