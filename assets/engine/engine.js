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

// Instantiates the engine from the bytes or the response of tabula.wasm and loads
// the site's rule data (rules.json) into it.
export async function start(wasm, catalogue) {
  const source = await wasm;
  let instance;
  if (source instanceof Response) {
    // Streaming needs the server to say application/wasm; where it does not, read it whole.
    try {
      ({ instance } = await WebAssembly.instantiateStreaming(source.clone(), {}));
    } catch {
      ({ instance } = await WebAssembly.instantiate(await source.arrayBuffer(), {}));
    }
  } else {
    ({ instance } = await WebAssembly.instantiate(source, {}));
  }
  const engine = new Engine(instance);
  engine.variants = engine.must({ op: "load", catalogue }).variants;
  return engine;
}

// The engine of this site, loaded once per page from /engine/.
let shared;
export function siteEngine() {
  shared ??= fetch("/engine/rules.json")
    .then((r) => r.json())
    .then((catalogue) => start(fetch("/engine/tabula.wasm"), catalogue));
  return shared;
}
