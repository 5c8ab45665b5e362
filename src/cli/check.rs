//! `tabula check`: the translation coverage report per language, against the
//! default language, and every internal link and anchor of the built site.
//! Errors (syntax, variable mismatches, broken links) fail; missing translations
//! are reported and fail only with `--strict`.
//!
//! One problem is one diagnostic: a message that does not format, or is missing
//! along every chain, fails every page that shows it (the play pages of every
//! variant, in every language); `check` reports the message once, at its `.ftl`
//! file and line (or where it belongs), with what to write there (the build, too,
//! reports a message that does not format, or is missing along the chains, once: `l10n::failed`). `--lang` limits the report to some languages; a summary per
//! language and file comes before the last line, `N errors, M warnings`.

use crate::config::SiteConfig;
use crate::diagnostics::Diagnostic;
use crate::l10n::coverage::{self, Messages};
use crate::l10n::failed::{by_message, places_note, ByMessage, Place};
use crate::l10n::text::{variant_name_id, VARIANT_PREFIX};
use crate::site::build::{render_site, Site};
use crate::site::{labels, links};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Checks the site at `root`; `langs` (canonical tags of the site) limits the report
/// to those languages, every language when empty.
pub fn run(root: &Path, strict: bool, langs: &[String]) -> ExitCode {
    let root = root.to_path_buf();
    let langs = langs.to_vec();
    crate::site::build::with_stack(move || check(&root, strict, &langs))
}

/// One line of the report: its text as printed (after `warning: ` or `error: `), the
/// language it is counted under (none: about the whole site), the languages it is
/// about (what `--lang` selects by) and the file the summary counts it in.
#[derive(Debug, Clone)]
struct Finding {
    text: String,
    lang: Option<String>,
    concerns: BTreeSet<String>,
    file: String,
}

impl Finding {
    fn new(lang: Option<&str>, file: String, text: String) -> Finding {
        Finding {
            text,
            lang: lang.map(str::to_string),
            concerns: lang.into_iter().map(str::to_string).collect(),
            file,
        }
    }

    fn of(d: &Diagnostic, root: &Path) -> Finding {
        Finding::new(d.lang.as_deref(), relative(&d.file, root), d.to_string())
    }

    /// Whether `--lang` shows it: it is about a language asked for, or about none.
    fn shown(&self, selected: &BTreeSet<String>) -> bool {
        self.concerns.is_empty() || !self.concerns.is_disjoint(selected)
    }
}

/// What a warning says, for the ones reconsidered once the pages are rendered.
#[derive(Debug, Clone, PartialEq)]
enum Kind {
    /// A message of the reference the language lacks.
    Missing(String),
    /// A message the reference does not have.
    Obsolete(String),
    Other,
}

/// The coverage of one language, kept for after the render.
struct Language {
    tag: String,
    messages: Messages,
}

fn relative(file: &Path, root: &Path) -> String {
    file.strip_prefix(root)
        .unwrap_or(file)
        .display()
        .to_string()
}

/// The languages `--lang` asks for, checked against the site's; every language of
/// the site when none is asked for.
fn select(config: &SiteConfig, wanted: &[String]) -> Result<BTreeSet<String>, String> {
    let tags = config.language_tags();
    if wanted.is_empty() {
        return Ok(tags.into_iter().collect());
    }
    let mut selected = BTreeSet::new();
    for w in wanted {
        let w = w.trim();
        if tags.iter().any(|t| t == w) {
            selected.insert(w.to_string());
        } else if let Some(t) = tags.iter().find(|t| t.eq_ignore_ascii_case(w)) {
            return Err(format!(
                "--lang names `{w}`: write `{t}`, as content/site.toml does"
            ));
        } else {
            return Err(format!(
                "--lang names `{w}`, which is not a language of the site ({}): use one of those, or add it with `tabula new-language {w}`",
                tags.join(", ")
            ));
        }
    }
    Ok(selected)
}

