// The tabs the browser checks keep open side by side (check.mjs, play.mjs). A check
// waits on its page far more than it computes: the page loads, its scripts get ready,
// axe-core runs, a game is clicked through move by move. One page after another left
// the machine idle most of the time; a few tabs of one browser at once finish the
// same checks sooner. Every visit checks what it did on its own page, so only the
// order of the report changes.

// How many pages are open at once: TABULA_CHECK_TABS, or 4.
export const tabs = Math.max(1, Number(process.env.TABULA_CHECK_TABS) || 4);

// Calls `visit` on every item, at most `n` at a time, starting them in order.
export async function pool(items, n, visit) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await visit(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, worker));
}

// Seconds since `since` (a Date.now()), for the `took:` lines.
export const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
