//! Building the site: configuration, orchestration, output, sitemap.
pub mod anchors;
pub mod browser;
pub mod build;
pub mod config;
pub mod labels;
pub mod links;
pub mod output;
pub mod play;
pub mod progress;
pub mod relations;
pub mod sitemap;
pub mod words;
