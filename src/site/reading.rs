//! The reading order of each game's pages, for the links to the previous and the next
//! page: the game's page (its overview), then the pages below it depth first in the order
//! of its cards (by weight, then by path: rules, tutorials, variants and each variant),
//! then its exercise pages, in the order their variants' pages come. Computed once per
//! site; a page outside every game (the home page, the about page) has no neighbours.

use super::model::Site;
use crate::content::Kind;
use std::collections::BTreeMap;

/// Each path's neighbours in its game's reading order: (previous, next).
#[derive(Debug, Default, Clone)]
pub(crate) struct Order {
    neighbours: BTreeMap<String, (Option<String>, Option<String>)>,
    /// Each variant's place in reading order: that of the first page about it.
    variants: BTreeMap<String, usize>,
}

impl Order {
    pub(crate) fn of(site: &Site) -> Order {
        let exercises: Vec<&str> = super::outputs::exercises::variants(site)
            .into_iter()
            .map(|v| v.0)
            .collect();
        let mut neighbours = BTreeMap::new();
        let mut places = BTreeMap::new();
        for game in site.relations.children("") {
            if page_of(site, game).is_none_or(|p| p.front.kind != Kind::Game) {
                continue;
            }
            let mut seq = vec![game.clone()];
            below(site, game, &mut seq);
            // The exercise pages, in the order of the pages about their variants.
            let mut variants: Vec<&str> = Vec::new();
            for p in &seq {
                if let Some(v) = page_of(site, p).and_then(|p| p.front.variant.as_deref()) {
                    let next = places.len();
                    places.entry(v.to_string()).or_insert(next);
                    if exercises.contains(&v) && !variants.contains(&v) {
                        variants.push(v);
                    }
                }
            }
            for v in &exercises {
                if v.split('/').next() == Some(game.as_str()) && !variants.contains(v) {
                    variants.push(v);
                }
            }
            seq.extend(
                variants
                    .iter()
                    .map(|v| super::outputs::exercises::path_of(v)),
            );
            for (i, p) in seq.iter().enumerate() {
                let prev = i.checked_sub(1).map(|j| seq[j].clone());
                neighbours.insert(p.clone(), (prev, seq.get(i + 1).cloned()));
            }
        }
        Order {
            neighbours,
            variants: places,
        }
    }

    /// A variant's place in reading order (the first page about it comes first), for
    /// the blocks that list a game's variants: none where no page is about it.
    pub(crate) fn variant(&self, id: &str) -> Option<usize> {
        self.variants.get(id).copied()
    }

    /// The paths before and after `path` in its game's reading order.
    pub(crate) fn around(&self, path: &str) -> (Option<&str>, Option<&str>) {
        match self.neighbours.get(path) {
            Some((prev, next)) => (prev.as_deref(), next.as_deref()),
            None => (None, None),
        }
    }
}

/// The page at a path in the default language, or in the first language it is written in.
fn page_of<'s>(site: &'s Site, path: &str) -> Option<&'s crate::content::Page> {
    site.content
        .get(path, &site.config.default_language)
        .or_else(|| {
            let lang = site.relations.languages_of(path).first()?;
            site.content.get(path, lang)
        })
}

/// The paths below `parent`, depth first, each level by weight and then by path.
fn below(site: &Site, parent: &str, seq: &mut Vec<String>) {
    let mut children: Vec<(i32, &String)> = site
        .relations
        .children(parent)
        .iter()
        .filter_map(|p| page_of(site, p).map(|page| (page.front.weight, p)))
        .collect();
    children.sort();
    for (_, p) in children {
        seq.push(p.clone());
        below(site, p, seq);
    }
}

/// The links to a page's neighbours in a language, for the templates.
#[derive(Debug, Default, serde::Serialize)]
pub(crate) struct Pager {
    pub(crate) prev: Option<Step>,
    pub(crate) next: Option<Step>,
}

/// A neighbour: its address and its title in the reader's language (marked with the
/// language it is written in where it is borrowed).
#[derive(Debug, serde::Serialize)]
pub(crate) struct Step {
    pub(crate) url: String,
    pub(crate) title: String,
    pub(crate) lang: Option<String>,
    pub(crate) dir: Option<String>,
}

/// The neighbours of the page at `path` in `lang`.
pub(crate) fn pager(site: &Site, path: &str, lang: &str) -> Result<Pager, String> {
    let step = |p: Option<&str>| -> Result<Option<Step>, String> {
        let Some(p) = p else { return Ok(None) };
        let url = site.url(p, lang);
        if let Some(variant) = super::outputs::exercises::variant_of(site, p) {
            let title = super::outputs::exercises::title_of(site, &variant, lang)?;
            return Ok(Some(Step {
                url,
                title,
                lang: None,
                dir: None,
            }));
        }
        let label = super::labels::of_page(site, p, lang, false).map_err(|d| d.to_string())?;
        Ok(label.map(|l| Step {
            url,
            title: l.text,
            lang: l.lang,
            dir: l.dir,
        }))
    };
    let (prev, next) = site.reading.around(path);
    Ok(Pager {
        prev: step(prev)?,
        next: step(next)?,
    })
}
