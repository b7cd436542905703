/**
 * schema.org structured data for search engines, as JSON-LD: Person for a contributor,
 * NewsArticle for each story, VideoObject for each video. Build-time only: each route loader puts it in its page head.
 */
import { youtubeEmbedUrl, youtubeWatchUrl } from "../media/youtube-urls";
import { absoluteUrl, homePath } from "../navigation/links";
import { socialImageUrl } from "../page-head.server";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import type { Contributor, NewsroomSummary, ResponsiveImage, SiteSettings, Story, Video } from "./types";

type JsonLd = Record<string, unknown>;

function imageUrl(siteUrl: string, image: ResponsiveImage): string {
  return absoluteUrl(siteUrl, socialImageUrl(image));
}

function organization(newsroom: NewsroomSummary): JsonLd {
  return { "@type": "NewsMediaOrganization", name: newsroom.name, url: newsroom.url, areaServed: newsroom.region };
}

export function videoObject(
  video: Video,
  options: { siteUrl: string; description: string; fallbackImage?: ResponsiveImage; inLanguage?: Locale },
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

function newsArticleJsonLd(
  story: Story,
  contributor: Contributor,
  site: SiteSettings,
  siteUrl: string,
  pageUrl: string,
  locale: Locale,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: story.title,
    description: story.summary,
    inLanguage: languageOf(story, locale),
    url: `${pageUrl}#${story.slug}`,
    mainEntityOfPage: pageUrl,
    datePublished: story.date,
    image: [imageUrl(siteUrl, story.hero)],
    author: { "@type": "Person", name: contributor.name, url: pageUrl },
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
    ...contributor.stories.map((story) => newsArticleJsonLd(story, contributor, site, siteUrl, pageUrl, locale)),
  ];
}
