//! `tabula new-language TAG`: the first of the three steps of a new language. It
//! adds `[languages.TAG]` to `content/site.toml` and writes `locales/TAG/`, one file
//! for each of the default language's Fluent files, with every message listed and
//! commented out, so a translator uncomments and translates them one by one while
//! the language builds from its fallback chain. It never overwrites: a language that
//! `site.toml` already has, or a `locales/TAG/` that exists, is refused.

use crate::config::{canonical, SiteConfig};
use crate::diagnostics::Diagnostic;
use std::path::{Path, PathBuf};

/// What to add.
#[derive(Debug, Clone)]
pub struct Options {
    pub root: PathBuf,
    pub tag: String,
    /// The language's name in itself, for the language switcher (default: the tag).
    pub name: Option<String>,
    /// Languages to take what is missing from, before the default one.
    pub fallback: Vec<String>,
    /// `ltr` or `rtl`.
    pub dir: String,
}

/// Comments out every line of a Fluent file that is not blank and not a comment
/// already, under a header saying how to translate it.
pub fn commented(text: &str, header: &str) -> String {
    let mut out = String::from(header);
    for line in text.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            out.push_str(line);
        } else {
            out.push_str("# ");
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// Adds the language; the files written, or every reason it cannot.
pub fn run(opts: &Options) -> Result<Vec<PathBuf>, Vec<Diagnostic>> {
    let site_toml = opts.root.join("content/site.toml");
    let config = SiteConfig::load(&site_toml).map_err(|r| r.diagnostics)?;
    let text = crate::input::read_text(&site_toml, crate::input::MAX_TEXT).map_err(|d| vec![d])?;
    let tag = &opts.tag;
    let mut errors = Vec::new();
    let here = |message: String| Diagnostic::new(&site_toml, 0, 0, message);
    match canonical(tag) {
        None => errors.push(here(format!(
            "`{tag}` is not a BCP 47 language tag: write one such as sv, pt-BR or zh-Hant"
        ))),
        Some(c) if &c != tag => errors.push(here(format!(
            "write the tag `{tag}` in its canonical form, `{c}`"
        ))),
        Some(_) => {}
    }
    if config.languages.contains_key(tag) {
        let line = text
            .lines()
            .position(|l| l.trim() == format!("[languages.{tag}]"))
            .map_or(0, |i| i + 1);
        errors.push(Diagnostic::new(&site_toml, line, 1, format!(
            "the site has the language `{tag}` already: new-language adds a language and changes nothing that is there; edit [languages.{tag}] by hand"
        )));
    }
    for f in &opts.fallback {
        if !config.languages.contains_key(f) {
            errors.push(here(format!(
                "--fallback names `{f}`, which is not a language of the site ({})",
                config.language_tags().join(", ")
            )));
        }
    }
    if opts.dir != "ltr" && opts.dir != "rtl" {
        errors.push(here(format!("--dir is `{}`: use ltr or rtl", opts.dir)));
    }
    let locales = opts.root.join("locales");
    let target = locales.join(tag);
    if std::fs::symlink_metadata(&target).is_ok() {
        errors.push(Diagnostic::new(&target, 0, 0, format!(
            "exists: new-language never overwrites; move it away, or add [languages.{tag}] to site.toml by hand"
        )));
    }
    let default = &config.default_language;
    let (sources, walk) = crate::l10n::ftl_files(&locales.join(default));
    errors.extend(walk);
    if sources.is_empty() {
        errors.push(Diagnostic::new(
            &locales.join(default),
            0,
            0,
            format!("the default language `{default}` has no Fluent files to start from"),
        ));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut chain = vec![tag.clone()];
    chain.extend(opts.fallback.iter().filter(|f| *f != default).cloned());
    chain.push(default.clone());
    let weight = config
        .languages
        .values()
        .map(|l| l.weight)
        .max()
        .unwrap_or(0)
        + 1;
    let name = opts.name.clone().unwrap_or_else(|| tag.clone());
    let mut entry = format!(
        "\n[languages.{tag}]\nname = {}\n",
        toml::Value::String(name)
    );
    if !opts.fallback.is_empty() {
        let list: Vec<String> = opts
            .fallback
            .iter()
            .map(|f| toml::Value::String(f.clone()).to_string())
            .collect();
        entry.push_str(&format!("fallback = [{}]\n", list.join(", ")));
    }
    if opts.dir == "rtl" {
        entry.push_str("dir = \"rtl\"\n");
    }
    entry.push_str(&format!("weight = {weight}\n"));
    let mut new_text = text.clone();
    if !new_text.ends_with('\n') {
        new_text.push('\n');
    }
    new_text.push_str(&entry);
    // The whole change is checked before anything is written, so a change that cannot
    // be made leaves no `locales/TAG/` behind to refuse the next try.
    if let Err(report) = SiteConfig::parse(&site_toml, &new_text) {
        return Err(vec![cannot_append(&site_toml, &text, tag, &report)]);
    }
    let mut originals = Vec::new();
    for source in &sources {
        originals
            .push(crate::input::read_text(source, crate::input::MAX_TEXT).map_err(|d| vec![d])?);
    }
    // The messages first, then the entry: a language whose files are there and
    // all commented out builds, from its chain, and a site.toml that names a language
    // always has its files.
    std::fs::create_dir_all(&target).map_err(|e| {
        vec![Diagnostic::new(
            &target,
            0,
            0,
            format!("cannot create it: {e}"),
        )]
    })?;
    let mut written = Vec::new();
    for (source, original) in sources.iter().zip(originals) {
        let file = target.join(source.file_name().unwrap_or_default());
        let rel = |p: &Path| {
            p.strip_prefix(&opts.root)
                .unwrap_or(p)
                .display()
                .to_string()
        };
        let header = format!(
            "# The messages of `{tag}`, from {}. Each message is commented out: to translate one,\n\
             # remove the `# ` before each of its lines and write it in `{tag}`. Until then `{tag}`\n\
             # takes it from {}. `tabula check` lists what is left.\n\n",
            rel(source),
            chain[1..].join(", then ")
        );
        write_new(&file, &commented(&original, &header)).map_err(|d| vec![d])?;
        written.push(file);
    }
    std::fs::write(&site_toml, new_text).map_err(|e| {
        vec![Diagnostic::new(
            &site_toml,
            0,
            0,
            format!("cannot write it: {e}"),
        )]
    })?;
    written.push(site_toml);
    Ok(written)
}

/// Why the entry cannot be appended to `site.toml`, said at the line that stops it: a
/// `languages = { … }` written inline (TOML cannot add a table to it), or else what
/// the TOML reader said of the file with the entry appended.
fn cannot_append(
    site_toml: &Path,
    text: &str,
    tag: &str,
    report: &crate::diagnostics::Report,
) -> Diagnostic {
    let inline = text.lines().position(|l| {
        l.trim_start()
            .strip_prefix("languages")
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    });
    match inline {
        Some(i) => Diagnostic::new(site_toml, i + 1, 1, format!(
            "the languages are written inline (`languages = {{ … }}`), and new-language adds `[languages.{tag}]` as a table of its own, which TOML does not allow beside them: write each language as a table (`[languages.en]` with its keys below it), then run new-language again; nothing was written"
        )),
        None => Diagnostic::new(site_toml, 0, 0, format!(
            "adding `[languages.{tag}]` at the end of this file would make it invalid ({}): add the language by hand; nothing was written",
            report.diagnostics.first().map(|d| d.message.clone()).unwrap_or_default()
        )),
    }
}

/// Writes a file that must not exist yet.
pub fn write_new(file: &Path, text: &str) -> Result<(), Diagnostic> {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(file)
        .map_err(|e| {
            Diagnostic::new(
                file,
                0,
                0,
                format!("cannot create it ({e}); tabula never overwrites a file"),
            )
        })?;
    f.write_all(text.as_bytes())
        .map_err(|e| Diagnostic::new(file, 0, 0, format!("cannot write it: {e}")))
}
