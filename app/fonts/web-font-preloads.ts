import interUrl from "./files/inter-en-es-wght.woff2?url";
import sourceSerifUrl from "./files/source-serif-4-en-es-wght.woff2?url";

/**
 * The two faces every page's first screen is set in (the English and Spanish subsets of
 * app/fonts/fonts.css), preloaded so they are asked for with the HTML, before the hydration code
 * (docs/decisions/040), and so a reader who has them cached sees the first paint in them.
 * `crossorigin`: fonts are fetched in CORS mode, and a preload that is not is fetched twice.
 */
export const webFontPreloads = [interUrl, sourceSerifUrl].map((href) => ({
  rel: "preload",
  as: "font",
  type: "font/woff2",
  href,
  crossOrigin: "anonymous" as const,
}));
