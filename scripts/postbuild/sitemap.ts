// sitemap.xml and robots.txt, from the pre-rendered page list and the site's address. Each page is listed
// with its alternates in every language (hreflang en, es, and x-default: the English page), as
// the pages' own <link rel="alternate"> tags name them.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { resolveSiteAddress } from "../../app/addresses/site-url.server";
import { LOCALES, SOURCE_LOCALE } from "../../app/i18n/locale";
import { pathInLocale } from "../../app/addresses/site-paths";
import { STUDIO_PATH } from "../studio/studio-path";

/** Pages kept out of search results (they say `noindex` in their head too), in English. */
const NOT_INDEXED = new Set(["/embed", "/offline"]);

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function renderSitemap(origin: string, paths: string[]): string {
  const built = new Set(paths);
  const href = (pagePath: string) => escapeXml(`${origin}${pagePath}`);
  const urls = paths
    .filter((p) => !NOT_INDEXED.has(pathInLocale(p, SOURCE_LOCALE)))
    .map((p) => {
      const sourcePath = pathInLocale(p, SOURCE_LOCALE);
      const languages = LOCALES.map((locale): [string, string] => [locale, pathInLocale(sourcePath, locale)]).filter(
        ([, alternate]) => built.has(alternate),
      );
      // Alternates only where the page exists in another language too; x-default is the English page.
      const alternates: [string, string][] = languages.length < 2 ? [] : [...languages, ["x-default", sourcePath]];
      const links = alternates.map(
        ([hreflang, alternate]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(alternate)}"/>`,
      );
      return [`  <url>`, `    <loc>${href(p)}</loc>`, ...links, `  </url>`].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * Every page may be crawled but the editing studio's (/admin/, noindex in its head and headers
 * too); on a preview deploy, none (its pages say noindex too), and no sitemap is named.
 */
export function renderRobots(origin: string, indexable = true): string {
  if (!indexable) return `# A preview deploy: the production site is the one to index.\nUser-agent: *\nDisallow: /\n`;
  return `User-agent: *\nAllow: /\nDisallow: ${STUDIO_PATH}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSitemap(clientDir: string, pagePaths: string[]): Promise<void> {
  const { url, indexable } = resolveSiteAddress();
  // A preview's sitemap names its own pages only, like its links.
  await writeFile(path.join(clientDir, "sitemap.xml"), renderSitemap(url, pagePaths));
  await writeFile(path.join(clientDir, "robots.txt"), renderRobots(url, indexable));
}
