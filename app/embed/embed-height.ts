/**
 * How tall the embed is at the width an oEmbed answer names (OEMBED_WIDTH, 640 px), from what its
 * view shows: the oEmbed `height` and its iframe's, so a partner's page opens it at its size rather
 * than a fixed one. Each figure is the embed's own layout measured in Chromium at 640 px
 * (embed-page.css; docs/decisions/043); the number of lines a text takes is estimated from its
 * length, so the result is near, not exact (the Pym.js code then fits it to the pixel).
 */

import { EMBED_STORY_STRIP_LENGTH } from "./story-strip";

/** The width of the embed's column at 640 px: less its gutters (2.5vw each side). */
const COLUMN_PX = 588.8;
/** The header (name, tagline, language link), the main element's padding and the media's margins. */
const FRAME_PX = 89 + 32 + 32;
/** The player's caption row under its 16:9 box. */
const PLAYER_CHROME_PX = 31;
/** The lead's title (margins and a line of 1.5rem), its opening's lines, and the link to read on. */
const LEAD_TITLE_PX = 24;
const LEAD_TITLE_LINE_PX = 27;
const LEAD_TITLE_LINE_CHARS = 40;
const BODY_LINE_PX = 28;
const BODY_LINE_CHARS = 66;
const READ_ON_PX = 36;
/** The strip's heading, and its two columns of stories, each about this many characters a line. */
const STRIP_HEADING_PX = 30;
const STRIP_COLUMN_CHARS = 32;
/** "All N stories", under a strip that shows only the first few. */
const MORE_PX = 36;

export type EmbedLayout =
  { media: "video" } | { media: "lead"; imageAspect: number; title: string; opening: string } | { media: "none" };

const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / perLine));

/** The embed's height in CSS pixels for a view with `layout` and the strip's `items` (their titles and bylines). */
export function embedHeight(layout: EmbedLayout, items: string[]): number {
  let height = FRAME_PX;
  if (layout.media === "video") height += (COLUMN_PX * 9) / 16 + PLAYER_CHROME_PX;
  if (layout.media === "lead") {
    height += COLUMN_PX * layout.imageAspect;
    height += LEAD_TITLE_PX + LEAD_TITLE_LINE_PX * lines(layout.title, LEAD_TITLE_LINE_CHARS);
    height += BODY_LINE_PX * lines(layout.opening, BODY_LINE_CHARS) + READ_ON_PX;
  }
  const shown = items.slice(0, EMBED_STORY_STRIP_LENGTH);
  if (shown.length > 0) {
    height += STRIP_HEADING_PX + (items.length > shown.length ? MORE_PX : 0);
    for (let row = 0; row < shown.length; row += 2) {
      const pair = shown.slice(row, row + 2);
      height += BODY_LINE_PX * Math.max(...pair.map((item) => lines(item, STRIP_COLUMN_CHARS)));
    }
  }
  return Math.ceil(height);
}
