//! A diagram block in a page: computed and drawn once per build, however many pages
//! and languages show it, and its figure (the template `blocks/diagram.html`) with the
//! words of the page's language, its caption, a stable id, its position in notation,
//! a link to the play page and what the page's script needs to make it a board the
//! reader can try (`data-*`).

use super::{chart, describe, hash, svg, Diagram, DiagramFile, Show, Spec};
use crate::engine::notation;
use crate::l10n::L10n;
use crate::render::blocks;
use crate::rules::Catalogue;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};

/// A diagram computed and drawn: the same block in every page and language that
/// shows it is worked out by the engine and drawn once per build.
struct Drawn {
    diagram: Diagram,
    svg: Arc<str>,
    hash: String,
    /// A before-and-after diagram drawn again with its boards one above the other.
    stacked: Option<(String, Arc<str>)>,
}

/// A diagram block's text and the variant it defaults to: what makes it one drawing.
type DrawingKey = (String, Option<String>);

/// The diagrams of one build, by their block's text and the variant it defaults to.
#[derive(Default)]
pub struct Drawings {
    done: Mutex<HashMap<DrawingKey, Arc<Result<Drawn, String>>>>,
    /// How many were computed and drawn (the others were taken from here).
    pub drawn: std::sync::atomic::AtomicUsize,
}

impl Drawings {
    /// A variant's starting position, computed and drawn once (the play pages' board).
    pub fn start(
        &self,
        catalogue: &Catalogue,
        variant: &str,
    ) -> Result<(Diagram, DiagramFile), String> {
        let text = format!(
            "variant = {}\nposition = \"start\"\n",
            toml::Value::String(variant.to_string())
        );
        match self.get(catalogue, None, &text).as_ref() {
            Ok(d) => Ok((
                d.diagram.clone(),
                DiagramFile {
                    hash: d.hash.clone(),
                    svg: d.svg.clone(),
                },
            )),
            Err(e) => Err(e.clone()),
        }
    }
}

impl Drawings {
    fn get(
        &self,
        catalogue: &Catalogue,
        default_variant: Option<&str>,
        text: &str,
    ) -> Arc<Result<Drawn, String>> {
        let key = (text.to_string(), default_variant.map(str::to_string));
        if let Some(d) = self.done.lock().expect("not poisoned").get(&key) {
            return d.clone();
        }
        let drawn = Spec::parse(text)
            .and_then(|spec| spec.compute(catalogue, default_variant))
            .and_then(|diagram| fits(&diagram).map(|()| diagram))
            .map(|diagram| {
                let svg = if diagram.show == Show::Throws {
                    String::new()
                } else {
                    svg::render(&diagram)
                };
                let hash = hash(&svg);
                let stacked = (diagram.show == Show::BeforeAfter).then(|| {
                    let svg = svg::render_in(&diagram, svg::Layout::Stacked);
                    (super::hash(&svg), svg.into())
                });
                Drawn {
                    diagram,
                    svg: svg.into(),
                    hash,
                    stacked,
                }
            });
        self.drawn
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let drawn = Arc::new(drawn);
        self.done
            .lock()
            .expect("not poisoned")
            .insert(key, drawn.clone());
        drawn
    }
}

/// Whether a diagram's pictures (its PNG, and for a before-and-after diagram both
/// layouts) are small enough to draw; if not, what to do, naming the board's file.
fn fits(d: &Diagram) -> Result<(), String> {
    if d.show == Show::Throws {
        return Ok(());
    }
    let mut layouts = vec![svg::Layout::Wide];
    if d.show == Show::BeforeAfter {
        layouts.push(svg::Layout::Stacked);
    }
    for layout in layouts {
        let (w, h) = svg::size_in(d, layout);
        if let Some(why) = super::png::too_large(w, h, super::png::SCALE) {
            let game = d.variant.split('/').next().unwrap_or_default();
            let board = &d.rules.settings.board.name;
            return Err(format!(
                "the board of {} cannot be drawn: {why}. Make the board in content/games/{game}/boards/{board}.toml smaller (fewer columns or rows)",
                d.variant
            ));
        }
    }
    Ok(())
}

