import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * A Vite plugin: the browser bundle takes React Router's production build. React Router 7.18.4
 * publishes one (`dist/production`, its development warnings compiled out) but its package exports
 * name only `dist/development`, so every bundler ships the development build to readers
 * (remix-run/react-router#14102, open): 1.7 kB more code, and warnings such as "No routes matched
 * location" in readers' consoles. The pre-render keeps the package as published: it shares one
 * copy of React Router's contexts with @react-router/node, which Node resolves by the exports.
 * When React Router's exports tell production from development, delete this plugin.
 */
export function reactRouterProductionBuild(): Plugin {
  const productionDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production",
  );
  const entries: Record<string, string> = {
    "react-router": path.join(productionDir, "index.mjs"),
    "react-router/dom": path.join(productionDir, "dom-export.mjs"),
  };
  for (const file of Object.values(entries)) {
    if (!existsSync(file)) {
      throw new Error(
        `React Router's production build is not where this plugin expects it: ${file} is missing ` +
          "(app/framework/react-router-production-build.server.ts). Check the installed version's dist/ folder.",
      );
    }
  }
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (id) => entries[id] ?? null,
  };
}
