// tabula's engine in the page: the WebAssembly build of the same Rust engine, rule
// data and diagram drawing that built the site (web/, src/api.rs), behind one call.
// A request is an object with an `op`; the answer is an object, `{error}` on failure.
// Nothing here knows a rule.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Engine {
  constructor(instance) {
    this.x = instance.exports;
  }

  // Answers one request (see src/api.rs for the ops).
  ask(request) {
    const bytes = encoder.encode(JSON.stringify(request));
    const ptr = this.x.tabula_alloc(bytes.length);
    new Uint8Array(this.x.memory.buffer, ptr, bytes.length).set(bytes);
    const len = this.x.tabula_request(ptr, bytes.length);
    const at = this.x.tabula_answer();
    return JSON.parse(decoder.decode(new Uint8Array(this.x.memory.buffer, at, len)));
  }

  // Like ask, but throws on an error answer.
  must(request) {
    const answer = this.ask(request);
    if (answer.error) throw new Error(`${request.op}: ${answer.error}`);
    return answer;
  }
}

// Compiles tabula.wasm from its bytes or its response (a module is taken as it is).
async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (!(source instanceof Response)) return WebAssembly.compile(source);
  // Streaming needs the server to say application/wasm; where it does not, read it whole.
  try {
    return await WebAssembly.compileStreaming(source.clone());
  } catch {
    return WebAssembly.compile(await source.arrayBuffer());
  }
}

// Instantiates the engine from the bytes or the response of tabula.wasm (or a promise
// of either) and loads the site's rule data (rules.json) into it.
export async function start(wasm, catalogue) {
  const module = await compile(await wasm);
  const instance = await WebAssembly.instantiate(module, {});
  const engine = new Engine(instance);
  engine.variants = engine.must({ op: "load", catalogue: await catalogue }).variants;
  return engine;
}

// The engine of this site, loaded once per page from /engine/: the engine compiles
// while the rule data arrives.
let shared;
export function siteEngine() {
  shared ??= (() => {
    const module = fetch("/engine/tabula.wasm").then(compile);
    const catalogue = fetch("/engine/rules.json").then((r) => r.json());
    return start(module, catalogue);
  })();
  return shared;
}
