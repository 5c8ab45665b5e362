//! Counts in words: a page's `{{ PATH | words[:FORM] }}` and a message's
//! `WORDS($count, form: "…")` write a count in the language's words from its
//! `numbers.toml`, in digits beyond them or in a language without words, and every
//! mistake is an error at its file, line and column.

use super::{differences, errors};

/// English words to five, so that six is beyond them; with the form the bundled
/// messages of the difference tables ask for.
const EN_WORDS: &str = "default = [\"none\", \"one\", \"two\", \"three\", \"four\", \"five\"]\ncapitalized = [\"None\", \"One\", \"Two\", \"Three\", \"Four\", \"Five\"]\n";
const DE_WORDS: &str = "default = [\"null\", \"eins\", \"zwei\", \"drei\", \"vier\", \"fünf\", \"sechs\"]\nfeminine = [\"null\", \"eine\", \"zwei\", \"drei\", \"vier\", \"fünf\", \"sechs\"]\ncapitalized = [\"Null\", \"Ein\", \"Zwei\", \"Drei\", \"Vier\", \"Fünf\", \"Sechs\"]\n";

/// Appends a paragraph to the six-piece variant's page in `lang`.
fn say(site: &crate::common::site::SiteCopy, lang: &str, text: &str) {
    let rel = format!("content/senet/six.{lang}.md");
    let page = site.read(&rel);
    site.write(&rel, &format!("{page}\n{text}\n"));
}

/// The paragraph that starts with `start`, tags removed.
fn sentence(html: &str, start: &str) -> String {
    let from = html
        .find(start)
        .unwrap_or_else(|| panic!("no {start:?} in\n{html}"));
    let rest = &html[from..];
    rest[..rest.find("</p>").expect("a paragraph")].to_string()
}

#[test]
fn a_count_asked_for_in_words_takes_the_page_languages_words_and_digits_beyond_them() {
    let site = differences();
    site.write("locales/en/numbers.toml", EN_WORDS);
    site.write("locales/de/numbers.toml", DE_WORDS);
    say(
        &site,
        "en",
        "Each side has {{ pieces.count | words }} pieces, one more than the {{ senet/standard: pieces.count | words }} of the standard game ({{ pieces.count }} without words).",
    );
    let de = site.read("content/senet/six.en.md").replace(
        "title = \"Six-piece Senet\"",
        "title = \"Senet mit sechs Steinen\"",
    );
    site.write("content/senet/six.de.md", &de);
    say(
        &site,
        "de",
        "Jede Seite hat {{ pieces.count | words:feminine }} Figuren, eine mehr als die {{ senet/standard: pieces.count | words }} des Standardspiels.",
    );
    site.build();
    // Six is beyond English's list (it stops at five): digits, as without `| words`.
    assert_eq!(
        sentence(&site.dist("en/senet/six/index.html"), "Each side has"),
        "Each side has 6 pieces, one more than the five of the standard game (6 without words)."
    );
    assert_eq!(
        sentence(&site.dist("de/senet/six/index.html"), "Jede Seite hat"),
        "Jede Seite hat sechs Figuren, eine mehr als die fünf des Standardspiels."
    );
    // A language without number words writes its counts in digits, never another's words.
    site.remove("locales/de/numbers.toml");
    site.build();
    assert_eq!(
        sentence(&site.dist("de/senet/six/index.html"), "Jede Seite hat"),
        "Jede Seite hat 6 Figuren, eine mehr als die 5 des Standardspiels."
    );
}

#[test]
fn a_message_writes_a_count_in_words_with_the_function_words() {
    let site = differences();
    site.write("locales/en/numbers.toml", EN_WORDS);
    let rules: Vec<String> = site
        .read("locales/en/rules.ftl")
        .lines()
        .map(|l| match l.trim_start().starts_with("*[all-off]") {
            true => "   *[all-off] Be the first to bear off all { WORDS($count) } pieces.".into(),
            false => l.to_string(),
        })
        .collect();
    site.write("locales/en/rules.ftl", &rules.join("\n"));
    site.build();
    let html = site.dist("en/senet/six/index.html");
    // The standard game's five in words, the variant's six in digits.
    assert!(
        html.contains("Be the first to bear off all five pieces.")
            && html.contains("Be the first to bear off all 6 pieces."),
        "{html}"
    );
}

#[test]
fn a_wrong_filter_a_share_in_words_or_a_form_the_language_lacks_fails_at_its_line() {
    let site = differences();
    site.write("locales/en/numbers.toml", EN_WORDS);
    let lines = site.read("content/senet/six.en.md").lines().count();
    say(
        &site,
        "en",
        "A {{ pieces.count | word }} and {{ chance.1 | words }}.\nThen {{ pieces.count | words:dative }}.",
    );
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let errors = errors(&err);
    assert_eq!(errors.len(), 3, "{errors:#?}");
    let first = lines + 2;
    assert!(
        errors[0].starts_with(&format!("error: ./content/senet/six.en.md:{first}:3: [en]"))
            && errors[0].contains("`| word` is not a way to write a fact: write `| words`"),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].starts_with(&format!(
            "error: ./content/senet/six.en.md:{first}:33: [en]"
        )) && errors[1].contains("`chance.1` is a share, not a count"),
        "{}",
        errors[1]
    );
    assert!(
        errors[2].starts_with(&format!(
            "error: ./content/senet/six.en.md:{}:6: [en]",
            first + 1
        )) && errors[2].contains(
            "locales/en/numbers.toml has no form `dative` (it has `capitalized`, `default`)"
        ),
        "{}",
        errors[2]
    );
}

#[test]
fn a_wrong_call_of_words_in_a_message_or_a_bad_numbers_file_fails_at_its_line() {
    let site = differences();
    site.write("locales/en/numbers.toml", EN_WORDS);
    site.write(
        "locales/de/numbers.toml",
        "default = [\"null\", \"eins\"]\nfeminine = \"eine\"\n",
    );
    let ftl = site.read("locales/en/site.ftl");
    site.write(
        "locales/en/site.ftl",
        &(ftl.clone()
            + "count-a = { WORDS($n, form: \"feminine\") }\n"
            + "count-b = { WORDS($n, gender: \"f\") }\n"
            + "count-c = { WORDS($n, $m) }\n"
            + "count-d = { NUMBER($n) }\n"),
    );
    let at = ftl.lines().count() + 1;
    let (code, _, err) = site.tabula(&["build"]);
    assert_eq!(code, 1, "{err}");
    let errors = errors(&err);
    let find = |prefix: String, says: &str| {
        assert!(
            errors
                .iter()
                .any(|e| e.starts_with(&prefix) && e.contains(says)),
            "no {prefix} … {says} in {errors:#?}"
        )
    };
    find(
        format!("error: ./locales/en/site.ftl:{at}:13: [en] `count-a`"),
        "the form `feminine`, which locales/en/numbers.toml does not have (it has `capitalized`, `default`)",
    );
    find(
        format!("error: ./locales/en/site.ftl:{}:13: [en] `count-b`", at + 1),
        "gives `WORDS()` the argument `gender`",
    );
    find(
        format!("error: ./locales/en/site.ftl:{}:13: [en] `count-c`", at + 2),
        "with 2 positional arguments",
    );
    find(
        format!("error: ./locales/en/site.ftl:{}:13: [en] `count-d`", at + 3),
        "calls `NUMBER()`, a function tabula does not provide",
    );
    find(
        "error: ./locales/de/numbers.toml:2:12: [de]".to_string(),
        "write each form as a list of words",
    );
    assert_eq!(errors.len(), 5, "{errors:#?}");
}
