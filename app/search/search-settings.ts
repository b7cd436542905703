// Site search's limits and places, shared by the search page, its index build and the benchmarks.

/** Site search: the results follow the reader's typing this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** A query shorter than this (after trimming) is not searched: one letter would match half the site. */
export const SEARCH_MIN_QUERY_LENGTH = 2;

/**
 * At most this many characters of a query are searched (a pasted page would make Pagefind fetch an
 * index chunk for each of its words); the reader is told when the rest was left out.
 */
export const SEARCH_MAX_QUERY_LENGTH = 100;

/** The results shown for one query: each costs a fragment request. */
export const SEARCH_RESULT_LIMIT = 20;

/**
 * The search page's route id, in English; `es/search` in Spanish (app/routes.ts). Its code is
 * for that page only: the other pages do not warm it (app/prefetch/route-code-warmer.ts).
 */
export const SEARCH_ROUTE_ID = "search";

/** Where the build writes the search index and Pagefind's browser script (scripts/search/search-index.ts). */
export const SEARCH_INDEX_DIR = "pagefind";
