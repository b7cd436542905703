import { Link } from "react-router";
import { LOCALES } from "../i18n/locale";
import { useTexts } from "../i18n/use-texts";
import { pathInLocale } from "../addresses/site-paths";

/**
 * The same page in the other language, named in that language ("Español", "English") and marked
 * so (`lang`, `hreflang`). `target="_top"` from the embed, whose links all open the full site.
 */
export function LanguageLink({ path, target, origin = "" }: { path: string; target?: "_top"; origin?: string }) {
  const texts = useTexts();
  const other = LOCALES.find((locale) => locale !== texts.locale) ?? texts.locale;
  const to = pathInLocale(path, other);
  const props = {
    className: "language-link",
    hrefLang: other,
    lang: other,
    title: texts.otherLanguageLinkLabel,
    children: texts.otherLanguageName,
  };
  // From the embed, a plain link: it leaves the iframe for the full site.
  return target ? <a href={`${origin}${to}`} target={target} {...props} /> : <Link to={to} {...props} />;
}
