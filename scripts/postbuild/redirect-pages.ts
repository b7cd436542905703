// Redirect pages for the legacy /contributor… paths, in every language (/es/contributor… go to
// /es/contribuitor…), written as data from getLegacyRedirects: one static meta-refresh page per
// legacy path, for hosts that cannot send a 308 (the project's server and deploy/nginx.conf answer
// these paths with a real redirect, from the same list in /routes.json). And `_redirects`, for the
// hosts that read it: those redirects, each page at its own address, and each language's 404 page.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LEGACY_REDIRECT_STATUS } from "../../app/config/constants";
import { getSiteUrl } from "../../app/addresses/site-url.server";
import {
  absoluteUrl,
  contributorIndexPath,
  contributorSlugOf,
  localeOfPath,
  storySlugsOf,
} from "../../app/addresses/site-paths";
import { getLegacyRedirects } from "../../app/navigation/legacy-paths";
import { LOCALES, type Locale, SOURCE_LOCALE } from "../../app/i18n/locale";
import { DATA_FILE_EXTENSION } from "../../server/file-rules";
import { NOT_FOUND_PAGES } from "../../server/not-found-pages";
import { pageHtmlFile, pagePathOf } from "../lib/built-pages";
import { policyContext, withPolicyMeta } from "../lib/policy-meta";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The redirect page's few words, in the language of the page it sends the reader to. */
const REDIRECT_TEXTS: Record<Locale, { title: string; moved: string; from: string }> = {
  en: { title: "Redirecting to", moved: "This page has moved to", from: "from" },
  es: { title: "Redirigiendo a", moved: "Esta página se trasladó a", from: "desde" },
};

/**
 * A static page that sends browsers, crawlers and readers without JavaScript to `to`. The refresh
 * is written `0; url=…`, the form the HTML standard's refresh parser and the Nu HTML Checker expect.
 */
