import { useEffect } from "react";
import { clearPendingNavigation, notePendingNavigation, resumeInterruptedNavigation } from "./full-page-load";
import { SEARCH_ROUTE_ID } from "../search/search-settings";
import { getRouteModuleUrls, useNavigationTargets } from "../framework/router-internals";

/**
 * Puts every route's code in the browser's module map once the page is idle, so a navigation
 * made offline (or after a deploy removed the old chunks) finds it there. The route modules of a
 * small site are a few kilobytes; React Router would fetch them on the first visit anyway. Not the
 * search page's: a page that does not search fetches nothing of search (docs/decisions/025), and
 * offline there is no searching.
 */
const isSearchRoute = (routeId: string) => routeId.replace(/^es\//, "") === SEARCH_ROUTE_ID;

function warmRouteModules(): void {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
  );
  for (const href of new Set(getRouteModuleUrls(isSearchRoute))) {
    if (present.has(href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** Once per document: the root Layout remounts when the error boundary takes over. */
let started = false;

function notePending(target: string | undefined): void {
  if (target) notePendingNavigation(target);
  else clearPendingNavigation();
}

/**
 * Recovering from route code that fails to load (the error page's "chunk failed" case). React
 * Router reloads the page when a route module import fails, but the *current* page: so while a
 * navigation is under way its target is remembered, and a reload that interrupted it continues there.
 */
export function NavigationRecovery() {
  useEffect(() => {
    if (started) return;
    started = true;
    if (resumeInterruptedNavigation()) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(warmRouteModules);
  }, []);
  useNavigationTargets(notePending);
  return null;
}
