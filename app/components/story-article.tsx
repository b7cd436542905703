import type { Story } from "../content/types";
import { useTexts } from "../i18n/use-texts";
import { storyPath } from "../navigation/links";
import { searchMarks } from "../search/search-record";
import { ResponsiveImage } from "./responsive-image";
import { SampleLabel } from "./sample-label";
import { ShareControl } from "./share-control";
import { UntranslatedNote } from "./untranslated-note";
import { VideoAddress } from "./video-address";
import { VideoPlayer } from "./video-player";

export interface StoryArticleProps {
  story: Story;
}

/** One story in full, at an anchor of its own slug (`/contribuitor/<slug>#<story>`). */
export function StoryArticle({ story }: StoryArticleProps) {
  const texts = useTexts();
  // Inside an entry still in English, what the site writes in the page's language: the chapter, the date, the newsroom.
  const pageLang = story.lang ? texts.locale : undefined;
  return (
    <article
      id={story.slug}
      className="story"
      aria-labelledby={`${story.slug}-title`}
      tabIndex={-1}
      lang={story.lang}
      {...searchMarks(
        {
          kind: "story",
          slug: story.slug,
          title: story.title,
          contributor: { slug: story.contributor.slug, name: story.contributor.name },
          newsroom: story.newsroom.name,
          date: story.date,
          dateText: story.dateText,
          lang: story.lang,
        },
        { newsroom: story.newsroom.slug, language: story.lang ?? texts.locale, video: Boolean(story.video) },
      )}
    >
      <header className="story__header">
        <UntranslatedNote entry={story} text={texts.untranslatedStory} />
        <p className="story__kicker" lang={pageLang}>
          {story.chapterTitle}
          {story.sample && <SampleLabel />}
        </p>
        <h2 id={`${story.slug}-title`} className="story__title">
          {story.title}
        </h2>
        <p className="story__summary">{story.summary}</p>
        <p className="story__meta" lang={pageLang}>
          <time dateTime={story.date}>{story.dateText}</time> · {story.newsroom.name}, {story.newsroom.region}
        </p>
        <ShareControl
          title={story.title}
          text={story.summary}
          path={storyPath(story.contributor.slug, story.slug, texts.locale)}
          story={story.slug}
          contributor={story.contributor.slug}
        />
      </header>
      <figure className="story__hero">
        <ResponsiveImage image={story.hero} sizes="(min-width: 60rem) 46rem, 100vw" />
        {story.hero.credit && <figcaption className="story__credit">{story.hero.credit}</figcaption>}
      </figure>
      {story.video && (
        <>
          <VideoPlayer video={story.video} fallbackPoster={story.hero} />
          <VideoAddress video={story.video} />
        </>
      )}
      {/* Rendered from Markdown and sanitized at build time (app/content/markdown.server.ts): safe to inject. */}
      <div className="story__body prose" dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
    </article>
  );
}
