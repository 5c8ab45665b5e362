//! Loading: every language's Fluent files read into its bundle, with what can be
//! checked before rendering (syntax, messages and terms defined twice, references).

use super::spelled::{self, Spelled};
use super::{check, ftl_files, numbers, read_ftl, L10n};
use crate::config::SiteConfig;
use crate::diagnostics::{Diagnostic, Report};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

impl L10n {
    /// Reads `locales/<tag>/*.ftl` for every language of the site, and checks what
    /// can be checked before rendering (see [`check`]).
    pub fn load(dir: &Path, config: &SiteConfig) -> Result<L10n, Report> {
        let mut report = Report::default();
        let mut bundles = BTreeMap::new();
        let mut sources: BTreeMap<String, BTreeMap<String, (PathBuf, usize)>> = BTreeMap::new();
        let mut all_spelled = BTreeMap::new();
        let mut exceptions = BTreeMap::new();
        for tag in config.languages.keys() {
            let langid: unic_langid::LanguageIdentifier =
                tag.parse().expect("checked in site.toml");
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // Isolation marks only where a right-to-left page needs them around
            // its placeables (versions, language names, numbers); never elsewhere.
            bundle.set_use_isolating(config.dir(tag) == "rtl");
            bundle.set_formatter(numbers::formatter(tag));
            let lang_dir = dir.join(tag);
            let spelled = Arc::new(Spelled::load(&lang_dir).unwrap_or_else(|d| {
                report.push(d.lang(tag));
                Spelled::default()
            }));
            exceptions.insert(
                tag.clone(),
                super::hyphens::Exceptions::load(&lang_dir).unwrap_or_else(|d| {
                    report.push(d.lang(tag));
                    super::hyphens::Exceptions::default()
                }),
            );
            let words = Arc::clone(&spelled);
            bundle
                .add_function(spelled::FUNCTION, move |positional, named| {
                    words.function(positional, named)
                })
                .expect("a new bundle has no functions");
            let (files, walk_errors) = ftl_files(&lang_dir);
            report.extend(walk_errors.into_iter().map(|d| d.lang(tag)));
            if files.is_empty() {
                report.push(
                    Diagnostic::new(
                        &lang_dir,
                        1,
                        1,
                        format!(
                            "no Fluent files for `{tag}`: add {}/*.ftl",
                            lang_dir.display()
                        ),
                    )
                    .lang(tag),
                );
            }
            let mut resources = Vec::new();
            for file in files {
                let text = match read_ftl(&file) {
                    Ok(t) => t,
                    Err(d) => {
                        report.push(d.lang(tag));
                        continue;
                    }
                };
                let resource = match FluentResource::try_new(text) {
                    Ok(r) => r,
                    Err((r, errors)) => {
                        let lines = check::Lines::new(r.source());
                        for e in errors {
                            let (line, col) = lines.line_col(e.pos.start);
                            report.push(
                                Diagnostic::new(
                                    &file,
                                    line,
                                    col,
                                    format!("Fluent syntax: {}", e.kind),
                                )
                                .lang(tag),
                            );
                        }
                        r
                    }
                };
                resources.push((file, resource));
            }
            let files: Vec<check::File> = resources
                .iter()
                .map(|(path, r)| check::File {
                    path,
                    text: r.source(),
                    lines: check::Lines::new(r.source()),
                    entries: r.entries().collect(),
                })
                .collect();
            let src = sources.entry(tag.clone()).or_default();
            let mut terms: BTreeMap<&str, (&Path, usize)> = BTreeMap::new();
            for f in &files {
                for entry in &f.entries {
                    let (id, term) = match entry {
                        fluent_syntax::ast::Entry::Message(m) => (m.id.name, false),
                        fluent_syntax::ast::Entry::Term(t) => (t.id.name, true),
                        _ => continue,
                    };
                    let at = check::offset_of(f.text, id).map_or(0, |o| o - usize::from(term));
                    let line = f.lines.line_col(at).0;
                    let first = if term {
                        terms.get(id).map(|(p, l)| (p.to_path_buf(), *l))
                    } else {
                        src.get(id).cloned()
                    };
                    match first {
                        Some((other, l)) => {
                            let what = if term { "term" } else { "message" };
                            let name = if term {
                                format!("-{id}")
                            } else {
                                id.to_string()
                            };
                            report.push(Diagnostic::new(f.path, line, 1, format!(
                                "the {what} `{name}` is defined twice: first at {}:{l}, which is the one used; remove or rename this one",
                                other.display()
                            )).lang(tag));
                        }
                        None if term => {
                            terms.insert(id, (f.path, line));
                        }
                        None => {
                            src.insert(id.to_string(), (f.path.to_path_buf(), line));
                        }
                    }
                }
            }
            report.extend(check::references(tag, &files, &spelled));
            drop(files);
            for (_, resource) in resources {
                // Duplicates were reported above; the bundle keeps the first definition.
                let _ = bundle.add_resource(resource);
            }
            bundles.insert(tag.clone(), bundle);
            all_spelled.insert(tag.clone(), spelled);
        }
        let chains = config
            .languages
            .keys()
            .map(|t| (t.clone(), config.chain(t)))
            .collect();
        let isolating = config
            .languages
            .keys()
            .filter(|t| config.dir(t) == "rtl")
            .cloned()
            .collect();
        report.finish(L10n {
            bundles,
            isolating,
            chains,
            sources,
            spelled: all_spelled,
            exceptions,
            default: config.default_language.clone(),
            fallbacks: Mutex::new(BTreeSet::new()),
            missing: Mutex::new(BTreeSet::new()),
            broken: Mutex::new(BTreeSet::new()),
        })
    }
}
