//! Computed blocks: the fenced blocks of a page that tabula fills in from the rule
//! data, the engine and the statistics (```` ```diagram ````, ```` ```differences ````,
//! ```` ```statistics ````, ```` ```comparison ````, and the throws chart a diagram
//! block shows). Each is one [`Block`] in one file, listed once in [`BLOCKS`]; the
//! list is what the rest of tabula asks about blocks: which fenced blocks are
//! computed and which take the paragraph after them as their caption (the page's
//! Markdown), the bundled templates a site without its own gets (`templates/blocks/`),
//! the templates `tabula init` writes, the ids no heading may take, and the rule sets
//! `tabula stats` plays for the pages (`wanted`).
//!
//! A block's markup comes from its template, `templates/blocks/<kind>.html`, as Zola
//! renders shortcodes through Tera, so a site can restyle it; its words come in the
//! context, from Fluent, in the language the block is written in ([`Place`]).

mod comparison;
mod diagram;
mod differences;
mod figures;
mod review;
mod statistics;
mod throws;
pub(crate) mod wanted;

use crate::diagram::{DiagramFile, Drawings};
use crate::l10n::{numbers, Arg, Args, L10n};
pub use crate::render::markdown::BlockError;
use crate::rules::Catalogue;
use crate::stats::data::Library;
use crate::stats::play::RuleSet;
use serde::Serialize;
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::sync::LazyLock;

/// One kind of computed block.
pub(crate) trait Block: Sync {
    /// Its name: the word after the fence (```` ```statistics ````) and its template's,
    /// `blocks/<kind>.html`.
    fn kind(&self) -> &'static str;
    /// The bundled template, used where the site has no `templates/blocks/<kind>.html`.
    fn template(&self) -> &'static str;
    /// Whether an author writes it as a fenced block of its kind: the throws chart is
    /// written as a diagram block that shows throws.
    fn fenced(&self) -> bool {
        true
    }
    /// The caption rule: whether the paragraph right after the block is its caption
    /// (rendered into the block, not after it).
    fn takes_caption(&self) -> bool {
        false
    }
    /// What the ids of its figures begin with (`diagram-`, `chart-`), which no heading
    /// may take.
    fn id_prefix(&self) -> Option<&'static str> {
        None
    }
    /// The rule sets a block of this kind shows figures of, which `tabula stats` plays
    /// for it; a block it cannot read names none (the build reports it).
    fn rule_sets(&self, _text: &str, _page_variant: Option<&str>, _: &Catalogue) -> Vec<RuleSet> {
        Vec::new()
    }
    /// The positions a block of this kind shows values under best play of, with their
    /// rule sets, which `tabula solve` writes into `content/solved/` for it; a block it
    /// cannot read names none (the build reports it).
    fn positions(
        &self,
        _text: &str,
        _page_variant: Option<&str>,
        _: &Catalogue,
    ) -> Vec<wanted::Wanted> {
        Vec::new()
    }
    /// The block's HTML and the pictures it shows, or what is wrong with it.
    fn render(&self, place: &Place, text: &str, caption: Option<&str>) -> Result<Made, BlockError>;
}

/// The error of a block at the line of `key` in its text (`options = …`, or a table
/// `[options]`), or of the whole block where the text does not write the key.
pub(crate) fn at_key(text: &str, key: &str, message: impl Into<String>) -> BlockError {
    BlockError {
        line: key_line(text, key),
        message: message.into(),
    }
}

/// The line (from 1) where a block's TOML text writes `key`.
fn key_line(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|l| {
            let l = l.trim_start();
            let table = l
                .strip_prefix('[')
                .and_then(|r| r.strip_suffix(']'))
                .is_some_and(|t| t.trim() == key);
            table
                || l.strip_prefix(key)
                    .is_some_and(|r| r.trim_start().starts_with(['=', '.']))
        })
        .map(|i| i + 1)
}

/// Every computed block. A new block is a file of this folder and a line here.
pub(crate) static BLOCKS: [&dyn Block; 5] = [
    &diagram::Diagram,
    &throws::Throws,
    &differences::Differences,
    &statistics::Statistics,
    &comparison::Comparison,
];

/// The block an author writes as a fenced block of `kind`, if tabula computes it.
pub(crate) fn fenced(kind: &str) -> Option<&'static dyn Block> {
    BLOCKS
        .iter()
        .copied()
        .find(|b| b.fenced() && b.kind() == kind)
}

/// The bundled block templates, by template name (`blocks/diagram.html`).
pub(crate) fn templates() -> Vec<(String, &'static str)> {
    BLOCKS
        .iter()
        .map(|b| (format!("blocks/{}.html", b.kind()), b.template()))
        .collect()
}

/// What the ids of the blocks' figures begin with, each once, in the order of [`BLOCKS`].
pub(crate) fn id_prefixes() -> &'static [&'static str] {
    static PREFIXES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
        let mut out: Vec<&'static str> = Vec::new();
        for p in BLOCKS.iter().filter_map(|b| b.id_prefix()) {
            if !out.contains(&p) {
                out.push(p);
            }
        }
        out
    });
    &PREFIXES
}

