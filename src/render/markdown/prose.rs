//! The language's typography over a page's prose: its rules applied across inline
//! markup, and the double quotes the smart punctuation made, in the language's marks.

use pulldown_cmark::{CowStr, Event, Tag, TagEnd};

/// The language's typography over the prose: each piece of text gets it knowing the
/// text before it across inline markup (`*v* domě`), and a line break of the source
/// after a word that may not end a line becomes a no-break space. Code, HTML and
/// computed blocks are left as they are.
pub(super) fn typography(lang: &str, events: &mut [Event]) {
    use crate::l10n::typography::{apply_after, clings_at_end};
    if lang.is_empty() {
        return;
    }
    // The end of the text just before, across inline markup.
    let mut before = String::new();
    let keep = |before: &mut String, text: &str| {
        let tail: String = text
            .chars()
            .rev()
            .take(2)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        *before = tail;
    };
    for ev in events.iter_mut() {
        match ev {
            Event::Text(t) => {
                if let std::borrow::Cow::Owned(new) = apply_after(lang, t, &before) {
                    *t = CowStr::from(new);
                }
                keep(&mut before, t);
            }
            Event::SoftBreak if clings_at_end(lang, &before) => {
                *ev = Event::Text(CowStr::Borrowed("\u{a0}"));
                keep(&mut before, " ");
            }
            Event::SoftBreak => keep(&mut before, " "),
            Event::Start(Tag::Emphasis | Tag::Strong | Tag::Strikethrough | Tag::Link { .. })
            | Event::End(
                TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough | TagEnd::Link,
            ) => {}
            _ => before.clear(),
        }
    }
}

/// The double quotes the smart punctuation made from straight `"` of the source, as
/// the page's language writes them (`crate::l10n::typography::smart_double_quotes`),
/// block by block; marks typed by hand, and everything else, as they are. Done before
/// anything reads the text, so headings and the contents show the marks the prose does.
pub(super) fn smart_quotes(lang: &str, md: &str, events: &mut [(Event, std::ops::Range<usize>)]) {
    // The quotes of the current block: their events' indices and the reader's marks.
    let mut at: Vec<usize> = Vec::new();
    let mut marks: Vec<char> = Vec::new();
    let flush = |events: &mut [(Event, std::ops::Range<usize>)],
                 at: &mut Vec<usize>,
                 marks: &mut Vec<char>| {
        if let Some(new) = crate::l10n::typography::smart_double_quotes(lang, marks) {
            for (&i, c) in at.iter().zip(new) {
                events[i].0 = Event::Text(CowStr::from(c.to_string()));
            }
        }
        at.clear();
        marks.clear();
    };
    for i in 0..events.len() {
        match &events[i] {
            (Event::Text(t), range) if md.get(range.clone()) == Some("\"") => {
                if let Some(c @ ('“' | '”')) = t.chars().next() {
                    at.push(i);
                    marks.push(c);
                }
            }
            (Event::Start(tag), _) if !inline(tag) => flush(events, &mut at, &mut marks),
            (Event::End(end), _) if !inline_end(*end) => flush(events, &mut at, &mut marks),
            _ => {}
        }
    }
    flush(events, &mut at, &mut marks);
}

/// Whether a tag is markup inside a block's text rather than a block.
fn inline(tag: &Tag) -> bool {
    matches!(
        tag,
        Tag::Emphasis
            | Tag::Strong
            | Tag::Strikethrough
            | Tag::Superscript
            | Tag::Subscript
            | Tag::Link { .. }
            | Tag::Image { .. }
    )
}

/// [`inline`] for an end tag.
fn inline_end(end: TagEnd) -> bool {
    matches!(
        end,
        TagEnd::Emphasis
            | TagEnd::Strong
            | TagEnd::Strikethrough
            | TagEnd::Superscript
            | TagEnd::Subscript
            | TagEnd::Link
            | TagEnd::Image
    )
}
