import { data } from "react-router";
import { ROUTE_MANIFEST_PATH } from "../config/constants";
import { notPrerenderedMessage } from "../config/error-messages";

/** The shape of `/routes.json`, written by scripts/postbuild. */
export interface RouteManifest {
  version: string;
  /** Exactly the pre-rendered pages. */
  routes: string[];
  /**
   * Paths that are static redirect pages, each with its target (the legacy /contributor…
   * spellings). Not pages: a client navigation to one goes on to its route's middleware, which
   * redirects.
   */
  redirects?: Record<string, string>;
}

const STORAGE_KEY = "route-manifest";

let pending: Promise<RouteManifest> | undefined;
/** The manifest of this build once it is in, for what must decide at once (navigation-preload.tsx). */
let loaded: RouteManifest | undefined;

/** Trailing slashes are not part of a page's identity: `/contribuitor/` is `/contribuitor`. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

function readStored(buildId: string): RouteManifest | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as RouteManifest | null;
    return stored?.version === buildId ? stored : undefined;
  } catch {
    return undefined;
  }
}

async function fetchManifest(buildId: string): Promise<RouteManifest> {
  const manifest = readStored(buildId) ?? (await fetchAndStore());
  if (manifest.version === buildId) loaded = manifest;
  return manifest;
}

async function fetchAndStore(): Promise<RouteManifest> {
  const response = await fetch(ROUTE_MANIFEST_PATH, { cache: "no-cache" });
  if (!response.ok) throw new Error(`Could not load the route manifest (${response.status})`);
  const manifest = (await response.json()) as RouteManifest;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(manifest));
  } catch {
    // Private modes may refuse storage; the in-memory copy still serves this page's life.
  }
  return manifest;
}

/**
 * The manifest, fetched once and kept for the session. A copy from another build is ignored,
 * so a new deploy is seen by the next page load.
 */
export function loadRouteManifest(buildId: string = __BUILD_ID__): Promise<RouteManifest> {
  pending ??= fetchManifest(buildId).catch((error: unknown) => {
    pending = undefined; // let the next navigation try again (e.g. back online)
    throw error;
  });
  return pending;
}

/**
 * Whether `pathname` is a page this build pre-rendered, when this build's manifest is already in;
 * undefined when it is not (yet).
 */
export function isKnownPage(pathname: string): boolean | undefined {
  return loaded?.routes.includes(normalizePath(pathname));
}

/**
 * Throws a 404 whose message is exactly `Route {path} is not pre-rendered` unless the path is
 * one the build pre-rendered (a page, or a redirect page). Runs before any payload request, so none is made for such a path.
 * When the deployed site is a newer build than this page's code, returns "stale" so the caller
 * can load the target as a full page instead.
 */
export async function checkPrerendered(pathname: string, buildId: string = __BUILD_ID__): Promise<"ok" | "stale"> {
  const manifest = await loadRouteManifest(buildId);
  const path = normalizePath(pathname);
  if (!manifest.routes.includes(path) && !Object.hasOwn(manifest.redirects ?? {}, path)) {
    const message = notPrerenderedMessage(path);
    console.error(message);
    throw data(message, { status: 404, statusText: "Not Found" });
  }
  return manifest.version === buildId ? "ok" : "stale";
}
