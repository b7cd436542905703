import { Link } from "react-router";
import type { StorySummary } from "../content/types";
import { storyPath } from "../navigation/links";

export function StoryList({ stories }: { stories: StorySummary[] }) {
  return (
    <ul className="card-list">
      {stories.map((story) => (
        <li key={story.slug} className="card">
          <h3 className="card__title">
            <Link to={storyPath(story.contributor.slug, story.slug)}>{story.title}</Link>
          </h3>
          <p>{story.summary}</p>
          <p className="card__meta">
            {story.contributor.name} · {story.newsroom.name}, {story.newsroom.region}
          </p>
        </li>
      ))}
    </ul>
  );
}
