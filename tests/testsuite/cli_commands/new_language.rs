//! `tabula new-language`: the entry and every message, commented out, for a site that
//! builds at once; what is there and bad input refused with nothing changed.

use crate::common::site::SiteCopy;

#[test]
fn new_language_adds_the_entry_and_every_message_commented_out_and_the_site_builds() {
    let site = SiteCopy::fixture("translations").with_bundled(&["templates"]);
    let (code, _, err) = site.tabula(&[
        "new-language",
        "sv",
        "--name",
        "Svenska",
        "--fallback",
        "de",
    ]);
    assert_eq!(code, 0, "{err}");
    let toml = site.read("content/site.toml");
    assert!(
        toml.ends_with("\n[languages.sv]\nname = \"Svenska\"\nfallback = [\"de\"]\nweight = 5\n"),
        "{toml}"
    );
    // Every message of the default language is there, commented out, and nothing else.
    let en = site.read("locales/en/site.ftl");
    let sv = site.read("locales/sv/site.ftl");
    for line in en
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        assert!(sv.contains(&format!("\n# {line}\n")), "{line:?} in\n{sv}");
    }
    assert!(
        sv.lines()
            .all(|l| l.trim().is_empty() || l.starts_with('#')),
        "{sv}"
    );
    // A language with no message of its own builds: its pages come from its chain, with
    // notices; then one translated message shows.
    let err = site.build();
    assert!(
        err.contains("fallback: [sv] /guide is not translated; shown from `de`"),
        "{err}"
    );
    assert!(site
        .dist("sv/guide/index.html")
        .contains("<title>Anleitung · Übersetzungs-Testseite</title>"));
    site.edit(
        "locales/sv/site.ftl",
        "# site-name = Translations Fixture",
        "site-name = Översättningar",
    );
    site.build();
    assert!(site
        .dist("sv/guide/index.html")
        .contains("<title>Anleitung · Översättningar</title>"));
    // `check` names the file each missing message belongs in.
    let (_, out, _) = site.tabula(&["check"]);
    assert!(out.contains("warning: [sv] missing message `skip-link`: translate it in locales/sv/site.ftl (until then it falls back along sv → de → en)"), "{out}");
}

#[test]
fn new_language_refuses_what_is_there_and_bad_input_and_changes_nothing() {
    let site = SiteCopy::fixture("translations");
    let before = site.read("content/site.toml");
    for (args, want) in [
        (
            vec!["new-language", "de"],
            "content/site.toml:10:1: the site has the language `de` already",
        ),
        (
            vec!["new-language", "sv_SE"],
            "write the tag `sv_SE` in its canonical form, `sv-SE`",
        ),
        (
            vec!["new-language", "sv", "--fallback", "fr"],
            "--fallback names `fr`, which is not a language of the site (en, de, nds, ar)",
        ),
        (
            vec!["new-language", "sv", "--dir", "up"],
            "--dir is `up`: use ltr or rtl",
        ),
    ] {
        let (code, _, err) = site.tabula(&args);
        assert_eq!(code, 1, "{args:?}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert_eq!(site.read("content/site.toml"), before);
        assert!(!site.exists("locales/sv"));
    }
    // A folder of messages already there is never overwritten.
    site.write("locales/sv/mine.ftl", "site-name = Min\n");
    let (code, _, err) = site.tabula(&["new-language", "sv"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("locales/sv: exists: new-language never overwrites"),
        "{err}"
    );
    assert_eq!(site.read("locales/sv/mine.ftl"), "site-name = Min\n");
    assert!(!site.exists("locales/sv/site.ftl"));
    assert_eq!(site.read("content/site.toml"), before);
}
