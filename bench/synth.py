#!/usr/bin/env python3
"""Generates one synthetic section for both tabula and Hugo from one source, so both
generators build identical Markdown: N pages per language in six languages, about 900
words each, with headings, a list, a six-row table and a link to the next page.

    synth.py N TABULA_SITE HUGO_SITE [--diagram]

TABULA_SITE must be a copy of a tabula site (the bundled one); the section is added as
content/synthetic/. HUGO_SITE is created from nothing: config, minimal layouts, content.
With --diagram, every page also holds one diagram (a different position per page), for
tabula only (Hugo has no diagrams).
"""
import os
import random
import sys

LANGS = ["en", "nb", "da", "cs", "de", "ja"]
WORDS = ("senet ur board square piece throw stick rosette house water beauty rebirth "
         "route player move swap capture protect block bear off enter start turn rule "
         "variant reconstruction source museum tablet sign game race path row column "
         "king queen temple scribe papyrus ancient egypt sumer babylon chance skill").split()


def paragraph(rng, words):
    out = []
    for i in range(words):
        w = rng.choice(WORDS)
        out.append(w.capitalize() if i == 0 or out[-1].endswith(".") else w)
        if i % 12 == 11:
            out[-1] += "."
    return " ".join(out) + "."


def body(rng, i, n, diagram):
    nxt = (i % n) + 1
    parts = [paragraph(rng, 120)]
    if diagram:
        # A different position on every page, the same in every language: each
        # picture is drawn once and shared by the six pages that show it.
        squares = random.Random(i).sample(range(1, 26), 4)
        parts.append("```diagram\nvariant = \"senet/standard\"\n"
                     f"position = \"1:{squares[0]},{squares[1]} 2:{squares[2]},{squares[3]}\"\n```")
    parts += ["## Overview", paragraph(rng, 160), paragraph(rng, 140),
              "## Steps", "\n".join(f"- {paragraph(rng, 14)}" for _ in range(6)),
              "## Table",
              "| throw | squares | note |\n|---|---|---|\n" + "\n".join(
                  f"| {k} | {k * 2} | {rng.choice(WORDS)} {rng.choice(WORDS)} |" for k in range(1, 7)),
              "## More", paragraph(rng, 160), paragraph(rng, 150),
              f"See also [the next page](../page-{nxt:05}/)."]
    return "\n\n".join(parts) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


HUGO_CONFIG = """baseURL = "https://tabula.example.org/"
defaultContentLanguage = "en"
defaultContentLanguageInSubdir = true
disableKinds = ["taxonomy", "term", "RSS"]
[markup.goldmark.renderer]
unsafe = false
[languages]
""" + "".join(f"[languages.{l}]\nweight = {k + 1}\nlanguageName = \"{l}\"\n" for k, l in enumerate(LANGS))

HUGO_BASEOF = """<!DOCTYPE html>
<html lang="{{ .Site.Language.Lang }}">
<head><meta charset="utf-8"><title>{{ .Title }}</title>
<meta name="description" content="{{ .Description }}">
<link rel="canonical" href="{{ .Permalink }}">
{{ range .Translations }}<link rel="alternate" hreflang="{{ .Language.Lang }}" href="{{ .Permalink }}">
{{ end }}</head>
<body>
<nav><ul>{{ range .Site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>
<nav><ul>{{ range .AllTranslations }}<li><a href="{{ .RelPermalink }}">{{ .Language.Lang }}</a></li>{{ end }}</ul></nav>
<main>{{ block "main" . }}{{ end }}</main>
<footer>{{ .Site.Language.Lang }}</footer>
</body></html>
"""
HUGO_SINGLE = """{{ define "main" }}<article><h1>{{ .Title }}</h1>
{{ .TableOfContents }}
{{ .Content }}</article>{{ end }}
"""
HUGO_LIST = """{{ define "main" }}<h1>{{ .Title }}</h1>
{{ .Content }}
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Description }}</li>{{ end }}</ul>{{ end }}
"""


def main():
    n = int(sys.argv[1])
    tabula, hugo = sys.argv[2], sys.argv[3]
    diagram = "--diagram" in sys.argv[4:]
    write(f"{hugo}/hugo.toml", HUGO_CONFIG)
    write(f"{hugo}/layouts/_default/baseof.html", HUGO_BASEOF)
    write(f"{hugo}/layouts/_default/single.html", HUGO_SINGLE)
    write(f"{hugo}/layouts/_default/list.html", HUGO_LIST)
    write(f"{hugo}/layouts/index.html", HUGO_LIST)
    for lang in LANGS:
        section = f'+++\ntitle = "Synthetic {lang}"\ndescription = "A synthetic section."\nkind = "page"\nweight = 90\n+++\n\nPages made by bench/synth.py.\n'
        write(f"{tabula}/content/synthetic/_index.{lang}.md", section)
        write(f"{hugo}/content/synthetic/_index.{lang}.md", section)
        write(f"{hugo}/content/_index.{lang}.md", '+++\ntitle = "Home"\n+++\n')
        for i in range(1, n + 1):
            rng = random.Random(f"{lang}-{i}")
            front = (f'+++\ntitle = "Page {i} {lang}"\ndescription = "Synthetic page {i}."\n'
                     f'kind = "page"\nweight = {i}\n+++\n\n')
            write(f"{tabula}/content/synthetic/page-{i:05}.{lang}.md", front + body(rng, i, n, diagram))
            rng = random.Random(f"{lang}-{i}")
            write(f"{hugo}/content/synthetic/page-{i:05}.{lang}.md", front + body(rng, i, n, False))


if __name__ == "__main__":
    main()
