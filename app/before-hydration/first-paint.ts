/**
 * The moment the page counts as painted, for the hydration code that waits on it
 * (docs/decisions/009, scripts/postbuild/defer-hydration.ts): it is requested once the page has loaded, the frame after `load` has run, and the browser has reported
 * the first contentful paint as on screen. A frame that has run is not yet on screen: a busy or
 * software compositor shows it later, and a request made in between competes with the paint. (It
 * also counts in it: Lighthouse's simulation puts every high-priority request that ended before the
 * paint it observed into that paint; two fonts fetched early moved a simulated FCP from 0.76 s to
 * 1.51 s.) A browser without paint timing waits for the frame alone. A page that never paints (a
 * hidden tab) waits until it does, as a frame callback would.
 *
 * Serialised with toString() into the before-hydration script; the promise it leaves on `window`
 * under FIRST_PAINT_GLOBAL is what the other scripts wait on.
 */
export const FIRST_PAINT_GLOBAL = "__firstPaint";

export function announceFirstPaint(globalName: string): void {
  (window as unknown as Record<string, Promise<void>>)[globalName] = new Promise((resolve) => {
    // This runs as the document is parsed, so `load` is still to come. rAF runs before the frame
    // after it, the timeout after that frame.
    addEventListener("load", () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
          new PerformanceObserver((list, observer) => {
            if (list.getEntriesByName("first-contentful-paint").length === 0) return;
            observer.disconnect();
            resolve();
          }).observe({ type: "paint", buffered: true });
        }),
      ),
    );
  });
}
