# The messages of a new site that differ from the bundled site's (`locales/en/site.ftl`):
# `tabula init` writes each in place of the bundled one, since the new site has one game.
site-tagline = An ancient race game, its rules, and a board to play it on
