import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY, WEB_FONTS_STORED_VALUE } from "./web-fonts";

/** Runs in the head, before the first layout: serialised, so self-contained. */
function applyCachedWebFonts(key: string, value: string, attribute: string): void {
  try {
    if (localStorage.getItem(key) === value) document.documentElement.setAttribute(attribute, "");
  } catch {
    // No storage: the page swaps the fonts in once hydrated (web-fonts.ts).
  }
}

// Our own function and the build's font addresses: nothing from content or the URL goes in. Written
// by the pre-render only, like the before-hydration script.
const SOURCE = import.meta.env.SSR
  ? `(${applyCachedWebFonts.toString()})(${[WEB_FONTS_STORAGE_KEY, WEB_FONTS_STORED_VALUE, WEB_FONTS_ATTRIBUTE].map((s) => JSON.stringify(s)).join(",")});`
  : "";

/**
 * Sets the page in the web fonts from its first paint when this browser has loaded this build's
 * font files before (web-fonts.ts), so a returning reader never sees the fallbacks.
 */
export function CachedWebFontsScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
