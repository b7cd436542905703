import { LOCALES, type Locale, SOURCE_LOCALE } from "../app/i18n/locale";

/**
 * Each language's 404 page, as the build writes it into the client folder: `404.html` for English
 * (where every static host looks for it), `es/404.html` for the paths under /es/. The build
 * (scripts/postbuild/not-found-page.ts), the project's server, the `_redirects` rules and
 * deploy/nginx.conf all follow this one layout.
 */
export interface NotFoundPage {
  locale: Locale;
  /** The file, relative to the client folder: `404.html`, `es/404.html`. */
  file: string;
  /** Its URL path, as `_headers` names it: `/404.html`, `/es/404.html`. */
  path: string;
  /** The unknown paths it answers: every path starting so (`/` for English, the fallback). */
  prefix: string;
}

export function notFoundPage(locale: Locale): NotFoundPage {
  const folder = locale === SOURCE_LOCALE ? "" : `${locale}/`;
  return { locale, file: `${folder}404.html`, path: `/${folder}404.html`, prefix: `/${folder}` };
}

/** Every language's 404 page, the longest prefix first, so the first match is the right one. */
export const NOT_FOUND_PAGES: readonly NotFoundPage[] = LOCALES.map(notFoundPage).sort(
  (a, b) => b.prefix.length - a.prefix.length,
);

/** The 404 page for an unknown path: its language's when it is under a language's folder, else English. */
export function notFoundPageFor(pathname: string): NotFoundPage {
  return NOT_FOUND_PAGES.find((page) => pathname.startsWith(page.prefix)) ?? notFoundPage(SOURCE_LOCALE);
}
