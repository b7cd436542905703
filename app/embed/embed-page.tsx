import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { EMBED_STORY_STRIP_LENGTH } from "./story-strip";
import type { ContributorProfilePayload, SiteSettings, StoryPage, Video } from "../content/types";
import { type EmbedContent, type EmbedLead, embedContent } from "./embed-content";
import { openingParagraph } from "./opening-paragraph";
import type { EmbedListing } from "./embed-listing";
import { DEFAULT_EMBED_VIEW, type EmbedTheme, type EmbedView, chooseEmbedView, embedViewKey } from "./embed-view";
import { useEmbedTheme } from "./use-embed-theme";
import { embedViewPath } from "./embed-snippets";
import { useHydrated } from "./use-hydrated";
import { usePymChild } from "./use-pym-child";
import { type InterfaceTexts, fill } from "../i18n/interface-texts";
import type { Locale } from "../i18n/locale";
import { useTexts } from "../i18n/use-texts";
import { contributorPath, homePath, storyPath } from "../addresses/site-paths";
import { useMinimumPending } from "../navigation/use-minimum-pending";
import { useSiteContext } from "../site-context/use-site-context";
import { LanguageLink } from "../components/language-link";
import { ResponsiveImage } from "../components/responsive-image";
import { VideoPlayer } from "../video/video-player";

export interface EmbedPageProps {
  featuredVideo: Video;
  listing: EmbedListing;
  /** The chosen contributor's view failed to load: show the default view and say so. */
  unavailable?: boolean;
}

/**
 * The embed (/embed): the product's name and tagline, a player and a short strip of stories, in
 * the view the query string chooses. A contributor's or a story's view comes from that pre-rendered
 * page's own payload (a fetcher, through the route manifest check); until it arrives the current view stays,
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
  const [payloadPage, profile, storyPage] = useViewPayload(chosen, unavailable, locale);
  const loading = useMinimumPending(payloadPage !== undefined && !profile && !storyPage);

  // While a contributor's or a story's data loads, the default view stays.
  const fetched = chosen.kind === "contributor" || chosen.kind === "story";
  const view = fetched && (loading || !(profile || storyPage)) ? DEFAULT_EMBED_VIEW : chosen;
  const viewKey = embedViewKey(view);
  useEmbedTheme(choice.theme);
  usePymChild(viewKey);

  const content = embedContent(view, {
    listing,
    featuredVideo,
    profile,
    storyPage,
    locale,
    storiesHeading: texts.stories,
    contributorHeading: texts.embedMoreBy,
  });
  const status = !fetched
    ? ""
    : unavailable
      ? fill(texts.embedUnavailable, { name: loadingName(chosen) })
      : loading
        ? fill(texts.embedLoadingStories, { name: loadingName(chosen) })
        : "";

  return (
    <main id="main" className="embed" tabIndex={-1} aria-busy={loading}>
      {embedHeader(site, siteUrl, locale, chosen, choice.theme, status)}
      {content.lead ? (
        embedLead(content.lead, siteUrl, texts)
      ) : content.video ? (
        <VideoPlayer key={viewKey} video={content.video} priority={view.kind === "default"} />
      ) : null}
      {content.stories.length > 0 && embedStrip(content, view.kind !== "contributor" && !content.lead, siteUrl, texts)}
    </main>
  );
}

/**
 * The payload of the chosen contributor's or story's page, fetched once the view is chosen:
 * `[payloadPage, profile, storyPage]`, where `payloadPage` is the page it comes from (none for the
 * other views, or when it failed before).
 */
function useViewPayload(chosen: EmbedView, unavailable: boolean, locale: Locale) {
  const fetcher = useFetcher<ContributorProfilePayload | { view: "index" } | { page: StoryPage }>();
  const { load } = fetcher;
  const contributorSlug = chosen.kind === "contributor" && !unavailable ? chosen.slug : undefined;
  const storySlug = chosen.kind === "story" && !unavailable ? chosen.slug : undefined;
  const payloadPage = contributorSlug
    ? contributorPath(contributorSlug, locale)
    : storySlug && chosen.kind === "story"
      ? storyPath(chosen.contributor.slug, storySlug, locale)
      : undefined;
  useEffect(() => {
    if (payloadPage) void load(payloadPage);
  }, [payloadPage, load]);
  const data = fetcher.data;
  const profile =
    data && "view" in data && data.view === "profile" && data.contributor.slug === contributorSlug
      ? data.contributor
      : undefined;
  const storyPage = data && "page" in data && data.page.story.slug === storySlug ? data.page : undefined;
  return [payloadPage, profile, storyPage] as const;
}

