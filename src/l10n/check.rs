//! What can be checked in Fluent source before any page is rendered, so that an
//! error names the `.ftl` file, line, language and message once, instead of every
//! page that happens to use the message:
//!
//! - nesting deeper than [`MAX_DEPTH`], checked on the raw text, because Fluent's
//!   parser (and resolver) recurse once per level and would overflow the stack and
//!   abort the process long before reporting anything;
//! - references to messages, attributes, terms and functions the language does not
//!   have (a reference never falls back to another language), and cycles of references.
//!
//! Positions come from the AST itself: its identifiers are slices of the source
//! text, so their offsets are exact and found without searching; [`Lines`] turns
//! offsets into lines in one pass over the text.

use crate::diagnostics::Diagnostic;
use fluent_syntax::ast;
use std::collections::BTreeMap;
use std::path::Path;

/// How deep placeables (`{ … }`) and calls (`F( … )`) may nest in a Fluent entry.
/// Real messages use two or three levels; Fluent's parser and resolver recurse once
/// per level, and at a few thousand levels overflow a 2 MiB thread's stack.
pub const MAX_DEPTH: usize = 100;

use super::spelled::{self, Spelled};
pub use crate::diagnostics::Lines;

/// The byte offset of `part` in `text`, when `part` is a slice of it (as every
/// identifier of an AST parsed from `text` is).
pub fn offset_of(text: &str, part: &str) -> Option<usize> {
    let start = text.as_ptr() as usize;
    let at = part.as_ptr() as usize;
    (at >= start && at + part.len() <= start + text.len()).then(|| at - start)
}

/// The offset of the first `{` or `(` that nests deeper than [`MAX_DEPTH`], if any.
///
/// A scan of the raw text, never recursive: `{` opens a placeable and `(` a call's
/// arguments; inside an expression, string literals (`"…"`, with `\` escapes) are
/// skipped, and after `->` come the variants, text again. Each line that starts an
/// entry (`id =`, `-term =`) or a comment (`#`) starts afresh: such a line cannot
/// be inside a valid placeable, so the parser starts afresh there too.
pub fn too_deep(text: &str) -> Option<usize> {
    #[derive(Clone, Copy, PartialEq)]
    enum Frame {
        /// Inside `{ … }` or `( … )`: an expression.
        Expr,
        /// After `->`: variants, whose patterns are text.
        Variants,
    }
    let b = text.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if i == 0 || b[i - 1] == b'\n' {
            if b[i] == b'#' {
                stack.clear();
                i = text[i..].find('\n').map_or(b.len(), |n| i + n + 1);
                continue;
            }
            if starts_entry(&b[i..]) {
                stack.clear();
            }
        }
        let c = b[i];
        match stack.last() {
            Some(Frame::Expr) => match c {
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                }
                b'{' | b'(' => stack.push(Frame::Expr),
                b'}' | b')' => {
                    stack.pop();
                }
                b'-' if b.get(i + 1) == Some(&b'>') => {
                    stack.pop();
                    stack.push(Frame::Variants);
                    i += 1;
                }
                _ => {}
            },
            // Text: a message's pattern (empty stack) or a variant's.
            _ => match c {
                b'{' => stack.push(Frame::Expr),
                b'}' => {
                    stack.pop();
                }
                _ => {}
            },
        }
        if stack.len() > MAX_DEPTH {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Whether a line starts a message or a term: an identifier (after `-` for a
/// term), optional spaces, then `=`.
fn starts_entry(line: &[u8]) -> bool {
    let line = line.strip_prefix(b"-").unwrap_or(line);
    if !line.first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let rest = line
        .iter()
        .skip_while(|c| c.is_ascii_alphanumeric() || **c == b'_' || **c == b'-');
    rest.copied().find(|c| *c != b' ') == Some(b'=')
}

/// One parsed Fluent file of a language.
pub struct File<'a> {
    pub path: &'a Path,
    pub text: &'a str,
    pub lines: Lines<'a>,
    pub entries: Vec<&'a ast::Entry<&'a str>>,
}

/// A pattern a reference can lead to: a message's or term's value, or one of its attributes.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Node {
    term: bool,
    id: String,
    attribute: Option<String>,
}

