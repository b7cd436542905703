import { DEFAULT_SITE_URL } from "../config/constants";

/**
 * The public origin that canonical links, the sitemap, redirect pages and the embed's links are
 * made absolute against: `SITE_URL` at build time, else DEFAULT_SITE_URL; never a trailing slash.
 */
export function getSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/** Whether the build was told its public origin, rather than falling back to localhost. */
export function isSiteUrlSet(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SITE_URL?.trim());
}

/** What a build without SITE_URL says before it starts: every absolute link it writes names localhost. */
export function missingSiteUrlWarning(): string {
  return [
    `Warning: SITE_URL is not set, so this build's canonical URLs, link previews, embed snippets, feeds,`,
    `sitemap.xml and robots.txt point at ${DEFAULT_SITE_URL}. For a site to deploy, give its public origin:`,
    `  SITE_URL=https://stories.example.org npm run build`,
  ].join("\n");
}
