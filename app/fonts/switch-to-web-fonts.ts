import { WEB_FONT_FAMILIES } from "./families";
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY } from "./web-fonts";
import { WEB_FONT_URLS } from "./web-font-urls";
import { downloadInBackground } from "../background-work/background-download";
import { nextIdlePeriod } from "../background-work/idle-period";

/**
 * Lays out a few hidden characters in each face, so the switch's own layout does not also set the
 * faces up. A face's first use is dear on a slow phone: the first layout in the two variable fonts
 * took 73–1,036 ms at 4x CPU on home, a story and the contributor index; warmed first (about 45 ms),
 * the switch's restyle and layout took 120–190 ms (docs/decisions/046).
 */
function warmFaces(): HTMLElement {
  const sample = document.createElement("div");
  sample.setAttribute("aria-hidden", "true");
  sample.style.cssText = "position:absolute;visibility:hidden;contain:strict;width:1px;height:1px;overflow:hidden";
  for (const family of WEB_FONT_FAMILIES) {
    for (const weight of [400, 700]) {
      for (const style of ["normal", "italic"]) {
        const text = document.createElement("span");
        text.style.font = `${style} ${weight} 1em "${family}"`;
        text.textContent = "Aa";
        sample.append(text);
      }
    }
  }
  document.body.append(sample);
  void sample.offsetHeight;
  return sample;
}

/**
 * A first visit, once the page is hydrated (app/root.tsx loads this on demand): the fonts are
 * asked for now, so they never share the network with the page or its hydration code, and switched
 * on at an idle moment, so the restyle never lands inside hydration; then remembered, for the head
 * script to switch them on before the next page's first layout (web-fonts.ts).
 * Offline or refused, the page stays in the metric-matched fallbacks.
 */
export async function switchToWebFonts(): Promise<void> {
  // Into the cache first, and never beside a page the reader asked for: 38 kB on a slow network.
  if (!(await downloadInBackground(WEB_FONT_URLS))) return;
  const faces = await Promise.all(WEB_FONT_FAMILIES.map((family) => document.fonts.load(`1em "${family}"`)));
  if (faces.some((loaded) => loaded.length === 0)) return;
  await nextIdlePeriod();
  const sample = warmFaces();
  await nextIdlePeriod();
  sample.remove();
  document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, "");
  try {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, WEB_FONT_URLS.join(" "));
  } catch {
    // not remembered: the next page is a first visit again
  }
}
