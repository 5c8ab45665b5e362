//! The fast reading of a `--batch` line: the request is read straight from the
//! line's text into borrowed strings and a position spec, without building a
//! `serde_json::Value` (which, with ordered maps, cost more than the moves).
//!
//! It reads only the plain, common form of a request. Anything else (a field given
//! twice, an escaped string, a `null`, any mistake) is left to the `Value` reader in
//! `moves.rs`, which accepts the rest and words every error; so a line read here is
//! read exactly as that reader would have read it.

use crate::engine::{GameResult, PositionSpec};
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde::Deserialize;
use std::borrow::Cow;
use std::fmt;

/// A request as the line wrote it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Line<'a> {
    pub variant: &'a str,
    #[serde(default, borrow)]
    pub options: Options<'a>,
    pub throw: u8,
    #[serde(borrow)]
    pub position: Pos<'a>,
}

/// The options, sorted by name (as a `BTreeMap` would hold them).
#[derive(Default)]
pub(super) struct Options<'a>(pub Vec<(Cow<'a, str>, Cow<'a, str>)>);

pub(super) enum Pos<'a> {
    /// The notation, `start`, or JSON in a string.
    Text(&'a str),
    /// A JSON position object, read but not yet checked against the variant.
    Spec(PositionSpec),
}

/// Reads the line, or `None` when it is not in the plain form (see the module comment).
pub(super) fn read(text: &str) -> Option<Line<'_>> {
    // A struct also reads from a JSON array; the `Value` reader refuses one.
    if !text.trim_start().starts_with('{') {
        return None;
    }
    serde_json::from_str(text).ok()
}

impl<'de: 'a, 'a> Deserialize<'de> for Options<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Options<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of options")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut out: Vec<(Cow<'de, str>, Cow<'de, str>)> = Vec::new();
                while let Some(name) = map.next_key::<&'de str>()? {
                    if out.iter().any(|(k, _)| k == name) {
                        return Err(de::Error::custom("an option given twice"));
                    }
                    let value = map.next_value::<OptionValue<'de>>()?.0;
                    out.push((Cow::Borrowed(name), value));
                }
                out.sort();
                Ok(Options(out))
            }
        }
        d.deserialize_map(V)
    }
}

/// An option's value: a string, or a whole number written as its digits.
struct OptionValue<'a>(Cow<'a, str>);

impl<'de: 'a, 'a> Deserialize<'de> for OptionValue<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = OptionValue<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string or a whole number")
            }
            fn visit_borrowed_str<E: de::Error>(self, s: &'de str) -> Result<Self::Value, E> {
                Ok(OptionValue(Cow::Borrowed(s)))
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Self::Value, E> {
                Ok(OptionValue(Cow::Owned(n.to_string())))
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Pos<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Pos<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a position")
            }
            fn visit_borrowed_str<E: de::Error>(self, s: &'de str) -> Result<Self::Value, E> {
                Ok(Pos::Text(s))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut spec = PositionSpec {
                    to_move: 1,
                    ..PositionSpec::default()
                };
                let mut seen: Vec<&'de str> = Vec::new();
                while let Some(key) = map.next_key::<&'de str>()? {
                    if seen.contains(&key) {
                        return Err(de::Error::custom("a field given twice"));
                    }
                    seen.push(key);
                    match key {
                        "to_move" => spec.to_move = map.next_value()?,
                        "squares" => {
                            let [a, b] = map.next_value::<Seats<Vec<u8>>>()?.0;
                            if let Some(a) = a {
                                spec.squares[0] = a;
                            }
                            if let Some(b) = b {
                                spec.squares[1] = b;
                            }
                        }
                        "off" => spec.off = map.next_value::<Seats<u8>>()?.0,
                        "fines" => {
                            let [a, b] = map.next_value::<Seats<u8>>()?.0;
                            spec.fines = [a.unwrap_or(0), b.unwrap_or(0)];
                        }
                        "phase" => {
                            spec.opening = match map.next_value::<&'de str>()? {
                                "opening" => true,
                                "play" => false,
                                _ => return Err(de::Error::custom("an unknown phase")),
                            }
                        }
                        "lost" | "unstarted" => {
                            let mut set = [false; 2];
                            for seat in map.next_value::<Vec<u8>>()? {
                                match seat {
                                    1 | 2 if !set[usize::from(seat - 1)] => {
                                        set[usize::from(seat - 1)] = true
                                    }
                                    _ => return Err(de::Error::custom("not a list of players")),
                                }
                            }
                            if key == "lost" {
                                spec.lost = set;
                            } else {
                                spec.unstarted = set;
                            }
                        }
                        "returned" => spec.returned = map.next_value()?,
                        "result" => {
                            spec.result = map.next_value::<Option<ResultValue>>()?.map(|r| r.0)
                        }
                        "score" | "pass" => {
                            map.next_value::<IgnoredAny>()?;
                        }
                        _ => return Err(de::Error::custom("an unknown field")),
                    }
                }
                Ok(Pos::Spec(spec))
            }
        }
        d.deserialize_any(V)
    }
}

/// `{"1": ..., "2": ...}`, either key left out.
struct Seats<T>([Option<T>; 2]);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Seats<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = Seats<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object with the keys \"1\" and \"2\"")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut out = [None, None];
                while let Some(key) = map.next_key::<&'de str>()? {
                    let si = match key {
                        "1" => 0,
                        "2" => 1,
                        _ => return Err(de::Error::custom("an unknown player")),
                    };
                    if out[si].is_some() {
                        return Err(de::Error::custom("a player given twice"));
                    }
                    out[si] = Some(map.next_value()?);
                }
                Ok(Seats(out))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

/// `{"winner": N}` or `{"draw": true}`, and nothing else.
struct ResultValue(GameResult);

impl<'de> Deserialize<'de> for ResultValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ResultValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a result")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let result = match map.next_key::<&'de str>()? {
                    Some("winner") => GameResult::Winner(map.next_value()?),
                    Some("draw") if map.next_value::<bool>()? => GameResult::Draw,
                    _ => return Err(de::Error::custom("not a plain result")),
                };
                if map.next_key::<IgnoredAny>()?.is_some() {
                    return Err(de::Error::custom("not a plain result"));
                }
                Ok(ResultValue(result))
            }
        }
        d.deserialize_map(V)
    }
}
