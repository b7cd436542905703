/**
 * What pages show of the stories, in the page's language: cards on the home page (summaries,
 * never bodies), each story in full on its contributor's page and in the feeds, a story's own
 * page, and its link-preview card. Images come already processed.
 */
import { formatDate, getInterfaceTexts } from "../i18n/interface-texts.server";
import { LOCALES, type Locale, SOURCE_LOCALE } from "../i18n/locale";
import type { Localized } from "./editions.server";
import { getImage } from "../images/images.server";
import { contributorLink, edition, lookup, mark } from "./lookup.server";
import { newsroomSummary } from "./newsroom-queries.server";
import { type ShareCard, getShareCard } from "../images/share-card.server";
import type { ChapterId, Story, StoryCredits, StoryLink, StoryPage, StorySummary } from "./types";
import { getCollections } from "./cache.server";
import { toTranscript, toVideo } from "./videos.server";
import type { StoryEntry } from "./story-entry.server";
import { storyTime } from "./reading-time.server";
import { getVideoDuration } from "./video-duration.server";
import type { VideoRef } from "./reading/files.server";

/** A video's length in seconds: read from a local file, as the editor gave it for YouTube. */
async function videoSeconds(video: VideoRef | undefined): Promise<number | undefined> {
  if (!video) return undefined;
  return video.kind === "file" ? getVideoDuration(video.file) : video.duration;
}

async function timeOf(entry: Localized<StoryEntry>) {
  return storyTime(entry.bodyHtml, await videoSeconds(entry.video));
}

async function toStorySummary(entry: Localized<StoryEntry>, locale: Locale): Promise<StorySummary> {
  const { name, region } = newsroomSummary(entry.newsroom, locale);
  const { stem, widths, width, height, alt } = await getImage(entry.hero, "hero");
  return {
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    contributor: contributorLink(entry.contributor, locale),
    newsroom: { name, region },
    hero: { stem, widths, width, height, alt },
    hasVideo: Boolean(entry.video),
    sample: entry.sample,
    ...mark(entry, locale),
    time: await timeOf(entry),
  };
}

async function toStory(entry: Localized<StoryEntry>, locale: Locale): Promise<Story> {
  return {
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    chapter: entry.chapter,
    chapterTitle: lookup(locale).chapterTitles.get(entry.chapter)!,
    date: entry.date,
    dateText: formatDate(entry.date, getInterfaceTexts(locale)),
    contributor: contributorLink(entry.contributor, locale),
    newsroom: newsroomSummary(entry.newsroom, locale),
    hero: await getImage(entry.hero, "hero", { placeholder: true }),
    hasVideo: Boolean(entry.video),
    sample: entry.sample,
    ...mark(entry, locale),
    bodyHtml: entry.bodyHtml,
    ...(entry.video ? { video: await toVideo(entry.video, entry.date) } : {}),
    time: await timeOf(entry),
  };
}

/** A chapter's stories, as the home page's cards show them, in its order. */
export async function getStoryListings(chapter: ChapterId, locale: Locale = SOURCE_LOCALE): Promise<StorySummary[]> {
  return Promise.all((lookup(locale).storiesByChapter.get(chapter) ?? []).map((s) => toStorySummary(s, locale)));
}

/** A contributor's stories in full, in their order, as their page shows them. */
export async function getContributorStories(contributorSlug: string, locale: Locale = SOURCE_LOCALE): Promise<Story[]> {
  return Promise.all((lookup(locale).storiesByContributor.get(contributorSlug) ?? []).map((s) => toStory(s, locale)));
}

function toStoryLink(entry: Localized<StoryEntry>, locale: Locale): StoryLink {
  return {
    slug: entry.slug,
    title: entry.title,
    contributor: contributorLink(entry.contributor, locale),
    ...mark(entry, locale),
  };
}

/**
 * One story's page: the story in full, the contributor's other stories, and its neighbours in its
 * chapter; undefined when the contributor has no such story.
 */
