// Moves that move, as a reader sees them on a play page: a throw falls into place and a
// moved piece glides to its square; a reader who asks for less motion
// (prefers-reduced-motion) sees neither, and hears the same announcements either way.

import { ready } from "./play.mjs";

// Throws until a throw has moves, then makes the first; what was animating just after
// the throw and just after the move, and what was announced.
async function throwAndMove(page) {
  for (let i = 0; i < 30; i++) {
    await page.click(".play-throw");
    const state = await page.evaluate(() => document.querySelector(".play").dataset.state);
    if (state !== "move") continue;
    const thrown = await page.evaluate(() => ({
      implements: document.querySelectorAll(".throw-fall svg .implement").length,
      falling: document.querySelector(".throw-fall")?.classList.contains("falling") ?? false,
      animations: document.getAnimations().filter((a) => a.effect?.target?.closest?.(".throw-fall")).length,
    }));
    await page.click(".try-moves button");
    const moved = await page.evaluate(() => ({
      gliding: document.getAnimations().filter((a) => a.effect?.target?.closest?.("g.piece")).length,
      said: document.querySelector(".play-status")?.textContent ?? "",
    }));
    return { thrown, moved };
  }
  return null;
}

export async function checkMotion(browser, origin, check) {
  const seen = {};
  for (const motion of ["no-preference", "reduce"]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: motion });
    const page = await context.newPage();
    await page.goto(`${origin}/en/ur/play/finkel/`, { waitUntil: "load" });
    await ready(page);
    seen[motion] = await throwAndMove(page);
    await context.close();
  }
  const moving = seen["no-preference"];
  const still = seen.reduce;
  check(moving && still, "motion: a throw with moves came within 30 throws");
  if (!moving || !still) return;
  check(moving.thrown.implements === 4 && moving.thrown.falling && moving.thrown.animations > 0,
    `motion: the throw's four dice fall into place (${JSON.stringify(moving.thrown)})`);
  check(moving.moved.gliding > 0, `motion: the moved piece glides (${JSON.stringify(moving.moved)})`);
  check(still.thrown.implements === 4 && !still.thrown.falling && still.thrown.animations === 0 && still.moved.gliding === 0,
    `motion: under prefers-reduced-motion nothing falls or glides (${JSON.stringify(still)})`);
  check(moving.moved.said.length > 0 && still.moved.said.length > 0,
    "motion: the move is announced with motion and without");
}
