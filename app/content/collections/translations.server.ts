/**
 * Translations: a file beside the English one, `site.es.md` or `<collection>/<slug>/index.es.md`,
 * holding only the words (app/content/translatable.server.ts says which fields those are). Each
 * language's edition is every entry of the build with its translation's words laid over its
 * English frontmatter and run through the same conversion (same checks, same Markdown pipeline),
 * or the English entry itself, marked as such, where there is no translation yet.
 *
 * Checked like everything else, every problem at once: a field that is not words or does not
 * exist, a translation of an entry that does not exist, a word the English file has that the
 * translation lacks (or the other way round), an empty text, a missing body. A translation of an
 * entry kept out of the build (draft, excluded, or naming one that is) is kept out with it, unread.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type picomatch from "picomatch";
import { type Locale, SOURCE_LOCALE, TRANSLATED_LOCALES, type TranslatedLocale } from "../../i18n/locale";
import { type ContentProblem, describeFound, problemsFromZod } from "../content-error.server";
import {
  contributorTranslationSchema,
  newsroomTranslationSchema,
  siteTranslationSchema,
  storyTranslationSchema,
} from "../schemas.server";
import { type ObjectPlan, type TranslationSchema, sourceHasField } from "../translatable.server";
import { type ContributorEntry, toContributorEntry } from "./contributors.server";
import { type FileContext, type ParsedFile, type VideoRef, readMarkdownFile } from "./files.server";
import { type CollectionName, type Entry, type RawEntry, type ReadState, TRANSLATION_FILE } from "./folders.server";
import { type NewsroomEntry, toNewsroomEntry } from "./newsrooms.server";
import { SITE_FILE, type SiteConfig, toSiteConfig } from "./site-config.server";
import { type StoryEntry, toStoryEntry } from "./stories.server";

/** An entry as one language's edition has it. */
export type Localized<T> = T & {
  /** The language its words are in: the edition's, or English for an entry not translated yet. */
  lang: Locale;
  /** The translation file its words come from; absent in English and for an entry not translated. */
  translationFile?: string;
};

/** One language's edition of the content: every entry of the build, in the English order. */
export interface Edition {
  locale: Locale;
  site: Localized<SiteConfig>;
  newsrooms: Localized<NewsroomEntry>[];
  contributors: Localized<ContributorEntry>[];
  stories: Localized<StoryEntry>[];
}

/** The languages' names as the build's messages (in English, for editors) give them. */
const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { es: "Spanish" };

interface Kind<T> {
  translation: TranslationSchema;
  /** Whether its body is words a reader sees (a story's text, the site's introduction). */
  body: boolean;
  /** The field holding its video, whose captions a translation may give in its language. */
  video?: string;
  /** The English pipeline: frontmatter and body to an entry (undefined with problems in the context). */
  convert: (raw: RawEntry, context: FileContext) => T | undefined;
}

const KINDS = {
  site: {
    translation: siteTranslationSchema,
    body: true,
    video: "featuredVideo",
    convert: (raw, context) => toSiteConfig(raw.file, raw.parsed, context),
  } satisfies Kind<SiteConfig>,
  newsrooms: {
    translation: newsroomTranslationSchema,
    body: false,
    convert: toNewsroomEntry,
  } satisfies Kind<NewsroomEntry>,
  contributors: {
    translation: contributorTranslationSchema,
    body: false,
    video: "video",
    convert: toContributorEntry,
  } satisfies Kind<ContributorEntry>,
  stories: {
    translation: storyTranslationSchema,
    body: true,
    video: "video",
    convert: toStoryEntry,
  } satisfies Kind<StoryEntry>,
};

