//! Random pages: front matter valid and broken, and Markdown with `@/` links, diagram
//! blocks (from the diagrams of the bundled pages, changed) and difference blocks.

use super::{toml_value, word};
use proptest::prelude::*;

/// Variant ids, the last three unknown.
const VARIANTS: [&str; 8] = [
    "senet/standard",
    "senet/bell",
    "senet/jequier",
    "ur/finkel",
    "ur/bell",
    "senet/none",
    "chess",
    "",
];
/// Page kinds, the last two unknown.
const KINDS: [&str; 10] = [
    "home", "game", "rules", "tutorial", "variants", "variant", "about", "page", "blog", "Page",
];

fn variant() -> impl Strategy<Value = &'static str> {
    prop_oneof![8 => prop::sample::select(&VARIANTS[..5]), 1 => prop::sample::select(&VARIANTS[5..])]
}

fn front_matter() -> impl Strategy<Value = String> {
    let valid = (
        word(),
        word(),
        prop::sample::select(&KINDS[..8]),
        prop::option::of(variant()),
        -5i32..50,
    )
        .prop_map(|(t, d, k, v, w)| {
            let mut s =
                format!("title = {t:?}\ndescription = {d:?}\nkind = \"{k}\"\nweight = {w}\n");
            if let Some(v) = v {
                s.push_str(&format!("variant = \"{v}\"\n"));
            }
            s
        })
        .boxed();
    let key = prop::sample::select(vec![
        "title",
        "description",
        "kind",
        "variant",
        "weight",
        "bogus",
        "Title",
        "weight.x",
    ]);
    let any_fields =
        prop::collection::vec((key, toml_value(), prop::sample::select(&KINDS[..])), 0..6)
            .prop_map(|fields| {
                fields
                    .into_iter()
                    .map(|(k, v, kind)| {
                        if k == "kind" {
                            format!("kind = \"{kind}\"\n")
                        } else {
                            format!("{k} = {v}\n")
                        }
                    })
                    .collect::<String>()
            })
            .boxed();
    let fields = prop_oneof![14 => valid.clone(), 1 => (valid, any_fields.clone()).prop_map(|(a, b)| a + &b), 1 => any_fields];
    let shape = prop_oneof![
        24 => Just("plain"),
        2 => Just("crlf"),
        2 => Just("bom"),
        1 => Just("no-open"),
        1 => Just("no-close"),
        1 => Just("space"),
        1 => Just("empty"),
    ];
    (fields, shape).prop_map(|(f, shape)| match shape {
        "no-open" => f,
        "no-close" => format!("+++\n{f}"),
        "crlf" => format!("+++\r\n{}+++\r\n", f.replace('\n', "\r\n")),
        "bom" => format!("\u{feff}+++\n{f}+++\n"),
        "space" => format!("+++ \n{f}+++\n"),
        "empty" => String::new(),
        _ => format!("+++\n{f}+++\n"),
    })
}

fn link() -> impl Strategy<Value = String> {
    let target = prop_oneof![
        6 => prop::sample::select(vec!["", "guide", "guide/first", "guide/first#setting-up", "guide/first/", "about.md", "about", "senet/a", "ur/b", "fuzz/a"]),
        1 => prop::sample::select(vec!["nowhere", "guide/none#x", "#top", "@/", "guide/first#", "../about", "Guide"]),
    ];
    (word(), target).prop_map(|(w, t)| format!("[{w}](@/{t})"))
}

fn squares() -> impl Strategy<Value = String> {
    prop::collection::vec(0u8..34, 0..6).prop_map(|v| {
        if v.is_empty() {
            "-".to_string()
        } else {
            v.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(",")
        }
    })
}

fn position() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("start".to_string()),
        (squares(), squares()).prop_map(|(a, b)| format!("1:{a} 2:{b}")),
        (squares(), squares(), 0u8..8, 0u8..8, 0u8..4)
            .prop_map(|(a, b, x, y, t)| format!("1:{a} 2:{b} off:{x},{y} turn:{t}")),
        (squares(), squares(), 0u8..4, 0u8..4)
            .prop_map(|(a, b, x, y)| format!("1:{a} 2:{b} fines:{x},{y}")),
        (squares(), squares()).prop_map(|(a, b)| format!("1:{a} 2:{b} phase:opening")),
        (squares(), prop::sample::select(vec!["1", "2", "draw", "x"]))
            .prop_map(|(a, r)| format!("1:{a} result:{r}")),
        "[0-9:, a-z-]{0,20}",
    ]
}

