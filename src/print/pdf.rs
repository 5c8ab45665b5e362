//! A print pack's sheets as one PDF: each sheet's SVG turned into a PDF form by svg2pdf
//! and placed on a page of the sheet's size, so the board keeps its real size when
//! printed at 100 %. The bytes depend only on the sheets (no date is written), so an
//! unchanged pack is the same file from one build to the next.

use super::pack::Sheet;
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};
use std::collections::HashMap;
use svg2pdf::usvg;

/// PostScript points in a millimetre.
const PT_PER_MM: f32 = 72.0 / 25.4;

/// The PDF of `sheets`, one page each, with `title` in its document information.
pub fn pdf(sheets: &[Sheet], title: &str) -> Result<Vec<u8>, String> {
    let mut alloc = Ref::new(1);
    let catalog = alloc.bump();
    let tree = alloc.bump();
    let mut pdf = Pdf::new();
    let mut pages = Vec::with_capacity(sheets.len());
    let options = usvg::Options::default();
    for (i, sheet) in sheets.iter().enumerate() {
        let svg = usvg::Tree::from_str(&sheet.svg, &options)
            .map_err(|e| format!("sheet {}: {e}", i + 1))?;
        let (chunk, form) = svg2pdf::to_chunk(&svg, svg2pdf::ConversionOptions::default())
            .map_err(|e| format!("sheet {}: {e}", i + 1))?;
        let mut renumbered = HashMap::new();
        let chunk = chunk.renumber(|old| *renumbered.entry(old).or_insert_with(|| alloc.bump()));
        let form = renumbered[&form];
        let (page_id, content_id) = (alloc.bump(), alloc.bump());
        let (w, h) = (sheet.width * PT_PER_MM, sheet.height * PT_PER_MM);
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, w, h));
        page.parent(tree);
        page.contents(content_id);
        page.resources().x_objects().pair(Name(b"S"), form);
        page.finish();
        let mut content = Content::new();
        content.transform([w, 0.0, 0.0, h, 0.0, 0.0]);
        content.x_object(Name(b"S"));
        pdf.stream(content_id, &content.finish());
        pdf.extend(&chunk);
        pages.push(page_id);
    }
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(pages.iter().copied())
        .count(pages.len() as i32);
    pdf.document_info(alloc.bump())
        .title(TextStr(title))
        .producer(TextStr("tabula"));
    Ok(pdf.finish())
}
