//! What a page's Markdown asks of the site as it is rendered (`render::markdown::Host`):
//! where an `@/path` link leads in the reader's language, the computed blocks (each
//! handed to its [`Block`](crate::blocks::Block) from the registry, with the page's
//! place), the ids no heading may take, and the rule facts (`{{ houses.water }}`) in
//! the language the content is written in.

use super::model::Site;
use crate::blocks::{self, Place};
use crate::content::Page;
use crate::diagnostics::{Diagnostic, Lines};
use crate::diagram::DiagramFile;
use crate::l10n::spelled::{self, Spelled};
use crate::render::markdown;
use crate::rules::facts::{Fact, Facts};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

/// A variant and its options: the rule set a page's facts name.
type RuleSetKey = (String, BTreeMap<String, String>);

pub(crate) struct PageHost<'a> {
    site: &'a Site,
    page: &'a Page,
    /// The language the content is written in: computed blocks speak it.
    lang: &'a str,
    /// The language of the page being made: links lead to pages in it.
    reader: &'a str,
    /// The variant the page's blocks and facts default to (see [`Site::default_variant`]).
    default_variant: Option<String>,
    /// Whether the site has play pages (then figures get their tools).
    play: bool,
    /// The pictures the page's blocks show.
    diagrams: RefCell<Vec<DiagramFile>>,
    /// The ids the page's figures have taken.
    ids: RefCell<BTreeSet<String>>,
    /// The rules of the variants the page's facts name, compiled once per page.
    facts: RefCell<BTreeMap<RuleSetKey, Facts>>,
    /// What the page's blocks warned of, with their lines.
    warnings: RefCell<Vec<Diagnostic>>,
    /// The body's line index, for every block's and link's line.
    pub(crate) lines: Lines<'a>,
}

impl<'a> PageHost<'a> {
    /// The host of `page` shown in `reader`'s language. A fallback page's content is
    /// the other language's, so its computed parts are too.
    pub(crate) fn new(site: &'a Site, page: &'a Page, reader: &'a str) -> PageHost<'a> {
        PageHost {
            site,
            page,
            lang: &page.lang,
            reader,
            default_variant: site.default_variant(page),
            play: super::outputs::play::enabled(site),
            diagrams: Default::default(),
            ids: Default::default(),
            facts: Default::default(),
            warnings: Default::default(),
            lines: Lines::new(&page.body),
        }
    }

    /// The pictures the page's blocks show, and what they warned of.
    pub(crate) fn into_parts(self) -> (Vec<DiagramFile>, Vec<Diagnostic>) {
        (self.diagrams.into_inner(), self.warnings.into_inner())
    }

    /// A fact asked for in words (`| words[:FORM]`): a count's word in the page's
    /// language and form, or its digits beyond the words the language lists.
    fn in_words(&self, path: &str, value: Fact, form: &str) -> Result<String, String> {
        let Fact::Number(n) = value else {
            return Err(format!(
                "`{path}` is a share, not a count: only counts are written in words; remove `| words`"
            ));
        };
        let spelled = self.site.l10n.spelled(self.lang);
        if !spelled.has(form) {
            return Err(format!(
                "locales/{}/{} has no form `{form}` (it has {}): add its words there, or name a form it has",
                self.lang,
                spelled::FILE,
                spelled.forms()
            ));
        }
        Ok(spelled.word(n, form).map_or_else(
            || crate::l10n::numbers::format(self.lang, n, 2),
            str::to_string,
        ))
    }
}

impl markdown::Host for PageHost<'_> {
    fn lang(&self) -> &str {
        self.lang
    }

    fn link(&self, path: &str) -> Result<String, String> {
        if self.site.source_page(path, self.reader).is_some() {
            Ok(self.site.url(path, self.reader))
        } else if self.reader != self.lang && self.site.source_page(path, self.lang).is_some() {
            Err(format!(
                "the link @/{path} leads to no page in `{}`, which shows this page borrowed from `{}`: translate /{path} into `{}` or a language of its chain ({})",
                self.reader, self.lang, self.reader, self.site.config.chain(self.reader).join(" → ")
            ))
        } else {
            Err(format!(
                "the link @/{path} leads to no page: there is no content/{}.LANG.md",
                if path.is_empty() {
                    "_index".into()
                } else {
                    path.to_string()
                }
            ))
        }
    }

    fn takes_caption(&self, kind: &str) -> bool {
        blocks::fenced(kind).is_some_and(|b| b.takes_caption())
    }

    fn block(
        &self,
        kind: &str,
        text: &str,
        line: usize,
        caption: Option<&str>,
    ) -> Option<Result<String, markdown::BlockError>> {
        let block = blocks::fenced(kind)?;
        let warnings = RefCell::new(Vec::new());
        let place = Place {
            tera: &self.site.teras[self.lang],
            l10n: &self.site.l10n,
            lang: self.lang,
            reader: self.reader,
            catalogue: &self.site.catalogue,
            stats: &self.site.stats,
            solved: &self.site.solved,
            warnings: &warnings,
            drawings: &self.site.drawings,
            play: self.play,
            variant: self.page.front.variant.as_deref(),
            default_variant: self.default_variant.as_deref(),
            ids: &self.ids,
            reading: &self.site.reading,
        };
        let made = block.render(&place, text, caption).map(|made| {
            self.diagrams.borrow_mut().extend(made.diagrams);
            made.html
        });
        self.warnings
            .borrow_mut()
            .extend(warnings.into_inner().into_iter().map(|w| {
                Diagnostic::new(&self.page.file, line, 1, w)
                    .lang(self.lang)
                    .warning()
            }));
        Some(made)
    }

    fn id_prefixes(&self) -> &[&str] {
        blocks::id_prefixes()
    }

    fn line(&self, offset: usize) -> usize {
        self.page.body_line + self.lines.line_col(offset).0 - 1
    }

    fn fact(&self, expr: &str) -> Result<String, String> {
        // `[VARIANT [NAME=VALUE …]:] PATH [| words[:FORM]]`; the variant defaults to the page's.
        let (expr, form) = match expr.split_once('|') {
            Some((e, filter)) => (e.trim_end(), Some(Spelled::parse_filter(filter)?)),
            None => (expr, None),
        };
        let (variant, path) = match expr.split_once(':') {
            Some((v, p)) => (Some(v.trim()), p.trim()),
            None => (None, expr),
        };
        let mut words = variant.unwrap_or_default().split_whitespace();
        let id = match words.next() {
            Some(id) => id.to_string(),
            None => self.default_variant.clone().ok_or("the page has no variant and its game no standard variant: name one, {{ ur/bell: pieces.count }}")?,
        };
        let options = crate::content::rule_data::parse_options(
            &words.map(str::to_string).collect::<Vec<_>>(),
        )?;
        let key = (id, options);
        if !self.facts.borrow().contains_key(&key) {
            let rules = self.site.catalogue.get(&key.0)?.rules(&key.1)?;
            self.facts
                .borrow_mut()
                .insert(key.clone(), Facts::new(rules)?);
        }
        let value = self.facts.borrow()[&key].value(path)?;
        if let Some(form) = form {
            return self.in_words(path, value, form);
        }
        Ok(match value {
            Fact::Number(n) => crate::l10n::numbers::format(self.lang, n, 2),
            Fact::Percent(p) => crate::l10n::numbers::percent(self.lang, p, 2),
            Fact::Fraction(a, b) => format!("{a}/{b}"),
        })
    }
}
