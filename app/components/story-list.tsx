import type { StorySummary } from "../content/types";
import { StoryCard } from "./story-card";

export function StoryList({ stories }: { stories: StorySummary[] }) {
  return (
    <ul className="grid-list" role="list">
      {stories.map((story) => (
        <li key={story.slug}>
          <StoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
