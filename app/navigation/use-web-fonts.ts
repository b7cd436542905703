import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { WEB_FONTS } from "../media/web-fonts";

// Whether the document has switched to the web fonts, for the parts of the page that outlive a
// route change (the site's header and footer).
let webFontsOn = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Switches to the web fonts at a route change, once app/media/late-fonts.ts has loaded them: the
 * new view is drawn in them from the start. Never on the page the reader is looking at.
 */
export function useWebFontsOnRouteChange(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  // Before the scroll manager measures the new page (its layout effect runs after this one, as
  // app/root.tsx renders the page before it), so a hash target is found where it will stay.
  useLayoutEffect(() => {
    if (webFontsOn || pathname === firstPage.current) return;
    if (WEB_FONTS.faces.every((face) => document.fonts?.check(face))) {
      document.documentElement.classList.add(WEB_FONTS.className);
      webFontsOn = true;
      for (const listener of listeners) listener();
    }
  }, [pathname]);
}

/**
 * True once the page is set in the web fonts. The header and footer stay across a route change:
 * keyed on this, they are drawn anew in the web fonts (before the frame is painted) instead of
 * reflowing in place, which a slow navigation would make a layout shift the reader sees.
 */
export function useWebFontsOn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => webFontsOn,
    () => false,
  );
}
