//! Building the site. The site model and its loading (`model`); the render loop
//! (`render`) of content pages (`page`, with the page's host for its Markdown:
//! `host`), each framed by the page shell (`shell`); the outputs besides the pages
//! (`outputs`); the build that writes them through a staging folder (`build`,
//! `output`). Around them: page relations computed once (`relations`), each game's
//! reading order for the links to the previous and next page (`reading`), what a page
//! says of other pages in the reader's language (`labels`), the anchors every link
//! names (`anchors`), the link checker (`links`), the scripts' words (`words`) and the
//! progress bar (`progress`).

pub(crate) mod anchors;
pub mod build;
mod host;
pub(crate) mod labels;
pub(crate) mod links;
pub(crate) mod model;
pub mod output;
pub(crate) mod outputs;
pub(crate) mod page;
pub(crate) mod progress;
pub(crate) mod reading;
pub(crate) mod relations;
pub(crate) mod render;
mod shell;
pub(crate) mod words;

/// The site's configuration, `content/site.toml`, kept here under its old name.
pub use crate::config;
/// The exercise pages.
pub use outputs::exercises;
/// The play pages, kept here under their old name.
pub use outputs::play;
