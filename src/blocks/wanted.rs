//! Which rule sets the site's pages show figures of: every computed block of every
//! page asked, through [`Block::rule_sets`], what it names (a ```` ```statistics ````
//! block: the variant it names, or its page's, with its options completed with their
//! defaults). `tabula stats` plays these besides its own rule sets, so a block that
//! names a combination of options has its figures after one run of the command, as the
//! build's warning for a missing rule set tells its author.
//!
//! Only the blocks are read, not rendered: a block the build would refuse (an unknown
//! variant or option, say) is left out here and reported by the build, with its line.

use super::Block;
use crate::config::SiteConfig;
use crate::engine::Position;
use crate::rules::Catalogue;
use crate::stats::play::RuleSet;
use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};
use std::collections::BTreeSet;
use std::path::Path;

/// The rule sets the blocks of the site at `root` name. The pages cannot be read
/// without the site's configuration (for its languages); the error says why.
pub(crate) fn named_sets(root: &Path, catalogue: &Catalogue) -> Result<BTreeSet<RuleSet>, String> {
    let mut out = BTreeSet::new();
    each_block(root, catalogue, |block, text, variant| {
        out.extend(block.rule_sets(text, variant, catalogue));
    })?;
    Ok(out)
}

/// A position a block shows values under best play of: its rule set, and the throw
/// whose moves it shows (`None`: every throw's).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Wanted {
    pub(crate) set: RuleSet,
    pub(crate) position: Position,
    pub(crate) throw: Option<u8>,
}

/// The positions the blocks of the site at `root` show values under best play of,
/// with their rule sets, each once, which `tabula solve` writes into `content/solved/`.
pub(crate) fn named_positions(root: &Path, catalogue: &Catalogue) -> Result<Vec<Wanted>, String> {
    let mut out: Vec<Wanted> = Vec::new();
    each_block(root, catalogue, |block, text, variant| {
        for found in block.positions(text, variant, catalogue) {
            if !out.contains(&found) {
                out.push(found);
            }
        }
    })?;
    Ok(out)
}

/// Calls `f` with every computed block of every page of the site at `root`, its text
/// and the variant it defaults to, as the build gives it them (the page's variant, or
/// its game's standard one).
fn each_block(
    root: &Path,
    catalogue: &Catalogue,
    mut f: impl FnMut(&'static dyn Block, &str, Option<&str>),
) -> Result<(), String> {
    let config = SiteConfig::load(&root.join("content/site.toml")).map_err(|r| r.to_string())?;
    let languages: BTreeSet<String> = config.languages.keys().cloned().collect();
    let content =
        crate::content::load(&root.join("content"), &languages).map_err(|r| r.to_string())?;
    for page in content.pages.values() {
        let variant = page.front.variant.clone().or_else(|| {
            let game = page.path.split('/').next()?;
            catalogue.standard_of(game).map(|v| v.id.clone())
        });
        for (block, text) in blocks(&page.body) {
            f(block, &text, variant.as_deref());
        }
    }
    Ok(())
}

/// Every fenced code block of a page's Markdown that is a computed block, with its text.
fn blocks(md: &str) -> Vec<(&'static dyn Block, String)> {
    let mut out = Vec::new();
    let mut inside: Option<(&'static dyn Block, String)> = None;
    for event in Parser::new_ext(md, crate::render::markdown::options()) {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                inside = super::fenced(info.split_whitespace().next().unwrap_or_default())
                    .map(|b| (b, String::new()));
            }
            Event::Text(t) => {
                if let Some((_, text)) = inside.as_mut() {
                    text.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => out.extend(inside.take()),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{blocks, named_sets};
    use crate::rules::Catalogue;

    #[test]
    fn a_block_on_a_page_without_a_variant_names_its_games_standard_one() {
        // As the build renders it: the page's variant, or its game's standard one.
        let dir = tempfile::tempdir().unwrap();
        let write = |rel: &str, text: &str| {
            let p = dir.path().join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        };
        write(
            "content/site.toml",
            "base_url = \"https://example.org\"\ndefault_language = \"en\"\nversion = \"1\"\n[languages.en]\nname = \"English\"\n",
        );
        let block = "```statistics\noptions = { route = \"masters\", pieces = \"5\" }\n```\n";
        write(
            "content/ur/figures.en.md",
            &format!("+++\ntitle = \"Figures\"\ndescription = \"Figures.\"\n+++\n{block}"),
        );
        let sets = named_sets(dir.path(), &Catalogue::bundled()).unwrap();
        let keys: Vec<String> = sets.iter().map(|s| s.key()).collect();
        assert_eq!(keys, ["ur/finkel pieces=5 route=masters"]);
    }

    #[test]
    fn only_the_fenced_blocks_of_computed_kinds_are_read() {
        let md = "Text.\n\n```statistics\noptions = { pieces = \"5\" }\n```\n\n~~~ statistics\n~~~\n\n```toml\nx = 1\n```\n\n```diagram\nx = 1\n```\n\n    ```statistics\n    indented code\n";
        let found: Vec<(&str, String)> =
            blocks(md).into_iter().map(|(b, t)| (b.kind(), t)).collect();
        assert_eq!(
            found,
            [
                ("statistics", "options = { pieces = \"5\" }\n".to_string()),
                ("statistics", String::new()),
                ("diagram", "x = 1\n".to_string()),
            ]
        );
    }
}
