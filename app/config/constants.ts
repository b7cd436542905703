/**
 * Every business constant of the specification (timings, sizes, limits, paths), named, in one place.
 * Other modules import these; no module repeats the literal.
 */

/** Nothing of the progress bar shows for a navigation shorter than this. */
export const PROGRESS_BAR_THROTTLE_MS = 200;
/** The loading bar creeps toward (never reaching) full width over this time. */
export const PROGRESS_BAR_DURATION_MS = 5000;
/** A finished or failed bar stays this long before it hides. */
export const PROGRESS_BAR_HIDE_DELAY_MS = 500;
/** "Very high, above all page content". */
export const PROGRESS_BAR_Z_INDEX = 999999;

/** A loading state, once shown, stays at least this long so it never flashes. */
export const MIN_PENDING_DISPLAY_MS = 200;

/** Length of every animated scroll (to top, to a hash target, restoring). */
export const SMOOTH_SCROLL_DURATION_MS = 468;

/**
 * Lazy image loader: for an image whose `sizes` is automatic, the width used is the element's own,
 * or its nearest ancestor's when the element is narrower than this (px).
 */
export const LAZY_IMAGE_MIN_SIZE = 40;
/** Lazy image loader: checks are throttled to one per this delay. */
export const LAZY_IMAGE_THROTTLE_MS = 125;
/** Lazy image loader: how far beyond the viewport images start loading. */
export const LAZY_IMAGE_EXPANSION_LARGE_PX = 500;
export const LAZY_IMAGE_EXPANSION_SMALL_PX = 370;
/** A viewport at most this wide or tall (px) is small: the small expansion applies. */
export const LAZY_IMAGE_SMALL_VIEWPORT_PX = 500;

/** Longest glob pattern accepted in the site settings. */
export const GLOB_PATTERN_MAX_LENGTH = 65536;

/** Every video player keeps this aspect ratio. */
export const VIDEO_ASPECT_RATIO = { width: 16, height: 9 } as const;

/** Analytics: IP anonymization on; a page view on each route change. */
export const ANALYTICS_ANONYMIZE_IP = true;

/** Contributor and story slugs: lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The route manifest the build writes and the client checks before each navigation. */
export const ROUTE_MANIFEST_PATH = "/routes.json";

/** The public origin of a local build; `SITE_URL` or a host's variables give a deploy's (app/content/site-url.server.ts). */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The progress bar's share of the full width while still loading: it never reaches the end. */
export const PROGRESS_BAR_LOADING_MAX_FRACTION = 0.94;

/**
 * A reload for new code (a chunk that failed to load, a newer build) is not repeated for the same
 * path within this time: the second failure shows the error page instead of reloading forever.
 */
export const RELOAD_LOOP_GUARD_MS = 10_000;

/** A hash target that is not on the page yet is waited for this long (it may arrive with content). */
export const HASH_TARGET_WAIT_MS = 2000;

/**
 * The site's two chapters, a year of struggle and finding a way forward, by id; content/site.md
 * gives their titles, summaries and order, and each story names one.
 */
export const CHAPTER_IDS = ["struggle", "forward"] as const;

/** Status of the permanent redirects from the legacy contributor paths. */
export const LEGACY_REDIRECT_STATUS = 308;

/** A YouTube player whose API has not arrived after this long is shown as a link to YouTube instead. */
export const YOUTUBE_API_TIMEOUT_MS = 10_000;

/**
 * A local video whose first frame has not arrived this long after the reader pressed play is
 * shown as one that cannot be played here, with links to download it and its captions.
 */
export const VIDEO_STALL_TIMEOUT_MS = 10_000;

/** The embed's strip of stories shows at most this many, then links to the rest on the full site. */
export const EMBED_STORY_STRIP_LENGTH = 6;

/** The height of the plain-iframe embed code (no script on the host page): the player and the strip fit. */
export const EMBED_FALLBACK_HEIGHT_PX = 760;

/** A copy button's "Copied" confirmation stays this long. */
export const COPY_CONFIRMATION_MS = 3000;

/**
 * The DOM event a share control dispatches for each share (its detail: the method and what was
 * shared), which the tag manager turns into a `share` push: the control needs no analytics code.
 */
export const SHARE_EVENT = "site:share";

/** The feeds list at most this many stories, the newest first. */
export const FEED_STORY_LIMIT = 50;

/**
 * The feeds of each language, at its root (`/feed.xml`, `/es/feed.xml`), with their media types:
 * XML's and JSON's generic ones would not tell a reader they are feeds.
 */
export const FEEDS = {
  atom: { file: "feed.xml", type: "application/atom+xml", name: "Atom" },
  json: { file: "feed.json", type: "application/feed+json", name: "JSON Feed" },
} as const;
export type FeedFormat = keyof typeof FEEDS;

/** A story's link-preview card (og:image): the size link previews show large, and its most bytes. */
export const SHARE_CARD = { width: 1200, height: 630, maxBytes: 150_000 } as const;

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
 * for that page only: the other pages do not warm it (app/navigation/navigation-recovery.tsx).
 */
export const SEARCH_ROUTE_ID = "search";

/** Where the build writes the search index and Pagefind's browser script (scripts/search/search-index.ts). */
export const SEARCH_INDEX_DIR = "pagefind";

/** Related stories under a story: this many, chosen at build time (app/related/). */
export const RELATED_STORIES_COUNT = 3;

/** The most related stories an editor may pin on one story (its `related` field); all are shown. */
export const RELATED_STORIES_MAX = 4;

/**
 * The service worker (app/offline/service-worker.ts, built by scripts/postbuild/service-worker.ts):
 * its address, revalidated on every host (server/, deploy/nginx.conf, `_headers`), and its scope.
 */
export const SERVICE_WORKER_PATH = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/";
