import type { Contributor, StoryPage, Video } from "../content/types";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { contributorPath, homePath, storyPath } from "../navigation/links";
import type { EmbedListing } from "./embed-listing";
import { type EmbedView, listedStories } from "./embed-view";

export interface EmbedStory {
  slug: string;
  title: string;
  contributor: { slug: string; name: string };
}

/** What the embed shows for a view; paths are the full site's. */
export interface EmbedContent {
  /** The strip's heading, linking to the view's place on the full site. */
  heading: { text: string; path: string };
  /** Where "All N stories" leads. */
  morePath: string;
  video: Video;
  stories: EmbedStory[];
}

/**
 * The default and newsroom views come from the embed's own listing and the featured video; a
 * contributor's view from their page's payload (`profile`), a story's from its page's (`storyPage`:
 * the story's video, or the featured one for a story without; the story, then its contributor's
 * others), once it has arrived.
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
  }: {
    listing: EmbedListing;
    featuredVideo: Video;
    profile?: Contributor;
    storyPage?: StoryPage;
    /** The embed's language: its links lead to the full site's pages in it. */
    locale?: Locale;
    /** The default view's heading, in that language. */
    storiesHeading?: string;
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
    return {
      heading: { text: story.title, path: storyPath(story.contributor.slug, story.slug, locale) },
      morePath: contributorPath(story.contributor.slug, locale),
      video: story.video ?? featuredVideo,
      stories: [story, ...moreByContributor].map(({ slug, title, contributor }) => ({ slug, title, contributor })),
    };
  }
  const heading =
    view.kind === "newsroom"
      ? { text: view.name, path: `${homePath(undefined, locale)}#newsroom-${view.slug}` }
      : { text: storiesHeading, path: homePath("stories", locale) };
  const stories = listedStories(listing, view.kind === "newsroom" ? view.slug : undefined);
  return { heading, morePath: homePath("stories", locale), video: featuredVideo, stories };
}
