// The browser checks of the engine in the page (run by check.mjs): on every variant's
// play page a whole game is played by clicks and another by the keyboard alone, with
// no console error, every throw, move and result announced in the live region; a
// replay diagram steps back and forward; a shared link opens the game it holds, a
// broken one says so; controls are at least 44 px at 360 px wide; the Arabic play page
// plays right to left in Arabic; the judged opponent is offered where the site has its
// judge, fetched only when chosen, and plays; a finished game is reviewed by the
// judge's estimates where there is one, in English and Arabic. Also measures, without asserting, the time from load
// to the first board a reader can try on a throttled phone profile. The games are
// played a few at a time (pool.mjs), each in its own context.

import { pool, tabs } from "./pool.mjs";

// Waits until the page's scripts have made its boards and play page ready.
// Boards far down a page wait for the reader to come near (diagrams.js): the page is
// taken to its first board and back, as a reader scrolls.
export async function ready(page) {
  await page.waitForFunction(() => ["ready", "waiting"].includes(document.documentElement.dataset.boards), null, { timeout: 30000 });
  if (await page.evaluate(() => document.documentElement.dataset.boards === "waiting")) {
    await page.evaluate(() => document.querySelector("figure.diagram[data-variant]").scrollIntoView());
    await page.waitForFunction(() => document.documentElement.dataset.boards === "ready", null, { timeout: 30000 });
    await page.evaluate(() => scrollTo(0, 0));
  }
  await page.waitForFunction(() => document.documentElement.dataset.boards === "ready"
    && (!document.querySelector(".play[data-variant]") || document.documentElement.dataset.play === "ready"), null, { timeout: 30000 });
}

function watch(page) {
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  // A request cut short by the next navigation is not a failure of the page.
  page.on("requestfailed", (r) => { if (r.failure()?.errorText !== "net::ERR_ABORTED") errors.push(`failed request ${r.url()}`); });
  return errors;
}

const state = (page) => page.evaluate(() => document.querySelector(".play").dataset.state);

// Where the next click goes: the throw button, or the first legal move's target on the
// board where it has one (else its button); and the live region's text.
const next = (page) => page.evaluate(() => {
  const s = document.querySelector(".play").dataset.state;
  const el = s === "throw" ? document.querySelector(".play-throw")
    : s === "move" ? (document.querySelector("svg.board .target") ?? document.querySelector(".try-moves button")) : null;
  const r = el?.getBoundingClientRect();
  if (el && (r.top < 0 || r.bottom > innerHeight)) el.scrollIntoView({ block: "center" });
  const box = el?.getBoundingClientRect();
  return { state: s, at: box ? [box.x + box.width / 2, box.y + box.height / 2] : null, said: document.querySelector(".play-status").textContent };
});

// Plays one game to its end; by "click" (real mouse clicks on the throw button and on
// the board's target of a move, or its button) or by "keyboard" (Tab to the throw
// button, then Enter: focus moves to the first legal move after a throw and back to
// the throw button after a move).
async function playGame(page, how, check, where) {
  const announced = new Set();
  let actions = 0;
  if (how === "keyboard") {
    for (let i = 0; i < 60; i++) {
      if (await page.evaluate(() => document.activeElement?.classList.contains("play-throw"))) break;
      await page.keyboard.press("Tab");
    }
    check(await page.evaluate(() => document.activeElement?.classList.contains("play-throw")), `${where}: Tab reaches the throw button`);
    for (; actions < 6000; actions += 10) {
      for (let i = 0; i < 10; i++) await page.keyboard.press("Enter");
      const n = await next(page);
      announced.add(n.said);
      if (n.state === "over") break;
    }
  } else {
    for (; actions < 6000; actions++) {
      const n = await next(page);
      announced.add(n.said);
      if (n.state === "over") break;
      if (n.at) await page.mouse.click(n.at[0], n.at[1]);
      else await page.waitForTimeout(20);
    }
  }
  const end = await page.evaluate(() => ({
    state: document.querySelector(".play").dataset.state,
    status: document.querySelector(".play-status").textContent,
    record: document.querySelector(".play-record").textContent,
    hash: location.hash,
  }));
  check(end.state === "over", `${where}: the game by ${how} reaches its end (${actions} actions, ${end.status})`);
  check(announced.size > 3 && end.status.length > 0, `${where}: throws, moves and the result are announced in the live region`);
  check(end.record.split(" ").length > 3 && end.hash.includes("r="), `${where}: the record is kept in notation and in the address (${end.record.slice(0, 40)})`);
  return end;
}

