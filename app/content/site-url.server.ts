import { DEFAULT_SITE_URL } from "../constants";

/**
 * The public origin that canonical links, the sitemap, redirect pages and the embed's links are
 * made absolute against: `SITE_URL` at build time, else DEFAULT_SITE_URL; never a trailing slash.
 */
export function getSiteUrl(): string {
  return (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
}
