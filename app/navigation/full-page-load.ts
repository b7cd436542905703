/**
 * Loading a page whole, to get the deployed build's code: after a route chunk failed to load
 * (webpack's "Loading chunk N failed"; Vite's "Failed to fetch dynamically imported module"),
 * or when /routes.json belongs to a newer build. One guard for both, so neither can loop.
 */

/**
 * A reload for new code (a chunk that failed to load, a newer build) is not repeated for the same
 * path within this time: the second failure shows the error page instead of reloading forever.
 */
const RELOAD_LOOP_GUARD_MS = 10_000;

const LAST_LOAD_KEY = "full-page-load";
const PENDING_KEY = "pending-navigation";

interface LastLoad {
  path: string;
  at: number;
}
interface PendingNavigation {
  from: string;
  to: string;
  at: number;
}

function read<T>(key: string): T | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(key) ?? "null") as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}
function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage there is no loop guard; the reload still helps more often than not.
  }
}
function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk \S+ failed/i;

/** True for the errors a browser or bundler raises when a script chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (error == null) return false;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

/**
 * Loads `url` as a whole page, unless the same path was loaded so moments ago: then it is a loop
 * (the new page fails the same way) and the caller shows the error page instead. Returns
 * whether the page is being loaded.
 */
export function loadFullPage(url: string, { replace = false, now = Date.now() } = {}): boolean {
  const target = new URL(url, window.location.href);
  const last = read<LastLoad>(LAST_LOAD_KEY);
  if (last && last.path === target.pathname && now - last.at < RELOAD_LOOP_GUARD_MS) return false;
  write(LAST_LOAD_KEY, { path: target.pathname, at: now } satisfies LastLoad);
  if (target.href === window.location.href) window.location.reload();
  else if (replace) window.location.replace(target.href);
  else window.location.assign(target.href);
  return true;
}

/**
 * Remembers where a client navigation is going, while it is under way. React Router reloads the
 * *current* page when a route module fails to import (react-router's routeModules.ts
 * `loadRouteModule`), which would drop the reader back where they came from.
 */
export function notePendingNavigation(to: string): void {
  write(PENDING_KEY, { from: window.location.href, to, at: Date.now() } satisfies PendingNavigation);
}

export function clearPendingNavigation(): void {
  remove(PENDING_KEY);
}

/**
 * On start-up: if this document is a reload that interrupted a client navigation moments ago,
 * continue to that navigation's target, as a whole page. Returns whether it did.
 */
export function resumeInterruptedNavigation(now = Date.now()): boolean {
  const pending = read<PendingNavigation>(PENDING_KEY);
  clearPendingNavigation();
  if (!pending || pending.from !== window.location.href || now - pending.at > RELOAD_LOOP_GUARD_MS) return false;
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (entry?.type !== "reload") return false;
  return loadFullPage(pending.to, { replace: true, now });
}
