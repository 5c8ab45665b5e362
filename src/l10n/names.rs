//! Names put into sentences in the forms each language writes (`.sentence`,
//! `.genitive`, as its `variant-` messages have them), and the names that lack a form.

use super::{Arg, Args, L10n};
use std::collections::BTreeSet;
use std::path::PathBuf;

impl L10n {
    /// The forms of a name this language writes: the attributes its own `PREFIX*`
    /// messages have (`variant-` gives `.sentence`, `.genitive`, … as the language
    /// chose them).
    pub fn forms(&self, lang: &str, prefix: &str) -> BTreeSet<String> {
        let (Some(bundle), Some(ids)) = (self.bundles.get(lang), self.sources.get(lang)) else {
            return BTreeSet::new();
        };
        ids.keys()
            .filter(|id| id.starts_with(prefix))
            .filter_map(|id| bundle.get_message(id))
            .flat_map(|m| {
                m.attributes()
                    .map(|a| a.id().to_string())
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// Formats the message `id`, which puts names in a sentence: each name (the
    /// message `name_id`, from the first language of the chain that has it) is passed
    /// as `$ROLE`, and each form the reader's language writes (see [`L10n::forms`]:
    /// `.sentence`, `.genitive`, as the language chose them) as `$ROLE-FORM`, from the
    /// name's attribute, or the name itself where it has none (`tabula check` warns
    /// of a name that lacks a form the others of its language have).
    pub fn tr_named(
        &self,
        lang: &str,
        id: &str,
        mut args: Args,
        names: &[(&str, &str)],
        prefix: &str,
    ) -> Result<String, String> {
        // The forms of every language of the chain: the message may be one a language
        // further along it wrote (a new language's, before it has names of its own).
        let forms: BTreeSet<String> = self
            .chain(lang)
            .iter()
            .flat_map(|l| self.forms(l, prefix))
            .collect();
        for (role, name_id) in names {
            let name = self.tr(lang, name_id, &Args::new())?;
            let used = self
                .chain(lang)
                .iter()
                .find(|l| self.has(l, name_id))
                .cloned()
                .unwrap_or_else(|| lang.to_string());
            for form in &forms {
                let text = match self.format_here(&used, &format!("{name_id}.{form}"), &Args::new())
                {
                    Some(r) => r.map_err(|e| e.to_string())?,
                    None => name.clone(),
                };
                args.insert(format!("{role}-{form}"), Arg::Str(text));
            }
            args.insert(role.to_string(), Arg::Str(name));
        }
        self.tr(lang, id, &args)
    }

    /// The names of this language (`PREFIX*` messages) that lack one of `forms`
    /// (the forms its messages use): (id, file, line, the forms it lacks).
    pub fn names_lacking_forms(
        &self,
        lang: &str,
        prefix: &str,
        forms: &BTreeSet<String>,
    ) -> Vec<(String, PathBuf, usize, Vec<String>)> {
        let (Some(bundle), Some(ids)) = (self.bundles.get(lang), self.sources.get(lang)) else {
            return vec![];
        };
        ids.iter()
            .filter(|(id, _)| id.starts_with(prefix))
            .filter_map(|(id, (file, line))| {
                let m = bundle.get_message(id)?;
                let have: BTreeSet<String> = m.attributes().map(|a| a.id().to_string()).collect();
                let lacking: Vec<String> = forms.difference(&have).cloned().collect();
                (!lacking.is_empty()).then(|| (id.clone(), file.clone(), *line, lacking))
            })
            .collect()
    }
}
