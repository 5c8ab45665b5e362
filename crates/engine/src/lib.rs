//! The rules engine: positions, throws and legal moves for every variant.
//!
//! A pure library. It knows nothing of files, HTML or languages: a variant's
//! [`Settings`] (deserialised elsewhere from rule data) compile into [`Rules`],
//! which generate moves; randomness comes from a seeded generator passed in.

pub mod best_moves;
pub mod board;
pub mod explain;
pub mod game;
pub mod index;
pub mod json;
pub mod judge;
pub mod mirror;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod player;
pub mod policy;
pub mod position;
pub mod rules;
pub mod selfplay;
pub mod settings;
pub mod sources;
mod threat;
pub mod throw;
mod turn;
mod water;

pub use best_moves::BestMoves;
pub use board::{Board, BoardData, RealSize, Tile};
pub use index::{IndexError, Layer, PositionIndex};
pub use judge::Judge;
pub use mirror::Mirror;
pub use movegen::{Dest, Effects, Move, MoveError};
pub use player::{judged_chance, Computer, Exact, WithExact};
pub use policy::Policy;
pub use position::{GameResult, Position, PositionError, PositionSpec, Tiles};
pub use rules::Rules;
pub use selfplay::{Counters, Outcome, Player, Tally};
pub use settings::{SettingError, Settings};
pub use sources::Sources;
pub use throw::{Fraction, ThrowTable};
