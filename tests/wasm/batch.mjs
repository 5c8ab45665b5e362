// Runs the WebAssembly engine in node: `node batch.mjs tabula.wasm rules.json < requests`
// loads the engine and the rule data, then answers each line of standard input (one
// request object of crates/core/src/api/mod.rs) with one line on standard output, in order. Used by
// tests/slow/wasm.rs to compare the WebAssembly engine with the native one.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { start } from "../../assets/engine/engine.js";

const [wasmFile, rulesFile] = process.argv.slice(2);
const engine = await start(readFileSync(wasmFile), JSON.parse(readFileSync(rulesFile, "utf8")));
const out = [];
const flush = () => {
  if (out.length) process.stdout.write(out.join("\n") + "\n");
  out.length = 0;
};
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line) continue;
  const bytes = new TextEncoder().encode(line);
  const x = engine.x;
  const ptr = x.tabula_alloc(bytes.length);
  new Uint8Array(x.memory.buffer, ptr, bytes.length).set(bytes);
  const len = x.tabula_request(ptr, bytes.length);
  out.push(new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.tabula_answer(), len)));
  if (out.length >= 1000) flush();
}
flush();
