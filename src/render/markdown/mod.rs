//! Markdown to HTML with pulldown-cmark, plus what tabula adds to it: heading ids
//! (explicit, `## Bearing off {#bearing-off}`, so that they are the same in every
//! language, or else made from the heading's text), `@/path` links to pages of the
//! same language, and fenced blocks that tabula computes (computed blocks, see
//! `blocks`), handed to the page's [`Host`].

mod ids;
mod prose;

use ids::{bad_explicit_id, reserved};
pub use ids::{slug, RESERVED_IDS};
use prose::{smart_quotes, typography};
use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::collections::{HashMap, HashSet};

/// A heading of the page: its level, id and text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heading {
    pub level: u8,
    pub id: String,
    pub text: String,
}

#[derive(Debug, Clone, Default)]
pub struct Rendered {
    pub html: String,
    pub headings: Vec<Heading>,
    /// Every link of the page that names an anchor (`@/senet/rules#bearing-off`,
    /// `#bearing-off`), for the build to check against the page it leads to.
    pub anchors: Vec<AnchorRef>,
}

/// A link to an anchor: where it is in the Markdown, the address of the page it
/// leads to (empty: this page) and the anchor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnchorRef {
    pub offset: usize,
    /// What the author wrote, `@/senet/rules#bearing-off`.
    pub written: String,
    pub url: String,
    pub anchor: String,
}

/// A problem found while rendering: the byte offset in the Markdown and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MdError {
    pub offset: usize,
    pub message: String,
}

/// What is wrong with a computed block, and the line of the block's text it is on
/// (from 1; `None`: the block as a whole, reported at its fence).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockError {
    pub line: Option<usize>,
    pub message: String,
}

impl From<String> for BlockError {
    fn from(message: String) -> BlockError {
        BlockError {
            line: None,
            message,
        }
    }
}

impl From<&str> for BlockError {
    fn from(message: &str) -> BlockError {
        BlockError::from(message.to_string())
    }
}

/// The byte offset, in a fenced block's Markdown (its fence included), of the first
/// character written on line `line` (from 1) of its text; the fence's own offset where
/// the block has no such line.
fn block_line_offset(block: &str, line: usize) -> usize {
    let Some(body) = block.find('\n').map(|i| i + 1) else {
        return 0;
    };
    let mut at = body;
    for _ in 1..line {
        match block[at..].find('\n') {
            Some(i) => at += i + 1,
            None => return 0,
        }
    }
    let rest = &block[at..];
    at + (rest.len() - rest.trim_start_matches([' ', '\t']).len())
}

/// What the renderer asks of its caller.
pub trait Host {
    /// The address of the page `path` (`senet/variants/bell`) in the page's language,
    /// or why there is none.
    fn link(&self, path: &str) -> Result<String, String>;
    /// The HTML of a computed block (`differences`, `diagram`), given its text, the
    /// line it starts on and, for a block that [takes a caption](Host::takes_caption),
    /// the HTML of the paragraph after it; `None` if the block is ordinary code.
    fn block(
        &self,
        kind: &str,
        text: &str,
        line: usize,
        caption: Option<&str>,
    ) -> Option<Result<String, BlockError>>;
    /// Whether a block of this kind is a figure whose caption is the paragraph right
    /// after it: that paragraph is then rendered into the block (a `<figcaption>`)
    /// instead of after it.
    fn takes_caption(&self, _kind: &str) -> bool {
        false
    }
    /// What the ids of the page's figures begin with (`diagram-`, `chart-`): no
    /// heading may take such an id.
    fn id_prefixes(&self) -> &[&str];
    /// Line of a byte offset.
    fn line(&self, offset: usize) -> usize;
    /// The language the page's text is written in, whose typography it gets
    /// (`crate::l10n::typography`); empty for none.
    fn lang(&self) -> &str {
        ""
    }
    /// The text of a rule fact, `{{ houses.water }}` or `{{ ur/bell: pieces.count }}`,
    /// in the page's language (the expression between the braces, trimmed).
    fn fact(&self, expr: &str) -> Result<String, String>;
}

/// Replaces every `{{ … }}` of a text with its fact; errors carry their offset in `text`.
fn facts(text: &str, host: &dyn Host, errors: &mut Vec<(usize, String)>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut offset = 0;
    while let Some(open) = rest.find("{{") {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find("}}") else {
            errors.push((
                offset + open,
                "`{{` is not closed: write a rule fact as {{ houses.water }}".into(),
            ));
            out.push_str(&rest[open..]);
            return out;
        };
        let expr = rest[open + 2..open + close].trim();
        match host.fact(expr) {
            Ok(t) => out.push_str(&t),
            Err(m) => errors.push((offset + open, format!("rule fact {{{{ {expr} }}}}: {m}"))),
        }
        offset += open + close + 2;
        rest = &rest[open + close + 2..];
    }
    out.push_str(rest);
    out
}