// At the end of a game: where the page has a judge of the rules in play, it offers the
// review by the judge's estimates, and the button draws it (the chart with its title,
// each player's moves by grade, the key moves, every number filled in) and takes the
// focus there; elsewhere the page says why it cannot review the game. Gives the
// review's text ("" where there is none).
async function checkReview(page, where, check) {
  await page.waitForFunction(() => !document.querySelector(".play-review").hidden, null, { timeout: 30000 });
  if (!(await page.evaluate(() => document.querySelector(".play").dataset.judges))) {
    const said = await page.evaluate(() => document.querySelector(".play-review p:not([hidden])")?.textContent ?? "");
    check(said.length > 20, `${where}: a finished game says why it cannot be reviewed (${said.slice(0, 60)})`);
    return "";
  }
  await page.waitForSelector(".play-review-start:not([hidden])", { timeout: 30000 });
  check(await page.evaluate(() => !document.querySelector(".play-review-judged").hidden && document.querySelector(".play-review-none").hidden),
    `${where}: a finished game offers the review by the judge's estimates, and not the notice that it cannot be reviewed`);
  const started = Date.now();
  await page.click(".play-review-start");
  await page.waitForSelector(".play-review-body:not([hidden]) svg.review-chart", { timeout: 60000 });
  const r = await page.evaluate(() => {
    const body = document.querySelector(".play-review-body");
    const counts = [...body.querySelectorAll(".review-grades tbody td")].map((td) => Number(td.textContent));
    return {
      text: body.textContent,
      title: body.querySelector("svg.review-chart title")?.textContent ?? "",
      line: body.querySelectorAll("svg.review-chart path").length,
      rows: body.querySelectorAll(".review-grades tbody tr").length,
      counts,
      keys: [...body.querySelectorAll(".review-key li")].map((li) => li.textContent),
      none: body.querySelector(".review-key-heading + p")?.textContent ?? "",
      focused: document.activeElement === body,
      button: !document.querySelector(".play-review-start").hidden,
    };
  });
  console.log(`${where}: the review by the judge's estimates took ${Date.now() - started} ms`);
  check(r.title.length > 10 && r.line > 0, `${where}: the review's chart is drawn, with its title`);
  check(r.rows === 5 && r.counts.length === 10 && r.counts.some((n) => n > 0), `${where}: the review counts each player's moves by grade (${r.counts.join(" ")})`);
  check(r.keys.length > 0 || r.none.length > 10, `${where}: the review lists the key moves, or says there are none`);
  check(r.keys.every((k) => k.length > 20) && !/[{}]/.test(r.text) && !/undefined|NaN/.test(r.text), `${where}: every word and number of the review is filled in (${r.keys[0] ?? r.none})`);
  check(r.focused && !r.button, `${where}: the review takes the focus, and its button goes`);
  return r.text;
}

