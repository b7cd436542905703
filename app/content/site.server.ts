import { getCollections } from "./collections/cache.server";
import type { SiteSettings } from "./types";

/**
 * The site settings every page needs for its head and footer (content/site.md, and the regions of
 * the newsrooms). The rest of site.md (featured video, chapters, exclusions, introduction) is read
 * by the queries that use it.
 */
export function getSiteSettings(): SiteSettings {
  const { site, newsrooms } = getCollections();
  return { ...site.settings, newsroomRegions: newsrooms.map((newsroom) => newsroom.region) };
}
