//! The colours of every picture tabula draws, boards and charts alike, written once so
//! that a diagram and a statistics chart on one page look like one set of pictures.

/// The paper behind a picture.
pub const PAPER: &str = "#fdfbf6";
/// The board's wood.
pub const BOARD: &str = "#e8d9bc";
/// The lines between squares.
pub const SQUARE_LINE: &str = "#6b5238";
/// Outlines, axes and marks drawn in ink.
pub const INK: &str = "#4a3018";
/// Player 1's pieces.
pub const LIGHT: &str = "#fbf7ee";
/// Player 2's pieces.
pub const DARK: &str = "#2b2118";
/// What draws the eye: a move's arrow, a chart's marked value.
pub const MARK: &str = "#b3261e";
/// A player's route.
pub const ROUTE: &str = "#1d4ed8";
/// A special square's sign (the rosettes and houses).
pub const SIGN: &str = "#c98b5a";
/// The pot of fines (Bell's Ur).
pub const POT: &str = "#e0b84a";
/// A chart's grid.
pub const GRID: &str = "#d9ccb4";
/// A chart's bars.
pub const BAR: &str = "#8a5a2b";
/// The lighter tail of a chart's bars.
pub const TAIL: &str = "#c9a57c";