export async function checkPlay(browser, origin, variants, check) {
  // Every game in its own context, a few at a time; then the links, Arabic and the
  // computer opponent, in one context of their own.
  const games = variants.flatMap((v) => [["click", 360], ["keyboard", 1280]].map(([how, width]) => ({ v, how, width })));
  await pool(games, tabs, async ({ v, how, width }) => {
    const [game, name] = v.split("/");
    const path = `/en/${game}/play/${name}/`;
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto(origin + path, { waitUntil: "load" });
    await ready(page);
    const end = await playGame(page, how, check, `${path} @${width}px`);
    check(errors.length === 0, `${path} by ${how}: console errors: ${errors.join("; ")}`);
    if (how === "click") {
      // The finished game's link opens the same game, over.
      const again = await context.newPage();
      await again.goto(origin + path + end.hash, { waitUntil: "load" });
      await ready(again);
      const opened = await again.evaluate(() => ({ state: document.querySelector(".play").dataset.state, record: document.querySelector(".play-record").textContent }));
      check(opened.state === "over" && opened.record === end.record, `${path}: the shared link of a finished game opens it as it ended`);
      await checkReview(again, path, check);
      if (path === "/en/ur/play/finkel/") {
        // The same game reviewed on the Arabic page: in Arabic, every number filled in.
        const ar = await context.newPage();
        await ar.goto(origin + path.replace("/en/", "/ar/") + end.hash, { waitUntil: "load" });
        await ready(ar);
        const text = await checkReview(ar, "/ar/ur/play/finkel/", check);
        check(/[\u0600-\u06ff]/.test(text) && !/[A-Za-z]{3,}/.test(text), `/ar/ur/play/finkel/: the review is in Arabic (${text.slice(0, 80)})`);
        await ar.close();
      }
      await again.close();
      const small = await page.evaluate(() => [...document.querySelectorAll(".play button:not([hidden]), .play select")]
        .filter((e) => e.offsetParent !== null)
        .map((e) => ({ what: e.className || e.id, w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height }))
        .filter((r) => r.w < 44 || r.h < 44));
      check(small.length === 0, `${path} @360px: controls smaller than 44 px: ${JSON.stringify(small.slice(0, 3))}`);
    }
    await context.close();
  });
  // A shared link holds the variant, options and record: opening it continues that game.
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(`${origin}/en/ur/play/finkel/#v=ur/finkel&o=route:masters&r=3:hand%202:hand`, { waitUntil: "load" });
  await ready(page);
  const shared = await page.evaluate(() => ({
    position: document.querySelector(".play").dataset.position,
    route: document.querySelector("input[name=route]:checked").value,
    state: document.querySelector(".play").dataset.state,
  }));
  check(shared.position === "1:3 2:2 turn:1" && shared.route === "masters" && shared.state === "throw", `shared link: opens the game it holds (${JSON.stringify(shared)})`);
  await page.goto(`${origin}/en/ur/play/blitz/#v=ur/blitz&r=9:nowhere`, { waitUntil: "load" });
  await ready(page);
  const bad = await page.evaluate(() => ({ position: document.querySelector(".play").dataset.position, status: document.querySelector(".play-status").textContent }));
  check(/this link/i.test(bad.status) && bad.position.startsWith("1:- 2:-"), `a broken link: says so and starts a new game (${bad.status})`);
  // Arabic: right to left, and every word the script says in Arabic.
  await page.goto(`${origin}/ar/senet/play/standard/`, { waitUntil: "load" });
  await ready(page);
  await page.click(".play-throw");
  const ar = await page.evaluate(() => ({ dir: getComputedStyle(document.querySelector(".play")).direction, status: document.querySelector(".play-status").textContent }));
  check(ar.dir === "rtl" && /[\u0600-\u06ff]/.test(ar.status) && !/[A-Za-z]{3}/.test(ar.status), `ar play page: right to left, announced in Arabic (${ar.status})`);
  // A computer opponent answers a move.
  await page.goto(`${origin}/en/ur/play/finkel/#v=ur/finkel&c=expectimax&r=`, { waitUntil: "load" });
  await ready(page);
  for (let i = 0; i < 40 && (await state(page)) !== "computer"; i++) {
    if ((await state(page)) === "throw") await page.click(".play-throw");
    else await page.click(".try-moves button");
  }
  await page.waitForFunction(() => document.querySelector(".play").dataset.state !== "computer", null, { timeout: 20000 });
  const record = await page.evaluate(() => document.querySelector(".play-record").textContent.split(" ").length);
  check(record >= 2, `the computer opponent plays its turn (${record} steps)`);
  await checkSettings(page, origin, check);
  await checkJudged(page, origin, check);
  await checkPerfect(page, origin, check);
  check(errors.length === 0, `play pages: console errors: ${errors.join("; ")}`);
  await context.close();
}

