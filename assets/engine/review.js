// The review of a game played on the play page: the engine grades every move by the
// estimates of the judge the page's strongest opponent plays with (op `review`), and
// this draws what it answers as the rules pages draw a reviewed game: the chart of
// player 1's chance (the engine's SVG, no words in it), each player's moves by grade,
// and the key moves with what the best move was. Every word comes from the page.

const SVG = "http://www.w3.org/2000/svg";
const GRADES = ["best", "good", "inaccuracy", "mistake", "blunder"];

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "className") e.className = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

// The chart, with its title and description for a screen reader.
function chart(w, answer, id) {
  const parsed = new DOMParser().parseFromString(answer.chart.svg, "image/svg+xml").documentElement;
  const svg = document.importNode(parsed, true);
  svg.setAttribute("class", "review-chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-labelledby", `${id}-title`);
  svg.setAttribute("aria-describedby", `${id}-text`);
  const title = document.createElementNS(SVG, "title");
  title.id = `${id}-title`;
  title.textContent = w.say("review-chart-title");
  svg.prepend(title);
  const first = answer.first;
  const text = el("p", { className: "review-chart-text", id: `${id}-text` },
    w.say("play-review-chart-description", { start: w.percent(first[0]), end: w.percent(first[first.length - 1]) }));
  return [svg, text];
}

// How many moves of each grade each player made.
function grades(w, answer) {
  const head = el("tr", {},
    el("th", { scope: "col" }, w.say("review-grade-heading")),
    el("th", { scope: "col" }, w.say("review-player", { player: 1 })),
    el("th", { scope: "col" }, w.say("review-player", { player: 2 })));
  const rows = GRADES.map((grade, i) => el("tr", { className: `grade-${grade}` },
    el("th", { scope: "row" }, w.say("review-grade-count", { grade })),
    el("td", {}, w.number(answer.counts[0][i])),
    el("td", {}, w.number(answer.counts[1][i]))));
  return el("table", { className: "review-grades" },
    el("caption", {}, w.say("review-grades-caption")), el("thead", {}, head), el("tbody", {}, ...rows));
}

// A key move: the throw and the move made, then its grade, its cost and the best move.
function keyMove(w, answer, i) {
  const s = answer.steps[i];
  const made = w.moveArgs(s.played);
  const best = w.moveArgs(s.best);
  const said = w.say("review-move", {
    step: i + 1, player: s.mover, throw: s.throw, move: w.moveName(s.played), ...made, ...w.joined(s.played),
  });
  const loss = w.say("review-loss", {
    grade: s.grade, points: w.measured(s.points), best: w.moveName(s.best),
    "best-kind": best.kind, "best-from": best.from, "best-to": best.to,
  });
  return el("li", { className: `grade-${s.grade}` }, w.sentences([said, loss]));
}

// Reviews the game `request` names (`variant`, `options`, `position`, `replay`,
// `judge`, `depth`) into `container`.
export function review(engine, w, container, request) {
  const answer = engine.must({ op: "review", ...request });
  const parts = [...chart(w, answer, "play-review-chart"), grades(w, answer)];
  parts.push(el("p", { className: "review-key-heading" }, w.say("review-key-heading")));
  parts.push(answer.key.length
    ? el("ul", { className: "review-key" }, ...answer.key.map((i) => keyMove(w, answer, i)))
    : el("p", {}, w.say("review-key-none")));
  parts.push(el("p", { className: "review-thresholds" }, w.say("review-thresholds")));
  container.replaceChildren(...parts);
  container.hidden = false;
}
