import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Story } from "../content/types";
import type { ResponsiveImage as ResponsiveImageData } from "../images/image-types";
import { useTexts } from "../i18n/use-texts";
import { absoluteUrl, contributorPath, storyPath } from "../addresses/site-paths";
import { useSiteContext } from "../site-context/use-site-context";
import type { SearchMarks } from "../search/search-record";
import { ResponsiveImage } from "../components/responsive-image";
import { SampleLabel } from "../components/sample-label";
import { StoryTime } from "../components/story-time";
import { ShareControl } from "../share/share-control";
import { UntranslatedNote } from "../components/untranslated-note";
import { VideoAddress } from "../video/video-address";
import { VideoPlayer } from "../video/video-player";

export interface StoryArticleProps {
  story: Story;
  /**
   * On the story's own page: its title is the page's heading, and it names its contributor, linked
   * to their page. Elsewhere (its section of the contributor's page) the title links to that page.
   */
  standalone?: boolean;
  /** Shown after the video: the story page's transcript. */
  afterVideo?: ReactNode;
  /** On its own page: the contributor's portrait, beside the byline. */
  portrait?: ResponsiveImageData;
  /**
   * On its own page only, the result a reader is sent to: its section of the contributor's page
   * would make each story a second, identical result. Made by the page's loader.
   */
  searchMarks?: SearchMarks;
}

/**
 * One story in full, at an anchor of its own slug: on its own page, and as a section of its
 * contributor's page (`/contribuitor/<slug>#<story>`, where old links land).
 */
export function StoryArticle({ story, standalone = false, afterVideo, portrait, searchMarks }: StoryArticleProps) {
  const texts = useTexts();
  const { locale } = texts;
  // Inside an entry still in English, what the site writes in the page's language: the chapter, the date, the newsroom.
  const pageLang = story.lang ? locale : undefined;
  const path = storyPath(story.contributor.slug, story.slug, locale);
  const Title = standalone ? "h1" : "h2";
  const hero = (
    <figure className="story__hero">
      {/* On its own page the hero is the largest paint: loaded at once (on the contributor's page, it waits its turn). */}
      <ResponsiveImage
        image={story.hero}
        sizes={standalone ? "100vw" : "(min-width: 60rem) 46rem, 100vw"}
        priority={standalone}
      />
      {story.hero.credit && <figcaption className="story__credit">{story.hero.credit}</figcaption>}
    </figure>
  );
  const video = story.video && (
    <>
      <VideoPlayer
        video={story.video}
        fallbackPoster={story.hero}
        {...(standalone ? { priority: true, posterSizes: "(min-width: 72rem) 72rem, 100vw" } : {})}
      />
      <VideoAddress video={story.video} />
      {afterVideo}
    </>
  );
  return (
    <article
      id={story.slug}
      className={standalone ? "story story--feature" : "story"}
      aria-labelledby={`${story.slug}-title`}
      tabIndex={-1}
      lang={story.lang}
      {...searchMarks}
    >
      <header className="story__header">
        <UntranslatedNote entry={story} text={texts.untranslatedStory} />
        <p className="label story__kicker" lang={pageLang} data-pagefind-ignore>
          {story.chapterTitle}
          {story.sample && <SampleLabel />}
        </p>
        <Title id={`${story.slug}-title`} className="story__title">
          {standalone ? story.title : <Link to={path}>{story.title}</Link>}
        </Title>
        <p className="story__summary">{story.summary}</p>
        {standalone ? (
          <Byline story={story} portrait={portrait} lang={pageLang} />
        ) : (
          <p className="story__meta" lang={pageLang} data-pagefind-ignore>
            <time dateTime={story.date}>{story.dateText}</time> · {story.newsroom.name}, {story.newsroom.region}
          </p>
        )}
        <ShareControl
          title={story.title}
          text={story.summary}
          path={path}
          story={story.slug}
          contributor={story.contributor.slug}
        />
      </header>
      {/* On its own page, one opening across the screen: the video where the story has one, else the picture. */}
      {standalone ? (
        <div className="story__opening">{video || hero}</div>
      ) : (
        <>
          {hero}
          {video}
        </>
      )}
      {/* Rendered from Markdown and sanitized at build time (app/content/markdown.server.ts): safe to inject. */}
      <div className="story__body prose" dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
      {standalone && <StoryAddress path={path} />}
    </article>
  );
}

/** Who wrote it, with their portrait; where, when, and how long it takes. */
function Byline({ story, portrait, lang }: { story: Story; portrait?: ResponsiveImageData; lang?: string }) {
  const texts = useTexts();
  return (
    <div className="byline" lang={lang} data-pagefind-ignore>
      {portrait && <ResponsiveImage image={{ ...portrait, alt: "" }} sizes="4rem" className="byline__portrait" />}
      <div className="byline__text">
        <p className="byline__name">
          {texts.storyBy}{" "}
          <Link to={contributorPath(story.contributor.slug, texts.locale)}>{story.contributor.name}</Link>
        </p>
        {/* One fact a line, each one text: nothing starts after text whose width the fonts' swap changes (040). */}
        <p className="byline__meta">{`${story.newsroom.name}, ${story.newsroom.region}`}</p>
        <p className="byline__meta">
          <time dateTime={story.date}>{story.dateText}</time>
        </p>
        <p className="byline__meta">
          <StoryTime time={story.time} />
        </p>
      </div>
    </div>
  );
}

/** The story's own address, written out for paper (shown only in print: print.css). */
function StoryAddress({ path }: { path: string }) {
  const { siteUrl } = useSiteContext();
  const url = absoluteUrl(siteUrl, path);
  return (
    <p className="story__address" data-pagefind-ignore>
      {url}
    </p>
  );
}
