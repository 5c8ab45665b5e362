//! The play pages: `/<lang>/<game>/play/<variant>/` for every variant of the rule data
//! in every language, made from the catalogue with the template `play.html` (a site
//! without that template has none, and its diagrams no links to them). The page holds
//! the variant's options, the opponents, a board drawn by the build (what a reader
//! without JavaScript sees) and the words of its script (`assets/engine/play.js`),
//! which plays the game with the WebAssembly engine.

use super::super::labels::Label;
use super::super::model::Site;
use super::super::render::Pages;
use super::super::shell::{self, Child, Head, Shell};
use super::{Out, Output, Scope};
use crate::diagnostics::Diagnostic;
use crate::diagram::{describe, svg, DiagramFile};
use crate::l10n::text::{self, variant_name_id, VARIANT_PREFIX};
use crate::l10n::{Arg, Args};
use crate::rules::diff;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;

/// The play pages, with the boards they show: site-wide (the catalogue, the templates,
/// the messages and the site's sections).
pub(crate) struct PlayPages;

impl Output for PlayPages {
    fn name(&self) -> &'static str {
        "play pages"
    }

    fn scope(&self) -> Scope {
        Scope::Site
    }

    fn make(&self, site: &Site, _: &Pages, out: &mut Out<'_>) {
        if !enabled(site) {
            return;
        }
        out.pages(pages(site));
    }
}

/// The template of the play pages; the site has play pages when it has this file.
pub const TEMPLATE: &str = "play.html";

/// Whether the site makes play pages (and carries the engine): it has the template
/// and rule data to play.
pub(crate) fn enabled(site: &Site) -> bool {
    site.templates.has(TEMPLATE) && !site.catalogue.variants.is_empty()
}

/// The folder of a variant's play page below a language: `ur/play/finkel`.
pub fn path_of(variant: &str) -> String {
    let (game, name) = variant.split_once('/').unwrap_or((variant, variant));
    format!("{game}/play/{name}")
}

#[derive(Serialize)]
struct Choice {
    value: String,
    label: String,
    default: bool,
}

#[derive(Serialize)]
struct OptionContext {
    name: String,
    label: String,
    values: Vec<Choice>,
}

#[derive(Serialize)]
pub(super) struct Board {
    pub(super) src: String,
    pub(super) width: String,
    pub(super) height: String,
    pub(super) title: String,
    pub(super) description: String,
}

/// What `play.html` reads: the shell, and the variant to play.
#[derive(Serialize)]
struct PlayContext<'a> {
    #[serde(flatten)]
    shell: Shell<'a>,
    variant: String,
    variant_name: String,
    options: Vec<OptionContext>,
    board: Board,
    /// The address of the variant's judges, if the site has any (`judges`): the page
    /// then offers the opponent that reads them.
    judges: Option<String>,
    /// Whether the variant's values under best play are solved (`content/solved/`):
    /// its pages then show a reviewed game, which the page's review notice points to;
    /// elsewhere the notice says that best play is not worked out for these rules.
    solved: bool,
    /// `yes` where the variant has settings, for the review notice's words.
    has_options: &'static str,
    /// How far the judges' estimates are off on average, in percentage points, where
    /// the page has judges: it then offers a review of a finished game by them.
    judge_error: Option<f64>,
    /// Whether a judge of the variant has best moves (`crate::best_moves`): the page
    /// then offers the perfect player, for the rule sets whose judges have them.
    perfect: bool,
    /// The script's words, as JSON safe inside `<script>` (`render::json_in_html`).
    words: String,
}

/// Every play page, as (file, HTML), and the board pictures they show.
fn pages(site: &Site) -> Result<super::PageFiles, Vec<Diagnostic>> {
    let mut pages = Vec::new();
    let mut boards = BTreeMap::new();
    let mut errors = Vec::new();
    let template = site.root.join("templates").join(TEMPLATE);
    let langs = site.config.language_tags();
    // The scripts' words of each language, made once for all its play pages.
    let words: BTreeMap<&String, Result<String, String>> = langs
        .par_iter()
        .map(|l| {
            (
                l,
                super::super::words::words(&site.l10n, l, site.config.dir(l))
                    .map(|w| crate::render::json_in_html(&w)),
            )
        })
        .collect();
    // The site's sections, once per language for all its play pages.
    let navs = shell::navs(site);
    // The variants with judges, found once for all their pages.
    let offered = super::judges::offered(site);
    let mut jobs = Vec::new();
    for id in site.catalogue.variants.keys() {
        let path = path_of(id);
        if let Some(d) = super::in_the_way(site, &path, &format!("the play page of {id}")) {
            errors.push(d);
            continue;
        }
        jobs.extend(langs.iter().map(|lang| (id, path.clone(), lang)));
    }
    // Made in parallel, kept in order.
    let made: Vec<_> = jobs
        .par_iter()
        .map(|(id, _, lang)| {
            page(
                site,
                id,
                lang,
                &words[lang],
                &navs[lang.as_str()],
                offered.get(id.as_str()),
            )
        })
        .collect();
    for ((id, path, lang), result) in jobs.iter().zip(made) {
        match result {
            Ok((html, board)) => {
                pages.push((format!("{lang}/{path}/index.html"), html));
                boards.insert(board.hash.clone(), board);
            }
            Err(e) => errors.push(
                Diagnostic::new(&template, 1, 1, format!("the play page of {id}: {e}")).lang(lang),
            ),
        }
    }
    if errors.is_empty() {
        Ok((pages, boards.into_values().collect()))
    } else {
        Err(errors)
    }
}

