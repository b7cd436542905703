import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { WEB_FONTS } from "../media/web-fonts";

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
    if (pathname === firstPage.current) return;
    if (WEB_FONTS.faces.every((face) => document.fonts?.check(face))) {
      document.documentElement.classList.add(WEB_FONTS.className);
    }
  }, [pathname]);
}
