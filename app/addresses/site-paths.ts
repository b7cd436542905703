import { href } from "react-router";
import { SLUG_PATTERN } from "../config/constants";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { payloadPath } from "../framework/payload-file";

/**
 * The site's address scheme, for the app, the build and the server alike: every page, payload,
 * feed, oEmbed and service worker path is built and read back here, from the route patterns in
 * app/routes.ts through React Router's typed `href()`. A param that does not fit its pattern throws, naming the
 * route, the param and the value, so a bad link fails the build instead of shipping.
 */

/**
 * The feeds of each language, at its root (`/feed.xml`, `/es/feed.xml`), with their media types:
 * XML's and JSON's generic ones would not tell a reader they are feeds.
 */
export const FEEDS = {
  atom: { file: "feed.xml", type: "application/atom+xml", name: "Atom" },
  json: { file: "feed.json", type: "application/feed+json", name: "JSON Feed" },
} as const;

export type FeedFormat = keyof typeof FEEDS;

/**
 * The service worker (app/offline/service-worker.ts, built by scripts/postbuild/service-worker.ts):
 * its address, revalidated on every host (server/, deploy/nginx.conf, `_headers`), and its scope.
 */
export const SERVICE_WORKER_PATH = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

export class InvalidLinkParamError extends Error {
  constructor(route: string, param: string, value: unknown) {
    super(
      `Cannot build a link to ${route}: param "${param}" is ${JSON.stringify(value)}, which does not match ${SLUG_PATTERN}`,
    );
    this.name = "InvalidLinkParamError";
  }
}

function checkSlug(route: string, param: string, value: string): string {
  if (!SLUG_PATTERN.test(value)) throw new InvalidLinkParamError(route, param, value);
  return value;
}

/**
 * The language of a page path: Spanish under /es, English everywhere else. The home page's
 * payload, `/es.data`, is Spanish too: the build renders each page from its payload's request.
 */
