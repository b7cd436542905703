// The post-build steps that finish a pre-rendered build, in order, with one progress line; then
// precompression (precompression.ts) and the swap.
import { rewritesBootstrap } from "../../app/framework/deferred-bootstrap.server";
import { copyContentAssets } from "../postbuild/content-assets";
import { type ContentDigest, digestContent } from "../postbuild/content-digest";
import { deferHydrationInPages } from "../postbuild/defer-hydration";
import { writeFeeds } from "../postbuild/feeds";
import { writeHeadersFile } from "../postbuild/headers";
import { checkCloudflarePagesLimits } from "../postbuild/host-limits";
import { writeNotFoundPages } from "../postbuild/not-found-page";
import { writeOembeds } from "../postbuild/oembed";
import { writePolicyMetas } from "../postbuild/policy-metas";
import { writeRedirectPages } from "../postbuild/redirect-pages";
import { writeRouteManifest } from "../postbuild/route-manifest";
import { writeSearchIndex } from "../postbuild/search-index";
import { writeSitemap } from "../postbuild/sitemap";
import { writeStudioFolder } from "../postbuild/studio";
import { count, startProgress } from "../progress";

/** What the build's earlier steps already know; postbuild works out what it is not given. */
export interface PostbuildInputs {
  /** The content files the pages use, when the image step has listed them already. */
  contentAssets?: string[];
  /** What the steps need of the content, when the content step has made it (content-digest.ts). */
  digest?: ContentDigest;
  /**
   * The files the pre-render wrote finished, hydration deferred, policy in place and compressed
   * (scripts/prerender-step.ts), with their modification times.
   */
  prerendered?: ReadonlyMap<string, number>;
}

export async function postbuild(
  clientDir: string,
  buildId: string,
  { contentAssets, digest, prerendered = new Map() }: PostbuildInputs = {},
): Promise<void> {
  // One progress line for all the steps, then one summary.
  const progress = startProgress("post-build");
  try {
    const content = digest ?? (await digestContent());
    const notFoundPages = await writeNotFoundPages(clientDir);
    const assets = await copyContentAssets(clientDir, contentAssets);
    await writeSitemap(clientDir, content.pagePaths);
    const feeds = await writeFeeds(clientDir, content.feeds);
    const oembeds = await writeOembeds(clientDir, content.oembeds);
    const redirects = await writeRedirectPages(clientDir, content.pagePaths);
    const manifest = await writeRouteManifest(clientDir, buildId, content.pagePaths, redirects);
    // After every step that writes HTML, before the ones that read it back (compression).
    if (rewritesBootstrap()) await deferHydrationInPages(clientDir, new Set(prerendered.keys()));
    // The editing studio, after every step that reads or rewrites the readers' pages.
    const studioFiles = await writeStudioFolder(clientDir);
    // After the last change to any reader's page: it hashes their inline scripts.
    await writePolicyMetas(clientDir, content.youtube, prerendered);
    await writeHeadersFile(clientDir);
    const hostWarnings = await checkCloudflarePagesLimits(clientDir);
    // From the pages as they ship (after the last step that changes them); its script is compressed next.
    const search = await writeSearchIndex(clientDir, content.pagePaths);
    progress.done(
      `post-build: ${notFoundPages.join(", ")}, ${count(assets.files, "content file")}, sitemap.xml, ${count(feeds.length, "feed")}, ${count(oembeds, "oEmbed file")}, ${count(Object.keys(redirects).length, "redirect page")}, routes.json (${count(manifest.routes.length, "page")}), admin/ (${count(studioFiles, "file")})`,
    );
    console.log(
      `search index: ${count(search.records, "entry", "entries")} in ${search.languages.join(", ")}, ${count(search.files, "file")}, ${(search.bytes / 1024).toFixed(1)} kB, in ${search.seconds.toFixed(1)} s`,
    );
    for (const warning of hostWarnings) console.warn(`Warning: ${warning}.`);
  } catch (error) {
    progress.clear();
    throw error;
  }
}
