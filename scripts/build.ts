// Build the site: React Router bundles it into a staging folder, worker threads pre-render every
// page from the server bundle, the post-build steps finish it, and only a complete build replaces
// build/. A failure leaves the previous build/ exactly as it was.
//
// Every step runs in this one process, the heavy ones in worker threads (docs/decisions/019, 021):
// a worker's heap and modules are given back when it ends, so the content step's libraries are gone
// before Vite starts, and Vite's are gone before the pre-render and the post-build steps load theirs.
// This module imports nothing heavy itself for the same reason.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { ContentStepMessage, ContentStepName } from "./content-step";
import type { ContentDigest } from "./postbuild/content-digest";
import { runWorker } from "./lib/run-worker";
import type { PrerenderStepData, PrerenderStepMessage } from "./prerender-step";
import { type Progress, count, startProgress } from "./progress";

const target = path.resolve(process.env.BUILD_DIR ?? "build");
const staging = `${target}.staging-${process.pid}`;
const previous = `${target}.previous-${process.pid}`;
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

/** Pre-rendering threads at most, whatever the cores: each costs memory (see below). */
const PRERENDER_WORKERS = 2;

const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.js",
);

function fail(message: string): never {
  rmSync(staging, { recursive: true, force: true });
  console.error(`\nBuild failed: ${message}\nThe previous build was left as it was.`);
  process.exit(1);
}

const started = performance.now();
rmSync(staging, { recursive: true, force: true });

/**
 * V8 lets a heap grow to several times what it last found alive before collecting it again: fast,
 * but pre-rendering 2,000 pages left 400 MB of garbage on top of Vite's own memory. Growing by a
 * fifth at most holds the build near what it uses, for a few percent more time collecting.
 */
setFlagsFromString("--heap-growing-percent=20");
/**
 * Rolldown (Vite's bundler) allocates through mimalloc, which by default commits its arenas whole
 * and gives freed memory back late: 190 MB of a small site's build. Read when Vite first loads it.
 */
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= "0";
process.env.MIMALLOC_PURGE_DELAY ??= "0";

// The content and the image step (scripts/content-step.ts), with a progress line for each.
let contentAssets: string[] = [];
let digest: ContentDigest | undefined;
const steps = new Map<ContentStepName, Progress>();
try {
  const code = await runWorker(
    { module: new URL("./content-step.ts", import.meta.url) },
    {
      onMessage: (data) => {
        const message = data as ContentStepMessage;
        if (message.event === "assets") contentAssets = message.names;
        else if (message.event === "digest") digest = message.digest;
        else if (message.event === "start") steps.set(message.step, startProgress(message.step));
        else if (message.event === "total") steps.get(message.step)?.setTotal(message.total);
        else if (message.event === "tick") steps.get(message.step)?.tick(message.n);
        else {
          steps.get(message.step)?.done(message.summary);
          steps.delete(message.step);
          for (const note of message.notes) console.log(note);
        }
      },
    },
  );
  if (code !== 0) throw new Error(`the content step exited with ${code}`);
  if (!digest) throw new Error("the content step ended without its digest of the content");
} catch (error) {
  for (const progress of steps.values()) progress.clear();
  fail(error instanceof Error ? error.message : String(error));
}

// React Router bundles the site (its own output only with BUILD_VERBOSE), keeping the server bundle
// for the pre-render below; the line shows time passing.
const serverDir = path.join(staging, "prerender-server");
const clientDir = path.join(staging, "client");
const bundling = startProgress("bundling (react-router build)");
const ticker = setInterval(() => bundling.tick(0), 1000);
const status = await runWorker(
  { program: reactRouterCli, argv: ["build", ...(process.env.BUILD_VERBOSE ? [] : ["--logLevel", "warn"])] },
  {
    env: { ...process.env, BUILD_DIR: staging, BUILD_ID: buildId, PRERENDER_SERVER_DIR: serverDir },
    quietStdout: !process.env.BUILD_VERBOSE,
  },
).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
clearInterval(ticker);
if (status !== 0) {
  bundling.clear();
  fail(`react-router build exited with ${status}`);
}
bundling.done("bundled the client and the server");

// The pre-render step compiled to one JavaScript file beside the server bundle (third parties stay
// imports): a worker that loads TypeScript through tsx also runs tsx's loader thread, 30 MB more each.
const prerenderStep = path.join(serverDir, "prerender-step.mjs");
try {
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL("./prerender-step.ts", import.meta.url))],
    outfile: prerenderStep,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
  await esbuild.stop();
} catch (error) {
  fail(`compiling the pre-render step: ${error instanceof Error ? error.message : String(error)}`);
}
// Every page, from the server bundle, in one worker thread per core up to PRERENDER_WORKERS: each
// holds the bundle, React and the content, about 100 MB at 1,000 contributors, against the build's
// memory goal (docs/decisions/019, 021).
const prerender = startProgress("pre-rendering");
const workers = Math.min(availableParallelism(), PRERENDER_WORKERS);
const totals: number[] = [];
/** The files the workers wrote finished (scripts/prerender-step.ts), with their modification times. */
const finished = new Map<string, number>();
try {
  await Promise.all(
    Array.from({ length: workers }, (_, index) =>
      runWorker(
        {
          program: prerenderStep,
          argv: [],
          workerData: {
            serverBuildFile: path.join(serverDir, "index.js"),
            clientDir,
            index,
            workers,
            youtube: digest!.youtube,
          } satisfies PrerenderStepData,
        },
        {
          // React's and React DOM's production builds, as Vite's process has them.
          env: { ...process.env, NODE_ENV: "production" },
          onMessage: (data) => {
            const message = data as PrerenderStepMessage;
            if (message.event === "tick") prerender.tick(message.n);
            else if (message.event === "finished") {
              for (const [file, mtime] of message.compressed) finished.set(file, mtime);
            } else {
              totals[index] = message.total;
              prerender.setTotal(totals.reduce((sum, n) => sum + n, 0));
            }
          },
        },
      ).then((code) => {
        if (code !== 0) throw new Error(`a pre-rendering worker exited with ${code}`);
      }),
    ),
  );
} catch (error) {
  prerender.clear();
  fail(error instanceof Error ? error.message : String(error));
}
rmSync(serverDir, { recursive: true, force: true });
const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((f) =>
  f.endsWith(".html"),
).length;
prerender.done(`pre-rendered ${count(htmlFiles, "HTML file")} in ${count(workers, "thread")}`);

// Loaded only now, with Vite's worker gone.
const { postbuild } = await import("./postbuild");
const { writeBuildEnvironment } = await import("../server/build-freshness");
const { isSiteUrlSet, missingSiteUrlWarning } = await import("../app/content/site-url.server");
try {
  await postbuild(clientDir, buildId, { contentAssets, digest, prerendered: finished });
  writeBuildEnvironment(staging);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// Swap: two renames, so build/ is never half-written.
if (existsSync(target)) renameSync(target, previous);
renameSync(staging, target);
// fs.rm removes a folder's entries side by side on libuv's threads, rmSync one after another: a
// 1,000-contributor build's 28,000 files took 2.7 s instead of 5.9 s.
await rm(previous, { recursive: true, force: true });
console.log(
  `Built ${path.relative(process.cwd(), target)}/ (build ${buildId}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// Last, where it is read: a build that names localhost in every absolute link is not one to deploy.
if (!isSiteUrlSet()) console.warn(`\n${missingSiteUrlWarning()}`);
