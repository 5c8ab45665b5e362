//! The link from a position to the play page that starts from it: the address of a
//! variant's play page with the position (or a replay's record) in its fragment, as
//! the play page reads it. The fragment is the core's (`tabula_core::link`), which the
//! page's script also writes and reads through the engine.

use tabula_core::link::Link;

/// The play page of a variant with a position: `/<lang>/<game>/play/<name>/#…`, the
/// fragment as the play page reads it (`v`, `o`, `p`); or, given `record`, the game
/// that record plays from the start (`r`, no `p`).
pub fn play_url(
    reader: &str,
    variant: &str,
    options: &std::collections::BTreeMap<String, String>,
    position: &str,
    record: Option<&str>,
) -> String {
    let (game, name) = variant.split_once('/').unwrap_or((variant, variant));
    let link = Link {
        variant: variant.to_string(),
        options: options.clone(),
        opponent: None,
        position: record.is_none().then(|| position.to_string()),
        record: record.map(str::to_string),
    };
    format!("/{reader}/{game}/play/{name}/#{}", link.fragment())
}
