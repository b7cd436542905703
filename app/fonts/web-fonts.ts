/**
 * When the page switches to its web fonts (docs/decisions/046). The style tokens name the fonts only
 * under `WEB_FONTS_ATTRIBUTE` on the root element (app/styles/tokens.css); until then the page is
 * drawn in the metric-matched fallbacks, so the switch moves nothing.
 *
 * - A browser that has this build's fonts (it loaded them before: `WEB_FONTS_STORAGE_KEY` holds their
 *   addresses) gets them from its cache at once: the attribute is set in the head, before the first
 *   layout, and the two faces are asked for there, so the first paint is drawn in them.
 * - Any other browser gets the page painted and hydrated first (app/fonts/switch-to-web-fonts.ts).
 *   Asked for at the first layout, on a slow network the fonts shared it with the page and its
 *   largest image, and Lighthouse's simulation counted them into the first paint (1.2–1.4 s against
 *   1.0 s); asked for after the first paint, they shared it with the hydration code, and their
 *   restyle landed inside hydration (hydration 0.1–0.3 s later).
 *
 * The head's function is serialised with Function.prototype.toString into an inline script
 * (app/fonts/web-fonts-script.tsx): it must stay self-contained.
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