/// The Markdown extensions pages are written with; whatever reads a page's blocks
/// without rendering it parses with the same, so both find the same blocks.
pub fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_SMART_PUNCTUATION
        | Options::ENABLE_HEADING_ATTRIBUTES
}

pub fn render(md: &str, host: &dyn Host) -> Result<Rendered, Vec<MdError>> {
    let mut events: Vec<(Event, std::ops::Range<usize>)> =
        Parser::new_ext(md, options()).into_offset_iter().collect();
    smart_quotes(host.lang(), md, &mut events);
    let mut errors = Vec::new();
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    let mut headings = Vec::new();
    let mut anchors = Vec::new();
    // Explicit ids first, so that an id made from a heading's text never takes one a
    // later heading names; each explicit id with the offset of its first heading.
    let mut explicit: HashMap<String, usize> = HashMap::new();
    for (ev, range) in &events {
        if let Event::Start(Tag::Heading {
            id: Some(id),
            classes,
            attrs,
            ..
        }) = ev
        {
            if !classes.is_empty() || !attrs.is_empty() {
                errors.push(MdError {
                    offset: range.start,
                    message: "a heading takes only an id in braces, {#bearing-off}: remove the classes and attributes".into(),
                });
            }
            if let Some(m) = bad_explicit_id(id, host.id_prefixes()) {
                errors.push(MdError {
                    offset: range.start,
                    message: m,
                });
            } else if let Some(&first) = explicit.get(id.as_ref()) {
                errors.push(MdError {
                    offset: range.start,
                    message: format!("the heading id `{id}` is already the id of the heading on line {}: give each heading its own id", host.line(first)),
                });
            } else {
                explicit.insert(id.to_string(), range.start);
            }
        }
    }
    let mut used_ids: HashSet<String> = explicit.keys().cloned().collect();
    let mut i = 0;
    while i < events.len() {
        let (ev, range) = &events[i];
        match ev {
            Event::Start(Tag::Heading {
                level,
                id,
                classes,
                attrs,
            }) => {
                // Gather the heading's text to make its id.
                let mut text = String::new();
                let mut j = i + 1;
                while j < events.len() && !matches!(events[j].0, Event::End(TagEnd::Heading(_))) {
                    if let Event::Text(t) | Event::Code(t) = &events[j].0 {
                        text.push_str(t);
                    }
                    j += 1;
                }
                let hid = match id {
                    // Checked above, against every other explicit id and the reserved ones.
                    Some(id) => id.to_string(),
                    None => {
                        // The first free one of base, base-2, base-3…: free of other
                        // headings and of the ids the page around the content uses.
                        let base = slug(&text);
                        let mut hid = base.clone();
                        let mut n = 1;
                        while used_ids.contains(&hid) || reserved(&hid, host.id_prefixes()) {
                            n += 1;
                            hid = format!("{base}-{n}");
                        }
                        used_ids.insert(hid.clone());
                        hid
                    }
                };
                headings.push(Heading {
                    level: level_num(*level),
                    id: hid.clone(),
                    text,
                });
                out.push(Event::Start(Tag::Heading {
                    level: *level,
                    id: Some(CowStr::from(hid)),
                    classes: classes.clone(),
                    attrs: attrs.clone(),
                }));
            }
            Event::Start(Tag::Link { dest_url, .. })
                if dest_url.starts_with('#') && dest_url.len() > 1 =>
            {
                anchors.push(AnchorRef {
                    offset: range.start,
                    written: dest_url.to_string(),
                    url: String::new(),
                    anchor: dest_url[1..].to_string(),
                });
                out.push(ev.clone());
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) if dest_url.starts_with("@/") => {
                let target = &dest_url[2..];
                let (path, anchor) = match target.split_once('#') {
                    Some((p, a)) => (p, Some(a)),
                    None => (target, None),
                };
                let path = path.trim_end_matches('/').trim_end_matches(".md");
                match host.link(path) {
                    Ok(url) => {
                        let url = match anchor {
                            Some(a) => {
                                anchors.push(AnchorRef {
                                    offset: range.start,
                                    written: dest_url.to_string(),
                                    url: url.clone(),
                                    anchor: a.to_string(),
                                });
                                format!("{url}#{a}")
                            }
                            None => url,
                        };
                        out.push(Event::Start(Tag::Link {
                            link_type: *link_type,
                            dest_url: CowStr::from(url),
                            title: title.clone(),
                            id: id.clone(),
                        }));
                    }
                    Err(m) => {
                        errors.push(MdError {
                            offset: range.start,
                            message: m,
                        });
                        out.push(ev.clone());
                    }
                }
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let kind = info
                    .split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_string();
                let (text, j) = code_text(&events, i);
                let caption = if host.takes_caption(&kind) {
                    caption_after(md, &events, j, host, &mut errors)
                } else {
                    None
                };
                match host.block(
                    &kind,
                    &text,
                    host.line(range.start),
                    caption.as_ref().map(|(html, _)| html.as_str()),
                ) {
                    Some(Ok(html)) => {
                        out.push(Event::Html(CowStr::from(html)));
                        i = caption.map_or(j, |(_, end)| end) + 1;
                        continue;
                    }
                    Some(Err(e)) => {
                        let within = e
                            .line
                            .map_or(0, |l| block_line_offset(&md[range.clone()], l));
                        errors.push(MdError {
                            offset: range.start + within,
                            message: e.message,
                        });
                        i = j + 1;
                        continue;
                    }
                    None => {
                        // Ordinary code: a focusable block, so keyboard users can scroll it.
                        let lang = if kind.is_empty() {
                            String::new()
                        } else {
                            format!(" class=\"language-{}\"", super::esc(&kind))
                        };
                        out.push(Event::Html(CowStr::from(format!(
                            "<pre tabindex=\"0\"><code{lang}>{}</code></pre>\n",
                            super::esc(&text)
                        ))));
                        i = j + 1;
                        continue;
                    }
                }
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Indented)) => {
                let (text, j) = code_text(&events, i);
                out.push(Event::Html(CowStr::from(format!(
                    "<pre tabindex=\"0\"><code>{}</code></pre>\n",
                    super::esc(&text)
                ))));
                i = j + 1;
                continue;
            }
            Event::Text(t) if t.contains("{{") => {
                let mut found = Vec::new();
                let text = facts(t, host, &mut found);
                for (at, message) in found {
                    errors.push(MdError {
                        offset: range.start + at.min(range.len()),
                        message,
                    });
                }
                out.push(Event::Text(CowStr::from(text)));
            }
            _ => out.push(ev.clone()),
        }
        i += 1;
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    typography(host.lang(), &mut out);
    let mut html = String::with_capacity(md.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, out.into_iter());
    Ok(Rendered {
        html,
        headings,
        anchors,
    })
}

