/**
 * The lazy image loader. Images below the fold are written with their real addresses in
 * `data-src` / `data-srcset` (app/components/responsive-image.tsx); this loader moves them into
 * place when an image comes within the expansion distance of the viewport.
 *
 * It runs from an inline script in the document (app/before-hydration/before-hydration-script.tsx), not from
 * the React bundle, so images load as the reader scrolls even when the page's scripts fail or
 * have not arrived yet. That is why each function here must stay self-contained: each is serialised
 * with Function.prototype.toString, so it may use nothing from outside its own body; the script
 * hands `startLazyImages` the others as arguments (before-hydration-script.tsx).
 *
 * Two triggers, because each misses a case: an IntersectionObserver with the expansion as its root
 * margin (cheap, exact), and a throttled check on scroll and resize, which also covers pages inside
 * a cross-origin iframe (the /embed view), where browsers ignore an observer's root margin.
 */

export interface LazyImagesOptions {
  /** For `sizes="auto"`: an element narrower than this takes its nearest wider ancestor's width. */
  minSize: number;
  /** Scroll and resize checks run at most once per this many milliseconds. */
  throttleMs: number;
  /** How far beyond the viewport images start loading, in px... */
  expansionLarge: number;
  /** ...and on small viewports (either side at most `smallViewport` px). */
  expansionSmall: number;
  smallViewport: number;
}

/** Moves an image's real addresses into place, its `<picture>` sources' too; `sizes="auto"` measured. */
export function revealImage(image: HTMLImageElement, minSize: number): void {
  let sizes: string | undefined;
  if (image.dataset.sizes === "auto") {
    // An element narrower than minSize takes its nearest wider ancestor's width.
    let node: HTMLElement = image;
    let width = image.offsetWidth;
    while (width < minSize && node.parentElement) {
      node = node.parentElement;
      width = node.offsetWidth;
    }
    sizes = `${width}px`;
  }
  const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : undefined;
  const sources: Element[] = picture ? [...picture.querySelectorAll("source")] : [];
  for (const element of [...sources, image]) {
    if (sizes) element.setAttribute("sizes", sizes);
    const srcset = element.getAttribute("data-srcset");
    if (srcset) element.setAttribute("srcset", srcset);
    element.removeAttribute("data-srcset");
  }
  const src = image.dataset.src;
  if (src) image.src = src;
  delete image.dataset.src;
  delete image.dataset.sizes;
}

/** Whether an image is within `margin` px of the viewport (an image in a closed section is not). */
export function isNearViewport(image: HTMLImageElement, margin: number): boolean {
  const box = image.getBoundingClientRect();
  if (box.width === 0 && box.height === 0 && image.offsetParent === null) return false;
  return (
    box.bottom >= -margin &&
    box.top <= window.innerHeight + margin &&
    box.right >= -margin &&
    box.left <= window.innerWidth + margin
  );
}

/** Calls `onNear` for each image of `images` once it comes within `margin` px of the viewport. */
export function observeNearImages(
  margin: number,
  images: Iterable<HTMLImageElement>,
  onNear: (image: HTMLImageElement) => void,
): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) onNear(entry.target as HTMLImageElement);
    },
    { rootMargin: `${margin}px` },
  );
  for (const image of images) observer.observe(image);
  return observer;
}

/**
 * Collects the lazy images of the page from when the parser is done, then again whenever nodes
 * that bring lazy images are added (a client navigation's), checking them if `collect` found new
 * ones. Not before: each node the parser adds after this script would wake the observer, inside its
 * task. Only such nodes count: the hydration code's preload links and React's own additions woke
 * it a dozen times a load, and each check measured every pending image, which lays the page out (a
 * median of 16 ms of a Spanish home's load in Chromium traces; docs/decisions/016). Returns a
 * function that stops watching.
 */
