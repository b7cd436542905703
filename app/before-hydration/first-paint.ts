/**
 * The moment the page counts as painted, for the hydration code that waits on it
 * (docs/decisions/009 and 033, scripts/postbuild/defer-hydration.ts): it is requested once the
 * document is parsed, its largest image has loaded (the page's `fetchpriority="high"` images: the
 * LCP image of every page that has one), the frame after that has run, and the browser has reported
 * the first contentful paint as on screen. A frame that has run is not yet on screen: a busy or
 * software compositor shows it later, and a request made in between competes with the paint. (It
 * also counts in it: Lighthouse's simulation puts every request that ended before the largest paint
 * it observed into that paint; two fonts fetched early moved a simulated FCP from 0.76 s to 1.51 s.)
 *
 * It waits for those images, not for `load`: `load` waits for every image begun before it, and the
 * lazy images in view (portraits on the contributor index) kept the code waiting 200–300 ms after
 * the paint on a slow phone (decision 033). A browser without paint timing waits for the frame
 * alone. A page that never paints (a hidden tab) waits until it does, as a frame callback would.
 *
 * Serialised with toString() into the before-hydration script; the promise it leaves on `window`
 * under FIRST_PAINT_GLOBAL is what the other scripts wait on.
 */
export const FIRST_PAINT_GLOBAL = "__firstPaint";

export function announceFirstPaint(globalName: string): void {
  (window as unknown as Record<string, Promise<void>>)[globalName] = new Promise((resolve) => {
    const painted = () =>
      // rAF runs before the frame after the images, the timeout after that frame.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
          new PerformanceObserver((list, observer) => {
            if (list.getEntriesByName("first-contentful-paint").length === 0) return;
            observer.disconnect();
            resolve();
          }).observe({ type: "paint", buffered: true });
        }),
      );
    // This runs as the document is parsed: the images after it are known once it is.
    addEventListener("DOMContentLoaded", () => {
      const loading = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((settled) => {
              image.addEventListener("load", settled);
              image.addEventListener("error", settled);
            }),
        );
      void Promise.all(loading).then(painted);
    });
  });
}
