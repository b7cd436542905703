import type { Story } from "../content/types";
import { ResponsiveImage } from "./responsive-image";
import { SampleLabel } from "./sample-label";
import { VideoPlayer } from "./video-player";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export interface StoryArticleProps {
  story: Story;
}

/** One story in full, at an anchor of its own slug (`/contribuitor/<slug>#<story>`). */
export function StoryArticle({ story }: StoryArticleProps) {
  return (
    <article id={story.slug} className="story" aria-labelledby={`${story.slug}-title`} tabIndex={-1}>
      <header className="story__header">
        <p className="story__kicker">
          {story.chapterTitle}
          {story.sample && <SampleLabel />}
        </p>
        <h2 id={`${story.slug}-title`} className="story__title">
          {story.title}
        </h2>
        <p className="story__summary">{story.summary}</p>
        <p className="story__meta">
          <time dateTime={story.date}>{dateFormat.format(new Date(story.date))}</time> · {story.newsroom.name},{" "}
          {story.newsroom.region}
        </p>
      </header>
      <figure className="story__hero">
        <ResponsiveImage image={story.hero} sizes="(min-width: 60rem) 46rem, 100vw" />
        {story.hero.credit && <figcaption className="story__credit">{story.hero.credit}</figcaption>}
      </figure>
      {story.video && <VideoPlayer video={story.video} fallbackPoster={story.hero} />}
      {/* Rendered from Markdown and sanitized at build time (app/content/markdown.server.ts): safe to inject. */}
      <div className="story__body prose" dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
    </article>
  );
}
