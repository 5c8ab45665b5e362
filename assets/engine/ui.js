// What the boards to try (diagrams.js) and the play page (play.js) share: the page's
// words (made by the build from Fluent, never written here), drawing a position with
// the engine into a figure's <svg>, the buttons of a turn, and the sentences that
// announce a throw, a move and its effects. Nothing here knows a rule: the engine
// says what is legal and what a move does.

const SVG = "http://www.w3.org/2000/svg";

// The words of a language: embedded in the page (#tabula-words) or /engine/words.<lang>.json.
const loaded = new Map();
export function loadWords(lang) {
  const embedded = document.getElementById("tabula-words");
  if (embedded && JSON.parse(embedded.textContent).lang === lang) {
    return Promise.resolve(new Words(JSON.parse(embedded.textContent)));
  }
  if (!loaded.has(lang)) {
    loaded.set(lang, fetch(`/engine/words.${lang}.json`).then((r) => r.json()).then((w) => new Words(w)));
  }
  return loaded.get(lang);
}

export class Words {
  constructor(w) {
    this.lang = w.lang;
    this.fixed = w.fixed;
    this.counted = w.counted ?? {};
    this.decimal = w.decimal ?? ".";
    this.percentForm = w.percent ?? "{n}%";
    this.m = w.m;
    this.plural = new Intl.PluralRules(w.lang);
    this.pluralMeasured = new Intl.PluralRules(w.lang, { minimumFractionDigits: 1 });
  }

  // A measured number, written with at least one decimal ("10.0" beside "63.8"), as
  // the build writes a loss in points.
  measured(v) {
    return { measured: v };
  }

  // The message `id`: arguments it selects on pick its form (a counted number by its
  // plural category, as Fluent picks it), the others fill it in.
  say(id, args = {}) {
    let key = id;
    const counted = this.counted[id] ?? [];
    for (const name of this.fixed[id] ?? []) {
      const v = args[name];
      const category = v?.measured !== undefined ? this.pluralMeasured.select(v.measured) : this.plural.select(v);
      key += `|${name}=${counted.includes(name) ? category : v}`;
    }
    const text = this.m[key] ?? this.m[id] ?? "";
    return text.replace(/\{([\w-]+)\}/g, (all, name) => (name in args ? this.number(args[name]) : all));
  }

  // A number as the build writes it in the language (a decimal comma or point); any
  // other value as it is.
  number(v) {
    if (v?.measured !== undefined) {
      const s = String(v.measured);
      return (s.includes(".") ? s : `${s}.0`).replace(".", this.decimal);
    }
    return typeof v === "number" ? String(v).replace(".", this.decimal) : String(v);
  }

  // A chance as a percentage to a tenth, as the pages write one ("37.5%", "37,5 %").
  percent(fraction) {
    return this.percentForm.replace("{n}", this.number(Math.round(fraction * 1000) / 10));
  }

  // The arguments of a move's messages, as the build gives them.
  moveArgs(m) {
    const from = m.from === "hand" ? this.say("diagram-hand") : m.from;
    const to = m.to === "off" ? this.say("diagram-off-board") : m.to;
    return { from, to, kind: m.kind };
  }

  // A move as the diagrams name it: "5 to 7", "enter on 4", "stay on 27".
  moveName(m) {
    return this.say("diagram-move-name", this.moveArgs(m));
  }

  // "Player 1 moves the piece on square 5 to square 7."
  moveSentence(player, m) {
    return this.say("diagram-move", { ...this.moveArgs(m), player });
  }

  // What a move does, sentence by sentence, and the result if it ends the game. A
  // language may say several effects in one sentence and leave the others empty.
  effects(player, m) {
    const out = [];
    const square = typeof m.ends_on === "number" ? m.ends_on : 0;
    // Whether the piece ends elsewhere than it landed (sent on from the House of Water).
    const moved = m.ends_on === m.to ? "no" : "yes";
    const joined = this.joined(m);
    // The effects the engine says a description says (`said`: not `forced` beside `backward`).
    for (const e of m.said) out.push(this.say(`diagram-effect-${e.replaceAll("_", "-")}`, { player, square, moved, ...joined }));
    if (m.position.result) out.push(this.result(m.position.result));
    return out.filter((s) => s.trim() !== "");
  }