fn effect() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "enter",
        "opening",
        "backward",
        "forced",
        "capture",
        "remove",
        "swap",
        "rosette",
        "fine",
        "water",
        "bear_off",
        "extra_throw",
        "no-move",
        "no legal move",
        "teleport",
    ])
    .prop_map(str::to_string)
}

/// One `key = value` line of a diagram block.
fn diagram_line() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => position().prop_map(|p| format!("position = {p:?}")),
        3 => prop_oneof![6 => (0i64..9).boxed(), 1 => Just(-1i64).boxed(), 1 => Just(300i64).boxed()].prop_map(|t| format!("throw = {t}")),
        1 => Just("throw = \"two\"".to_string()),
        3 => prop_oneof![(0i64..36).prop_map(|n| n.to_string()).boxed(), Just("\"hand\"".to_string()).boxed(), Just("\"nowhere\"".to_string()).boxed()]
            .prop_map(|m| format!("move = {m}")),
        2 => prop::sample::select(vec!["position", "moves", "move", "before-after", "throws", "bogus"]).prop_map(|s| format!("show = \"{s}\"")),
        2 => effect().prop_map(|e| format!("expect = {e:?}")),
        1 => prop::collection::vec(effect(), 0..3).prop_map(|e| format!("expect = {e:?}")),
        1 => prop::collection::vec((0u8..32, 0u8..32), 0..3).prop_map(|v| {
            let moves: Vec<String> = v.iter().map(|(a, b)| if *a == 0 { format!("hand-{b}") } else { format!("{a}-{b}") }).collect();
            format!("legal = {moves:?}")
        }),
        2 => variant().prop_map(|v| format!("variant = \"{v}\"")),
        1 => prop::sample::select(vec!["{ route = \"masters\" }", "{ pieces = \"5\" }", "{ nope = \"x\" }", "{ route = \"nowhere\" }", "{}"])
            .prop_map(|o| format!("options = {o}")),
        1 => prop::collection::vec((0u8..7, prop::sample::select(vec!["hand", "hand", "pass", "1", "3", "5", "x"])), 0..6).prop_map(|steps| {
            let s: Vec<String> = steps.iter().map(|(t, f)| format!("{t}:{f}")).collect();
            format!("replay = {:?}", s.join(" "))
        }),
        1 => (0i64..4).prop_map(|r| format!("route = {r}")),
        1 => (0i64..32).prop_map(|r| format!("ends_on = {r}")),
        1 => prop::sample::select(vec!["1", "2", "draw", "none", "x"]).prop_map(|r| format!("result = \"{r}\"")),
        1 => (0i64..4).prop_map(|n| format!("next = {n}")),
        1 => Just("colour = \"red\"".to_string()),
        1 => Just("position = ".to_string()),
    ]
}

/// Diagram blocks of the bundled pages: random changes to them reach the engine's checks.
const DIAGRAMS: &[&str] = &[
    "position = \"start\"",
    "show = \"throws\"",
    "position = \"start\"\nthrow = 2\nmove = 9\nlegal = [\"9-11\"]",
    "position = \"1:5,11 2:7,14,20\"\nthrow = 2\nmove = 5\nshow = \"before-after\"\nexpect = \"swap\"",
    "position = \"1:16,25 2:3,14,15\"\nthrow = 3\nmove = 25\nexpect = \"water\"\nends_on = 13",
    "position = \"1:27,29 2:18,23\"\nthrow = 3\nshow = \"moves\"\nlegal = [\"27-30\", \"29-off\"]",
    "position = \"1:29,30 2:10,12\"\nthrow = 1\nexpect = \"no-move\"\nnext = 1",
    "position = \"1:30 2:5,12,17,22,24 off:4,0\"\nthrow = 2\nmove = 30\nexpect = \"bear_off\"\nresult = \"1\"",
    "variant = \"senet/bell\"\nposition = \"1:5 2:7,8\"\nthrow = 2\nmove = 5\nshow = \"before-after\"\nexpect = [\"capture\", \"remove\"]",
    "variant = \"senet/bell\"\nposition = \"1:30,5 2:20 off:2,1\"\nthrow = 1\nmove = 30\nexpect = \"bear_off\"\nresult = \"1\"",
    "variant = \"senet/jequier\"\nposition = \"start\"\nthrow = 1\nmove = 10\nshow = \"before-after\"\nexpect = \"opening\"",
    "variant = \"senet/jequier\"\nposition = \"1:20,30 2:22,23,24\"\nthrow = 3\nshow = \"moves\"\nlegal = [\"20-17\", \"30-27\"]",
    "variant = \"ur/finkel\"\nposition = \"start\"\nthrow = 3\nmove = \"hand\"\nexpect = \"enter\"",
    "variant = \"ur/finkel\"\nposition = \"1:2 2:6\"\nthrow = 2\nmove = 2\nexpect = [\"rosette\", \"extra_throw\"]\nnext = 1",
    "variant = \"ur/finkel\"\nposition = \"1:5 2:7\"\nthrow = 0\nexpect = \"no-move\"\nnext = 2",
    "variant = \"ur/finkel\"\noptions = { route = \"masters\" }\nposition = \"1:11 2:-\"\nthrow = 2\nmove = 11\nroute = 1\nexpect = []",
    "variant = \"ur/bell\"\nposition = \"1:7 2:8\"\nthrow = 1\nmove = 7\nshow = \"before-after\"\nexpect = [\"capture\", \"rosette\", \"fine\"]\nnext = 1",
    "variant = \"ur/bell\"\nposition = \"1:10,12 2:- off:5,0\"\nthrow = 5\nshow = \"moves\"\nlegal = [\"10-off\"]",
];

