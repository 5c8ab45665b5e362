//! Typography: the straight double quotes of prose become the marks of the page's
//! language.

use super::part;
use crate::common::site::SiteCopy;

#[test]
fn straight_double_quotes_in_prose_become_the_pages_languages_marks() {
    let site = SiteCopy::fixture("quotes");
    site.build();
    for (lang, heading, prose) in [
        (
            "en",
            "The “Word” heading",
            "Say “Word”, ‘once’ and Bell’s, not <code>\"code\"</code>; typed by hand: “Hand”.",
        ),
        (
            "de",
            "Die Überschrift „Wort“",
            "Sag „Wort“, <em>„betont“</em> und Bell’s, nicht <code>\"code\"</code>; von Hand gesetzt: „Hand“ und »Hand«.",
        ),
        (
            "da",
            "Overskriften »Ord«",
            "Sig »Ord«, ikke <code>\"code\"</code>; sat i hånden: »Hånd«.",
        ),
        // Written without spaces, where the Markdown reader cannot tell an opening
        // quote from a closing one.
        ("ja", "見出し「言葉」", "「言葉」と言う。手で書いたもの:「手」。"),
    ] {
        let html = site.dist(&format!("{lang}/quotes/index.html"));
        let content = part(&html, "<div class=\"content\"", "</div>");
        assert!(content.contains(&format!(">{heading}</h2>")), "{lang}:\n{content}");
        assert!(content.contains(&format!("<p>{prose}</p>")), "{lang}:\n{content}");
    }
}
