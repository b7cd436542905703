import { SEARCH_ROUTE_ID } from "../search/search-settings";
import { getRouteModuleUrls } from "../framework/router-internals";
import { downloadInBackground } from "../background-work/background-download";
import { addHeadLink } from "../navigation/head-links";

/**
 * Puts every route's code in the browser's module map, after the payloads of the links in view
 * (read-ahead.ts), so a navigation made offline (or after a deploy removed the old chunks) finds it
 * there. The route modules of a small site are a few kilobytes; React Router would fetch them on the
 * first visit anyway. Downloaded all at once at the lowest priority, stopped while a navigation is
 * under way (background-download.ts), then preloaded from the cache into the module map. Not the
 * search page's: a page that does not search fetches nothing of search (docs/decisions/025), and
 * offline there is no searching.
 */
const isSearchRoute = (routeId: string) => routeId.replace(/^es\//, "") === SEARCH_ROUTE_ID;

export async function warmRouteCode(): Promise<void> {
  const loaded = new Set(performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
  const urls = [...new Set(getRouteModuleUrls(isSearchRoute))].filter((url) => !loaded.has(url));
  if (!(await downloadInBackground(urls, "low"))) return;
  for (const href of urls) addHeadLink("modulepreload", href);
}