export async function getStoryPage(
  contributorSlug: string,
  storySlug: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<StoryPage | undefined> {
  const { storiesByContributor, storiesByChapter } = lookup(locale);
  const own = storiesByContributor.get(contributorSlug) ?? [];
  const entry = own.find((story) => story.slug === storySlug);
  if (!entry) return undefined;
  const chapter = storiesByChapter.get(entry.chapter) ?? [];
  const index = chapter.indexOf(entry);
  const previous = chapter[index - 1];
  const next = chapter[index + 1];
  const transcript = await toTranscript(entry.video, locale);
  const story = await toStory(entry, locale);
  const related = await Promise.all(relatedEntries(entry.slug, locale).map((s) => toStorySummary(s, locale)));
  const credits = creditsOn(entry, locale);
  const contributor = lookup(locale).contributors.get(contributorSlug)!;
  return {
    portrait: await getImage(contributor.portrait, "portrait"),
    story: { ...story, bodyHtml: entry.ownPageBodyHtml },
    ...(transcript ? { transcript } : {}),
    moreByContributor: own.filter((story) => story !== entry).map((story) => toStoryLink(story, locale)),
    ...(previous ? { previous: toStoryLink(previous, locale) } : {}),
    ...(next ? { next: toStoryLink(next, locale) } : {}),
    related,
    ...(credits ? { credits } : {}),
    ...(entry.updated
      ? {
          updated: {
            ...entry.updated,
            dateText: formatDate(entry.updated.date, getInterfaceTexts(locale)),
          },
        }
      : {}),
  };
}

/** Each edition's stories by slug, made once per loaded copy. */
const storiesBySlug = new WeakMap<object, Map<string, Localized<StoryEntry>>>();

/** The stories chosen as related to a story (app/related/), in the page's language. */
function relatedEntries(storySlug: string, locale: Locale): Localized<StoryEntry>[] {
  const content = edition(locale);
  let bySlug = storiesBySlug.get(content);
  if (!bySlug) storiesBySlug.set(content, (bySlug = new Map(content.stories.map((story) => [story.slug, story]))));
  return (getCollections().relatedStories.get(storySlug) ?? []).map((slug) => bySlug.get(slug)!);
}

/** A story's credits on its page in `locale`: its translator only where its words are translated. */
function creditsOn(entry: Localized<StoryEntry>, locale: Locale): StoryCredits | undefined {
  if (!entry.credits) return undefined;
  const { translator, ...rest } = entry.credits;
  const credits = {
    ...rest,
    ...(translator && locale !== SOURCE_LOCALE && entry.lang === locale ? { translator } : {}),
  };
  return Object.keys(credits).length > 0 ? credits : undefined;
}

/** What a story's card in `locale` shows: its words in that edition, the site's name in it. */
function shareCardOf(entry: Localized<StoryEntry>, locale: Locale): Promise<ShareCard> {
  const { contributors, newsrooms } = lookup(locale);
  const texts = getInterfaceTexts(locale);
  return getShareCard({
    story: entry.slug,
    locale,
    title: entry.title,
    byline: `${texts.storyBy} ${contributors.get(entry.contributor)!.name} · ${newsrooms.get(entry.newsroom)!.name}`,
    siteName: edition(locale).site.settings.name,
    heroFile: entry.hero.file,
  });
}

/** A story's link-preview card in `locale`, or undefined for an unknown story. */
export async function getStoryShareCard(
  contributorSlug: string,
  storySlug: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<ShareCard | undefined> {
  const entry = lookup(locale)
    .storiesByContributor.get(contributorSlug)
    ?.find((story) => story.slug === storySlug);
  return entry ? shareCardOf(entry, locale) : undefined;
}

/**
 * Every story's card in every language, each to be made (drawn, or found in the cache) when the
 * caller asks: the build's image step makes them a few at a time.
 */
export function listShareCards(): { story: string; locale: Locale; make: () => Promise<ShareCard> }[] {
  return LOCALES.flatMap((locale) =>
    edition(locale).stories.map((entry) => ({ story: entry.slug, locale, make: () => shareCardOf(entry, locale) })),
  );
}

/**
 * The newest stories in full, the newest first (the same date: by slug), for the feeds: the
 * stories of the pages, in the same words, so a story cannot differ between its page and a feed.
 */
export async function getLatestStories(limit: number, locale: Locale = SOURCE_LOCALE): Promise<Story[]> {
  const newest = [...edition(locale).stories]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, limit);
  return Promise.all(newest.map((story) => toStory(story, locale)));
}