  // The effects a language may join into one sentence, as the build gives them
  // (`describe::joined_effects`): each "yes" or "no".
  joined(m) {
    const has = (e) => (m.effects.includes(e) ? "yes" : "no");
    return { capture: has("capture"), rosette: has("rosette"), fine: has("fine"), again: has("extra_throw") };
  }

  result(r) {
    return r.draw
      ? this.say("diagram-result", { result: "draw", winner: 0 })
      : this.say("diagram-result", { result: "win", winner: r.winner });
  }

  // Why the piece on `from` cannot move, as a sentence, from the engine's answer
  // (`{reason, square, throws}`: the square or the throws of the rules the reason
  // names, where it names them; the throws joined as the language joins choices).
  // Where there is no piece of the player's, the reason alone: "the piece on 7" would
  // name what is not there.
  why(from, { reason, square, throws }) {
    const args = {};
    if (square !== undefined) args.square = square;
    if (throws !== undefined) args.throws = this.listOr(throws.map((t) => this.number(t)));
    const said = this.say(`why-${reason}`, args);
    if (reason === "no-piece") return said;
    return from === "hand" ? this.say("why-hand", { reason: said }) : this.say("why-piece", { square: from, reason: said });
  }

  // Sentences one after another, as the language joins them (Japanese: no space).
  sentences(list) {
    return list.filter(Boolean).join(this.m["sentence-join"] ?? " ");
  }

  // Items of a list without a conjunction (Japanese 、, Arabic ،).
  list(items) {
    return items.join(this.m["list-comma|conj=none"] ?? ", ");
  }

  // Items of a list of choices ("4 or 5", "1, 4 or 5"), as the build joins them
  // (`l10n::text`, `list-or` and `list-comma`).
  listOr(items) {
    if (items.length < 2) return items.join("");
    const head = items.slice(0, -1).join(this.m["list-comma|conj=or"] ?? ", ");
    return this.say("list-or", { head, last: items[items.length - 1] });
  }
}

// Whose turn it is in a position, and whether its game is over, as the engine reads it.
// A render asks several times of one position: the last few answers are kept, by request.
const standings = new WeakMap();
export function standing(engine, request) {
  let known = standings.get(engine);
  if (!known) standings.set(engine, (known = new Map()));
  const key = JSON.stringify(request);
  let answer = known.get(key);
  if (!answer) {
    const p = engine.must({ op: "position", ...request });
    answer = { seat: p.to_move, over: p.result !== null };
    if (known.size >= 16) known.delete(known.keys().next().value);
    known.set(key, answer);
  }
  return answer;
}

// A random seed for the engine's throws and players.
export function seed() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return a[0] * 2097152 + (a[1] >>> 11);
}

// Draws a position into `svg` (which keeps its <title> and <desc>): the engine's
// drawing, as the build draws it, and a target over each square a move can start
// or end on, so a click or a tap makes it. Returns the drawing's answer.
export function draw(engine, svg, request, moves, onMove) {
  const { seat: side, ...spec } = request;
  const d = engine.must({ op: "draw", ...spec });
  const doc = new DOMParser().parseFromString(d.svg, "image/svg+xml");
  const picture = doc.documentElement.querySelector("g");
  picture.removeAttribute("id");
  for (const old of [...svg.children]) if (old.localName !== "title" && old.localName !== "desc") old.remove();
  svg.append(document.importNode(picture, true));
  svg.setAttribute("viewBox", `0 0 ${d.width} ${d.height}`);
  svg.setAttribute("width", d.width);
  svg.setAttribute("height", d.height);
  const seat = String(side);
  const place = (square) => d.points[seat]?.[square === "hand" ? 0 : square === "off" ? d.points[seat].length - 1 : square];
  const targets = document.createElementNS(SVG, "g");
  targets.setAttribute("class", "targets");
  targets.setAttribute("aria-hidden", "true");
  const count = (key, value) => moves.filter((m) => m[key] === value).length;
  for (const m of moves) {
    for (const [key, square] of [["from", m.from], ["to", m.to]]) {
      const at = place(square);
      if (!at || count(key, square) > 1) continue;
      const r = document.createElementNS(SVG, "rect");
      r.setAttribute("x", at[0] - d.square / 2);
      r.setAttribute("y", at[1] - d.square / 2);
      r.setAttribute("width", d.square);
      r.setAttribute("height", d.square);
      r.setAttribute("class", "target");
      r.dataset.move = m.name;
      r.addEventListener("click", () => onMove(m));
      targets.append(r);
    }
  }
  svg.append(targets);
  return d;
}

