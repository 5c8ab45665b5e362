// The exercise pages. Each exercise holds its answer in the page (a <details> a reader
// without scripts opens): every legal move with what it is worth and the sentence to
// say when it is picked. Here the reader picks a move with its button (or the
// keyboard), or on the board, where the engine marks the throw's moves; the page then
// says whether it was the best and opens the answer. No answer is fetched and no
// word is written here: the sentences are the build's (each move's in a hidden
// paragraph of its answer), the moves the engine's.
import { siteEngine } from "./engine.js";
import { draw, standing } from "./ui.js";

class Exercise {
  constructor(section) {
    this.s = section;
    this.choices = section.querySelector(".exercise-choices");
    this.verdict = section.querySelector(".exercise-verdict");
    this.answer = section.querySelector("details.exercise-answer");
    for (const b of this.choices.querySelectorAll("button")) {
      b.addEventListener("click", () => this.pick(b.dataset.move));
    }
    this.choices.hidden = false;
  }

  // The reader's move, by its name (`5-7`, `hand-3`): say how good it was.
  pick(name) {
    const row = this.answer.querySelector(`li[data-move="${CSS.escape(name)}"]`);
    if (!row) return;
    for (const li of this.answer.querySelectorAll("li")) li.classList.toggle("picked", li === row);
    for (const b of this.choices.querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.dataset.move === name));
    const right = row.classList.contains("best");
    this.s.classList.toggle("solved-right", right);
    this.s.classList.toggle("solved-wrong", !right);
    this.verdict.textContent = row.querySelector(".exercise-says").textContent;
    this.answer.open = true;
  }

  // The board with the throw's moves marked: a click or tap on a piece or its square
  // picks that move.
  mark(engine) {
    const d = this.s.dataset;
    const request = { variant: d.variant, options: JSON.parse(d.options || "{}"), position: d.position, throw: Number(d.throw) };
    const { moves } = engine.must({ op: "turn", ...request });
    draw(engine, this.s.querySelector("svg.board"), { ...request, show: "moves", seat: standing(engine, request).seat }, moves, (m) => this.pick(m.name));
  }
}

const exercises = [...document.querySelectorAll("section.exercise")].map((s) => new Exercise(s));
document.documentElement.dataset.exercises = "ready";
if (exercises.length) {
  // The buttons work at once; the board's marks come when the engine has loaded.
  const engine = await siteEngine();
  for (const e of exercises) e.mark(engine);
  document.documentElement.dataset.boards = "ready";
}
