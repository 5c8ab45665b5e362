# The titles and descriptions of the pages Arabic does not have yet, for the menus,
# breadcrumbs and cards of Arabic pages (page-PATH, with `/` written `-`). A page
# written in Arabic takes its own title instead; the message can then go.
