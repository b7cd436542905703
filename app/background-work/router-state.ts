/**
 * React Router's private part that code loaded after hydration reads, outside React: the router
 * itself. See app/framework/router-internals.ts, its first-load counterpart, for why and for the
 * version both are checked against.
 */

/** The part of React Router's data router read here. */
interface NavigationState {
  navigation: { state: string };
}
interface DataRouter {
  state: NavigationState;
  subscribe(listener: (state: NavigationState) => void): () => void;
}

const dataRouter = () => (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;

/**
 * Resolves once the router has no navigation under way (at once when it has none): what the site
 * fetches for itself (reading ahead, the web fonts) waits for it, so a page the reader asked for
 * never shares a slow network with it.
 */
export function routerIdle(): Promise<void> {
  const router = dataRouter();
  if (!router || router.state.navigation.state === "idle") return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state !== "idle") return;
      unsubscribe();
      resolve();
    });
  });
}

/** Calls `listener` whenever a navigation is under way; returns what stops it. */
export function onNavigationStart(listener: () => void): () => void {
  const router = dataRouter();
  if (!router) return () => {};
  return router.subscribe((state) => {
    if (state.navigation.state !== "idle") listener();
  });
}