impl Node {
    fn name(&self) -> String {
        let dash = if self.term { "-" } else { "" };
        match &self.attribute {
            Some(a) => format!("{dash}{}.{a}", self.id),
            None => format!("{dash}{}", self.id),
        }
    }
}

/// A reference found in a pattern: what it names, and where (file index, byte offset).
struct Reference<'a> {
    to: Node,
    function: Option<Call<'a>>,
    file: usize,
    offset: usize,
}

/// A function called: its name, its positional arguments and the form it names
/// (`form: "…"`), if any.
struct Call<'a> {
    name: &'a str,
    positional: usize,
    form: Option<&'a str>,
    /// A named argument other than a form given as a string.
    other: Option<&'a str>,
}

/// What an entry defines: whether it has a value, and its attributes.
struct Definition {
    value: bool,
    attributes: Vec<String>,
}

/// References to what the language does not define, and cycles of references.
/// Definitions are the first of each id (the one the bundle keeps); every entry's
/// references are checked.
pub fn references(lang: &str, files: &[File], spelled: &Spelled) -> Vec<Diagnostic> {
    let mut defined: BTreeMap<(bool, &str), Definition> = BTreeMap::new();
    for f in files {
        for entry in &f.entries {
            let (term, id, value, attributes) = match entry {
                ast::Entry::Message(m) => (false, m.id.name, m.value.is_some(), &m.attributes),
                ast::Entry::Term(t) => (true, t.id.name, true, &t.attributes),
                _ => continue,
            };
            defined.entry((term, id)).or_insert_with(|| Definition {
                value,
                attributes: attributes.iter().map(|a| a.id.name.to_string()).collect(),
            });
        }
    }
    let mut errors = Vec::new();
    // The graph of patterns, for cycles: from each first definition's patterns.
    let mut edges: BTreeMap<Node, Vec<Reference>> = BTreeMap::new();
    let mut seen: BTreeMap<(bool, &str), ()> = BTreeMap::new();
    for (fi, f) in files.iter().enumerate() {
        for entry in &f.entries {
            let (term, id, value, attributes) = match entry {
                ast::Entry::Message(m) => (false, m.id.name, m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (true, t.id.name, Some(&t.value), &t.attributes),
                _ => continue,
            };
            let first = seen.insert((term, id), ()).is_none();
            let patterns = value
                .map(|v| (None, v))
                .into_iter()
                .chain(attributes.iter().map(|a| (Some(a.id.name), &a.value)));
            for (attribute, pattern) in patterns {
                let from = Node {
                    term,
                    id: id.to_string(),
                    attribute: attribute.map(str::to_string),
                };
                let mut refs = Vec::new();
                walk_pattern(pattern, f.text, fi, &mut refs);
                let mut kept = Vec::new();
                for r in refs {
                    let at = |message: String| {
                        let (line, col) = files[r.file].lines.line_col(r.offset);
                        Diagnostic::new(files[r.file].path, line, col, message).lang(lang)
                    };
                    let user = from.name();
                    if let Some(call) = &r.function {
                        if let Some(wrong) = wrong_call(lang, call, spelled) {
                            errors.push(at(format!("`{user}` {wrong}")));
                        }
                        continue;
                    }
                    let what = if r.to.term { "term" } else { "message" };
                    let Some(def) = defined.get(&(r.to.term, r.to.id.as_str())) else {
                        errors.push(at(format!(
                            "`{user}` refers to the {what} `{}`, which `{lang}` does not define (references do not fall back to other languages): define it in locales/{lang}/ or remove the reference",
                            Node { attribute: None, ..r.to.clone() }.name()
                        )));
                        continue;
                    };
                    match &r.to.attribute {
                        Some(a) if !def.attributes.contains(a) => errors.push(at(format!(
                            "`{user}` refers to `{}`, but the {what} has no attribute `.{a}`{}: add it or fix the reference",
                            r.to.name(),
                            if def.attributes.is_empty() { String::new() } else { format!(" (it has .{})", def.attributes.join(", .")) }
                        ))),
                        None if !def.value => errors.push(at(format!(
                            "`{user}` refers to `{}`, which has no value, only attributes: refer to one of them (`{{ {}.{} }}`) or give it a value",
                            r.to.name(),
                            r.to.name(),
                            def.attributes.first().map_or("attribute", String::as_str)
                        ))),
                        _ => kept.push(r),
                    }
                }
                if first {
                    edges.insert(from, kept);
                }
            }
        }
    }
    errors.extend(cycles(lang, files, &edges));
    errors
}

/// What is wrong with a function call, if anything: tabula provides one function,
/// `WORDS($count)` or `WORDS($count, form: "…")`, whose form the language must have.
fn wrong_call(lang: &str, call: &Call, spelled: &Spelled) -> Option<String> {
    if call.name != spelled::FUNCTION {
        return Some(format!(
            "calls `{}()`, a function tabula does not provide (it provides only `{}($count)`, a count in words): remove the call",
            call.name,
            spelled::FUNCTION
        ));
    }
    if call.positional != 1 {
        return Some(format!(
            "calls `{}()` with {} positional arguments: give it one, the count (`{}($count)`)",
            call.name,
            call.positional,
            spelled::FUNCTION
        ));
    }
    if let Some(other) = call.other {
        return Some(format!(
            "gives `{}()` the argument `{other}`: it takes only a form, as a quoted name (`{}($count, form: \"feminine\")`)",
            call.name,
            spelled::FUNCTION
        ));
    }
    let form = call.form.unwrap_or(spelled::DEFAULT_FORM);
    (!spelled.has(form)).then(|| {
        format!(
            "asks for the count in words of the form `{form}`, which locales/{lang}/{} does not have (it has {}): add the form's words there, or name one it has",
            spelled::FILE,
            spelled.forms()
        )
    })
}

fn walk_pattern<'a>(
    p: &ast::Pattern<&'a str>,
    text: &str,
    file: usize,
    out: &mut Vec<Reference<'a>>,
) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            walk_expression(expression, text, file, out);
        }
    }
}

