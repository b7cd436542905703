/**
 * The site's two languages. English is the original: every content file is written in it first,
 * and a Spanish translation is a file beside it (`index.es.md`) holding only the words.
 * Client-safe: routes, components and content all name a language with this type.
 */

/** Every language the site is published in, the original first. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language every content file is written in first; the other languages translate it. */
export const SOURCE_LOCALE = "en" satisfies Locale;

/** The languages that translate the source: their files are named `<name>.<locale>.md`. */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof SOURCE_LOCALE> => locale !== SOURCE_LOCALE,
);
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
