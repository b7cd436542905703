import { getAnalyticsConfig } from "../analytics/analytics-config.server";
import { getSiteSettings } from "../content/site-queries.server";
import { resolveSiteAddress } from "../addresses/site-url.server";
import { getInterfaceTexts } from "../i18n/interface-texts.server";
import { localeOfPath } from "../addresses/site-paths";
import { getNewsletterConfig } from "../newsletter/newsletter-config.server";
import type { SiteContext } from "../site-context/site-context";

/** The site in the language of the requested page: the root loader's data, and every page head's input. */
export function getSiteContext(request: Request): SiteContext {
  const locale = localeOfPath(new URL(request.url).pathname);
  const address = resolveSiteAddress();
  const newsletter = getNewsletterConfig();
  return {
    locale,
    site: getSiteSettings(locale),
    siteUrl: address.url,
    indexable: address.indexable,
    analytics: getAnalyticsConfig(),
    texts: getInterfaceTexts(locale),
    ...(newsletter ? { newsletter } : {}),
  };
}
