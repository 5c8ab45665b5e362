// Boards to try. When scripts run, every board diagram of the page (a figure the
// build made, whose data-* say what it shows) gets controls: choose a throw or throw
// at random and see the legal moves marked, make one by click, tap or keyboard and
// hear what it does, undo and reset; a replay steps back and forth through its moves;
// the position can be copied in notation and opened on the play page. The picture
// the build drew stays for readers without scripts, for print and for feeds.
import { siteEngine } from "./engine.js";
import { loadWords, draw, moveButtons, reasons, button, copy, playUrl, seed, squareAt, standing, glide, showThrow, throwHolder } from "./ui.js";

class Trial {
  constructor(engine, words, figure) {
    this.engine = engine;
    this.w = words;
    this.f = figure;
    const d = figure.dataset;
    this.base = { variant: d.variant, options: JSON.parse(d.options || "{}") };
    this.throws = engine.must({ op: "throws", ...this.base }).throws;
    this.svg = figure.querySelector("svg.board");
    this.play = figure.querySelector("a.play");
    this.code = figure.querySelector(".figure-tools code");
    if (d.replay) {
      this.steps = engine.must({ op: "replay", ...this.base, replay: d.replay }).steps;
      this.first = engine.must({ op: "start", ...this.base }).position;
      this.step = this.steps.length;
    }
    this.start = { position: d.position, throw: d.throw === undefined ? null : Number(d.throw) };
    this.state = { ...this.start };
    this.undo = [];
    this.build();
    // A board that shows a position or its legal moves is drawn now; one that shows a
    // chosen move keeps its picture until the reader acts.
    this.refresh(d.show === "position" || d.show === "moves");
  }

  build() {
    const w = this.w;
    const box = document.createElement("div");
    box.className = "try";
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", w.say("try-label"));
    const throws = document.createElement("div");
    throws.className = "try-throws";
    throws.setAttribute("role", "group");
    throws.setAttribute("aria-label", w.say("try-throw-label"));
    const label = document.createElement("span");
    label.className = "label";
    label.textContent = w.say("try-throw-label");
    label.setAttribute("aria-hidden", "true");
    throws.append(label);
    this.throwButtons = this.throws.map((t) => {
      const b = button(String(t.value), "try-throw", () => this.choose(t.value), w.say("try-throw-value", { throw: t.value }));
      b.dataset.throw = t.value;
      throws.append(b);
      return b;
    });
    throws.append(button(w.say("try-throw-random"), "try-random", () => this.choose(this.engine.must({ op: "throw", ...this.base, seed: seed() }).throw)));
    this.fall = throwHolder(throws.lastElementChild);
    this.moves = document.createElement("div");
    this.moves.className = "try-moves";
    this.moves.setAttribute("role", "group");
    this.moves.setAttribute("aria-label", w.say("try-moves-group"));
    const why = document.createElement("p");
    why.append(button(w.say("why-label"), "try-why", () => this.explain()));
    this.reasons = document.createElement("ul");
    this.reasons.className = "try-reasons";
    const edit = document.createElement("p");
    edit.className = "try-edit";
    this.undoButton = button(w.say("try-undo"), "try-undo", () => this.back());
    edit.append(this.undoButton, " ", button(w.say("try-reset"), "try-reset", () => this.reset()));
    box.append(throws, this.moves, why, this.reasons, edit);
    if (this.steps) {
      const replay = document.createElement("p");
      replay.className = "try-replay";
      this.stepBack = button(w.say("replay-back"), "replay-back", () => this.goTo(this.step - 1));
      this.stepForward = button(w.say("replay-forward"), "replay-forward", () => this.goTo(this.step + 1));
      this.stepText = document.createElement("span");
      this.stepText.className = "replay-step";
      replay.append(this.stepBack, " ", this.stepForward, " ", this.stepText);
      box.append(replay);
    }
    this.status = document.createElement("p");
    this.status.className = "try-status";
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    box.append(this.status);
    // Inside the folded "Try this position", before the figure's link and notation.
    const tools = this.f.querySelector(".figure-tools");
    (tools?.parentNode ?? this.f).insertBefore(box, tools);
    if (this.code) {
      const b = button(w.say("figure-copy"), "figure-copy", async () => {
        await copy(this.state.position, this.code);
        this.say([w.say("figure-copied")]);
      }, w.say("figure-copy-label"));
      this.code.after(" ", b);
    }
    this.svg.addEventListener("click", (e) => this.clicked(e));
  }

