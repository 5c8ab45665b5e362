// The time to the first board on a slow phone, cold, in N fresh browsers:
//   node browser/first-board.mjs DIST [N]      (GZIP=0 to serve nothing compressed)
// serves DIST as hosts do (gzip-compressed text and WebAssembly) and prints each
// browser's three runs of timeToFirstBoard, then the median of the first (cold) ones.
import { createServer } from "node:http";
import { readFileSync, existsSync, statSync } from "node:fs";
import { join, extname } from "node:path";
import { gzipSync } from "node:zlib";
const gz = process.env.GZIP !== "0";
import { chromium } from "playwright-core";
import { timeToFirstBoard } from "./play.mjs";
const dist = process.argv[2]; const n = +(process.argv[3] ?? 10);
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json", ".woff2": "font/woff2" };
const server = createServer((req, res) => {
  let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (path.endsWith("/")) path += "index.html";
  const file = join(dist, path);
  if (!existsSync(file) || statSync(file).isDirectory()) { res.writeHead(404); return res.end(); }
  const type = types[extname(file)] || "application/octet-stream";
  let body = readFileSync(file);
  const headers = { "Content-Type": type };
  if (gz && /html|javascript|css|wasm|json|svg/.test(type) && /gzip/.test(req.headers["accept-encoding"] || "")) { body = gzipSync(body); headers["Content-Encoding"] = "gzip"; }
  res.writeHead(200, headers);
  res.end(body);
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const origin = `http://127.0.0.1:${server.address().port}`;
const all = [];
for (let i = 0; i < n; i++) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
  const t = await timeToFirstBoard(browser, origin, "/en/ur/learn/");
  await browser.close();
  all.push(t);
  console.log(t.join(", "));
}
const cold = all.map((t) => t[0]).sort((a, b) => a - b);
console.log(`cold: median ${cold[Math.floor(cold.length / 2)]} ms, min ${cold[0]}, max ${cold[cold.length - 1]}; all: ${cold.join(", ")}`);
server.close();
