// tabula's offline worker, written by `tabula build` for one build (src/site/outputs/offline.rs).
// It fetches from the network first and keeps a copy of what this build wrote: a file
// is kept only when its bytes have this build's digest, and the cache is served only
// when the network fails, so a page of one build never runs beside the engine of
// another. A file of another build, seen online, means a new version is live: the
// pages are told, and say so.
const BUILD = "__BUILD__";
const FILES = __FILES__;
const KEEP = __KEEP__;
const CACHE = `tabula-${BUILD}`;

// FNV-1a, 32 bits, as the build computes it (outputs::digest).
function digest(buffer) {
  const bytes = new Uint8Array(buffer);
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

// Whether a response holds the bytes this build wrote at `path`.
async function ours(path, response) {
  return response.ok && FILES[path] === digest(await response.clone().arrayBuffer());
}

// Whether this worker has seen a file of another build (so a new version is live).
let newer = false;

async function tellPages() {
  newer = true;
  for (const client of await self.clients.matchAll()) client.postMessage({ tabula: "update" });
  self.registration.update().catch(() => {});
}

// Fetches a file of this build into the cache; a file of another build is not kept.
async function keep(cache, path) {
  const response = await fetch(path, { cache: "no-cache" });
  if (!(await ours(path, response))) throw new Error(`${path} is not of build ${BUILD}`);
  await cache.put(path, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(KEEP.map((path) => keep(cache, path)))).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith("tabula-") && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

// A page asks to be kept (the page a reader opened before this worker was there), and
// hears whether a new version is live (its own fetch may have been what showed it).
self.addEventListener("message", (event) => {
  const path = event.data && event.data.keep;
  if (newer) event.source?.postMessage({ tabula: "update" });
  if (typeof path === "string" && FILES[path]) event.waitUntil(caches.open(CACHE).then((cache) => cache.match(path).then((hit) => hit || keep(cache, path))).catch(() => {}));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  const path = url.pathname;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A picture is named by what it shows: any copy of it is the right one.
    if (path.startsWith("/diagrams/")) {
      const hit = await cache.match(path);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) await cache.put(path, response.clone());
      return response;
    }
    let response;
    try {
      response = await fetch(request);
    } catch (error) {
      const hit = await cache.match(path);
      if (hit) return hit;
      throw error;
    }
    if (FILES[path] && response.ok) {
      if (await ours(path, response)) await cache.put(path, response.clone());
      else tellPages();
    }
    return response;
  })());
});
