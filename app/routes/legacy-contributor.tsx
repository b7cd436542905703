import { resolveMiddleware } from "../navigation/middleware-registry";

/**
 * /contributor, /contributor/:slug and /contributors: the correct spelling, which readers and
 * other sites type. The "legacy-paths" middleware redirects them to /contribuitor… before
 * anything loads: at build time, where the pre-render turns the redirect into a static page
 * (finished by scripts/postbuild/redirect-pages.ts), and on a client navigation.
 */
export const middleware = resolveMiddleware(["legacy-paths"]);
export const clientMiddleware = resolveMiddleware<undefined>(["legacy-paths"]);

/** Never rendered: the middleware always redirects first. */
export default function LegacyContributor() {
  return null;
}
