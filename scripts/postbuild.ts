// The steps that finish a pre-rendered build before it is swapped in, in order.
import { copyContentAssets } from "./postbuild/content-assets";
import { deferHydrationInPages } from "./postbuild/defer-hydration";
import { writeFeeds } from "./postbuild/feeds";
import { writeHeadersFile } from "./postbuild/headers";
import { checkCloudflarePagesLimits } from "./postbuild/host-limits";
import { writeNotFoundPages } from "./postbuild/not-found-page";
import { precompress } from "./postbuild/precompress";
import { writeRedirectPages } from "./postbuild/redirect-pages";
import { writeRouteManifest } from "./postbuild/route-manifest";
import { writeSitemap } from "./postbuild/sitemap";
import { writeStudioFolder } from "./postbuild/studio";
import { count, startProgress } from "./progress";

/**
 * `contentAssets`: the content files the pages use, when the image step has listed them already.
 * `prerendered`: the files the pre-render wrote finished, hydration deferred and compressed
 * (scripts/prerender-step.ts), with their modification times.
 */
export async function postbuild(
  clientDir: string,
  buildId: string,
  contentAssets?: string[],
  prerendered: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  // One progress line for all the steps (precompressing, the long one, counts its files), then one summary.
  const progress = startProgress("post-build");
  try {
    const notFoundPages = await writeNotFoundPages(clientDir);
    const assets = await copyContentAssets(clientDir, contentAssets);
    await writeSitemap(clientDir);
    const feeds = await writeFeeds(clientDir);
    const redirects = await writeRedirectPages(clientDir);
    const manifest = await writeRouteManifest(clientDir, buildId, redirects);
    // After every step that writes HTML, before the ones that read it back (compression).
    await deferHydrationInPages(clientDir, new Set(prerendered.keys()));
    // The editing studio, after every step that reads or rewrites the readers' pages.
    const studioFiles = await writeStudioFolder(clientDir);
    // After the last change to any page: it hashes their inline scripts.
    await writeHeadersFile(clientDir);
    const hostWarnings = await checkCloudflarePagesLimits(clientDir);
    // Last, so every file written above gets its .br and .gz too.
    const compressed = await precompress(clientDir, progress, prerendered);
    progress.done(
      `post-build: ${notFoundPages.join(", ")}, ${count(assets.files, "content file")}, sitemap.xml, ${count(feeds.length, "feed")}, ${count(Object.keys(redirects).length, "redirect page")}, routes.json (${count(manifest.routes.length, "page")}), admin/ (${count(studioFiles, "file")}), ${count(compressed, "file")} precompressed (.br, .gz)`,
    );
    for (const warning of hostWarnings) console.warn(`Warning: ${warning}.`);
  } catch (error) {
    progress.clear();
    throw error;
  }
}
