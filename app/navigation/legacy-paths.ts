import { href } from "react-router";
import { SLUG_PATTERN } from "../config/constants";
import { LOCALES } from "../i18n/locale";
import { contributorIndexPath, contributorPath, contributorSlugOf, localeOfPath } from "../addresses/site-paths";

/**
 * The contributor pages live at /contribuitor, spelled exactly so on purpose. Readers
 * and other sites type the correct spelling; these paths send them there, on a client navigation
 * (the "legacy-paths" middleware) and on a direct load (static redirect pages, server 308s).
 */

const LEGACY_PATH = /^(?:\/es)?\/(contributors?)(?:\/([^/]+))?\/*$/;

/** Where a legacy path now lives (in its own language: `/es/contributor` → `/es/contribuitor`), or undefined. */
export function legacyPathTarget(pathname: string): string | undefined {
  const match = LEGACY_PATH.exec(pathname);
  if (!match) return undefined;
  const locale = localeOfPath(pathname);
  const [, spelling, slug] = match;
  if (slug === undefined) return contributorIndexPath(locale);
  if (spelling === "contributors" || !SLUG_PATTERN.test(slug)) return undefined;
  return contributorPath(slug, locale);
}

/**
 * Every legacy path the build writes a redirect page for, with its target: the two index
 * spellings, and /contributor/<slug> for each pre-rendered contributor page among `pagePaths`.
 */
export function getLegacyRedirects(pagePaths: readonly string[]): Record<string, string> {
  const redirects: Record<string, string> = {
    [href("/contributor/:slug?")]: contributorIndexPath(),
    [href("/contributors")]: contributorIndexPath(),
  };
  for (const path of pagePaths) {
    const slug = contributorSlugOf(path);
    if (slug) redirects[href("/contributor/:slug?", { slug })] = contributorPath(slug);
  }
  // The Spanish edition's, where the build has Spanish pages.
  if (LOCALES.includes("es") && pagePaths.some((path) => localeOfPath(path) === "es")) {
    redirects[href("/es/contributor/:slug?")] = contributorIndexPath("es");
    redirects[href("/es/contributors")] = contributorIndexPath("es");
    for (const path of pagePaths) {
      const slug = contributorSlugOf(path, "es");
      if (slug) redirects[href("/es/contributor/:slug?", { slug })] = contributorPath(slug, "es");
    }
  }
  return redirects;
}
