# The site's interface: header, footer, navigation, notices.

site-name = Starověké závodní hry
site-tagline = Senet a Královská hra z Uru se svými starými i novými pravidly
skip-link = Přejít na obsah
nav-label = Hlavní
languages-label = Jazyky
breadcrumbs-label = Drobečková navigace
beta = Beta
footer-version = Verze { $version } · { $commit }
footer-note = Každá historická sada pravidel na tomto webu je rekonstrukcí.
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
