import { Link } from "react-router";
import type { StorySummary } from "../content/types";
import { storyPath } from "../navigation/links";
import { ResponsiveImage } from "./responsive-image";
import { SampleLabel } from "./sample-label";

/** A story on the home page: image, title, who and where; the whole card leads to the story. */
export function StoryCard({ story }: { story: StorySummary }) {
  return (
    <article className="story-card">
      <ResponsiveImage
        image={story.hero}
        className="story-card__image"
        sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
      />
      <div className="story-card__body">
        <h3 className="story-card__title">
          <Link to={storyPath(story.contributor.slug, story.slug)} className="story-card__link">
            {story.title}
          </Link>
        </h3>
        <p className="story-card__summary">{story.summary}</p>
        <p className="story-card__meta">
          <span>{story.contributor.name}</span>
          <span>
            {story.newsroom.name}, {story.newsroom.region}
          </span>
        </p>
        <p className="story-card__tags">
          {story.hasVideo && <span className="tag">Video</span>}
          {story.sample && <SampleLabel />}
        </p>
      </div>
    </article>
  );
}
