//! The render's errors folded by the message they failed on, so that a message that
//! does not format, or is missing along every chain, is reported once, where it is
//! written or where it belongs in the default language.

use super::findings::Finding;
use super::{relative, Language};
use crate::diagnostics::Diagnostic;
use crate::l10n::coverage::{self, Messages};
use crate::l10n::failed::{by_message, places_note, ByMessage, Place};
use crate::l10n::text::variant_name_id;
use crate::site::build::Site;
use std::collections::BTreeSet;
use std::path::Path;

/// Whether two diagnostics are about the same message of the same file and language
/// (an attribute's `ID.attr` counts as its message's), by the ids they were made with.
pub(super) fn same_message(a: &Diagnostic, b: &Diagnostic) -> bool {
    fn id(d: &Diagnostic) -> Option<&str> {
        let id = d.message_id.as_deref()?;
        id.split('.').next()
    }
    a.file == b.file && a.lang == b.lang && id(a).is_some() && id(a) == id(b)
}

/// The render's errors, each message they failed on once.
pub(super) struct Folded {
    /// Each message that did not format, at its definition, with the pages that failed on it.
    pub(super) broken: Vec<(Diagnostic, Vec<Place>)>,
    /// One finding per message missing along every chain (so, in the default language).
    pub(super) groups: Vec<Finding>,
    /// The ids of those messages.
    pub(super) needed: BTreeSet<String>,
    /// Ids of the default language that are a typo of one of those.
    pub(super) misspelt: BTreeSet<String>,
    /// Every other error, as it was.
    pub(super) rest: Vec<Diagnostic>,
}

/// Finds in the render's errors the messages that failed, as `L10n` recorded them,
/// and reports each once.
pub(super) fn fold(
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
    let target = crate::l10n::failed::target(&file_shown, line, beside.as_deref());
    let own = if beside.is_some() || line > 0 {
        file.file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned()
    } else {
        "files".to_string()
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