export function localeOfPath(pathname: string): Locale {
  return /^\/es(?:[/?#]|$)/.test(pathname) || pathname === payloadPath("/es") ? "es" : SOURCE_LOCALE;
}

/** An English page path in `locale`: the same path, under `/es` for Spanish (`/` is `/es`). */
function inLocale(englishPath: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return englishPath;
  return englishPath === "/" || /^\/[?#]/.test(englishPath)
    ? `/${locale}${englishPath.slice(1)}`
    : `/${locale}${englishPath}`;
}

/** The same page in another language: `/contribuitor/ana` ⇄ `/es/contribuitor/ana`; search and hash kept. */
export function pathInLocale(pathWithSlashes: string, locale: Locale): string {
  // `/contribuitor/` is `/contribuitor`: a host may serve a page at either.
  const path = pathWithSlashes.replace(/(.)\/+(?=$|[?#])/, "$1");
  const rest = path.slice("/es".length);
  const english = localeOfPath(path) === "es" ? (rest.startsWith("/") ? rest : `/${rest}`) : path;
  return inLocale(english, locale);
}

export function homePath(section?: "stories" | "newsrooms" | "about", locale: Locale = SOURCE_LOCALE): string {
  const home = inLocale(href("/"), locale);
  return section ? `${home}#${section}` : home;
}

export function contributorIndexPath(locale: Locale = SOURCE_LOCALE): string {
  return inLocale(href("/contribuitor/:slug?"), locale);
}

export function contributorPath(slug: string, locale: Locale = SOURCE_LOCALE): string {
  return inLocale(href("/contribuitor/:slug?", { slug: checkSlug("/contribuitor/:slug?", "slug", slug) }), locale);
}

/** A story's own page: `/contribuitor/<contributor>/<story>`. */
export function storyPath(contributorSlug: string, storySlug: string, locale: Locale = SOURCE_LOCALE): string {
  const route = "/contribuitor/:slug/:story";
  return inLocale(
    href(route, { slug: checkSlug(route, "slug", contributorSlug), story: checkSlug(route, "story", storySlug) }),
    locale,
  );
}

/**
 * A story's section on its contributor's page (`/contribuitor/<contributor>#<story>`), where every
 * story lived before it had a page of its own: old links still land there, and the feeds keep it
 * as each entry's id, so feed readers do not show an entry again.
 */
export function storySectionPath(contributorSlug: string, storySlug: string, locale: Locale = SOURCE_LOCALE): string {
  return `${contributorPath(contributorSlug, locale)}#${checkSlug("/contribuitor/:slug?", "story", storySlug)}`;
}

/** A newsroom, in the list at the foot of the home page. */
export function newsroomPath(slug: string, locale: Locale = SOURCE_LOCALE): string {
  return `${homePath(undefined, locale)}#newsroom-${checkSlug("/", "newsroom", slug)}`;
}

/** The search page, with its query in the address when there is one (`/search?q=wifi`). */
export function searchPath(locale: Locale = SOURCE_LOCALE, query = ""): string {
  const page = inLocale(href("/search"), locale);
  return query ? `${page}?${new URLSearchParams({ q: query })}` : page;
}

/** Whether a path is the search page, in either language. */
export function isSearchPath(pathname: string): boolean {
  return pathname === searchPath(localeOfPath(pathname));
}

/** The masthead: who makes the site, how, and how to report a correction. */
export function aboutPath(locale: Locale = SOURCE_LOCALE): string {
  return inLocale(href("/about"), locale);
}

export function embedPath(locale: Locale = SOURCE_LOCALE): string {
  return inLocale(href("/embed"), locale);
}

/** A language's feed of the newest stories: `/feed.xml`, `/es/feed.json`. */
export function feedPath(format: FeedFormat, locale: Locale = SOURCE_LOCALE): string {
  return inLocale(`/${FEEDS[format].file}`, locale);
}

/**
 * A page's oEmbed answer, a static JSON file: `/oembed/contribuitor/ana-ruiz.json`,
 * `/oembed/es/contribuitor/ana-ruiz/night-shift.json`. Apart from the pages' own folders, so no
 * name there can collide with a story's slug.
 */
export function oembedPath(pagePath: string): string {
  return `/oembed${pagePath}.json`;
}

/** The offline page (app/offline/), shown by the service worker for a page not kept on the device. */
export function offlinePath(locale: Locale = SOURCE_LOCALE): string {
  return inLocale(href("/offline"), locale);
}

/** Whether a path is the embed, in either language. */
export function isEmbedPath(pathname: string): boolean {
  return pathname === embedPath(localeOfPath(pathname));
}

/** The contributor a page path belongs to (`/contribuitor/<slug>`, or `/es/contribuitor/<slug>` for "es"), or undefined. */
export function contributorSlugOf(pagePath: string, locale: Locale = SOURCE_LOCALE): string | undefined {
  const prefix = `${contributorIndexPath(locale)}/`;
  if (!pagePath.startsWith(prefix)) return undefined;
  const slug = pagePath.slice(prefix.length);
  return SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** The contributor and story of a story page path (`/contribuitor/<slug>/<story>`, under `/es` for "es"), or undefined. */
export function storySlugsOf(
  pagePath: string,
  locale: Locale = SOURCE_LOCALE,
): { contributor: string; story: string } | undefined {
  const prefix = `${contributorIndexPath(locale)}/`;
  if (!pagePath.startsWith(prefix)) return undefined;
  const [contributor, story, ...rest] = pagePath.slice(prefix.length).split("/");
  if (rest.length > 0 || !contributor || !story) return undefined;
  return SLUG_PATTERN.test(contributor) && SLUG_PATTERN.test(story) ? { contributor, story } : undefined;
}

/** The `.data` payload React Router fetches for a page on a client navigation (its rule is the adapter's). */
export { payloadPath };

/** A site path made absolute against the public origin; full URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
