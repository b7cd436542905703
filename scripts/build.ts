// Build the site: React Router pre-renders every page into a staging folder, the post-build
// steps finish it, and only a complete build replaces build/. A failure leaves the previous
// build/ exactly as it was.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { loadCollections } from "../app/content/collections.server";
import { imageStats } from "../app/content/images.server";
import { postbuild } from "./postbuild";
import { listContentAssets } from "./postbuild/content-assets";

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
  const { skipped } = loadCollections();
  for (const { entry, reason } of skipped) console.log(`Kept out of the build: content/${entry} (${reason})`);
  const imagesStarted = performance.now();
  const assets = await listContentAssets();
  console.log(
    `Content images: ${imageStats.processed} processed, ${imageStats.cached} from cache, ${assets.length} files, in ${((performance.now() - imagesStarted) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const result = spawnSync(process.execPath, [reactRouterCli, "build"], {
  stdio: ["ignore", process.env.BUILD_VERBOSE ? "inherit" : "ignore", "inherit"],
  env: { ...process.env, BUILD_DIR: staging, BUILD_ID: buildId },
});
if (result.status !== 0) fail(`react-router build exited with ${result.status ?? result.signal}`);

try {
  await postbuild(path.join(staging, "client"), buildId);
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
