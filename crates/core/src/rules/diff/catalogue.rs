//! Every rule of a variant as a catalogue entry (see the parent module, `diff`): the
//! rule data read setting by setting into message ids and the values their sentences
//! need, in the order the difference tables show them.

use super::{Conj, Rule, Text};
use tabula_engine::settings::*;
use tabula_engine::throw::ThrowTable;
use tabula_engine::Rules;

/// The rules of a variant in catalogue order.
pub fn catalogue(rules: &Rules) -> Vec<Rule> {
    let s = &rules.settings;
    let n = rules.route_len();
    let water_square = s.houses.get("water").copied().unwrap_or(0);
    let mut out = Vec::new();
    let mut push = |name: &'static str, text: Text| out.push(Rule { name, text });

    push(
        "pieces",
        match s.pieces.start {
            Start::Hand => Text::new("cell-pieces")
                .num("count", s.pieces.count)
                .s("start", "hand"),
            Start::Alternate => Text::new("cell-pieces")
                .num("count", s.pieces.count)
                .s("start", "alternate")
                .num("last", 2 * s.pieces.count),
        },
    );
    // A starting throw picks a variant of its own, so the texts without one stay as
    // they were in every language (an added placeable would add isolation marks).
    let first = s.starting_throw.as_ref().map_or(0, |t| t.throw);
    let start_rule = |rule: &str| {
        if first == 0 {
            rule.to_string()
        } else {
            format!("{rule}-start-throw")
        }
    };
    push(
        "start",
        match &s.opening {
            None => Text::new("cell-start").s("rule", &start_rule("seat-one")),
            Some(o) => Text::new("cell-start")
                .s("rule", &start_rule("first-one"))
                .num("throw", o.throw)
                .num("front", 2 * s.pieces.count),
        }
        .num("first", first),
    );
    push("throw", throw_text(&s.throw));
    let rosette_extra = s.rosettes.as_ref().is_some_and(|r| r.extra_throw);
    let extra = &s.turn.extra_throw;
    push("extra-throw", {
        // What gives another throw, in a fixed order: `throws`, `rosette`, `capture`
        // joined by `-` (`rosette-capture`), or `none`.
        let reasons = [
            (!extra.is_empty(), "throws"),
            (rosette_extra, "rosette"),
            (s.landing.extra_throw, "capture"),
        ];
        let kind: Vec<&str> = reasons
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, name)| *name)
            .collect();
        let kind = if kind.is_empty() {
            "none".to_string()
        } else {
            kind.join("-")
        };
        Text::new("cell-extra-throw")
            .s("kind", &kind)
            .list("throws", extra, Conj::Or)
    });
    push("pass", {
        let kind = match (extra.is_empty(), s.turn.extra_throw_on_pass) {
            (true, _) => "turn-ends",
            (false, true) => "again",
            (false, false) => "forfeit",
        };
        Text::new("cell-pass")
            .s("kind", kind)
            .list("throws", extra, Conj::Or)
    });
    if let Some(e) = &s.entry {
        push(
            "entry",
            match e.square {
                EntrySquare::Named(EntryNamed::Throw) => Text::new("cell-entry").s("kind", "throw"),
                EntrySquare::Fixed(sq) => {
                    Text::new("cell-entry").s("kind", "fixed").num("square", sq)
                }
            }
            .list("throws", &e.throws, Conj::Or)
            .num("any", if e.throws.is_empty() { 1 } else { 0 }),
        );
    }
    push("landing", {
        let kind = match s.landing.opponent {
            OnOpponent::Swap => "swap",
            OnOpponent::Capture => "capture",
            OnOpponent::Remove => "remove",
        };
        let t = Text::new("cell-landing").s("neighbours", yes(s.protection.neighbours));
        // Hits sent to the water (Kendall's 28 to 30, with swaps only): a kind of their
        // own, and no argument where there are none, so variants without them compare
        // equal whatever their water square.
        let sent = &s.landing.to_water;
        if sent.is_empty() {
            t.s("kind", kind)
        } else {
            t.s("kind", "swap-water").num("water", water_square).list(
                "water-squares",
                sent,
                Conj::And,
            )
        }
    });
    push("safe", {
        // A House of Water that sends a piece on at once holds none: it is no square a
        // piece is safe on (standard Senet's 28), though no piece is ever taken there.
        let passing = match s.water.as_ref().map(|w| w.goes_to) {
            Some(WaterGoesTo::Named(WaterNamed::Hold)) | None => None,
            Some(_) => Some(water_square),
        };
        let sq: Vec<u8> = s
            .protection
            .safe_squares
            .iter()
            .copied()
            .filter(|q| Some(*q) != passing)
            .collect();
        let rosettes = match &s.rosettes {
            None => "none",
            Some(r) if r.safe => "safe",
            Some(_) => "unsafe",
        };
        let mut sorted = sq.clone();
        sorted.sort_unstable();
        let contiguous = sorted.len() > 2 && sorted.windows(2).all(|w| w[1] == w[0] + 1);
        let mut t = Text::new("cell-safe")
            .s("rosettes", rosettes)
            .s("neighbours", yes(s.protection.neighbours))
            .num("count", sorted.len() as u8)
            .s("contiguous", yes(contiguous))
            .list("squares", &sorted, Conj::And);
        if let (Some(first), Some(last)) = (sorted.first(), sorted.last()) {
            t = t.num("from", *first).num("to", *last);
        }
        // Squares a hit sends to the water (Kendall's 28 to 30) are safe while the water
        // holds a piece: said here too, not only under landing.
        let sent = &s.landing.to_water;
        if sent.is_empty() {
            t.s("guarded", "no")
        } else {
            t.s("guarded", "yes")
                .list("guarded-squares", sent, Conj::And)
        }
    });
    if !s.houses.is_empty() || !s.marks.is_empty() {
        push("houses", {
            // Each house in the order of its square; `$first` says whether it opens
            // the list, where a language says "is" once for all of them.
            let mut items: Vec<(u8, &str)> = s
                .houses
                .iter()
                .map(|(name, &sq)| (sq, name.as_str()))
                .collect();
            items.sort_unstable();
            let mut texts: Vec<Text> = items
                .into_iter()
                .enumerate()
                .map(|(i, (sq, name))| {
                    Text::new(&format!("house-{name}"))
                        .num("square", sq)
                        .s("first", yes(i == 0))
                })
                .collect();
            if !s.marks.is_empty() {
                let first = yes(texts.is_empty());
                let squares: Vec<u8> = s.marks.keys().filter_map(|k| k.parse().ok()).collect();
                let marks: Vec<&str> = s.marks.values().map(|m| m.as_str()).collect();
                texts.push(
                    Text::new("house-marks")
                        .s("first", first)
                        .num("from", *squares.iter().min().unwrap_or(&0))
                        .num("to", *squares.iter().max().unwrap_or(&0))
                        .words("marks", marks.iter().map(|m| m.to_string()).collect()),
                );
            }
            Text::new("cell-houses").texts("houses", texts, Conj::And)
        });
    }
    push(
        "stop",
        match &s.stop {
            None => Text::new("cell-stop").s("kind", "none"),
            Some(st) => Text::new("cell-stop")
                .s(
                    "kind",
                    match st.overshoot {
                        Overshoot::Illegal => "illegal",
                        Overshoot::Water => "water",
                    },
                )
                .num("square", st.square)
                .num("water", water_square),
        },
    );
    push(
        "water",
        match &s.water {
            None => Text::new("cell-water").s("kind", "none"),
            Some(w) => {
                let t = Text::new("cell-water").num("square", water_square);
                match w.goes_to {
                    WaterGoesTo::Named(WaterNamed::Rebirth) => t
                        .s("kind", "rebirth")
                        .num("rebirth", *s.houses.get("rebirth").unwrap_or(&0)),
                    WaterGoesTo::Named(WaterNamed::FirstEmpty) => t.s("kind", "first-empty"),
                    WaterGoesTo::Square(q) => t.s("kind", "square").num("rebirth", q),
                    WaterGoesTo::Named(WaterNamed::Hold) => {
                        let throws: Vec<u8> = match s.bear_off.rule {
                            BearOffRule::Table => s
                                .bear_off
                                .table
                                .get(&water_square.to_string())
                                .cloned()
                                .unwrap_or_default(),
                            _ => rules
                                .throws
                                .values()
                                .into_iter()
                                .filter(|&v| v > 0 && water_square + v == n + 1)
                                .collect(),
                        };
                        t.s("kind", "hold")
                            .num("rebirth", *s.houses.get("rebirth").unwrap_or(&0))
                            .list("throws", &throws, Conj::Or)
                    }
                }
            }
        },
    );
    push(
        "blockade",
        Text::new("cell-blockade").num("length", s.blockade.as_ref().map_or(0, |b| b.length)),
    );
    push(
        "forced",
        match &s.forced {
            None => Text::new("cell-forced").s("kind", "none"),
            Some(f) => {
                let lo = f.squares.iter().min().copied().unwrap_or(0);
                let hi = f.squares.iter().max().copied().unwrap_or(0);
                Text::new("cell-forced")
                    .s("kind", "squares")
                    .num("from", lo)
                    .num("to", hi)
            }
        },
    );
    push(
        "backward",
        match &s.backward {
            None => Text::new("cell-backward").s("kind", "never"),
            Some(b) if b.up_to.is_none() && !b.hits => {
                Text::new("cell-backward").s("kind", "no-forward")
            }
            Some(b) => Text::new("cell-backward")
                .s("kind", "no-forward-limits")
                .num("up-to", b.up_to.unwrap_or(0))
                .s("hits", yes(b.hits)),
        },
    );
    push("bear-off", {
        let bo = &s.bear_off;
        let t = Text::new("cell-bear-off").num("last", n).num("exit", n + 1);
        // `reach` says where all pieces must stand in its own sentence; the others have
        // variants of their own that add it (`exact-all-from`, `table-all-from`).
        let all_from = bo
            .all_from
            .filter(|&q| q > 1 && bo.rule != BearOffRule::Reach);
        let rule = |name: &str| {
            if all_from.is_some() {
                format!("{name}-all-from")
            } else {
                name.to_string()
            }
        };
        let t = match all_from {
            Some(q) => t.num("before", q - 1),
            None => t,
        };
        let every_throw = rules.throws.values();
        match bo.rule {
            BearOffRule::Exact => t.s("rule", &rule("exact")),
            BearOffRule::Reach => t.s("rule", "reach").num("from", bo.all_from.unwrap_or(1)),
            BearOffRule::Table => {
                let mut rows: Vec<(u8, &Vec<u8>)> = bo
                    .table
                    .iter()
                    .filter_map(|(k, v)| k.parse().ok().map(|k| (k, v)))
                    .collect();
                rows.sort_by_key(|(k, _)| *k);
                let texts = rows
                    .into_iter()
                    .map(|(sq, throws)| {
                        let mut sorted = throws.clone();
                        sorted.sort_unstable();
                        if every_throw.iter().all(|v| *v == 0 || sorted.contains(v)) {
                            Text::new("bear-off-from-any").num("square", sq)
                        } else {
                            Text::new("bear-off-from").num("square", sq).list(
                                "throws",
                                throws,
                                Conj::Or,
                            )
                        }
                    })
                    .collect();
                t.s("rule", &rule("table")).texts("table", texts, Conj::And)
            }
        }
    });
    if s.rosettes.is_some() {
        push(
            "fines",
            Text::new("cell-fines").num("fine", s.rosettes.as_ref().map_or(0, |r| r.fine)),
        );
    }
    push(
        "end",
        Text::new("cell-end")
            .s(
                "rule",
                match s.end.rule {
                    EndRule::AllOff => "all-off",
                    EndRule::Score => "score",
                },
            )
            .num("count", s.pieces.count),
    );
    {
        push(
            "board",
            Text::new("cell-board")
                .s("board", &s.board.name)
                .num("squares", rules.board.tiles.len() as u8),
        );
        push(
            "route",
            Text::new("cell-route")
                .s("route", &s.board.route)
                .num("length", n),
        );
        let options: Vec<Text> = s
            .options
            .iter()
            .flat_map(|(name, o)| {
                o.values
                    .keys()
                    .filter(move |v| **v != o.default)
                    .map(move |v| super::option_value(name, v))
            })
            .collect();
        push(
            "options",
            Text::new("cell-options")
                .num("count", options.len() as u8)
                .texts("options", options, Conj::And),
        );
    }
    out
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn throw_text(t: &ThrowSettings) -> Text {
    let implement = match t.implement {
        Implement::Sticks => "sticks",
        Implement::BinaryDice => "binary-dice",
        Implement::LongDie => "long-die",
    };
    let base = Text::new("cell-throw")
        .s("implement", implement)
        .num("count", t.count);
    if t.implement == Implement::LongDie {
        return base
            .s("kind", "faces")
            .list("faces", &t.faces, Conj::Or)
            .num("sides", t.faces.len() as u8);
    }
    let table = ThrowTable::new(t).ok();
    let remapped: Vec<u8> = (0..=t.count)
        .filter(|k| t.values.contains_key(&k.to_string()))
        .collect();
    match remapped.as_slice() {
        [] => base.s("kind", "count"),
        [0] => base.s("kind", "none-counts").num("none", t.values["0"]),
        _ => {
            // Every outcome, however many sticks or dice: "none moves 5, one moves 1, …".
            let values = table
                .map(|table| {
                    table
                        .outcomes
                        .iter()
                        .map(|o| {
                            Text::new("throw-up")
                                .num("up", o.marked)
                                .num("value", o.value)
                        })
                        .collect()
                })
                .unwrap_or_default();
            base.s("kind", "table").texts("values", values, Conj::And)
        }
    }
}