fn walk_expression<'a>(
    e: &ast::Expression<&'a str>,
    text: &str,
    file: usize,
    out: &mut Vec<Reference<'a>>,
) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, text, file, out);
            for v in variants {
                walk_pattern(&v.value, text, file, out);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, text, file, out),
    }
}

fn walk_inline<'a>(
    i: &ast::InlineExpression<&'a str>,
    text: &str,
    file: usize,
    out: &mut Vec<Reference<'a>>,
) {
    let mut push = |term: bool,
                    id: &ast::Identifier<&'a str>,
                    attribute: &Option<ast::Identifier<&'a str>>,
                    function: Option<Call<'a>>| {
        out.push(Reference {
            to: Node {
                term,
                id: id.name.to_string(),
                attribute: attribute.as_ref().map(|a| a.name.to_string()),
            },
            function,
            file,
            offset: offset_of(text, id.name).map_or(0, |o| o - usize::from(term)),
        })
    };
    match i {
        ast::InlineExpression::MessageReference { id, attribute } => {
            push(false, id, attribute, None)
        }
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            push(true, id, attribute, None);
            if let Some(args) = arguments {
                walk_arguments(args, text, file, out);
            }
        }
        ast::InlineExpression::FunctionReference { id, arguments } => {
            let form = arguments.named.iter().find_map(|n| match &n.value {
                ast::InlineExpression::StringLiteral { value } if n.name.name == "form" => {
                    Some(*value)
                }
                _ => None,
            });
            push(
                false,
                id,
                &None,
                Some(Call {
                    name: id.name,
                    positional: arguments.positional.len(),
                    form,
                    other: arguments
                        .named
                        .iter()
                        .find(|n| {
                            n.name.name != "form"
                                || !matches!(n.value, ast::InlineExpression::StringLiteral { .. })
                        })
                        .map(|n| n.name.name),
                }),
            );
            walk_arguments(arguments, text, file, out);
        }
        ast::InlineExpression::Placeable { expression } => {
            walk_expression(expression, text, file, out)
        }
        _ => {}
    }
}

