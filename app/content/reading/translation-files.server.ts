/**
 * Finding translations: a file beside the English one, `site.es.md` or
 * `<collection>/<slug>/index.es.md`. A translation in a language the site is not published in, or
 * beside no English file, is a problem reported with the rest.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type picomatch from "picomatch";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../i18n/locale";
import type { ContentProblem } from "../content-error.server";
import { type CollectionName, TRANSLATION_FILE } from "./folders.server";

/** The languages' names as the build's messages (in English, for editors) give them. */
export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { es: "Spanish" };

/** The site's file name in content/. */
export const SITE_FILE = "site.md";

/** A translation file found beside an English one. */
export interface FoundTranslation {
  locale: TranslatedLocale;
  file: string;
  /** The English file it translates. */
  englishFile: string;
}

/** A translation of site.md: `site.<language>.md`, like site.es.md. */
const SITE_TRANSLATION_FILE = /^site\.([^.]+)\.md$/;

function unknownLanguage(file: string, base: string, found: string): ContentProblem {
  const names = TRANSLATED_LOCALES.map((locale) => `${base}.${locale}.md (${LANGUAGE_NAMES[locale]})`).join(", ");
  return {
    file,
    expected: `a translation named for a language the site is published in: ${names}`,
    found: `a file named ${found}`,
  };
}

/** The translations beside site.md, reporting any in an unknown language and any without site.md. */
export function findSiteTranslations(contentDir: string, problems: ContentProblem[]): FoundTranslation[] {
  const englishFile = path.join(contentDir, SITE_FILE);
  const found: FoundTranslation[] = [];
  for (const name of existsSync(contentDir) ? readdirSync(contentDir).sort() : []) {
    const locale = SITE_TRANSLATION_FILE.exec(name)?.[1];
    if (!locale) continue;
    const file = path.join(contentDir, name);
    if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale)) problems.push(unknownLanguage(file, "site", name));
    else if (!existsSync(englishFile)) problems.push(noEnglishFile(file, SITE_FILE));
    else found.push({ locale: locale as TranslatedLocale, file, englishFile });
  }
  return found;
}

function noEnglishFile(file: string, english: string): ContentProblem {
  return {
    file,
    expected: `the English ${english} beside it: a translation translates an entry that exists`,
    found: `no ${english} in ${path.relative(process.cwd(), path.dirname(file)) || "this folder"}`,
  };
}

/**
 * The translations in one collection's folders, by the English file they translate. Folders and
 * files matching an `exclude` glob are skipped, like the entries themselves.
 */
export function findEntryTranslations(
  name: CollectionName,
  contentDir: string,
  matchers: picomatch.Matcher[],
  problems: ContentProblem[],
): FoundTranslation[] {
  const dir = path.join(contentDir, name);
  if (!existsSync(dir)) return [];
  const found: FoundTranslation[] = [];
  for (const child of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!child.isDirectory() || child.name.startsWith(".") || child.name.startsWith("_")) continue;
    const relative = `${name}/${child.name}`;
    if (matchers.some((match) => match(relative) || match(`${relative}/index.md`))) continue;
    const folder = path.join(dir, child.name);
    for (const fileName of readdirSync(folder).sort()) {
      const locale = TRANSLATION_FILE.exec(fileName)?.[1];
      if (!locale || matchers.some((match) => match(`${relative}/${fileName}`))) continue;
      const file = path.join(folder, fileName);
      const englishFile = path.join(folder, "index.md");
      if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale)) {
        problems.push(unknownLanguage(file, "index", fileName));
      } else if (!existsSync(englishFile)) problems.push(noEnglishFile(file, "index.md"));
      else found.push({ locale: locale as TranslatedLocale, file, englishFile });
    }
  }
  return found;
}
