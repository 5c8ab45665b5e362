# The site's interface: header, footer, navigation, notices.

site-name = Starověké závodní hry
title-join = {" · "}
site-tagline = Senet a Královská hra z Uru podle starých i nových pravidel
offline-update = Je k dispozici nová verze webu.
offline-reload = Načíst znovu
card-learn = Naučit se hrát
card-play = Hrát hned
skip-link = Přejít na obsah
nav-label = Hlavní
languages-label = Jazyky
breadcrumbs-label = Drobečková navigace
beta = Betaverze
footer-version = Verze { $version } · { $commit }
footer-version-only = Verze { $version }
footer-note = Každá historická sada pravidel, kterou tu najdete, je rekonstrukcí.
# The notice above a page shown from another language: $reader is the reader's language,
# $source the language the page is shown in, both named by the language-TAG messages below.
fallback-notice = Tato stránka zatím není k dispozici v tomto jazyce ({ $reader }), a proto se zobrazuje v jiném jazyce: { $source }.
og-locale = cs_CZ
in-this-section = V této části
not-found-title = Stránka nenalezena
not-found-text = Na této adrese žádná stránka není. Možná byla přesunuta, nebo je v odkazu překlep.
not-found-home = Přejít na úvodní stránku

# Put between two sentences of a generated description.
sentence-join = {" "}

# The name of each language of the site, as this language writes it inside a sentence.
language-en = angličtina
language-nb = norština (bokmål)
language-da = dánština
language-de = němčina
language-cs = čeština
language-ja = japonština
language-ar = arabština

# Vyhledávací pole v záhlaví každé stránky a slova jeho skriptu. $count: nalezené stránky.
search-label = Hledat na webu
search-placeholder = Hledat
search-loading = Hledám…
search-none = Těmto slovům neodpovídá žádná stránka.
search-results = { $count ->
    [one] Nalezena jedna stránka
    [few] Nalezeny { $count } stránky
    [many] Nalezeno { $count } stránky
   *[other] Nalezeno { $count } stránek
}
search-unavailable = Vyhledávání zde není k dispozici: nepodařilo se načíst jeho index.
search-figure = Diagram: { $caption }

# Obsah dlouhé stránky a odkazy na stránky hry v pořadí, v jakém se čtou.
toc-label = Na této stránce
pager-label = Pořadí čtení
pager-previous = Předchozí
pager-next = Další
