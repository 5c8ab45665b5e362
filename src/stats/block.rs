//! The ```` ```statistics ```` block.
