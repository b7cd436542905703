import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { EMBED_STORY_STRIP_LENGTH } from "../constants";
import type { ContributorProfilePayload, Video } from "../content/types";
import { embedContent } from "./embed-content";
import type { EmbedListing } from "./embed-listing";
import { DEFAULT_EMBED_VIEW, chooseEmbedView, embedViewKey } from "./embed-view";
import { useEmbedTheme } from "./use-embed-theme";
import { embedViewPath } from "./embed-snippets";
import { useHydrated } from "./use-hydrated";
import { usePymChild } from "./use-pym-child";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { contributorPath, homePath, storyPath } from "../navigation/links";
import { useMinimumPending } from "../navigation/use-minimum-pending";
import { useSiteContext } from "../use-site-context";
import { LanguageLink } from "../components/language-link";
import { VideoPlayer } from "../components/video-player";

export interface EmbedPageProps {
  featuredVideo: Video;
  listing: EmbedListing;
  /** The chosen contributor's view failed to load: show the default view and say so. */
  unavailable?: boolean;
}

/**
 * The embed (/embed): the product's name and tagline, a player and a short strip of stories, in
 * the view the query string chooses. A contributor's view comes from their pre-rendered page's own
 * payload (a fetcher, through the route manifest check); until it arrives the current view stays,
 * with a loading status that takes no room. Every link opens the full site in the top window.
 */
export function EmbedPage({ featuredVideo, listing, unavailable = false }: EmbedPageProps) {
  const { site, siteUrl } = useSiteContext();
  const texts = useTexts();
  const { locale } = texts;
  const { search } = useLocation();
  const hydrated = useHydrated();
  const choice = hydrated ? chooseEmbedView(new URLSearchParams(search), listing) : { view: DEFAULT_EMBED_VIEW };
  const chosen = choice.view;

  const fetcher = useFetcher<ContributorProfilePayload | { view: "index" }>();
  const { load } = fetcher;
  const contributorSlug = chosen.kind === "contributor" && !unavailable ? chosen.slug : undefined;
  useEffect(() => {
    if (contributorSlug) void load(contributorPath(contributorSlug, locale));
  }, [contributorSlug, load, locale]);
  const profile =
    fetcher.data?.view === "profile" && fetcher.data.contributor.slug === contributorSlug
      ? fetcher.data.contributor
      : undefined;
  const loading = useMinimumPending(contributorSlug !== undefined && !profile);

  // While a contributor's data loads, the default view stays.
  const view = chosen.kind === "contributor" && (loading || !profile) ? DEFAULT_EMBED_VIEW : chosen;
  const viewKey = embedViewKey(view);
  useEmbedTheme(choice.theme);
  usePymChild(viewKey);

  const { heading, morePath, video, stories } = embedContent(view, {
    listing,
    featuredVideo,
    profile,
    locale,
    storiesHeading: texts.stories,
  });
  const shown = stories.slice(0, EMBED_STORY_STRIP_LENGTH);
  // The same view in the other language: a valid choice and theme only, as the view itself reads them.
  const viewPath = embedViewPath(chosen, locale);
  const languagePath = choice.theme
    ? `${viewPath}${viewPath.includes("?") ? "&" : "?"}theme=${choice.theme}`
    : viewPath;
  const canonicalPath =
    chosen.kind === "contributor" ? contributorPath(chosen.slug, locale) : homePath(undefined, locale);

  return (
    <main id="main" className="embed" tabIndex={-1} aria-busy={loading}>
      {/* Hoisted into <head> by React; the page's meta leaves the canonical link to it. */}
      <link rel="canonical" href={`${siteUrl}${canonicalPath}`} />
      <header className="embed__header">
        <h1 className="embed__name">
          <a href={`${siteUrl}${homePath(undefined, locale)}`} target="_top">
            {site.name}
          </a>
        </h1>
        <p className="embed__tagline">{site.tagline}</p>
        <p className="embed__language">
          {/* The chosen view, known once hydrated (the pre-rendered page has no query, and hydration keeps attributes). */}
          <LanguageLink path={languagePath} target="_top" origin={siteUrl} />
        </p>
        <p role="status" className="embed__status">
          {chosen.kind !== "contributor"
            ? ""
            : unavailable
              ? fill(texts.embedUnavailable, { name: chosen.name })
              : loading
                ? fill(texts.embedLoadingStories, { name: chosen.name })
                : ""}
        </p>
      </header>
      <VideoPlayer key={viewKey} video={video} priority={view.kind === "default"} />
      <section className="embed__strip" aria-labelledby="embed-strip-title">
        <h2 id="embed-strip-title" className="embed__strip-title">
          <a href={`${siteUrl}${heading.path}`} target="_top">
            {heading.text}
          </a>
        </h2>
        <ul className="embed__stories">
          {shown.map((story) => (
            <li key={story.slug}>
              <a href={`${siteUrl}${storyPath(story.contributor.slug, story.slug, locale)}`} target="_top">
                {story.title}
              </a>
              {view.kind !== "contributor" && (
                <span className="embed__by"> {fill(texts.embedBy, { name: story.contributor.name })}</span>
              )}
            </li>
          ))}
        </ul>
        {stories.length > shown.length && (
          <p className="embed__more">
            <a href={`${siteUrl}${morePath}`} target="_top">
              {fill(texts.embedAllStories, { count: stories.length })}
            </a>
          </p>
        )}
      </section>
    </main>
  );
}
