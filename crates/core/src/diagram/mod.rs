//! Diagrams of example positions, computed by the engine: what a ```` ```diagram ````
//! block asks for (`spec`, checked against the engine) and its drawing as SVG (`svg`,
//! with numerals and signs as paths from the typeface, `typeface`, and shapes from `glyphs`). The site generator words them and
//! places them in pages; the browser draws boards to try with this same code.

pub mod glyphs;
pub mod palette;
mod pieces;
pub mod replay;
pub mod spec;
pub mod svg;
mod tenths;
mod throws;
pub mod typeface;

pub use spec::{Diagram, Show, Spec};
