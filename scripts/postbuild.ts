// The steps that finish a pre-rendered build before it is swapped in, in order.
import { copyContentAssets } from "./postbuild/content-assets";
import { writeNotFoundPage } from "./postbuild/not-found-page";
import { precompress } from "./postbuild/precompress";
import { writeRedirectPages } from "./postbuild/redirect-pages";
import { writeRouteManifest } from "./postbuild/route-manifest";
import { writeSitemap } from "./postbuild/sitemap";

export async function postbuild(clientDir: string, buildId: string): Promise<void> {
  await writeNotFoundPage(clientDir);
  await copyContentAssets(clientDir);
  await writeSitemap(clientDir);
  const redirects = await writeRedirectPages(clientDir);
  await writeRouteManifest(clientDir, buildId, redirects);
  // Last, so every file written above gets its .br and .gz too.
  await precompress(clientDir);
}
