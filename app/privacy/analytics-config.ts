/**
 * The third parties this build turns on: app/analytics/analytics-config.server.ts reads them at
 * build time, the privacy choices say which are on.
 */
export interface AnalyticsConfig {
  /** Google Tag Manager container, GTM-XXXXXX. */
  gtmId?: string;
  /** Meta's social-ad pixel, digits. */
  metaPixelId?: string;
}
