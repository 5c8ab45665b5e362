//! The rule settings of a variant, as rule data describes them.
//!
//! A variant is assembled from small orthogonal settings (board and route, throw,
//! turn, landing, protection, houses, bearing off, forced and backward moves,
//! blockades, opening, end, a square that must not be passed, a starting throw), in
//! the manner of RoyalUr's rule sets. Where a rule cannot be a value it is a *named
//! behaviour* chosen here (`water.goes_to`, `opening.rule`, `end.rule`,
//! `stop.overshoot`), never a branch on a variant's name.
//!
//! Every setting keeps the values a sentence about it needs (counts, squares,
//! throw values), so the same settings also render the difference tables.
//! These types are plain data: deserialising them reads no file.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Everything a variant's rules say, as deserialised from its rule data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The game this variant belongs to: `senet` or `ur`.
    pub game: String,
    /// True for the game's standard variant, the one the others are compared with.
    #[serde(default)]
    pub standard: bool,
    pub board: BoardSettings,
    pub pieces: PieceSettings,
    pub throw: ThrowSettings,
    #[serde(default)]
    pub turn: TurnSettings,
    #[serde(default)]
    pub entry: Option<EntrySettings>,
    #[serde(default)]
    pub landing: LandingSettings,
    #[serde(default)]
    pub protection: ProtectionSettings,
    #[serde(default)]
    pub rosettes: Option<RosetteSettings>,
    /// Named squares of the board (`rebirth = 15`, `beauty = 27`, ...), for texts and drawing.
    #[serde(default)]
    pub houses: BTreeMap<String, u8>,
    /// Marks drawn on squares (Bell's `X`, `III`, `II`, `I`), by square number.
    #[serde(default)]
    pub marks: BTreeMap<String, String>,
    #[serde(default)]
    pub water: Option<WaterSettings>,
    pub bear_off: BearOffSettings,
    #[serde(default)]
    pub forced: Option<ForcedSettings>,
    #[serde(default)]
    pub backward: Option<BackwardSettings>,
    #[serde(default)]
    pub blockade: Option<BlockadeSettings>,
    #[serde(default)]
    pub opening: Option<OpeningSettings>,
    /// A square pieces may not pass without stopping on it (Kendall's 26).
    #[serde(default)]
    pub stop: Option<StopSettings>,
    /// A throw each player must make before moving any piece.
    #[serde(default)]
    pub starting_throw: Option<StartingThrowSettings>,
    #[serde(default)]
    pub end: EndSettings,
    /// Switches inside the variant, each with its values and a default; a value is a
    /// table of settings laid over the ones above (`values.masters = { board = { route = "masters" } }`).
    #[serde(default)]
    pub options: BTreeMap<String, OptionSettings>,
}

