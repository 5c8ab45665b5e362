//! Rule facts that pages state in their prose: `{{ houses.water }}`, `{{ pieces.count }}`,
//! `{{ chance.4 }}`, read from a variant's compiled rules so the text follows the rule
//! data. A fact is a number, a fraction or a probability; the page formats it in its
//! language. Nothing here is text in a language.

use tabula_engine::Rules;

/// A fact's value, before it is written in a language.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fact {
    Number(f64),
    /// `num/den`, written as such.
    Fraction(u64, u64),
    /// A probability, written as a percentage.
    Percent(f64),
}

/// The derived facts, beside any number of the rule data itself.
pub const DERIVED: [(&str, &str); 6] = [
    ("route.length", "the squares of a side's route"),
    (
        "route.exit",
        "the square one past the route's end, where bearing off leads",
    ),
    ("route.shared", "how many route squares both sides travel"),
    (
        "pieces.last",
        "the last square the pieces start on, when they alternate",
    ),
    ("chance.N", "the chance of throwing N, as a percentage"),
    ("fraction.N", "the chance of throwing N, as a fraction"),
];

/// A variant's rules with their settings as a table, ready to answer facts: made
/// once per variant a page names, however many facts it states.
pub struct Facts {
    rules: Rules,
    table: toml::Table,
}

impl Facts {
    pub fn new(rules: Rules) -> Result<Facts, String> {
        let table = toml::Table::try_from(&rules.settings).map_err(|e| e.to_string())?;
        Ok(Facts { rules, table })
    }

    /// The value of `path` in these rules, or what paths there are.
    pub fn value(&self, path: &str) -> Result<Fact, String> {
        let rules = &self.rules;
        let n = rules.route_len();
        let throw_of = |rest: &str| -> Result<u8, String> {
            let t: u8 = rest
                .parse()
                .map_err(|_| format!("`{path}`: name a throw, e.g. chance.4"))?;
            if rules.throws.can_throw(t) {
                Ok(t)
            } else {
                Err(format!(
                    "`{path}`: {t} cannot be thrown in this variant; it throws {}",
                    list(&rules.throws.values())
                ))
            }
        };
        match path {
            "route.length" => return Ok(Fact::Number(f64::from(n))),
            "route.exit" => return Ok(Fact::Number(f64::from(n) + 1.0)),
            "route.shared" => return Ok(Fact::Number(rules.board.shared_squares(1).len() as f64)),
            "pieces.last" => return Ok(Fact::Number(2.0 * f64::from(rules.piece_count()))),
            _ => {}
        }
        if let Some(rest) = path.strip_prefix("chance.") {
            return Ok(Fact::Percent(
                rules.throws.probability(throw_of(rest)?).as_f64(),
            ));
        }
        if let Some(rest) = path.strip_prefix("fraction.") {
            let f = rules.throws.probability(throw_of(rest)?);
            return Ok(Fact::Fraction(f.num, f.den));
        }
        // A number of the rule data itself, by its key.
        let mut at: Option<&toml::Value> = None;
        let mut cur = &self.table;
        for (i, part) in path.split('.').enumerate() {
            let v = cur.get(part).ok_or_else(|| unknown(path))?;
            if i + 1 < path.split('.').count() {
                cur = v.as_table().ok_or_else(|| unknown(path))?;
            } else {
                at = Some(v);
            }
        }
        match at {
            Some(toml::Value::Integer(i)) => Ok(Fact::Number(*i as f64)),
            Some(toml::Value::Float(f)) => Ok(Fact::Number(*f)),
            Some(_) => Err(format!("`{path}` is not a number in the rule data: name a setting that is one, e.g. houses.water")),
            None => Err(unknown(path)),
        }
    }
}

fn unknown(path: &str) -> String {
    let derived: Vec<&str> = DERIVED.iter().map(|(p, _)| *p).collect();
    format!(
        "`{path}` is no fact of these rules: name a number of the rule data (docs/rule-data.md, e.g. houses.water, pieces.count) or one of {}",
        derived.join(", ")
    )
}

fn list(v: &[u8]) -> String {
    v.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}
