import type { Page } from "@playwright/test";
import { SEARCH_ROUTE_ID } from "../../app/search/search-settings";

/**
 * The one place the e2e tests reach React Router's internals: the data router and the build's
 * route manifest, which framework mode leaves on `window` (not a public API). Tests drive the
 * router through these helpers, so a React Router upgrade is checked against this file alone.
 */

interface NavigationState {
  state: "idle" | "loading" | "submitting";
}

/** What the tests use of the data router. */
export interface DataRouter {
  state: { navigation: NavigationState; location: { pathname: string } };
  navigate: (to: string) => Promise<void>;
  subscribe: (listener: (state: DataRouter["state"]) => void) => () => void;
}

/** Runs `fn` in the page with the router (and `arg`), and returns what it returns. */
export async function withRouter<R>(
  page: Page,
  fn: (router: DataRouter, arg: string) => R | Promise<R>,
  arg = "",
): Promise<R> {
  const router = await page.evaluateHandle(
    () => (window as unknown as { __reactRouterDataRouter: DataRouter }).__reactRouterDataRouter,
  );
  try {
    return await router.evaluate(fn, arg);
  } finally {
    // Not awaited: a test timing what follows a navigation must not wait for one more round trip.
    // The page may also have reloaded by then, which releases the handle anyway.
    router.dispose().catch(() => undefined);
  }
}

/** Navigate client-side the way a <Link> click does, to paths no link on the page points at. */
export async function navigateClientSide(page: Page, to: string): Promise<void> {
  await withRouter(page, (router, path) => router.navigate(path), to);
}

/** Starts a client navigation and returns at once, without waiting for it to end (e.g. when it reloads the page). */
export async function startClientNavigation(page: Page, to: string): Promise<void> {
  await withRouter(page, (router, path) => void router.navigate(path), to);
}

/** The URL of a route's module (or split client middleware) in the build's manifest. */
export async function routeModuleUrl(
  page: Page,
  routeId: string,
  key: "module" | "clientMiddlewareModule",
): Promise<string> {
  return page.evaluate(
    ([id, k]) =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, Record<string, string>> } })
        .__reactRouterManifest.routes[id]![k]!,
    [routeId, key] as const,
  );
}

/** Resolves once the router is idle at `pathname`: the navigation there has finished, its page rendered. */
export async function waitForNavigationTo(page: Page, pathname: string): Promise<void> {
  await withRouter(
    page,
    (router, target) =>
      new Promise<void>((resolve) => {
        const done = (state: DataRouter["state"]) =>
          state.navigation.state === "idle" && state.location.pathname === target;
        if (done(router.state)) return resolve();
        const unsubscribe = router.subscribe((state) => {
          if (!done(state)) return;
          unsubscribe();
          resolve();
        });
      }),
    pathname,
  );
}

/**
 * Whether the browser has fetched every route's code (module, split middleware, their imports), as
 * the page warms them in idle time so that a navigation made offline finds them
 * (app/prefetch/route-code-warmer.ts); all but the search page's, which only that page
 * fetches. A test that goes offline waits for this first.
 */
export async function routeModulesFetched(page: Page): Promise<boolean> {
  return page.evaluate((searchRouteId) => {
    const manifest = (
      window as unknown as {
        __reactRouterManifest?: {
          routes: Record<string, { module: string; clientMiddlewareModule?: string; imports?: string[] }>;
        };
      }
    ).__reactRouterManifest;
    if (!manifest) return false;
    const fetched = new Set(performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    return Object.entries(manifest.routes)
      .filter(([id]) => id.replace(/^es\//, "") !== searchRouteId)
      .flatMap(([, route]) => [route.module, route.clientMiddlewareModule, ...(route.imports ?? [])])
      .every((url) => !url || fetched.has(url));
  }, SEARCH_ROUTE_ID);
}
