/** What pages show of content/site.md, in the page's language: every page's settings, and the home page. */
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { edition, mark } from "./lookup.server";
import { getNewsrooms } from "./newsroom-queries.server";
import { getStoryListings } from "./story-queries.server";
import type { HomePage, SiteSettings, Video } from "./types";
import { toVideo } from "./videos.server";

/**
 * The site settings every page needs for its head and footer (content/site.md, and the regions of
 * the newsrooms), in the page's language: content/site.es.md's words on Spanish pages, with
 * `lang: "en"` while it is not translated. The rest of site.md (featured video, chapters,
 * exclusions, introduction) is read by the queries that use it.
 */
export function getSiteSettings(locale: Locale = SOURCE_LOCALE): SiteSettings {
  const { site, newsrooms } = edition(locale);
  return {
    ...site.settings,
    newsroomRegions: newsrooms.map((newsroom) => newsroom.region),
    ...mark(site, locale),
  };
}

/** The featured video of the site settings. */
export async function getFeaturedVideo(locale: Locale = SOURCE_LOCALE): Promise<Video> {
  return toVideo(edition(locale).site.featuredVideo);
}

/** The home page: introduction, featured video, the stories by chapter in the settings' order, newsrooms. */
export async function getHomePage(locale: Locale = SOURCE_LOCALE): Promise<HomePage> {
  const { site } = edition(locale);
  const [chapters, newsrooms, featuredVideo] = await Promise.all([
    Promise.all(
      site.chapters.map(async (chapter) => ({
        ...chapter,
        stories: await getStoryListings(chapter.id, locale),
      })),
    ),
    getNewsrooms(locale),
    getFeaturedVideo(locale),
  ]);
  return {
    introHtml: site.introHtml,
    featuredVideo,
    chapters,
    newsrooms,
    ...mark(site, locale),
  };
}
