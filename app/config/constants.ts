/**
 * The specification's constants (timings, sizes, limits, paths) and the few the whole site shares,
 * named, in one place; no module repeats the literal. A feature's own limits live in its folder
 * (app/search/search-settings.ts, app/video/playback-watch.ts, …).
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

/** The public origin of a local build; `SITE_URL` or a host's variables give a deploy's (app/addresses/site-url.server.ts). */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The progress bar's share of the full width while still loading: it never reaches the end. */
export const PROGRESS_BAR_LOADING_MAX_FRACTION = 0.94;

/**
 * The site's two chapters, a year of struggle and finding a way forward, by id; content/site.md
 * gives their titles, summaries and order, and each story names one.
 */
export const CHAPTER_IDS = ["struggle", "forward"] as const;

/** Status of the permanent redirects from the legacy contributor paths. */
export const LEGACY_REDIRECT_STATUS = 308;
