//! The engine as requests and answers in JSON text: what the browser's WebAssembly
//! (`web/`) exposes to the page's script, so diagrams and the play page run the same
//! rules, notation and drawing as the build. The same code is compiled natively and
//! tested there (`tests/testsuite/api/`) and against its WebAssembly build (`tests/slow/wasm.rs`).
//!
//! A request is one JSON object with an `op`; every answer is one JSON object, an
//! error being `{"error": "..."}`. Nothing here is a word a reader sees: errors are
//! for developers, and the page says what went wrong in its own language.
//!
//! | op | request fields | answer |
//! |---|---|---|
//! | `load` | `catalogue`: the rule data as `rules::portable` writes it | `{"variants": [{id, game, standard, options}]}` |
//! | `start` | `variant`, `options` | `{"position": NOTATION}` |
//! | `moves` | `variant`, `options`, `throw`, `position` | the answer of `tabula moves --json`, byte for byte |
//! | `turn` | as `moves` | `{"moves": [{name, kind, from, to, ends_on, path, displaced, effects, said, after, to_move, result}], "pass", "after", "to_move"}` (`kind`: `enter`, `off`, `stay` or `step`; `said`: the effects a description says, all but `forced` beside `backward`; `path`: the route squares the piece passes, 0 the hand and n + 1 off; `displaced`: `[{seat, from, to}]`, each opponent's piece the move sends elsewhere, `to` a square, `"hand"` or null: see `motion`) |
//! | `position` | `variant`, `options`, `position` | `{"position", "to_move", "result", "score"}` |
//! | `throws` | `variant`, `options` | `{"throws": [{value, num, den, extra}]}`: each value's chance, and whether it throws again |
//! | `throw` | `variant`, `options`, `seed` | `{"throw": N}`, drawn from the exact distribution |
//! | `outcome` | `variant`, `options`, `throw` (a value), `seed` | `{"svg", "width", "height"}`: one way the throw falls to that value (drawn by its weight), as the diagrams draw a throw, each stick or die a `<g class="implement">` |
//! | `choose` | as `moves`, and `player` (`random` with `seed`, `expectimax` with `depth`, `judged` with `depth` 0 to 2 and `judge`: `{"hidden": H, "weights": [...]}`, `perfect`, once `best-moves` gave the rule set's) | `{"move": NAME or null}` |
//! | `best-moves` | `variant`, `options`, `judge` (as `choose`), `corrections`: the text of the best moves `tabula solve` wrote for that judge (`engine::best_moves`), without its two lines of head | `{"corrections": N}`: kept for `choose` with the perfect player of that rule set |
//! | `why` | as `moves`, and `from` (a square or `"hand"`) | `{"reason": NAME}`, and `"square": N` where the reason names a square of the rules (`must-stop`, `not-all-home`), `"throws": [N, ...]` where it names throws (`enter-throw`; see `engine::explain`) |
//! | `refusals` | as `moves` | `{"refusals": [{from, reason, square, throws}]}`: every piece of the side to move with no legal move, waiting pieces first, then by route (`square` and `throws` as `why` gives them) |
//! | `link` | `variant`, `options`, and any of `opponent`, `position`, `record` | `{"fragment": TEXT}`: the play page's address fragment for that game (`link`) |
//! | `read-link` | `fragment` (with or without `#`) | `{"link": {variant, options, opponent, position, record} or null}`: the game a fragment holds, its variant and option names checked; null where it holds none |
//! | `replay` | `variant`, `options`, `position` (default `start`), `replay` | `{"steps": [{throw, move, played, after}]}` (`played`: the move as `turn` gives it, with its effects; `null` for a pass) |
//! | `review` | `variant`, `options`, `position` (default `start`), `replay`, `judge` (as `choose`), `depth` (0 to 2, default 1) | `{"steps": [{mover, throw, played, best, grade, loss, points}], "first", "key", "counts", "chart": {svg, width, height}}`: the game reviewed by the judge's estimates (`review`): `played` and `best` as `turn` gives a move (null: a pass, or no choice), `grade` null where the throw gave no choice, `points` the loss as the page shows it; `first` is player 1's chance before each step and at the end, `key` the key moves' steps, `counts` each player's moves by grade (best to blunder) |
//! | `games` | `variant`, `options`, `games`, `seed` | `{"generated": N}`: random games played, the moves generated (to time the engine) |
//! | `draw` | a diagram block's keys (`variant`, `options`, `position`, `replay`, `throw`, `show`, `move`, `route`) | `{"svg", "width", "height", "square", "points": {"1": [[x, y], ...], "2": ...}}` |
//!
//! Positions are given as notation or in the JSON form, and answered in notation.

