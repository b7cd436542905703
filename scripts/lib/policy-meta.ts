// Each page carries its own Content-Security-Policy in a <meta http-equiv> element: the hashes of
// its own inline scripts change with every build and every page, and as headers they made one
// `_headers` rule per page, past what Cloudflare Pages reads (docs/decisions/024). The headers keep
// what a meta element cannot say (frame-ancestors) in a few rules for the whole site.
import { getAnalyticsConfig } from "../../app/analytics/analytics-config.server";
import { isEmbedPath, isSearchPath } from "../../app/addresses/site-paths";
import { newsletterFormOrigin } from "../../app/newsletter/newsletter-config.server";
import { type PolicyNeeds, contentSecurityPolicy, pageScriptHashes } from "./security-headers";

/** What a page's policy allows beside its own scripts, the same for every page of one kind. */
export type PolicyContext = Omit<PolicyNeeds, "scriptHashes">;

/** The third parties a page at `pagePath` may load, from the content and the build's environment. */
export function policyContext(pagePath: string, youtube: boolean): PolicyContext {
  const analytics = getAnalyticsConfig();
  const newsletterOrigin = newsletterFormOrigin();
  return {
    youtube,
    tagManager: Boolean(analytics.gtmId),
    // Never on the embed, in any language (app/root.tsx).
    metaPixel: Boolean(analytics.metaPixelId) && !isEmbedPath(pagePath),
    // Pagefind's WebAssembly, on the search page of each language only (SEARCH_PAGE_SCRIPT_SOURCES).
    search: isSearchPath(pagePath),
    siteLayout: !isEmbedPath(pagePath),
    // The footer's sign-up form, on every page with the site's footer (never the embed).
    ...(newsletterOrigin && !isEmbedPath(pagePath) ? { newsletterOrigin } : {}),
  };
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
/** The character encoding's declaration, which must stay first in <head> (the standard's first 1,024 bytes). */
const HEAD_START = /<head>\s*<meta charset="utf-8"\s*\/?>/i;

/**
 * The page with its policy as the first element of <head> after <meta charset>, hashing the
 * inline scripts of the HTML as it is, so it must be the last change made to a page. A page that
 * has one already gets it replaced. Throws for a page without that start: no page may go out
 * without its policy.
 */
export function withPolicyMeta(html: string, context: PolicyContext, file: string): string {
  const bare = html.replace(POLICY_META, "");
  const start = HEAD_START.exec(bare);
  if (!start) throw new Error(`${file}: no <head> starting with <meta charset="utf-8"> to put its policy after`);
  const policy = contentSecurityPolicy({ ...context, scriptHashes: pageScriptHashes(bare) });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const at = start.index + start[0].length;
  return `${bare.slice(0, at)}${meta}${bare.slice(at)}`;
}

/** The policy a page carries, read back (for the tests and the benchmark); undefined without one. */
export function readPolicyMeta(html: string): string | undefined {
  return POLICY_META.exec(html)?.[0].replace(/^.*content="([^"]*)".*$/, "$1");
}
