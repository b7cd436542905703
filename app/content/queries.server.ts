/**
 * What each page shows, selected from the collections. Each query returns only what its page
 * renders (the home page gets story summaries, never bodies), with images already processed.
 * The page list (`getPagePaths`) comes from the same collections, so built pages can't drift
 * from the content.
 *
 * Every query takes the page's language (default English): the entries come from that language's
 * edition, and an entry not translated yet keeps its English words with `lang: "en"` (types.ts).
 */
import {
  type ContributorEntry,
  type Edition,
  type Localized,
  type NewsroomEntry,
  type StoryEntry,
  type VideoRef,
} from "./collections.server";
import { getCollections } from "./collections/cache.server";
import { formatDate, getInterfaceTexts } from "../i18n/interface-texts.server";
import { LOCALES, type Locale, SOURCE_LOCALE } from "../i18n/locale";
import {
  contributorIndexPath,
  contributorPath,
  embedPath,
  homePath,
  pathInLocale,
  searchPath,
  storyPath,
} from "../navigation/links";
import { getImage, getMediaFile } from "./images.server";
import { liftHeadings } from "./markdown.server";
import { type ShareCard, getShareCard } from "./share-card.server";
import { getTranscript } from "./transcript.server";
import { getVideoDuration } from "./video-duration.server";
import type {
  CaptionTrack,
  Contributor,
  ContributorSummary,
  HomePage,
  Newsroom,
  NewsroomSummary,
  Story,
  StoryLink,
  StoryPage,
  StorySummary,
  Transcript,
  Video,
} from "./types";

/** Entries by slug, built once per loaded copy of each language's edition. */
const indexes = new WeakMap<
  Edition,
  {
    newsrooms: Map<string, Localized<NewsroomEntry>>;
    contributors: Map<string, Localized<ContributorEntry>>;
    /** Each contributor's position in order, and their stories: a page needs both, a thousand times per build. */
    contributorOrder: Map<string, number>;
    storiesByContributor: Map<string, Localized<StoryEntry>[]>;
    /** Each chapter's stories in the home page's order. */
    storiesByChapter: Map<string, Localized<StoryEntry>[]>;
    chapterTitles: Map<string, string>;
  }
>();

/** The content in the page's language. */
function edition(locale: Locale): Edition {
  return getCollections().editions[locale];
}

function lookup(locale: Locale) {
  const content = edition(locale);
  let index = indexes.get(content);
  if (!index) {
    const storiesByContributor = new Map<string, Localized<StoryEntry>[]>();
    const storiesByChapter = new Map<string, Localized<StoryEntry>[]>();
    for (const story of content.stories) {
      storiesByContributor.set(story.contributor, [...(storiesByContributor.get(story.contributor) ?? []), story]);
      storiesByChapter.set(story.chapter, [...(storiesByChapter.get(story.chapter) ?? []), story]);
    }
    index = {
      newsrooms: new Map(content.newsrooms.map((n) => [n.slug, n])),
      contributors: new Map(content.contributors.map((c) => [c.slug, c])),
      contributorOrder: new Map(content.contributors.map((c, i) => [c.slug, i])),
      storiesByContributor,
      storiesByChapter,
      chapterTitles: new Map(content.site.chapters.map((c) => [c.id, c.title])),
    };
    indexes.set(content, index);
  }
  return index;
}

/** `lang` for an entry whose words are not in the page's language; nothing otherwise. */
function mark(entry: { lang: Locale }, locale: Locale): { lang?: Locale } {
  return entry.lang === locale ? {} : { lang: entry.lang };
}

function newsroomSummary(slug: string, locale: Locale): NewsroomSummary {
  const newsroom = lookup(locale).newsrooms.get(slug);
  if (!newsroom) throw new Error(`Unknown newsroom ${slug}`);
  return {
    slug: newsroom.slug,
    name: newsroom.name,
    region: newsroom.region,
    url: newsroom.url,
    ...mark(newsroom, locale),
  };
}

async function toNewsroom(entry: Localized<NewsroomEntry>, locale: Locale): Promise<Newsroom> {
  return {
    ...newsroomSummary(entry.slug, locale),
    description: entry.description,
    logo: await getImage(entry.logo, "logo"),
  };
}

