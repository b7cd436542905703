import type { StoryTime as StoryTimeData } from "../content/types";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";

/**
 * How long a story takes: "3 min read · 1 min video" in its byline; on a card (`brief`), the one
 * figure that says what the story mostly is: the video's length where it has one, else the reading time.
 */
export function StoryTime({ time, brief = false }: { time: StoryTimeData; brief?: boolean }) {
  const texts = useTexts();
  const reading = fill(texts.readingTime, { minutes: time.readingMinutes });
  const watching = time.watchingMinutes && fill(texts.watchingTime, { minutes: time.watchingMinutes });
  if (brief) return <span className="story-time">{watching || reading}</span>;
  return (
    <>
      <span className="story-time">{reading}</span>
      {watching && (
        <>
          {" · "}
          <span className="story-time">{watching}</span>
        </>
      )}
    </>
  );
}