/// Where a diagram block is rendered: the page's language and its templates, the
/// reader's language (for links), and the ids the page's figures took so far.
pub struct BlockPlace<'a> {
    pub tera: &'a tera::Tera,
    pub l10n: &'a L10n,
    /// The language the block is written in: its words speak it.
    pub lang: &'a str,
    /// The language of the page: links lead to pages in it.
    pub reader: &'a str,
    pub ids: &'a std::cell::RefCell<BTreeSet<String>>,
    /// Whether the site has play pages (and the engine): then a figure gets its tools.
    pub play: bool,
}

/// A figure's id: `diagram-` and a hash of its block, so it stays when other figures
/// come and go; a second copy of the same block on a page gets `-2`, and so on.
fn figure_id(text: &str, ids: &mut BTreeSet<String>) -> String {
    unique_id(format!("diagram-{}", &hash(text)[..8]), ids)
}

/// `base`, or `base-2`, `base-3`, … where the page's figures took it already.
pub fn unique_id(base: String, ids: &mut BTreeSet<String>) -> String {
    let mut id = base.clone();
    let mut n = 1;
    while ids.contains(&id) {
        n += 1;
        id = format!("{base}-{n}");
    }
    ids.insert(id.clone());
    id
}

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

/// The play page of a variant with a position: `/<lang>/<game>/play/<name>/#…`, the
/// fragment as the play page reads it (`v`, `o`, `p`); or, given `record`, the game
/// that record plays from the start (`r`, no `p`).
pub fn play_url(
    reader: &str,
    variant: &str,
    options: &std::collections::BTreeMap<String, String>,
    position: &str,
    record: Option<&str>,
) -> String {
    let (game, name) = variant.split_once('/').unwrap_or((variant, variant));
    let mut fragment = format!("v={}", fragment_escape(variant));
    if !options.is_empty() {
        let list: Vec<String> = options
            .iter()
            .map(|(k, v)| format!("{}:{}", option_escape(k), option_escape(v)))
            .collect();
        fragment.push_str(&format!("&o={}", fragment_escape(&list.join(","))));
    }
    match record {
        Some(record) => {
            let steps: Vec<&str> = record.split_whitespace().collect();
            fragment.push_str(&format!("&r={}", fragment_escape(&steps.join(" "))));
        }
        None => fragment.push_str(&format!("&p={}", fragment_escape(position))),
    }
    format!("/{reader}/{game}/play/{name}/#{fragment}")
}

/// Escapes an option's name or value for the `o` field (`route:masters,pieces:5`):
/// `%`, `,` and `:` percent-encoded, as the play page's `ui.js` writes and reads them,
/// so a value holding them reads back whole.
fn option_escape(s: &str) -> String {
    percent_escape(s, &['%', ',', ':'])
}

/// Escapes what a URL fragment cannot hold as it is (spaces, `&`, `#`, `%`, `=`).
fn fragment_escape(s: &str) -> String {
    percent_escape(s, &[' ', '&', '#', '%', '='])
}

/// `s` with each of the ASCII characters `special` written `%XX`; everything else as it is.
fn percent_escape(s: &str, special: &[char]) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if special.contains(&c) {
            out.push_str(&format!("%{:02X}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// Renders a block: the HTML for the page and, for a board diagram, its SVG files.
pub fn render_block(
    place: &BlockPlace,
    catalogue: &Catalogue,
    default_variant: Option<&str>,
    text: &str,
    caption: Option<&str>,
    drawings: &Drawings,
) -> Result<(String, Vec<DiagramFile>), String> {
    let (l10n, lang) = (place.l10n, place.lang);
    let drawn = drawings.get(catalogue, default_variant, text);
    let Drawn {
        diagram: d,
        svg,
        hash,
        stacked,
    } = match drawn.as_ref() {
        Ok(drawn) => drawn,
        Err(e) => return Err(e.clone()),
    };
    if d.show == Show::Throws {
        return Ok((
            chart::render(place.tera, l10n, lang, &d.variant, &d.rules, caption)?,
            Vec::new(),
        ));
    }
    let spec = Spec::parse(text)?;
    let (w, h) = svg::size(d);
    let id = figure_id(text, &mut place.ids.borrow_mut());
    let position = notation::format(&d.rules, &d.position);
    let mut files = vec![DiagramFile {
        hash: hash.clone(),
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
        src: format!("/diagrams/{hash}.svg#diagram"),
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
    Ok((blocks::render(place.tera, "diagram", &context)?, files))
}
