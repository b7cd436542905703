/**
 * The root element's attribute that says React has hydrated the page: styles that need JavaScript
 * and the tests wait on it.
 */
const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Called once, from the root's first effect (app/root.tsx). */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
}