export function redirectPageHtml(from: string, to: string, siteUrl: string, locale: Locale = SOURCE_LOCALE): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(absoluteUrl(siteUrl, to));
  const texts = REDIRECT_TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<title>${texts.title} ${target}</title>
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p><a href="${target}">${texts.moved} ${target}</a> (${texts.from} ${escapeHtml(from)}).</p>
</body>
</html>
`;
}

/** The file name Netlify and Cloudflare Pages read their redirects from. */
export const REDIRECTS_FILE = "_redirects";

/** Rules for one path and the same with a trailing slash (as the project's server answers it), to one target. */
const withSlash = (from: string, to: string, status: number) => [`${from} ${to} ${status}`, `${from}/ ${to} ${status}`];

/**
 * The `_redirects` file, for the hosts that read it: the same number of rules whatever the number
 * of contributors (Cloudflare Pages reads 2,000 fixed rules and 100 with a placeholder, and counts
 * every rule after the first with a placeholder as one). In order, the fixed ones first:
 *
 * - each legacy index path (`/contributor`, `/contributors`, and with a trailing slash) with a
 *   permanent redirect to its page;
 * - each page but the home page and the contributors' served at its own address. Cloudflare Pages
 *   serves a folder's index.html only at the address with a trailing slash (`/contribuitor/`),
 *   redirecting `/contribuitor` there, and matches `_headers` rules against the address asked for.
 *   A 200 rule rewrites `/contribuitor` to the folder, and `/contribuitor/` is sent to `/contribuitor`;
 * - the 404 pages' own addresses without `.html` (`/404`, where Cloudflare Pages would serve the
 *   404 page with status 200), rewritten to an address with no file under the same folder, which
 *   answers as any unknown path does: the nearest 404.html, with status 404;
 *
 * then one pattern for all the contributor pages of a language, as for the fixed pages above (its
 * payloads, `/contribuitor/<slug>.data`, first served as they are: the page pattern would take
 * them), one for their legacy paths (`/contributor/<slug>`), and last each language's 404 page for
 * the unknown paths under its prefix, the most specific first (Netlify serves a rule with status 404
 * only where no file matches, and only 404.html at the root by itself). Cloudflare Pages ignores
 * those lines with a warning (it allows no 404 there) and serves the nearest 404.html up the path
 * by itself, which is the same page. An unknown contributor's address ends at that 404 page too.
 *
 * Netlify applies no rule where a file answers the address (unless its status ends in `!`, which
 * Cloudflare Pages rejects), so there the pages are served by Netlify itself and a legacy path by
 * its meta-refresh page. Tested against Cloudflare's runtime in tests/e2e/static-hosts.spec.ts.
 */
export function redirectsFile(redirects: Record<string, string>, pagePaths: readonly string[]): string {
  const contributorLocales = LOCALES.filter((locale) => pagePaths.some((page) => contributorSlugOf(page, locale)));
  const isContributorPage = (page: string) => contributorSlugOf(page, localeOfPath(page)) !== undefined;
  const isStoryPage = (page: string) => storySlugsOf(page, localeOfPath(page)) !== undefined;
  const storyLocales = LOCALES.filter((locale) => pagePaths.some((page) => storySlugsOf(page, locale)));
  const legacyIndexes = Object.entries(redirects).filter(([, to]) => !isContributorPage(to));
  // A legacy contributor path's pattern: `/contributor/<slug>` → `/contributor/:slug`, and its target's.
  const legacyPatterns = new Map(
    Object.entries(redirects)
      .filter(([, to]) => isContributorPage(to))
      .map(([from, to]) => [from.replace(/[^/]+$/, ":slug"), to.replace(/[^/]+$/, ":slug")]),
  );
  const lines = [
    ...legacyIndexes.flatMap(([from, to]) => withSlash(from, to, LEGACY_REDIRECT_STATUS)),
    ...pagePaths
      .filter((page) => page !== "/" && !isContributorPage(page) && !isStoryPage(page))
      .flatMap((page) => [`${page}/ ${page} ${LEGACY_REDIRECT_STATUS}`, `${page} ${page}/ 200`]),
    ...NOT_FOUND_PAGES.map((page) => `${page.path.replace(/\.html$/, "")} ${page.path}/ 200`),
    ...contributorLocales.flatMap((locale) => {
      const index = contributorIndexPath(locale);
      return [
        `${index}/*${DATA_FILE_EXTENSION} ${index}/:splat${DATA_FILE_EXTENSION} 200`,
        `${index}/:slug/ ${index}/:slug ${LEGACY_REDIRECT_STATUS}`,
        `${index}/:slug ${index}/:slug/ 200`,
      ];
    }),
    // The story pages of a language, one pattern as for the contributors' (a placeholder matches
    // one segment; their payloads are served by the contributors' `*.data` rule above).
    ...storyLocales.flatMap((locale) => {
      const index = contributorIndexPath(locale);
      return [
        `${index}/:slug/:story/ ${index}/:slug/:story ${LEGACY_REDIRECT_STATUS}`,
        `${index}/:slug/:story ${index}/:slug/:story/ 200`,
      ];
    }),
    ...[...legacyPatterns].flatMap(([from, to]) => withSlash(from, to, LEGACY_REDIRECT_STATUS)),
    ...NOT_FOUND_PAGES.map((page) => `${page.prefix}* ${page.path} 404`),
  ];
  return `# Written by the build (scripts/postbuild/redirect-pages.ts).\n${lines.join("\n")}\n`;
}

/**
 * Writes a redirect page for every legacy path, finished with its policy (scripts/lib/policy-meta.ts),
 * and the `_redirects` file with them all; returns the redirects, for /routes.json, and the pages
 * written with their modification times, for the policy step to leave alone. Synchronously (in the
 * post-build steps' own process, where nothing else waits): a libuv round trip a file costs more
 * than the writes.
 */
export async function writeRedirectPages(
  clientDir: string,
  pagePaths: string[],
  youtube: boolean,
): Promise<{ redirects: Record<string, string>; finished: Map<string, number> }> {
  const siteUrl = getSiteUrl();
  const redirects = getLegacyRedirects(pagePaths);
  const finished = new Map<string, number>();
  for (const [from, to] of Object.entries(redirects)) {
    const relative = pageHtmlFile(from);
    const file = path.join(clientDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    const html = redirectPageHtml(from, to, siteUrl, localeOfPath(to));
    writeFileSync(file, withPolicyMeta(html, policyContext(pagePathOf(relative), youtube), relative));
    finished.set(relative, statSync(file).mtimeMs);
  }
  writeFileSync(path.join(clientDir, REDIRECTS_FILE), redirectsFile(redirects, pagePaths));
  return { redirects, finished };
}
