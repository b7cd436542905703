/** What the masthead page (/about) shows, in the page's language: content/masthead.md, the newsrooms, the last change. */
import type { MastheadPage } from "./types";
import { formatDate, getInterfaceTexts, getMastheadTexts } from "../i18n/interface-texts.server";
import type { Locale } from "../i18n/locale";
import { getCollections } from "./cache.server";
import { edition, mark } from "./lookup.server";
import { getNewsrooms } from "./newsroom-queries.server";

/** The newest date the content names: a story's, an editor's update, a video's. */
function lastChangeDate(locale: Locale): string {
  const { stories, contributors, site } = edition(locale);
  const dates = [
    ...stories.flatMap((story) => [story.date, story.updated?.date, story.video?.date]),
    ...contributors.map((contributor) => contributor.video.date),
    site.featuredVideo.date,
  ].filter((date): date is string => Boolean(date));
  return dates.reduce((newest, date) => (date > newest ? date : newest), "");
}

export async function getMastheadPage(locale: Locale): Promise<MastheadPage> {
  const texts = getMastheadTexts(locale);
  const masthead = getCollections().masthead?.[locale];
  const date = lastChangeDate(locale);
  return {
    title: masthead?.title ?? texts.title,
    summary: masthead?.summary ?? texts.description,
    ...(masthead ? mark(masthead, locale) : {}),
    sample: masthead?.sample ?? false,
    newsrooms: await getNewsrooms(locale),
    teams: masthead?.teams ?? [],
    howMadeHtml: masthead?.bodyHtml ?? "",
    ...(masthead ? { corrections: masthead.corrections } : {}),
    lastChange: { date, dateText: date ? formatDate(date, getInterfaceTexts(locale)) : "" },
    texts,
  };
}
