/**
 * The site's two web font families, as app/fonts/fonts.css declares them (written by
 * scripts/fonts/font-faces-css.ts) and app/styles/tokens.css names them. The browser test of the
 * swap (tests/e2e/fonts.spec.ts) fails if the stylesheet's names and these drift apart.
 */
export const BODY_FONT_FAMILY = "Inter Variable";
export const DISPLAY_FONT_FAMILY = "Source Serif 4 Variable";
export const WEB_FONT_FAMILIES = [BODY_FONT_FAMILY, DISPLAY_FONT_FAMILY];
