import type { InterfaceTexts } from "./interface-texts";
import type { Locale } from "./locale";
import { en } from "./texts/en";
import { es } from "./texts/es";

const DICTIONARIES: Record<Locale, InterfaceTexts> = { en, es };

/**
 * The interface texts of one language, for the root loader: read at build time and shipped in
 * each page's data, so a page carries its own language's texts and no other.
 */
export function getInterfaceTexts(locale: Locale): InterfaceTexts {
  return DICTIONARIES[locale];
}
