import { SLUG_PATTERN } from "../config/constants";
import type { EmbedListing } from "./embed-listing";

/**
 * Which view the embed shows, chosen by its query parameters (read after hydration, so the one
 * pre-rendered /embed page serves every view): `?story=<slug>`, `?contributor=<slug>`,
 * `?newsroom=<slug>`, `?theme=light|dark`. An unknown or malformed value falls back to the default view.
 */

export const EMBED_THEMES = ["light", "dark"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export type EmbedView =
  | { kind: "default" }
  | { kind: "story"; slug: string; name: string; contributor: { slug: string; name: string } }
  | { kind: "contributor"; slug: string; name: string }
  | { kind: "newsroom"; slug: string; name: string };

export interface EmbedChoice {
  view: EmbedView;
  /** Absent: the reader's own preference. */
  theme?: EmbedTheme;
}

export const DEFAULT_EMBED_VIEW: EmbedView = { kind: "default" };

function known<T extends { slug: string }>(entries: T[], value: string | null): T | undefined {
  return value !== null && SLUG_PATTERN.test(value) ? entries.find((entry) => entry.slug === value) : undefined;
}

/** The narrower choice wins: a known story, then a contributor, then a newsroom; anything else is the default. */
export function chooseEmbedView(params: URLSearchParams, listing: EmbedListing): EmbedChoice {
  const story = known(listing.stories, params.get("story"));
  const storyBy = story && listing.contributors.find((c) => c.slug === story.contributor);
  const contributor = known(listing.contributors, params.get("contributor"));
  const newsroom = known(listing.newsrooms, params.get("newsroom"));
  const view: EmbedView = storyBy
    ? {
        kind: "story",
        slug: story.slug,
        name: story.title,
        contributor: { slug: storyBy.slug, name: storyBy.name },
      }
    : contributor
      ? { kind: "contributor", slug: contributor.slug, name: contributor.name }
      : newsroom
        ? { kind: "newsroom", slug: newsroom.slug, name: newsroom.name }
        : DEFAULT_EMBED_VIEW;
  const theme = EMBED_THEMES.find((name) => name === params.get("theme"));
  return theme ? { view, theme } : { view };
}

/** A key that changes exactly when the view does. */
export function embedViewKey(view: EmbedView): string {
  return view.kind === "default" ? view.kind : `${view.kind}:${view.slug}`;
}

/** Every story in the listing, or a newsroom's contributors' stories, with who told each. */
export function listedStories(listing: EmbedListing, newsroom?: string) {
  const contributors = new Map(listing.contributors.map((contributor) => [contributor.slug, contributor]));
  return listing.stories.flatMap((story) => {
    const contributor = contributors.get(story.contributor);
    if (!contributor || (newsroom !== undefined && contributor.newsroom !== newsroom)) return [];
    return [{ slug: story.slug, title: story.title, contributor: { slug: contributor.slug, name: contributor.name } }];
  });
}