  seat() {
    return standing(this.engine, { ...this.base, position: this.state.position }).seat;
  }

  request() {
    return { ...this.base, position: this.state.position, throw: this.state.throw };
  }

  // The legal moves of the chosen throw, or none before a throw.
  turn() {
    if (this.state.throw === null || this.over()) return { moves: [], pass: false };
    return this.engine.must({ op: "turn", ...this.request() });
  }

  over() {
    return standing(this.engine, { ...this.base, position: this.state.position }).over;
  }

  refresh(redraw = true) {
    const t = this.turn();
    this.current = t;
    if (redraw) {
      this.interactive();
      const show = this.state.throw !== null && t.moves.length ? "moves" : "position";
      const req = { ...this.base, position: this.state.position, show, seat: this.seat() };
      if (this.f.dataset.route) req.route = Number(this.f.dataset.route);
      if (this.state.throw !== null) req.throw = this.state.throw;
      this.drawing = draw(this.engine, this.svg, req, t.moves, (m) => this.move(m));
    }
    moveButtons(this.moves, this.w, t.moves, (m) => this.move(m));
    for (const b of this.throwButtons) {
      b.setAttribute("aria-pressed", String(Number(b.dataset.throw) === this.state.throw));
      b.disabled = this.over();
    }
    this.reasons.replaceChildren();
    this.undoButton.disabled = this.undo.length === 0;
    if (this.steps) {
      this.stepBack.disabled = this.step === 0;
      this.stepForward.disabled = this.step === this.steps.length;
      this.stepText.textContent = this.w.say("replay-step", { step: this.step, count: this.steps.length });
    }
    if (this.code) this.code.textContent = this.state.position;
    if (this.play) this.play.href = this.playLink();
  }

  // The play page with this board's game. The play page takes no finished position as
  // a start (the engine does not check a result written in one), so a finished game
  // goes as the moves that finished it: the position before the last move and that
  // move, or a replay's steps from the start.
  playLink() {
    const url = (position, record) => playUrl(this.engine, this.play.pathname, this.base.variant, this.base.options, position, record);
    const last = this.undo[this.undo.length - 1];
    if (!this.over()) return url(this.state.position);
    if (last?.step) return url(last.position, last.step);
    if (this.steps && this.step > 0) {
      return url(this.first, this.steps.slice(0, this.step).map((s) => `${s.throw}:${s.played ? s.played.from : "pass"}`).join(" "));
    }
    return url(this.state.position);
  }

  // The first time the reader acts, a before-and-after figure becomes one board.
  interactive() {
    if (this.f.classList.contains("tried")) return;
    this.f.classList.add("tried");
    this.f.querySelector("svg.board.stacked")?.remove();
    this.svg.classList.remove("wide");
  }

  say(sentences) {
    const text = this.w.sentences(sentences);
    this.status.textContent = text;
    const desc = this.svg.querySelector("desc");
    if (desc && text) desc.textContent = text;
  }

  choose(value) {
    this.state = { position: this.state.position, throw: value };
    this.refresh();
    if (this.fall) showThrow(this.engine, this.fall, this.base, value);
    const player = this.seat();
    const said = [this.w.say("diagram-throw", { player, throw: value })];
    if (this.current.pass) {
      said.push(this.w.say("diagram-no-move", { player, again: this.current.position.to_move === player ? "yes" : "no" }));
      this.undo.push(this.state);
      this.state = { position: this.current.after, throw: null };
      this.refresh();
      said.push(this.w.say("diagram-to-move", { player: this.seat() }));
    } else {
      said.push(this.w.say("try-moves-label") + " " + this.w.list(this.current.moves.map((m) => this.w.moveName(m))));
    }
    this.say(said);
  }