// The play page on a phone: the board on the first screen, the settings folded under
// it with every choice's text whole; a new opponent takes over the game in play at
// once; a new option (a rule) waits for a new game, and "Keep this game" puts the
// settings back as the game has them.
async function checkSettings(page, origin, check) {
  await page.goto(`${origin}/en/ur/play/finkel/`, { waitUntil: "load" });
  await ready(page);
  const first = await page.evaluate(() => {
    const board = document.querySelector(".play svg.board").getBoundingClientRect();
    const panel = document.querySelector(".play-options");
    return { top: board.top, bottom: board.bottom, screen: innerHeight, folded: !panel.open, below: panel.getBoundingClientRect().top >= board.bottom };
  });
  // The first screen of a 360 × 740 phone.
  check(first.bottom <= 740 && first.folded && first.below,
    `play page @360px: the board comes first, whole on the first screen, the settings folded below it (${JSON.stringify(first)})`);
  await page.click(".play-options > summary");
  const cut = await page.evaluate(() => [...document.querySelectorAll(".play-settings label, .play-settings legend")]
    .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((e) => e.textContent.trim()));
  check(cut.length === 0, `play page @360px: setting texts cut off: ${cut.join(" | ")}`);
  // Player 1 throws and moves; with player 2 to throw, the computer is chosen: it plays.
  for (let i = 0; i < 40; i++) {
    const st = await page.evaluate(() => ({ state: document.querySelector(".play").dataset.state, turn: document.querySelector(".play").dataset.position.split("turn:")[1] }));
    if (st.turn === "2" && st.state === "throw") break;
    if (st.state === "throw") await page.click(".play-throw");
    else if (st.state === "move") await page.click(".try-moves button");
  }
  const before = await page.evaluate(() => document.querySelector(".play-record").textContent);
  await page.check("input[name=opponent][value=random]");
  await page.waitForFunction((b) => document.querySelector(".play-record").textContent !== b && document.querySelector(".play").dataset.state !== "computer", before, { timeout: 10000 }).catch(() => {});
  const after = await page.evaluate(() => ({ record: document.querySelector(".play-record").textContent, hash: decodeURIComponent(location.hash) }));
  check(after.record.startsWith(before) && after.record.length > before.length && after.hash.includes("c=random"),
    `play page: a computer chosen mid-game plays player 2's turn at once (${before} → ${after.record}; ${after.hash})`);
  // An option mid-game: the game keeps its rules until a new game, or the choice is undone.
  await page.check("input[name=route][value=masters]");
  const asked = await page.evaluate(() => ({
    pending: !document.querySelector(".play-pending").hidden,
    record: document.querySelector(".play-record").textContent,
    hash: decodeURIComponent(location.hash),
  }));
  check(asked.pending && asked.record === after.record && !asked.hash.includes("route:masters"),
    `play page: an option changed mid-game asks for a new game and leaves the game as it is (${JSON.stringify(asked)})`);
  await page.click(".play-keep");
  const kept = await page.evaluate(() => ({ route: document.querySelector("input[name=route]:checked").value, pending: !document.querySelector(".play-pending").hidden }));
  check(kept.route === "bell" && !kept.pending, `play page: "Keep this game" puts the settings back (${JSON.stringify(kept)})`);
  await page.check("input[name=route][value=masters]");
  await page.click(".play-new");
  const fresh = await page.evaluate(() => ({ position: document.querySelector(".play").dataset.position, hash: decodeURIComponent(location.hash) }));
  check(fresh.position.startsWith("1:- 2:-") && fresh.hash.includes("route:masters") && fresh.hash.includes("c=random"),
    `play page: a new game takes the new option and keeps the opponent (${JSON.stringify(fresh)})`);
  // Rules without options: no notice about rule options, and a change of opponent
  // mid-game still plays at once.
  await page.goto(`${origin}/en/ur/play/blitz/#v=ur/blitz&r=`, { waitUntil: "load" });
  await ready(page);
  await page.click(".play-throw");
  await page.click(".play-options > summary");
  const plain = await page.evaluate(() => ({
    pending: document.querySelectorAll(".play-pending, .play-keep").length,
    words: document.querySelector(".play-options").textContent.includes("change the rules"),
  }));
  await page.check("input[name=opponent][value=random]");
  const moved = await page.evaluate(() => decodeURIComponent(location.hash));
  check(plain.pending === 0 && !plain.words && moved.includes("c=random"),
    `play page: rules without options say nothing of rule options, and the opponent still changes (${JSON.stringify(plain)}, ${moved})`);
}

// The computer trained on the solved game (issue 24): offered where the site has a judge
// of the variant and nowhere else; its judges are fetched only once a reader chooses
// it; chosen by the keyboard, it plays player 2's turn; on rules it has no judge of
// (Masters' route), chosen by a click on the Arabic page, the page says in Arabic that
// the computer looking one throw ahead plays instead, and that one plays.
async function checkJudged(page, origin, check) {
  const fetched = [];
  const seen = (r) => { if (r.url().includes("/engine/judges/")) fetched.push(new URL(r.url()).pathname); };
  page.on("request", seen);
  await page.goto(`${origin}/en/senet/play/standard/`, { waitUntil: "load" });
  await ready(page);
  const senet = await page.locator("input[name=opponent][value=judged]").count();
  check(senet === 0, `senet play page: no judged opponent where the site has no judge of the variant (${senet})`);
  await page.goto(`${origin}/en/ur/play/finkel/`, { waitUntil: "load" });
  await ready(page);
  const offered = await page.locator("input[name=opponent][value=judged]").count();
  check(offered === 1 && fetched.length === 0, `finkel play page: the judged opponent is offered and its judges are not fetched before it is chosen (${offered}, ${fetched.join(" ")})`);
  // Chosen by the keyboard: the arrow keys move through the opponents to the last one.
  await page.click(".play-options > summary");
  await page.focus("input[name=opponent]:checked");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  const chosen = await page.evaluate(() => document.querySelector("input[name=opponent]:checked").value);
  const played = await playUntilTheComputerMoved(page);
  check(chosen === "judged" && played.hash.includes("c=judged") && played.moved && fetched.includes("/engine/judges/ur/finkel.json")
    && !/not available/.test(played.status),
    `finkel play page: the judged opponent, chosen by the keyboard, plays player 2's turn with its judge (${chosen}; ${JSON.stringify(played)}; ${fetched.join(" ")})`);
  // Rules it has no judge of: the fallback, said in the page's language.
  await page.goto(`${origin}/ar/ur/play/finkel/#v=ur/finkel&o=route:masters&r=`, { waitUntil: "load" });
  await ready(page);
  await page.click(".play-options > summary");
  await page.click("input[name=opponent][value=judged]");
  await page.waitForFunction(() => /الرمية التالية/.test(document.querySelector(".play-status").textContent), null, { timeout: 10000 }).catch(() => {});
  const missing = await page.evaluate(() => document.querySelector(".play-status").textContent);
  const fallback = await playUntilTheComputerMoved(page);
  check(/الرمية التالية/.test(missing) && !/[A-Za-z]{3}/.test(missing) && fallback.moved && fallback.hash.includes("c=judged"),
    `ar finkel play page, Masters' route: the page says in Arabic who plays instead of the judged opponent, and that one plays (${missing}; ${JSON.stringify(fallback)})`);
  page.off("request", seen);
}

