//! The diagrams of one build: each distinct diagram block (its text and the variant
//! it defaults to) is computed by the engine and drawn once, however many pages and
//! languages show it; the play pages' starting boards are drawn the same way. What a
//! block shows of a drawing is the computed block's (`blocks::diagram`).

use super::{hash, svg, Diagram, DiagramFile, Show, Spec};
use crate::rules::Catalogue;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tabula_core::diagram::spec::SpecError;

/// A diagram computed and drawn: the same block in every page and language that
/// shows it is worked out by the engine and drawn once per build.
pub(crate) struct Drawn {
    pub(crate) diagram: Diagram,
    pub(crate) svg: Arc<str>,
    pub(crate) hash: String,
    /// A before-and-after diagram drawn again with its boards one above the other.
    pub(crate) stacked: Option<(String, Arc<str>)>,
}

/// A diagram block's text and the variant it defaults to: what makes it one drawing.
type DrawingKey = (String, Option<String>);

/// The diagrams of one build, by their block's text and the variant it defaults to.
#[derive(Default)]
pub struct Drawings {
    done: Mutex<HashMap<DrawingKey, Arc<Result<Drawn, SpecError>>>>,
    /// How many were computed and drawn (the others were taken from here).
    pub drawn: std::sync::atomic::AtomicUsize,
}

impl Drawings {
    /// A variant's starting position, computed and drawn once (the play pages' board).
    pub fn start(
        &self,
        catalogue: &Catalogue,
        variant: &str,
    ) -> Result<(Diagram, DiagramFile), String> {
        let text = format!(
            "variant = {}\nposition = \"start\"\n",
            toml::Value::String(variant.to_string())
        );
        match self.get(catalogue, None, &text).as_ref() {
            Ok(d) => Ok((
                d.diagram.clone(),
                DiagramFile {
                    hash: d.hash.clone(),
                    svg: d.svg.clone(),
                },
            )),
            Err(e) => Err(e.message.clone()),
        }
    }
}

impl Drawings {
    /// The drawing of a diagram block, computed and drawn the first time it is asked
    /// for, or why it cannot be drawn.
    pub(crate) fn get(
        &self,
        catalogue: &Catalogue,
        default_variant: Option<&str>,
        text: &str,
    ) -> Arc<Result<Drawn, SpecError>> {
        let key = (text.to_string(), default_variant.map(str::to_string));
        if let Some(d) = self.done.lock().expect("not poisoned").get(&key) {
            return d.clone();
        }
        let drawn = Spec::parse(text)
            .and_then(|spec| spec.compute(catalogue, default_variant))
            .and_then(|diagram| fits(&diagram).map(|()| diagram).map_err(SpecError::whole))
            .map(|diagram| {
                let svg = if diagram.show == Show::Throws {
                    String::new()
                } else {
                    svg::render(&diagram)
                };
                let hash = hash(&svg);
                let stacked = (diagram.show == Show::BeforeAfter).then(|| {
                    let svg = svg::render_in(&diagram, svg::Layout::Stacked);
                    (super::hash(&svg), svg.into())
                });
                Drawn {
                    diagram,
                    svg: svg.into(),
                    hash,
                    stacked,
                }
            });
        self.drawn
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let drawn = Arc::new(drawn);
        self.done
            .lock()
            .expect("not poisoned")
            .insert(key, drawn.clone());
        drawn
    }
}

/// Whether a diagram's pictures (its PNG, and for a before-and-after diagram both
/// layouts) are small enough to draw; if not, what to do, naming the board's file.
fn fits(d: &Diagram) -> Result<(), String> {
    if d.show == Show::Throws {
        return Ok(());
    }
    let mut layouts = vec![svg::Layout::Wide];
    if d.show == Show::BeforeAfter {
        layouts.push(svg::Layout::Stacked);
    }
    for layout in layouts {
        let (w, h) = svg::size_in(d, layout);
        if let Some(why) = super::png::too_large(w, h, super::png::SCALE) {
            let game = d.variant.split('/').next().unwrap_or_default();
            let board = &d.rules.settings.board.name;
            return Err(format!(
                "the board of {} cannot be drawn: {why}. Make the board in content/games/{game}/boards/{board}.toml smaller (fewer columns or rows)",
                d.variant
            ));
        }
    }
    Ok(())
}
