import interUrl from "./files/inter-en-es-wght.woff2?url";
import sourceSerifUrl from "./files/source-serif-4-en-es-wght.woff2?url";

/**
 * When the page uses the web fonts (docs/decisions/040). The tokens name them only under this
 * attribute on the root element, so a first visit asks for them once the page is hydrated, where
 * they no longer share the slow link with the page, its largest image and its code, and swaps them
 * in together as they arrive (the fallbacks' metrics match, so nothing moves). A reader who has
 * them already gets the attribute from the head script (cached-web-fonts-script.tsx) before the
 * first layout, and the first paint in them.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";

/** Where the browser remembers that it has loaded this build's font files: their addresses. */
export const WEB_FONTS_STORAGE_KEY = "web-fonts";
export const WEB_FONTS_STORED_VALUE = `${interUrl} ${sourceSerifUrl}`;

/** The families whose English and Spanish subsets every page's first screen is set in. */
const FAMILIES = ["Inter Variable", "Source Serif 4 Variable"];

/** Loads the two faces, then switches the page to them and remembers that this browser has them. */
export async function switchToWebFonts(): Promise<void> {
  const root = document.documentElement;
  if (root.hasAttribute(WEB_FONTS_ATTRIBUTE)) return;
  try {
    // With no text given, `load` fetches the faces that hold a space: the subsets.
    const faces = await Promise.all(FAMILIES.map((family) => document.fonts.load(`1em "${family}"`)));
    if (faces.some((found) => found.length === 0)) return;
  } catch {
    return; // Offline or blocked: the fallbacks stay.
  }
  root.setAttribute(WEB_FONTS_ATTRIBUTE, "");
  try {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, WEB_FONTS_STORED_VALUE);
  } catch {
    // Storage refused (private mode, quota): the next visit swaps again.
  }
}
