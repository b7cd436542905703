import { startLinkPrefetch } from "./link-prefetcher";
import { warmRouteCode } from "./route-code-warmer";
import { afterReadAhead } from "./read-ahead-queue";

/**
 * Reading ahead, once the page is hydrated and idle (app/offline/after-hydration.ts loads this on
 * demand): the payloads of the links in view, then every route's code.
 */
export async function startReadAhead(): Promise<void> {
  await startLinkPrefetch();
  await afterReadAhead();
  await warmRouteCode();
}
