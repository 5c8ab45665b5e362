// The play page: a whole game of the page's variant with the WebAssembly engine, by
// two people on one device or against the computer, as player 2: the engine's random
// player, its expectimax player, or, where the site has one for the rules in play, its
// judged player with the judge trained on the solved game (fetched from the page's
// `data-judges` file only when a reader chooses that opponent), or the perfect player,
// that judge's guesses corrected by the best moves `tabula solve` wrote (fetched
// only when a reader chooses it, and handed to the engine once). The address fragment holds the game: the variant (v), its
// options (o: `route:masters,pieces:5`), the opponent (c), the position it began
// from when that is not the start (p) and its record (r: `4:hand 2:4 0:pass`, the
// notation of the diagrams' replays), so opening a shared link continues the game.
// Every word comes from the page (#tabula-words), in its language.
import { siteEngine } from "./engine.js";
import { loadWords, draw, moveButtons, reasons, copy, seed, squareAt, standing, glide, showThrow, throwHolder } from "./ui.js";

const root = document.querySelector(".play[data-variant]");
const engine = await siteEngine();
const w = await loadWords(document.documentElement.lang);
const variant = root.dataset.variant;
const form = root.querySelector(".play-settings");
const panel = root.querySelector(".play-options");
// The notice that rule options wait for a new game, and the button that keeps the game
// in play: only a variant with rule options has them.
const pending = root.querySelector(".play-pending");
const keepButton = root.querySelector(".play-keep");
const controls = root.querySelector(".play-controls");
const throwButton = root.querySelector(".play-throw");
const fall = throwHolder(throwButton);
const movesGroup = root.querySelector(".try-moves");
const whyButton = root.querySelector(".try-why");
const reasonList = root.querySelector(".try-reasons");
const status = root.querySelector(".play-status");
const svg = root.querySelector("svg.board");
const recordCode = root.querySelector(".play-record");
const steps = root.querySelector(".play-steps");
const shareLink = root.querySelector(".play-link");
const copyButton = root.querySelector(".play-copy");
// At the end of a game: why the page cannot review it, or (where it has judges) the
// review by their estimates, its notice, its button and where it goes.
const reviewSection = root.querySelector(".play-review");
const reviewNone = root.querySelector(".play-review-none");
const reviewJudged = root.querySelector(".play-review-judged");
const reviewStart = root.querySelector(".play-review-start");
const reviewBody = root.querySelector(".play-review-body");
const info = engine.variants.find((v) => v.id === variant);
const computer = 2;
const judgesUrl = root.dataset.judges ?? null;
const opponents = [
  "human",
  "random",
  "expectimax",
  ...(judgesUrl ? ["judged"] : []),
  ...(form.querySelector('input[name="opponent"][value="perfect"]') ? ["perfect"] : []),
];

let game;
let drawing;
let timer;
// What the status says now.
let lastSaid = [];
// The variant's judges, fetched when first wanted (see `judgeOf`).
let judges = null;
// Which request for the computer's move is the latest: an older one, answered after
// the game or the opponent changed, plays nothing.
let asked = 0;

function say(sentences) {
  lastSaid = sentences;
  status.textContent = w.sentences(sentences);
  const desc = svg.querySelector("desc");
  if (desc && status.textContent) desc.textContent = status.textContent;
}

function request() {
  return { variant, options: game.options, position: game.position };
}

function chosenOptions() {
  const options = {};
  for (const name of Object.keys(info.options)) options[name] = form.elements[name].value;
  return options;
}

// The settings show the game in play: nothing chosen there is left half-applied.
function setForm() {
  for (const [name, value] of Object.entries(game.options)) form.elements[name].value = value;
  form.elements.opponent.value = game.opponent;
  if (pending) pending.hidden = true;
  if (keepButton) keepButton.hidden = true;
}

// A game from its start and record, each checked by the engine; throws if the engine
// refuses either (the game in play is left as it is). A start the engine reads as
// finished is refused: the engine does not check that a result written in a position
// agrees with its pieces, so a finished game is only one its record played to its end.
// The record is split once and replayed by the engine in one request: opening a long
// link costs time in proportion to its length.
function begun(options, opponent, start, record) {
  let first;
  if (start === null) {
    first = engine.must({ op: "start", variant, options }).position;
  } else {
    const given = engine.must({ op: "position", variant, options, position: start });
    if (given.result) throw new Error("a finished start");
    first = given.position;
  }
  const written = record.split(/\s+/).filter(Boolean);
  const played = written.length
    ? engine.must({ op: "replay", variant, options, position: first, replay: written.join(" ") }).steps
    : [];
  if (played.length !== written.length) throw new Error("the record's steps");
  const position = played.length ? played[played.length - 1].after : first;
  engine.must({ op: "position", variant, options, position });
  return {
    options, opponent, first, given: start !== null,
    record: played.map((s) => ({ step: `${s.throw}:${s.played ? s.played.from : "pass"}`, throw: s.throw, move: s.move })),
    position, throw: null, moves: [],
  };
}

