/**
 * content/masthead.md (optional): the /about page's people, corrections address and its body, "how
 * the stories were made", in each language. Its translation, masthead.es.md beside it, holds only
 * words, checked against the English file as every translation is. Without the file the page shows
 * the newsrooms and the date of the last change only.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type Locale, SOURCE_LOCALE, TRANSLATED_LOCALES } from "../i18n/locale";
import type { Localized } from "./editions.server";
import {
  type MastheadFrontmatter,
  mastheadFrontmatterSchema,
  mastheadTranslationSchema,
} from "./masthead-schema.server";
import { renderMarkdown } from "./markdown.server";
import { type FileContext, type ParsedFile, readMarkdownFile, validate } from "./reading/files.server";
import { type Kind, checkTranslation, layWords } from "./reading/translation-check.server";

export const MASTHEAD_FILE = "masthead.md";

export type MastheadEntry = MastheadFrontmatter & { file: string; bodyHtml: string };

function toMastheadEntry(file: string, parsed: ParsedFile, context: FileContext): MastheadEntry | undefined {
  const data = validate(mastheadFrontmatterSchema, file, parsed.data, context.problems);
  return data && { ...data, file, bodyHtml: renderMarkdown(parsed.body) };
}

const mastheadKind = {
  translation: mastheadTranslationSchema,
  body: true,
  convert: (raw, context) => toMastheadEntry(raw.file, raw.parsed, context),
} satisfies Kind<MastheadEntry>;

/** The masthead in every language (English where not translated), or undefined without masthead.md or with problems. */
export function loadMasthead(context: FileContext): Record<Locale, Localized<MastheadEntry>> | undefined {
  const file = path.join(context.contentDir, MASTHEAD_FILE);
  if (!existsSync(file)) return undefined;
  const parsed = readMarkdownFile(file, context.problems);
  if (!parsed) return undefined;
  const english = toMastheadEntry(file, parsed, context);
  const masthead: Partial<Record<Locale, Localized<MastheadEntry>>> = {};
  if (english) masthead[SOURCE_LOCALE] = { ...english, lang: SOURCE_LOCALE };
  for (const locale of TRANSLATED_LOCALES) {
    const translationFile = path.join(context.contentDir, MASTHEAD_FILE.replace(/\.md$/, `.${locale}.md`));
    if (!existsSync(translationFile)) {
      if (english) masthead[locale] = { ...english, lang: SOURCE_LOCALE };
      continue;
    }
    const found = { locale, file: translationFile, englishFile: file };
    const checked = checkTranslation(mastheadKind as Kind<unknown>, found, parsed, context.problems, Boolean(english));
    if (!checked || !english) continue;
    const data = layWords(mastheadTranslationSchema.plan, parsed.data, checked.data);
    const entry = toMastheadEntry(file, { data, body: checked.body }, context);
    if (entry) masthead[locale] = { ...entry, lang: locale, translationFile };
  }
  return english ? (masthead as Record<Locale, Localized<MastheadEntry>>) : undefined;
}
