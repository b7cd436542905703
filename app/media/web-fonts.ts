import type { LateFontsOptions } from "./late-fonts";

/** The web fonts of app/styles/fonts.css, and the class that switches the page to them. */
export const WEB_FONTS: LateFontsOptions = {
  faces: ['1em "Inter Variable"', '1em "Source Serif 4 Variable"'],
  className: "fonts-loaded",
};
