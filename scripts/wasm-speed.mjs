#!/usr/bin/env node
// Moves per second of the WebAssembly engine in node: for every bundled variant, 200
// random games (seeds 1 to 200, at most 2,000 throws each, the `games` op), timed over
// five runs after a warm-up. The native engine does the same work in
// `cargo bench -p tabula-core --bench engine -- games-moves`.
//
//   node scripts/wasm-speed.mjs [DIST]    (DIST: a built site, default dist)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { start } from "../assets/engine/engine.js";

const dist = process.argv[2] || "dist";
const engine = await start(readFileSync(join(dist, "engine/tabula.wasm")), JSON.parse(readFileSync(join(dist, "engine/rules.json"), "utf8")));
for (const { id } of engine.variants) {
  const req = { op: "games", variant: id, games: 200, seed: 1 };
  engine.must(req);
  const rates = [];
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    const { generated } = engine.must(req);
    rates.push(generated / ((performance.now() - t0) / 1000));
  }
  rates.sort((a, b) => a - b);
  console.log(`${id}: ${(rates[2] / 1e6).toFixed(2)} M moves/s (median of 5; best ${(rates[4] / 1e6).toFixed(2)})`);
}
