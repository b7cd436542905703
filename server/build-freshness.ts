import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ANALYTICS_VARIABLES } from "../app/analytics/analytics-config.server";
import { NEWSLETTER_VARIABLE } from "../app/newsletter/newsletter-config.server";
import { ROUTE_MANIFEST_PATH } from "../app/config/constants";
import { getSiteUrl } from "../app/addresses/site-url.server";

/** Beside build/client: the environment variables the build was made with. */
const BUILD_ENVIRONMENT_FILE = "environment.json";

function buildEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    ...Object.fromEntries([...ANALYTICS_VARIABLES, NEWSLETTER_VARIABLE].map((name) => [name, env[name]?.trim() ?? ""])),
    // As the build uses it: unset is the default origin.
    SITE_URL: getSiteUrl(env),
  };
}

export function writeBuildEnvironment(buildDir: string, env: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(path.join(buildDir, BUILD_ENVIRONMENT_FILE), `${JSON.stringify(buildEnvironment(env))}\n`);
}

function madeWithThisEnvironment(buildDir: string, env: NodeJS.ProcessEnv): boolean {
  const file = path.join(buildDir, BUILD_ENVIRONMENT_FILE);
  if (!existsSync(file)) return false;
  return JSON.stringify(JSON.parse(readFileSync(file, "utf8"))) === JSON.stringify(buildEnvironment(env));
}

/** What a build is made from: a change to any of these makes the build out of date. */
const SOURCES = ["app", "content", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * True when `buildDir` holds a complete build newer than every source it was made from, made
 * with the same third-party ids (GTM_ID) and public origin (SITE_URL) as this environment's.
 */
export function isBuildCurrent(buildDir: string, projectDir = process.cwd(), env = process.env): boolean {
  const marker = path.join(buildDir, "client", ROUTE_MANIFEST_PATH);
  if (!existsSync(marker)) return false;
  const built = statSync(marker).mtimeMs;
  return (
    madeWithThisEnvironment(buildDir, env) &&
    SOURCES.every((source) => newestMtime(path.join(projectDir, source)) <= built)
  );
}
