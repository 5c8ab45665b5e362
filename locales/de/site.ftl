# Die Oberfläche der Seite: Kopfzeile, Fußzeile, Navigation, Hinweise.

site-name = Antike Laufspiele
title-join = {" · "}
site-tagline = Senet und das Königliche Spiel von Ur, mit alten und neuen Regeln
offline-update = Eine neue Version dieser Website ist verfügbar.
offline-reload = Neu laden
card-learn = Spielen lernen
card-play = Jetzt spielen
skip-link = Zum Hauptinhalt springen
nav-label = Hauptmenü
languages-label = Sprachen
breadcrumbs-label = Navigationspfad
beta = Beta
footer-version = Version { $version } · { $commit }
footer-version-only = Version { $version }
footer-note = Jedes historische Regelwerk auf dieser Website ist eine Rekonstruktion.
# Der Hinweis über einer Seite, die in einer anderen Sprache gezeigt wird: $reader ist die Sprache
# des Lesers, $source die Sprache der gezeigten Seite, beide benannt durch die Meldungen language-TAG unten.
fallback-notice = Diese Seite gibt es noch nicht auf { $reader }. Sie wird auf { $source } angezeigt.
og-locale = de_DE
in-this-section = In diesem Bereich
not-found-title = Seite nicht gefunden
not-found-text = Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.
not-found-home = Zur Startseite

# Steht zwischen zwei Sätzen einer erzeugten Beschreibung.
sentence-join = {" "}

# Der Name jeder Sprache der Website, wie das Deutsche ihn in einem Satz schreibt.
language-en = Englisch
language-nb = Norwegisch (Bokmål)
language-da = Dänisch
language-de = Deutsch
language-cs = Tschechisch
language-ja = Japanisch
language-ar = Arabisch

# Das Suchfeld im Kopf jeder Seite und die Wörter seines Skripts. $count: gefundene Seiten.
search-label = Website durchsuchen
search-placeholder = Suchen
search-loading = Suche läuft …
search-none = Keine Seite enthält diese Wörter.
search-results = { $count ->
    [one] Eine Seite gefunden
   *[other] { $count } Seiten gefunden
}
search-unavailable = Die Suche ist hier nicht verfügbar: Der Suchindex ließ sich nicht laden.
search-figure = Diagramm: { $caption }

# Der Inhalt einer langen Seite und die Links durch die Seiten eines Spiels in Lesereihenfolge.
toc-label = Auf dieser Seite
pager-label = Lesereihenfolge
pager-previous = Zurück
pager-next = Weiter