// The game the address's link holds, or null if it holds none; throws if the link
// holds a game this page cannot play.
function fromLink() {
  const f = linkFields();
  if (!f) return null;
  if (f.variant !== variant) throw new Error("another variant");
  const options = { ...defaults(), ...f.options };
  const opponent = opponents.includes(f.opponent) ? f.opponent : "human";
  return begun(options, opponent, f.position, f.record ?? "");
}

function defaults() {
  return Object.fromEntries(Object.entries(info.options).map(([k, o]) => [k, o.default]));
}

function save() {
  const hash = "#" + engine.must({
    op: "link", variant, options: game.options,
    opponent: game.opponent !== "human" ? game.opponent : null,
    position: game.given ? game.first : null,
    record: game.record.map((s) => s.step).join(" "),
  }).fragment;
  shareLink.href = location.pathname + hash;
  address(hash, over());
}

// The address follows the game: when it changes (a throw leaves it as it is), at most
// every 100 ms while moves come faster, and at once when the game ends. Each change of
// it is a navigation the browser records, which cost more than the move itself when a
// game was played quickly.
let addressTimer = null;
let addressAt = -Infinity;
let addressWanted = null;
let addressWritten = null;
function address(hash, now) {
  addressWanted = hash === addressWritten ? null : hash;
  if (now || addressWanted === null) return writeAddress();
  if (addressTimer !== null) return;
  const wait = addressAt + 100 - performance.now();
  if (wait <= 0) writeAddress();
  else addressTimer = setTimeout(writeAddress, wait);
}
function writeAddress() {
  clearTimeout(addressTimer);
  addressTimer = null;
  if (addressWanted === null) return;
  history.replaceState(null, "", addressWanted);
  addressWritten = addressWanted;
  addressWanted = null;
  addressAt = performance.now();
}
// A reader who leaves the page leaves it at the game as it stands.
window.addEventListener("pagehide", writeAddress);

// Whose turn it is and whether the game is over, as the engine reads the position.
function seatNow() {
  return standing(engine, request()).seat;
}

function over() {
  return standing(engine, request()).over;
}

function computerToMove() {
  return game.opponent !== "human" && seatNow() === computer && !over();
}

function render() {
  const seat = seatNow();
  const req = { ...request(), seat, show: game.moves.length ? "moves" : "position" };
  if (game.throw !== null) req.throw = game.throw;
  drawing = draw(engine, svg, req, computerToMove() ? [] : game.moves, move);
  moveButtons(movesGroup, w, computerToMove() ? [] : game.moves, move);
  throwButton.disabled = over() || game.throw !== null || computerToMove();
  whyButton.disabled = game.throw === null || computerToMove();
  reasonList.replaceChildren();
  recordCode.textContent = game.record.map((s) => s.step).join(" ") || w.say("play-record-empty");
  // The record grows by a step at a time: only new steps are added to the list.
  if (steps.children.length > game.record.length) steps.replaceChildren();
  for (const s of game.record.slice(steps.children.length)) {
    const li = document.createElement("li");
    li.textContent = s.text ?? s.step;
    steps.append(li);
  }
  // At the end of a game, what the page can say of a review against best play.
  reviewSection.hidden = !over();
  root.dataset.position = game.position;
  root.dataset.state = over() ? "over" : computerToMove() ? "computer" : game.throw === null ? "throw" : "move";
  save();
}

// Says what comes next and, unless `focus` is false (the reader is in the settings),
// takes the focus to the throw button when the reader is to throw.
function nextTurn(said, focus = true) {
  if (over()) {
    const p = engine.must({ op: "position", ...request() });
    said.push(w.result(p.result));
    if (p.score) said.push(w.say("play-score", { first: p.score[0], second: p.score[1] }));
    offerReview();
  } else {
    said.push(w.say("diagram-to-move", { player: seatNow() }));
    if (computerToMove()) {
      said.push(w.say("play-computer-thinks"));
      timer = setTimeout(computerTurn, 300);
    }
  }
  render();
  say(said);
  if (focus && !computerToMove() && !over()) throwButton.focus();
}

function doThrow() {
  const player = seatNow();
  const t = engine.must({ op: "throw", ...request(), seed: seed() }).throw;
  showThrow(engine, fall, request(), t);
  const turn = engine.must({ op: "turn", ...request(), throw: t });
  const said = [w.say("diagram-throw", { player, throw: t })];
  if (turn.pass) {
    const again = turn.position.to_move === player ? "yes" : "no";
    said.push(w.say("diagram-no-move", { player, again }));
    game.record.push({ step: `${t}:pass`, text: w.sentences(said) });
    game.position = turn.after;
    game.throw = null;
    game.moves = [];
    return nextTurn(said);
  }
  game.throw = t;
  game.moves = turn.moves;
  if (!computerToMove()) said.push(w.say("try-moves-label") + " " + w.list(turn.moves.map((m) => w.moveName(m))));
  render();
  say(said);
  return turn;
}

