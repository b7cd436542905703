import type { Config } from "@react-router/dev/config";
import { getPrerenderPaths } from "./app/content/queries.server";
import { getLegacyRedirects } from "./app/navigation/legacy-paths";

export default {
  // Every page is static: pre-rendered at build time, never rendered on request.
  ssr: false,
  // scripts/build.ts builds into a staging folder and swaps it in whole.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: {
    // Computed from the content, so a new contributor file is a new page with no code change.
    // Plus the two legacy index paths, whose pre-render runs the "legacy-paths" middleware and so
    // proves it at build time; the per-contributor redirect pages are written by scripts/postbuild
    // directly, which halves the pre-render's work.
    paths: async () => [...(await getPrerenderPaths()), ...Object.keys(getLegacyRedirects([]))],
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
