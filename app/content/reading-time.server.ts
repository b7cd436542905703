/**
 * How long a story takes: its text's words at a steady adult reading pace, and its video's length.
 * Worked out at build time, from the same words and file the page shows, in each language.
 */
import type { StoryTime } from "./types";

/** Words a minute: a common figure for adults reading non-fiction on a screen (Brysbaert, 2019: 238). */
export const READING_WORDS_PER_MINUTE = 230;

/** The words of sanitized HTML: its text between the tags, an entity as part of its word. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, "");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes, rounded up, at least one: "1 min" for a few lines rather than "0 min". */
const minutes = (value: number) => Math.max(1, Math.ceil(value));

/** The story's reading time, and its watching time where its video's length is known. */
export function storyTime(bodyHtml: string, videoSeconds: number | undefined): StoryTime {
  return {
    readingMinutes: minutes(countWords(bodyHtml) / READING_WORDS_PER_MINUTE),
    ...(videoSeconds ? { watchingMinutes: minutes(videoSeconds / 60) } : {}),
  };
}
