import { connectionAllowsPrefetch, readerConnection } from "../navigation/connection-hints";
import { prefetchPayloadFor } from "./prefetch-policy";
import { loadRouteManifest } from "../navigation/route-manifest";
import { dropFromQueue, readAhead } from "./read-ahead-queue";

/**
 * Fetches ahead the payloads of the same-site links in view (through read-ahead-queue.ts), so a
 * tap finds its page's data in the browser's cache (Chromium keeps a prefetched response five
 * minutes without revalidating it, even with `Cache-Control: no-cache`). Watches the page's links,
 * and those a route change renders, for as long as the document lives. Does nothing when the
 * reader asked to save data or is on a 2G connection.
 */
export async function startLinkPrefetch(): Promise<void> {
  if (!connectionAllowsPrefetch(readerConnection()) || !("IntersectionObserver" in window)) return;
  // The manifest also speeds the first client navigation, which checks its target against it.
  const pages = await loadRouteManifest()
    .then((manifest) => new Set(manifest.routes))
    .catch(() => undefined);
  const payloadOf = new WeakMap<Element, string>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const payload = payloadOf.get(entry.target);
      if (!payload) continue;
      // Only what is still in view: a link scrolled past before its turn is not fetched.
      if (entry.isIntersecting) readAhead(payload);
      else dropFromQueue(payload);
    }
  });
  const watch = () => {
    const here = new URL(location.href);
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (payloadOf.has(anchor) || anchor.target === "_blank" || anchor.hasAttribute("download")) continue;
      const payload = prefetchPayloadFor(anchor.href, here, pages);
      if (!payload) continue;
      payloadOf.set(anchor, payload);
      observer.observe(anchor);
    }
  };
  watch();
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    const rescan = () => {
      scheduled = false;
      watch();
    };
    if ("requestIdleCallback" in window) requestIdleCallback(rescan, { timeout: 2_000 });
    else setTimeout(rescan, 50);
  }).observe(document.body, { childList: true, subtree: true });
}