/// What a block made: its HTML and the pictures (SVG files) it shows.
pub(crate) struct Made {
    pub(crate) html: String,
    pub(crate) diagrams: Vec<DiagramFile>,
}

impl Made {
    fn html(html: String) -> Made {
        Made {
            html,
            diagrams: Vec::new(),
        }
    }
}

/// What a block gets from the page it is on and the site around it.
pub(crate) struct Place<'a> {
    /// The templates, with `t` speaking the block's language.
    pub(crate) tera: &'a tera::Tera,
    pub(crate) l10n: &'a L10n,
    /// The language the block is written in (the page content's): its words speak it.
    pub(crate) lang: &'a str,
    /// The language of the page being made: links lead to pages in it.
    pub(crate) reader: &'a str,
    pub(crate) catalogue: &'a Catalogue,
    /// The statistics of `content/stats/`, and the charts drawn from them.
    pub(crate) stats: &'a Library,
    /// The values under best play of `content/solved/`.
    pub(crate) solved: &'a crate::solved::Library,
    /// What the page's blocks warn of: shown, and errors under `--strict`.
    pub(crate) warnings: &'a RefCell<Vec<String>>,
    /// The diagrams of the build, each drawn once.
    pub(crate) drawings: &'a Drawings,
    /// Whether the site has play pages (and the engine): then a figure gets its tools.
    pub(crate) play: bool,
    /// The page's own variant, from its front matter.
    pub(crate) variant: Option<&'a str>,
    /// The variant blocks default to: the page's, or its game's standard one.
    pub(crate) default_variant: Option<&'a str>,
    /// The ids the page's figures have taken, so each one's is unique.
    pub(crate) ids: &'a RefCell<BTreeSet<String>>,
    /// The reading order of the site's pages: the order in which blocks list variants.
    pub(crate) reading: &'a crate::site::reading::Order,
}

impl Place<'_> {
    /// A message in the block's language.
    pub(crate) fn tr(&self, id: &str, args: &[(&str, Arg)]) -> Result<String, String> {
        self.l10n.tr(self.lang, id, &args_of(args))
    }

    /// A message that names a rule set: `$variant` is its name (the message `name_id`),
    /// and `$variant-FORM` each form the language's sentences use (`.sentence`,
    /// `.genitive`, …), as in the difference tables.
    pub(crate) fn tr_variant(
        &self,
        id: &str,
        args: &[(&str, Arg)],
        name_id: &str,
    ) -> Result<String, String> {
        self.l10n.tr_named(
            self.lang,
            id,
            args_of(args),
            &[("variant", name_id)],
            crate::l10n::text::VARIANT_PREFIX,
        )
    }

    pub(crate) fn int(&self, n: u64) -> String {
        numbers::integer(self.lang, n)
    }

    pub(crate) fn num(&self, x: f64, decimals: usize) -> String {
        numbers::format(self.lang, x, decimals)
    }

    pub(crate) fn pct(&self, x: f64, decimals: usize) -> String {
        numbers::percent(self.lang, x, decimals)
    }

    /// A measured figure with all its decimals, so the figures of a table line up.
    pub(crate) fn fixed(&self, x: f64, decimals: usize) -> String {
        numbers::fixed(self.lang, x, decimals)
    }

    /// A measured share with all its decimals.
    pub(crate) fn pct_fixed(&self, x: f64, decimals: usize) -> String {
        numbers::percent_fixed(self.lang, x, decimals)
    }

    /// `base`, or `base-2`, `base-3`, … where the page's figures took it already.
    /// Warns of something the block leaves out (the build goes on; `--strict` fails).
    pub(crate) fn warn(&self, message: String) {
        self.warnings.borrow_mut().push(message);
    }

    pub(crate) fn unique_id(&self, base: String) -> String {
        let mut ids = self.ids.borrow_mut();
        let mut id = base.clone();
        let mut n = 1;
        while ids.contains(&id) {
            n += 1;
            id = format!("{base}-{n}");
        }
        ids.insert(id.clone());
        id
    }

    /// Renders the template of a block, `blocks/<kind>.html`, with a context; an error
    /// says which template failed, or where the message that did not format is.
    pub(crate) fn render(&self, kind: &str, context: &impl Serialize) -> Result<String, String> {
        let template = format!("blocks/{kind}.html");
        let context = tera::Context::from_serialize(context)
            .map_err(|e| format!("templates/{template}: {e}"))?;
        self.tera.render(&template, &context).map_err(|e| {
            match crate::render::templates::message_error(&e) {
                Some(d) => d.to_string(),
                None => format!(
                    "templates/{template}: {}",
                    crate::render::templates::error_chain(&e)
                ),
            }
        })
    }
}

fn args_of(args: &[(&str, Arg)]) -> Args {
    args.iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_block_has_a_template_and_a_kind_of_its_own() {
        let kinds: BTreeSet<&str> = BLOCKS.iter().map(|b| b.kind()).collect();
        assert_eq!(kinds.len(), BLOCKS.len());
        for b in BLOCKS {
            assert!(!b.template().is_empty(), "{}", b.kind());
        }
        assert_eq!(id_prefixes(), ["diagram-", "chart-"]);
        assert!(fenced("throws").is_none());
        assert!(fenced("diagram").is_some_and(|b| b.takes_caption()));
    }
}