// The perfect player (issue 24): offered where a judge of the variant has best moves;
// its file is fetched only once a reader chooses it, opened in the page and given to
// the engine, which then plays player 2's turn; on rules whose judge has none (Finkel's
// seven pieces) the page says the trained computer plays instead, and that one plays.
async function checkPerfect(page, origin, check) {
  const fetched = [];
  const seen = (r) => { if (r.url().includes("/engine/judges/")) fetched.push(new URL(r.url()).pathname); };
  page.on("request", seen);
  await page.goto(`${origin}/en/ur/play/finkel/#v=ur/finkel&o=pieces:5,route:bell&r=`, { waitUntil: "load" });
  await ready(page);
  const offered = await page.locator("input[name=opponent][value=perfect]").count();
  check(offered === 1 && fetched.length === 0, `finkel play page: the perfect opponent is offered and nothing of it is fetched before it is chosen (${offered}, ${fetched.join(" ")})`);
  await page.click(".play-options > summary");
  await page.click("input[name=opponent][value=perfect]");
  const played = await playUntilTheComputerMoved(page);
  check(played.hash.includes("c=perfect") && played.moved && fetched.some((f) => f.startsWith("/engine/judges/best-moves/"))
    && !/not available/.test(played.status),
    `finkel play page, five pieces: the perfect opponent fetches its best moves and plays player 2's turn (${JSON.stringify(played)}; ${fetched.join(" ")})`);
  await page.goto(`${origin}/en/ur/play/finkel/#v=ur/finkel&o=pieces:7,route:bell&c=perfect&r=`, { waitUntil: "load" });
  await ready(page);
  await page.waitForFunction(() => /always chooses a best move is not available/.test(document.querySelector(".play-status").textContent), null, { timeout: 10000 }).catch(() => {});
  const missing = await page.evaluate(() => document.querySelector(".play-status").textContent);
  const fallback = await playUntilTheComputerMoved(page);
  check(/always chooses a best move is not available/.test(missing) && fallback.moved,
    `finkel play page, seven pieces: the page says the trained computer plays instead of the perfect one, and it plays (${missing}; ${JSON.stringify(fallback)})`);
  page.off("request", seen);
}

// Plays player 1's throws and moves by clicks until player 2, the computer, has played
// a turn; what the page then shows.
async function playUntilTheComputerMoved(page) {
  let moved = false;
  for (let i = 0; i < 60 && !moved; i++) {
    const st = await page.evaluate(() => document.querySelector(".play").dataset.state);
    if (st === "throw") await page.click(".play-throw");
    else if (st === "move") await page.click(".try-moves button");
    else if (st === "computer") {
      await page.waitForFunction(() => document.querySelector(".play").dataset.state !== "computer", null, { timeout: 20000 });
      moved = true;
    } else break;
  }
  return page.evaluate((moved) => ({
    moved,
    record: document.querySelector(".play-record").textContent,
    status: document.querySelector(".play-status").textContent,
    hash: decodeURIComponent(location.hash),
  }), moved);
}

