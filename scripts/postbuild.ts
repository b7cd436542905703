// The steps that finish a pre-rendered build before it is swapped in, in order.
import { writeNotFoundPage } from "./postbuild/not-found-page";
import { precompress } from "./postbuild/precompress";
import { writeRedirectPages } from "./postbuild/redirect-pages";
import { writeRouteManifest } from "./postbuild/route-manifest";

export async function postbuild(clientDir: string, buildId: string): Promise<void> {
  await writeNotFoundPage(clientDir);
  const redirects = await writeRedirectPages(clientDir);
  await writeRouteManifest(clientDir, buildId, redirects);
  // Last, so every file written above gets its .br and .gz too.
  await precompress(clientDir);
}
