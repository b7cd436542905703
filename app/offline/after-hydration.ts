/**
 * What the site does for a reader's next pages once this one is hydrated: once idle, read ahead
 * (app/prefetch/: the payloads of the links in view, then every route's code) and register the service worker that keeps pages for offline reading
 * (register-service-worker.ts). Registered at once rather than after the reading ahead: measured
 * both ways, a tap two seconds after `load` then met the worker's installation (docs/decisions/047);
 * the installation now steps aside for a tap's navigation (install-steps-aside.ts, docs/decisions/050).
 * Both come by dynamic import, so the first load's code carries only this. Never on the embed: it
 * lives in partners' pages, and its links open the site in the top window.
 */
export function startAfterHydration(): void {
  const idle = (callback: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(callback, { timeout: 3_000 }) : setTimeout(callback, 200);
  idle(() => {
    void import("../prefetch/read-ahead").then((module) => module.startReadAhead()).catch(() => {});
    void import("./register-service-worker").then((module) => module.registerServiceWorker()).catch(() => {});
  });
}
