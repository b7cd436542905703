// React Router bundles the site into the staging folder (its own output only with BUILD_VERBOSE),
// in a process of its own, keeping the server bundle for the pre-render
// (app/framework/keep-server-build.server.ts); the progress line shows time passing.
import { createRequire } from "node:module";
import path from "node:path";
import { startProgress } from "../lib/progress";
import { runStageProcess } from "../stage-process/run-stage";
import type { Staging } from "../stage-process/staging";

const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.js",
);

export async function bundle(staging: Staging, buildId: string): Promise<void> {
  const bundling = startProgress("bundling (react-router build)");
  const ticker = setInterval(() => bundling.tick(0), 1000);
  const status = await runStageProcess(
    { program: reactRouterCli, argv: ["build", ...(process.env.BUILD_VERBOSE ? [] : ["--logLevel", "warn"])] },
    {
      env: { ...process.env, BUILD_DIR: staging.root, BUILD_ID: buildId, PRERENDER_SERVER_DIR: staging.server },
      quietStdout: !process.env.BUILD_VERBOSE,
      // The build's largest stage: smaller young halves hold less for no time measured (docs/decisions/029).
      youngGenerationMb: 4,
    },
  ).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  clearInterval(ticker);
  if (status !== 0) {
    bundling.clear();
    throw new Error(`react-router build exited with ${status}`);
  }
  bundling.done("bundled the client and the server");
}
