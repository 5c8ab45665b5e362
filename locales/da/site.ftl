# The site's interface: header, footer, navigation, notices.

site-name = Oldtidens kapløbsspil
title-join = {" · "}
site-tagline = Senet og Det kongelige spil fra Ur med deres regler, gamle og nye
offline-update = Der er en ny version af webstedet.
offline-reload = Genindlæs
card-learn = Lær at spille
card-play = Spil nu
skip-link = Spring til hovedindholdet
nav-label = Hovedmenu
languages-label = Sprog
breadcrumbs-label = Brødkrummesti
beta = Beta
footer-version = Version { $version } · { $commit }
footer-version-only = Version { $version }
footer-note = Alle historiske regelsæt på webstedet er rekonstruktioner.
# The notice above a page shown from another language: $reader is the reader's language,
# $source the language the page is shown in, both named by the language-TAG messages below.
fallback-notice = Denne side er endnu ikke oversat til { $reader }. Den vises i stedet på { $source }.
og-locale = da_DK
in-this-section = I dette afsnit
not-found-title = Siden blev ikke fundet
not-found-text = Der er ingen side på denne adresse. Den kan være flyttet, eller linket kan være skrevet forkert.
not-found-home = Gå til forsiden

# Put between two sentences of a generated description.
sentence-join = {" "}

# The name of each language of the site, as this language writes it inside a sentence.
language-en = engelsk
language-nb = norsk bokmål
language-da = dansk
language-de = tysk
language-cs = tjekkisk
language-ja = japansk
language-ar = arabisk

# Søgefeltet øverst på hver side, og de ord scriptet bruger. $count: fundne sider.
search-label = Søg på webstedet
search-placeholder = Søg
search-loading = Søger …
search-none = Ingen sider indeholder disse ord.
search-results = { $count ->
    [one] Én side fundet
   *[other] { $count } sider fundet
}
search-unavailable = Søgningen er ikke tilgængelig her: Søgeindekset kunne ikke indlæses.
search-figure = Diagram: { $caption }

# Indholdet af en lang side, og linkene gennem et spils sider i læserækkefølge.
toc-label = På denne side
pager-label = Læserækkefølge
pager-previous = Forrige
pager-next = Næste
