# Die Oberfläche der Seite: Kopfzeile, Fußzeile, Navigation, Hinweise.

site-name = Antike Laufspiele
site-tagline = Senet und das Königliche Spiel von Ur, mit alten und neuen Regeln
skip-link = Zum Hauptinhalt springen
nav-label = Hauptmenü
languages-label = Sprachen
breadcrumbs-label = Navigationspfad
beta = Beta
footer-version = Version { $version } · { $commit }
footer-note = Jedes Regelwerk auf dieser Seite ist eine Rekonstruktion.
fallback-notice = Diese Seite ist noch nicht ins Deutsche übersetzt. Sie wird deshalb in einer anderen Sprache angezeigt: { $language }.
og-locale = de_DE
in-this-section = In diesem Bereich
not-found-title = Seite nicht gefunden
not-found-text = Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.
not-found-home = Zur Startseite

# Put between two sentences of a generated description.
sentence-join = {" "}
