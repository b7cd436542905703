// Redirect pages for the legacy /contributor… paths, written as data from getLegacyRedirects: one
// static meta-refresh page per legacy path, for hosts that cannot send a 308 (the project's server
// and deploy/nginx.conf answer these paths with a real redirect, from the same list in /routes.json).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { getPagePaths } from "../../app/content/queries.server";
import { LEGACY_REDIRECT_STATUS } from "../../app/constants";
import { getSiteUrl } from "../../app/content/site-url.server";
import { absoluteUrl } from "../../app/navigation/links";
import { getLegacyRedirects } from "../../app/navigation/legacy-paths";
import { pageHtmlFile } from "../lib/built-pages";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A static page that sends browsers, crawlers and readers without JavaScript to `to`. The refresh
 * is written `0; url=…`, the form the HTML standard's refresh parser and the Nu HTML Checker expect.
 */
export function redirectPageHtml(from: string, to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(absoluteUrl(siteUrl, to));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting to ${target}</title>
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p><a href="${target}">This page has moved to ${target}</a> (from ${escapeHtml(from)}).</p>
</body>
</html>
`;
}

/** The file name Netlify and Cloudflare Pages read their redirects from. */
export const REDIRECTS_FILE = "_redirects";

/** The `_redirects` file: `from to status`, a line each, for hosts that read it. */
export function redirectsFile(redirects: Record<string, string>): string {
  const lines = Object.entries(redirects).map(([from, to]) => `${from} ${to} ${LEGACY_REDIRECT_STATUS}`);
  return `# Written by the build (scripts/postbuild/redirect-pages.ts).\n${lines.join("\n")}\n`;
}

/**
 * Writes a redirect page for every legacy path, and the `_redirects` file with them all; returns
 * the redirects, for /routes.json.
 */
export async function writeRedirectPages(clientDir: string, siteUrl = getSiteUrl()): Promise<Record<string, string>> {
  const redirects = getLegacyRedirects(getPagePaths());
  for (const [from, to] of Object.entries(redirects)) {
    const file = path.join(clientDir, pageHtmlFile(from));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPageHtml(from, to, siteUrl));
  }
  await writeFile(path.join(clientDir, REDIRECTS_FILE), redirectsFile(redirects));
  return redirects;
}
