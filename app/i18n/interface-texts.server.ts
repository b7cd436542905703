import type { InterfaceTexts } from "./interface-texts";
import type { Locale } from "./locale";
import type { SearchTexts } from "./texts/search";
import { en, enMasthead, enSearch } from "./texts/en";
import { es, esMasthead, esSearch } from "./texts/es";
import type { MastheadTexts } from "./texts/masthead";

const DICTIONARIES: Record<Locale, InterfaceTexts> = { en, es };

/**
 * The interface texts of one language, for the root loader: read at build time and shipped in
 * each page's data, so a page carries its own language's texts and no other.
 */
export function getInterfaceTexts(locale: Locale): InterfaceTexts {
  return DICTIONARIES[locale];
}

const SEARCH_DICTIONARIES: Record<Locale, SearchTexts> = { en: enSearch, es: esSearch };

/** The search page's texts of one language, for its loader: only that page carries them. */
export function getSearchTexts(locale: Locale): SearchTexts {
  return SEARCH_DICTIONARIES[locale];
}

const MASTHEAD_DICTIONARIES: Record<Locale, MastheadTexts> = { en: enMasthead, es: esMasthead };

/** The masthead page's texts of one language, for its loader: only that page carries them. */
export function getMastheadTexts(locale: Locale): MastheadTexts {
  return MASTHEAD_DICTIONARIES[locale];
}

/**
 * One formatter per language, made on first use: making one costs far more than using it, and a
 * build formats thousands of dates. Dates are formatted here, at build time, and travel as text
 * in a page's data: in the browser, the first formatter of a language loads that language's data,
 * 22 ms of one hydration task on a Spanish contributor page in a traced load (docs/decisions/016).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A content date (ISO, `2020-10-14`) as the page's readers write it: "October 14, 2020", "14 de octubre de 2020". */
export function formatDate(isoDate: string, texts: Pick<InterfaceTexts, "intlLocale">): string {
  let format = dateFormats.get(texts.intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(texts.intlLocale, {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(texts.intlLocale, format);
  }
  return format.format(new Date(isoDate));
}
