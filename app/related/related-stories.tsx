import { StoryList } from "../components/story-list";
import type { StorySummary } from "../content/types";
import { useTexts } from "../i18n/use-texts";

/** Under a story: stories by other contributors, chosen at build time (related-stories.server.ts), as cards. */
export function RelatedStories({ stories }: { stories: StorySummary[] }) {
  const texts = useTexts();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="related-stories-title" className="related-stories">
      <h2 id="related-stories-title" className="related-stories__title">
        {texts.relatedStories}
      </h2>
      <StoryList stories={stories} />
    </section>
  );
}
