// What a feed says, whatever its format: scripts/lib/atom-feed.ts and json-feed.ts write it out.

export interface FeedEntry {
  /**
   * Stable: the address of the story's section of its contributor's page, which its slug and
   * contributor make (its id since before stories had pages of their own).
   */
  id: string;
  url: string;
  title: string;
  summary: string;
  /** Sanitized HTML with absolute addresses. */
  contentHtml: string;
  /** RFC 3339 date-times. */
  published: string;
  updated: string;
  author: { name: string; url: string };
  /** The newsroom that published it. */
  category: string;
  image: { url: string; type: string };
  /** The entry's language, only where it is not the feed's (a story not translated yet). */
  language?: string;
}

export interface FeedData {
  /** BCP 47: `en-US`, `es-US`. */
  language: string;
  title: string;
  description: string;
  /** The home page in the feed's language, and the site as the feed's author. */
  homeUrl: string;
  author: string;
  atomUrl: string;
  jsonUrl: string;
  /** The newest entry's update; the epoch for a feed without entries, so the file stays the same. */
  updated: string;
  entries: FeedEntry[];
}
