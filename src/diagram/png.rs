//! PNG renderings of diagrams (2×, through resvg), for Open Graph images and for
//! anyone who needs a bitmap. Diagrams hold no text, so no font is loaded and the
//! picture is the same on every machine. PNGs are cached by the SVG's hash, so an
//! unchanged diagram is never rasterized twice.

use std::path::Path;

/// Rasterizes an SVG at `scale`.
pub fn rasterize(svg: &str, scale: f32) -> Result<Vec<u8>, String> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default()).map_err(|e| format!("SVG: {e}"))?;
    let size = tree.size();
    let (w, h) = ((size.width() * scale).ceil() as u32, (size.height() * scale).ceil() as u32);
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h).ok_or("empty picture")?;
    resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| format!("PNG: {e}"))
}

/// The PNG of a diagram, from the cache folder when it is there.
pub fn cached(cache: &Path, hash: &str, svg: &str) -> Result<(Vec<u8>, bool), String> {
    let file = cache.join(format!("{hash}.png"));
    if let Ok(bytes) = std::fs::read(&file) {
        return Ok((bytes, true));
    }
    let bytes = rasterize(svg, 2.0)?;
    if std::fs::create_dir_all(cache).is_ok() {
        // A cache that cannot be written only costs time.
        let _ = std::fs::write(&file, &bytes);
    }
    Ok((bytes, false))
}
