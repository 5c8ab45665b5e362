//! The link to a game on a play page: the address fragment that holds a variant, its
//! options, the opponent, a starting position and a record (`v=ur/finkel&o=…&p=…&r=…`).
//! The build writes these links under diagrams and exercises; the play page writes one
//! as a game goes on and reads one when it is opened. Both sides go through here (the
//! page through the api's `link` and `read-link`), so a link reads back as it was
//! written, whoever wrote it.
//!
//! A field's value is percent-encoded where a fragment or a form field could not hold
//! it (space, `&`, `#`, `%`, `+`, `=`); the options field (`route:masters,pieces:5`)
//! encodes `%`, `,` and `:` in a name or value first. Reading decodes any `%XX` and
//! takes `+` for a space, as a browser's `URLSearchParams` does.

use std::collections::BTreeMap;

/// What a play page's link holds. Absent fields are left out of the fragment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Link {
    pub variant: String,
    pub options: BTreeMap<String, String>,
    /// Who plays the second side: a computer player's name, or none for two people.
    pub opponent: Option<String>,
    /// The position the game starts from; none for the variant's start.
    pub position: Option<String>,
    /// The game's steps (`4:hand 2:4 0:pass`), whitespace between them made one space.
    pub record: Option<String>,
}

impl Link {
    /// The fragment, without its `#`: `v`, then `o`, `c`, `p` and `r` where given.
    pub fn fragment(&self) -> String {
        let mut out = format!("v={}", escape(&self.variant, FIELD));
        if !self.options.is_empty() {
            let list: Vec<String> = self
                .options
                .iter()
                .map(|(k, v)| format!("{}:{}", escape(k, OPTION), escape(v, OPTION)))
                .collect();
            out.push_str(&format!("&o={}", escape(&list.join(","), FIELD)));
        }
        if let Some(c) = &self.opponent {
            out.push_str(&format!("&c={}", escape(c, FIELD)));
        }
        if let Some(p) = &self.position {
            out.push_str(&format!("&p={}", escape(p, FIELD)));
        }
        if let Some(r) = &self.record {
            let steps: Vec<&str> = r.split_whitespace().collect();
            out.push_str(&format!("&r={}", escape(&steps.join(" "), FIELD)));
        }
        out
    }

    /// The link a fragment holds (with or without its `#`); `None` when it holds no
    /// game (no `v`, `p` or `r` field: an anchor, or nothing). The first of a repeated
    /// field counts. Errors name the field at fault.
    pub fn read(fragment: &str) -> Result<Option<Link>, String> {
        // A list, not a map: the first of a repeated field is found first, and the
        // engine in the browser carries no map code of its own for this.
        let mut fields: Vec<(String, String)> = Vec::new();
        for pair in fragment.trim_start_matches('#').split('&') {
            if pair.is_empty() {
                continue;
            }
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            fields.push((unescape(k, true)?, unescape(v, true)?));
        }
        let field = |name: &str| {
            fields
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        };
        if ["v", "p", "r"].iter().all(|k| field(k).is_none()) {
            return Ok(None);
        }
        let variant = field("v").ok_or("v: missing; a link names its variant")?;
        let mut options = BTreeMap::new();
        for pair in field("o")
            .unwrap_or_default()
            .split(',')
            .filter(|p| !p.is_empty())
        {
            let Some((k, v)) = pair.split_once(':').filter(|(_, v)| !v.contains(':')) else {
                return Err(format!("o: `{pair}` is not NAME:VALUE"));
            };
            options.insert(unescape(k, false)?, unescape(v, false)?);
        }
        Ok(Some(Link {
            variant,
            options,
            opponent: field("c"),
            position: field("p"),
            record: field("r"),
        }))
    }
}

/// What a field's value cannot hold as it is.
const FIELD: &[char] = &[' ', '&', '#', '%', '+', '='];
/// What an option's name or value cannot hold as it is, inside the options field.
const OPTION: &[char] = &['%', ',', ':'];

/// `s` with each of the ASCII characters `special` written `%XX`; everything else as it is.
fn escape(s: &str, special: &[char]) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if special.contains(&c) {
            let b = c as u8;
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        } else {
            out.push(c);
        }
    }
    out
}

/// `s` with every `%XX` decoded (and, in a field, `+` as a space); an error for a `%`
/// not followed by two hex digits or bytes that are not UTF-8.
fn unescape(s: &str, plus_is_space: bool) -> Result<String, String> {
    let digit = |b: Option<&u8>| char::from(*b?).to_digit(16).map(|d| d as u8);
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let (Some(hi), Some(lo)) = (digit(bytes.get(i + 1)), digit(bytes.get(i + 2)))
                else {
                    return Err(format!("`{s}`: a % not followed by two hex digits"));
                };
                out.push(hi << 4 | lo);
                i += 3;
            }
            b'+' if plus_is_space => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| format!("`{s}`: not UTF-8 once decoded"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_link_reads_as_the_play_page_wrote_it() {
        let link = Link {
            variant: "ur/finkel".into(),
            options: [("route".to_string(), "masters".to_string())].into(),
            opponent: Some("expectimax".into()),
            position: Some("1:4 2:- turn:1".into()),
            record: Some("4:hand  2:4".into()),
        };
        assert_eq!(
            link.fragment(),
            "v=ur/finkel&o=route:masters&c=expectimax&p=1:4%202:-%20turn:1&r=4:hand%202:4"
        );
        let back = Link::read(&format!("#{}", link.fragment()))
            .unwrap()
            .unwrap();
        assert_eq!(back.record.as_deref(), Some("4:hand 2:4"));
        assert_eq!(back.position, link.position);
        assert_eq!(back.options, link.options);
    }

    #[test]
    fn links_written_by_encode_uri_component_still_read() {
        let l = Link::read("v=senet%2Fkendall&o=pieces%3A5&r=3%3Ahand+2%3A3")
            .unwrap()
            .unwrap();
        assert_eq!(l.variant, "senet/kendall");
        assert_eq!(l.options["pieces"], "5");
        assert_eq!(l.record.as_deref(), Some("3:hand 2:3"));
    }

    #[test]
    fn no_game_fields_is_no_link_and_bad_fields_say_which() {
        assert_eq!(Link::read("").unwrap(), None);
        assert_eq!(Link::read("#rules").unwrap(), None);
        assert!(Link::read("p=1:-").unwrap_err().starts_with("v:"));
        assert!(Link::read("v=ur/finkel&o=route")
            .unwrap_err()
            .starts_with("o:"));
        assert!(Link::read("v=ur%2").unwrap_err().contains("hex"));
        assert!(Link::read("v=%FF").unwrap_err().contains("UTF-8"));
    }

    proptest! {
        #[test]
        fn any_link_reads_back_whole(
            variant in "[a-z]{1,5}/[a-z]{1,5}",
            options in prop::collection::btree_map("[a-z%,:=&# +]{1,6}", "[a-z0-9%,:=&# +]{0,6}", 0..3),
            opponent in prop::option::of("[a-z &=+%#]{1,8}"),
            position in prop::option::of("[0-9a-z:,% &=+#-]{1,12}"),
        ) {
            let link = Link { variant, options, opponent, position, record: Some("4:hand 2:4".into()) };
            let f = link.fragment();
            prop_assert!(!f.contains(' ') && !f.contains('#') && !f.contains('+'));
            prop_assert_eq!(Link::read(&f).unwrap(), Some(link));
        }
    }
}
