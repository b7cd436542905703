import type { AnalyticsConfig } from "../privacy/analytics-config";
import type { SiteSettings } from "../content/types";
import type { InterfaceTexts } from "../i18n/interface-texts";
import type { Locale } from "../i18n/locale";
import type { NewsletterConfig } from "../newsletter/newsletter-config";

/** What the root loader gives every page for its head. */
export interface SiteContext {
  /** The page's language, from its path. */
  locale: Locale;
  /** The site settings in the page's language. */
  site: SiteSettings;
  siteUrl: string;
  /** False on a host's preview deploy: every page says `noindex` (app/addresses/site-url.server.ts). */
  indexable: boolean;
  /** The third parties the build turned on. */
  analytics: AnalyticsConfig;
  /** The interface texts of the page's language, and of no other. */
  texts: InterfaceTexts;
  /** The newsletter sign-up's provider, when the build was given one (NEWSLETTER_URL). */
  newsletter?: NewsletterConfig;
}
