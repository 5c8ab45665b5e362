//! Building the site: configuration, orchestration, output, sitemap.
pub mod build;
pub mod config;
pub mod output;
pub mod sitemap;
