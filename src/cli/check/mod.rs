//! `tabula check`: the translation coverage report per language, against the
//! default language, and every internal link and anchor of the built site.
//! Errors (syntax, variable mismatches, broken links) fail; warnings (missing
//! translations, avoided words, what the build warns of) are reported and fail only
//! with `--strict`. Each finding carries its severity, as a build's diagnostics do.
//!
//! One problem is one diagnostic: a message that does not format, or is missing
//! along every chain, fails every page that shows it (the play pages of every
//! variant, in every language); `check` reports the message once, at its `.ftl`
//! file and line (or where it belongs), with what to write there (the build, too,
//! reports a message that does not format, or is missing along the chains, once: `l10n::failed`). `--lang` limits the report to some languages; a summary per
//! language and file comes before the last line, `N errors, M warnings`.

mod findings;
mod fold;
mod words;

use crate::config::SiteConfig;
use crate::diagnostics::{Diagnostic, Severity};
use crate::l10n::coverage::{self, Messages};
use crate::l10n::failed::places_note;
use crate::l10n::text::VARIANT_PREFIX;
use crate::site::build::{render_site, Site};
use crate::site::{labels, links};
use findings::{merge_renamed, summary, Finding, Kind};
use fold::{fold, same_message};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::ExitCode;
use words::avoided_words;

/// Checks the site at `root`; `langs` (canonical tags of the site) limits the report
/// to those languages, every language when empty.
pub fn run(root: &Path, strict: bool, langs: &[String]) -> ExitCode {
    let root = root.to_path_buf();
    let langs = langs.to_vec();
    crate::site::build::with_stack(move || check(&root, strict, &langs))
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
            warnings.push((Finding::new(Some(&lang), file, text).warning(), kind));
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
        for d in &r.obsolete {
            let kind = d
                .message_id
                .as_ref()
                .map_or(Kind::Other, |id| Kind::Obsolete {
                    id: id.clone(),
                    place: d.place(),
                });
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
    let mut link_errors = Vec::new();
    let rendered = match render_site(&site, false) {
        Ok((files, built)) => {
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
            // What the build warns of (statistics or values of older rule data, a
            // block that shows no figures yet), as the build shows it.
            built.warnings
        }
        Err(report) => report.diagnostics,
    };
    // Each message the pages failed on, once.
    let folded = fold(&site, root, &rendered, &languages, &reference);
    // A message the pages need and the reference lacks is not obsolete where a
    // language has it, and a misspelt id of the reference is not to be translated.
    warnings.retain(|(_, kind)| match kind {
        Kind::Obsolete { id, .. } => !folded.needed.contains(id),
        Kind::Missing(id) => !folded.misspelt.contains(id),
        Kind::Other => true,
    });
    let warnings = merge_renamed(warnings, &site.config);
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
    // The warnings first, then the errors; with --strict, every warning is an error.
    findings.splice(0..0, warnings);
    findings.retain(|f| f.shown(&selected));
    findings.sort_by_key(|f| f.severity != Severity::Warning);
    if strict {
        for f in &mut findings {
            f.severity = Severity::Error;
        }
    }
    for f in &findings {
        println!("{}: {}", f.severity.label(), f.text);
    }
    let n_warnings = findings
        .iter()
        .filter(|f| f.severity == Severity::Warning)
        .count();
    let n_errors = findings.len() - n_warnings;
    summary(&site.config, &selected, &findings, strict);
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

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