impl Settings {
    /// Every option of the variant at its default value, by name: the rule set a
    /// variant is without an option chosen.
    pub fn default_options(&self) -> BTreeMap<String, String> {
        self.options
            .iter()
            .map(|(name, o)| (name.clone(), o.default.clone()))
            .collect()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionSettings {
    pub default: String,
    pub values: BTreeMap<String, toml::Table>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSettings {
    /// The board: the name of a board file of the game, `boards/<name>.toml`.
    pub name: String,
    /// The route pieces travel: one of the board's routes.
    pub route: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceSettings {
    pub count: u8,
    /// Where pieces start: `hand` (waiting beside the board) or `alternate`
    /// (seat 1 on the odd squares, seat 2 on the even squares, from square 1).
    pub start: Start,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    Hand,
    Alternate,
}

/// What is thrown and what each outcome is worth.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThrowSettings {
    /// `sticks` (flat side up counts), `binary-dice` (marked tip up counts) or `long-die`.
    pub implement: Implement,
    /// How many sticks or dice are thrown at once.
    #[serde(default = "one")]
    pub count: u8,
    /// For sticks and binary dice: the value of a number of marked sides up, where it
    /// is not that number itself (`{ "0" = 5 }`: none up counts 5).
    #[serde(default)]
    pub values: BTreeMap<String, u8>,
    /// For a long die: its faces, each equally likely.
    #[serde(default)]
    pub faces: Vec<u8>,
}

fn one() -> u8 {
    1
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Implement {
    Sticks,
    BinaryDice,
    LongDie,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSettings {
    /// Throw values after which the same player throws again.
    #[serde(default)]
    pub extra_throw: Vec<u8>,
    /// Whether such a throw still gives another throw when it has no legal move.
    #[serde(default)]
    pub extra_throw_on_pass: bool,
}

/// How pieces waiting beside the board come onto it (games whose pieces start in hand).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntrySettings {
    /// Throws that may enter a piece; empty means every throw that moves.
    #[serde(default)]
    pub throws: Vec<u8>,
    /// The route square a piece enters on: a number, or `throw` for the square
    /// numbered like the throw.
    pub square: EntrySquare,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum EntrySquare {
    Fixed(u8),
    Named(EntryNamed),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EntryNamed {
    Throw,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LandingSettings {
    /// What landing on an opponent's piece does.
    #[serde(default)]
    pub opponent: OnOpponent,
    /// Landing on an opponent's piece gives another throw (one only, when the move
    /// also ends on a rosette that gives one).
    #[serde(default)]
    pub extra_throw: bool,
    /// Squares where an opponent's piece that is landed on goes to the House of Water
    /// (`houses.water`, with `water.goes_to = "hold"`) instead; such a hit is possible
    /// only while the House of Water is empty (Kendall's 28, 29 and 30).
    #[serde(default)]
    pub to_water: Vec<u8>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnOpponent {
    /// The two pieces change places.
    #[default]
    Swap,
    /// The opponent's piece goes back to its owner's hand.
    Capture,
    /// The opponent's piece leaves the game for good.
    Remove,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProtectionSettings {
    /// Squares on which a piece cannot be landed on by an opponent.
    #[serde(default)]
    pub safe_squares: Vec<u8>,
    /// Whether a piece with a piece of its own colour on a neighbouring route square is protected.
    #[serde(default)]
    pub neighbours: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RosetteSettings {
    /// A piece on a rosette cannot be landed on.
    #[serde(default)]
    pub safe: bool,
    /// Landing on a rosette gives another throw.
    #[serde(default)]
    pub extra_throw: bool,
    /// Landing on a rosette costs this many units of fine into the pot.
    #[serde(default)]
    pub fine: u8,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WaterSettings {
    /// Where a piece whose move ends on the House of Water (`houses.water`) goes:
    /// a square (`1`), `rebirth` (the House of Rebirth, or the nearest empty square
    /// before it) or `first-empty` (the lowest-numbered empty square). A square that
    /// is taken gives way to the nearest empty square before it. `hold` keeps it
    /// there (see [`WaterNamed::Hold`]).
    pub goes_to: WaterGoesTo,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum WaterGoesTo {
    Square(u8),
    Named(WaterNamed),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WaterNamed {
    Rebirth,
    FirstEmpty,
    /// The piece stays in the House of Water (Kendall's). While it is there it is the
    /// only piece its owner may move. A throw that bears it off from that square
    /// (`[bear_off]`) must be played. Any other throw gives its owner a choice between
    /// waiting (a move that leaves it there and counts as a pass, effect `wait`) and,
    /// while the House of Rebirth (`houses.rebirth`) is empty, returning it there
    /// (effect `return`). A return ends the turn at once, with no extra throw; its
    /// owner loses their next turn (`Position::lost`), and the returned piece must move
    /// before any other piece of its owner (`Position::returned`) until it has moved or
    /// been hit.
    ///
    /// One behaviour rather than separate settings: the wait, the return, the lost turn
    /// and the duty of the returned piece are one rule in Kendall's text (the price of
    /// leaving the water), and none of them means anything without the others.
    Hold,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BearOffSettings {
    pub rule: BearOffRule,
    /// For `table`: the throws that bear off from each square.
    #[serde(default)]
    pub table: BTreeMap<String, Vec<u8>>,
    /// For `table`: squares whose pieces move only by bearing off.
    #[serde(default)]
    pub only_by_bearing_off: Vec<u8>,
    /// Every piece of the player must stand on this square or beyond before any may
    /// bear off (Jéquier's `reach` from 21; Kendall's home-row option from 11, with
    /// `table`). For every rule.
    #[serde(default)]
    pub all_from: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BearOffRule {
    /// Exactly one square past the last square of the route.
    Exact,
    /// From the listed squares with the listed throws.
    Table,
    /// Any move reaching the last square or beyond, once every piece stands on `all_from` or beyond.
    Reach,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForcedSettings {
    /// If a piece on one of these squares can move, one of them must.
    pub squares: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BackwardSettings {
    /// When a piece must move backward: `no-forward` (no forward move exists).
    pub when: BackwardWhen,
    /// Only pieces on this square or before it may move backward (Kendall's 26); all
    /// of them when left out.
    #[serde(default)]
    pub up_to: Option<u8>,
    /// Whether a backward move may end on an opponent's piece that is not protected,
    /// which it then hits as a forward move would (`landing.opponent`); otherwise a
    /// backward move ends only on an empty square.
    #[serde(default)]
    pub hits: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BackwardWhen {
    NoForward,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockadeSettings {
    /// A move may not jump over this many opponent pieces standing in a row.
    pub length: u8,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpeningSettings {
    /// `first-one`: players throw in turn until one throws this value; that player
    /// takes the even set, moves its front piece by the throw, and plays on.
    pub rule: OpeningRule,
    pub throw: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningRule {
    FirstOne,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndSettings {
    #[serde(default)]
    pub rule: EndRule,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndRule {
    /// The first player to bear off every piece wins.
    #[default]
    AllOff,
    /// Each piece borne off scores a point; the game ends as soon as the result is
    /// certain, and equal scores with an empty board are a draw.
    Score,
}

/// A square that must be reached by an exact throw: a move from before it may end on
/// it at the furthest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StopSettings {
    pub square: u8,
    /// What a move from before the square that would pass it does.
    #[serde(default)]
    pub overshoot: Overshoot,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Overshoot {
    /// It may not be made.
    #[default]
    Illegal,
    /// It ends on the House of Water (`houses.water`) instead, if that square is
    /// empty, and may not be made otherwise (Kendall's trap option). It is a forward
    /// move like any other.
    Water,
}

/// A throw each player must make before moving any piece (Kendall's starting-throw
/// option). Until then every throw is a pass, with the pass's extra throw
/// (`turn.extra_throw_on_pass`); the throw itself is played. The throw that ends an
/// opening (`[opening]`) counts for its thrower.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartingThrowSettings {
    pub throw: u8,
}

/// Rule data that does not fit together, typed where it is found: the setting it is
/// about, as its dotted path in the rule data or board file (`pieces.count`,
/// `routes.bell.seat2`, `water` for the `[water]` table), and the whole message, which
/// names it too. The rule data reader points at the setting's line from the path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingError {
    pub setting: String,
    pub message: String,
}

impl SettingError {
    pub fn new(setting: impl Into<String>, message: impl Into<String>) -> SettingError {
        SettingError {
            setting: setting.into(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for SettingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SettingError {}

/// For the callers that report rule data errors as text.
impl From<SettingError> for String {
    fn from(e: SettingError) -> String {
        e.message
    }
}
