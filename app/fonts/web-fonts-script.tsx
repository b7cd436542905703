// The head's one inline script: before the first layout, a browser that has the web fonts gets them
// switched on (app/fonts/web-fonts.ts). It stands before the stylesheet's link, so it runs
// at once rather than waiting for the stylesheet as a script after it would.
import { WEB_FONT_URLS } from "./web-font-urls";
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY, switchOnCachedWebFonts } from "./web-fonts";

// Our own function and this build's addresses: nothing from content or the URL goes in. Written by
// the pre-render only, like the before-hydration script.
const SOURCE = import.meta.env.SSR
  ? `(${switchOnCachedWebFonts.toString()})(${JSON.stringify(WEB_FONTS_ATTRIBUTE)}, ${JSON.stringify(WEB_FONTS_STORAGE_KEY)}, ${JSON.stringify(WEB_FONT_URLS)});`
  : "";

export function WebFontsScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
