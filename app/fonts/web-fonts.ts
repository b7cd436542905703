/** The web fonts of app/fonts/fonts.css, and the class that switches the page to them. */
export const WEB_FONTS = {
  /** The CSS font shorthand of each face, like `1em "Inter Variable"`. */
  faces: ['1em "Inter Variable"', '1em "Source Serif 4 Variable"'],
  /** Set on <html> to switch to the web fonts. */
  className: "fonts-loaded",
} as const;

/**
 * Fonts last (docs/decisions/026): the page paints in system faces, and the web fonts are only
 * used from the next route change (use-web-fonts.ts), so they are requested once the page is
 * hydrated. Requested at the first paint, their 100 kB shared a slow phone's bandwidth with the
 * hydration code and held the page's hydration back by about half a second.
 */
export function loadWebFonts(): void {
  if (!document.fonts) return;
  for (const face of WEB_FONTS.faces) document.fonts.load(face).catch(() => {});
}