/// A block's lines with changes: a change to a key the block has replaces its line.
fn changed(seed: &str, changes: &[String]) -> String {
    let mut lines: Vec<String> = seed.lines().map(str::to_string).collect();
    for c in changes {
        let key = c.split(" =").next().unwrap_or_default();
        match lines.iter_mut().find(|l| l.split(" =").next() == Some(key)) {
            Some(l) => *l = c.clone(),
            None => lines.push(c.clone()),
        }
    }
    lines.join("\n")
}

fn diagram() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (prop::sample::select(DIAGRAMS), prop::collection::vec(diagram_line(), 0..3)).prop_map(|(s, c)| changed(s, &c)),
        1 => prop::collection::vec(diagram_line(), 0..6).prop_map(|l| l.join("\n")),
    ]
    .prop_map(|body| format!("```diagram\n{body}\n```\n"))
}

fn differences() -> impl Strategy<Value = String> {
    let options = prop::sample::select(vec![
        "{ route = \"masters\" }",
        "{ pieces = \"5\" }",
        "{ nope = \"x\" }",
    ]);
    let name = prop::sample::select(vec![
        "variant-ur-finkel-masters",
        "variant-ur-finkel-five",
        "variant-none",
        "site-name",
    ]);
    (
        prop::option::of(variant()),
        prop::option::of(options),
        prop::option::of(name),
    )
        .prop_map(|(v, o, n)| {
            let mut s = String::from("```differences\n");
            if let Some(v) = v {
                s.push_str(&format!("variant = \"{v}\"\n"));
            }
            if let Some(o) = o {
                s.push_str(&format!("options = {o}\n"));
            }
            if let Some(n) = n {
                s.push_str(&format!("name = \"{n}\"\n"));
            }
            s + "```\n"
        })
}

fn block() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::collection::vec(prop_oneof![2 => word(), 1 => link()], 1..6).prop_map(|w| format!("{}\n", w.join(" "))),
        1 => word().prop_map(|w| format!("## {w}\n")),
        5 => diagram(),
        1 => differences(),
        1 => Just("```\nplain <code>\n```\n".to_string()),
        1 => Just("```diagram\nposition = \"start\"\n".to_string()),
        1 => Just("<div>raw</div>\n".to_string()),
    ]
}

pub(super) fn page() -> impl Strategy<Value = (String, String)> {
    let valid = (
        prop::sample::select(vec![
            "",
            "guide/",
            "senet/",
            "ur/",
            "fuzz/",
            "senet/variants/",
        ]),
        prop::sample::select(vec!["a", "b", "_index", "first", "about"]),
        prop::sample::select(vec!["en", "de"]),
    )
        .prop_map(|(d, s, l)| format!("content/{d}{s}.{l}.md"));
    let odd = prop::sample::select(vec![
        "content/Bad/a.en.md",
        "content/x y.de.md",
        "content/-.en.md",
        "content/a.xx.md",
        "content/a.md",
        "content/a.b.en.md",
    ])
    .prop_map(str::to_string);
    let file = prop_oneof![15 => valid, 1 => odd];
    let body = prop::collection::vec(block(), 0..5).prop_map(|b| b.join("\n"));
    (file, front_matter(), body).prop_map(|(file, f, b)| (file, format!("{f}{b}")))
}