async function toContributorSummary(
  entry: Localized<ContributorEntry>,
  locale: Locale,
  placeholder = false,
): Promise<ContributorSummary> {
  return {
    slug: entry.slug,
    name: entry.name,
    age: entry.age,
    hometown: entry.hometown,
    newsroom: newsroomSummary(entry.newsroom, locale),
    portrait: await getImage(entry.portrait, "portrait", { placeholder }),
    sample: entry.sample,
    ...mark(entry, locale),
  };
}

async function toStorySummary(entry: Localized<StoryEntry>, locale: Locale): Promise<StorySummary> {
  const contributor = lookup(locale).contributors.get(entry.contributor)!;
  const { name, region } = newsroomSummary(entry.newsroom, locale);
  const { stem, widths, width, height, alt } = await getImage(entry.hero, "hero");
  return {
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    contributor: { slug: contributor.slug, name: contributor.name },
    newsroom: { name, region },
    hero: { stem, widths, width, height, alt },
    hasVideo: Boolean(entry.video),
    sample: entry.sample,
    ...mark(entry, locale),
  };
}

/** Each track's name in its own language, as a captions menu lists them. */
const CAPTION_LABELS: Record<Locale, string> = { en: "English", es: "Español" };

async function toCaptionTrack(file: string, lang: Locale): Promise<CaptionTrack> {
  return { src: (await getMediaFile(file)).url, srcLang: lang, label: CAPTION_LABELS[lang] };
}

async function toVideo(ref: VideoRef, defaultDate?: string): Promise<Video> {
  const date = ref.date ?? defaultDate;
  const common = { title: ref.title, ...(date ? { date } : {}) };
  if (ref.kind === "youtube") {
    return {
      kind: "youtube",
      id: ref.id,
      ...(ref.duration ? { duration: ref.duration } : {}),
      ...common,
      ...(ref.poster ? { poster: await getImage(ref.poster, "poster", { placeholder: true }) } : {}),
    };
  }
  const [src, duration, captions, otherCaptions, poster] = await Promise.all([
    getMediaFile(ref.file),
    getVideoDuration(ref.file),
    toCaptionTrack(ref.captions, ref.captionsLang ?? SOURCE_LOCALE),
    Promise.all((ref.otherCaptions ?? []).map((track) => toCaptionTrack(track.file, track.lang))),
    getImage(ref.poster, "poster", { placeholder: true }),
  ]);
  return {
    kind: "file",
    ...common,
    duration,
    src: src.url,
    poster,
    captions,
    ...(otherCaptions.length > 0 ? { otherCaptions } : {}),
  };
}

async function toStory(entry: Localized<StoryEntry>, locale: Locale): Promise<Story> {
  const contributor = lookup(locale).contributors.get(entry.contributor)!;
  return {
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    chapter: entry.chapter,
    chapterTitle: lookup(locale).chapterTitles.get(entry.chapter)!,
    date: entry.date,
    dateText: formatDate(entry.date, getInterfaceTexts(locale)),
    contributor: { slug: contributor.slug, name: contributor.name },
    newsroom: newsroomSummary(entry.newsroom, locale),
    hero: await getImage(entry.hero, "hero", { placeholder: true }),
    hasVideo: Boolean(entry.video),
    sample: entry.sample,
    ...mark(entry, locale),
    bodyHtml: entry.bodyHtml,
    ...(entry.video ? { video: await toVideo(entry.video, entry.date) } : {}),
  };
}

/** Every contributor, in order, as the index page lists them. */
export async function getContributorListings(locale: Locale = SOURCE_LOCALE): Promise<ContributorSummary[]> {
  return Promise.all(edition(locale).contributors.map((c) => toContributorSummary(c, locale)));
}

