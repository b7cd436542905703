/**
 * What the search index holds about each entry, and how the pages mark it: the one contract between
 * the components that mark what is indexed (a story, a contributor's profile, a newsroom), the build
 * step that indexes the built pages (scripts/search/search-index.ts) and the results list.
 *
 * Pagefind reads the marks from the built HTML: `data-pagefind-body` is one entry's text, its
 * `data-pagefind-filter` the values the search page filters on, and its one metadata field, `record`, is this
 * JSON; each is read from an attribute of its own (`key[attribute]`), so that names with commas stay whole.
 * The marks are made at build time (search-marks.server.ts) and reach a page in its loader's data,
 * so no page ships the code that makes them.
 * https://pagefind.app/docs/metadata/#defining-metadata-from-attributes
 */
import type { Locale } from "../i18n/locale";

interface RecordBase {
  slug: string;
  /** The language of the entry's text, when it is not the page's own (an entry not translated yet). */
  lang?: Locale;
}

export interface StoryRecord extends RecordBase {
  kind: "story";
  title: string;
  contributor: { slug: string; name: string };
  newsroom: string;
  /** ISO date, for <time>, and as the page's readers write it. */
  date: string;
  dateText: string;
  /** A small copy of the story's opening image (WebP), shown beside the result; decorative there. */
  thumbnail?: { src: string; width: number; height: number };
}

export interface ContributorRecord extends RecordBase {
  kind: "contributor";
  name: string;
  place: string;
  newsroom: string;
}

export interface NewsroomRecord extends RecordBase {
  kind: "newsroom";
  name: string;
  region: string;
}

export type SearchRecord = StoryRecord | ContributorRecord | NewsroomRecord;

/**
 * The filters the index has for each entry, beside its kind (which the results' count is made
 * from): the newsroom's slug, the text's language, and whether a story has a video.
 */
export interface SearchFilters {
  newsroom?: string;
  language: Locale;
  video?: boolean;
}

/** The filter a story with a video carries: `video: yes`. */
export const VIDEO_FILTER_VALUE = "yes";

/** The attributes that mark an element as one entry of the search index (search-marks.server.ts). */
export type SearchMarks = Record<string, string>;