function move(m) {
  const player = seatNow();
  const said = [w.moveSentence(player, m), ...w.effects(player, m).filter((s, i, all) => !(m.position.result && i === all.length - 1))];
  game.record.push({ step: `${game.throw}:${m.from}`, text: w.sentences([w.say("diagram-throw", { player, throw: game.throw }), ...said]) });
  game.position = m.after;
  game.throw = null;
  game.moves = [];
  nextTurn(said);
  glide(svg, drawing, player, m);
}

function computerTurn() {
  if (!computerToMove()) return;
  const turn = doThrow();
  if (!turn || !game.moves.length) return;
  computerMove();
}

// The judge of the rules `options` name (every option) and how far ahead to look with
// it, as the engine's `choose` reads them, or null where the page has none of them or cannot fetch its judges (a failed
// fetch is tried again next time).
async function judgeOf(options) {
  if (!judgesUrl) return null;
  judges ??= fetch(judgesUrl)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
    .catch(() => {
      judges = null;
      return { judges: [] };
    });
  const { judges: list } = await judges;
  const same = (a, b) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  const found = (list ?? []).find((j) => same(j.options, options));
  return found
    ? { depth: found.depth, judge: { hidden: found.hidden, weights: found.weights }, perfect: found.perfect ?? null }
    : null;
}

// The best moves of each file fetched (by address): their text, or null where the
// fetch failed (tried again next time); and the file whose moves the engine holds.
const bestMoves = new Map();
let bestInEngine = null;

// The text of a file of best moves: gzipped as `tabula solve` wrote it (opened here),
// or already opened by a host that sent it encoded; without its two lines of head.
async function fetchBestMoves(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(String(r.status));
  const bytes = new Uint8Array(await r.arrayBuffer());
  const zipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = zipped
    ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text()
    : new TextDecoder().decode(bytes);
  const second = text.indexOf("\n", text.indexOf("\n") + 1);
  return text.slice(second + 1);
}

// Whether the engine holds the perfect player of the rules `options` name, given it
// now where the page has its best moves: the file is fetched when first wanted.
async function perfectOf(options) {
  const judged = await judgeOf(options);
  if (!judged?.perfect) return false;
  const url = judged.perfect;
  if (!bestMoves.has(url)) {
    bestMoves.set(url, fetchBestMoves(url).catch(() => {
      bestMoves.delete(url);
      return null;
    }));
  }
  const corrections = await bestMoves.get(url);
  if (corrections === null) return false;
  if (bestInEngine !== url) {
    const answer = engine.ask({ op: "best-moves", ...request(), options, judge: judged.judge, corrections });
    if (answer.error) return false;
    bestInEngine = url;
  }
  return true;
}

// The player that moves for the computer: the judged one falls back on the expectimax
// player where it has no judge of the rules in play.
async function computerPlayer() {
  if (game.opponent === "random") return { player: "random", seed: seed() };
  if (game.opponent === "perfect" && (await perfectOf(game.options))) return { player: "perfect" };
  const strong = game.opponent === "judged" || game.opponent === "perfect";
  const judged = strong ? await judgeOf(game.options) : null;
  return judged ? { player: "judged", depth: judged.depth, judge: judged.judge } : { player: "expectimax", depth: 1 };
}

// The computer's move for the throw in play.
async function computerMove() {
  const mine = ++asked;
  const at = game;
  const player = await computerPlayer();
  if (mine !== asked || game !== at || !computerToMove() || game.throw === null) return;
  const { move: name } = engine.must({ op: "choose", ...request(), throw: game.throw, ...player });
  const m = game.moves.find((x) => x.name === name);
  timer = setTimeout(() => move(m), 300);
}

// Where the reader chose the judged player and it has no judge of the rules in play,
// the page says who plays instead.
async function noteJudge() {
  const chosen = game.opponent;
  if (chosen !== "judged" && chosen !== "perfect") return;
  const at = game;
  const judged = await judgeOf(game.options);
  if (game !== at || game.opponent !== chosen) return;
  if (!judged) {
    say([...lastSaid, w.say("play-judged-missing")]);
    return;
  }
  if (chosen !== "perfect" || (await perfectOf(game.options)) || game !== at || game.opponent !== chosen) return;
  say([...lastSaid, w.say("play-perfect-missing")]);
}

