import { getCollections } from "./collections.server";
import type { SiteSettings } from "./types";

/**
 * The site settings every page needs for its head and footer (content/site.md). The rest of
 * site.md (featured video, chapters, exclusions, introduction) is read by the queries that use it.
 */
export function getSiteSettings(): SiteSettings {
  return getCollections().site.settings;
}
