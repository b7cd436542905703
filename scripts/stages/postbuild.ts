// The post-build steps that finish a pre-rendered build, in order, with one progress line, in a
// process of their own: their libraries (the content's, the studio's) and what they read are given
// back before the search index is made.
import { rewritesBootstrap } from "../../app/framework/deferred-bootstrap.server";
import { copyContentAssets } from "../content-build/content-assets";
import { type ContentDigest, digestContent } from "../content-build/content-digest";
import { deferHydrationInPages } from "../postbuild/defer-hydration";
import { writeFeeds } from "../postbuild/feeds";
import { writeHeadersFile } from "../postbuild/headers";
import { checkCloudflarePagesLimits } from "../upload/host-limits";
import { writeNotFoundPages } from "../postbuild/not-found-page";
import { writeOembeds } from "../postbuild/oembed";
import { writePolicyMetas } from "../postbuild/policy-metas";
import { writeRedirectPages } from "../postbuild/redirect-pages";
import { writeRouteManifest } from "../postbuild/route-manifest";
import { writeServiceWorker } from "../postbuild/service-worker";
import { writeSitemap } from "../postbuild/sitemap";
import { writeStudioFolder } from "../postbuild/studio";
import { runAsStage } from "../stage-process/stage-port";
import { count, startProgress } from "../lib/progress";

/** The build's client folder and what its earlier stages already know; postbuild works out what it is not given. */
export interface PostbuildStageInput {
  clientDir: string;
  buildId: string;
  /** The content files the pages use, when the image step has listed them already. */
  contentAssets?: string[];
  /** What the steps need of the content, when the content step has made it (content-digest.ts). */
  digest?: ContentDigest;
  /**
   * The files the pre-render wrote finished, hydration deferred, policy in place and compressed
   * (scripts/stages/prerender.ts), with their modification times.
   */
  prerendered?: ReadonlyMap<string, number>;
}

async function postbuild({ clientDir, buildId, contentAssets, digest, prerendered = new Map() }: PostbuildStageInput) {
  // One progress line for all the steps, then one summary.
  const progress = startProgress("post-build");
  try {
    const content = digest ?? (await digestContent());
    const notFoundPages = await writeNotFoundPages(clientDir);
    const assets = await copyContentAssets(clientDir, contentAssets);
    await writeSitemap(clientDir, content.pagePaths);
    const feeds = await writeFeeds(clientDir, content.feeds);
    const oembeds = await writeOembeds(clientDir, content.oembeds);
    // Written with their policy, as the pre-render writes its pages: the policy step skips them.
    const { redirects, finished: redirectPages } = await writeRedirectPages(
      clientDir,
      content.pagePaths,
      content.youtube,
    );
    const manifest = await writeRouteManifest(clientDir, buildId, content.pagePaths, redirects);
    // After every step that writes HTML, before the ones that read it back (compression).
    if (rewritesBootstrap()) await deferHydrationInPages(clientDir, new Set(prerendered.keys()));
    // The editing studio, after every step that reads or rewrites the readers' pages.
    const studioFiles = await writeStudioFolder(clientDir);
    // After the last change to any reader's page: it hashes their inline scripts.
    await writePolicyMetas(clientDir, content.youtube, new Map([...prerendered, ...redirectPages]));
    await writeHeadersFile(clientDir);
    // After the policy step: it precaches the offline pages as they are served.
    const worker = await writeServiceWorker(clientDir);
    const hostWarnings = await checkCloudflarePagesLimits(clientDir);
    progress.done(
      `post-build: ${notFoundPages.join(", ")}, ${count(assets.files, "content file")}, sitemap.xml, ${count(feeds.length, "feed")}, ${count(oembeds, "oEmbed file")}, ${count(Object.keys(redirects).length, "redirect page")}, routes.json (${count(manifest.routes.length, "page")}), sw.js (${count(worker.count, "file")} precached), admin/ (${count(studioFiles, "file")})`,
    );
    for (const warning of hostWarnings) console.warn(`Warning: ${warning}.`);
  } catch (error) {
    progress.clear();
    throw error;
  }
}

await runAsStage(postbuild);
