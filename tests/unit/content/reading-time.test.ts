import { describe, expect, it } from "vitest";
import { READING_WORDS_PER_MINUTE, countWords, storyTime } from "../../../app/content/reading-time.server";

describe("storyTime", () => {
  it("counts the words of the text, not its tags or punctuation", () => {
    expect(
      countWords("<p>We met on a <em>Saturday</em> in April.</p><h3>Then</h3><p>— it rained &amp; stopped.</p>"),
    ).toBe(11);
  });

  it("rounds the reading time up, to at least a minute", () => {
    const words = (count: number) => `<p>${"word ".repeat(count)}</p>`;
    expect(storyTime(words(12), undefined)).toEqual({ readingMinutes: 1 });
    expect(storyTime(words(READING_WORDS_PER_MINUTE), undefined)).toEqual({ readingMinutes: 1 });
    expect(storyTime(words(READING_WORDS_PER_MINUTE + 1), undefined)).toEqual({ readingMinutes: 2 });
  });

  it("gives the watching time from the video's length, rounded up", () => {
    expect(storyTime("<p>One line.</p>", 20)).toEqual({ readingMinutes: 1, watchingMinutes: 1 });
    expect(storyTime("<p>One line.</p>", 125)).toEqual({ readingMinutes: 1, watchingMinutes: 3 });
  });
});
