//! Random Fluent files, changes to the rule data and template text: the site's other
//! sources, each mostly valid and sometimes broken.

use super::{word, Fluent, RuleChange};
use proptest::prelude::*;

fn fluent_entry() -> impl Strategy<Value = String> {
    let id = prop_oneof![
        6 => prop::sample::select(vec!["fuzz-a", "fuzz-b", "fuzz-c"]),
        1 => prop::sample::select(vec![
            "site-name", "skip-link", "fallback-notice", "og-locale", "not-found", "diagram-title", "diagram-side", "diagram-legal",
            "throws-caption", "rule-pieces", "cell-pieces", "variant-senet-bell", "list-comma", "sentence-join",
        ]),
    ]
    .boxed();
    let var = prop::sample::select(vec![
        "$language",
        "$count",
        "$variant",
        "$player",
        "$nope",
        "$throw",
    ]);
    let valid = prop_oneof![
        (id.clone(), word()).prop_map(|(i, w)| format!("{i} = {w}\n")),
        (id.clone(), var.clone(), word()).prop_map(|(i, v, w)| format!("{i} = {w} {{ {v} }}\n")),
        (id.clone(), var.clone())
            .prop_map(|(i, v)| format!("{i} = {{ {v} ->\n    [one] one\n   *[other] other\n}}\n")),
        (
            id.clone(),
            prop::sample::select(vec![
                "fuzz-a",
                "site-name",
                "-term",
                "-nope",
                "nowhere",
                "fuzz-b.attr"
            ])
        )
            .prop_map(|(i, r)| format!("{i} = see {{ {r} }}\n")),
        Just("-term = a term\n".to_string()),
        id.clone()
            .prop_map(|i| format!("{i} = text\n    .attr = an attribute\n")),
        Just("# a comment\n".to_string()),
    ];
    let broken = prop_oneof![
        (id.clone(), var).prop_map(|(i, v)| format!("{i} = {{ {v} ->\n    [one] one\n}}\n")),
        id.clone().prop_map(|i| format!("{i} = {{\n")),
        id.clone().prop_map(|i| format!("{i} = {{ $ }}\n")),
        id.prop_map(|i| format!("{i} = {{ \"unclosed }}\n")),
        Just("= no id\n".to_string()),
        Just("  indented = x\n".to_string()),
        Just("bare-id\n".to_string()),
        Just("é = x\n".to_string()),
    ];
    prop_oneof![12 => valid, 1 => broken]
}

pub(super) fn fluent() -> impl Strategy<Value = Fluent> {
    let text = prop::collection::vec(fluent_entry(), 0..4)
        .prop_map(|e| e.concat())
        .boxed();
    let new_file = prop::sample::select(vec![
        "locales/en/fuzz.ftl",
        "locales/de/fuzz.ftl",
        "locales/de/site.ftl",
        "locales/de/diagrams.ftl",
    ]);
    let old_file = prop::sample::select(vec![
        "locales/en/site.ftl",
        "locales/en/rules.ftl",
        "locales/en/diagrams.ftl",
        "locales/de/site.ftl",
    ]);
    prop_oneof![
        (new_file, text.clone()).prop_map(|(f, t)| Fluent::Write(f.to_string(), t)),
        (old_file, text).prop_map(|(f, t)| Fluent::Append(f.to_string(), t)),
    ]
}

pub(super) fn rule_change() -> impl Strategy<Value = RuleChange> {
    let number = prop_oneof![
        6 => prop::sample::select(vec![0i64, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 26, 27, 28, 29, 30, 31, 32, 100, 255]),
        1 => prop::sample::select(vec![-1i64, 256, 65536, 99_999_999_999]),
    ];
    let text = prop::sample::select(vec![
        "senet",
        "ur",
        "hand",
        "alternate",
        "swap",
        "capture",
        "remove",
        "exact",
        "table",
        "score",
        "all-off",
        "bell",
        "masters",
        "sticks",
        "long-die",
        "binary-dice",
        "rebirth",
        "first-empty",
        "nope",
        "",
    ]);
    let line = prop::sample::select(vec![
        "standard = true",
        "standard = false",
        "bogus = 1",
        "[pieces]",
        "count = 3",
        "faces = []",
        "extra_throw = [0, 9]",
        "safe_squares = [0, 31]",
        "values = { \"0\" = 0 }",
        "beauty = 40",
        "[options.x]\ndefault = \"a\"\nvalues.b = {}",
    ]);
    prop_oneof![
        4 => (0usize..40, number).prop_map(|(n, v)| RuleChange::Number(n, v)),
        2 => (0usize..30, text.clone()).prop_map(|(n, t)| RuleChange::Text(n, t.to_string())),
        1 => (0usize..60).prop_map(RuleChange::Delete),
        1 => (0usize..60, line).prop_map(|(n, l)| RuleChange::Insert(n, l.to_string())),
        1 => text.prop_map(|t| RuleChange::OptionDefault(t.to_string())),
        1 => (0usize..60).prop_map(RuleChange::Truncate),
    ]
}

pub(super) fn template_text() -> impl Strategy<Value = String> {
    let valid = prop::sample::select(vec![
        "{{ title }}",
        "{{ t(key=\"site-name\") }}",
        "{{ t(key=\"fuzz-a\") }}",
        "{{ t(key=\"fallback-notice\", language=\"x\") }}",
        "{{ t(key=\"diagram-side\", player=1, count=2, squares=\"1, 2\", extras=0) }}",
        "{% if noindex %}x{% endif %}",
        "{% for c in children %}{{ c.title }}{% endfor %}",
        "{{ content | safe }}",
        "{{ lang }}",
        "{# a comment #}",
    ]);
    let broken = prop::sample::select(vec![
        "{{ oops(",
        "{% if %}",
        "{{ nope }}",
        "{% endfor %}",
        "{{ t() }}",
        "{{ t(key=1) }}",
        "{{ t(key=\"nowhere\") }}",
        "{{ 1 % 0 }}",
        "{% include \"nope.html\" %}",
        "{% extends \"nope.html\" %}",
        "{{ title | nofilter }}",
        "{{ title | truncate(length=-1) }}",
        "{% block title %}{% endblock title %}",
    ]);
    prop_oneof![2 => valid, 1 => broken].prop_map(str::to_string)
}