mod answer;
mod request;
mod review;

use crate::diagram::replay::replay_steps;
use crate::diagram::spec::{move_name, Spec};
use crate::diagram::svg;
use crate::link::Link;
use crate::rules::portable::PortableCatalogue;
use answer::{move_json, result_json, round};
use rand::SeedableRng;
use request::{depth, judge_of, options, position, seed, turn};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use tabula_engine::{explain, json, notation, BestMoves, Computer, Position, Rules};

type Options = BTreeMap<String, String>;

/// The engine behind the requests: a catalogue of rule data and the rules compiled
/// from it so far, by variant and options.
#[derive(Default)]
pub struct Engine {
    catalogue: PortableCatalogue,
    rules: BTreeMap<(String, Options), Rules>,
    /// The perfect player `best-moves` last gave: its rule set, and the player.
    best: Option<(String, Options, BestMoves)>,
}

impl Engine {
    /// An engine with this rule data.
    pub fn new(catalogue: PortableCatalogue) -> Engine {
        Engine {
            catalogue,
            rules: BTreeMap::new(),
            best: None,
        }
    }

    /// Answers one request (JSON text) with one answer (JSON text); never panics on
    /// what it is given.
    pub fn answer(&mut self, request: &str) -> String {
        match self.try_answer(request) {
            Ok(text) => text,
            Err(e) => json!({ "error": e }).to_string(),
        }
    }

