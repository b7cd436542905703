// The feeds partner newsrooms read, in each language: /feed.xml (Atom 1.0) and /feed.json (JSON
// Feed 1.1), /es/feed.xml and /es/feed.json. The newest stories in full, from the same query and
// conversion as the contributor pages (getLatestStories), so a story cannot differ between the two.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FeedFormat } from "../../app/addresses/site-paths";
import { getLatestStories } from "../../app/content/story-queries.server";
import { getSiteSettings } from "../../app/content/site-queries.server";
import { getSiteUrl } from "../../app/addresses/site-url.server";
import type { Story } from "../../app/content/types";
import { getInterfaceTexts } from "../../app/i18n/interface-texts.server";
import { LOCALES, type Locale } from "../../app/i18n/locale";
import {
  absoluteUrl,
  contributorPath,
  feedPath,
  homePath,
  storyPath,
  storySectionPath,
} from "../../app/addresses/site-paths";
import { socialImageUrl } from "../../app/page-head/page-head.server";
import { withAbsoluteUrls } from "../lib/absolute-urls-in-html";
import { renderAtomFeed } from "../lib/atom-feed";
import type { FeedData, FeedEntry } from "../lib/feed-data";
import { renderJsonFeed } from "../lib/json-feed";

/** The feeds list at most this many stories, the newest first. */
export const FEED_STORY_LIMIT = 50;

const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/** A content date (`2020-10-14`) as an RFC 3339 date-time: the day's start, in UTC. */
const dateTime = (isoDate: string) => `${isoDate}T00:00:00Z`;

function toEntry(story: Story, siteUrl: string, locale: Locale): FeedEntry {
  const url = absoluteUrl(siteUrl, storyPath(story.contributor.slug, story.slug, locale));
  const image = socialImageUrl(story.hero);
  // Content has no date of its own for an edit: a story is as it was published.
  const published = dateTime(story.date);
  return {
    // The address the story had before it had a page (its section of the contributor's page): an
    // entry's id never changes, or feed readers would show every story again as new.
    id: absoluteUrl(siteUrl, storySectionPath(story.contributor.slug, story.slug, locale)),
    url,
    title: story.title,
    summary: story.summary,
    contentHtml: withAbsoluteUrls(story.bodyHtml, url),
    published,
    updated: published,
    author: {
      name: story.contributor.name,
      url: absoluteUrl(siteUrl, contributorPath(story.contributor.slug, locale)),
    },
    category: story.newsroom.name,
    image: { url: absoluteUrl(siteUrl, image), type: IMAGE_TYPES[path.extname(image).toLowerCase()] ?? "image/jpeg" },
    ...(story.lang ? { language: story.lang } : {}),
  };
}

/** A language's feed: its newest stories (FEED_STORY_LIMIT), the newest first. */
export async function getFeedData(locale: Locale): Promise<FeedData> {
  const siteUrl = getSiteUrl();
  const site = getSiteSettings(locale);
  const entries = (await getLatestStories(FEED_STORY_LIMIT, locale)).map((story) => toEntry(story, siteUrl, locale));
  return {
    language: getInterfaceTexts(locale).intlLocale,
    title: site.name,
    description: site.description,
    homeUrl: absoluteUrl(siteUrl, homePath(undefined, locale)),
    author: site.name,
    atomUrl: absoluteUrl(siteUrl, feedPath("atom", locale)),
    jsonUrl: absoluteUrl(siteUrl, feedPath("json", locale)),
    updated:
      entries
        .map((entry) => entry.updated)
        .sort()
        .at(-1) ?? new Date(0).toISOString(),
    entries,
  };
}

const RENDER: Record<FeedFormat, (feed: FeedData) => string> = { atom: renderAtomFeed, json: renderJsonFeed };

/** Writes every language's feeds into the client folder; returns their paths. */
/** One feed file: its URL path (`/es/feed.xml`) and its text. */
export interface FeedFile {
  urlPath: string;
  text: string;
}

/** Every feed, in each language and format. */
export async function renderFeeds(): Promise<FeedFile[]> {
  const files: FeedFile[] = [];
  for (const locale of LOCALES) {
    const feed = await getFeedData(locale);
    for (const format of Object.keys(RENDER) as FeedFormat[]) {
      files.push({ urlPath: feedPath(format, locale), text: RENDER[format](feed) });
    }
  }
  return files;
}

/** Writes the feeds (rendered here unless given); returns their URL paths. */
export async function writeFeeds(clientDir: string, feeds?: FeedFile[]): Promise<string[]> {
  const files = feeds ?? (await renderFeeds());
  for (const { urlPath, text } of files) {
    const file = path.join(clientDir, urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return files.map((file) => file.urlPath);
}
