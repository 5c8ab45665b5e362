//! The pictures of the pages and of the other outputs: every distinct diagram and
//! chart as `diagrams/<hash>.svg` and its PNG (2×, for Open Graph images), rasterized
//! in parallel, each PNG from the cache when it is there (`diagram::png`). Per page:
//! made from what the rendered pages show.

use super::super::model::Site;
use super::super::render::Pages;
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use crate::diagram;
use rayon::prelude::*;
use std::path::Path;

pub(crate) struct Diagrams;

impl Output for Diagrams {
    fn name(&self) -> &'static str {
        "diagrams"
    }

    fn scope(&self) -> Scope {
        Scope::Page
    }

    fn make(&self, site: &Site, pages: &Pages, out: &mut Out<'_>) {
        for r in pages.values().flatten() {
            for f in &r.diagrams {
                out.picture(f);
            }
        }
        let cache = crate::config::cache_dir(&site.root).join("png");
        // Rasterized and written in parallel; only whether each came from the cache is kept.
        let sink = out.sink;
        let pngs: Vec<(String, Result<bool, String>)> = out
            .pictures
            .par_iter()
            .map(|(hash, svg)| {
                let png =
                    diagram::png::cached(&cache, hash, svg).and_then(|(bytes, from_cache)| {
                        sink.put(&format!("diagrams/{hash}.png"), &bytes)?;
                        sink.put(&format!("diagrams/{hash}.svg"), svg.as_bytes())?;
                        Ok(from_cache)
                    });
                (hash.clone(), png)
            })
            .collect();
        for (hash, png) in pngs {
            match png {
                Ok(from_cache) => out.summary.png_cached += usize::from(from_cache),
                Err(e) => out.error(Diagnostic::new(
                    Path::new(&format!("diagrams/{hash}.svg")),
                    1,
                    1,
                    format!("cannot rasterize or write: {e}"),
                )),
            }
            out.made(format!("diagrams/{hash}.png"));
            out.made(format!("diagrams/{hash}.svg"));
        }
        out.summary.diagrams = out.pictures.len();
    }
}
