//! `tabula diagram`: draws one diagram from the command line, as SVG or PNG, so
//! authors can see a position before they put it in a page.

use crate::diagram::{png, spec, svg, Spec};
use crate::rules::Catalogue;
use std::path::Path;

pub struct Args {
    pub variant: String,
    pub options: Vec<String>,
    pub position: Option<String>,
    pub replay: Option<String>,
    pub throw: Option<u8>,
    pub show: Option<String>,
    pub from: Option<String>,
    pub route: Option<u8>,
    pub out: std::path::PathBuf,
}

pub fn run(catalogue: &Catalogue, a: Args) -> Result<String, String> {
    let options = crate::content::rule_data::parse_options(&a.options)?;
    let show = match a.show.as_deref() {
        None => None,
        Some(s) => Some(
            toml::Value::String(s.to_string())
                .try_into::<spec::Show>()
                .map_err(|_| format!("--show {s}: use position, moves, move or before-after"))?,
        ),
    };
    check_flags(&a, show)?;
    let from = a.from.map(|f| match f.parse::<u8>() {
        Ok(n) => spec::From::Square(n),
        Err(_) => spec::From::Named(f),
    });
    let s = Spec {
        variant: Some(a.variant),
        options,
        position: a.position,
        replay: a.replay,
        throw: a.throw,
        show,
        from,
        route: a.route,
        ..Spec::default()
    };
    let d = s.compute(catalogue, None)?;
    if d.show == spec::Show::Throws {
        return Err("show: `throws` is a chart in the page, not a picture; draw a position".into());
    }
    let svg = svg::render(&d);
    let ext = a
        .out
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default()
        .to_ascii_lowercase();
    let bytes = match ext.as_str() {
        "svg" => svg.into_bytes(),
        "png" => png::rasterize(&svg, 2.0)?,
        _ => {
            return Err(format!(
                "-o {}: name an .svg or a .png file",
                a.out.display()
            ))
        }
    };
    write(&a.out, &bytes)?;
    Ok(format!("wrote {}", a.out.display()))
}

/// Refuses flags the picture would not use, so none is ignored without a word:
/// each error names the flag and what to add or leave out.
fn check_flags(a: &Args, show: Option<spec::Show>) -> Result<(), String> {
    use spec::Show;
    let shown = |s: Show| match s {
        Show::Position => "position",
        Show::Moves => "moves",
        Show::Move => "move",
        Show::BeforeAfter => "before-after",
        Show::Throws => "throws",
    };
    if let Some(from) = &a.from {
        if a.throw.is_none() {
            return Err(format!(
                "--move {from} needs a throw: add --throw N, the value thrown (e.g. --throw 2)"
            ));
        }
        if let Some(s @ (Show::Position | Show::Moves)) = show {
            return Err(format!(
                "--move {from} is not drawn with --show {}: use --show move or --show before-after, or leave out --move",
                shown(s)
            ));
        }
    }
    if let Some(s @ (Show::Moves | Show::Move | Show::BeforeAfter)) = show {
        if a.throw.is_none() {
            return Err(format!(
                "--show {} needs a throw: add --throw N, the value thrown (e.g. --throw 2)",
                shown(s)
            ));
        }
    }
    if a.route.is_some() && show == Some(Show::BeforeAfter) {
        return Err(
            "--route is not drawn with --show before-after: use --show move, or leave out --route"
                .into(),
        );
    }
    Ok(())
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
