// Each page carries its own Content-Security-Policy in a <meta http-equiv> element: the hashes of
// its own inline scripts change with every build and every page, and as headers they made one
// `_headers` rule per page, past what Cloudflare Pages reads (docs/decisions/024). The headers keep
// what a meta element cannot say (frame-ancestors) in a few rules for the whole site.
import { getAnalyticsConfig } from "../../app/analytics/analytics-config.server";
import { isEmbedPath, isSearchPath } from "../../app/addresses/site-paths";
import { newsletterFormOrigin } from "../../app/newsletter/newsletter-config.server";
import { rewritePage } from "../../app/framework/page-rewrite.server";
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

/**
 * The page with its policy as the first element of <head> after <meta charset>, hashing the
 * inline scripts of the HTML as it is, so it must be the last change made to a page. A page that
 * has one already gets it replaced. Throws for a page without that start: no page may go out
 * without its policy.
 */
export function withPolicyMeta(html: string, context: PolicyContext, file: string): string {
  return rewritePage(html, file, { policy: policyFor(context) });
}

/** The policy of a page as it is (app/framework/page-rewrite.server.ts puts it in). */
export function policyFor(context: PolicyContext): (html: string) => string {
  return (html) => contentSecurityPolicy({ ...context, scriptHashes: pageScriptHashes(html) });
}
