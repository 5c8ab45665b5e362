//! Which rule sets the site's pages show statistics of: every ```` ```statistics ````
//! block of every page, with the variant it names (or its page's) and its options
//! completed with their defaults. `tabula stats` plays these besides its own rule
//! sets, so a block that names a combination of options has its figures after one run
//! of the command, as the build's error for a missing rule set tells its author.
//!
//! Only the blocks are read, not rendered: a block the build would refuse (an unknown
//! variant or option, say) is left out here and reported by the build, with its line.

use super::play::{self, RuleSet};
use crate::rules::Catalogue;
use crate::site::config::SiteConfig;
use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What a ```` ```statistics ```` block says about its rule set (its other keys are
/// the renderer's business).
#[derive(serde::Deserialize)]
struct Named {
    variant: Option<String>,
    #[serde(default)]
    options: BTreeMap<String, String>,
}

/// The rule sets the statistics blocks of the site at `root` name. The pages cannot
/// be read without the site's configuration (for its languages); the error says why.
pub fn named_sets(root: &Path, catalogue: &Catalogue) -> Result<BTreeSet<RuleSet>, String> {
    let config = SiteConfig::load(&root.join("content/site.toml")).map_err(|r| r.to_string())?;
    let languages: BTreeSet<String> = config.languages.keys().cloned().collect();
    let content =
        crate::content::load(&root.join("content"), &languages).map_err(|r| r.to_string())?;
    let mut out = BTreeSet::new();
    for page in content.pages.values() {
        for text in blocks(&page.body, "statistics") {
            let Ok(named) = toml::from_str::<Named>(&text) else {
                continue;
            };
            let Some(variant) = named.variant.or_else(|| page.front.variant.clone()) else {
                continue;
            };
            let Ok(v) = catalogue.get(&variant) else {
                continue;
            };
            if v.settings_with(&named.options).is_ok() {
                out.insert(play::complete(v, &named.options));
            }
        }
    }
    Ok(out)
}

/// The text of every fenced code block of `kind` in a page's Markdown.
fn blocks(md: &str, kind: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside: Option<String> = None;
    for event in Parser::new_ext(md, crate::render::markdown::options()) {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if info.split_whitespace().next() == Some(kind) =>
            {
                inside = Some(String::new())
            }
            Event::Text(t) => {
                if let Some(text) = inside.as_mut() {
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
    use super::blocks;

    #[test]
    fn only_the_fenced_blocks_of_the_kind_are_read() {
        let md = "Text.\n\n```statistics\noptions = { pieces = \"5\" }\n```\n\n~~~ statistics\n~~~\n\n```diagram\nx = 1\n```\n\n    ```statistics\n    indented code\n";
        assert_eq!(
            blocks(md, "statistics"),
            ["options = { pieces = \"5\" }\n", ""]
        );
    }
}
