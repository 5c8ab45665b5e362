//! Diagrams of example positions, computed by the engine: a ```` ```diagram ````
//! block becomes an SVG file shared by all languages (named by the hash of what it
//! shows), a PNG of it, and a figure in the page whose title and description are
//! generated in the page's language. What the engine denies, a page cannot claim.
//!
//! The spec, the SVG drawing and its glyphs need only the engine and the rule data,
//! so they live in the core crate (`tabula_core::diagram`), which the browser runs
//! too; the words (`describe`), the drawings of a build (`drawings`), the link to the
//! play page (`link`) and the PNGs (`png`) are the site generator's, here. The
//! figures' HTML is the `diagram` computed block's (`blocks::diagram`).

pub mod describe;
mod drawings;
mod link;
pub mod png;
pub mod reasons;

pub use drawings::Drawings;
pub(crate) use drawings::Drawn;
pub use link::play_url;
pub use tabula_core::diagram::{glyphs, palette, spec, svg, typeface, Diagram, Show, Spec};

/// An SVG file to write: `diagrams/<hash>.svg`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagramFile {
    pub hash: String,
    /// Shared by every page that shows the diagram.
    pub svg: std::sync::Arc<str>,
}

/// FNV-1a, 64 bits: a stable name for what a diagram shows.
pub fn hash(text: &str) -> String {
    let mut h = Fnv::default();
    h.write(text.as_bytes());
    h.hex()
}

/// FNV-1a, 64 bits, fed in parts: a name for what went into a file, the same on every
/// machine and with every Rust (unlike the standard library's hasher).
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf29ce484222325)
    }
}

impl Fnv {
    pub fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x100000001b3);
        }
    }

    pub fn hex(&self) -> String {
        format!("{:016x}", self.0)
    }
}
