// Redirect pages for the legacy /contributor… paths. The pre-render ran the "legacy-paths" middleware
// for the two index paths and wrote a meta-refresh page for each: this checks they point where they
// should, rewrites them with a canonical link, and writes the /contributor/<slug> pages beside them
// (pre-rendering a thousand identical redirects through React would double the build's work).
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_SITE_URL } from "../../app/constants";
import { getPagePaths } from "../../app/content/queries.server";
import { getLegacyRedirects } from "../../app/navigation/legacy-paths";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A static page that sends browsers, crawlers and readers without JavaScript to `to`. */
export function redirectPageHtml(from: string, to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(`${siteUrl}${to}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting to ${target}</title>
<meta http-equiv="refresh" content="0;url=${target}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p><a href="${target}">This page has moved to ${target}</a> (from ${escapeHtml(from)}).</p>
</body>
</html>
`;
}

/** Rewrites every legacy path's pre-rendered redirect page; returns the redirects, for /routes.json. */
export async function writeRedirectPages(
  clientDir: string,
  siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ""),
): Promise<Record<string, string>> {
  const redirects = getLegacyRedirects(await getPagePaths());
  const prerendered = new Set(Object.keys(getLegacyRedirects([])));
  for (const [from, to] of Object.entries(redirects)) {
    const file = path.join(clientDir, from, "index.html");
    if (prerendered.has(from)) {
      if (!existsSync(file)) throw new Error(`The redirect page for ${from} was not pre-rendered (${file} is missing)`);
      const rendered = await readFile(file, "utf8");
      if (!rendered.includes(`url=${to}"`)) {
        throw new Error(`${from} did not pre-render as a redirect to ${to}: is its "legacy-paths" middleware named?`);
      }
    } else {
      await mkdir(path.dirname(file), { recursive: true });
    }
    await writeFile(file, redirectPageHtml(from, to, siteUrl));
    // The pre-render also wrote a payload, which no client asks for: the middleware redirects first.
    await rm(path.join(clientDir, `${from}.data`), { force: true });
  }
  return redirects;
}
