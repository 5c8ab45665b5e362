//! `tabula check`: the translation coverage report per language, against the
//! default language, and every internal link and anchor of the built site.
//! Errors (syntax, variable mismatches, broken links) fail; missing translations
//! are reported and fail only with `--strict`.

use crate::diagnostics::Diagnostic;
use crate::l10n::coverage;
use crate::site::build::{render_site, Site};
use crate::site::{labels, links};
use std::path::Path;
use std::process::ExitCode;

pub fn run(root: &Path, strict: bool) -> ExitCode {
    let root = root.to_path_buf();
    crate::site::build::with_stack(move || check(&root, strict))
}

fn check(root: &Path, strict: bool) -> ExitCode {
    let site = match Site::load(root) {
        Ok(s) => s,
        Err(report) => {
            eprintln!("{report}");
            return ExitCode::from(1);
        }
    };
    let mut errors: Vec<Diagnostic> = Vec::new();
    let mut warnings: Vec<String> = Vec::new();
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
        // A form of a name (`$variant-genitive`) a message uses, which a name lacks: the
        // sentence would get the bare name.
        let used_forms: std::collections::BTreeSet<String> = messages
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
                .names_lacking_forms(&lang, crate::l10n::text::VARIANT_PREFIX, &used_forms)
        {
            let shown: Vec<String> = lacking.iter().map(|f| format!("`.{f}`")).collect();
            warnings.push(format!(
                "{}:{line}: [{lang}] the name `{id}` has no {} form, which the messages of `{lang}` use (a sentence gets the bare name instead): add {}",
                file.strip_prefix(root).unwrap_or(&file).display(),
                shown.join(", "),
                lacking.iter().map(|f| format!(".{f} = …")).collect::<Vec<_>>().join(", ")
            ));
        }
        // The notices of this language name every language of the site in its words.
        for other in site.config.language_tags() {
            let id = format!("language-{other}");
            // (One the reference has is reported as missing, below.)
            if !messages.contains_key(&id)
                && (lang == default || !reference.contains_key(&id))
                && reference.contains_key("fallback-notice")
            {
                warnings.push(format!(
                    "[{lang}] no message `{id}`: a notice in `{lang}` names `{other}` by its own name, {}, instead: add `{id} = …` to locales/{lang}/site.ftl",
                    site.config.languages[&other].name
                ));
            }
        }
        if lang == default {
            continue;
        }
        for id in &r.missing {
            // The file it belongs in: the one of this language named like the reference's.
            let file = reference
                .get(id)
                .and_then(|m| m.file.file_name())
                .map(|n| format!("locales/{lang}/{}", n.to_string_lossy()))
                .unwrap_or_default();
            warnings.push(format!("[{lang}] missing message `{id}`: translate it in {file} (until then it falls back along {})", site.config.chain(&lang).join(" → ")));
        }
        for d in r.obsolete.iter().chain(&r.bad_categories) {
            warnings.push(d.to_string());
        }
        // Title messages of pages: wanted where the page is missing, nowhere else.
        let page_ids: std::collections::BTreeMap<String, &String> =
            paths.iter().map(|p| (labels::page_message(p), p)).collect();
        for (id, info) in messages
            .iter()
            .filter(|(id, _)| coverage::is_page_message(id))
        {
            let at = format!(
                "{}:{}: [{lang}]",
                info.file.strip_prefix(root).unwrap_or(&info.file).display(),
                info.line
            );
            match page_ids.get(id) {
                None => warnings.push(format!("{at} the message `{id}` names no page of the site (page-PATH, `/` written `-`): rename or remove it")),
                Some(p) if site.content.get(p, &lang).is_some() => {
                    warnings.push(format!("{at} the message `{id}` is obsolete: /{p} is translated, and menus take its own title: remove it"))
                }
                Some(_) => {}
            }
        }
        for p in &r.untranslated_pages {
            // The file to write is the reference page's, in this language: `_index` stays `_index`.
            let file = site.content.get(p, &default).map(|page| {
                let rel = page
                    .file
                    .strip_prefix(root)
                    .unwrap_or(&page.file)
                    .to_string_lossy()
                    .into_owned();
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
            warnings.push(format!(
                "[{lang}] untranslated page /{p} (write {}){title}",
                file.unwrap_or_default()
            ));
        }
        errors.extend(r.variable_mismatches);
    }
    println!(
        "total  {sum_done:>5}/{sum_total:<4} messages ({:.1}%), {sum_pages}/{sum_pages_total} pages",
        100.0 * sum_done as f64 / sum_total.max(1) as f64
    );
    match render_site(&site, false) {
        Ok((files, _)) => {
            let broken = links::check(&files);
            println!(
                "Links: {} files checked, {} broken",
                files.files.len(),
                broken.len()
            );
            for b in broken {
                errors.push(Diagnostic::new(
                    Path::new(&format!("dist/{}", b.page)),
                    1,
                    1,
                    format!("broken link {}: {}", b.href, b.problem),
                ));
            }
        }
        Err(report) => errors.extend(report.errors),
    }
    for w in &warnings {
        println!("{}: {w}", if strict { "error" } else { "warning" });
    }
    for e in &errors {
        println!("error: {e}");
    }
    // With --strict, what would be warnings are errors, and the summary counts them so.
    let (n_errors, n_warnings) = if strict {
        (errors.len() + warnings.len(), 0)
    } else {
        (errors.len(), warnings.len())
    };
    let plural = |n: usize| if n == 1 { "" } else { "s" };
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
