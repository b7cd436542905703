import type { Config } from "@react-router/dev/config";
import { getPrerenderPaths } from "./app/routes/page-list.server";

export default {
  // Every page is static: pre-rendered at build time, never rendered on request.
  ssr: false,
  // scripts/build.ts builds into a staging folder and swaps it in whole.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: {
    // The one page list (app/routes/page-list.server.ts), computed from the content, so a new
    // contributor file is a new page with no code change. Under scripts/build.ts, which pre-renders
    // the pages itself in worker threads from the server bundle (PRERENDER_SERVER_DIR,
    // docs/decisions/021), React Router renders one page per route.
    paths: async () => getPrerenderPaths({ onePerRoute: Boolean(process.env.PRERENDER_SERVER_DIR) }),
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
