import { nextIdlePeriod } from "../background-work/idle-period";
import { routerIdle } from "../background-work/router-state";
import { payloadPath } from "../addresses/site-paths";
import { normalizePath } from "../navigation/route-manifest";

/**
 * The queue of the payloads fetched for pages the reader has not asked for yet (link-prefetcher.ts
 * fills it with those of the links in view). At most READ_AHEAD_IN_FLIGHT at a time, each as
 * `<link rel="prefetch" as="fetch" fetchpriority="low">` (the browser's lowest priority: a
 * prefetched response is reused within five minutes without a round trip, which a `fetch()` of a
 * `no-cache` payload would not be), each after an idle period, never before the images in view have
 * loaded, never while a video plays, and never while a navigation is under way: on a slow link,
 * whatever is in flight when the reader taps shares the network with the page they asked for, so
 * the queue keeps that to two small files.
 */
export const READ_AHEAD_IN_FLIGHT = 2;

const waiting: string[] = [];
const requested = new Set<string>();
let inFlight = 0;
let pumping = false;
let drained: (() => void) | undefined;
const firstDrained = new Promise<void>((resolve) => (drained = resolve));

function imagesInViewLoading(): HTMLImageElement[] {
  return [...document.images].filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
  });
}

const videoPlaying = () => [...document.querySelectorAll("video")].some((video) => !video.paused && !video.ended);

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

const nothingWaiting = () => waiting.length === 0;

function fetchAhead(href: string): void {
  requested.add(href);
  inFlight++;
  const link = Object.assign(document.createElement("link"), { rel: "prefetch", as: "fetch", href });
  link.setAttribute("fetchpriority", "low");
  const settled = () => {
    inFlight--;
    link.remove();
    if (inFlight === 0 && nothingWaiting()) drained?.();
    void pump();
  };
  link.addEventListener("load", settled, { once: true });
  link.addEventListener("error", settled, { once: true });
  document.head.append(link);
}

async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    while (!nothingWaiting() && inFlight < READ_AHEAD_IN_FLIGHT) {
      await afterImagesInView();
      await nextIdlePeriod();
      await routerIdle();
      // A video started meanwhile: wait for it to stop (its pause or end calls pump again).
      if (videoPlaying()) return;
      const href = waiting.shift();
      // Not the page the reader is on now (a link tapped before its turn came).
      const current = payloadPath(normalizePath(location.pathname));
      if (href && !requested.has(href) && href !== current) fetchAhead(href);
    }
    if (inFlight === 0 && nothingWaiting()) drained?.();
  } finally {
    pumping = false;
  }
}

/** Queues the payload `href` to be fetched ahead (once per document). */
export function readAhead(href: string): void {
  if (requested.has(href) || waiting.includes(href)) return;
  waiting.push(href);
  void pump();
}

/** Takes `href` out of the queue if it has not been fetched yet (a link scrolled past before its turn). */
export function dropFromQueue(href: string): void {
  const index = waiting.indexOf(href);
  if (index !== -1) waiting.splice(index, 1);
}

/** Resolves the first time the queue is empty, with nothing in flight (at once if nothing was ever queued). */
export function afterReadAhead(): Promise<void> {
  void pump();
  return firstDrained;
}

const resume = () => void pump();
document.addEventListener("pause", resume, true);
document.addEventListener("ended", resume, true);
