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
    let options = super::moves::parse_options(&a.options)?;
    let show = match a.show.as_deref() {
        None => None,
        Some(s) => Some(
            toml::Value::String(s.to_string())
                .try_into::<spec::Show>()
                .map_err(|_| format!("show: `{s}`; use position, moves, move or before-after"))?,
        ),
    };
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
    let ext = a.out.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
    let bytes = match ext.as_str() {
        "svg" => svg.into_bytes(),
        "png" => png::rasterize(&svg, 2.0)?,
        _ => return Err(format!("-o {}: name an .svg or a .png file", a.out.display())),
    };
    write(&a.out, &bytes)?;
    Ok(format!("wrote {}", a.out.display()))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