/// The paragraph right after the event `end` (a block's end), rendered as a page's
/// paragraph is (links, facts) without its `<p>`, and the index of its end event.
fn caption_after(
    md: &str,
    events: &[(Event, std::ops::Range<usize>)],
    end: usize,
    host: &dyn Host,
    errors: &mut Vec<MdError>,
) -> Option<(String, usize)> {
    let (Event::Start(Tag::Paragraph), range) = events.get(end + 1)? else {
        return None;
    };
    let close =
        (end + 2..events.len()).find(|&k| matches!(events[k].0, Event::End(TagEnd::Paragraph)))?;
    match render(&md[range.clone()], host) {
        Ok(r) => {
            let html = r.html.trim_end();
            let inner = html
                .strip_prefix("<p>")
                .and_then(|h| h.strip_suffix("</p>"))
                .unwrap_or(html);
            Some((inner.to_string(), close))
        }
        Err(errs) => {
            errors.extend(errs.into_iter().map(|e| MdError {
                offset: e.offset + range.start,
                message: e.message,
            }));
            Some((String::new(), close))
        }
    }
}

/// The text of the code block starting at event `start`, and the index of its end event.
fn code_text(events: &[(Event, std::ops::Range<usize>)], start: usize) -> (String, usize) {
    let mut text = String::new();
    let mut j = start + 1;
    while j < events.len() && !matches!(events[j].0, Event::End(TagEnd::CodeBlock)) {
        if let Event::Text(t) = &events[j].0 {
            text.push_str(t);
        }
        j += 1;
    }
    (text, j)
}

fn level_num(l: HeadingLevel) -> u8 {
    match l {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_keep_letters_of_any_script() {
        assert_eq!(slug("What is Bell's Senet?"), "what-is-bell-s-senet");
        assert_eq!(slug("Změny pravidel"), "změny-pravidel");
        assert_eq!(slug("ルールの違い"), "ルールの違い");
    }
}
