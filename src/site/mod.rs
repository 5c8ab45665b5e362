//! Building the site: configuration, orchestration, output, sitemap.
pub mod browser;
pub mod build;
pub mod config;
pub mod links;
pub mod output;
pub mod play;
pub mod sitemap;
pub mod words;
