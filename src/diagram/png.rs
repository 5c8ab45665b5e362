//! PNG renderings of diagrams (2×, through resvg), for Open Graph images and for
//! anyone who needs a bitmap. Diagrams hold no text, so no font is loaded and the
//! picture is the same on every machine. PNGs are cached by the SVG's hash, so an
//! unchanged diagram is never rasterized twice. A picture is at most [`MAX_SIDE`]
//! pixels a side and [`MAX_PIXELS`] in all: a board within the rule data's limits
//! (255 columns) would otherwise take gigabytes of memory to draw.

use std::path::Path;

/// The scale of the PNGs a build writes.
pub const SCALE: f32 = 2.0;
/// The most pixels a PNG has: 16 megapixels, a 64 MiB bitmap while it is drawn.
pub const MAX_PIXELS: u64 = 16 * 1024 * 1024;
/// The most pixels on either side of a PNG.
pub const MAX_SIDE: u32 = 8192;

/// The size in pixels of a picture of `width` × `height` drawn at `scale`.
pub fn pixels(width: f32, height: f32, scale: f32) -> (u64, u64) {
    let side = |x: f32| (x * scale).ceil().max(0.0) as u64;
    (side(width), side(height))
}

/// Why a picture of `width` × `height` at `scale` is not drawn, if it is too large.
pub fn too_large(width: f32, height: f32, scale: f32) -> Option<String> {
    let (w, h) = pixels(width, height, scale);
    (w > u64::from(MAX_SIDE) || h > u64::from(MAX_SIDE) || w * h > MAX_PIXELS).then(|| {
        format!(
            "its picture would be {w} × {h} pixels, more than tabula draws (at most {MAX_SIDE} a side and {MAX_PIXELS} in all)"
        )
    })
}

/// Rasterizes an SVG at `scale`.
pub fn rasterize(svg: &str, scale: f32) -> Result<Vec<u8>, String> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
        .map_err(|e| format!("SVG: {e}"))?;
    let size = tree.size();
    if let Some(why) = too_large(size.width(), size.height(), scale) {
        return Err(why);
    }
    let (w, h) = pixels(size.width(), size.height(), scale);
    let (w, h) = (w as u32, h as u32);
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h).ok_or("empty picture")?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().map_err(|e| format!("PNG: {e}"))
}

/// FNV-1a, 64 bits, of bytes: the checksum a cache entry carries.
fn checksum(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x100000001b3);
    }
    format!("{h:016x}")
}

/// The PNG in a cache entry, if the entry is whole: its first line is the checksum
/// of the rest, so a truncated, damaged or replaced entry is never used.
fn entry_png(entry: &[u8]) -> Option<&[u8]> {
    let (sum, png) = (entry.get(..16)?, entry.get(17..)?);
    (entry.get(16) == Some(&b'\n')
        && sum == checksum(png).as_bytes()
        && png.starts_with(b"\x89PNG\r\n\x1a\n"))
    .then_some(png)
}

/// The PNG of a diagram, from the cache folder when a whole entry for it is there.
/// Entries (`<hash>.entry`: checksum line, then the PNG) are written to a temporary
/// file and renamed into place, so a reader never sees half of one.
pub fn cached(cache: &Path, hash: &str, svg: &str) -> Result<(Vec<u8>, bool), String> {
    let file = cache.join(format!("{hash}.entry"));
    if let Ok(entry) = crate::input::read_bytes(&file, crate::input::MAX_STATIC) {
        if let Some(png) = entry_png(&entry) {
            return Ok((png.to_vec(), true));
        }
    }
    let bytes = rasterize(svg, SCALE)?;
    // A cache that cannot be written only costs time.
    if std::fs::create_dir_all(cache).is_ok() {
        let mut entry = format!("{}\n", checksum(&bytes)).into_bytes();
        entry.extend_from_slice(&bytes);
        let tmp = cache.join(format!(".{hash}.{}.tmp", std::process::id()));
        if std::fs::write(&tmp, &entry).is_ok() && std::fs::rename(&tmp, &file).is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
    }
    Ok((bytes, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SVG: &str = r#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>"#;

    #[test]
    fn a_damaged_or_replaced_entry_is_made_again() {
        let dir = tempfile::tempdir().unwrap();
        let (png, from_cache) = cached(dir.path(), "abc", SVG).unwrap();
        assert!(!from_cache);
        assert_eq!(cached(dir.path(), "abc", SVG).unwrap(), (png.clone(), true));
        let file = dir.path().join("abc.entry");
        let whole = std::fs::read(&file).unwrap();
        // Truncated.
        std::fs::write(&file, &whole[..whole.len() - 10]).unwrap();
        assert_eq!(
            cached(dir.path(), "abc", SVG).unwrap(),
            (png.clone(), false)
        );
        // Replaced by another picture, the old checksum kept.
        let mut poisoned = whole[..17].to_vec();
        poisoned.extend_from_slice(&rasterize(&SVG.replace("red", "blue"), 2.0).unwrap());
        std::fs::write(&file, &poisoned).unwrap();
        assert_eq!(cached(dir.path(), "abc", SVG).unwrap(), (png, false));
        // No temporary file is left behind.
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["abc.entry"]);
    }
}
