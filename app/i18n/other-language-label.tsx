import type { Locale } from "./locale";
import { useTexts } from "./use-texts";

/**
 * On a link to an entry whose words are still in the other language (its `lang`, set only then):
 * a small label saying so, in the page's language, inside the link so that its name says it too.
 */
export function OtherLanguageLabel({ lang }: { lang?: Locale }) {
  const texts = useTexts();
  if (!lang || lang === texts.locale) return null;
  return (
    <span className="tag tag--untranslated other-language-label" lang={texts.locale}>
      {texts.inOtherLanguage}
    </span>
  );
}
