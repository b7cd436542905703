/**
 * schema.org structured data for search engines, as JSON-LD: Person for a contributor,
 * NewsArticle for each story, VideoObject for each video. Build-time only: each route loader puts it in its page head.
 */
import { youtubeEmbedUrl, youtubeWatchUrl } from "../video/youtube-urls";
import { absoluteUrl, contributorPath, homePath, storyPath } from "../addresses/site-paths";
import { socialImageUrl } from "./page-head.server";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import type { Contributor, NewsroomSummary, SiteSettings, Story, Transcript, Video } from "../content/types";
import type { ResponsiveImage } from "../images/image-types";

type JsonLd = Record<string, unknown>;

function imageUrl(siteUrl: string, image: ResponsiveImage): string {
  return absoluteUrl(siteUrl, socialImageUrl(image));
}

function organization(newsroom: NewsroomSummary): JsonLd {
  return { "@type": "NewsMediaOrganization", name: newsroom.name, url: newsroom.url, areaServed: newsroom.region };
}

/** Seconds as an ISO 8601 duration, as schema.org reads it: 125 → `PT2M5S`. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

export function videoObject(
  video: Video,
  options: {
    siteUrl: string;
    description: string;
    fallbackImage?: ResponsiveImage;
    inLanguage?: Locale;
    /** The video's words, from its captions (a story's own page). */
    transcript?: string;
  },
): JsonLd {
  const poster = video.kind === "file" ? video.poster : (video.poster ?? options.fallbackImage);
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: options.description,
    ...(options.inLanguage ? { inLanguage: options.inLanguage } : {}),
    ...(poster ? { thumbnailUrl: imageUrl(options.siteUrl, poster) } : {}),
    ...(video.date ? { uploadDate: video.date } : {}),
    ...(video.duration ? { duration: isoDuration(video.duration) } : {}),
    ...(options.transcript ? { transcript: options.transcript } : {}),
    ...(video.kind === "file"
      ? { contentUrl: absoluteUrl(options.siteUrl, video.src) }
      : { embedUrl: youtubeEmbedUrl(video.id), url: youtubeWatchUrl(video.id) }),
  };
}

/** The language an entry's words are in on a page in `locale`: its own mark, else the page's. */
function languageOf(entry: { lang?: Locale }, locale: Locale): Locale {
  return entry.lang ?? locale;
}

function personJsonLd(contributor: Contributor, siteUrl: string, pageUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: contributor.name,
    url: pageUrl,
    description: contributor.bio,
    image: imageUrl(siteUrl, contributor.portrait),
    homeLocation: { "@type": "Place", name: contributor.hometown },
    affiliation: organization(contributor.newsroom),
  };
}

/**
 * A story as a news article: its own page is its URL and main entity, wherever it is listed. Its
 * video's transcript where given (the story's page has it).
 */
export function newsArticleJsonLd(
  story: Story,
  site: SiteSettings,
  siteUrl: string,
  locale: Locale,
  transcript?: Transcript,
): JsonLd {
  const url = absoluteUrl(siteUrl, storyPath(story.contributor.slug, story.slug, locale));
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: story.title,
    description: story.summary,
    inLanguage: languageOf(story, locale),
    url,
    mainEntityOfPage: url,
    datePublished: story.date,
    dateModified: story.date,
    image: [imageUrl(siteUrl, story.hero)],
    author: {
      "@type": "Person",
      name: story.contributor.name,
      url: absoluteUrl(siteUrl, contributorPath(story.contributor.slug, locale)),
    },
    publisher: organization(story.newsroom),
    isPartOf: {
      "@type": "WebSite",
      name: site.name,
      url: absoluteUrl(siteUrl, homePath(undefined, locale)),
      inLanguage: locale,
    },
    ...(story.video
      ? {
          video: videoObject(story.video, {
            siteUrl,
            description: story.summary,
            fallbackImage: story.hero,
            inLanguage: languageOf(story, locale),
            // What is said: the audio descriptions woven into the page's transcript are not the video's words.
            ...(transcript ? { transcript: spokenWords(transcript) } : {}),
          }),
        }
      : {}),
  };
}

export function contributorJsonLd(
  contributor: Contributor,
  site: SiteSettings,
  siteUrl: string,
  pageUrl: string,
  locale: Locale = SOURCE_LOCALE,
): JsonLd[] {
  return [
    personJsonLd(contributor, siteUrl, pageUrl),
    ...contributor.stories.map((story) => newsArticleJsonLd(story, site, siteUrl, locale)),
  ];
}

const spokenWords = (transcript: Transcript) =>
  transcript.cues
    .filter((cue) => !cue.description)
    .map((cue) => cue.text)
    .join("\n");
