import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // Spelled so on purpose (SPEC.md §2); one route for the index and each contributor.
    route("contribuitor/:slug?", "routes/contributor.tsx"),
  ]),
  // Embedded on partner sites: no site chrome.
  route("embed", "routes/embed.tsx"),
  // Every other path: the not-found page. Pre-rendered once, as 404.html.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
