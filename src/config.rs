//! `content/site.toml`: the site's address, languages and their fallback chains,
//! and the version shown in the footer.

use crate::diagnostics::{line_col, Diagnostic, Report};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiteConfig {
    /// The address the site is published at, without a trailing slash.
    pub base_url: String,
    /// The language of `x-default` and of the root page's redirect.
    pub default_language: String,
    /// The site's version, shown in every page's footer.
    pub version: String,
    /// The commit shown in the footer when the site is not in a git repository.
    #[serde(default)]
    pub commit: Option<String>,
    /// Languages by BCP 47 tag.
    pub languages: BTreeMap<String, LanguageConfig>,
    /// Whether the build makes a search index (`/pagefind/`) and pages show a search box.
    #[serde(default = "yes")]
    pub search: bool,
    /// Whether the build makes a print pack of each variant (`/print/`) and pages link it.
    #[serde(default = "yes")]
    pub print: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LanguageConfig {
    /// The language's name in itself, for the language switcher.
    pub name: String,
    /// Languages to take a missing message or page from, in order (the default
    /// language is always last).
    #[serde(default)]
    pub fallback: Vec<String>,
    /// Writing direction: `ltr` (default) or `rtl`.
    #[serde(default = "ltr")]
    pub dir: String,
    /// Order in the language switcher.
    #[serde(default)]
    pub weight: i32,
}

fn ltr() -> String {
    "ltr".into()
}

/// Whether `base_url` is an absolute http(s) address with a host and no trailing
/// slash, query or fragment, written as a URL is (so it can go into any page,
/// attribute, sitemap or robots.txt, escaped or not, and mean the same).
fn check_base_url(base: &str) -> Result<(), String> {
    let bad = |why: &str| {
        Err(format!("base_url `{base}` {why}: write the address the site is published at, e.g. https://example.org or https://example.org/games"))
    };
    let url = match url::Url::parse(base) {
        Ok(u) => u,
        Err(e) => return bad(&format!("is not an address ({e})")),
    };
    if url.scheme() != "http" && url.scheme() != "https" {
        return bad("is not an http or https address");
    }
    if url.host_str().is_none_or(str::is_empty)
        || !url.username().is_empty()
        || url.password().is_some()
    {
        return bad("needs a host and no user name");
    }
    if url.query().is_some() || url.fragment().is_some() {
        return bad("has a query or fragment");
    }
    if base.ends_with('/') {
        return bad("ends with `/`; leave the trailing slash out");
    }
    // The parser repairs what it can (spaces, quotes, case); only an address already
    // in its written form is taken, so the configured text is the one published.
    if url.as_str().trim_end_matches('/') != base {
        return bad(&format!(
            "is not written as an address is (it would be read as `{}`)",
            url.as_str().trim_end_matches('/')
        ));
    }
    Ok(())
}

/// The canonical form of a language tag (`en`, `pt-BR`, `zh-Hant`), if it is one.
pub fn canonical(tag: &str) -> Option<String> {
    tag.parse::<unic_langid::LanguageIdentifier>()
        .ok()
        .map(|id| id.to_string())
}

impl SiteConfig {
    pub fn load(file: &Path) -> Result<SiteConfig, Report> {
        if !file.exists() {
            return Err(Diagnostic::new(file, 0, 0, "there is no site configuration: create content/site.toml (base_url, default_language, version, [languages.TAG])").into());
        }
        let text = crate::input::read_text(file, crate::input::MAX_TEXT)?;
        Self::parse(file, &text)
    }

    /// Reads the configuration, reporting every problem it has at once.
    pub fn parse(file: &Path, text: &str) -> Result<SiteConfig, Report> {
        let c: SiteConfig = toml::from_str(text).map_err(|e| {
            let (line, col) = line_col(text, e.span().map_or(0, |s| s.start));
            Report::from(Diagnostic::new(
                file,
                line,
                col,
                e.message().trim().to_string(),
            ))
        })?;
        let mut problems = Report::default();
        let at = |needle: &str, message: String| {
            let (line, col) = line_col(text, text.find(needle).unwrap_or(0));
            Diagnostic::new(file, line, col, message)
        };
        // The place of a language's table: `[languages.TAG]`, quoted or not.
        let section = |tag: &str| {
            [
                format!("[languages.{tag}]"),
                format!("[languages.\"{tag}\"]"),
            ]
            .iter()
            .find_map(|n| text.find(n.as_str()))
            .unwrap_or(0)
        };
        // The place of `needle` at or after `from`.
        let after = |from: usize, needle: &str, message: String| {
            let (line, col) = line_col(text, text[from..].find(needle).map_or(from, |p| from + p));
            Diagnostic::new(file, line, col, message)
        };
        for tag in c.languages.keys() {
            match canonical(tag) {
                None => {
                    problems.push(after(
                        section(tag),
                        tag,
                        format!("`{tag}` is not a BCP 47 language tag: write e.g. `nb`, `pt-BR`"),
                    ));
                }
                Some(canonical) if tag.contains('_') => {
                    problems.push(after(section(tag), tag, format!(
                        "`{tag}` is not a BCP 47 language tag (its parts are joined with `-`): write `{canonical}`"
                    )));
                }
                // One spelling per language, so that `EN` cannot be a second English.
                Some(canonical) if canonical != *tag => {
                    problems.push(after(section(tag), tag, format!(
                        "`{tag}` is not how the language tag is written: write `{canonical}` ([languages.{canonical}], locales/{canonical}/, NAME.{canonical}.md)"
                    )));
                }
                Some(_) => {}
            }
        }
        if let Some(canonical) = canonical(&c.default_language).filter(|d| *d != c.default_language)
        {
            problems.push(at(
                "default_language",
                format!(
                    "default_language is `{}`: write `{canonical}`",
                    c.default_language
                ),
            ));
        } else if !c.languages.contains_key(&c.default_language) {
            problems.push(at(
                "default_language",
                format!(
                    "default_language is `{}`, which is not one of [languages]",
                    c.default_language
                ),
            ));
        }
        for (tag, l) in &c.languages {
            for f in &l.fallback {
                let quoted = format!("\"{f}\"");
                if let Some(canonical) = canonical(f).filter(|c| c != f) {
                    problems.push(after(
                        section(tag),
                        &quoted,
                        format!("languages.{tag}.fallback names `{f}`: write `{canonical}`"),
                    ));
                } else if !c.languages.contains_key(f) {
                    problems.push(after(
                        section(tag),
                        &quoted,
                        format!(
                            "languages.{tag}.fallback names `{f}`, which is not one of [languages]"
                        ),
                    ));
                }
            }
            if l.dir != "ltr" && l.dir != "rtl" {
                problems.push(at(
                    &format!("[languages.{tag}]"),
                    format!("languages.{tag}.dir is `{}`: use `ltr` or `rtl`", l.dir),
                ));
            }
        }
        if let Err(m) = check_base_url(&c.base_url) {
            problems.push(at("base_url", m));
        }
        problems.finish(c)
    }

    /// Languages in switcher order.
    pub fn language_tags(&self) -> Vec<String> {
        let mut tags: Vec<(&i32, &String)> =
            self.languages.iter().map(|(t, l)| (&l.weight, t)).collect();
        tags.sort();
        tags.into_iter().map(|(_, t)| t.clone()).collect()
    }

    /// The chain a language falls back along: itself, its fallbacks, then the default.
    pub fn chain(&self, lang: &str) -> Vec<String> {
        let mut chain = vec![lang.to_string()];
        if let Some(l) = self.languages.get(lang) {
            for f in &l.fallback {
                if !chain.contains(f) {
                    chain.push(f.clone());
                }
            }
        }
        if !chain.contains(&self.default_language) {
            chain.push(self.default_language.clone());
        }
        chain
    }

    pub fn dir(&self, lang: &str) -> &str {
        self.languages.get(lang).map_or("ltr", |l| l.dir.as_str())
    }
}

/// The cache folder of a site, where tabula keeps what it derives and can make again
/// (PNGs of the diagrams, solved tables, the search index's language bundles):
/// `TABULA_CACHE_DIR`, which lets several sites (tests, CI) share one, or
/// `.tabula-cache/` in the site.
pub fn cache_dir(root: &std::path::Path) -> std::path::PathBuf {
    std::env::var_os("TABULA_CACHE_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| root.join(".tabula-cache"))
}
