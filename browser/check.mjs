// Checks the built site the way a reader meets it, in headless Chromium:
// every page of every language at 360 px and 1280 px wide loads without console
// errors or failed requests, nothing overflows horizontally, difference-table
// cells carry their labels on narrow screens, every diagram is visible, axe-core
// finds no serious or critical violation, the language switcher leads to the same
// page, every link and anchor resolves, right-to-left pages render right to left.
// Also: every HTML file is valid HTML5 (the Nu validator) and sitemap.xml follows
// the sitemap and xhtml:link rules with reciprocal alternates. Screenshots of the
// home, a variant page and a tutorial in en, ja and ar go to target/screenshots/.
//
// Every page is checked with scripts (once the boards to try and the play page are
// ready) and, at 360 px in English and Arabic, without them. The engine in the page has its own checks in
// play.mjs: a whole game on every play page by clicks and by keyboard, a replay
// stepped, a shared link opened, an exercise answered by click and by keyboard in
// English and Arabic, and the figures printed at the end; the search box in
// search.mjs. Pages are
// visited a few at a time, as tabs of one browser (pool.mjs, TABULA_CHECK_TABS, 4
// unless set); each phase prints how long it took (`took:` lines).
//
// Usage: node browser/check.mjs [DIST] (default: dist). Needs /usr/bin/chromium
// (or CHROMIUM=path) and, for the HTML check, java.

import { chromium } from "playwright-core";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { readFileSync, readdirSync, statSync, mkdirSync, existsSync } from "node:fs";
import { join, extname, dirname, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { ready, checkPlay, checkLinks, checkReplay, checkExercises, checkOffline, timeToFirstBoard, weigh, layoutShift } from "./play.mjs";
import { pool, tabs, seconds } from "./pool.mjs";
import { checkSearch, checkContents } from "./search.mjs";
import { checkHandout } from "./print.mjs";
import { checkMotion } from "./motion.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..");
const dist = resolve(process.argv[2] || join(repo, "dist"));
const shots = join(repo, "target", "screenshots");
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const failures = [];
let passed = 0;
function check(ok, what) {
  if (ok) passed++;
  else {
    failures.push(what);
    // Said at once too, so a run cut short still shows what failed.
    console.error(`FAIL ${what}`);
  }
}

// A step that must end: a hang becomes a failure, not a stalled run.
function within(ms, what, promise) {
  let timer;
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

const types = {
  ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml",
  ".png": "image/png", ".xml": "application/xml; charset=utf-8", ".txt": "text/plain; charset=utf-8",
  ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".wasm": "application/wasm",
};

// The compressed bytes of each text file served, made once for its bytes (a file a
// check rewrites, as a newer build, is compressed anew): hosts send HTML, styles,
// scripts, JSON, SVG and WebAssembly gzip-compressed to a browser that accepts it, so
// the times measured here (the first board on a slow network) are a reader's.
const compressed = new Map();
function body(file, type, accepts) {
  const bytes = readFileSync(file);
  if (!accepts || !/html|css|javascript|json|svg|wasm|xml|text\/plain/.test(type)) return { bytes, gzip: false };
  let gz = compressed.get(file);
  if (!gz || !gz.raw.equals(bytes)) {
    gz = { raw: bytes, bytes: gzipSync(bytes) };
    compressed.set(file, gz);
  }
  return { bytes: gz.bytes, gzip: true };
}

// A static server for dist/, as a host would serve it (compressed, as above).
function serve() {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path.includes("..")) { res.writeHead(400); return res.end(); }
    if (path.endsWith("/")) path += "index.html";
    let file = join(dist, path);
    if (existsSync(file) && statSync(file).isDirectory()) {
      res.writeHead(301, { Location: path + "/" });
      return res.end();
    }
    if (!existsSync(file)) {
      const lang = path.split("/")[1];
      const notFound = existsSync(join(dist, lang, "404.html")) ? join(dist, lang, "404.html") : join(dist, "404.html");
      res.writeHead(404, { "Content-Type": types[".html"] });
      return res.end(readFileSync(notFound));
    }
    const type = types[extname(file)] || "application/octet-stream";
    const { bytes, gzip } = body(file, type, /\bgzip\b/.test(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, { "Content-Type": type, ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}) });
    res.end(bytes);
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