    fn try_answer(&mut self, request: &str) -> Result<String, String> {
        let v: Value =
            serde_json::from_str(request).map_err(|e| format!("request: not valid JSON: {e}"))?;
        let mut req = match v {
            Value::Object(m) => m,
            _ => return Err("request: must be a JSON object with an op".into()),
        };
        let op = match req.remove("op") {
            Some(Value::String(s)) => s,
            _ => return Err("op: missing, or not a string".into()),
        };
        if op == "load" {
            return self.load(&req);
        }
        if op == "draw" {
            return self.draw(req);
        }
        if op == "read-link" {
            return self.read_link(&req);
        }
        if op == "choose" && req.get("player").and_then(Value::as_str) == Some("perfect") {
            return self.choose_perfect(&req);
        }
        if op == "best-moves" {
            return self.best_moves(&req);
        }
        let rules = self.rules_for(&req)?;
        let value = match op.as_str() {
            "start" => json!({ "position": notation::format(rules, &Position::start(rules)) }),
            "position" => {
                let pos = position(rules, &req)?;
                let mut m = Map::new();
                m.insert("position".into(), json!(notation::format(rules, &pos)));
                m.insert("to_move".into(), json!(pos.to_move));
                m.insert("result".into(), result_json(pos.result));
                if pos.result.is_some() && rules.keeps_score() {
                    m.insert("score".into(), json!(pos.off));
                }
                Value::Object(m)
            }
            "moves" => {
                let (pos, throw, moves) = turn(rules, &req)?;
                let mut out = String::new();
                json::write_turn(&mut out, rules, &pos, throw, &moves);
                return Ok(out);
            }
            "turn" => {
                let (pos, throw, moves) = turn(rules, &req)?;
                let list: Vec<Value> = moves.iter().map(|m| move_json(rules, &pos, m)).collect();
                if moves.is_empty() {
                    // As `tabula moves --json` answers a pass, with the position in the notation too.
                    let after = rules.pass(&pos, throw);
                    json!({ "moves": list, "pass": true, "position": tabula_engine::json::position_json(rules, &after), "after": notation::format(rules, &after) })
                } else {
                    json!({ "moves": list, "pass": false })
                }
            }
            "throws" => {
                let list: Vec<Value> = rules
                    .throws
                    .values()
                    .into_iter()
                    .map(|v| {
                        let p = rules.throws.probability(v);
                        json!({ "value": v, "num": p.num, "den": p.den, "extra": rules.is_extra_throw(v) })
                    })
                    .collect();
                json!({ "throws": list })
            }
            "throw" => {
                let seed = seed(&req)?;
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                json!({ "throw": rules.throws.draw(&mut rng) })
            }
            "outcome" => {
                let value = req
                    .get("throw")
                    .and_then(Value::as_u64)
                    .and_then(|n| u8::try_from(n).ok())
                    .ok_or("throw: missing, or not a number")?;
                let ways: Vec<_> = rules
                    .throws
                    .outcomes
                    .iter()
                    .filter(|o| o.value == value)
                    .collect();
                let total: u64 = ways.iter().map(|o| o.weight).sum();
                if total == 0 {
                    return Err(format!("throw: {value} cannot be thrown in this variant"));
                }
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed(&req)?);
                // For a picture only: the bias of a remainder is below one part in 2^50.
                let mut r = rand::Rng::next_u64(&mut rng) % total;
                let way = ways
                    .iter()
                    .find(|o| {
                        let hit = r < o.weight;
                        r = r.saturating_sub(o.weight);
                        hit
                    })
                    .unwrap_or(&ways[0]);
                let (w, h) = svg::THROW_SIZE;
                json!({
                    "svg": format!(
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"{w:.0}\" height=\"{h:.0}\">{}</svg>",
                        svg::outcome_at(rules, way, 0.0, 0.0)
                    ),
                    "width": w,
                    "height": h,
                })
            }
            "choose" => {
                let (pos, _, moves) = turn(rules, &req)?;
                let judge;
                let player = match req.get("player").and_then(Value::as_str) {
                    Some("random") => Computer::Random { seed: seed(&req)? },
                    Some("judged") => {
                        judge = judge_of(rules, &req)?;
                        Computer::Judged {
                            depth: depth(&req, 0, 2)?,
                            judge: &judge,
                        }
                    }
                    Some("expectimax") => Computer::Expectimax {
                        depth: depth(&req, 1, 3)?,
                    },
                    _ => {
                        return Err(
                            "player: \"random\", \"expectimax\", \"judged\" or \"perfect\"".into(),
                        )
                    }
                };
                let chosen = player
                    .choose(rules, &pos, &moves)
                    .map(|i| move_name(&moves[i]));
                json!({ "move": chosen })
            }
            "why" => {
                let (pos, throw, _) = turn(rules, &req)?;
                let from = match req.get("from") {
                    Some(Value::String(s)) if s == "hand" => 0,
                    Some(v) => v
                        .as_u64()
                        .and_then(|n| u8::try_from(n).ok())
                        .ok_or("from: a square or \"hand\"")?,
                    None => return Err("from: missing; a square or \"hand\"".into()),
                };
                why_json(rules, explain::why_not(rules, &pos, throw, from), None)
            }
            "link" => {
                let text = |k: &str| -> Result<Option<String>, String> {
                    match req.get(k) {
                        None | Some(Value::Null) => Ok(None),
                        Some(Value::String(s)) => Ok(Some(s.clone())),
                        Some(_) => Err(format!("{k}: not a string")),
                    }
                };
                let link = Link {
                    variant: text("variant")?.unwrap_or_default(),
                    options: options(&req)?,
                    opponent: text("opponent")?,
                    position: text("position")?,
                    record: text("record")?,
                };
                json!({ "fragment": link.fragment() })
            }
            "refusals" => {
                let (pos, throw, _) = turn(rules, &req)?;
                let list: Vec<Value> = explain::refusals(rules, &pos, throw)
                    .into_iter()
                    .map(|(from, reason)| {
                        let from = if from == 0 {
                            json!("hand")
                        } else {
                            json!(from)
                        };
                        why_json(rules, reason, Some(from))
                    })
                    .collect();
                json!({ "refusals": list })
            }
            "replay" => {
                let pos = match req.get("position") {
                    None => Position::start(rules),
                    Some(_) => position(rules, &req)?,
                };
                let text = req
                    .get("replay")
                    .and_then(Value::as_str)
                    .ok_or("replay: missing, or not a string")?;
                let steps = replay_steps(rules, pos, text)?;
                let befores = std::iter::once(pos).chain(steps.iter().map(|s| s.after));
                let list: Vec<Value> = steps
                    .iter()
                    .zip(befores)
                    .map(|(s, before)| {
                        json!({
                            "throw": s.throw,
                            "move": s.chosen.as_ref().map(move_name),
                            "played": s.chosen.as_ref().map(|m| move_json(rules, &before, m)),
                            "after": notation::format(rules, &s.after),
                        })
                    })
                    .collect();
                json!({ "steps": list })
            }
            "review" => {
                let start = match req.get("position") {
                    None => Position::start(rules),
                    Some(_) => position(rules, &req)?,
                };
                review::answer(rules, start, &req)?
            }
            "games" => {
                let games = req
                    .get("games")
                    .and_then(Value::as_u64)
                    .ok_or("games: missing, or not a whole number")?
                    .min(100_000);
                let seed = seed(&req)?;
                let generated: u64 = (0..games)
                    .map(|g| {
                        rules
                            .random_game(seed.wrapping_add(g), 2000, false)
                            .generated
                    })
                    .sum();
                json!({ "generated": generated })
            }
            other => return Err(format!("op: unknown op `{other}`")),
        };
        Ok(value.to_string())
    }

    /// Replaces the rule data.
    fn load(&mut self, req: &Map<String, Value>) -> Result<String, String> {
        let data = req
            .get("catalogue")
            .cloned()
            .ok_or("catalogue: missing; the rule data as JSON")?;
        let catalogue: PortableCatalogue =
            serde_json::from_value(data).map_err(|e| format!("catalogue: {e}"))?;
        let list: Vec<Value> = catalogue
            .variants
            .iter()
            .map(|(id, v)| {
                let options: Map<String, Value> = v
                    .options
                    .iter()
                    .map(|(name, o)| (name.clone(), json!({ "default": o.default, "values": o.values.keys().collect::<Vec<_>>() })))
                    .collect();
                json!({ "id": id, "game": v.game, "standard": v.standard, "options": options })
            })
            .collect();
        *self = Engine::new(catalogue);
        Ok(json!({ "variants": list }).to_string())
    }

    /// The rules of the request's variant and options, compiled once.
    fn rules_for(&mut self, req: &Map<String, Value>) -> Result<&Rules, String> {
        let key = self.compiled(req)?;
        Ok(&self.rules[&key])
    }

    /// The request's variant and options, their rules compiled once and kept under
    /// them.
    fn compiled(&mut self, req: &Map<String, Value>) -> Result<(String, Options), String> {
        let variant = req
            .get("variant")
            .and_then(Value::as_str)
            .ok_or("variant: missing, or not a string")?;
        let options = options(req)?;
        let key = (variant.to_string(), options);
        if !self.rules.contains_key(&key) {
            let rules = self.catalogue.rules(variant, &key.1)?;
            self.rules.insert(key.clone(), rules);
        }
        Ok(key)
    }

    /// `best-moves`: the corrections that make a judge's guesses a perfect player
    /// (`engine::best_moves`), read and kept for the rule set's `choose` requests with
    /// the perfect player (one rule set's at a time: a page plays one game).
    fn best_moves(&mut self, req: &Map<String, Value>) -> Result<String, String> {
        let text = req
            .get("corrections")
            .and_then(Value::as_str)
            .ok_or("corrections: missing; the text of the best moves `tabula solve` wrote")?;
        let key = self.compiled(req)?;
        let rules = &self.rules[&key];
        let judge = judge_of(rules, req)?;
        let best =
            BestMoves::decode(rules, judge, text).map_err(|e| format!("corrections: {e}"))?;
        let count = best.len();
        let (variant, options) = key;
        self.best = Some((variant, options, best));
        Ok(json!({ "corrections": count }).to_string())
    }

    /// `choose` with the perfect player of the rule set, as `best-moves` gave it.
    fn choose_perfect(&mut self, req: &Map<String, Value>) -> Result<String, String> {
        let key = self.compiled(req)?;
        let rules = &self.rules[&key];
        let Some((_, _, best)) = self
            .best
            .as_ref()
            .filter(|(v, o, _)| *v == key.0 && *o == key.1)
        else {
            return Err(
                "player: the perfect player needs this rule set's best moves first (op best-moves)"
                    .into(),
            );
        };
        let (pos, throw, moves) = turn(rules, req)?;
        let chosen = best
            .choose(rules, &pos, throw, &moves)
            .map(|i| move_name(&moves[i]));
        Ok(json!({ "move": chosen }).to_string())
    }

    /// The game a play page's address fragment holds, its variant and options checked:
    /// `{"link": null}` where it holds none.
    fn read_link(&mut self, req: &Map<String, Value>) -> Result<String, String> {
        let fragment = req
            .get("fragment")
            .and_then(Value::as_str)
            .ok_or("fragment: missing, or not a string")?;
        let Some(link) = Link::read(fragment)? else {
            return Ok(json!({ "link": null }).to_string());
        };
        let options: Map<String, Value> = link
            .options
            .iter()
            .map(|(k, v)| (k.clone(), json!(v)))
            .collect();
        let check: Map<String, Value> = [
            ("variant".to_string(), json!(link.variant)),
            ("options".to_string(), Value::Object(options.clone())),
        ]
        .into_iter()
        .collect();
        self.rules_for(&check)?;
        Ok(json!({ "link": {
            "variant": link.variant,
            "options": options,
            "opponent": link.opponent,
            "position": link.position,
            "record": link.record,
        } })
        .to_string())
    }

    /// A diagram drawn as the build draws it, with where each route square is.
    fn draw(&mut self, mut req: Map<String, Value>) -> Result<String, String> {
        // Positions may come in the JSON form, as everywhere else; the block wants notation.
        if let Some(p @ Value::Object(_)) = req.get("position") {
            let p = p.clone();
            let rules = self.rules_for(&req)?;
            let pos = json::position(rules, &p).map_err(|e| format!("position.{e}"))?;
            req.insert("position".into(), json!(notation::format(rules, &pos)));
        }
        let rules = self.rules_for(&req)?.clone();
        let id = req
            .get("variant")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let spec: Spec =
            serde_json::from_value(Value::Object(req)).map_err(|e| format!("draw: {e}"))?;
        let d = spec.compute_with(&id, rules)?;
        if d.show == crate::diagram::Show::Throws {
            return Err("show: the throws are a chart, not a board; draw a board".into());
        }
        let (w, h) = svg::size(&d);
        let n = d.rules.route_len();
        let points: Map<String, Value> = (1..=2u8)
            .map(|seat| {
                let list: Vec<Value> = (0..=n + 1)
                    .map(|q| {
                        let (x, y) = svg::point(&d.rules, seat, q);
                        json!([round(x), round(y)])
                    })
                    .collect();
                (seat.to_string(), Value::Array(list))
            })
            .collect();
        Ok(json!({
            "svg": svg::render(&d),
            "width": round(w),
            "height": round(h),
            "square": svg::SQUARE,
            "points": points,
        })
        .to_string())
    }
}

/// A reason a piece cannot move, as `why` and `refusals` give it: its name, the square
/// or throws of the rules it names where it names them, and the piece it is about in a
/// list.
fn why_json(rules: &Rules, reason: explain::Reason, from: Option<Value>) -> Value {
    let mut v = json!({ "reason": reason.name() });
    if let Some(square) = reason.square(rules) {
        v["square"] = json!(square);
    }
    if let Some(throws) = reason.throws(rules) {
        v["throws"] = json!(throws);
    }
    if let Some(from) = from {
        v["from"] = from;
    }
    v
}