/** Whose stories load: the contributor's, or the story's teller's. */
function loadingName(chosen: EmbedView): string {
  return chosen.kind === "story" ? chosen.contributor.name : chosen.kind === "contributor" ? chosen.name : "";
}

/** The full site's page of the chosen view: the contributor's, the story's, or home. */
function canonicalPath(chosen: EmbedView, locale: Locale): string {
  return chosen.kind === "contributor"
    ? contributorPath(chosen.slug, locale)
    : chosen.kind === "story"
      ? storyPath(chosen.contributor.slug, chosen.slug, locale)
      : homePath(undefined, locale);
}

/** The same view in the other language: a valid choice and theme only, as the view itself reads them. */
function otherLanguagePath(chosen: EmbedView, theme: EmbedTheme | undefined, locale: Locale): string {
  const viewPath = embedViewPath(chosen, locale);
  return theme ? `${viewPath}${viewPath.includes("?") ? "&" : "?"}theme=${theme}` : viewPath;
}

// The header and the strip are functions of the page's values rather than components: no props
// objects in the embed's first-load code.

/** The site's name and tagline, the other language, and the loading status (over the content). */
function embedHeader(
  site: SiteSettings,
  siteUrl: string,
  locale: Locale,
  chosen: EmbedView,
  theme: EmbedTheme | undefined,
  status: string,
) {
  return (
    <>
      {/* Hoisted into <head> by React; the page's meta leaves the canonical link to it. */}
      <link rel="canonical" href={`${siteUrl}${canonicalPath(chosen, locale)}`} />
      <header className="embed__header">
        <h1 className="embed__name">
          <a href={`${siteUrl}${homePath(undefined, locale)}`} target="_top">
            {site.name}
          </a>
        </h1>
        <p className="embed__tagline">{site.tagline}</p>
        <p className="embed__language">
          {/* The chosen view, known once hydrated (the pre-rendered page has no query, and hydration keeps attributes). */}
          <LanguageLink path={otherLanguagePath(chosen, theme, locale)} target="_top" origin={siteUrl} />
        </p>
        <p role="status" className="embed__status">
          {status}
        </p>
      </header>
    </>
  );
}

/** A story without a video, leading its embed: its image, its title and opening, and a link to read on. */
function embedLead(lead: EmbedLead, siteUrl: string, texts: InterfaceTexts) {
  const href = `${siteUrl}${lead.path}`;
  return (
    <article className="embed__lead" aria-labelledby="embed-lead-title" lang={lead.lang}>
      <ResponsiveImage
        image={lead.hero}
        sizes="(min-width: 45rem) 40rem, 100vw"
        className="embed__lead-image"
        priority
      />
      <h2 id="embed-lead-title" className="embed__lead-title">
        <a href={href} target="_top">
          {lead.title}
        </a>
      </h2>
      <p className="embed__lead-opening">{openingParagraph(lead.bodyHtml) ?? lead.summary}</p>
      <p className="embed__read-on">
        <a href={href} target="_top" lang={texts.locale}>
          {texts.embedReadOn}
          <span className="visually-hidden">: {lead.title}</span>
        </a>
      </p>
    </article>
  );
}

/** The view's stories, the first few, each with its teller unless the view is one contributor's. */
function embedStrip(content: EmbedContent, byline: boolean, siteUrl: string, texts: InterfaceTexts) {
  const { heading, morePath, stories } = content;
  const shown = stories.slice(0, EMBED_STORY_STRIP_LENGTH);
  return (
    <section className="embed__strip" aria-labelledby="embed-strip-title">
      <h2 id="embed-strip-title" className="embed__strip-title">
        <a href={`${siteUrl}${heading.path}`} target="_top">
          {heading.text}
        </a>
      </h2>
      <ul className="embed__stories">
        {shown.map((story) => (
          <li key={story.slug}>
            <a href={`${siteUrl}${storyPath(story.contributor.slug, story.slug, texts.locale)}`} target="_top">
              {story.title}
            </a>
            {byline && <span className="embed__by"> {fill(texts.embedBy, { name: story.contributor.name })}</span>}
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
  );
}
