//! Diagrams of example positions, computed by the engine: a ```` ```diagram ````
//! block becomes an SVG file shared by all languages (named by the hash of what it
//! shows), a PNG of it, and a figure in the page whose title and description are
//! generated in the page's language. What the engine denies, a page cannot claim.

pub mod chart;
pub mod describe;
pub mod glyphs;
pub mod png;
pub mod spec;
pub mod svg;

use crate::l10n::L10n;
use crate::render::esc;
use crate::rules::Catalogue;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
pub use spec::{Diagram, Show, Spec};

/// An SVG file to write: `diagrams/<hash>.svg`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagramFile {
    pub hash: String,
    /// Shared by every page that shows the diagram.
    pub svg: Arc<str>,
}

/// FNV-1a, 64 bits: a stable name for what a diagram shows.
pub fn hash(text: &str) -> String {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100000001b3);
    }
    format!("{h:016x}")
}

/// A diagram computed and drawn: the same block in every page and language that
/// shows it is worked out by the engine and drawn once per build.
struct Drawn {
    diagram: Diagram,
    svg: Arc<str>,
    hash: String,
}

/// The diagrams of one build, by their block's text and the variant it defaults to.
#[derive(Default)]
pub struct Drawings {
    done: Mutex<HashMap<(String, Option<String>), Arc<Result<Drawn, String>>>>,
    /// How many were computed and drawn (the others were taken from here).
    pub drawn: std::sync::atomic::AtomicUsize,
}

impl Drawings {
    fn get(&self, catalogue: &Catalogue, default_variant: Option<&str>, text: &str) -> Arc<Result<Drawn, String>> {
        let key = (text.to_string(), default_variant.map(str::to_string));
        if let Some(d) = self.done.lock().expect("not poisoned").get(&key) {
            return d.clone();
        }
        let drawn = Spec::parse(text).and_then(|spec| spec.compute(catalogue, default_variant)).map(|diagram| {
            let svg = if diagram.show == Show::Throws { String::new() } else { svg::render(&diagram) };
            let hash = hash(&svg);
            Drawn { diagram, svg: svg.into(), hash }
        });
        self.drawn.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let drawn = Arc::new(drawn);
        self.done.lock().expect("not poisoned").insert(key, drawn.clone());
        drawn
    }
}

/// Renders a block: the HTML for the page and, for a board diagram, its SVG file.
/// `index` numbers the diagrams of a page, for unique element ids.
pub fn render_block(
    l10n: &L10n,
    lang: &str,
    catalogue: &Catalogue,
    default_variant: Option<&str>,
    text: &str,
    index: usize,
    drawings: &Drawings,
) -> Result<(String, Option<DiagramFile>), String> {
    let drawn = drawings.get(catalogue, default_variant, text);
    let Drawn { diagram: d, svg, hash } = match drawn.as_ref() {
        Ok(drawn) => drawn,
        Err(e) => return Err(e.clone()),
    };
    if d.show == Show::Throws {
        return Ok((chart::render(l10n, lang, &d.variant, &d.rules)?, None));
    }
    let (svg, hash) = (svg.clone(), hash.clone());
    let (w, h) = svg::size(&d);
    let title = describe::title(l10n, lang, &d)?;
    let desc = describe::description(l10n, lang, &d)?;
    let id = format!("diagram-{index}");
    let html = format!(
        "<figure class=\"diagram\">\n<svg role=\"img\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"{w:.0}\" height=\"{h:.0}\" aria-labelledby=\"{id}-title {id}-desc\"><title id=\"{id}-title\">{}</title><desc id=\"{id}-desc\">{}</desc><use href=\"/diagrams/{hash}.svg#diagram\"/></svg>\n</figure>\n",
        esc(&title),
        esc(&desc)
    );
    Ok((html, Some(DiagramFile { hash, svg })))
}
