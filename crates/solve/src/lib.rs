//! The solver: each side's exact chance of winning under best play, for every
//! position of a rule set.
//!
//! A position's value is the chance that the side to move, before its throw, wins
//! when both sides play their best. It is the average over the throws of the best
//! move's value for the mover (or the pass's, where no move is legal): the Bellman
//! equation. [`solve`] finds the values by value iteration over the engine's dense
//! index ([`tabula_engine::PositionIndex`]), layer by layer of pieces borne off, from
//! the last layer (where the game is over) to the first, each layer swept until no
//! value moves by more than the tolerance; the sweeps run on every core (rayon).
//!
//! Where the seats are alike ([`tabula_engine::Mirror`]), the table keeps the
//! positions with seat 1 to move only, and reads the others through their mirror.
//!
//! This crate knows nothing of where files go: [`table`] writes and reads a table as
//! bytes, and the command line decides where they go, as it makes the scratch file
//! [`solve_spilling`] puts the moves that do not fit in memory into.

pub mod best_moves;
mod cells;
pub mod exercises;
mod graph;
pub mod iterate;
pub mod learn;
pub mod table;
pub mod versus;

pub use cells::Part;
pub use iterate::{
    check_memory, largest_endgames, most_borne_off, solve, solve_part, solve_spilling, Progress,
    SolveError,
};
pub use table::{Table, TableError};