fn check(root: &Path, strict: bool, wanted: &[String]) -> ExitCode {
    // A tag the site lacks is refused before the site is loaded; a site.toml that
    // does not load is reported by the load below.
    if !wanted.is_empty() {
        if let Ok(config) = SiteConfig::load(&root.join("content").join("site.toml")) {
            if let Err(e) = select(&config, wanted) {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        }
    }
    let site = match Site::load(root) {
        Ok(s) => s,
        Err(report) => {
            eprintln!("{report}");
            return ExitCode::from(1);
        }
    };
    let selected = match select(&site.config, wanted) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let mut errors: Vec<Diagnostic> = Vec::new();
    let mut warnings: Vec<(Finding, Kind)> = Vec::new();
    let locales = root.join("locales");
    let default = site.config.default_language.clone();
    let reference = coverage::read_language(&locales, &default, &mut errors);
    let paths = site.content.paths();
    let reference_pages: Vec<&String> = paths
        .iter()
        .filter(|p| site.content.get(p, &default).is_some())
        .collect();
    println!("Translation coverage against `{default}`:");
    println!(
        "{:<6} {:>10} {:>9} {:>9} {:>9}",
        "lang", "messages", "missing", "obsolete", "pages"
    );
    let (mut sum_done, mut sum_total, mut sum_pages, mut sum_pages_total) = (0, 0, 0, 0);
    let mut languages = Vec::new();
    let mut mismatches = Vec::new();
    for lang in site.config.language_tags() {
        let messages = coverage::read_language(&locales, &lang, &mut errors);
        let mut r = coverage::compare(&lang, &reference, &messages);
        r.pages_total = reference_pages.len();
        r.untranslated_pages = reference_pages
            .iter()
            .filter(|p| site.content.get(p, &lang).is_none())
            .map(|p| p.to_string())
            .collect();
        let pages_done = r.pages_total - r.untranslated_pages.len();
        if selected.contains(&lang) {
            println!(
                "{:<6} {:>5}/{:<4} {:>9} {:>9} {:>5}/{:<3}",
                lang,
                r.translated,
                r.total,
                r.missing.len(),
                r.obsolete.len(),
                pages_done,
                r.pages_total
            );
            sum_done += r.translated;
            sum_total += r.total;
            sum_pages += pages_done;
            sum_pages_total += r.pages_total;
        }
        let mut warn = |kind: Kind, file: String, text: String| {
            warnings.push((Finding::new(Some(&lang), file, text), kind));
        };
        // A form of a name (`$variant-genitive`) a message uses, which a name lacks: the
        // sentence would get the bare name.
        let used_forms: BTreeSet<String> = messages
            .values()
            .flat_map(|m| m.variables.iter())
            .filter_map(|v| {
                v.strip_prefix("variant-")
                    .or_else(|| v.strip_prefix("standard-"))
            })
            .map(str::to_string)
            .collect();
        for (id, file, line, lacking) in
            site.l10n
                .names_lacking_forms(&lang, VARIANT_PREFIX, &used_forms)
        {
            let shown: Vec<String> = lacking.iter().map(|f| format!("`.{f}`")).collect();
            let file = relative(&file, root);
            warn(Kind::Other, file.clone(), format!(
                "{file}:{line}: [{lang}] the name `{id}` has no {} form, which the messages of `{lang}` use (a sentence gets the bare name instead): add {}",
                shown.join(", "),
                lacking.iter().map(|f| format!(".{f} = …")).collect::<Vec<_>>().join(", ")
            ));
        }
        // One word for one thing: the words the language's glossary avoids, in its
        // pages and messages.
        for (file, line, column, text) in avoided_words(&site, root, &lang, &paths, &mut errors) {
            warn(
                Kind::Other,
                file.clone(),
                format!("{file}:{line}:{column}: [{lang}] {text}"),
            );
        }
        // The notices of this language name every language of the site in its words.
        for other in site.config.language_tags() {
            let id = format!("language-{other}");
            // (One the reference has is reported as missing, below.)
            if !messages.contains_key(&id)
                && (lang == default || !reference.contains_key(&id))
                && reference.contains_key("fallback-notice")
            {
                warn(Kind::Other, format!("locales/{lang}/site.ftl"), format!(
                    "[{lang}] no message `{id}`: a notice in `{lang}` names `{other}` by its own name, {}, instead: add `{id} = …` to locales/{lang}/site.ftl",
                    site.config.languages[&other].name
                ));
            }
        }
        if lang == default {
            languages.push(Language {
                tag: lang,
                messages,
            });
            continue;
        }
        for id in &r.missing {
            // The file it belongs in: the one of this language named like the reference's.
            let file = reference
                .get(id)
                .and_then(|m| m.file.file_name())
                .map(|n| format!("locales/{lang}/{}", n.to_string_lossy()))
                .unwrap_or_default();
            warn(Kind::Missing(id.clone()), file.clone(), format!("[{lang}] missing message `{id}`: translate it in {file} (until then it falls back along {})", site.config.chain(&lang).join(" → ")));
        }
        // Each obsolete message by its place, to know its id again.
        let obsolete: BTreeMap<(&Path, usize), &String> = messages
            .iter()
            .filter(|(id, _)| !reference.contains_key(*id))
            .map(|(id, info)| ((info.file.as_path(), info.line), id))
            .collect();
        for d in &r.obsolete {
            let kind = obsolete
                .get(&(d.file.as_path(), d.line))
                .map_or(Kind::Other, |id| Kind::Obsolete(id.to_string()));
            warn(kind, relative(&d.file, root), d.to_string());
        }
        for d in &r.bad_categories {
            warn(Kind::Other, relative(&d.file, root), d.to_string());
        }
        // Title messages of pages: wanted where the page is missing, nowhere else.
        let page_ids: BTreeMap<String, &String> =
            paths.iter().map(|p| (labels::page_message(p), p)).collect();
        for (id, info) in messages
            .iter()
            .filter(|(id, _)| coverage::is_page_message(id))
        {
            let file = relative(&info.file, root);
            let at = format!("{file}:{}: [{lang}]", info.line);
            match page_ids.get(id) {
                None => warn(Kind::Other, file, format!("{at} the message `{id}` names no page of the site (page-PATH, `/` written `-`): rename or remove it")),
                Some(p) if site.content.get(p, &lang).is_some() => {
                    warn(Kind::Other, file, format!("{at} the message `{id}` is obsolete: /{p} is translated, and menus take its own title: remove it"))
                }
                Some(_) => {}
            }
        }
        for p in &r.untranslated_pages {
            // The file to write is the reference page's, in this language: `_index` stays `_index`.
            let file = site.content.get(p, &default).map(|page| {
                let rel = relative(&page.file, root);
                match rel.strip_suffix(&format!(".{default}.md")) {
                    Some(stem) => format!("{stem}.{lang}.md"),
                    None => rel,
                }
            });
            let id = labels::page_message(p);
            let title = if messages.contains_key(&id) {
                String::new()
            } else {
                format!("; until then, menus name it in `{lang}` with the message `{id}` (and `.description`) in locales/{lang}/pages.ftl, or else by its borrowed title")
            };
            // Counted together in the summary: the pages the language has yet to write.
            warn(
                Kind::Other,
                format!("content/**/*.{lang}.md"),
                format!(
                    "[{lang}] untranslated page /{p} (write {}){title}",
                    file.unwrap_or_default()
                ),
            );
        }
        mismatches.extend(r.variable_mismatches);
        languages.push(Language {
            tag: lang,
            messages,
        });
    }
    println!(
        "total  {sum_done:>5}/{sum_total:<4} messages ({:.1}%), {sum_pages}/{sum_pages_total} pages",
        100.0 * sum_done as f64 / sum_total.max(1) as f64
    );
    let mut rendered = Vec::new();
    let mut link_errors = Vec::new();
    match render_site(&site, false) {
        Ok((files, _)) => {
            let broken = links::check(&files);
            println!(
                "Links: {} files checked, {} broken",
                files.files.len(),
                broken.len()
            );
            for b in broken {
                let d = Diagnostic::new(
                    Path::new(&format!("dist/{}", b.page)),
                    1,
                    1,
                    format!("broken link {}: {}", b.href, b.problem),
                );
                // Counted under the language of the page it is on.
                let lang = b
                    .page
                    .split('/')
                    .next()
                    .filter(|l| site.config.languages.contains_key(*l));
                let mut f = Finding::of(&d, root);
                f.lang = lang.map(str::to_string);
                f.concerns = f.lang.iter().cloned().collect();
                link_errors.push(f);
            }
        }
        Err(report) => rendered = report.errors,
    }
    // Each message the pages failed on, once.
    let folded = fold(&site, root, &rendered, &languages, &reference);
    // A message the pages need and the reference lacks is not obsolete where a
    // language has it, and a misspelt id of the reference is not to be translated.
    warnings.retain(|(_, kind)| match kind {
        Kind::Obsolete(id) => !folded.needed.contains(id),
        Kind::Missing(id) => !folded.misspelt.contains(id),
        Kind::Other => true,
    });
    let mut warnings = merge_renamed(warnings, &site.config);
    warnings.retain(|w| w.shown(&selected));
    let mut findings: Vec<Finding> = errors.iter().map(|d| Finding::of(d, root)).collect();
    // A variable the reference does not have is one error with the pages that fail on it.
    let explained = mismatches.clone();
    for mut d in mismatches {
        let places = folded
            .broken
            .iter()
            .filter(|(b, _)| same_message(b, &d))
            .flat_map(|(_, places)| places.iter().cloned())
            .collect::<Vec<_>>();
        d.message.push_str(&places_note(&places));
        let mut f = Finding::of(&d, root);
        f.concerns
            .extend(places.iter().filter_map(|p| p.lang.clone()));
        findings.push(f);
    }
    for (b, places) in &folded.broken {
        if explained.iter().any(|m| same_message(b, m)) {
            continue;
        }
        let mut d = b.clone();
        d.message.push_str(&places_note(places));
        let mut f = Finding::of(&d, root);
        f.concerns
            .extend(places.iter().filter_map(|p| p.lang.clone()));
        findings.push(f);
    }
    findings.extend(folded.groups);
    findings.extend(folded.rest.iter().map(|d| Finding::of(d, root)));
    findings.extend(link_errors);
    findings.retain(|f| f.shown(&selected));
    let level = if strict { "error" } else { "warning" };
    for w in &warnings {
        println!("{level}: {}", w.text);
    }
    for e in &findings {
        println!("error: {}", e.text);
    }
    // With --strict, what would be warnings are errors, and the summary counts them so.
    let (n_errors, n_warnings) = if strict {
        (findings.len() + warnings.len(), 0)
    } else {
        (findings.len(), warnings.len())
    };
    summary(&site.config, &selected, &findings, &warnings, strict);
    println!(
        "{n_errors} error{}, {n_warnings} warning{}",
        plural(n_errors),
        plural(n_warnings)
    );
    if n_errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Every word a language's glossary (`locales/<lang>/terms.toml`) avoids, in its own
/// pages and its messages, as (file, line, column, what to write instead); a glossary
/// that does not read is an error.
fn avoided_words(
    site: &Site,
    root: &Path,
    lang: &str,
    paths: &BTreeSet<String>,
    errors: &mut Vec<Diagnostic>,
) -> Vec<(String, usize, usize, String)> {
    use crate::l10n::terms::{self, Source};
    let dir = root.join("locales").join(lang);
    let glossary = match terms::load(&dir) {
        Ok(Some(t)) => t,
        Ok(None) => return Vec::new(),
        Err(mut e) => {
            e.file = PathBuf::from(relative(&e.file, root));
            errors.push(e.lang(lang));
            return Vec::new();
        }
    };
    let mut files: Vec<(PathBuf, Source)> = paths
        .iter()
        .filter_map(|p| site.content.get(p, lang))
        .map(|page| (page.file.clone(), Source::Page))
        .filter(|(f, _)| f.to_string_lossy().ends_with(&format!(".{lang}.md")))
        .collect();
    if let Ok(entries) = std::fs::read_dir(&dir) {
        let mut ftl: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        ftl.sort();
        files.extend(ftl.into_iter().map(|f| (f, Source::Messages)));
    }
    let mut out = Vec::new();
    for (file, source) in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let rel = relative(&file, root);
        for f in terms::find(&glossary, &text, source) {
            out.push((
                rel.clone(),
                f.line,
                f.column,
                format!(
                    "`{}` is not this site's word for {}: write `{}` (the glossary, locales/{lang}/{})",
                    f.written,
                    f.term.concept,
                    f.term.word,
                    terms::FILE
                ),
            ));
        }
    }
    out
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Whether two diagnostics are about the same message of the same file and language:
/// each says `the message `ID`…` (an attribute's `ID.attr` counts as its message's).
fn same_message(a: &Diagnostic, b: &Diagnostic) -> bool {
    let id = |d: &Diagnostic| -> Option<String> {
        let rest = d.message.strip_prefix("the message `")?;
        let id = &rest[..rest.find('`')?];
        Some(id.split('.').next().unwrap_or(id).to_string())
    };
    a.file == b.file && a.lang == b.lang && id(a).is_some() && id(a) == id(b)
}

/// The render's errors, each message they failed on once.
struct Folded {
    /// Each message that did not format, at its definition, with the pages that failed on it.
    broken: Vec<(Diagnostic, Vec<Place>)>,
    /// One finding per message missing along every chain (so, in the default language).
    groups: Vec<Finding>,
    /// The ids of those messages.
    needed: BTreeSet<String>,
    /// Ids of the default language that are a typo of one of those.
    misspelt: BTreeSet<String>,
    /// Every other error, as it was.
    rest: Vec<Diagnostic>,
}

/// Finds in the render's errors the messages that failed, as `L10n` recorded them,
/// and reports each once.
fn fold(
    site: &Site,
    root: &Path,
    errors: &[Diagnostic],
    languages: &[Language],
    reference: &Messages,
) -> Folded {
    let ByMessage {
        broken,
        missing: by_missing,
        rest,
        ..
    } = by_message(&site.l10n, root, errors);
    let mut groups = Vec::new();
    let mut misspelt = BTreeSet::new();
    for (id, places) in &by_missing {
        let (finding, typo) = missing_everywhere(site, root, id, places, languages, reference);
        groups.push(finding);
        misspelt.extend(typo);
    }
    Folded {
        broken,
        groups,
        needed: by_missing.keys().map(|id| id.to_string()).collect(),
        misspelt,
        rest,
    }
}

/// The one finding of a message the pages ask for that the default language lacks,
/// so every language lacks it along its chain: one line in the default language's
/// file fixes every page that failed on it. At the default language's message whose
/// id is a typo of it, where another language has it under its right id; else where
/// it belongs, after the messages whose ids begin as its does. Also the misspelt id.
fn missing_everywhere(
    site: &Site,
    root: &Path,
    id: &str,
    places: &[Place],
    languages: &[Language],
    reference: &Messages,
) -> (Finding, Option<String>) {
    let default = &site.config.default_language;
    let tags = site.config.language_tags();
    let having: Vec<&str> = languages
        .iter()
        .filter(|l| l.tag != *default && l.messages.contains_key(id))
        .map(|l| l.tag.as_str())
        .collect();
    let failing: BTreeSet<String> = places.iter().filter_map(|p| p.lang.clone()).collect();
    let mut concerns = failing.clone();
    concerns.insert(default.clone());
    let note = places_note(places);
    // Renamed by mistake in the default language: the others have it by its right name.
    if !having.is_empty() {
        let ids: Vec<&str> = reference
            .keys()
            .map(String::as_str)
            .filter(|r| {
                languages
                    .iter()
                    .all(|l| !l.messages.contains_key(*r) || l.tag == *default)
            })
            .collect();
        if let Some(typo) = coverage::closest(id, &ids) {
            let info = &reference[typo];
            let text = format!(
                "{}:{}:1: [{default}] the message `{typo}` has a typo: the pages ask for `{id}`, which {} have: rename it `{id}`{note}",
                info.file.display(),
                info.line,
                having.join(", ")
            );
            let mut f = Finding::new(Some(default), relative(&info.file, root), text);
            f.concerns = concerns;
            return (f, Some(typo.to_string()));
        }
    }
    let (file, line, beside) = crate::l10n::failed::belongs(
        &site
            .root
            .join("locales")
            .join(&site.config.default_language),
        id,
        reference,
    );
    let file_shown = relative(&file, root);
    let at = if line > 0 {
        format!("{}:{line}:1", file.display())
    } else {
        file.display().to_string()
    };
    // Where to write it: the file and the message it follows, or the language's folder.
    let (target, own) = match beside {
        Some(b) => (
            format!("{file_shown}, here after `{b}`"),
            file.file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
        ),
        None => (format!("a file of {file_shown}/"), "files".to_string()),
    };
    let what = site
        .catalogue
        .variants
        .keys()
        .find(|v| variant_name_id(v) == id)
        .map_or(String::new(), |v| format!(" (the name of the variant {v})"));
    let fixes = if failing.len() == tags.len() && tags.len() > 1 {
        format!("all {} languages", tags.len())
    } else {
        format!(
            "the pages of {}",
            failing.iter().cloned().collect::<Vec<_>>().join(", ")
        )
    };
    let text = if !having.is_empty() {
        format!(
            "{at}: [{default}] the message `{id}`{what} is missing in `{default}`, the language every other falls back to, though {} have it: add `{id} = …` to {target}; this one line fixes {fixes}{note}",
            having.join(", ")
        )
    } else if tags.len() > 1 {
        format!(
            "{at}: [{default}] the message `{id}`{what} is missing in every language: add `{id} = …` to {target}; every language falls back to `{default}`, so this one line fixes {fixes} (each translates it in its own {own} later){note}"
        )
    } else {
        format!(
            "{at}: [{default}] the message `{id}`{what} is missing: add `{id} = …` to {target}{note}"
        )
    };
    let mut f = Finding::new(Some(default), file_shown, text);
    f.concerns = concerns;
    (f, None)
}

/// A message a language lacks and one it has that the reference does not, whose id
/// is a typo of the missing one (`play-titel` for `play-title`): one warning, at the
/// misspelt message, instead of two.
fn merge_renamed(warnings: Vec<(Finding, Kind)>, config: &SiteConfig) -> Vec<Finding> {
    let missing: BTreeMap<(&str, &str), usize> = warnings
        .iter()
        .enumerate()
        .filter_map(|(i, (f, k))| match k {
            Kind::Missing(id) => Some(((f.lang.as_deref()?, id.as_str()), i)),
            _ => None,
        })
        .collect();
    let mut replaced: BTreeMap<usize, String> = BTreeMap::new();
    let mut dropped = BTreeSet::new();
    for (i, (f, k)) in warnings.iter().enumerate() {
        let (Kind::Obsolete(id), Some(lang)) = (k, f.lang.as_deref()) else {
            continue;
        };
        let lacking: Vec<&str> = missing
            .keys()
            .filter(|(l, m)| *l == lang && !dropped.contains(&missing[&(*l, *m)]))
            .map(|(_, m)| *m)
            .collect();
        if let Some(right) = coverage::closest(id, &lacking) {
            let place = f.text.split(": [").next().unwrap_or_default();
            replaced.insert(i, format!(
                "{place}: [{lang}] the message `{id}` has a typo: the reference names it `{right}`, so `{lang}` takes `{right}` along {} instead: rename it `{right}`",
                config.chain(lang).join(" → ")
            ));
            dropped.insert(missing[&(lang, right)]);
        }
    }
    warnings
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !dropped.contains(i))
        .map(|(i, (mut f, _))| {
            if let Some(text) = replaced.remove(&i) {
                f.text = text;
            }
            f
        })
        .collect()
}

/// The counts per language and, under each, per file; before the last line.
fn summary(
    config: &SiteConfig,
    selected: &BTreeSet<String>,
    errors: &[Finding],
    warnings: &[Finding],
    strict: bool,
) {
    // (errors, warnings) per language (None: about no one language), and per file.
    type Counts = (usize, usize);
    let mut langs: BTreeMap<Option<&str>, Counts> = BTreeMap::new();
    let mut files: BTreeMap<(Option<&str>, &str), Counts> = BTreeMap::new();
    let all = errors
        .iter()
        .map(|f| (f, true))
        .chain(warnings.iter().map(|f| (f, false)));
    for (f, error) in all {
        let lang = f.lang.as_deref();
        for c in [
            langs.entry(lang).or_default(),
            files.entry((lang, f.file.as_str())).or_default(),
        ] {
            if error || strict {
                c.0 += 1;
            } else {
                c.1 += 1;
            }
        }
    }
    let counts = |(e, w): Counts| {
        if strict {
            format!("{e} error{}", plural(e))
        } else {
            format!("{e} error{}, {w} warning{}", plural(e), plural(w))
        }
    };
    let terse = |(e, w): Counts| {
        let mut parts = Vec::new();
        if e > 0 {
            parts.push(format!("{e} error{}", plural(e)));
        }
        if w > 0 {
            parts.push(format!("{w} warning{}", plural(w)));
        }
        parts.join(", ")
    };
    println!("Summary:");
    // The languages asked for, in the site's order, then any other a finding is
    // counted under, then the site as a whole.
    let order: Vec<Option<String>> = config
        .language_tags()
        .into_iter()
        .filter(|t| selected.contains(t) || langs.contains_key(&Some(t.as_str())))
        .map(Some)
        .chain(langs.contains_key(&None).then_some(None))
        .collect();
    for lang in &order {
        let key = lang.as_deref();
        let c = langs.get(&key).copied().unwrap_or_default();
        println!("  {:<6} {}", key.unwrap_or("site"), counts(c));
        for ((_, file), c) in files.range((key, "")..).take_while(|((l, _), _)| *l == key) {
            if !file.is_empty() {
                println!("    {file}: {}", terse(*c));
            }
        }
    }
}
