// Build the site: React Router pre-renders every page into a staging folder, the post-build
// steps finish it, and only a complete build replaces build/. A failure leaves the previous
// build/ exactly as it was.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { loadCollections } from "../app/content/collections.server";
import { imageStats } from "../app/content/images.server";
import { getAnalyticsConfig } from "../app/analytics/analytics-config.server";
import { isSiteUrlSet, missingSiteUrlWarning } from "../app/content/site-url.server";
import { writeBuildEnvironment } from "../server/build-freshness";
import { postbuild } from "./postbuild";
import { listContentAssets } from "./postbuild/content-assets";
import { count, runStep, startProgress } from "./progress";

const target = path.resolve(process.env.BUILD_DIR ?? "build");
const staging = `${target}.staging-${process.pid}`;
const previous = `${target}.previous-${process.pid}`;
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

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

// Content first: every problem in every file is reported at once, before anything is built; then
// the image step, so pre-rendering finds every variant in the cache.
try {
  // The third parties' ids first: a malformed one names the variable before any work is done.
  getAnalyticsConfig();
  await runStep(
    "content",
    () => loadCollections(),
    ({ stories, contributors, newsrooms }) =>
      `validated ${count(stories.length, "story", "stories")}, ${count(contributors.length, "contributor")}, ${count(newsrooms.length, "newsroom")}`,
  ).then(({ skipped }) => {
    for (const { entry, reason } of skipped) console.log(`Kept out of the build: content/${entry} (${reason})`);
  });
  await runStep(
    "images",
    (progress) => listContentAssets(progress),
    (assets) =>
      `images: ${imageStats.processed} processed, ${imageStats.cached} from cache, ${count(assets.length, "file")}`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// React Router pre-renders every page (its own output only with BUILD_VERBOSE); the line shows time passing.
const prerender = startProgress("pre-rendering (react-router build)");
const ticker = setInterval(() => prerender.tick(0), 1000);
const status = await new Promise<number | string>((resolve) => {
  const child = spawn(process.execPath, [reactRouterCli, "build"], {
    stdio: ["ignore", process.env.BUILD_VERBOSE ? "inherit" : "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: staging, BUILD_ID: buildId },
  });
  child.on("error", (error) => resolve(error.message));
  child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
});
clearInterval(ticker);
if (status !== 0) {
  prerender.clear();
  fail(`react-router build exited with ${status}`);
}
const htmlFiles = readdirSync(path.join(staging, "client"), { recursive: true, encoding: "utf8" }).filter((f) =>
  f.endsWith(".html"),
).length;
prerender.done(`pre-rendered ${count(htmlFiles, "HTML file")}, bundled the client`);

try {
  await postbuild(path.join(staging, "client"), buildId);
  writeBuildEnvironment(staging);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// Swap: two renames, so build/ is never half-written.
if (existsSync(target)) renameSync(target, previous);
renameSync(staging, target);
rmSync(previous, { recursive: true, force: true });
console.log(
  `Built ${path.relative(process.cwd(), target)}/ (build ${buildId}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// Last, where it is read: a build that names localhost in every absolute link is not one to deploy.
if (!isSiteUrlSet()) console.warn(`\n${missingSiteUrlWarning()}`);
