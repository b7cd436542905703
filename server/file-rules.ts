import { FEEDS, type FeedFormat } from "../app/addresses/site-paths";
import { LOCALES } from "../app/i18n/locale";
import { feedPath } from "../app/addresses/site-paths";

/**
 * How each kind of file is sent, whoever sends it: the project's server applies these itself
 * (request-handler.ts), and the build writes them into `_headers` for the hosts that read it
 * (scripts/lib/security-headers.ts), whose defaults differ (Cloudflare Pages sends every file
 * `public, max-age=0, must-revalidate` and a payload as `application/octet-stream`).
 */

/** Vite and the image step put content-hashed names under this prefix: safe to cache forever. */
export const IMMUTABLE_PATH_PREFIX = "/assets/";
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Everything else (HTML, .data payloads, /routes.json) must be revalidated, so a deploy shows at once. */
export const REVALIDATE_CACHE_CONTROL = "no-cache";

/**
 * Below this a file fits one TCP packet (1,460 bytes of payload less the headers' share) and well
 * within the first round trip's ten, compressed or not: compressing saves the reader nothing. The
 * build writes no compressed copy of a smaller file (scripts/upload/precompress.ts), and the
 * server compresses none as it sends it: the legacy redirect pages (600–1,400 bytes) need no
 * copies, which would cost the build file creations and the upload its slots.
 */
export const COMPRESSION_MIN_BYTES = 1400;

/** React Router's payloads (`.data`) are turbo-stream text. */
export { DATA_FILE_EXTENSION } from "../app/framework/payload-file";
export const DATA_CONTENT_TYPE = "text/x-script; charset=utf-8";

/** The favicon's IANA type, which the static server's type map (mrmime) does not know. */
export const ICON_FILE_EXTENSION = ".ico";
export const ICON_CONTENT_TYPE = "image/vnd.microsoft.icon";

/**
 * The feeds (scripts/postbuild/feeds.ts) by path, with their media types: the generic types of
 * their extensions (XML, JSON) would not tell a feed reader what they are. Revalidated like the pages.
 */
export const FEED_CONTENT_TYPES: ReadonlyMap<string, string> = new Map(
  LOCALES.flatMap((locale) =>
    (Object.keys(FEEDS) as FeedFormat[]).map((format) => [
      feedPath(format, locale),
      `${FEEDS[format].type}; charset=utf-8`,
    ]),
  ),
);
