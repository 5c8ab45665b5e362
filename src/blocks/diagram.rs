//! The ```` ```diagram ```` block: an example position computed by the engine and drawn
//! once per build (see `diagram::Drawings`), shown as a figure (the template
//! `blocks/diagram.html`) with the words of the page's language, its caption (the
//! paragraph after the block), a stable id, its position in notation, a link to the
//! play page and what the page's script needs to make it a board the reader can try
//! (`data-*`). A diagram block that shows throws is the throws chart (`throws`).

use super::{Block, Made, Place};
use crate::diagram::{describe, hash, play_url, svg, DiagramFile, Drawn, Show, Spec};
use crate::engine::notation;
use serde::Serialize;

pub(crate) struct Diagram;

#[derive(Serialize)]
struct Picture {
    src: String,
    width: String,
    height: String,
}

#[derive(Serialize)]
struct FigureContext<'a> {
    id: String,
    title: String,
    description: String,
    src: String,
    width: String,
    height: String,
    stacked: Option<Picture>,
    caption: Option<&'a str>,
    notation: String,
    /// The play page with this position, on a site that has play pages.
    play_url: Option<String>,
    // For the page's script.
    variant: &'a str,
    options: String,
    position: String,
    show: &'static str,
    throw: Option<u8>,
    from: Option<String>,
    replay: Option<&'a str>,
    route: Option<u8>,
}

/// The name of what a diagram shows, as blocks write it.
fn show_name(show: Show) -> &'static str {
    match show {
        Show::Position => "position",
        Show::Moves => "moves",
        Show::Move => "move",
        Show::BeforeAfter => "before-after",
        Show::Throws => "throws",
    }
}

impl Block for Diagram {
    fn kind(&self) -> &'static str {
        "diagram"
    }

    fn template(&self) -> &'static str {
        include_str!("../../templates/blocks/diagram.html")
    }

    fn takes_caption(&self) -> bool {
        true
    }

    /// A figure's id is `diagram-` and a hash of its block, so it stays when other
    /// figures come and go; a second copy of the same block on a page gets `-2`, and so on.
    fn id_prefix(&self) -> Option<&'static str> {
        Some("diagram-")
    }

    fn render(&self, place: &Place, text: &str, caption: Option<&str>) -> Result<Made, String> {
        let (l10n, lang) = (place.l10n, place.lang);
        let drawn = place
            .drawings
            .get(place.catalogue, place.default_variant, text);
        let Drawn {
            diagram: d,
            svg,
            hash: svg_hash,
            stacked,
        } = match drawn.as_ref() {
            Ok(drawn) => drawn,
            Err(e) => return Err(e.clone()),
        };
        if d.show == Show::Throws {
            return super::throws::Throws.render(place, text, caption);
        }
        let spec = Spec::parse(text)?;
        let (w, h) = svg::size(d);
        let id = place.unique_id(format!("diagram-{}", &hash(text)[..8]));
        let position = notation::format(&d.rules, &d.position);
        let mut files = vec![DiagramFile {
            hash: svg_hash.clone(),
            svg: svg.clone(),
        }];
        let stacked = stacked.as_ref().map(|(h2, svg2)| {
            files.push(DiagramFile {
                hash: h2.clone(),
                svg: svg2.clone(),
            });
            let (w2, hh2) = svg::size_in(d, svg::Layout::Stacked);
            Picture {
                src: format!("/diagrams/{h2}.svg#diagram"),
                width: format!("{w2:.0}"),
                height: format!("{hh2:.0}"),
            }
        });
        let context = FigureContext {
            title: describe::title(l10n, lang, d)?,
            description: describe::description(l10n, lang, d)?,
            src: format!("/diagrams/{svg_hash}.svg#diagram"),
            width: format!("{w:.0}"),
            height: format!("{h:.0}"),
            stacked,
            caption: caption.filter(|c| !c.trim().is_empty()),
            // The play page takes no finished start (the engine does not check that a
            // result written in a position agrees with its pieces): a replay that ends the
            // game links its record, which the play page plays to the same end.
            play_url: place.play.then(|| {
                let record = spec
                    .replay
                    .as_deref()
                    .filter(|_| d.position.result.is_some());
                play_url(place.reader, &d.variant, &spec.options, &position, record)
            }),
            notation: position.clone(),
            variant: &d.variant,
            options: crate::render::json_in_html(
                &serde_json::to_string(&spec.options).unwrap_or_default(),
            ),
            position,
            show: show_name(d.show),
            throw: d.throw,
            from: d.chosen.map(|m| {
                if m.from == 0 {
                    "hand".to_string()
                } else {
                    m.from.to_string()
                }
            }),
            replay: spec.replay.as_deref(),
            route: d.route,
            id,
        };
        Ok(Made {
            html: place.render(self.kind(), &context)?,
            diagrams: files,
        })
    }
}
