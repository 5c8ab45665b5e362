//! Where errors in Fluent files and templates are reported, and that hostile input
//! (deep nesting, a byte-order mark, bad UTF-8, a named pipe, odd language tags)
//! gives an error with its place instead of a crash, a hang or a wrong place.

mod hostile;
mod messages;
mod one_diagnostic;

use crate::common::site::SiteCopy;
use tabula::l10n::L10n;
use tabula::site::config::SiteConfig;

fn fixture() -> SiteCopy {
    SiteCopy::fixture("l10n-errors")
}

/// The `error:` lines of a failed build.
fn errors(site: &SiteCopy) -> Vec<String> {
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "the build should fail with status 1:\n{err}");
    err.lines()
        .filter(|l| l.starts_with("error: "))
        .map(str::to_string)
        .collect()
}

fn load(site: &SiteCopy) -> Result<L10n, tabula::diagnostics::Report> {
    let config = SiteConfig::load(&site.path("content/site.toml")).unwrap();
    L10n::load(&site.path("locales"), &config)
}