// Links made or edited by hand (issue 23): each is opened as a fresh load opens it, or
// pasted into an open play page (only the fragment changes), and must give the game it
// holds or the notice that it holds none, a clean game and no error on the next throws.
export async function checkLinks(browser, origin, check) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  const finkel = `${origin}/en/ur/play/finkel/`;
  const read = () => page.evaluate(() => ({
    state: document.querySelector(".play").dataset.state,
    position: document.querySelector(".play").dataset.position,
    status: document.querySelector(".play-status").textContent,
    record: document.querySelector(".play-record").textContent,
    steps: document.querySelectorAll(".play-steps li").length,
    route: document.querySelector("input[name=route]:checked").value,
    hash: decodeURIComponent(location.hash),
  }));
  // Throws and moves a few times: every one must work (no error raised by the engine).
  const playOn = async (turns) => {
    for (let i = 0; i < turns; i++) {
      const s = await state(page);
      if (s === "throw") await page.click(".play-throw");
      else if (s === "move") await page.click(".try-moves button");
      else break;
    }
  };
  const start = "1:- 2:- turn:1";
  // A fresh load of a link (from another page: a change of the fragment alone is no load).
  const load = async (link) => {
    await page.goto("about:blank");
    await page.goto(`${finkel}#${link}`, { waitUntil: "load" });
  };

  // A long record opens in time proportional to its length: 20,000 passes (a 140 KB
  // link) within 20 s, which splitting the record again for every step missed by far.
  const passes = Array(20000).fill("0:pass").join("%20");
  await page.goto("about:blank");
  const t0 = Date.now();
  await page.goto(`${finkel}#v=ur/finkel&r=${passes}`, { waitUntil: "load" });
  const opened = await page.waitForFunction(() => document.documentElement.dataset.play === "ready", null, { timeout: 20000 })
    .then(() => true, () => false);
  const ms = Date.now() - t0;
  const long = opened ? await read() : {};
  check(opened && long.steps === 20000 && long.state === "throw" && !/this link/i.test(long.status),
    `a link of 20,000 steps opens its game within 20 s (${opened ? `${ms} ms, ${long.steps} steps, ${long.state}` : "not ready"})`);
  console.log(`figure: opening a link of 20,000 steps, ms: ${ms}`);

  // A record written with a leading space is the same record, and the saved link keeps every step.
  await load("v=ur/finkel&r=%204:hand%202:4");
  await ready(page);
  const spaced = await read();
  check(spaced.record === "4:hand 2:4" && spaced.hash.endsWith("&r=4:hand 2:4") && spaced.position === "1:6 2:- turn:2" && !/this link/i.test(spaced.status),
    `a record with a leading space opens with every step kept (${spaced.record} | ${spaced.hash})`);

  // Opened at once, and pasted into an open page: options that are not NAME:VALUE, a
  // finished start the engine did not play, starts the engine refuses.
  const bad = [
    "v=ur/finkel&o=route&r=4:hand", "v=ur/finkel&p=1:4%202:5%20result:2",
    "v=ur/finkel&p=1:4%202:", "v=ur/finkel&p=1:99", "v=ur/finkel&p=turn:7", "v=ur/finkel&r=9:nowhere",
  ];
  for (const link of bad) {
    for (const how of ["opened", "pasted"]) {
      if (how === "opened") {
        await load(link);
        await ready(page);
      } else {
        // A game under way, then the link pasted into the address bar.
        await load("v=ur/finkel&o=route:masters&r=4:hand%202:hand");
        await ready(page);
        await page.evaluate((l) => { location.hash = l; }, link);
        await page.waitForFunction(() => /this link/i.test(document.querySelector(".play-status").textContent), null, { timeout: 5000 }).catch(() => {});
      }
      const shown = await read();
      const before = errors.length;
      await playOn(6);
      const after = await read();
      check(/this link/i.test(shown.status) && shown.position === start && shown.state === "throw" && shown.route === "bell"
          && !shown.hash.includes("undefined") && after.steps > 0 && errors.length === before,
        `a bad link ${how} (#${link}): says so, a new game that plays on (${shown.status} | ${shown.position} | ${after.record} | ${errors.slice(before).join("; ")})`);
    }
  }

  // An option value holding `,`, `:` or `%` reads back from the link the page saves
  // (and from the link the build writes, src/diagram/link.rs): the site's rule data
  // given such a value here, as a site may.
  const odd = "masters,x:y%";
  await context.route("**/engine/rules.json", async (route) => {
    const catalogue = await (await route.fetch()).json();
    const values = catalogue.variants["ur/finkel"].options.route.values;
    values[odd] = values.masters;
    delete values.masters;
    await route.fulfill({ json: catalogue });
  });
  await load("v=ur/finkel&o=route:masters%252Cx%253Ay%2525&r=4:hand%202:hand");
  await ready(page);
  const built = await read();
  const saved = await page.evaluate(() => location.href);
  await page.goto("about:blank");
  await page.goto(saved, { waitUntil: "load" });
  await ready(page);
  const reopened = await read();
  check(!/this link/i.test(built.status) && built.position === "1:2,4 2:- turn:2" && !/this link/i.test(reopened.status) && reopened.position === built.position && reopened.hash === built.hash,
    `an option value with , : and % opens from the build's link and from the saved one (${built.status} | ${reopened.status} | ${saved.split("#")[1]})`);
  await context.unroute("**/engine/rules.json");

  check(errors.length === 0, `links: console errors: ${errors.join("; ")}`);
  await context.close();
}

