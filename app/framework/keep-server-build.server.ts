import { cpSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * A Vite plugin for scripts/build.ts: copies the server bundle to PRERENDER_SERVER_DIR as soon as
 * it is written. Checked against React Router 7.18.4, which with `ssr: false` deletes the server
 * bundle after its own pre-render (undocumented), while the build pre-renders the other pages from
 * it afterwards, in processes of its own (scripts/stages/prerender.ts, docs/decisions/021).
 * tests/unit/framework/bare-app-build.test.ts keeps the bare fixture app's bundle this way.
 */
export function keepServerBuild(): Plugin {
  return {
    name: "keep-server-build",
    apply: "build",
    writeBundle: {
      // Before React Router's own writeBundle, which pre-renders and then deletes the folder.
      order: "pre",
      sequential: true,
      handler(options) {
        const to = process.env.PRERENDER_SERVER_DIR;
        if (!to || this.environment.config.consumer !== "server" || !options.dir) return;
        cpSync(options.dir, to, { recursive: true });
      },
    },
  };
}
