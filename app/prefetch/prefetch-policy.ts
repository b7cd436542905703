import { ROUTE_MANIFEST_PATH } from "../config/constants";
import { isEmbedPath, payloadPath } from "../addresses/site-paths";
import { normalizePath } from "../navigation/route-manifest";

/** A path whose last segment has an extension is a file (a feed, an image, a download), not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The payload to prefetch for a link, or undefined when the link is not a page of this site worth
 * fetching ahead: another origin, a file, the embed (partners' view), the page itself (a hash link
 * on it), or a path the build did not pre-render (`pages`, from /routes.json, when known).
 */
export function prefetchPayloadFor(href: string, current: URL, pages?: ReadonlySet<string>): string | undefined {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return undefined;
  const path = normalizePath(url.pathname);
  if (FILE_PATH.test(path) || path === ROUTE_MANIFEST_PATH || isEmbedPath(path)) return undefined;
  if (path === normalizePath(current.pathname)) return undefined;
  if (pages && !pages.has(path)) return undefined;
  return payloadPath(path);
}