// A replay diagram steps back and forward through its moves.
export async function checkReplay(browser, origin, path, check) {
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(origin + path, { waitUntil: "load" });
  await ready(page);
  const figure = page.locator("figure.diagram[data-replay]").first();
  check(await figure.count() === 1, `${path}: has a replay diagram`);
  // Its controls are folded behind "Try this position" until the reader asks.
  check(await figure.locator(".replay-back").isHidden(), `${path}: a figure's controls start folded`);
  await figure.locator("details.figure-try > summary").click();
  const read = () => figure.evaluate((f) => ({ step: f.querySelector(".replay-step").textContent, position: f.querySelector(".figure-tools code").textContent, status: f.querySelector(".try-status").textContent }));
  const last = await read();
  await figure.locator(".replay-back").click();
  const back = await read();
  await figure.locator(".replay-back").click();
  await figure.locator(".replay-forward").click();
  const forward = await read();
  check(back.position !== last.position && forward.position === back.position && back.step !== last.step, `${path}: the replay steps back and forward (${last.step} → ${back.step}: ${back.position})`);
  check(back.status.length > 0, `${path}: a replay step is announced`);
  check(errors.length === 0, `${path}: console errors: ${errors.join("; ")}`);
  await context.close();
}

// Milliseconds from navigation to the first board a reader can try (its controls,
// folded behind "Try this position", are there to unfold), the reader going to it at
// once, on a phone profile: 360 px, the CPU four times slower, a fast 3G network.
export async function timeToFirstBoard(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  const times = [];
  for (let i = 0; i < 3; i++) {
    await cdp.send("Network.clearBrowserCache");
    const t0 = Date.now();
    await page.goto(origin + path, { waitUntil: "commit" });
    // The engine loads when a board comes near the screen: the reader goes to the
    // first board as soon as the page is there.
    await page.waitForSelector("figure.diagram[data-variant]", { state: "attached", timeout: 60000 });
    await page.evaluate(() => document.querySelector("figure.diagram[data-variant]").scrollIntoView());
    await page.waitForSelector("figure.diagram .try button", { state: "attached", timeout: 60000 });
    times.push(Date.now() - t0);
  }
  await context.close();
  return times;
}

// Bytes a page ships, gzip-compressed, by kind: its HTML, style, scripts, the
// WebAssembly engine, JSON data and pictures.
export async function weigh(browser, origin, path) {
  const { gzipSync } = await import("node:zlib");
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  const page = await context.newPage();
  const bodies = [];
  page.on("response", async (r) => {
    try { bodies.push({ url: r.url(), bytes: await r.body() }); } catch { /* a redirect has no body */ }
  });
  // Before any interaction: no scroll; boards near the first screen load their engine,
  // boards further down wait.
  await page.goto(origin + path, { waitUntil: "load" });
  await page.waitForFunction(() => ["ready", "waiting"].includes(document.documentElement.dataset.boards)
    && (!document.querySelector(".play[data-variant]") || document.documentElement.dataset.play === "ready"), null, { timeout: 30000 });
  await page.waitForLoadState("networkidle");
  const kinds = {};
  for (const { url, bytes } of bodies) {
    const ext = new URL(url).pathname.split(".").pop();
    const kind = { js: "js", wasm: "wasm", json: "json", svg: "svg", css: "css", png: "png" }[ext] ?? "html";
    kinds[kind] = (kinds[kind] ?? 0) + gzipSync(bytes, { level: 9 }).length;
  }
  await context.close();
  return kinds;
}

