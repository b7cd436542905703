import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { WEB_FONTS } from "./web-fonts";

// The switch is the class on <html>; these are told when it is set.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const webFontsOn = () => document.documentElement.classList.contains(WEB_FONTS.className);

/**
 * Switches to the web fonts at a route change, once loadWebFonts (web-fonts.ts, after hydration)
 * has loaded them: the new view is drawn in them from the start, never the page the reader is
 * looking at. Returns whether they are on. The header and footer stay across a route change:
 * keyed on this, they are drawn anew in the web fonts (before the frame is painted) instead of
 * reflowing in place, which a navigation slower than the browser's 500 ms allowance after a click
 * makes a layout shift.
 */
export function useWebFontsOnRouteChange(): boolean {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  const on = useSyncExternalStore(subscribe, webFontsOn, () => false);
  // A layout effect, so the switch is made before the scroll manager (rendered after the page in
  // app/root.tsx) measures the new page, and a hash target is found where it will stay.
  useLayoutEffect(() => {
    if (pathname === firstPage.current || webFontsOn()) return;
    if (WEB_FONTS.faces.every((face) => document.fonts?.check(face))) {
      document.documentElement.classList.add(WEB_FONTS.className);
      for (const listener of listeners) listener();
    }
  }, [pathname]);
  return on;
}
