// The search box as a reader uses it, in headless Chromium: nothing of search is fetched
// before the box has focus; a term typed gives results in the page's language, the
// page that explains the term first, with a link to the heading that holds it; the
// results are reached with the arrow keys and left with Escape; the count is said in a
// live region; Arabic reads right to left and in Arabic; Japanese finds a word inside
// a sentence (the index segments it); and the standard Pagefind script works at
// /pagefind/ (the contract other tools rely on).

function watch(page) {
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

// Types a term into the box of the page at `path` and waits for its results.
async function ask(page, term) {
  const box = page.locator("#site-search-input");
  await box.click();
  await box.fill(term);
  await page.waitForFunction(() => {
    const s = document.querySelector("#site-search-status");
    const list = document.querySelector("#site-search-results");
    // The loading word ends in an ellipsis in every language; the count and "none" do not.
    return s && s.textContent && !/…$/.test(s.textContent) && (list.children.length > 0 || list.hidden);
  }, null, { timeout: 20000 });
  return page.evaluate(() => ({
    status: document.querySelector("#site-search-status").textContent,
    results: [...document.querySelectorAll("#site-search-results > li")].map((li) => ({
      url: li.querySelector("a").getAttribute("href"),
      title: li.querySelector("a").textContent,
      subs: [...li.querySelectorAll("ul a")].map((a) => a.getAttribute("href")),
    })),
  }));
}

export async function checkSearch(browser, origin, check) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors = watch(page);
  const fetched = [];
  page.on("request", (r) => fetched.push(r.url()));
  // The bytes search fetches for a first query: its script, Pagefind's and the index's.
  const bytes = { total: 0, files: 0 };
  page.on("response", async (r) => {
    if (!/\/pagefind\/|\/engine\/search\.js/.test(r.url())) return;
    const body = await r.body().catch(() => null);
    if (body) { bytes.total += body.length; bytes.files += 1; }
  });
  await page.goto(`${origin}/en/senet/`, { waitUntil: "load" });
  await page.waitForTimeout(300);
  check(!fetched.some((u) => /\/pagefind\/|\/engine\/search\.js/.test(u)), `search: nothing of search is fetched before the box has focus (${fetched.filter((u) => /pagefind|search/.test(u)).join(", ")})`);
  check(await page.locator("#site-search-input").isVisible(), "search: the box is shown in the header");
  const label = await page.locator('label[for="site-search-input"]').textContent();
  check(label.trim().length > 0, "search: the box has a label");

  // The page that explains the term ranks first, and its result leads to the heading.
  const water = await ask(page, "House of Water");
  check(water.results.length > 0, `search: "House of Water" finds pages (${water.status})`);
  const first = water.results[0] ?? { url: "", subs: [] };
  check(first.url === "/en/senet/learn/", `search: the first result for "House of Water" is the page with a section on it (${water.results.map((r) => r.url).join(", ")})`);
  check(water.results.every((r) => r.url.startsWith("/en/")), "search: English pages only, from an English page");
  check(first.subs[0] === "/en/senet/learn/#house-of-water", `search: the first result's first link is the heading that explains the term (${JSON.stringify(first.subs)})`);
  check(/\d/.test(water.status), `search: the count is said (${water.status})`);
  await page.waitForTimeout(300);
  console.log(`figure: bytes fetched by a first search ("House of Water" on /en/senet/): ${bytes.total} in ${bytes.files} files`);
  check(await page.locator("#site-search-status").getAttribute("role") === "status", "search: the count is in a live region");

  // The keyboard: down into the results, Enter follows the link.
  await page.keyboard.press("ArrowDown");
  const focused = await page.evaluate(() => document.activeElement?.closest("#site-search-results") !== null && document.activeElement?.tagName);
  check(focused === "A", "search: ArrowDown from the box reaches the first result");
  await page.keyboard.press("Escape");
  const cleared = await page.evaluate(() => ({ value: document.querySelector("#site-search-input").value, focus: document.activeElement?.id, shown: !document.querySelector("#site-search-results").hidden }));
  check(cleared.value === "" && cleared.focus === "site-search-input" && !cleared.shown, `search: Escape empties the box and goes back to it (${JSON.stringify(cleared)})`);
  // A term in a figure's caption leads to the figure.
  const board = await ask(page, "empty board");
  check(board.results.some((r) => r.subs.some((s) => /#diagram-[0-9a-f]+$/.test(s))), `search: a term in a figure's caption links to the figure (${JSON.stringify(board.results.map((r) => r.subs))})`);
  const none = await ask(page, "qqqzzzxx");
  check(none.results.length === 0 && none.status.length > 0, `search: a term found nowhere says so (${none.status})`);

  // The standard Pagefind API at /pagefind/ answers, as tools outside tabula use it.
  const api = await page.evaluate(async () => {
    const p = await import("/pagefind/pagefind.js");
    const s = await p.search("rosette");
    return s.results.length;
  });
  check(api > 0, `search: import('/pagefind/pagefind.js') then search('rosette') answers (${api} results)`);
  check(errors.length === 0, `search: no console errors (${errors.join("; ")})`);

  // Arabic: right to left, the words in Arabic, Arabic pages found.
  const ar = await context.newPage();
  const arErrors = watch(ar);
  await ar.goto(`${origin}/ar/ur/`, { waitUntil: "load" });
  const dir = await ar.evaluate(() => getComputedStyle(document.querySelector("#site-search-input")).direction);
  check(dir === "rtl", `search: the Arabic box reads right to left (${dir})`);
  const arFound = await ask(ar, "الوردة");
  check(arFound.results.length > 0 && arFound.results.every((r) => r.url.startsWith("/ar/")), `search: an Arabic term finds Arabic pages (${arFound.results.map((r) => r.url).join(", ")})`);
  check(!/[A-Za-z]{3}/.test(arFound.status), `search: the Arabic count is in Arabic (${arFound.status})`);
  check(arErrors.length === 0, `search: no console errors in Arabic (${arErrors.join("; ")})`);

  // Japanese: a word inside a sentence is found (the index segments Japanese).
  const ja = await context.newPage();
  await ja.goto(`${origin}/ja/ur/`, { waitUntil: "load" });
  const jaFound = await ask(ja, "ロゼット");
  check(jaFound.results.length > 0 && jaFound.results.every((r) => r.url.startsWith("/ja/")), `search: a Japanese word finds Japanese pages (${jaFound.results.map((r) => r.url).join(", ")})`);
  await context.close();
}

// The contents of a long page: beside the text on a wide screen, at the top on a phone,
// and the section being read is marked as the reader scrolls.
export async function checkContents(browser, origin, check) {
  for (const width of [1280, 360]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${origin}/en/ur/learn/`, { waitUntil: "load" });
    const toc = page.locator("nav.toc");
    check(await toc.count() === 1, `contents @${width}px: the tutorial has its contents`);
    const box = await toc.boundingBox();
    const main = await page.locator("main .content").boundingBox();
    if (width === 1280) check(box.x >= main.x + main.width, `contents @${width}px: beside the text (${box.x} ≥ ${main.x + main.width})`);
    else check(box.y < main.y, `contents @${width}px: above the text`);
    const target = await page.locator("nav.toc a").nth(4).getAttribute("href");
    await page.evaluate((id) => document.getElementById(id.slice(1)).scrollIntoView(), target);
    await page.waitForTimeout(200);
    const current = await page.locator('nav.toc a[aria-current]').getAttribute("href").catch(() => null);
    check(current === target, `contents @${width}px: the section scrolled to is marked (${current}, expected ${target})`);
    await page.close();
  }
}
