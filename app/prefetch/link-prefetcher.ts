import { type ConnectionHints, connectionAllowsPrefetch, prefetchPayloadFor } from "./prefetch-policy";
import { loadRouteManifest } from "../navigation/route-manifest";

/**
 * Fetches ahead the payloads of the same-site links in view, so a tap finds its page's data in the
 * browser's cache (Chromium keeps a prefetched response five minutes without revalidating it, even
 * with `Cache-Control: no-cache`). The route code is already warm: NavigationRecovery preloads every
 * route's modules once the page is idle. Loaded by a dynamic import once the page is hydrated and
 * idle (app/prefetch/use-link-prefetch.ts), so the first load carries none of it.
 *
 * At most PREFETCH_IN_FLIGHT at a time, each as `<link rel="prefetch" fetchpriority="low">` (the
 * browser's lowest priority), each after an idle period, never before the images in view have
 * loaded, and never while a video plays: they would share a slow link with it.
 */
export const PREFETCH_IN_FLIGHT = 2;

const requested = new Set<string>();
const queue: string[] = [];
let inFlight = 0;

function imagesInViewLoading(): HTMLImageElement[] {
  return [...document.images].filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
  });
}

const videoPlaying = () => [...document.querySelectorAll("video")].some((video) => !video.paused && !video.ended);

const idle = (callback: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(callback, { timeout: 2_000 }) : setTimeout(callback, 50);

/** Resolves once the images in view have loaded (or failed). */
async function afterImagesInView(): Promise<void> {
  for (let loading = imagesInViewLoading(); loading.length > 0; loading = imagesInViewLoading()) {
    await Promise.all(
      loading.map(
        (image) =>
          new Promise((settled) => {
            image.addEventListener("load", settled, { once: true });
            image.addEventListener("error", settled, { once: true });
          }),
      ),
    );
  }
}

let pumping = false;

async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    while (queue.length > 0 && inFlight < PREFETCH_IN_FLIGHT) {
      await afterImagesInView();
      await new Promise<void>((resolve) => idle(resolve));
      // A video started meanwhile: wait for it to stop (its pause or end calls pump again).
      if (videoPlaying()) return;
      const href = queue.shift();
      if (!href || requested.has(href)) continue;
      requested.add(href);
      inFlight++;
      const link = Object.assign(document.createElement("link"), { rel: "prefetch", as: "fetch", href });
      link.setAttribute("fetchpriority", "low");
      const settled = () => {
        inFlight--;
        link.remove();
        void pump();
      };
      link.addEventListener("load", settled, { once: true });
      link.addEventListener("error", settled, { once: true });
      document.head.append(link);
    }
  } finally {
    pumping = false;
  }
}

/**
 * Starts watching the page's links (and those a route change renders) for as long as the document
 * lives. Does nothing when the reader asked to save data or is on a 2G connection.
 */
export async function startLinkPrefetch(): Promise<void> {
  const connection = (navigator as { connection?: ConnectionHints }).connection;
  if (!connectionAllowsPrefetch(connection) || !("IntersectionObserver" in window)) return;
  // The manifest also speeds the first client navigation, which checks its target against it.
  const pages = await loadRouteManifest()
    .then((manifest) => new Set(manifest.routes))
    .catch(() => undefined);
  const payloadOf = new WeakMap<Element, string>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const payload = payloadOf.get(entry.target);
      if (!payload) continue;
      const queued = queue.indexOf(payload);
      if (entry.isIntersecting && queued === -1 && !requested.has(payload)) queue.push(payload);
      // Only what is still in view: a link scrolled past before its turn is not fetched.
      else if (!entry.isIntersecting && queued !== -1) queue.splice(queued, 1);
    }
    void pump();
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
    idle(() => {
      scheduled = false;
      watch();
    });
  }).observe(document.body, { childList: true, subtree: true });
  const resume = () => void pump();
  document.addEventListener("pause", resume, true);
  document.addEventListener("ended", resume, true);
}
