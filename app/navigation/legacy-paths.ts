import { href } from "react-router";
import { SLUG_PATTERN } from "../constants";
import { contributorIndexPath, contributorPath, contributorSlugOf } from "./links";

/**
 * The contributor pages live at /contribuitor, spelled exactly so on purpose. Readers
 * and other sites type the correct spelling; these paths send them there, on a client navigation
 * (the "legacy-paths" middleware) and on a direct load (static redirect pages, server 308s).
 */

const LEGACY_PATH = /^\/contributors?(?:\/([^/]+))?\/*$/;

/** Where a legacy path now lives, or undefined for any other path. */
export function legacyPathTarget(pathname: string): string | undefined {
  const match = LEGACY_PATH.exec(pathname);
  if (!match) return undefined;
  const slug = match[1];
  if (slug === undefined) return contributorIndexPath();
  if (pathname.startsWith("/contributors/") || !SLUG_PATTERN.test(slug)) return undefined;
  return contributorPath(slug);
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
  return redirects;
}
