import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext } from "react-router";

/**
 * The one module of the browser's code that reaches into React Router's private parts, so a React
 * Router upgrade (v8) is checked against this file alone there. Both are things no public API offers:
 * - the router's own subscription, which runs synchronously as a navigation starts, before any
 *   route module is requested (useNavigation() reports it only after React renders, too late to
 *   note where a failing route-module import was headed; React Router then reloads the current
 *   page: https://github.com/remix-run/react-router/blob/main/packages/react-router/lib/dom/ssr/routes.tsx);
 * - the build's route manifest (`window.__reactRouterManifest`), which lists every route's module
 *   URLs; React Router has no public way to preload route modules ahead of a navigation.
 *
 * Checked against React Router 7.18.4. The build-only rest of the adapter, beside this file, each
 * checked against the same version (tests/unit/framework/bare-app-build.test.ts runs them on a real
 * build): bootstrap-script.server.ts (the shape of a pre-rendered page's scripts),
 * deferred-bootstrap.server.ts (the paint-first bootstrap written in its place),
 * page-rewrite.server.ts (every change the build makes to React Router's HTML),
 * static-imports.server.ts (which module imports which, for the bootstrap's order),
 * prerender-requests.server.ts (React Router's pre-render requests, decision 021) and
 * keep-server-build.server.ts (the server bundle React Router deletes).
 */

/** Calls `listener` with each navigation's target URL as it starts, and with undefined when the router is idle again. */
export function useNavigationTargets(listener: (target: string | undefined) => void): void {
  const router = useContext(DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    return router.subscribe((state) => {
      const target = state.navigation.location;
      listener(
        state.navigation.state !== "idle" && target ? `${target.pathname}${target.search}${target.hash}` : undefined,
      );
    });
  }, [router, listener]);
}

interface ManifestRoute {
  module: string;
  imports?: string[];
  clientMiddlewareModule?: string;
}

/**
 * The URLs of every route's modules (route module, split middleware, their imports) in this build,
 * but those of the routes `skip` names by id.
 */
export function getRouteModuleUrls(skip: (routeId: string) => boolean = () => false): string[] {
  const manifest = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
    .__reactRouterManifest;
  if (!manifest) return [];
  return Object.entries(manifest.routes)
    .filter(([id]) => !skip(id))
    .flatMap(([, route]) =>
      [route.module, route.clientMiddlewareModule, ...(route.imports ?? [])].filter((url): url is string =>
        Boolean(url),
      ),
    );
}
