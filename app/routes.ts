import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { SEARCH_ROUTE_ID } from "./search/search-settings";

/**
 * One route table for both languages: the English pages at the root, and the same route modules
 * again under /es for the Spanish edition. The Spanish routes' ids start with "es/"; the English
 * ids stay the defaults, which the build's scripts and the tests name. A module tells the two
 * languages apart by its path (localeOfPath, app/addresses/site-paths.ts).
 */
function edition(idPrefix: "" | "es/"): RouteConfigEntry[] {
  const id = (name: string) => (idPrefix ? { id: `${idPrefix}${name}` } : {});
  return [
    layout("routes/site-layout.tsx", id("site-layout"), [
      index("routes/home.tsx", id("home")),
      // Spelled "contribuitor" on purpose; one route for the index and each contributor.
      route("contribuitor/:slug?", "routes/contributor.tsx", id("contributor")),
      // Each story's own page, below its contributor's.
      route("contribuitor/:slug/:story", "routes/story.tsx", id("story")),
      // Site search over the built pages (Pagefind's index, scripts/search/search-index.ts). Its
      // id is set in English too: the pages that do not search leave its code alone by that id.
      route("search", "routes/search.tsx", { id: `${idPrefix}${SEARCH_ROUTE_ID}` }),
      // The masthead: the newsrooms, the people, how the stories were made, corrections.
      route("about", "routes/about.tsx", id("about")),
      // What the service worker shows offline for a page not kept on the device (app/offline/).
      route("offline", "routes/offline.tsx", id("offline")),
      // Every other path: the not-found page, in the site's layout. Pre-rendered once per language, as its 404.html.
      route("*", "routes/not-found.tsx", id("not-found")),
    ]),
    // The correct spelling, typed by readers and other sites: redirected to /contribuitor… by the
    // "legacy-paths" middleware. Static redirect pages, never listed in /routes.json as pages.
    route("contributor/:slug?", "routes/legacy-contributor.tsx", { id: `${idPrefix}legacy-contributor` }),
    route("contributors", "routes/legacy-contributor.tsx", { id: `${idPrefix}legacy-contributors` }),
    // Embedded on partner sites: no site chrome.
    route("embed", "routes/embed.tsx", id("embed")),
  ];
}

export default [...edition(""), ...prefix("es", edition("es/"))] satisfies RouteConfig;
