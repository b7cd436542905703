import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // Spelled "contribuitor" on purpose; one route for the index and each contributor.
    route("contribuitor/:slug?", "routes/contributor.tsx"),
  ]),
  // The correct spelling, typed by readers and other sites: redirected to /contribuitor… by the
  // "legacy-paths" middleware. Static redirect pages, never listed in /routes.json as pages.
  route("contributor/:slug?", "routes/legacy-contributor.tsx", { id: "legacy-contributor" }),
  route("contributors", "routes/legacy-contributor.tsx", { id: "legacy-contributors" }),
  // Embedded on partner sites: no site chrome.
  route("embed", "routes/embed.tsx"),
  // Every other path: the not-found page. Pre-rendered once, as 404.html.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
