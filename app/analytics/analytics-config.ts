/** The third parties this build turns on (analytics-config.server.ts reads them at build time). */
export interface AnalyticsConfig {
  /** Google Tag Manager container, GTM-XXXXXX. */
  gtmId?: string;
  /** Meta's social-ad pixel, digits. */
  metaPixelId?: string;
}
