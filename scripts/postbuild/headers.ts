// build/client/_headers: every page's response headers (a Content-Security-Policy with the hashes
// of the inline scripts the page was written with, framing, isolation), for the project's server
// and for hosts that read the file (Netlify, Cloudflare Pages); and the same for nginx in
// build/nginx/. Runs after every step that writes HTML.
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { getAnalyticsConfig } from "../../app/analytics/analytics-config.server";
import { isEmbedPath, isSearchPath } from "../../app/navigation/links";
import { HEADERS_FILE } from "../../server/headers-file";
import { NOT_FOUND_PAGES } from "../../server/not-found-pages";
import { formatHeadersFile, formatNginxIncludes, pageHeaders, pageScriptHashes } from "../lib/security-headers";
import { STUDIO_DIR, STUDIO_PATH } from "../studio/studio-path";
import { studioBackendFromEnv } from "../studio/studio-backend";
import { studioHeaders } from "../studio/studio-headers";
import { mapWithLimit } from "../lib/map-with-limit";
import type { ContentDigest } from "./content-digest";

/** The URL path a written HTML file answers: `contribuitor/index.html` is /contribuitor. */
export function pagePathOf(relativeFile: string): string {
  const url = `/${relativeFile.split(path.sep).join("/")}`;
  return url === "/index.html" ? "/" : url.replace(/\/index\.html$/, "");
}

/** Pages read at a time: enough to keep the disk busy, few enough that memory stays flat. */
const READ_AT_ONCE = 8;

/**
 * Pages whose script hashes the pre-render worked out as it wrote them (scripts/prerender-step.ts),
 * each with the modification time it was written with: a page changed since is read again.
 */
export type KnownScriptHashes = ReadonlyMap<string, { mtimeMs: number; scriptHashes: string[] }>;

async function scriptHashesOf(clientDir: string, file: string, known?: KnownScriptHashes): Promise<string[]> {
  const full = path.join(clientDir, file);
  const entry = known?.get(file);
  if (entry && (await stat(full)).mtimeMs === entry.mtimeMs) return entry.scriptHashes;
  return pageScriptHashes(await readFile(full, "utf8"));
}

export async function writeHeadersFile(
  clientDir: string,
  content: Pick<ContentDigest, "pagePaths" | "youtube">,
  known?: KnownScriptHashes,
): Promise<{ pages: number }> {
  const { youtube } = content;
  const analytics = getAnalyticsConfig();
  const tagManager = Boolean(analytics.gtmId);
  // The readers' pages; the editing studio (admin/) has its own rules, below.
  const files = (await readdir(clientDir, { recursive: true }))
    .filter((name) => name.endsWith(".html") && !name.startsWith(`${STUDIO_DIR}${path.sep}`))
    .sort();
  const pages = await mapWithLimit(files, READ_AT_ONCE, async (file) => {
    const pagePath = pagePathOf(file);
    const scriptHashes = await scriptHashesOf(clientDir, file, known);
    // The embed in every language (/embed, /es/embed).
    const embed = isEmbedPath(pagePath);
    return {
      path: pagePath,
      headers: pageHeaders({
        scriptHashes,
        youtube,
        tagManager,
        // Never on the embed (app/root.tsx).
        metaPixel: Boolean(analytics.metaPixelId) && !embed,
        frameable: embed,
        search: isSearchPath(pagePath),
      }),
    };
  });
  // The studio's page by its path, as a page's (the server reads /admin/ and /admin/index.html as /admin).
  const studio = studioHeaders(studioBackendFromEnv());
  await writeFile(
    path.join(clientDir, HEADERS_FILE),
    formatHeadersFile([...pages, { path: STUDIO_PATH.replace(/\/$/, ""), headers: studio }]),
  );

  // nginx: the pages (its own rules redirect the legacy paths) and each language's 404 page.
  const pagePaths = new Set(content.pagePaths);
  const notFoundPaths = new Set(NOT_FOUND_PAGES.map((page) => page.path));
  const nginx = formatNginxIncludes(
    pages.filter((page) => pagePaths.has(page.path)),
    pages.filter((page) => notFoundPaths.has(page.path)),
    // nginx: every file of the studio's folder.
    [{ path: STUDIO_PATH, headers: studio }],
  );
  const nginxDir = path.join(path.dirname(clientDir), "nginx");
  await mkdir(nginxDir, { recursive: true });
  await writeFile(path.join(nginxDir, "headers.conf"), nginx.headers);
  await writeFile(path.join(nginxDir, "pages.conf"), nginx.pages);
  return { pages: pages.length };
}
