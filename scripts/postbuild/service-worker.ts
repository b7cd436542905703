// The service worker (app/offline/service-worker.ts) built into build/client/sw.js: bundled with
// esbuild (Workbox's modules with it), then Workbox's injectManifest writes in the list of what it
// precaches, read from the finished build: this build's code and styles, by their hashed names,
// and each language's offline page with a revision of its content. Runs after the last change to
// any page (the policy step), so the offline pages' revisions are those of the files served.
import { access, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { SERVICE_WORKER_PATH } from "../../app/addresses/site-paths";
import { LOCALES } from "../../app/i18n/locale";
import { offlinePath } from "../../app/addresses/site-paths";

// From the project root, where every build runs (this step is compiled into .cache/ first).
const SOURCE = path.resolve("app/offline/service-worker.ts");

/** The offline page of each language as a file of the build: `offline/index.html`, `es/offline/index.html`. */
const offlinePageFiles = () =>
  new Map(LOCALES.map((locale) => [`${offlinePath(locale).slice(1)}/index.html`, offlinePath(locale)]));

export async function writeServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const temp = await mkdtemp(path.join(os.tmpdir(), "service-worker-"));
  try {
    const bundled = path.join(temp, "sw.js");
    await build({
      entryPoints: [SOURCE],
      outfile: bundled,
      bundle: true,
      format: "iife",
      minify: true,
      target: "es2020",
      // Workbox logs in development only.
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    const offlinePages = offlinePageFiles();
    for (const file of offlinePages.keys()) {
      await access(path.join(clientDir, file)).catch(() => {
        throw new Error(
          `${path.join(clientDir, file)}: the offline page the service worker precaches was not pre-rendered`,
        );
      });
    }
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(clientDir, SERVICE_WORKER_PATH.slice(1)),
      globDirectory: clientDir,
      globPatterns: ["assets/*.{js,css}", ...offlinePages.keys()],
      // The hashed names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: offlinePages.get(entry.url) ?? `/${entry.url}` })),
          warnings: [],
        }),
      ],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    });
    if (warnings.length > 0) throw new Error(`the service worker's precache list: ${warnings.join("; ")}`);
    return { count, size };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
