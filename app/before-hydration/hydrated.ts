/**
 * The root element's attribute that says React has hydrated the page: styles that need JavaScript,
 * the web fonts' loader (web-fonts.ts) and the tests wait on it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The window event the paint-first bootstrap dispatches once the hydration code has arrived and
 * hydration has begun (app/framework/deferred-bootstrap.server.ts): from then on the network is the
 * page's to use again while the main thread hydrates.
 */
export const HYDRATION_CODE_EVENT = "hydration-code";

/** Called once, from the root's first effect (app/root.tsx). */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
}