fn walk_arguments<'a>(
    args: &ast::CallArguments<&'a str>,
    text: &str,
    file: usize,
    out: &mut Vec<Reference<'a>>,
) {
    for a in &args.positional {
        walk_inline(a, text, file, out);
    }
    for n in &args.named {
        walk_inline(&n.value, text, file, out);
    }
}

/// Cycles of references, each reported at the reference that closes it. An
/// iterative depth-first search: a chain of thousands of messages is fine.
fn cycles(lang: &str, files: &[File], edges: &BTreeMap<Node, Vec<Reference>>) -> Vec<Diagnostic> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        New,
        Open,
        Done,
    }
    let nodes: Vec<&Node> = edges.keys().collect();
    let index: BTreeMap<&Node, usize> = nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let mut state = vec![State::New; nodes.len()];
    let mut errors = Vec::new();
    for root in 0..nodes.len() {
        if state[root] != State::New {
            continue;
        }
        // (node, next edge to follow)
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = State::Open;
        while let Some(&mut (n, ref mut next)) = stack.last_mut() {
            let Some(r) = edges[nodes[n]].get(*next) else {
                state[n] = State::Done;
                stack.pop();
                continue;
            };
            *next += 1;
            let Some(&m) = index.get(&r.to) else { continue };
            match state[m] {
                State::New => {
                    state[m] = State::Open;
                    stack.push((m, 0));
                }
                State::Open => {
                    let from = stack.iter().position(|&(s, _)| s == m).unwrap_or(0);
                    let mut path: Vec<String> = stack[from..]
                        .iter()
                        .map(|&(s, _)| format!("`{}`", nodes[s].name()))
                        .collect();
                    if path.len() > 12 {
                        let hidden = path.len() - 11;
                        path.splice(10..path.len() - 1, [format!("({hidden} more)")]);
                    }
                    path.push(format!("`{}`", nodes[m].name()));
                    let (line, col) = files[r.file].lines.line_col(r.offset);
                    let user = nodes[n].name();
                    errors.push(Diagnostic::new(files[r.file].path, line, col, format!(
                        "`{user}` closes a cycle of references, {}: a message cannot contain itself; remove one of these references",
                        path.join(" → ")
                    )).lang(lang));
                }
                State::Done => {}
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns() {
        let text = "a = 1\nbé = { x } { y }\n";
        let lines = Lines::new(text);
        assert_eq!(lines.line_col(0), (1, 1));
        assert_eq!(lines.line_col(text.find('x').unwrap()), (2, 8));
        assert_eq!(lines.line_col(text.find('y').unwrap()), (2, 14));
        assert_eq!(lines.line_col(text.find('x').unwrap()), (2, 8));
        assert_eq!(lines.line_col(text.len()), (3, 1));
    }

    #[test]
    fn nesting_is_counted_outside_strings_and_comments() {
        let deep = |n: usize| format!("m = {}x{}\n", "{ ".repeat(n), " }".repeat(n));
        assert_eq!(too_deep(&deep(MAX_DEPTH)), None);
        assert_eq!(too_deep(&deep(MAX_DEPTH + 1)), Some(4 + 2 * MAX_DEPTH));
        let calls = format!(
            "m = {{ {}1{} }}\n",
            "F(".repeat(MAX_DEPTH),
            ")".repeat(MAX_DEPTH)
        );
        assert!(too_deep(&calls).is_some());
        // Braces in string literals, comments and text after a closed placeable do not count.
        let braces = format!(
            "# {}\nm = {{ \"{}\" }} {{ $x -> *[a] {{ \"}}\" }} }}\n",
            "{".repeat(500),
            "{".repeat(500)
        );
        assert_eq!(too_deep(&braces), None);
        // A broken entry does not carry its depth into the next one.
        let broken = "m = {\n".repeat(500);
        assert_eq!(too_deep(&broken), None);
    }
}