function validateHtml(files) {
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
  let out = "";
  try {
    execFileSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...files], { encoding: "utf8", maxBuffer: 1 << 28 });
  } catch (e) {
    out = e.stdout || String(e);
  }
  const messages = out ? (JSON.parse(out).messages || []) : [];
  const byFile = new Map();
  for (const m of messages.filter((m) => m.type === "error")) {
    const f = (m.url || "").replace("file:", "");
    byFile.set(f, [...(byFile.get(f) || []), `${m.lastLine}:${m.firstColumn || m.lastColumn}: ${m.message}`]);
  }
  for (const f of files) {
    const errs = byFile.get(resolve(f)) || byFile.get(f) || [];
    check(errs.length === 0, `HTML5: ${f.replace(dist, "dist")}: ${errs.slice(0, 5).join(" | ")}`);
  }
}

function checkSitemap(base) {
  const xml = readFileSync(join(dist, "sitemap.xml"), "utf8");
  check(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), "sitemap: XML declaration");
  check(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/.test(xml), "sitemap: urlset with the sitemap and xhtml namespaces");
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  check(urls.length > 0 && urls.length <= 50000, `sitemap: ${urls.length} urls (1 to 50,000)`);
  const entries = new Map();
  for (const u of urls) {
    const locs = [...u.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    check(locs.length === 1, `sitemap: one <loc> per <url> (${locs.join(", ")})`);
    const loc = locs[0];
    check(/^https?:\/\/[^\s<>]+$/.test(loc) && loc.length < 2048 && loc.startsWith(base), `sitemap: ${loc} is an absolute URL of the site`);
    check(!entries.has(loc), `sitemap: ${loc} listed once`);
    const alts = [...u.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({ lang: m[1], href: m[2] }));
    for (const a of alts) check(a.lang === "x-default" || /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(a.lang), `sitemap: hreflang ${a.lang} is a language tag`);
    check(alts.some((a) => a.href === loc), `sitemap: ${loc} lists itself among its alternates`);
    entries.set(loc, alts);
  }
  for (const [loc, alts] of entries) {
    for (const a of alts.filter((a) => a.lang !== "x-default")) {
      const back = entries.get(a.href);
      check(back && back.some((b) => b.href === loc), `sitemap: ${a.href} lists ${loc} back (reciprocal alternates)`);
      // The file behind the URL exists.
      const rel = a.href.slice(base.length).replace(/\/$/, "/index.html");
      check(existsSync(join(dist, rel)), `sitemap: ${a.href} is a page of the site`);
    }
  }
}

