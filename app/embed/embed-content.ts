import type { Contributor, Video } from "../content/types";
import { contributorPath, homePath } from "../navigation/links";
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
 * contributor's view from their page's payload (`profile`), once it has arrived.
 */
export function embedContent(
  view: EmbedView,
  { listing, featuredVideo, profile }: { listing: EmbedListing; featuredVideo: Video; profile?: Contributor },
): EmbedContent {
  if (view.kind === "contributor" && profile?.slug === view.slug) {
    const path = contributorPath(profile.slug);
    const contributor = { slug: profile.slug, name: profile.name };
    return {
      heading: { text: profile.name, path },
      morePath: path,
      video: profile.video,
      stories: profile.stories.map(({ slug, title }) => ({ slug, title, contributor })),
    };
  }
  const heading =
    view.kind === "newsroom"
      ? { text: view.name, path: `${homePath()}#newsroom-${view.slug}` }
      : { text: "Stories", path: homePath("stories") };
  const stories = listedStories(listing, view.kind === "newsroom" ? view.slug : undefined);
  return { heading, morePath: homePath("stories"), video: featuredVideo, stories };
}