// At the end of a game, the review the page can give: by the judge's estimates where
// it has a judge of the rules in play; elsewhere the notice says why it cannot.
async function offerReview() {
  if (!reviewStart) return;
  const at = game;
  const judged = await judgeOf(game.options);
  if (game !== at) return;
  reviewNone.hidden = Boolean(judged);
  reviewJudged.hidden = !judged;
  reviewStart.hidden = !judged || !reviewBody.hidden;
}

reviewStart?.addEventListener("click", async () => {
  const at = game;
  const judged = await judgeOf(game.options);
  if (!judged || game !== at || !over()) return;
  // The review's script is fetched when a reader asks for a review, not with the page.
  const { review } = await import("./review.js");
  if (game !== at) return;
  const replay = game.record.map((s) => s.step).join(" ");
  review(engine, w, reviewBody, { variant, options: game.options, position: game.first, replay, judge: judged.judge });
  reviewStart.hidden = true;
  reviewBody.tabIndex = -1;
  reviewBody.focus();
});

// Plays `next` from where it stands, saying `notice` first; with `focus`, the focus
// goes to the throw button (not when the page opens: that would scroll the reader
// away from the top of the page).
function start(next, notice = [], focus = true) {
  clearTimeout(timer);
  asked++;
  game = next;
  if (reviewBody) {
    reviewBody.replaceChildren();
    reviewBody.hidden = true;
  }
  steps.replaceChildren();
  setForm();
  render();
  nextTurn(notice, focus);
  noteJudge();
}

// The game the address's fragment holds, as the engine reads it: null where it holds
// none; throws where it holds one the engine cannot read.
function linkFields() {
  return engine.must({ op: "read-link", fragment: location.hash }).link;
}

function holdsLink() {
  try {
    return linkFields() !== null;
  } catch {
    return true;
  }
}

// The game the address holds, or a new one with the notice that its link holds none.
function fromAddress() {
  try {
    const linked = fromLink();
    return [linked ?? begun(defaults(), "human", null, ""), []];
  } catch {
    return [begun(defaults(), "human", null, ""), [w.say("play-bad-link")]];
  }
}

throwButton.addEventListener("click", () => doThrow() && movesGroup.querySelector("button")?.focus());
whyButton.addEventListener("click", () => {
  reasonList.replaceChildren();
  const list = reasons(engine, w, { ...request(), throw: game.throw });
  for (const text of list.length ? list : [w.say("why-none")]) {
    const li = document.createElement("li");
    li.textContent = text;
    reasonList.append(li);
  }
});
svg.addEventListener("click", (e) => {
  if (e.target.closest(".target") || game.throw === null || !drawing) return;
  const from = squareAt(svg, drawing, seatNow(), e);
  if (from === null) return;
  const why = engine.must({ op: "why", ...request(), throw: game.throw, from });
  if (why.reason !== "legal") say([w.why(from, why)]);
});
// A new opponent takes over at once, in the game in play. A new option changes the
// rules, so it needs a new game: one with no step yet starts again at once; otherwise
// the page says so and the reader starts the new game or keeps this one.
form.addEventListener("change", (e) => {
  if (e.target.name === "opponent") {
    game.opponent = form.elements.opponent.value;
    clearTimeout(timer);
    asked++;
    if (game.throw === null) {
      // The focus stays on the choice: the arrow keys go on through the opponents.
      nextTurn([], false);
    } else {
      // A throw in play stands: whoever now has the turn plays it.
      render();
      if (computerToMove()) {
        say([w.say("play-computer-thinks")]);
        computerMove();
      } else {
        say([w.say("try-moves-label") + " " + w.list(game.moves.map((m) => w.moveName(m)))]);
      }
    }
    noteJudge();
    return;
  }
  if (!game.record.length && !game.given) {
    start(begun(chosenOptions(), game.opponent, null, ""));
    return;
  }
  if (!pending) return;
  const changed = Object.entries(chosenOptions()).some(([k, v]) => game.options[k] !== v);
  pending.hidden = !changed;
  keepButton.hidden = !changed;
});
keepButton?.addEventListener("click", () => {
  setForm();
  form.querySelector("input:checked")?.focus();
});
form.addEventListener("submit", (e) => {
  e.preventDefault();
  start(begun(chosenOptions(), form.elements.opponent.value, null, ""));
});
copyButton.addEventListener("click", async () => {
  await copy(new URL(shareLink.href, location.href).href, shareLink);
  say([w.say("play-link-copied")]);
});
// A link pasted into the open page is opened as a fresh load opens it; an address
// without a game (`#`) leaves the game as it is.
window.addEventListener("hashchange", () => {
  if (holdsLink()) start(...fromAddress());
});

const [first, notice] = fromAddress();
panel.hidden = false;
controls.hidden = false;
for (const s of root.querySelectorAll(".play-record-section, .play-share")) s.hidden = false;
start(first, notice, false);
document.documentElement.dataset.play = "ready";
