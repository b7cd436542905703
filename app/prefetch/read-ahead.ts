import { startLinkPrefetch } from "./link-prefetcher";
import { warmRouteCode } from "./route-code-warmer";
import { afterReadAhead } from "./read-ahead-queue";
import { routerIdle } from "../background-work/router-state";

/**
 * Reading ahead, once the page is hydrated and idle (app/offline/after-hydration.ts loads this on
 * demand): the payloads of the links in view, then every route's code. Resolves once that first
 * round is fetched and no navigation is under way, for what comes after it: the service worker,
 * whose precache would otherwise share the network with both.
 */
export async function startReadAhead(): Promise<void> {
  await startLinkPrefetch();
  await afterReadAhead();
  await warmRouteCode();
  await routerIdle();
}
