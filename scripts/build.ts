// Build the site, in stages, each a module of scripts/stages/, in the order they run below: the
// content and the images, React Router's bundle into a staging folder, the pre-render of every
// page, the post-build steps, the search index, precompression, then the swap: only a complete
// build replaces build/. A failure leaves the previous build/ exactly as it was.
//
// Each heavy stage runs in a process of its own, one after another (docs/decisions/029): when it
// ends, its memory goes back to the system, so the build's peak is its largest stage, not their
// sum. This script only passes each stage what the earlier ones made, and imports nothing heavy.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { CONTENT_SNAPSHOT_ENV } from "../app/stage-handover/content-snapshot.server";
import {
  type SiteAddress,
  missingSiteUrlWarning,
  resolveSiteAddress,
  siteAddressSummary,
} from "../app/addresses/site-url.server";
import { limitBuildMemory } from "./stage-process/memory";
import { runStage, stopStages } from "./stage-process/run-stage";
import { type Staging, discardStaging, startStaging, swapIn } from "./stage-process/staging";
import { bundle } from "./stages/bundle";
import type { ContentStageInput, ContentStageResult } from "./stages/content";
import type { PostbuildStageInput } from "./stages/postbuild";
import type { PrerenderStageInput, PrerenderStageResult } from "./stages/prerender";
import type { SearchStageInput } from "./stages/search";

const target = path.resolve(process.env.BUILD_DIR ?? "build");
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

/** Pre-rendering processes at most, whatever the cores: each holds the bundle, React and the content. */
const PRERENDER_PROCESSES = 2;

const stage = (name: string) => new URL(`./stages/${name}.ts`, import.meta.url);

function fail(staging: Staging, error: unknown): never {
  // A stage's process still at work (the other pre-rendering one) would write into the folder removed next.
  stopStages();
  discardStaging(staging);
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\nBuild failed: ${message}\nThe previous build was left as it was.`);
  process.exit(1);
}

/** The site's address, first: a host build that cannot tell it stops before anything is written. */
function siteAddressOrStop(): SiteAddress {
  try {
    return resolveSiteAddress();
  } catch (error) {
    console.error(`\nBuild failed: ${(error as Error).message}\nThe previous build was left as it was.`);
    process.exit(1);
  }
}

const siteAddress = siteAddressOrStop();
console.log(siteAddressSummary(siteAddress));

const started = performance.now();
const staging = startStaging(target);
limitBuildMemory();
try {
  // Content and images (stages/content.ts): every content file validated, every problem reported at
  // once, then the image variants. Every later stage reads the content as this stage validated it,
  // from its snapshot; this stage reads the files themselves.
  delete process.env[CONTENT_SNAPSHOT_ENV];
  const [content] = await runStage<ContentStageResult>(stage("content"), [
    { snapshotFile: staging.contentSnapshot } satisfies ContentStageInput,
  ]);
  if (!content) throw new Error("the content stage ended without its digest of the content");
  const { contentAssets, digest } = content;
  process.env[CONTENT_SNAPSHOT_ENV] = staging.contentSnapshot;
  // Bundle (stages/bundle.ts): React Router builds the client and the server into the staging folder.
  await bundle(staging, buildId);
  // Pre-render (stages/prerender.ts): every page from the server bundle, finished as it is written,
  // in a process per core; then the server bundle is removed.
  const workers = Math.min(availableParallelism(), PRERENDER_PROCESSES);
  const shares = await runStage<PrerenderStageResult>(
    stage("prerender"),
    Array.from({ length: workers }, (_, index): PrerenderStageInput => ({
      serverBuildFile: path.join(staging.server, "index.js"),
      clientDir: staging.client,
      index,
      workers,
      youtube: digest.youtube,
    })),
    // React's and React DOM's production builds, as Vite's process has them.
    { env: { ...process.env, NODE_ENV: "production" }, compiledInto: staging.server },
  );
  const prerendered = new Map(shares.flat());
  rmSync(staging.server, { recursive: true, force: true });
  // Post-build (stages/postbuild.ts): 404 pages, content files, feeds, redirects, the studio, policies.
  await runStage(stage("postbuild"), [
    { clientDir: staging.client, buildId, contentAssets, digest, prerendered } satisfies PostbuildStageInput,
  ]);
  rmSync(staging.contentSnapshot);
  // Search (stages/search.ts): each language's index, from the pages as they ship. Its pages are
  // read and let go one after another: young halves of 1 MB held less beside Pagefind.
  await runStage(
    stage("search"),
    [{ clientDir: staging.client, pagePaths: digest.pagePaths } satisfies SearchStageInput],
    {
      youngGenerationMb: 1,
    },
  );
  // Precompression (stages/precompression.ts): a .br beside every file (a .gz beside the costly),
  // then the upload against the host's limits.
  const { precompressBuild } = await import("./stages/precompression");
  await precompressBuild(staging.client, prerendered);
  // What the build was made with, for `npm start` to know when to rebuild.
  const { writeBuildEnvironment } = await import("../server/build-freshness");
  writeBuildEnvironment(staging.root);
} catch (error) {
  fail(staging, error);
}
// Swap: the complete build replaces build/.
await swapIn(staging, target);
console.log(
  `Built ${path.relative(process.cwd(), target)}/ (build ${buildId}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// Last, where it is read: a build that names localhost in every absolute link is not one to deploy.
if (siteAddress.isDefault) console.warn(`\n${missingSiteUrlWarning()}`);
