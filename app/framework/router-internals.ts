import { type ContextType, useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext, matchRoutes } from "react-router";

/**
 * With app/background-work/router-state.ts (the same, for code loaded after hydration: kept apart
 * so the first load carries none of it, and out of this folder, which the web fonts' folder
 * may not import), the one module of the browser's code that reaches into React
 * Router's private parts, so a React Router upgrade (v8) is checked against these two files alone
 * there. They read what no public API offers:
 * - the router's own subscription, which runs synchronously as a navigation starts, before any
 *   route module is requested (useNavigation() reports it only after React renders, too late to
 *   note where a failing route-module import was headed; React Router then reloads the current
 *   page: https://github.com/remix-run/react-router/blob/main/packages/react-router/lib/dom/ssr/routes.tsx);
 * - the build's route manifest (`window.__reactRouterManifest`), which lists every route's module
 *   URLs; React Router has no public way to preload route modules ahead of a navigation, and as one
 *   starts it asks for the route's module alone, the chunks that imports only once it has arrived
 *   (a second round trip on a slow network);
 * - (router-state.ts) the router itself (`window.__reactRouterDataRouter`), for code outside React
 *   to wait until no navigation is under way (`routerIdle`).
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

interface ManifestRoute {
  module: string;
  imports?: string[];
  clientMiddlewareModule?: string;
}

function manifestRoutes(): Record<string, ManifestRoute> {
  return (
    (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes ??
    {}
  );
}

/** A route's modules: its module, its split middleware, and the chunks they import. */
const moduleUrlsOf = (route: ManifestRoute | undefined): string[] =>
  route
    ? [route.module, route.clientMiddlewareModule, ...(route.imports ?? [])].filter((url): url is string =>
        Boolean(url),
      )
    : [];

/** Where a navigation under way is headed. */
export interface NavigationTarget {
  /** Path, search and hash. */
  href: string;
  pathname: string;
  /** The params of the deepest route it matches. */
  params: Record<string, string | undefined>;
  /** The module URLs of the routes it matches. */
  moduleUrls: string[];
}

type DataRouter = NonNullable<ContextType<typeof DataRouterContext>>["router"];

function targetOf(router: DataRouter, { pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">) {
  const routes = manifestRoutes();
  const matches = matchRoutes(router.routes, pathname) ?? [];
  return {
    href: `${pathname}${search}${hash}`,
    pathname,
    params: matches.at(-1)?.params ?? {},
    moduleUrls: matches.flatMap((match) => moduleUrlsOf(routes[match.route.id])),
  } satisfies NavigationTarget;
}

/**
 * Calls `listener` as each navigation starts with where it is headed, and with undefined when the
 * router is idle again.
 */
export function useNavigationTargets(listener: (target: NavigationTarget | undefined) => void): void {
  const router = useContext(DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    return router.subscribe((state) => {
      const target = state.navigation.location;
      listener(state.navigation.state === "idle" || !target ? undefined : targetOf(router, target));
    });
  }, [router, listener]);
}

/**
 * Calls `listener` with where a link leads as the reader presses it (pointerdown: the primary
 * button, no modifier key), when the router would follow it: a link of this site that opens in
 * this window. Its click, and the navigation, come 40-120 ms later (a finger's tap).
 */
export function useLinkPresses(listener: (target: NavigationTarget) => void): void {
  const router = useContext(DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    const onPress = (event: PointerEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
      listener(targetOf(router, link));
    };
    addEventListener("pointerdown", onPress, { capture: true, passive: true });
    return () => removeEventListener("pointerdown", onPress, { capture: true });
  }, [router, listener]);
}

/**
 * The URLs of every route's modules (route module, split middleware, their imports) in this build,
 * but those of the routes `skip` names by id.
 */
export function getRouteModuleUrls(skip: (routeId: string) => boolean = () => false): string[] {
  return Object.entries(manifestRoutes())
    .filter(([id]) => !skip(id))
    .flatMap(([, route]) => moduleUrlsOf(route));
}
