/**
 * The lazy image loader. Images below the fold are written with their real addresses in
 * `data-src` / `data-srcset` (app/components/responsive-image.tsx); this loader moves them into
 * place when an image comes within the expansion distance of the viewport.
 *
 * It runs from an inline script in the document (app/before-hydration/before-hydration-script.tsx), not from
 * the React bundle, so images load as the reader scrolls even when the page's scripts fail or
 * have not arrived yet. That is why `startLazyImages` must stay self-contained: it is serialised
 * with Function.prototype.toString, so it may use nothing from outside its own body.
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

/** Starts the loader; returns a function that stops it (the page never does; tests do). */
export function startLazyImages(options: LazyImagesOptions): () => void {
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

  const autoSizes = (element: HTMLElement) => {
    let node: HTMLElement | null = element;
    let width = element.offsetWidth;
    while (width < options.minSize && node.parentElement) {
      node = node.parentElement;
      width = node.offsetWidth;
    }
    return `${width}px`;
  };

  const reveal = (image: HTMLImageElement) => {
    pending.delete(image);
    observer?.unobserve(image);
    const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : undefined;
    const sources: Element[] = picture ? [...picture.querySelectorAll("source")] : [];
    const sizes = image.dataset.sizes === "auto" ? autoSizes(image) : undefined;
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
  };

  const isNear = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    // display: none (a closed section): nothing to show yet.
    if (box.width === 0 && box.height === 0 && image.offsetParent === null) return false;
    const margin = expansion();
    return (
      box.bottom >= -margin &&
      box.top <= window.innerHeight + margin &&
      box.right >= -margin &&
      box.left <= window.innerWidth + margin
    );
  };

  const check = () => {
    lastCheck = Date.now();
    for (const image of [...pending]) if (isNear(image)) reveal(image);
  };

  const observe = () => {
    const margin = expansion();
    if (margin === observedExpansion || typeof IntersectionObserver === "undefined") return;
    observer?.disconnect();
    observedExpansion = margin;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) reveal(entry.target as HTMLImageElement);
      },
      { rootMargin: `${margin}px` },
    );
    for (const image of pending) observer.observe(image);
  };

  const throttledCheck = () => {
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        check();
      },
      Math.max(0, lastCheck + options.throttleMs - Date.now()),
    );
  };

  /** Adds the page's lazy images not seen yet; says how many it added. */
  const collect = (root: ParentNode) => {
    let added = 0;
    for (const image of root.querySelectorAll<HTMLImageElement>(lazyImage)) {
      if (pending.has(image)) continue;
      pending.add(image);
      observer?.observe(image);
      added++;
    }
    return added;
  };
  const bringsImages = (node: Node) =>
    node instanceof Element && (node.matches(lazyImage) || node.querySelector(lazyImage) !== null);

  collect(document);
  observe();
  // The observer reports every image once after the first layout. Measuring here would force that
  // layout inside the parser's task, making one long task of the two (docs/decisions/016).
  if (!observer) check();
  // Pages rendered after a client navigation bring new images. Watched once the parser is done:
  // until then, each node it adds after this script would wake the observer, inside its task.
  // Only nodes that bring lazy images count: the hydration code's preload links and React's own
  // additions woke it a dozen times a load, and each check measured every pending image, which lays
  // the page out (a median of 16 ms of a Spanish home's load in Chromium traces; docs/decisions/016).
  const mutations = new MutationObserver((records) => {
    if (!records.some((record) => [...record.addedNodes].some(bringsImages))) return;
    if (collect(document) > 0) throttledCheck();
  });
  const watch = () => {
    collect(document);
    mutations.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch, { once: true });
  else watch();
  const resized = () => {
    observe();
    throttledCheck();
  };
  window.addEventListener("scroll", throttledCheck, { passive: true });
  window.addEventListener("resize", resized);
  window.addEventListener("load", throttledCheck);
  // A printed page shows every image, scrolled to or not.
  const revealAll = () => {
    for (const image of [...pending]) reveal(image);
  };
  window.addEventListener("beforeprint", revealAll);
  return () => {
    document.removeEventListener("DOMContentLoaded", watch);
    mutations.disconnect();
    observer?.disconnect();
    clearTimeout(timer);
    window.removeEventListener("scroll", throttledCheck);
    window.removeEventListener("resize", resized);
    window.removeEventListener("load", throttledCheck);
    window.removeEventListener("beforeprint", revealAll);
  };
}
