//! The comparison block.
