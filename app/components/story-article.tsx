import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Story } from "../content/types";
import { useTexts } from "../i18n/use-texts";
import { contributorPath, storyPath } from "../navigation/links";
import type { SearchMarks } from "../search/search-record";
import { ResponsiveImage } from "./responsive-image";
import { SampleLabel } from "./sample-label";
import { ShareControl } from "./share-control";
import { UntranslatedNote } from "./untranslated-note";
import { VideoAddress } from "./video-address";
import { VideoPlayer } from "./video-player";

export interface StoryArticleProps {
  story: Story;
  /**
   * On the story's own page: its title is the page's heading, and it names its contributor, linked
   * to their page. Elsewhere (its section of the contributor's page) the title links to that page.
   */
  standalone?: boolean;
  /** Shown after the video: the story page's transcript. */
  afterVideo?: ReactNode;
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
export function StoryArticle({ story, standalone = false, afterVideo, searchMarks }: StoryArticleProps) {
  const texts = useTexts();
  const { locale } = texts;
  // Inside an entry still in English, what the site writes in the page's language: the chapter, the date, the newsroom.
  const pageLang = story.lang ? locale : undefined;
  const path = storyPath(story.contributor.slug, story.slug, locale);
  const Title = standalone ? "h1" : "h2";
  return (
    <article
      id={story.slug}
      className="story"
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
        {standalone && (
          <p className="story__byline" lang={pageLang} data-pagefind-ignore>
            {texts.storyBy} <Link to={contributorPath(story.contributor.slug, locale)}>{story.contributor.name}</Link>
          </p>
        )}
        <p className="story__meta" lang={pageLang} data-pagefind-ignore>
          <time dateTime={story.date}>{story.dateText}</time> · {story.newsroom.name}, {story.newsroom.region}
        </p>
        <ShareControl
          title={story.title}
          text={story.summary}
          path={path}
          story={story.slug}
          contributor={story.contributor.slug}
        />
      </header>
      <figure className="story__hero">
        {/* On its own page the hero is the largest paint: loaded at once (on the contributor's page, it waits its turn). */}
        <ResponsiveImage image={story.hero} sizes="(min-width: 60rem) 46rem, 100vw" priority={standalone} />
        {story.hero.credit && <figcaption className="story__credit">{story.hero.credit}</figcaption>}
      </figure>
      {story.video && (
        <>
          <VideoPlayer video={story.video} fallbackPoster={story.hero} />
          <VideoAddress video={story.video} />
          {afterVideo}
        </>
      )}
      {/* Rendered from Markdown and sanitized at build time (app/content/markdown.server.ts): safe to inject. */}
      <div className="story__body prose" dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
    </article>
  );
}
