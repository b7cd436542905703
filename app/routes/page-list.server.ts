/**
 * The one list of the site's pages, by route, made from the same loaded content as the routes'
 * loaders, so the built pages can't drift from the content. react-router.config.ts pre-renders
 * it; the sitemap, the redirects and the search index read it (scripts/postbuild). Adding a route
 * is its line in app/routes.ts, its module in app/routes/, and its pages here.
 */
import { LOCALES, type Locale } from "../i18n/locale";
import {
  aboutPath,
  contributorIndexPath,
  contributorPath,
  embedPath,
  homePath,
  offlinePath,
  pathInLocale,
  searchPath,
  storyPath,
} from "../addresses/site-paths";
import { getCollections } from "../content/cache.server";

/**
 * Each route's pages in one language, by route id (app/routes.ts), in the order the sitemap lists
 * them. The legacy /contributor… routes have none: scripts/postbuild writes their redirect pages.
 */
function pagesByRoute(): Record<string, (locale: Locale) => string[]> {
  const { contributors, stories } = getCollections();
  return {
    home: (locale) => [homePath(undefined, locale)],
    contributor: (locale) => [
      contributorIndexPath(locale),
      ...contributors.map((c) => contributorPath(c.slug, locale)),
    ],
    story: (locale) => stories.map((s) => storyPath(s.contributor, s.slug, locale)),
    search: (locale) => [searchPath(locale)],
    embed: (locale) => [embedPath(locale)],
    about: (locale) => [aboutPath(locale)],
    offline: (locale) => [offlinePath(locale)],
  };
}

/**
 * Every page, English first, then the same pages in each other language (every edition has every
 * page: an entry not translated yet shows its English words).
 */
export function getPagePaths(): string[] {
  const routes = Object.values(pagesByRoute());
  return LOCALES.flatMap((locale) => routes.flatMap((pages) => pages(locale)));
}

/**
 * The paths the build turns into each language's 404 page (`404.html`, `es/404.html`): the
 * catch-all route of each language renders its not-found page there, and scripts/postbuild moves
 * it into place.
 */
export const NOT_FOUND_PRERENDER_PATHS: Record<Locale, string> = Object.fromEntries(
  LOCALES.map((locale) => [locale, pathInLocale("/404", locale)]),
) as Record<Locale, string>;

/**
 * What the build pre-renders: every page and each language's 404 page. With `onePerRoute`, the
 * first page of each route with data, in each language: what React Router pre-renders itself when
 * the build renders the others in processes of its own (scripts/stages/prerender.ts, docs/decisions/021);
 * with `ssr: false` it refuses a route with a loader of which it pre-renders no page.
 */
export function getPrerenderPaths({ onePerRoute = false } = {}): string[] {
  if (!onePerRoute) return [...getPagePaths(), ...Object.values(NOT_FOUND_PRERENDER_PATHS)];
  const routes = Object.values(pagesByRoute());
  return LOCALES.flatMap((locale) => routes.flatMap((pages) => pages(locale).slice(0, 1)));
}