/** A translation file found beside an English one. */
interface FoundTranslation {
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
function findSiteTranslations(contentDir: string, problems: ContentProblem[]): FoundTranslation[] {
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
function findEntryTranslations(
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

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== "string" || value.trim() !== "");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every word the English file gives, the translation must give, and nothing the English file
 * lacks: so the two always say the same things, one in each language. Fields whose translation
 * has the wrong type are left to the schema's message. What the English file lacks is only held
 * against the translation when the English file is sound (`englishSound`): a field missing there
 * is the English file's problem, reported once, there.
 */
function compareWithEnglish(
  plan: ObjectPlan,
  english: unknown,
  translated: unknown,
  at: string[],
  problem: (field: string[], expected: string, found: string) => void,
  options: { language: string; englishSound: boolean },
): void {
  const { language, englishSound } = options;
  const en = isRecord(english) ? english : {};
  const tr = isRecord(translated) ? translated : {};
  for (const [name, field] of Object.entries(plan.fields)) {
    const here = [...at, name];
    const enValue = en[name];
    const trValue = tr[name];
    const englishHas = field.kind === "words" || field.kind === "own-file" ? isPresent(enValue) : enValue != null;
    if (!englishHas) {
      if (trValue !== undefined && englishSound) {
        problem(
          here,
          `no such field here: the English file has no ${here.join(".")} to translate`,
          describeFound(trValue),
        );
      }
      continue;
    }
    switch (field.kind) {
      case "words":
        if (trValue === undefined) {
          problem(
            here,
            `the ${language} for this field (the English file has ${describeFound(enValue)})`,
            describeFound(undefined),
          );
        }
        break;
      case "own-file":
        break;
      case "object":
        if (trValue === undefined || isRecord(trValue))
          compareWithEnglish(field, enValue, trValue, here, problem, options);
        break;
      case "list": {
        if (!Array.isArray(enValue) || (trValue !== undefined && !Array.isArray(trValue))) break;
        const enItems = enValue.filter(isRecord);
        const trItems = ((trValue as unknown[] | undefined) ?? []).map((item) => (isRecord(item) ? item : {}));
        const enKeys = enItems.map((item) => item[field.key]);
        const seen = new Set<unknown>();
        trItems.forEach((item, index) => {
          const key = item[field.key];
          if (key === undefined) return; // the schema reports it
          if (!enKeys.includes(key)) {
            problem(
              [...here, String(index), field.key],
              `the ${field.key} of an item in the English file (one of: ${enKeys.map(String).join(", ")})`,
              describeFound(key),
            );
          } else if (seen.has(key)) {
            problem([...here, String(index), field.key], `each ${field.key} once`, `${describeFound(key)} again`);
          }
          seen.add(key);
        });
        for (const enItem of enItems) {
          const index = trItems.findIndex((item) => item[field.key] === enItem[field.key]);
          if (index === -1) {
            problem(
              here,
              `an item with ${field.key}: ${String(enItem[field.key])}, translated, as the English file has one`,
              "no such item",
            );
          } else compareWithEnglish(field.element, enItem, trItems[index], [...here, String(index)], problem, options);
        }
        break;
      }
    }
  }
}

/**
 * The translation's frontmatter and body checked against its schema and its English file; the
 * frontmatter when both are sound, else undefined with every problem pushed onto `problems`.
 */
function checkTranslation(
  kind: Kind<unknown>,
  found: FoundTranslation,
  english: ParsedFile,
  problems: ContentProblem[],
  englishSound: boolean,
): { data: Record<string, unknown>; body: string } | undefined {
  const parsed = readMarkdownFile(found.file, problems);
  if (!parsed) return undefined;
  const language = LANGUAGE_NAMES[found.locale];
  const own: ContentProblem[] = [];
  const { source } = kind.translation;
  const result = kind.translation.schema.safeParse(parsed.data);
  if (!result.success) {
    own.push(
      ...problemsFromZod(found.file, result.error, parsed.data, (keys) =>
        sourceHasField(source, keys)
          ? `only words in a translation: ${keys.join(".")} comes from the English file, so remove it here`
          : undefined,
      ),
    );
  }
  const reported = new Set(own.map((p) => p.field));
  compareWithEnglish(
    kind.translation.plan,
    english.data,
    parsed.data,
    [],
    (field, expected, foundText) => {
      const name = field.join(".");
      if (!reported.has(name)) own.push({ file: found.file, field: name, expected, found: foundText });
    },
    { language, englishSound },
  );
  if (kind.body && english.body.trim() !== "" && parsed.body.trim() === "") {
    own.push({
      file: found.file,
      field: "(body)",
      expected: `the ${language} text below the frontmatter, as the English file has one`,
      found: "nothing",
    });
  }
  problems.push(...own);
  return own.length === 0 ? { data: result.data!, body: parsed.body } : undefined;
}

/** The English frontmatter with the translation's words laid over it: objects field by field, lists by key. */
function layWords(plan: ObjectPlan, english: Record<string, unknown>, words: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...english };
  for (const [name, field] of Object.entries(plan.fields)) {
    const value = words[name];
    if (value === undefined) continue;
    if (field.kind === "object") {
      merged[name] = layWords(field, isRecord(english[name]) ? english[name] : {}, value as Record<string, unknown>);
    } else if (field.kind === "list") {
      const items = value as Record<string, unknown>[];
      merged[name] = (english[name] as Record<string, unknown>[]).map((item) => {
        const translated = items.find((t) => t[field.key] === item[field.key]);
        return translated ? layWords(field.element, item, translated) : item;
      });
    } else merged[name] = value;
  }
  return merged;
}

/** The captions of a translated video: its own track first where it gives one, the English one offered beside it. */
function withCaptionTracks(
  translated: VideoRef | undefined,
  english: VideoRef | undefined,
  locale: TranslatedLocale,
  ownTrack: boolean,
): VideoRef | undefined {
  if (!translated || !ownTrack) return translated;
  // YouTube plays its own tracks; ours is the transcript's source only.
  if (translated.kind === "youtube") return { ...translated, captionsLang: locale };
  if (english?.kind !== "file") return translated;
  return { ...translated, captionsLang: locale, otherCaptions: [{ lang: SOURCE_LOCALE, file: english.captions }] };
}

/** The entry translated into `found.locale`, or undefined when its translation has problems. */
function translateEntry<T extends object>(
  kind: Kind<T>,
  english: T,
  raw: RawEntry,
  found: FoundTranslation,
  context: FileContext,
): Localized<T> | undefined {
  const checked = checkTranslation(kind as Kind<unknown>, found, raw.parsed, context.problems, true);
  if (!checked) return undefined;
  const data = layWords(kind.translation.plan, raw.parsed.data, checked.data);
  // The English file passed, so whatever fails now (a captions file that is missing) is the translation's.
  const problems: ContentProblem[] = [];
  const entry = kind.convert(
    { ...raw, parsed: { data, body: kind.body ? checked.body : raw.parsed.body } },
    { ...context, problems },
  );
  context.problems.push(...problems.map((problem) => ({ ...problem, file: found.file })));
  if (!entry || problems.length > 0) return undefined;
  const localized: Localized<T> = { ...entry, lang: found.locale, translationFile: found.file };
  if (kind.video) {
    const videos = localized as unknown as Record<string, VideoRef | undefined>;
    const words = checked.data[kind.video];
    const ownTrack = isRecord(words) && words.captions !== undefined;
    const englishVideo = (english as unknown as Record<string, VideoRef | undefined>)[kind.video];
    videos[kind.video] = withCaptionTracks(videos[kind.video], englishVideo, found.locale, ownTrack);
  }
  return localized;
}

const untranslated = <T extends object>(entry: T): Localized<T> => ({ ...entry, lang: SOURCE_LOCALE });

/** What the build read of the English files, for the translations to be laid over. */
export interface EnglishContent {
  site?: { config?: SiteConfig; parsed?: ParsedFile };
  /** Every entry read (not drafts, not excluded), valid or not. */
  raws: Record<CollectionName, RawEntry[]>;
  /** The entries in the build, in their order. */
  kept: { newsrooms: NewsroomEntry[]; contributors: ContributorEntry[]; stories: StoryEntry[] };
}

/**
 * Every language's edition. English is the entries themselves; each other language has each
 * entry's translation where there is a sound one, else the English entry marked `lang: "en"`.
 * Problems go onto `state.problems`; with any, the editions are incomplete (the build stops anyway).
 */
export function loadEditions(
  english: EnglishContent,
  matchers: picomatch.Matcher[],
  state: ReadState,
): Record<Locale, Edition> | undefined {
  const context: FileContext = state;
  const siteTranslations = findSiteTranslations(state.contentDir, state.problems);
  const entryTranslations = {
    newsrooms: findEntryTranslations("newsrooms", state.contentDir, matchers, state.problems),
    contributors: findEntryTranslations("contributors", state.contentDir, matchers, state.problems),
    stories: findEntryTranslations("stories", state.contentDir, matchers, state.problems),
  };

  const translateCollection = <T extends Entry>(
    name: CollectionName,
    kind: Kind<T>,
    kept: T[],
    locale: TranslatedLocale,
  ): Localized<T>[] => {
    const keptByFile = new Map(kept.map((entry) => [entry.file, entry]));
    const rawByFile = new Map(english.raws[name].map((raw) => [raw.file, raw]));
    const translated = new Map<string, Localized<T>>();
    for (const found of entryTranslations[name].filter((t) => t.locale === locale)) {
      const raw = rawByFile.get(found.englishFile);
      // Not read: a draft or excluded (kept out with it), or a file that does not parse (already reported).
      if (!raw) continue;
      const entry = keptByFile.get(found.englishFile);
      if (entry) {
        const result = translateEntry(kind, entry, raw, found, context);
        if (result) translated.set(found.englishFile, result);
      } else if (!state.unpublished[name].has(raw.slug)) {
        // The English entry has problems of its own: check the translation too, so one build lists all.
        checkTranslation(kind as Kind<unknown>, found, raw.parsed, state.problems, false);
      }
    }
    return kept.map((entry) => translated.get(entry.file) ?? untranslated(entry));
  };

  const editions: Partial<Record<Locale, Edition>> = {};
  const { site } = english;
  if (site?.config) {
    editions[SOURCE_LOCALE] = {
      locale: SOURCE_LOCALE,
      site: untranslated(site.config),
      newsrooms: english.kept.newsrooms.map(untranslated),
      contributors: english.kept.contributors.map(untranslated),
      stories: english.kept.stories.map(untranslated),
    };
  }
  for (const locale of TRANSLATED_LOCALES) {
    let localizedSite: Localized<SiteConfig> | undefined;
    for (const found of siteTranslations.filter((t) => t.locale === locale)) {
      if (!site?.parsed) continue; // site.md does not parse: reported already
      const raw: RawEntry = { slug: "site", file: found.englishFile, parsed: site.parsed };
      if (site.config) localizedSite = translateEntry(KINDS.site, site.config, raw, found, context);
      else checkTranslation(KINDS.site as Kind<unknown>, found, site.parsed, state.problems, false);
    }
    const newsrooms = translateCollection("newsrooms", KINDS.newsrooms, english.kept.newsrooms, locale);
    const contributors = translateCollection("contributors", KINDS.contributors, english.kept.contributors, locale);
    const stories = translateCollection("stories", KINDS.stories, english.kept.stories, locale);
    if (site?.config) {
      editions[locale] = {
        locale,
        site: localizedSite ?? untranslated(site.config),
        newsrooms,
        contributors,
        stories,
      };
    }
  }
  return editions[SOURCE_LOCALE] && TRANSLATED_LOCALES.every((locale) => editions[locale])
    ? (editions as Record<Locale, Edition>)
    : undefined;
}
