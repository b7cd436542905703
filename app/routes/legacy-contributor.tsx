import { resolveMiddleware } from "../navigation/middleware-registry";

/**
 * /contributor, /contributor/:slug and /contributors: the correct spelling, which readers and
 * other sites type. On a client navigation the "legacy-paths" middleware redirects them to
 * /contribuitor… before anything loads; a direct load gets the server's redirect, or the static
 * redirect page scripts/postbuild/redirect-pages.ts writes for hosts without one.
 */
export const clientMiddleware = resolveMiddleware<undefined>(["legacy-paths"]);

/** Never rendered: the middleware always redirects first. */
export default function LegacyContributor() {
  return null;
}
