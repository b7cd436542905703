import { OFFLINE_TEXTS, type OfflineTexts } from "../i18n/texts/offline";
import { useTexts } from "../i18n/use-texts";

/** The offline reading words in the page's language. */
export function useOfflineTexts(): OfflineTexts & { intlLocale: string } {
  const { locale, intlLocale } = useTexts();
  return { ...OFFLINE_TEXTS[locale], intlLocale };
}