export function watchAddedImages(lazyImage: string, collect: () => number, check: () => void): () => void {
  const bringsImages = (node: Node) =>
    node instanceof Element && (node.matches(lazyImage) || node.querySelector(lazyImage) !== null);
  const mutations = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some(bringsImages)) && collect() > 0) check();
  });
  const watch = () => {
    collect();
    mutations.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch, { once: true });
  else watch();
  return () => {
    document.removeEventListener("DOMContentLoaded", watch);
    mutations.disconnect();
  };
}

/**
 * Starts the loader; returns a function that stops it (the page never does; tests do). In the
 * page's script the helpers come as arguments; elsewhere (tests) they default to this module's.
 */
export function startLazyImages(
  options: LazyImagesOptions,
  reveal: typeof revealImage = revealImage,
  isNear: typeof isNearViewport = isNearViewport,
  watchAdded: typeof watchAddedImages = watchAddedImages,
  observeNear: typeof observeNearImages = observeNearImages,
): () => void {
  // A lazy image is one whose address still waits in data-src (inside this body: it is serialised).
  const lazyImage = "img[data-src]";
  const pending = new Set<HTMLImageElement>();
  let observer: IntersectionObserver | undefined;
  let observedExpansion = -1;
  let lastCheck = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A media query, not window.innerWidth: on a phone (a page with a viewport meta tag) reading
  // innerWidth lays out the whole page at once, and this runs inside the parser's task, before the
  // first frame would have done that layout anyway (docs/decisions/016).
  const smallViewport = `(max-width: ${options.smallViewport}px), (max-height: ${options.smallViewport}px)`;
  const expansion = () => (window.matchMedia(smallViewport).matches ? options.expansionSmall : options.expansionLarge);
  const release = (image: HTMLImageElement) => {
    pending.delete(image);
    observer?.unobserve(image);
    reveal(image, options.minSize);
  };
  const check = () => {
    lastCheck = Date.now();
    const margin = expansion();
    for (const image of [...pending]) if (isNear(image, margin)) release(image);
  };
  const observe = () => {
    const margin = expansion();
    if (margin === observedExpansion || typeof IntersectionObserver === "undefined") return;
    observer?.disconnect();
    observedExpansion = margin;
    observer = observeNear(margin, pending, release);
  };
  const checkNow = () => {
    timer = undefined;
    check();
  };
  const throttledCheck = () => {
    timer ??= setTimeout(checkNow, Math.max(0, lastCheck + options.throttleMs - Date.now()));
  };
  /** Adds the page's lazy images not seen yet; says how many it added. */
  const collect = () => {
    const before = pending.size;
    for (const image of document.querySelectorAll<HTMLImageElement>(lazyImage)) {
      if (!pending.has(image)) observer?.observe(image);
      pending.add(image);
    }
    return pending.size - before;
  };
  collect();
  observe();
  // The observer reports every image once after the first layout. Measuring here would force that
  // layout inside the parser's task, making one long task of the two (docs/decisions/016).
  if (!observer) check();
  // Pages rendered after a client navigation bring new images.
  const stopWatching = watchAdded(lazyImage, collect, throttledCheck);
  const resized = () => {
    observe();
    throttledCheck();
  };
  // A printed page shows every image, scrolled to or not.
  const revealAll = () => [...pending].forEach(release);
  const listeners: [string, EventListener][] = [
    ["scroll", throttledCheck],
    ["resize", resized],
    ["beforeprint", revealAll],
  ];
  // A check at `load` measures every pending image, which lays out the page the parser has just
  // finished: on a phone that task came between the first paint and the hydration code's request,
  // and held the request back by 20–35 ms (docs/decisions/035). A top-level page's observer sees
  // every layout change itself; only where it cannot (no observer, or a frame, where its margin is
  // ignored) is the check made.
  if (!observer || window.self !== window.top) listeners.push(["load", throttledCheck]);
  for (const [type, listener] of listeners) window.addEventListener(type, listener, { passive: true });
  return () => {
    stopWatching();
    observer?.disconnect();
    clearTimeout(timer);
    for (const [type, listener] of listeners) window.removeEventListener(type, listener);
  };
}