  move(m) {
    const player = this.seat();
    this.undo.push({ ...this.state, step: `${this.state.throw}:${m.from}` });
    this.state = { position: m.after, throw: null };
    this.refresh();
    glide(this.svg, this.drawing, player, m);
    const said = [this.w.moveSentence(player, m), ...this.w.effects(player, m)];
    if (!m.position.result) said.push(this.w.say("diagram-to-move", { player: m.position.to_move }));
    this.say(said);
    this.moves.querySelector("button")?.focus();
  }

  back() {
    if (!this.undo.length) return;
    this.state = this.undo.pop();
    this.refresh();
    this.say([this.state.throw === null ? this.w.say("diagram-to-move", { player: this.seat() }) : this.w.say("diagram-throw", { player: this.seat(), throw: this.state.throw })]);
  }

  reset() {
    this.undo = [];
    if (this.steps) this.step = this.steps.length;
    this.state = { ...this.start };
    this.refresh();
    this.say([this.w.say("try-choose")]);
  }

  goTo(k) {
    if (!this.steps || k < 0 || k > this.steps.length) return;
    const forward = k === this.step + 1;
    this.step = k;
    this.undo = [];
    this.state = { position: k === 0 ? this.first : this.steps[k - 1].after, throw: null };
    this.refresh();
    if (k === 0) return this.say([this.w.say("replay-start")]);
    const s = this.steps[k - 1];
    const before = k === 1 ? this.first : this.steps[k - 2].after;
    const player = standing(this.engine, { ...this.base, position: before }).seat;
    const said = [this.w.say("replay-step", { step: k, count: this.steps.length }), this.w.say("diagram-throw", { player, throw: s.throw })];
    if (s.played) {
      if (forward) glide(this.svg, this.drawing, player, s.played);
      // The move and what it did, as a move made on the board is announced.
      said.push(this.w.moveSentence(player, s.played), ...this.w.effects(player, s.played));
    } else {
      said.push(this.w.say("diagram-no-move", { player, again: this.seat() === player ? "yes" : "no" }));
    }
    this.say(said);
  }

  explain() {
    this.reasons.replaceChildren();
    if (this.state.throw === null) return this.say([this.w.say("try-choose")]);
    const list = reasons(this.engine, this.w, this.request());
    for (const text of list.length ? list : [this.w.say("why-none")]) {
      const li = document.createElement("li");
      li.textContent = text;
      this.reasons.append(li);
    }
  }

  // A click on the board away from a move: why that piece cannot move.
  clicked(e) {
    if (e.target.closest(".target") || !this.drawing || this.state.throw === null) return;
    const from = squareAt(this.svg, this.drawing, this.seat(), e);
    if (from === null) return;
    const why = this.engine.must({ op: "why", ...this.request(), from });
    if (why.reason !== "legal") this.say([this.w.why(from, why)]);
  }
}

// The engine is fetched and compiled only when a board comes within half a screen of
// being seen, or when the reader reaches for one (a tap, a focus): a page read for its
// text costs no engine. Then the boards nearest the screen get their controls first,
// one at a time, so the first board accepts a throw as soon as it can.
const figures = [...document.querySelectorAll("figure.diagram[data-variant]")];
const near = new Set();
let woken = null;
function wake() {
  woken ??= (async () => {
    // The words of the page's language arrive while the engine loads.
    const [engine] = await Promise.all([siteEngine(), loadWords(document.documentElement.lang)]);
    const order = [...near, ...figures.filter((f) => !near.has(f))];
    for (const figure of order) {
      const lang = figure.closest("[lang]")?.lang || document.documentElement.lang;
      new Trial(engine, await loadWords(lang), figure);
      await new Promise((r) => setTimeout(r));
    }
    document.documentElement.dataset.boards = "ready";
  })();
  return woken;
}
if (figures.length) {
  document.documentElement.dataset.boards = "waiting";
  const seen = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) near.add(e.target);
    if (near.size) {
      seen.disconnect();
      wake();
    }
  }, { rootMargin: "50% 0px" });
  for (const f of figures) {
    seen.observe(f);
    for (const kind of ["pointerdown", "focusin"]) f.addEventListener(kind, wake, { once: true });
  }
} else {
  document.documentElement.dataset.boards = "ready";
}