// A square of the drawing under a click, for asking why a piece cannot move there.
export function squareAt(svg, d, seat, event) {
  const box = svg.getBoundingClientRect();
  const x = ((event.clientX - box.left) / box.width) * d.width;
  const y = ((event.clientY - box.top) / box.height) * d.height;
  const points = d.points[String(seat)] ?? [];
  for (let q = 0; q < points.length - 1; q++) {
    const [px, py] = points[q];
    if (Math.abs(px - x) <= d.square / 2 && Math.abs(py - y) <= d.square / 2) return q === 0 ? "hand" : q;
  }
  return null;
}

// Whether the reader asks for less motion: then nothing glides or falls.
const still = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

// A move, shown moving once the position after it is drawn (`d`, the drawing's answer):
// the piece glides along the squares it passes, then each piece it displaces goes where
// the move sends it (back to wait, or to another square). The squares are the engine's
// (`path`, `displaced`), so nothing here knows a route or a rule; the announcements do
// not wait for it, and a reader who asks for less motion sees the new position at once.
export function glide(svg, d, seat, m) {
  if (still() || !m.path || typeof svg.animate !== "function") return;
  const at = (s, q) => d.points[String(s)]?.[q === "hand" ? 0 : q];
  const travel = (s, squares, delay) => {
    const end = at(s, squares[squares.length - 1]);
    const piece = svg.querySelector(`g.piece[data-seat="${s}"][data-square="${squares[squares.length - 1] === "hand" ? 0 : squares[squares.length - 1]}"]`);
    if (!end || !piece) return 0;
    const frames = squares.map((q) => at(s, q)).filter(Boolean)
      .map(([x, y]) => ({ transform: `translate(${x - end[0]}px, ${y - end[1]}px)` }));
    const duration = Math.min(110 * frames.length, 900);
    piece.animate(frames, { duration, delay, easing: "ease-in-out", fill: "backwards" });
    return duration;
  };
  const took = travel(seat, m.path, 0);
  for (const x of m.displaced ?? []) {
    if (x.to !== null) travel(x.seat, [x.from, x.to], took);
  }
}

// A throw, shown as it fell: the engine draws one way the sticks or dice come to that
// value, and each falls into place (not where the reader asks for less motion). The
// picture is hidden from screen readers: the throw is announced in words.
export function showThrow(engine, holder, request, value) {
  const o = engine.must({ op: "outcome", ...request, throw: value, seed: seed() });
  const doc = new DOMParser().parseFromString(o.svg, "image/svg+xml");
  const picture = document.importNode(doc.documentElement, true);
  picture.setAttribute("focusable", "false");
  holder.replaceChildren(picture);
  holder.classList.toggle("falling", !still());
}

// Where a throw's picture goes: after `anchor`, hidden from screen readers.
export function throwHolder(anchor) {
  const holder = document.createElement("span");
  holder.className = "throw-fall";
  holder.setAttribute("aria-hidden", "true");
  anchor.after(holder);
  return holder;
}

// Fills a group with one button per legal move.
export function moveButtons(group, words, moves, onMove) {
  group.replaceChildren();
  for (const m of moves) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = words.moveName(m);
    b.setAttribute("aria-label", words.say("try-move", { move: words.moveName(m) }));
    b.dataset.move = m.name;
    b.addEventListener("click", () => onMove(m));
    group.append(b);
  }
}

// The pieces of the side to move that cannot move with this throw, each with why, as
// the engine lists them.
export function reasons(engine, words, request) {
  return engine.must({ op: "refusals", ...request }).refusals.map((r) => words.why(r.from, r));
}

export function button(text, className, onClick, label) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = text;
  if (label) b.setAttribute("aria-label", label);
  b.addEventListener("click", onClick);
  return b;
}

// Copies text to the clipboard, or selects it where the browser does not allow that.
export async function copy(text, fallback) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const range = document.createRange();
    range.selectNodeContents(fallback);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    return false;
  }
}

// The play page of a variant with a position (and a record played from it), the
// fragment written by the engine as the build writes its links.
export function playUrl(engine, base, variant, options, position, record) {
  return `${base}#${engine.must({ op: "link", variant, options, position, record: record ?? null }).fragment}`;
}