pub(super) fn tr(
    site: &Site,
    lang: &str,
    id: &str,
    args: &[(&str, Arg)],
) -> Result<String, String> {
    let args: Args = args
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    site.l10n.tr(lang, id, &args)
}

/// A message about a variant (`$variant` is its name), as an attribute takes it.
pub(super) fn named(site: &Site, id: &str, lang: &str, message: &str) -> Result<String, String> {
    site.l10n
        .tr_named(
            lang,
            message,
            Args::new(),
            &[("variant", &variant_name_id(id))],
            VARIANT_PREFIX,
        )
        .map(plain)
}

/// A message for an attribute (the title and description go into `<meta>`): without the
/// isolation marks right-to-left languages put around placeables.
fn plain(text: String) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

fn page(
    site: &Site,
    id: &str,
    lang: &str,
    words: &Result<String, String>,
    nav: &Result<Vec<Child>, Diagnostic>,
    offered: Option<&super::judges::Offered>,
) -> Result<(String, DiagramFile), String> {
    let variant = site.catalogue.get(id)?;
    let name = tr(site, lang, &variant_name_id(id), &[])?;
    let path = path_of(id);
    let mut options = Vec::new();
    for (option, o) in &variant.settings.options {
        let values = o
            .values
            .keys()
            .map(|v| {
                Ok(Choice {
                    // A choice under the option's name ("Five pieces"), where the
                    // difference tables say "with five pieces".
                    label: text::format(&site.l10n, lang, &diff::option_choice(option, v))?,
                    default: *v == o.default,
                    value: v.clone(),
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        options.push(OptionContext {
            name: option.clone(),
            label: tr(site, lang, &format!("option-name-{option}"), &[])?,
            values,
        });
    }
    // The starting position, drawn as every diagram is: what a reader sees before the
    // script runs, or without it.
    let (d, file) = site.drawings.start(&site.catalogue, id)?;
    let hash = file.hash.clone();
    let (w, h) = svg::size(&d);
    let board = Board {
        src: format!("/diagrams/{hash}.svg#diagram"),
        width: format!("{w:.0}"),
        height: format!("{h:.0}"),
        title: describe::title(&site.l10n, lang, &d)?,
        description: describe::description(&site.l10n, lang, &d)?,
    };
    let words = words.clone()?;
    let head = variant_head(site, id, lang, "play", &path, &hash, nav)?;
    let solved = site
        .solved
        .files
        .values()
        .any(|(_, file)| file.sets.iter().any(|set| set.variant == id));
    let context = PlayContext {
        shell: Shell::new(site, lang).with_head(head),
        variant: id.to_string(),
        variant_name: name,
        options,
        board,
        has_options: if variant.settings.options.is_empty() {
            "no"
        } else {
            "yes"
        },
        judge_error: offered.map(|o| o.error),
        perfect: offered.is_some_and(|o| o.perfect),
        judges: offered.map(|o| o.url.clone()),
        solved,
        words,
    };
    Ok((render(site, lang, TEMPLATE, &context)?, file))
}

/// The head of a page tabula makes for a variant (its play page, its exercises):
/// its title and description are the messages `<kind>-title` and `<kind>-description`,
/// the variant named in the forms the language's sentences need
/// (`$variant-sentence`...), and the picture shared for it is the board `hash`.
pub(super) fn variant_head<'a>(
    site: &Site,
    id: &str,
    lang: &str,
    kind: &'static str,
    path: &str,
    hash: &str,
    nav: &'a Result<Vec<Child>, Diagnostic>,
) -> Result<Head<'a>, String> {
    let game = site.catalogue.get(id)?.settings.game.clone();
    let breadcrumbs = shell::crumbs(site, ["", game.as_str()], lang).map_err(|d| d.to_string())?;
    let named = |message: &str| named(site, id, lang, message);
    let title = named(&format!("{kind}-title"))?;
    let url = site.url(path, lang);
    Ok(Head {
        title: title.clone(),
        page_title: Label {
            text: title,
            lang: None,
            dir: None,
        },
        description: named(&format!("{kind}-description"))?,
        kind,
        canonical: format!("{}{url}", site.config.base_url),
        translations: shell::links(site, path, lang, site.config.language_tags()),
        x_default: Some(format!(
            "{}{}",
            site.config.base_url,
            site.url(path, &site.config.default_language)
        )),
        breadcrumbs,
        nav: nav.as_deref().map_err(|d| d.to_string())?,
        og_locale: tr(site, lang, "og-locale", &[])?,
        og_image: Some(format!("{}/diagrams/{hash}.png", site.config.base_url)),
        noindex: false,
        path: path.to_string(),
        url,
    })
}

/// A page tabula makes, from its template in the language's templates; a message that
/// does not format is named with its file and line.
pub(super) fn render(
    site: &Site,
    lang: &str,
    template: &str,
    context: &impl Serialize,
) -> Result<String, String> {
    let context = tera::Context::from_serialize(context).map_err(|e| e.to_string())?;
    site.teras[lang].render(template, &context).map_err(|e| {
        match crate::render::templates::message_error(&e) {
            Some(d) => d.to_string(),
            None => crate::render::templates::error_chain(&e),
        }
    })
}
