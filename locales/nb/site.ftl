# Nettstedets grensesnitt: topptekst, bunntekst, navigasjon og meldinger.

site-name = Kappløpsspill fra oldtiden
title-join = {" · "}
site-tagline = Senet og Det kongelige spillet fra Ur, med gamle og nye regler
offline-update = En ny versjon av nettstedet er tilgjengelig.
offline-reload = Last inn på nytt
card-learn = Lær å spille
card-play = Spill nå
skip-link = Gå til hovedinnholdet
nav-label = Hovedmeny
languages-label = Språk
breadcrumbs-label = Brødsmulesti
beta = Beta
footer-version = Versjon { $version } · { $commit }
footer-version-only = Versjon { $version }
footer-note = Alle de historiske regelsettene på dette nettstedet er rekonstruksjoner.
# The notice above a page shown from another language: $reader is the reader's language,
# $source the language the page is shown in, both named by the language-TAG messages below.
fallback-notice = Denne siden er ikke oversatt til { $reader } ennå. Den vises på { $source }.
og-locale = nb_NO
in-this-section = I denne delen
not-found-title = Fant ikke siden
not-found-text = Det finnes ingen side på denne adressen. Den kan ha blitt flyttet, eller lenken kan være skrevet feil.
not-found-home = Gå til forsiden

# Put between two sentences of a generated description.
sentence-join = {" "}

# The name of each language of the site, as this language writes it inside a sentence.
language-en = engelsk
language-nb = norsk bokmål
language-da = dansk
language-de = tysk
language-cs = tsjekkisk
language-ja = japansk
language-ar = arabisk

# Søkefeltet øverst på hver side, og ordene skriptet bruker. $count: sider funnet.
search-label = Søk på nettstedet
search-placeholder = Søk
search-loading = Søker …
search-none = Fant ingen sider med disse ordene.
search-results = { $count ->
    [one] Én side funnet
   *[other] { WORDS($count, form: "capitalized") } sider funnet
}
search-unavailable = Søket er ikke tilgjengelig her: søkeindeksen kunne ikke lastes inn.
search-figure = Diagram: { $caption }

# Innholdet på en lang side, og lenkene gjennom et spills sider i leserekkefølge.
toc-label = På denne siden
pager-label = Leserekkefølge
pager-previous = Forrige
pager-next = Neste
