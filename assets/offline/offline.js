// Reading offline: registers the site's worker (/sw.js, written by the build), asks it
// to keep the page being read, and shows the notice that a new version of the site is
// available when the worker sees one. Nothing here knows a page or a rule.
const notice = document.querySelector(".site-update");
if ("serviceWorker" in navigator && notice) {
  const show = () => { notice.hidden = false; };
  notice.querySelector("button")?.addEventListener("click", () => location.reload());
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data && event.data.tabula === "update") show();
  });
  navigator.serviceWorker.register("/sw.js").then((registration) => {
    // A new worker while this page runs under an older one: a new build is live.
    registration.addEventListener("updatefound", () => {
      if (navigator.serviceWorker.controller) show();
    });
  }).catch(() => {});
  navigator.serviceWorker.ready.then((registration) => {
    (navigator.serviceWorker.controller ?? registration.active)?.postMessage({ keep: location.pathname });
    document.documentElement.dataset.offline = "ready";
  });
}
