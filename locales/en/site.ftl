# The site's interface: header, footer, navigation, notices.

site-name = Ancient Race Games
site-tagline = Senet and the Royal Game of Ur, with their rules old and new
skip-link = Skip to main content
nav-label = Main
languages-label = Languages
breadcrumbs-label = Breadcrumbs
beta = Beta
footer-version = Version { $version } · { $commit }
footer-note = Every historical rule set on this site is a reconstruction.
# The notice above a page shown from another language: $reader is the reader's language,
# $source the language the page is shown in, both named by the language-TAG messages below.
fallback-notice = This page has not been translated into { $reader } yet. It is shown in { $source }.
og-locale = en_US
in-this-section = In this section
not-found-title = Page not found
not-found-text = There is no page at this address. It may have moved, or the link may be mistyped.
not-found-home = Go to the home page

# Put between two sentences of a generated description.
sentence-join = {" "}

# The name of each language of the site, as this language writes it inside a sentence.
language-en = English
language-nb = Norwegian Bokmål
language-da = Danish
language-de = German
language-cs = Czech
language-ja = Japanese
language-ar = Arabic
