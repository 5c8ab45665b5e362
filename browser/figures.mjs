// The reader's figures alone, against a built site served elsewhere:
//   node browser/figures.mjs http://localhost:8765
// prints the time to the first board, the bytes before interaction and the layout
// shift, as check.mjs does at the end of a whole run (BENCHMARKS.md).
import { chromium } from "playwright-core";
import { timeToFirstBoard, weigh, layoutShift } from "./play.mjs";

const origin = process.argv[2] ?? "http://localhost:8765";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
console.log(`time to the first board, /en/ur/learn/, ms: ${(await timeToFirstBoard(browser, origin, "/en/ur/learn/")).join(", ")}`);
for (const p of ["/en/ur/learn/", "/en/ur/rules/", "/en/ur/play/finkel/", "/en/about/"]) {
  const w = await weigh(browser, origin, p);
  const total = Object.values(w).reduce((a, b) => a + b, 0);
  console.log(`bytes before interaction, ${p}, gzip: ${JSON.stringify(w)}, total ${total}`);
}
for (const p of ["/en/", "/en/ur/", "/en/ur/rules/", "/en/ur/learn/", "/en/senet/variants/kendall/", "/en/ur/play/finkel/", "/en/about/"]) {
  console.log(`layout shift, ${p}: ${(await layoutShift(browser, origin, p)).toFixed(4)}`);
}
await browser.close();
