import type { Config } from "@react-router/dev/config";
import { getOnePagePerRoute, getPrerenderPaths } from "./app/content/queries.server";

export default {
  // Every page is static: pre-rendered at build time, never rendered on request.
  ssr: false,
  // scripts/build.ts builds into a staging folder and swaps it in whole.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: {
    // Computed from the content, so a new contributor file is a new page with no code change. The
    // legacy /contributor… redirect pages are not pages: scripts/postbuild writes them as data.
    // Under scripts/build.ts, which pre-renders the pages itself in worker threads from the server
    // bundle (PRERENDER_SERVER_DIR, docs/decisions/021), React Router renders one page per route.
    paths: async () => (process.env.PRERENDER_SERVER_DIR ? getOnePagePerRoute() : getPrerenderPaths()),
    concurrency: 4,
  },
  // The v8 behaviours, on now, so moving to React Router 8 is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
