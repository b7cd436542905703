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
  // One text, breakable only after the dot: a figure after a separate node of text would move when
  // the web fonts swap in and change the width of what precedes it (docs/decisions/040).
  return (
    <span className="story-time story-time--both">
      {watching ? `${unbroken(reading)}\u00a0· ${unbroken(watching)}` : reading}
    </span>
  );
}

const unbroken = (text: string) => text.replaceAll(" ", "\u00a0");
