/**
 * Which third parties the build turns on, from its environment. `GTM_ID` is a Google Tag Manager
 * container, `META_PIXEL_ID` a Meta (Facebook) pixel; unset, nothing of that third party is
 * loaded, referenced or allowed by the Content-Security-Policy. A malformed id stops the build
 * with the variable, the value and the expected format.
 */
import type { AnalyticsConfig } from "./analytics-config";

interface IdVariable {
  name: string;
  pattern: RegExp;
  what: string;
  format: string;
}

const GTM_ID: IdVariable = {
  name: "GTM_ID",
  pattern: /^GTM-[A-Z0-9]{4,10}$/,
  what: "a container id",
  format: "GTM- and 4 to 10 capital letters or digits, like GTM-AB12CD",
};

const META_PIXEL_ID: IdVariable = {
  name: "META_PIXEL_ID",
  pattern: /^[0-9]{6,20}$/,
  what: "a pixel id",
  format: "6 to 20 digits and nothing else, like 1234567890123456",
};

/** The environment variables a build is made with, for `npm start` to see a build made with others. */
export const ANALYTICS_VARIABLES = [GTM_ID.name, META_PIXEL_ID.name];

function readId(env: NodeJS.ProcessEnv, variable: IdVariable): string | undefined {
  const value = env[variable.name]?.trim();
  if (!value) return undefined;
  if (!variable.pattern.test(value)) {
    throw new Error(
      `The environment variable ${variable.name} is "${value}", which is not ${variable.what}: expected ${variable.format}.`,
    );
  }
  return value;
}

export function getAnalyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const gtmId = readId(env, GTM_ID);
  const metaPixelId = readId(env, META_PIXEL_ID);
  return { ...(gtmId ? { gtmId } : {}), ...(metaPixelId ? { metaPixelId } : {}) };
}
