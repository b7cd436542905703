import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The element a keyboard or screen-reader user should land on: the hash target, the page's heading, or main. */
function focusTarget(hash: string): HTMLElement | null {
  const byHash = hash ? document.getElementById(hash.slice(1)) : null;
  return byHash ?? document.querySelector<HTMLElement>("main h1, h1") ?? document.querySelector<HTMLElement>("main");
}

/** The path last handled; module state, since the root Layout remounts when the error boundary takes over. */
let lastPathname: string | undefined;

/**
 * After a route change (a new path, not the first load), moves focus to the new page's main
 * heading and announces its title once through a polite live region, so keyboard and
 * screen-reader users know the page changed. Focus does not scroll: the scroll manager does.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = lastPathname === undefined;
    if (lastPathname === pathname) return;
    lastPathname = pathname;
    if (first) return;
    const target = focusTarget(hash);
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    // The title was updated in the same commit as the page. Written straight into the live
    // region: one announcement, and no second render for it.
    if (region.current) region.current.textContent = document.title;
    // Only a new path is a new page; the hash at that moment says where to land.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return <div ref={region} className="visually-hidden" aria-live="polite" aria-atomic="true" />;
}
