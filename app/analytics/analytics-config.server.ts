/**
 * Which third parties the build turns on, from its environment. `GTM_ID` is a Google Tag Manager
 * container; unset, nothing of Google's is loaded, referenced or allowed by the Content-Security-
 * Policy. A malformed id stops the build with the variable, the value and the expected format.
 */
import type { AnalyticsConfig } from "./analytics-config";

const GTM_ID = {
  name: "GTM_ID",
  pattern: /^GTM-[A-Z0-9]{4,10}$/,
  format: "GTM- and 4 to 10 capital letters or digits, like GTM-AB12CD",
};

/** The environment variables a build is made with, for `npm start` to see a build made with others. */
export const ANALYTICS_VARIABLES = [GTM_ID.name];

export function getAnalyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const gtmId = env[GTM_ID.name]?.trim();
  if (!gtmId) return {};
  if (!GTM_ID.pattern.test(gtmId)) {
    throw new Error(
      `The environment variable ${GTM_ID.name} is "${gtmId}", which is not a container id: expected ${GTM_ID.format}.`,
    );
  }
  return { gtmId };
}
