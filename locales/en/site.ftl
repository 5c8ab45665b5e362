# The site's interface: header, footer, navigation, notices.

site-name = Ancient Race Games
# Between a page's title and the site's name, in the browser's title bar.
title-join = {" · "}
site-tagline = Senet and the Royal Game of Ur: their rules, old and new
# Shown when the site was rebuilt since this page was opened (the offline worker saw a newer file), with the button that reloads the page.
offline-update = A new version of this site is available.
offline-reload = Reload
# The home page: each game's ways to learn it (its tutorial) and to play it.
card-learn = Learn to play
card-play = Play now
skip-link = Skip to main content
nav-label = Main
languages-label = Languages
breadcrumbs-label = Breadcrumbs
beta = Beta
footer-version = Version { $version } · { $commit }
# The footer of a site built from outside a git repository, with no commit in site.toml.
footer-version-only = Version { $version }
footer-note = Every historical rule set on this site is a reconstruction.
# The notice above a page shown from another language: $reader is the reader's language,
# $source the language the page is shown in, both named by the language-TAG messages below.
fallback-notice = This page has not been translated into { $reader } yet. It is shown in { $source }.
og-locale = en_GB
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

# The search box in every page's header; its words for the script (loading, none, the
# count of pages found, unavailable) are formatted by the build. $count: pages found;
# $caption: the first words of the caption of a diagram that holds the words searched for.
search-label = Search the site
search-placeholder = Search
search-loading = Searching…
search-none = No page matches these words.
search-results = { $count ->
    [one] One page found
   *[other] { $count } pages found
}
search-unavailable = Search is not available here: its index could not be loaded.
search-figure = Diagram: { $caption }

# The contents of a long page, and the links through a game's pages in reading order.
toc-label = On this page
pager-label = Reading order
pager-previous = Previous
pager-next = Next
