import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext } from "react-router";
import { clearPendingNavigation, notePendingNavigation, resumeInterruptedNavigation } from "./full-page-load";

interface ManifestRoute {
  module: string;
  imports?: string[];
  clientMiddlewareModule?: string;
}

/**
 * Puts every route's code in the browser's module map once the page is idle, so a navigation
 * made offline (or after a deploy removed the old chunks) finds it there. The route modules of a
 * small site are a few kilobytes; React Router would fetch them on the first visit anyway.
 */
function warmRouteModules(): void {
  const manifest = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
    .__reactRouterManifest;
  if (!manifest) return;
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
  );
  const hrefs = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    for (const href of [route.module, route.clientMiddlewareModule, ...(route.imports ?? [])]) {
      if (href && !present.has(href)) hrefs.add(href);
    }
  }
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** Once per document: the root Layout remounts when the error boundary takes over. */
let started = false;

/**
 * Recovering from route code that fails to load (SPEC.md §4, §8). React Router reloads the page
 * when a route module import fails, but the *current* page: so while a navigation is under way
 * its target is remembered, and a reload that interrupted it continues there. The router's own
 * subscription is used because it runs before the route modules are requested.
 */
export function NavigationRecovery() {
  const router = useContext(DataRouterContext)?.router;

  useEffect(() => {
    if (!started) {
      started = true;
      if (resumeInterruptedNavigation()) return;
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
      idle(warmRouteModules);
    }
    if (!router) return;
    return router.subscribe((state) => {
      const target = state.navigation.location;
      if (state.navigation.state !== "idle" && target) {
        notePendingNavigation(`${target.pathname}${target.search}${target.hash}`);
      } else clearPendingNavigation();
    });
  }, [router]);

  return null;
}
