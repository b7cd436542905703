import { getCollections } from "./collections/cache.server";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import type { SiteSettings } from "./types";

/**
 * The site settings every page needs for its head and footer (content/site.md, and the regions of
 * the newsrooms), in the page's language: content/site.es.md's words on Spanish pages, with
 * `lang: "en"` while it is not translated. The rest of site.md (featured video, chapters,
 * exclusions, introduction) is read by the queries that use it.
 */
export function getSiteSettings(locale: Locale = SOURCE_LOCALE): SiteSettings {
  const { site, newsrooms } = getCollections().editions[locale];
  return {
    ...site.settings,
    newsroomRegions: newsrooms.map((newsroom) => newsroom.region),
    ...(site.lang === locale ? {} : { lang: site.lang }),
  };
}
