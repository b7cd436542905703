import type { UntranslatedMark } from "../content/types";
import { useTexts } from "../i18n/use-texts";

/**
 * The short note at the top of an entry whose words are still in English on a page in another
 * language (`lang` set): it says so in the page's language, and is marked as being in it.
 */
export function UntranslatedNote({ entry, text }: { entry: UntranslatedMark; text: string }) {
  const { locale } = useTexts();
  if (!entry.lang || entry.lang === locale) return null;
  return (
    <p className="untranslated-note" role="note" lang={locale} data-pagefind-ignore>
      {text}
    </p>
  );
}
