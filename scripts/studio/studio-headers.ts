// The studio's response headers (everything under /admin/), apart from the readers' pages': its
// own Content-Security-Policy, never framed, never indexed. The build writes them into `_headers`
// and build/nginx/pages.conf beside the pages' (scripts/postbuild/headers.ts).
import type { StudioBackend } from "./studio-backend";
import { unconfiguredStyleSource } from "./unconfigured-page";

/**
 * Decap CMS checks its configuration with code it compiles at run time (ajv), so scripts need
 * 'unsafe-eval' (never 'unsafe-inline': the page has no inline script); its styles are inline
 * (emotion); uploads are previewed as blob: and data: URLs; it talks to its backend: decap-server
 * on this machine (the local backend), or GitHub's API. The preview frame is about:blank, which
 * takes this policy.
 */
export function studioContentSecurityPolicy(backend: StudioBackend | null): string {
  if (!backend) return unconfiguredContentSecurityPolicy();
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "blob:", "data:", ...backend.img]],
    ["media-src", ["'self'", "blob:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", "blob:", ...backend.connect]],
    ["frame-src", ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** The notice of a build with no editing set up: its own style, nothing else, nothing fetched. */
function unconfiguredContentSecurityPolicy(): string {
  return `default-src 'none'; style-src ${unconfiguredStyleSource()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/**
 * Every header of the studio's files. No Cross-Origin-Opener-Policy: signing in with GitHub opens
 * the OAuth provider's window, which answers through window.opener.
 */
export function studioHeaders(backend: StudioBackend | null): Record<string, string> {
  return {
    "Content-Security-Policy": studioContentSecurityPolicy(backend),
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
