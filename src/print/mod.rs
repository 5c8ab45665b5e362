//! Print packs: for each variant, a PDF a teacher prints for a class with no screens,
//! the board at the real size of a surviving board (from its board file's `[size]`),
//! split over sheets where it does not fit one, the pieces to cut out and a throw card.
//! `sheets` lays a board over paper, `pack` draws the sheets with the diagrams'
//! drawing, `pdf` makes them one file. The build writes the packs
//! (`site::outputs::print`).

pub mod pack;
pub mod pdf;
pub mod sheets;

pub use pack::{sheets as pack_sheets, Sheet, DEFAULT_SQUARE_MM};
pub use sheets::{Paper, PAPERS};
