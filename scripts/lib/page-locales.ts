// The language of a built page path, and the same page in another language: English at the root,
// every other language under its own prefix (`/es`, `/es/contribuitor/<slug>`), as app/routes.ts
// mounts the same routes for each. For the build steps that list pages by language (sitemap,
// redirect pages, headers).
import { LOCALES, type Locale, SOURCE_LOCALE } from "../../app/i18n/locale";

/** A page path's language and the English page it translates (`/es/contribuitor` → es, `/contribuitor`). */
export function pageLocale(pagePath: string): { locale: Locale; sourcePath: string } {
  for (const locale of LOCALES) {
    if (locale === SOURCE_LOCALE) continue;
    if (pagePath === `/${locale}`) return { locale, sourcePath: "/" };
    if (pagePath.startsWith(`/${locale}/`)) return { locale, sourcePath: pagePath.slice(locale.length + 1) };
  }
  return { locale: SOURCE_LOCALE, sourcePath: pagePath };
}

/** The English page `sourcePath` in `locale` (`/contribuitor`, es → `/es/contribuitor`; `/`, es → `/es`). */
export function localizedPath(sourcePath: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return sourcePath;
  return sourcePath === "/" ? `/${locale}` : `/${locale}${sourcePath}`;
}