async function main() {
  const files = walk(dist);
  const htmlFiles = files.filter((f) => f.endsWith(".html"));
  const pages = htmlFiles
    .filter((f) => f.endsWith("index.html") && f !== join(dist, "index.html"))
    .map((f) => "/" + f.slice(dist.length + 1).replace(/index\.html$/, ""))
    // TABULA_CHECK_PAGES (a regular expression) checks only the pages it matches.
    .filter((p) => !process.env.TABULA_CHECK_PAGES || new RegExp(process.env.TABULA_CHECK_PAGES).test(p))
    .sort();
  const base = (readFileSync(join(dist, "sitemap.xml"), "utf8").match(/<loc>(https?:\/\/[^/<]+)/) || [])[1] || "";
  console.log(`checking ${pages.length} pages of ${dist}`);
  let started = Date.now();
  validateHtml(htmlFiles);
  console.log(`took: the HTML validator on ${htmlFiles.length} files: ${seconds(started)} s`);
  checkSitemap(base);

  const server = await serve();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  // Each address is fetched once, even when several tabs ask for it at the same time.
  const linkStatus = new Map();
  const idsOf = new Map();
  async function resolveLink(url) {
    if (!linkStatus.has(url)) {
      linkStatus.set(url, (async () => {
        const r = await fetch(url, { redirect: "follow" });
        const body = (r.headers.get("content-type") || "").includes("html") ? await r.text() : "";
        idsOf.set(url, new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
        return r.status;
      })());
    }
    return linkStatus.get(url);
  }
  mkdirSync(shots, { recursive: true });
  const screenshotPages = new Set(["", "senet/variants/bell/", "senet/learn/"].flatMap((p) => ["en", "ja", "ar"].map((l) => `/${l}/${p}`)));
  for (const [width, scripts] of [[360, true], [1280, true], [360, false]]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: scripts, serviceWorkers: "block" });
    const axeContext = scripts ? null : await browser.newContext({ viewport: { width, height: 900 } });
    started = Date.now();
    // Without scripts, a left-to-right and a right-to-left language are enough: what
    // the scripts change does not depend on the language.
    const visited = pages.filter((p) => scripts || /^\/(en|ar)\//.test(p));
    // Where a phase's time goes, summed over its pages (tab time, not wall time).
    const spent = { load: 0, layout: 0, links: 0, axe: 0 };
    await pool(visited, tabs, async (path) => {
      const page = await context.newPage();
      const errors = [];
      page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("requestfailed", (r) => errors.push(`failed request ${r.url()}`));
      page.on("response", (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
      const where = `${path} @${width}px${scripts ? "" : " without scripts"}`;
      let lap = Date.now();
      const clock = (what) => { const now = Date.now(); spent[what] += now - lap; lap = now; };
      await page.goto(origin + path, { waitUntil: "load" });
      if (scripts) await ready(page).catch((e) => errors.push(`the page's scripts did not get ready: ${e.message.split("\n")[0]}`));
      check(errors.length === 0, `${where}: console errors or failed requests: ${errors.join("; ")}`);
      clock("load");
      const layout = await page.evaluate(() => {
        const doc = document.documentElement;
        const wide = [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > doc.clientWidth + 1 && getComputedStyle(e).position !== "absolute")
          .slice(0, 3)
          .map((e) => e.tagName.toLowerCase() + (e.className ? "." + e.className : ""));
        const cells = [...document.querySelectorAll(".differences td")].map((td) => ({
          label: td.getAttribute("data-label"),
          before: getComputedStyle(td, "::before").content,
        }));
        // The pictures a reader sees: a before-and-after figure holds two layouts and shows one.
        const diagrams = [...document.querySelectorAll("figure.diagram svg.board")].filter((s) => getComputedStyle(s).display !== "none").map((s) => {
          const r = s.getBoundingClientRect();
          const drawing = s.querySelector("use") ?? s.querySelector("g");
          let inner = 0;
          try { const b = drawing.getBBox(); inner = b.width * b.height; } catch (e) { inner = -1; }
          return { w: r.width, h: r.height, inner, title: !!s.querySelector("title")?.textContent, desc: !!s.querySelector("desc")?.textContent };
        });
        // A figure reads board, caption, controls: its caption starts just below the
        // board it shows, and its controls stay folded until asked for.
        const figures = [...document.querySelectorAll("figure.diagram")].filter((f) => f.querySelector(":scope > svg.board")).map((f) => {
          const board = [...f.querySelectorAll(":scope > svg.board")].find((s) => getComputedStyle(s).display !== "none");
          const caption = f.querySelector(":scope > figcaption");
          const tryIt = f.querySelector("details.figure-try");
          return {
            id: f.id,
            gap: board && caption ? caption.getBoundingClientRect().top - board.getBoundingClientRect().bottom : 0,
            board: board ? board.getBoundingClientRect().width : 0,
            folded: !tryIt || !tryIt.open,
          };
        });
        // Words a table breaks in the middle ("Wahrscheinlic|hkeit"): a word whose
        // letters lie on two lines. Japanese breaks between any two characters by its
        // own rules, so only the other languages are asked.
        const broken = [];
        if (!doc.lang.startsWith("ja")) {
          const words = new Intl.Segmenter(doc.lang, { granularity: "word" });
          for (const cell of document.querySelectorAll("td, th")) {
            if (!cell.getClientRects().length) continue;
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const w of words.segment(node.data)) {
                if (!w.isWordLike || w.segment.length < 2) continue;
                // A break at a soft hyphen the build put in is a hyphenation, not a break
                // inside a word: each part between them must stay on one line.
                let at = w.index;
                for (const part of w.segment.split("\u00ad")) {
                  // The line of each letter (the last box of its range: a range that
                  // starts right after a soft hyphen also holds the hyphen drawn at the
                  // end of the line before).
                  const tops = new Set();
                  for (let k = at; k < at + part.length; k++) {
                    const range = document.createRange();
                    range.setStart(node, k);
                    range.setEnd(node, k + 1);
                    const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
                    if (boxes.length) tops.add(Math.round(boxes[boxes.length - 1].top));
                  }
                  at += part.length + 1;
                  if (tops.size > 1) broken.push(w.segment.replaceAll("\u00ad", "-"));
                }
              }
            }
          }
        }
        const switcher = [...document.querySelectorAll("nav.languages a")].map((a) => ({ lang: a.getAttribute("hreflang"), href: a.getAttribute("href") }));
        const links = [...document.querySelectorAll("a[href], link[href]")].map((a) => a.href);
        // The words a play page embeds end where their element ends (no phrase can
        // leave the HTML parser inside it), so the page's script and footer follow.
        const embedded = document.getElementById("tabula-words");
        let words = null;
        try { words = embedded && JSON.parse(embedded.textContent).lang; } catch { words = "not JSON"; }
        const play = !!document.querySelector(".play[data-variant]");
        const scripts = [...document.scripts].map((s) => s.getAttribute("src")).filter(Boolean);
        return {
          words, play, playScript: scripts.includes("/engine/play.js"), footer: !!document.querySelector("footer.site-footer"),
          overflow: doc.scrollWidth > doc.clientWidth + 1, wide, cells, diagrams, figures, broken, switcher, links, viewport: doc.clientWidth,
          lang: doc.lang, dir: doc.dir, direction: getComputedStyle(document.body).direction,
        };
      });
      clock("layout");
      check(!layout.overflow, `${where}: overflows horizontally (${layout.wide.join(", ")})`);
      for (const c of layout.cells) {
        const labelled = width > 640 || c.before === JSON.stringify(c.label);
        check(labelled, `${where}: difference-table cell without its label on a narrow screen (${c.before})`);
      }
      for (const [i, d] of layout.diagrams.entries()) {
        check(d.w > 0 && d.h > 0 && d.inner !== 0, `${where}: diagram ${i + 1} is not visible (${JSON.stringify(d)})`);
        check(d.title && d.desc, `${where}: diagram ${i + 1} has no title or description`);
      }
      check(layout.broken.length === 0, `${where}: a table breaks words in the middle: ${layout.broken.slice(0, 5).join(", ")}`);
      for (const f of layout.figures) {
        check(f.gap >= 0 && f.gap <= 120, `${where}: the caption of ${f.id} starts ${Math.round(f.gap)} px below its board (0 to 120)`);
        check(f.folded, `${where}: the controls of ${f.id} are not folded`);
        // On a phone a board fills the screen's width, so its numbers are 10 px or more.
        if (width <= 640) check(f.board >= layout.viewport - 1, `${where}: the board of ${f.id} is ${Math.round(f.board)} px wide on a ${layout.viewport} px screen`);
      }
      const lang = path.split("/")[1];
      const rest = path.split("/").slice(2).join("/");
      for (const s of layout.switcher) {
        check(s.href === `/${s.lang}/${rest}`, `${where}: language switcher link ${s.href} is not the same page in ${s.lang}`);
      }
      if (lang === "ar") {
        check(layout.dir === "rtl" && layout.direction === "rtl", `${where}: the Arabic page does not render right to left`);
      } else {
        check(layout.direction === "ltr", `${where}: the page does not render left to right`);
      }
      check(layout.lang === lang, `${where}: <html lang> is ${layout.lang}`);
      check(layout.footer, `${where}: the page has lost its footer`);
      if (layout.play) {
        check(layout.words === lang && layout.playScript, `${where}: the play page's words (#tabula-words: ${layout.words}) and play.js are elements of their own`);
      }
      if (width === 1280) {
        for (const href of layout.links.filter((h) => !h.startsWith("blob:"))) {
          const u = new URL(href);
          if (u.origin !== origin) continue;
          const target = u.origin + u.pathname;
          const status = await resolveLink(target);
          check(status === 200, `${where}: link ${u.pathname} answers ${status}`);
          // A fragment of name=value pairs is a play page's game, not an anchor.
          if (u.hash && status === 200 && !u.hash.includes("=")) {
            const id = decodeURIComponent(u.hash.slice(1));
            check(idsOf.get(target).has(id), `${where}: link ${u.pathname}${u.hash} leads to no such anchor`);
          }
        }
      }
      clock("links");
      // Without scripts axe cannot run in the page (its timers never fire): the page as
      // such a reader gets it (no script run, the <noscript> content shown) is copied
      // into a page that runs axe alone.
      let audited = page;
      if (!scripts) {
        const html = await page.evaluate(() => document.documentElement.outerHTML);
        audited = await axeContext.newPage();
        await audited.setContent(
          html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<(\/?)noscript\b/gi, "<$1div").replace(/<head>/i, `<head><base href="${origin}${path}">`),
          { waitUntil: "load" },
        );
      }
      await audited.addScriptTag({ content: axeSource });
      const axe = await within(60000, `${where}: axe-core`, audited.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ["violations"] });
        return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 2).map((n) => n.target.join(" ")).join(", ")}`);
      })).catch((e) => [e.message]);
      check(axe.length === 0, `${where}: axe-core: ${axe.join("; ")}`);
      if (audited !== page) await audited.close();
      clock("axe");
      if (screenshotPages.has(path) && scripts) {
        const name = `${lang}-${rest.replace(/\//g, "-") || "home"}${rest ? "" : ""}-${width}.png`.replace("--", "-");
        await page.screenshot({ path: join(shots, name), fullPage: true });
      }
      await page.close();
    });
    await context.close();
    await axeContext?.close();
    console.log(`took: ${visited.length} pages at ${width} px${scripts ? "" : " without scripts"}, ${tabs} at a time: ${seconds(started)} s (tab seconds: ${Object.entries(spent).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(", ")})`);
  }
  // The engine in the page.
  // With TABULA_CHECK_PAGES, only the checks of the pages it matches, and no figures.
  const narrowed = !!process.env.TABULA_CHECK_PAGES;
  const variants = pages.filter((p) => /^\/en\/[^/]+\/play\/[^/]+\/$/.test(p)).map((p) => p.split("/").filter(Boolean)).map(([, g, , v]) => `${g}/${v}`);
  if (!narrowed) check(variants.length >= 9, `play pages: one for every variant (${variants.join(", ")})`);
  started = Date.now();
  await checkPlay(browser, origin, variants, check);
  console.log(`took: a game by clicks and one by keyboard on ${variants.length} play pages, ${tabs} at a time, and the play page's links: ${seconds(started)} s`);
  started = Date.now();
  if (!narrowed || pages.includes("/en/ur/play/finkel/")) await checkLinks(browser, origin, check);
  if (!narrowed || pages.includes("/en/ur/learn/")) await checkReplay(browser, origin, "/en/ur/learn/", check);
  if (!narrowed || pages.includes("/en/ur/play/finkel/")) await checkOffline(browser, origin, dist, check);
  if (!narrowed || pages.includes("/en/ur/rules/")) await checkHandout(browser, origin, check);
  if (!narrowed || pages.includes("/en/ur/play/finkel/")) await checkMotion(browser, origin, check);
  // The exercises, by click and by keyboard, in English and in Arabic.
  const exercises = pages.filter((p) => /^\/en\/[^/]+\/exercises\/[^/]+\/$/.test(p));
  if (!narrowed) check(exercises.length >= 1, `exercise pages: at least one (${exercises.join(", ")})`);
  for (const p of exercises.slice(0, 1)) {
    const en = await checkExercises(browser, origin, p, check);
    const ar = await checkExercises(browser, origin, p.replace(/^\/en\//, "/ar/"), check);
    check(ar.right !== en.right && !/[A-Za-z]{3}/.test(ar.right + ar.wrong), `${p}: the Arabic page says its verdicts in Arabic (${ar.right})`);
  }
  console.log(`took: links made or edited by hand, and a replay: ${seconds(started)} s`);
  if (!narrowed || pages.includes("/en/senet/")) {
    started = Date.now();
    await checkSearch(browser, origin, check);
    await checkContents(browser, origin, check);
    console.log(`took: the search box in English, Arabic and Japanese, and a page's contents: ${seconds(started)} s`);
  }
  if (narrowed) return finish(browser, server);
  console.log(`figure: time to the first board to try on a 360 px phone profile (CPU ×4, fast 3G), ms: ${(await timeToFirstBoard(browser, origin, "/en/ur/learn/")).join(", ")}`);
  for (const p of ["/en/ur/learn/", "/en/ur/play/finkel/", "/en/senet/play/kendall/", "/en/about/"]) {
    const w = await weigh(browser, origin, p);
    const total = Object.values(w).reduce((a, b) => a + b, 0);
    console.log(`figure: bytes shipped by ${p}, gzip: ${JSON.stringify(w)}, total ${total}, wasm+js ${(w.wasm ?? 0) + (w.js ?? 0)}`);
  }
  // Layout shift on every kind of page: home, game, rules, tutorial, variant, play,
  // exercises, comparison, about.
  const kinds = ["/en/", "/en/ur/", "/en/ur/rules/", "/en/ur/learn/", "/en/senet/variants/kendall/", "/en/ur/play/finkel/", "/en/about/"]
    .concat(pages.filter((p) => /^\/en\/[^/]+\/exercises\/[^/]+\/$/.test(p)).slice(0, 1))
    .filter((p) => pages.includes(p));
  const shifts = [];
  for (const p of kinds) shifts.push([p, await layoutShift(browser, origin, p)]);
  console.log(`figure: layout shift (CLS) at 360 px: ${shifts.map(([p, v]) => `${p} ${v.toFixed(4)}`).join(", ")}`);
  for (const [p, v] of shifts) check(v < 0.01, `${p}: the page does not shift as it loads (CLS ${v.toFixed(4)})`);
  // Unknown addresses get the localized 404 page.
  const r = await fetch(`${origin}/cs/no-such-page/`);
  const body = await r.text();
  check(r.status === 404 && body.includes('<html lang="cs"'), "404: an unknown Czech address gets the Czech 404 page");
  return finish(browser, server);
}

async function finish(browser, server) {
  await browser.close();
  server.close();
  for (const f of failures) console.log(`FAIL ${f}`);
  console.log(`screenshots in ${shots}`);
  console.log(`${passed} passed, ${failures.length} failed`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  console.log(`${passed} passed, ${failures.length + 1} failed`);
  process.exit(1);
});
