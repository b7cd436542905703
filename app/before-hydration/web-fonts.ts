/**
 * When the page switches to its web fonts (docs/decisions/046). The style tokens name the fonts only
 * under `WEB_FONTS_ATTRIBUTE` on the root element (app/styles/tokens.css); until then the page is
 * drawn in the metric-matched fallbacks, so the switch moves nothing.
 *
 * - A browser that has this build's fonts (it loaded them before: `WEB_FONTS_STORAGE_KEY` holds their
 *   addresses) gets them from its cache at once: the attribute is set in the head, before the first
 *   layout, and the two faces are asked for there, so the first paint is drawn in them.
 * - Any other browser gets the page painted and hydrated first: the two faces are asked for once
 *   React has hydrated the page, and switched on when both have arrived. Asked for at the first
 *   layout, on a slow network they shared it with the page and its largest image, and Lighthouse's
 *   simulation counted them into the first paint (1.2–1.4 s against 1.0 s); asked for after the
 *   first paint, they shared it with the hydration code and hydration came 0.1–0.3 s later.
 *
 * Both functions are serialised with Function.prototype.toString into inline scripts (the first in
 * the head, app/before-hydration/web-fonts-script.tsx; the second in the before-hydration script):
 * they must stay self-contained.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
export const WEB_FONTS_STORAGE_KEY = "web-fonts";
/** The two families the tokens name; the English and Spanish subset of each is what a page needs. */
export const WEB_FONT_FAMILIES = ["Inter Variable", "Source Serif 4 Variable"];

/** In the head: the fonts switched on and asked for before the first layout, if this browser has them. */
export function switchOnCachedWebFonts(attribute: string, storageKey: string, urls: string[]): void {
  try {
    if (localStorage.getItem(storageKey) !== urls.join(" ")) return;
  } catch {
    return; // storage refused (a partner's iframe, a private mode): as on a first visit
  }
  document.documentElement.setAttribute(attribute, "");
  for (const href of urls) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Once the page is hydrated (`hydratedAttribute` on the root element): the fonts loaded, then
 * switched on, and remembered for the next page. Offline, refused or never hydrated, the page stays
 * in the fallbacks.
 */
export function loadWebFontsAfterHydration(
  attribute: string,
  storageKey: string,
  urls: string[],
  families: string[],
  hydratedAttribute: string,
): void {
  const root = document.documentElement;
  const hydrated = new Promise<void>((resolve) => {
    if (root.hasAttribute(hydratedAttribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(hydratedAttribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });
  });
  void hydrated
    .then(() => Promise.all(families.map((family) => document.fonts.load(`1em "${family}"`))))
    .then((faces) => {
      if (faces.some((loaded) => loaded.length === 0)) return;
      document.documentElement.setAttribute(attribute, "");
      try {
        localStorage.setItem(storageKey, urls.join(" "));
      } catch {
        // not remembered: the next page waits for its first paint again
      }
    })
    .catch(() => undefined);
}
