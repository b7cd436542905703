// sitemap.xml and robots.txt, from the pre-rendered page list and SITE_URL.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { getPagePaths } from "../../app/content/queries.server";
import { getSiteUrl } from "../../app/content/site-url.server";

/** Pages kept out of search results (they say `noindex` in their head too). */
const NOT_INDEXED = new Set(["/embed"]);

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function renderSitemap(origin: string, paths: string[]): string {
  const urls = paths
    .filter((p) => !NOT_INDEXED.has(p))
    .map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSitemap(clientDir: string): Promise<void> {
  const origin = getSiteUrl();
  await writeFile(path.join(clientDir, "sitemap.xml"), renderSitemap(origin, getPagePaths()));
  await writeFile(path.join(clientDir, "robots.txt"), renderRobots(origin));
}