/** One contributor with their stories in full and their neighbours, or undefined for an unknown slug. */
export async function getContributor(slug: string, locale: Locale = SOURCE_LOCALE): Promise<Contributor | undefined> {
  const { contributors } = edition(locale);
  const { contributorOrder, storiesByContributor } = lookup(locale);
  const index = contributorOrder.get(slug) ?? -1;
  const entry = contributors[index];
  if (!entry) return undefined;
  const neighbour = (c: ContributorEntry | undefined) => (c ? { slug: c.slug, name: c.name } : undefined);
  const previous = neighbour(contributors[index - 1]);
  const next = neighbour(contributors[index + 1]);
  return {
    ...(await toContributorSummary(entry, locale, true)),
    bio: entry.bio,
    video: await toVideo(entry.video),
    stories: await Promise.all((storiesByContributor.get(slug) ?? []).map((story) => toStory(story, locale))),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
}

/** A video's transcript, from the captions shown by default: marked with their language where it is not the page's. */
async function toTranscript(ref: VideoRef | undefined, locale: Locale): Promise<Transcript | undefined> {
  if (!ref?.captions) return undefined;
  const lang = ref.captionsLang ?? SOURCE_LOCALE;
  return { cues: await getTranscript(ref.captions), ...(lang === locale ? {} : { lang }) };
}

function toStoryLink(entry: Localized<StoryEntry>, locale: Locale): StoryLink {
  const contributor = lookup(locale).contributors.get(entry.contributor)!;
  return {
    slug: entry.slug,
    title: entry.title,
    contributor: { slug: contributor.slug, name: contributor.name },
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
  return {
    // Under the page's h1, the story's title, rather than under an h2 as on its contributor's page.
    story: { ...story, bodyHtml: liftHeadings(story.bodyHtml) },
    ...(transcript ? { transcript } : {}),
    moreByContributor: own.filter((story) => story !== entry).map((story) => toStoryLink(story, locale)),
    ...(previous ? { previous: toStoryLink(previous, locale) } : {}),
    ...(next ? { next: toStoryLink(next, locale) } : {}),
  };
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

/** Every newsroom with its logo. */
async function getNewsrooms(locale: Locale): Promise<Newsroom[]> {
  return Promise.all(edition(locale).newsrooms.map((newsroom) => toNewsroom(newsroom, locale)));
}

/** What the search page offers to filter by: each newsroom's slug and name. */
export function getSearchFilters(locale: Locale = SOURCE_LOCALE): { slug: string; name: string; lang?: Locale }[] {
  return edition(locale).newsrooms.map((newsroom) => ({
    slug: newsroom.slug,
    name: newsroom.name,
    ...mark(newsroom, locale),
  }));
}

/** The featured video of the site settings. */
export async function getFeaturedVideo(locale: Locale = SOURCE_LOCALE): Promise<Video> {
  return toVideo(edition(locale).site.featuredVideo);
}

/** The home page: introduction, featured video, the stories by chapter in the settings' order, newsrooms. */
export async function getHomePage(locale: Locale = SOURCE_LOCALE): Promise<HomePage> {
  const { site, stories } = edition(locale);
  const [chapters, newsrooms, featuredVideo] = await Promise.all([
    Promise.all(
      site.chapters.map(async (chapter) => ({
        ...chapter,
        stories: await Promise.all(
          stories.filter((s) => s.chapter === chapter.id).map((s) => toStorySummary(s, locale)),
        ),
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

/**
 * Every path the build pre-renders, English first, then the same pages in each other language (every
 * edition has every page: an entry not translated yet shows its English words). The same collections
 * feed the pages, so the two can't drift.
 */
export function getPagePaths(): string[] {
  const { contributors, stories } = getCollections();
  return LOCALES.flatMap((locale) => [
    homePath(undefined, locale),
    contributorIndexPath(locale),
    ...contributors.map((c) => contributorPath(c.slug, locale)),
    ...stories.map((s) => storyPath(s.contributor, s.slug, locale)),
    searchPath(locale),
    embedPath(locale),
  ]);
}

/**
 * The paths the build turns into each language's 404 page (`404.html`, `es/404.html`): the
 * catch-all route of each language renders its not-found page there, and scripts/postbuild moves
 * it into place.
 */
export const NOT_FOUND_PRERENDER_PATHS: Record<Locale, string> = Object.fromEntries(
  LOCALES.map((locale) => [locale, pathInLocale("/404", locale)]),
) as Record<Locale, string>;

export function getPrerenderPaths(): string[] {
  return [...getPagePaths(), ...Object.values(NOT_FOUND_PRERENDER_PATHS)];
}

/**
 * One page of each route with data, in each language: what React Router pre-renders itself when
 * the build pre-renders the other pages in worker threads (scripts/prerender-step.ts). With
 * `ssr: false` it refuses a route with a loader of which it pre-renders no page.
 */
export function getOnePagePerRoute(): string[] {
  const { contributors, stories } = getCollections();
  const first = contributors[0];
  const firstStory = stories[0];
  return LOCALES.flatMap((locale) => [
    homePath(undefined, locale),
    first ? contributorPath(first.slug, locale) : contributorIndexPath(locale),
    ...(firstStory ? [storyPath(firstStory.contributor, firstStory.slug, locale)] : []),
    searchPath(locale),
    embedPath(locale),
  ]);
}
