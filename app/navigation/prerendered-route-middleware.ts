import type { MiddlewareFunction } from "react-router";
import { loadFullPage } from "./full-page-load";
import { checkPrerendered } from "./route-manifest";

/**
 * Root client middleware: before a client navigation fetches its payload, make sure the build
 * pre-rendered that path. The dev server renders on demand and has no manifest, so it skips this.
 */
export const prerenderedRouteMiddleware: MiddlewareFunction<Response | undefined> = async ({ request }, next) => {
  if (import.meta.env.DEV) return next();
  const url = new URL(request.url);
  if ((await checkPrerendered(url.pathname)) === "stale" && loadFullPage(url.href)) {
    // A newer build is deployed: load the page whole so the reader gets its code and payloads.
    // (Unless that was just tried for this path: then navigate as usual rather than loop.)
    return new Promise<never>(() => {});
  }
  return next();
};
