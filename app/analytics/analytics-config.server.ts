/**
 * Which third parties the build turns on, from its environment: `GTM_ID` (a Google Tag Manager
 * container) and `META_PIXEL_ID` (Meta's social-ad pixel). Unset, nothing of that third party is
 * loaded, referenced or allowed by the Content-Security-Policy. A malformed id stops the build
 * with the variable, the value and the expected format.
 */
import type { AnalyticsConfig } from "../privacy/analytics-config";

const IDS = {
  gtmId: {
    name: "GTM_ID",
    what: "a container id",
    pattern: /^GTM-[A-Z0-9]{4,10}$/,
    format: "GTM- and 4 to 10 capital letters or digits, like GTM-AB12CD",
  },
  metaPixelId: {
    name: "META_PIXEL_ID",
    what: "a pixel id",
    pattern: /^\d{8,20}$/,
    format: "8 to 20 digits, like 123456789012345",
  },
} as const;

/** The environment variables a build is made with, for `npm start` to see a build made with others. */
export const ANALYTICS_VARIABLES = Object.values(IDS).map((id) => id.name);

export function getAnalyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const config: AnalyticsConfig = {};
  for (const key of Object.keys(IDS) as (keyof typeof IDS)[]) {
    const { name, what, pattern, format } = IDS[key];
    const value = env[name]?.trim();
    if (!value) continue;
    if (!pattern.test(value)) {
      throw new Error(`The environment variable ${name} is "${value}", which is not ${what}: expected ${format}.`);
    }
    config[key] = value;
  }
  return config;
}
