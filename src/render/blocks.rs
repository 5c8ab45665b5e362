//! The markup of computed blocks (diagrams, throw charts, difference tables) comes
//! from templates, `templates/blocks/<name>.html`, as Zola renders shortcodes through
//! Tera, so a site can restyle them; the words come in the context, from Fluent.
//! A site without its own block templates gets the bundled site's ([`DEFAULTS`]).

use serde::Serialize;

/// The bundled block templates, by template name.
pub const DEFAULTS: [(&str, &str); 3] = [
    (
        "blocks/diagram.html",
        include_str!("../../templates/blocks/diagram.html"),
    ),
    (
        "blocks/differences.html",
        include_str!("../../templates/blocks/differences.html"),
    ),
    (
        "blocks/throws.html",
        include_str!("../../templates/blocks/throws.html"),
    ),
];

/// Renders `blocks/<name>.html` with a context; an error says which template failed.
pub fn render(tera: &tera::Tera, name: &str, context: &impl Serialize) -> Result<String, String> {
    let template = format!("blocks/{name}.html");
    let context =
        tera::Context::from_serialize(context).map_err(|e| format!("templates/{template}: {e}"))?;
    tera.render(&template, &context)
        .map_err(|e| match super::templates::message_error(&e) {
            Some(d) => d.to_string(),
            None => format!(
                "templates/{template}: {}",
                super::templates::error_chain(&e)
            ),
        })
}
