//! One word for one thing: the words a language's glossary avoids, found in its own
//! pages and messages, for the warnings at their line.

use super::relative;
use crate::diagnostics::Diagnostic;
use crate::site::build::Site;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Every word a language's glossary (`locales/<lang>/terms.toml`) avoids, in its own
/// pages and its messages, as (file, line, column, what to write instead); a glossary
/// that does not read is an error.
pub(super) fn avoided_words(
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
