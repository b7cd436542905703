import type { Contributor, StoryPage, Video } from "../content/types";
import { fill } from "../i18n/interface-texts";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { contributorPath, homePath, storyPath } from "../addresses/site-paths";
import type { EmbedListing } from "./embed-listing";
import { type EmbedView, listedStories } from "./embed-view";
import type { ResponsiveImage } from "../images/image-types";

export interface EmbedStory {
  slug: string;
  title: string;
  contributor: { slug: string; name: string };
}

/** A story without a video, as its embed leads with it: its image, title and opening, and where to read on. */
export interface EmbedLead {
  title: string;
  path: string;
  hero: ResponsiveImage;
  /** The story's sanitized HTML (built at build time), of which the lead shows the first paragraph. */
  bodyHtml: string;
  /** Shown when the story's text has no paragraph to open with. */
  summary: string;
  lang?: Locale;
}

/** What the embed shows for a view; paths are the full site's. */
export interface EmbedContent {
  /** The strip's heading, linking to the view's place on the full site. */
  heading: { text: string; path: string };
  /** Where "All N stories" leads. */
  morePath: string;
  /** The view's player; none for a story without a video, which leads with the story itself. */
  video?: Video;
  lead?: EmbedLead;
  stories: EmbedStory[];
}

/**
 * The default and newsroom views come from the embed's own listing and the featured video; a
 * contributor's view from their page's payload (`profile`), a story's from its page's (`storyPage`:
 * the story's video, or for a story without one the story itself; then its contributor's others),
 * once it has arrived.
 */
export function embedContent(
  view: EmbedView,
  {
    listing,
    featuredVideo,
    profile,
    storyPage,
    locale = SOURCE_LOCALE,
    storiesHeading = "Stories",
    contributorHeading = "More by {name}",
  }: {
    listing: EmbedListing;
    featuredVideo: Video;
    profile?: Contributor;
    storyPage?: StoryPage;
    /** The embed's language: its links lead to the full site's pages in it. */
    locale?: Locale;
    /** The default view's heading, in that language. */
    storiesHeading?: string;
    /** The strip's heading under a story's lead: "More by {name}". */
    contributorHeading?: string;
  },
): EmbedContent {
  if (view.kind === "contributor" && profile?.slug === view.slug) {
    const path = contributorPath(profile.slug, locale);
    const contributor = { slug: profile.slug, name: profile.name };
    return {
      heading: { text: profile.name, path },
      morePath: path,
      video: profile.video,
      stories: profile.stories.map(({ slug, title }) => ({ slug, title, contributor })),
    };
  }
  if (view.kind === "story" && storyPage?.story.slug === view.slug) {
    const { story, moreByContributor } = storyPage;
    const path = storyPath(story.contributor.slug, story.slug, locale);
    const stories = [story, ...moreByContributor].map(({ slug, title, contributor }) => ({ slug, title, contributor }));
    const heading = { text: story.title, path };
    const morePath = contributorPath(story.contributor.slug, locale);
    // A video without a poster of its own (a YouTube link, whose thumbnail would be a request to
    // YouTube before play) shows the story's image until it plays.
    if (story.video) return { heading, morePath, video: { poster: story.hero, ...story.video }, stories };
    const { title, hero, bodyHtml, summary, lang } = story;
    // The lead names the story: the strip goes on with the contributor's others.
    return {
      heading: { text: fill(contributorHeading, { name: story.contributor.name }), path: morePath },
      morePath,
      lead: { title, path, hero, bodyHtml, summary, ...(lang ? { lang } : {}) },
      stories: stories.slice(1),
    };
  }
  const heading =
    view.kind === "newsroom"
      ? { text: view.name, path: `${homePath(undefined, locale)}#newsroom-${view.slug}` }
      : { text: storiesHeading, path: homePath("stories", locale) };
  const stories = listedStories(listing, view.kind === "newsroom" ? view.slug : undefined);
  return { heading, morePath: homePath("stories", locale), video: featuredVideo, stories };
}
