/**
 * What each page shows, selected from the collections. Each query returns only what its page
 * renders (the home page gets story summaries, never bodies), with images already processed.
 * The page list (`getPagePaths`) comes from the same collections, so built pages can't drift
 * from the content.
 */
import {
  type Collections,
  type ContributorEntry,
  type NewsroomEntry,
  type StoryEntry,
  type VideoRef,
} from "./collections.server";
import { getCollections } from "./collections/cache.server";
import { contributorIndexPath, contributorPath, embedPath, homePath } from "../navigation/links";
import { getImage, getMediaFile } from "./images.server";
import type {
  Contributor,
  ContributorSummary,
  HomePage,
  Newsroom,
  NewsroomSummary,
  Story,
  StorySummary,
  Video,
} from "./types";

/** Entries by slug, built once per loaded copy of the collections. */
const indexes = new WeakMap<
  Collections,
  {
    newsrooms: Map<string, NewsroomEntry>;
    contributors: Map<string, ContributorEntry>;
    /** Each contributor's position in order, and their stories: a page needs both, a thousand times per build. */
    contributorOrder: Map<string, number>;
    storiesByContributor: Map<string, StoryEntry[]>;
    chapterTitles: Map<string, string>;
  }
>();

function lookup() {
  const collections = getCollections();
  let index = indexes.get(collections);
  if (!index) {
    const storiesByContributor = new Map<string, StoryEntry[]>();
    for (const story of collections.stories) {
      storiesByContributor.set(story.contributor, [...(storiesByContributor.get(story.contributor) ?? []), story]);
    }
    index = {
      newsrooms: new Map(collections.newsrooms.map((n) => [n.slug, n])),
      contributors: new Map(collections.contributors.map((c) => [c.slug, c])),
      contributorOrder: new Map(collections.contributors.map((c, i) => [c.slug, i])),
      storiesByContributor,
      chapterTitles: new Map(collections.site.chapters.map((c) => [c.id, c.title])),
    };
    indexes.set(collections, index);
  }
  return index;
}

function newsroomSummary(slug: string): NewsroomSummary {
  const newsroom = lookup().newsrooms.get(slug);
  if (!newsroom) throw new Error(`Unknown newsroom ${slug}`);
  return { slug: newsroom.slug, name: newsroom.name, region: newsroom.region, url: newsroom.url };
}

async function toNewsroom(entry: NewsroomEntry): Promise<Newsroom> {
  return { ...newsroomSummary(entry.slug), description: entry.description, logo: await getImage(entry.logo, "logo") };
}

async function toContributorSummary(entry: ContributorEntry, placeholder = false): Promise<ContributorSummary> {
  return {
    slug: entry.slug,
    name: entry.name,
    age: entry.age,
    hometown: entry.hometown,
    newsroom: newsroomSummary(entry.newsroom),
    portrait: await getImage(entry.portrait, "portrait", { placeholder }),
    sample: entry.sample,
  };
}

async function toStorySummary(entry: StoryEntry, placeholder = false): Promise<StorySummary> {
  const contributor = lookup().contributors.get(entry.contributor)!;
  return {
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    chapter: entry.chapter,
    chapterTitle: lookup().chapterTitles.get(entry.chapter)!,
    date: entry.date,
    contributor: { slug: contributor.slug, name: contributor.name },
    newsroom: newsroomSummary(entry.newsroom),
    hero: await getImage(entry.hero, "hero", { placeholder }),
    hasVideo: Boolean(entry.video),
    sample: entry.sample,
  };
}

async function toVideo(ref: VideoRef, defaultDate?: string): Promise<Video> {
  const date = ref.date ?? defaultDate;
  const common = { title: ref.title, ...(date ? { date } : {}) };
  if (ref.kind === "youtube") {
    return {
      kind: "youtube",
      id: ref.id,
      ...common,
      ...(ref.poster ? { poster: await getImage(ref.poster, "poster", { placeholder: true }) } : {}),
    };
  }
  const [src, captions, poster] = await Promise.all([
    getMediaFile(ref.file),
    getMediaFile(ref.captions),
    getImage(ref.poster, "poster", { placeholder: true }),
  ]);
  return {
    kind: "file",
    ...common,
    src: src.url,
    poster,
    captions: { src: captions.url, srcLang: "en", label: "English" },
  };
}

async function toStory(entry: StoryEntry): Promise<Story> {
  return {
    ...(await toStorySummary(entry, true)),
    bodyHtml: entry.bodyHtml,
    ...(entry.video ? { video: await toVideo(entry.video, entry.date) } : {}),
  };
}

/** Every contributor, in order, as the index page lists them. */
export async function getContributorListings(): Promise<ContributorSummary[]> {
  return Promise.all(getCollections().contributors.map((c) => toContributorSummary(c)));
}

/** One contributor with their stories in full and their neighbours, or undefined for an unknown slug. */
export async function getContributor(slug: string): Promise<Contributor | undefined> {
  const { contributors } = getCollections();
  const { contributorOrder, storiesByContributor } = lookup();
  const index = contributorOrder.get(slug) ?? -1;
  const entry = contributors[index];
  if (!entry) return undefined;
  const neighbour = (c: ContributorEntry | undefined) => (c ? { slug: c.slug, name: c.name } : undefined);
  const previous = neighbour(contributors[index - 1]);
  const next = neighbour(contributors[index + 1]);
  return {
    ...(await toContributorSummary(entry, true)),
    bio: entry.bio,
    video: await toVideo(entry.video),
    stories: await Promise.all((storiesByContributor.get(slug) ?? []).map(toStory)),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
}

/** Every story without its body, oldest first, as cards show them. */
export async function getStoryListings(): Promise<StorySummary[]> {
  return Promise.all(getCollections().stories.map((s) => toStorySummary(s)));
}

/** Every newsroom with its logo. */
async function getNewsrooms(): Promise<Newsroom[]> {
  return Promise.all(getCollections().newsrooms.map(toNewsroom));
}

/** The featured video of the site settings. */
export async function getFeaturedVideo(): Promise<Video> {
  return toVideo(getCollections().site.featuredVideo);
}

/** The home page: introduction, featured video, the stories by chapter in the settings' order, newsrooms. */
export async function getHomePage(): Promise<HomePage> {
  const { site } = getCollections();
  const [stories, newsrooms, featuredVideo] = await Promise.all([
    getStoryListings(),
    getNewsrooms(),
    getFeaturedVideo(),
  ]);
  return {
    introHtml: site.introHtml,
    featuredVideo,
    chapters: site.chapters.map((chapter) => ({
      ...chapter,
      stories: stories.filter((s) => s.chapter === chapter.id),
    })),
    newsrooms,
  };
}

/** Every path the build pre-renders; the same collections feed the pages, so the two can't drift. */
export function getPagePaths(): string[] {
  return [
    homePath(),
    contributorIndexPath(),
    ...getCollections().contributors.map((c) => contributorPath(c.slug)),
    embedPath(),
  ];
}

/**
 * The page paths plus the one the build turns into `404.html`: the catch-all route renders the
 * not-found page there, and scripts/postbuild moves it into place.
 */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export function getPrerenderPaths(): string[] {
  return [...getPagePaths(), NOT_FOUND_PRERENDER_PATH];
}
