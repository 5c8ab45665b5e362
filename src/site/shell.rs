//! The page shell: what every page of a site is framed with, whatever fills it, in one
//! context the templates read (`base.html`, `partials/page_head.html`, the nav and the
//! breadcrumbs). A content page, a play page and a 404 page each flatten a [`Shell`]
//! into their own context and add what only they have; a page with an address (not a
//! 404 page) also has a [`Head`]: its title, its alternates in other languages, its
//! breadcrumbs and the site's sections.

use super::labels::{self, Label};
use super::model::Site;
use crate::diagnostics::Diagnostic;
use serde::Serialize;
use std::collections::BTreeMap;

/// What every page has: its language, the site's address and the version.
#[derive(Serialize)]
pub(crate) struct Shell<'a> {
    pub(crate) lang: String,
    pub(crate) dir: String,
    pub(crate) base_url: String,
    pub(crate) version: String,
    pub(crate) commit: String,
    /// The search box's words for its script (JSON), on a site with a search index; a
    /// message that does not format hides the box (the search output reports it).
    pub(crate) search_words: Option<String>,
    /// The notice that a new version is live and its button's word, where the
    /// language has both messages (a site made before them shows no notice).
    pub(crate) offline: Option<OfflineWords>,
    /// The head of a page with an address of its own; a 404 page has none.
    #[serde(flatten)]
    pub(crate) head: Option<Head<'a>>,
}

/// What the notice of a new version says (`offline-update`, `offline-reload`).
#[derive(Debug, Clone, Serialize)]
pub(crate) struct OfflineWords {
    pub(crate) update: String,
    pub(crate) reload: String,
}

impl<'a> Shell<'a> {
    /// The shell of a page in `lang`, without a head.
    pub(crate) fn new(site: &Site, lang: &str) -> Shell<'a> {
        Shell {
            lang: lang.to_string(),
            dir: site.config.dir(lang).to_string(),
            base_url: site.config.base_url.clone(),
            version: site.config.version.clone(),
            commit: site.commit.clone(),
            search_words: site
                .search_words
                .get(lang)
                .and_then(|w| w.as_ref().ok())
                .cloned(),
            offline: site.offline_words.get(lang).cloned().flatten(),
            head: None,
        }
    }

    pub(crate) fn with_head(self, head: Head<'a>) -> Shell<'a> {
        Shell {
            head: Some(head),
            ..self
        }
    }
}

/// The head and the frame of a page with an address: what its `<head>` says of it
/// (title, description, canonical address, alternates, Open Graph) and where it is
/// in the site (breadcrumbs, the site's sections).
#[derive(Serialize)]
pub(crate) struct Head<'a> {
    pub(crate) title: String,
    pub(crate) description: String,
    pub(crate) kind: &'static str,
    pub(crate) path: String,
    pub(crate) url: String,
    pub(crate) canonical: String,
    /// The page's title as menus and breadcrumbs name it: its own, or its title message
    /// in the reader's language.
    pub(crate) page_title: Label,
    pub(crate) translations: Vec<Link>,
    pub(crate) x_default: Option<String>,
    pub(crate) breadcrumbs: Vec<Crumb>,
    /// The site's sections: the children of the home page.
    pub(crate) nav: &'a [Child],
    pub(crate) og_locale: String,
    pub(crate) og_image: Option<String>,
    pub(crate) noindex: bool,
}

/// A language the page is shown in, for the language switcher and the alternates.
#[derive(Serialize)]
pub(crate) struct Link {
    pub(crate) lang: String,
    pub(crate) name: String,
    pub(crate) url: String,
    pub(crate) current: bool,
}

/// A link to another page; `lang` is set when its title is borrowed from another language.
#[derive(Serialize)]
pub(crate) struct Crumb {
    pub(crate) title: String,
    pub(crate) url: String,
    pub(crate) lang: Option<String>,
    pub(crate) dir: Option<String>,
}

/// A card or menu entry: `lang` and `dir` are its title's, where they are not the page's.
#[derive(Serialize)]
pub(crate) struct Child {
    title: String,
    description: String,
    url: String,
    lang: Option<String>,
    dir: Option<String>,
    description_lang: Option<String>,
    description_dir: Option<String>,
    /// The page's path, for what a card adds to it ([`cards`]).
    #[serde(skip)]
    path: String,
    /// On a card: the board of the page's variant (or of its game's standard one),
    /// and for a game, the links to learn it and to play it.
    board: Option<CardBoard>,
    learn: Option<String>,
    play: Option<String>,
}

