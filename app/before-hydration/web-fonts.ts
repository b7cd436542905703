/**
 * When the page switches to its web fonts (docs/decisions/046). The style tokens name the fonts only
 * under `WEB_FONTS_ATTRIBUTE` on the root element (app/styles/tokens.css); until then the page is
 * drawn in the metric-matched fallbacks, so the switch moves nothing.
 *
 * - A browser that has this build's fonts (it loaded them before: `WEB_FONTS_STORAGE_KEY` holds their
 *   addresses) gets them from its cache at once: the attribute is set in the head, before the first
 *   layout, and the two faces are asked for there, so the first paint is drawn in them.
 * - Any other browser gets the page painted and hydrated first (loadWebFontsAfterHydration below).
 *   Asked for at the first layout, on a slow network the fonts shared it with the page and its
 *   largest image, and Lighthouse's simulation counted them into the first paint (1.2–1.4 s against
 *   1.0 s); asked for after the first paint, they shared it with the hydration code, and their
 *   restyle landed inside hydration (hydration 0.1–0.3 s later).
 *
 * Both functions are serialised with Function.prototype.toString into inline scripts (the first in
 * the head, app/before-hydration/web-fonts-script.tsx; the second in the before-hydration script):
 * they must stay self-contained.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
export const WEB_FONTS_STORAGE_KEY = "web-fonts";

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

/** What the first-visit loader is told, fixed at build time. */
export interface WebFontsLoad {
  attribute: string;
  storageKey: string;
  urls: string[];
  families: string[];
  hydratedAttribute: string;
  hydrationCodeEvent: string;
}

/**
 * A first visit. The fonts are asked for once the hydration code is in (`hydrationCodeEvent`, or
 * hydration itself where no paint-first bootstrap runs), so they never share the network with it;
 * they are switched on once the page is hydrated, in an idle moment, so the restyle never lands
 * inside hydration; then remembered for the next page. Offline, refused or never hydrated, the page
 * stays in the fallbacks.
 *
 * A face's first use is dear on a slow phone: the first layout in the two variable fonts took
 * 73–1,036 ms at 4x CPU on home, a story and the contributor index. Laying out a few hidden
 * characters in each face first, in an idle task of its own (about 45 ms), brings the switch's own
 * restyle and layout to 120–190 ms (docs/decisions/046).
 */
export function loadWebFontsAfterHydration(load: WebFontsLoad): void {
  const root = document.documentElement;
  const idle = () =>
    new Promise<void>((resolve) =>
      "requestIdleCallback" in window
        ? requestIdleCallback(() => resolve(), { timeout: 2_000 })
        : setTimeout(resolve, 50),
    );
  const hydrated = new Promise<void>((resolve) => {
    if (root.hasAttribute(load.hydratedAttribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(load.hydratedAttribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [load.hydratedAttribute] });
  });
  const codeIn = new Promise<void>((resolve) =>
    addEventListener(load.hydrationCodeEvent, () => resolve(), { once: true }),
  );
  const fonts = Promise.race([codeIn, hydrated]).then(() =>
    Promise.all(load.families.map((family) => document.fonts.load(`1em "${family}"`))),
  );
  void Promise.all([fonts, hydrated])
    .then(async ([faces]) => {
      if (faces.some((loaded) => loaded.length === 0)) return;
      await idle();
      const sample = document.createElement("div");
      sample.setAttribute("aria-hidden", "true");
      sample.style.cssText = "position:absolute;visibility:hidden;contain:strict;width:1px;height:1px;overflow:hidden";
      for (const family of load.families) {
        for (const weight of [400, 700]) {
          for (const style of ["normal", "italic"]) {
            const text = document.createElement("span");
            text.style.cssText = `font:${style} ${weight} 1em "${family}"`;
            text.textContent = "Aa";
            sample.append(text);
          }
        }
      }
      document.body.append(sample);
      void sample.offsetHeight;
      await idle();
      sample.remove();
      root.setAttribute(load.attribute, "");
      try {
        localStorage.setItem(load.storageKey, load.urls.join(" "));
      } catch {
        // not remembered: the next page is a first visit again
      }
    })
    .catch(() => undefined);
}
