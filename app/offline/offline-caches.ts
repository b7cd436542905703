/**
 * What the page and the service worker (service-worker.ts) share: the names of the caches and the
 * messages between them. Client-safe, no imports beyond types: both bundles include it.
 */

/** The stories a reader saved: their page, payload, images, captions and, if chosen, video. Never expired. */
export const SAVED_CACHE = "saved-stories-v1";
/** The pages and payloads the reader opened, network-first: the latest PAGES_KEPT of them. */
export const PAGES_CACHE = "pages-v1";
export const PAGES_KEPT = 60;
/**
 * The bundle's files by address (`/assets/…` names carry their content's hash): the files of earlier
 * builds are copied here when a new worker installs, so a tab still running an earlier build finds
 * its chunks until it reloads. Expired after ASSETS_KEPT_DAYS, and beyond ASSETS_KEPT files.
 */
export const ASSETS_CACHE = "assets-v1";
export const ASSETS_KEPT = 400;
export const ASSETS_KEPT_DAYS = 30;

/**
 * The payloads fetched ahead for the links in view (app/prefetch/), each served once to the
 * navigation that follows within PREFETCH_FRESH_MS: the worker's twin of Chromium's own rule for
 * prefetched responses (used once without revalidation within five minutes), which a worker's
 * network-first fetch would otherwise bypass.
 */
export const PREFETCH_CACHE = "prefetched-v1";
export const PREFETCH_FRESH_MS = 5 * 60 * 1000;
export const PREFETCHED_AT_HEADER = "X-Prefetched-At";

/** Each saved story's record, stored in SAVED_CACHE under its own key. */
export interface SavedStory {
  /** The story page's path: `/contribuitor/ana/night-shift`, `/es/…`. */
  path: string;
  title: string;
  /** Every address kept for it (the page, its payload, images, captions, the video if chosen). */
  urls: string[];
  /** What they weigh, in bytes. */
  bytes: number;
  withVideo: boolean;
  savedAt: string;
}

/** The key a saved story's record is kept under, in SAVED_CACHE. */
export const savedRecordKey = (path: string) => `/__saved-story${path}`;
export const SAVED_RECORD_PREFIX = "/__saved-story/";

/** The message a waiting worker takes as the reader's consent to replace the running build. */
export const SKIP_WAITING_MESSAGE = "skip-waiting";

/**
 * What a tab tells an installing worker: a navigation started, and its new page is drawn. The
 * installation holds its next file in between (install-steps-aside.ts).
 */
export const NAVIGATION_STARTED_MESSAGE = "navigation-started";
export const NAVIGATION_DRAWN_MESSAGE = "navigation-drawn";
