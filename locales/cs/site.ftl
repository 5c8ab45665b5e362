# The site's interface: header, footer, navigation, notices.

site-name = Starověké závodní hry
site-tagline = Senet a Královská hra z Uru se svými starými i novými pravidly
skip-link = Přejít na obsah
nav-label = Hlavní
languages-label = Jazyky
breadcrumbs-label = Drobečková navigace
beta = Beta
footer-version = Verze { $version } · { $commit }
footer-note = Každá sada pravidel na tomto webu je rekonstrukcí.
fallback-notice = Tato stránka zatím nebyla přeložena do češtiny. Zobrazuje se v jazyce { $language }.
og-locale = cs_CZ
in-this-section = V této části
not-found-title = Stránka nenalezena
not-found-text = Na této adrese žádná stránka není. Možná byla přesunuta, nebo je v odkazu překlep.
not-found-home = Přejít na úvodní stránku

# Put between two sentences of a generated description.
sentence-join = {" "}
