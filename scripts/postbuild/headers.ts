// build/client/_headers: the response headers of every path, in the same few rules whatever the
// size of the site (each page's own policy is a meta element in the page, scripts/lib/policy-meta.ts):
// for the project's server and the hosts that read the file (Netlify, Cloudflare Pages); and the
// same for nginx in build/nginx/.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { LOCALES } from "../../app/i18n/locale";
import { embedPath } from "../../app/addresses/site-paths";
import { HEADERS_FILE } from "../../server/headers-file";
import { NOT_FOUND_PAGES } from "../../server/not-found-pages";
import { type HeaderOverride, formatHeadersFile, formatNginxIncludes, pageHeaders } from "../lib/security-headers";
import { STUDIO_PATH } from "../studio/studio-path";
import { studioBackendFromEnv } from "../studio/studio-backend";
import { studioHeaders } from "../studio/studio-headers";

/** The paths with headers of their own: the embed in every language (any site may frame it), the studio. */
export function headerOverrides(): HeaderOverride[] {
  return [
    ...LOCALES.map((locale) => ({ path: embedPath(locale), headers: pageHeaders(true) })),
    { path: STUDIO_PATH, headers: studioHeaders(studioBackendFromEnv()) },
  ];
}

export async function writeHeadersFile(clientDir: string): Promise<void> {
  const overrides = headerOverrides();
  await writeFile(path.join(clientDir, HEADERS_FILE), formatHeadersFile(overrides));
  const nginx = formatNginxIncludes(
    NOT_FOUND_PAGES.map((page) => page.path),
    overrides,
  );
  const nginxDir = path.join(path.dirname(clientDir), "nginx");
  await mkdir(nginxDir, { recursive: true });
  await writeFile(path.join(nginxDir, "headers.conf"), nginx.headers);
  await writeFile(path.join(nginxDir, "pages.conf"), nginx.pages);
}
