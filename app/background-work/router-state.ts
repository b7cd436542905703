/**
 * React Router's private part that code loaded after hydration reads, outside React: the router
 * itself. See app/framework/router-internals.ts, its first-load counterpart, for why and for the
 * version both are checked against.
 */
import { nextIdlePeriod } from "./idle-period";

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
 * Resolves once the router has no navigation under way (at once when it has none) and the page a
 * navigation brought is drawn: what the site fetches for itself (reading ahead, the web fonts)
 * waits for it, so a page the reader asked for never shares a slow network, nor the main thread,
 * with it. The router turns idle as the new page's data is in, before React draws it: starting then,
 * the route code's downloads took about 55 ms of a slow phone's main thread (4x CPU) ahead of the
 * page's drawing.
 */
export async function routerIdle(): Promise<void> {
  for (;;) {
    const router = dataRouter();
    if (!router || router.state.navigation.state === "idle") return;
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.navigation.state !== "idle") return;
        unsubscribe();
        resolve();
      });
    });
    await nextIdlePeriod();
  }
}

/**
 * Calls `listener` whenever a navigation is under way; returns what stops it. The listener runs
 * inside React Router's own update: one that throws is reported as the page's uncaught error, after
 * it, and never stops the reader's navigation (a worker registration refused with nothing once did).
 */
export function onNavigationStart(listener: () => void): () => void {
  const router = dataRouter();
  if (!router) return () => {};
  return router.subscribe((state) => {
    if (state.navigation.state === "idle") return;
    try {
      listener();
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  });
}