/// A board drawn on a card: the picture of the variant's starting position.
#[derive(Serialize)]
pub(crate) struct CardBoard {
    src: String,
    width: String,
    height: String,
}

/// The pages below a page as cards: each with the board of its variant, drawn as
/// every diagram is, and a game's with its tutorial and play page. Returns the
/// pictures to write with the page.
pub(crate) fn cards(
    site: &Site,
    children: &mut [Child],
    lang: &str,
) -> Result<Vec<crate::diagram::DiagramFile>, String> {
    let mut files = Vec::new();
    for child in children.iter_mut() {
        let Some(page) = site.source_page(&child.path, lang) else {
            continue;
        };
        let Some(variant) = site.default_variant(page) else {
            continue;
        };
        let (d, file) = site.drawings.start(&site.catalogue, &variant)?;
        let (w, h) = crate::diagram::svg::size(&d);
        child.board = Some(CardBoard {
            src: format!("/diagrams/{}.svg#diagram", file.hash),
            width: format!("{w:.0}"),
            height: format!("{h:.0}"),
        });
        files.push(file);
        if page.front.kind == crate::content::Kind::Game {
            child.learn = site
                .relations
                .children(&child.path)
                .iter()
                .filter_map(|p| site.source_page(p, lang))
                .find(|p| p.front.kind == crate::content::Kind::Tutorial)
                .map(|p| site.url(&p.path, lang));
            child.play = super::outputs::play::enabled(site)
                .then(|| site.url(&super::outputs::play::path_of(&variant), lang));
        }
    }
    Ok(files)
}

/// The languages `langs` of the page at `path`, the reader's `lang` marked current.
pub(crate) fn links(site: &Site, path: &str, lang: &str, langs: Vec<String>) -> Vec<Link> {
    langs
        .into_iter()
        .map(|l| Link {
            name: site.config.languages[&l].name.clone(),
            url: site.url(path, &l),
            current: l == lang,
            lang: l,
        })
        .collect()
}

/// The breadcrumbs through `ancestors` (paths, the home page `""` first), each named
/// in `lang` where it can be; an ancestor with no page is left out.
pub(crate) fn crumbs<'p>(
    site: &Site,
    ancestors: impl IntoIterator<Item = &'p str>,
    lang: &str,
) -> Result<Vec<Crumb>, Diagnostic> {
    let mut out = Vec::new();
    for ancestor in ancestors {
        if let Some(t) = labels::of_page(site, ancestor, lang, false)? {
            out.push(Crumb {
                title: t.text,
                url: site.url(ancestor, lang),
                lang: t.lang,
                dir: t.dir,
            });
        }
    }
    Ok(out)
}

/// The site's sections in each language (the children of the home page), for every
/// page's nav: computed once, not once per page.
pub(crate) fn navs(site: &Site) -> BTreeMap<String, Result<Vec<Child>, Diagnostic>> {
    site.config
        .language_tags()
        .into_iter()
        .map(|l| (l.clone(), children_of(site, "", &l)))
        .collect()
}

/// The pages directly below `parent`, in a language, ordered by weight, then path,
/// named in that language where it can (see `labels`).
pub(crate) fn children_of(site: &Site, parent: &str, lang: &str) -> Result<Vec<Child>, Diagnostic> {
    let mut children: Vec<(i32, &String, Child)> = Vec::new();
    for p in site.relations.children(parent) {
        let Some(c) = site.source_page(p, lang) else {
            continue;
        };
        let (Some(title), Some(description)) = (
            labels::of_page(site, p, lang, false)?,
            labels::of_page(site, p, lang, true)?,
        ) else {
            continue;
        };
        let child = Child {
            title: title.text,
            description: description.text,
            url: site.url(p, lang),
            lang: title.lang,
            dir: title.dir,
            description_lang: description.lang,
            description_dir: description.dir,
            path: p.to_string(),
            board: None,
            learn: None,
            play: None,
        };
        children.push((c.front.weight, p, child));
    }
    children.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    Ok(children.into_iter().map(|c| c.2).collect())
}
