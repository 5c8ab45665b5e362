//! The link from a position to the play page that starts from it: the address of a
//! variant's play page with the position (or a replay's record) in its fragment, as
//! the play page's script reads it.

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
