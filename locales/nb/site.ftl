# Nettstedets grensesnitt: topptekst, bunntekst, navigasjon og meldinger.

site-name = Kappløpsspill fra oldtiden
site-tagline = Senet og Det kongelige spillet fra Ur, med gamle og nye regler
skip-link = Gå til hovedinnholdet
nav-label = Hovedmeny
languages-label = Språk
breadcrumbs-label = Brødsmulesti
beta = Beta
footer-version = Versjon { $version } · { $commit }
footer-note = Alle regelsettene på dette nettstedet er rekonstruksjoner.
fallback-notice = Denne siden er ikke oversatt til norsk ennå. Den vises på et annet språk: { $language }.
og-locale = nb_NO
in-this-section = I denne delen
not-found-title = Fant ikke siden
not-found-text = Det finnes ingen side på denne adressen. Den kan ha blitt flyttet, eller lenken kan være skrevet feil.
not-found-home = Gå til forsiden

# Put between two sentences of a generated description.
sentence-join = {" "}