// An exercise page in its language: the best move and a move that is not the best, each
// picked once with a click on its piece on the board and once with the keyboard alone
// (Tab to its button, Enter). The best is called right, the other wrong; each time the
// answer opens and the live region says the page's own sentence for that move.
export async function checkExercises(browser, origin, path, check) {
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(origin + path, { waitUntil: "load" });
  await ready(page);
  const first = page.locator("section.exercise").first();
  const rows = await first.evaluate((s) => ({
    best: s.querySelector("li.best").dataset.move,
    wrong: s.querySelector("li:not(.best)").dataset.move,
    verdicts: Object.fromEntries([...s.querySelectorAll("li[data-move]")].map((li) => [li.dataset.move, li.querySelector(".exercise-says").textContent])),
  }));
  const read = () => first.evaluate((s) => ({
    right: s.classList.contains("solved-right"),
    wrong: s.classList.contains("solved-wrong"),
    said: s.querySelector(".exercise-verdict").textContent,
    open: s.querySelector("details.exercise-answer").open,
  }));
  const byClick = async (move) => {
    const target = first.locator(`svg.board .target[data-move="${move}"]`).first();
    check(await target.count() === 1, `${path}: the move ${move} is marked on the board`);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  // Tab from the top of the page to the move's button, then Enter.
  const byKeyboard = async (move) => {
    await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 0); });
    let reached = false;
    for (let i = 0; i < 120 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate((name) => document.activeElement?.closest("section.exercise") === document.querySelector("section.exercise")
        && document.activeElement?.dataset.move === name, move);
    }
    check(reached, `${path}: Tab reaches the button of the move ${move}`);
    await page.keyboard.press("Enter");
  };
  const said = {};
  for (const [how, pick] of [["click", byClick], ["keyboard", byKeyboard]]) {
    for (const [which, move] of [["best", rows.best], ["wrong", rows.wrong]]) {
      await pick(move);
      const r = await read();
      const right = which === "best";
      check(r.right === right && r.wrong === !right && r.open && r.said === rows.verdicts[move],
        `${path}: ${right ? "the best move" : "a move that is not the best"}, picked by ${how}, is called ${right ? "right" : "wrong"} (${r.said})`);
      said[which] = r.said;
    }
  }
  check(errors.length === 0, `${path}: console errors: ${errors.join("; ")}`);
  await context.close();
  return { right: said.best, wrong: said.wrong };
}

// Offline: after one visit, the play page, its engine and its words open with no
// network, and a game can be played; a file of a newer build, seen online, makes the
// page say that a new version is available.
export async function checkOffline(browser, origin, dist, check) {
  const { readFileSync, writeFileSync } = await import("node:fs");
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const path = "/en/ur/play/finkel/";
  await page.goto(origin + path, { waitUntil: "load" });
  await ready(page);
  const kept = await page.waitForFunction(async (p) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if ((await cache.match(p)) && (await cache.match("/engine/tabula.wasm")) && (await cache.match("/engine/rules.json"))) return true;
    }
    return false;
  }, path, { timeout: 30000, polling: 250 }).then(() => true, () => false);
  check(kept, `offline: after one visit the worker keeps ${path}, the engine and its rule data`);
  const controlled = await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 }).then(() => true, () => false);
  check(controlled, `offline: the worker controls the page it was installed from`);
  await context.setOffline(true);
  const reopened = await page.reload({ waitUntil: "load" }).then(() => ready(page)).then(() => true, (e) => e.message.split("\n")[0]);
  let played = false;
  if (reopened === true) {
    await page.click(".play-throw");
    // The throw either gives moves to choose from or, with none, passes (a step).
    played = await page.evaluate(() => document.querySelector(".play").dataset.state === "move" || document.querySelector(".play-steps").children.length > 0);
  }
  check(reopened === true && played, `offline: ${path} opens with no network and a throw is played (${reopened})`);
  await context.setOffline(false);
  // A new build of the page, served online: the page says a new version is available.
  const file = `${dist}${path}index.html`;
  const before = readFileSync(file);
  try {
    writeFileSync(file, Buffer.concat([before, Buffer.from("\n<!-- a newer build -->\n")]));
    await page.reload({ waitUntil: "load" });
    const told = await page.waitForSelector(".site-update:not([hidden])", { timeout: 15000 }).then(() => true, () => false);
    check(told, "offline: a page of a newer build, seen online, makes the page say a new version is available");
  } finally {
    writeFileSync(file, before);
  }
  await context.close();
}

// The layout shift of a page as it loads on a phone, before any interaction (the sum of
// its layout-shift entries, as CLS counts them): the boards and controls the scripts add
// must not push the text a reader has begun to read.
export async function layoutShift(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(origin + path, { waitUntil: "load" });
  await page.waitForFunction(() => ["ready", "waiting"].includes(document.documentElement.dataset.boards)
    && (!document.querySelector(".play[data-variant]") || document.documentElement.dataset.play === "ready"), null, { timeout: 30000 });
  await page.waitForLoadState("networkidle");
  const shift = await page.evaluate(() => new Promise((done) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) sum += e.value;
    }).observe({ type: "layout-shift", buffered: true });
    setTimeout(() => done(sum), 300);
  }));
  await context.close();
  return shift;
}
