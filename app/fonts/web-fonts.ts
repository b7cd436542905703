import type { LateFontsOptions } from "../before-hydration/late-fonts";

/** The web fonts of app/fonts/fonts.css, and the class that switches the page to them. */
export const WEB_FONTS: LateFontsOptions = {
  faces: ['1em "Inter Variable"', '1em "Source Serif 4 Variable"'],
  className: "fonts-loaded",
};
