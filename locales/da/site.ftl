# The site's interface: header, footer, navigation, notices.

site-name = Oldtidens kapløbsspil
site-tagline = Senet og Det kongelige spil fra Ur med deres regler, gamle og nye
skip-link = Spring til hovedindholdet
nav-label = Hovedmenu
languages-label = Sprog
breadcrumbs-label = Brødkrummesti
beta = Beta
footer-version = Version { $version } · { $commit }
footer-note = Alle regelsæt på siden er rekonstruktioner.
fallback-notice = Denne side er endnu ikke oversat til dansk. Den vises i stedet i en anden sprogversion: { $language }.
og-locale = da_DK
in-this-section = I dette afsnit
not-found-title = Siden blev ikke fundet
not-found-text = Der er ingen side på denne adresse. Den kan være flyttet, eller linket kan være skrevet forkert.
not-found-home = Gå til forsiden

# Put between two sentences of a generated description.
sentence-join = {" "}
