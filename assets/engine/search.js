// The search box of every page: the reader's words asked of the site's search index
// (Pagefind's, at /pagefind/, made by `tabula build`), in the page's language, with
// results that lead to the page, and to the heading or the figure that holds the words.
// Loaded only when the reader comes to the box; its words are the build's (the form's
// data-words, from Fluent), so no word of any language is written here.

let pagefind = null;

// The index's script, once: null when the site has no index (or it cannot be reached).
async function index() {
  if (pagefind === null) {
    pagefind = import("/pagefind/pagefind.js").then(
      async (p) => {
        await p.options({ excerptLength: 24 });
        await p.init();
        return p;
      },
      () => null,
    );
  }
  return pagefind;
}

// "n pages found" in the page's language: the build gives the text for each plural
// category of the language.
function counted(words, lang, n) {
  const category = new Intl.PluralRules(lang).select(n);
  // A count the language writes in words comes whole; any other through its category.
  if (words.spelled?.[n]) return words.spelled[n];
  const text = words.count[category] ?? words.count.other ?? "";
  return text.replace("{count}", new Intl.NumberFormat(lang).format(n));
}

// The diagrams of a result whose caption holds a match: a caption's id is its figure's
// with "-caption" after it, and its words follow it in the page, as many as its text has.
function figures(data) {
  const out = [];
  for (const a of data.anchors ?? []) {
    if (a.element !== "figcaption" || !a.id?.endsWith("-caption")) continue;
    const length = (a.text ?? "").split(/\s+/).filter(Boolean).length;
    if (data.locations.some((l) => l >= a.location && l < a.location + length)) {
      out.push({ id: a.id.slice(0, -"-caption".length), text: a.text });
    }
  }
  return out;
}

function item(href, title, excerpt) {
  const li = document.createElement("li");
  const link = document.createElement("a");
  link.href = href;
  link.textContent = title;
  li.append(link);
  if (excerpt) {
    const p = document.createElement("p");
    // Pagefind's excerpts are the page's text, escaped, with <mark> around the match.
    p.innerHTML = excerpt;
    li.append(p);
  }
  return li;
}

function shorten(text, words) {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")} …` : all.join(" ");
}

export async function start(form) {
  if (form.dataset.started) return;
  form.dataset.started = "yes";
  const words = JSON.parse(form.dataset.words);
  const lang = document.documentElement.lang;
  const box = form.querySelector("input");
  const status = form.querySelector(".search-status");
  const list = form.querySelector(".search-results");
  let asked = 0;

  const clear = () => {
    list.replaceChildren();
    list.hidden = true;
    status.textContent = "";
  };

  const ask = async () => {
    const term = box.value.trim();
    const mine = ++asked;
    if (!term) {
      clear();
      return;
    }
    status.textContent = words.loading;
    const p = await index();
    if (mine !== asked) return;
    if (!p) {
      status.textContent = words.unavailable;
      return;
    }
    const found = await p.debouncedSearch(term, {}, 200);
    if (found === null || mine !== asked) return;
    const shown = await Promise.all(found.results.slice(0, 8).map((r) => r.data()));
    if (mine !== asked) return;
    list.replaceChildren();
    for (const data of shown) {
      const subs = document.createElement("ul");
      // The sections that hold the words best (a heading's words weigh more), at most three;
      // the page's own title is not one: the page's link already leads there.
      const score = (s) => (s.weighted_locations ?? []).reduce((sum, w) => sum + (w.balanced_score ?? w.weight ?? 1), 0);
      const sections = (data.sub_results ?? [])
        .filter((s) => s.url !== data.url && s.title !== data.meta?.title)
        .sort((a, b) => score(b) - score(a))
        .slice(0, 3);
      for (const s of sections) subs.append(item(s.url, s.title, s.excerpt));
      // The page's own excerpt where no section says more.
      const li = item(data.url, data.meta?.title ?? data.url, sections.length ? "" : data.excerpt);
      for (const f of figures(data).slice(0, 2)) {
        subs.append(item(`${data.url}#${f.id}`, words.figure.replace("{caption}", shorten(f.text, 12)), ""));
      }
      if (subs.children.length) li.append(subs);
      list.append(li);
    }
    list.hidden = shown.length === 0;
    status.textContent = found.results.length ? counted(words, lang, found.results.length) : words.none;
  };

  box.addEventListener("input", ask);
  // The keyboard: down from the box into the results, up and down through them, Escape
  // back to an empty box.
  form.addEventListener("keydown", (e) => {
    const links = [...list.querySelectorAll("a")];
    const at = links.indexOf(document.activeElement);
    if (e.key === "ArrowDown" && links.length) {
      e.preventDefault();
      links[Math.min(at + 1, links.length - 1)].focus();
    } else if (e.key === "ArrowUp" && at >= 0) {
      e.preventDefault();
      (at === 0 ? box : links[at - 1]).focus();
    } else if (e.key === "Escape") {
      box.value = "";
      clear();
      box.focus();
    }
  });
  index();
  if (box.value.trim()) ask();
}
