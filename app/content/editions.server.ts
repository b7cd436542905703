/**
 * Each language's edition of the content: every entry of the build with its translation's words
 * laid over its English frontmatter and run through its collection's own conversion (same checks,
 * same Markdown pipeline), or the English entry itself, marked as such, where there is no
 * translation yet. A translation of an entry kept out of the build (draft, excluded, or naming one
 * that is) is kept out with it, unread; one of an entry with problems of its own is checked too, so
 * one build lists every problem.
 */
import type picomatch from "picomatch";
import type { ContentProblem } from "./content-error.server";
import { type Locale, SOURCE_LOCALE, TRANSLATED_LOCALES, type TranslatedLocale } from "../i18n/locale";
import { type ContributorEntry, contributorKind } from "./contributor-entry.server";
import { type NewsroomEntry, newsroomKind } from "./newsroom-entry.server";
import type { FileContext, ParsedFile, VideoRef } from "./reading/files.server";
import type { CollectionName, Entry, RawEntry, ReadState } from "./reading/folders.server";
import { type Kind, checkTranslation, isRecord, layWords } from "./reading/translation-check.server";
import { type FoundTranslation, findEntryTranslations, findSiteTranslations } from "./reading/translation-files.server";
import { type SiteConfig, siteKind } from "./site-config.server";
import { type StoryEntry, storyKind } from "./story-entry.server";

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

/** The descriptions of a translated video: its own track where it gives one, else the English one. */
function withDescriptionsTrack(
  translated: VideoRef | undefined,
  locale: TranslatedLocale,
  ownTrack: boolean,
): VideoRef | undefined {
  if (translated?.kind !== "file" || !ownTrack) return translated;
  return { ...translated, descriptionsLang: locale };
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
    const ownDescriptions = isRecord(words) && words.descriptions !== undefined;
    videos[kind.video] = withDescriptionsTrack(videos[kind.video], found.locale, ownDescriptions);
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

/** One collection in `locale`: each kept entry's sound translation, else the English entry. */
function translateCollection<T extends Entry>(
  name: CollectionName,
  kind: Kind<T>,
  kept: T[],
  found: FoundTranslation[],
  english: EnglishContent,
  state: ReadState,
): Localized<T>[] {
  const keptByFile = new Map(kept.map((entry) => [entry.file, entry]));
  const rawByFile = new Map(english.raws[name].map((raw) => [raw.file, raw]));
  const translated = new Map<string, Localized<T>>();
  for (const translation of found) {
    const raw = rawByFile.get(translation.englishFile);
    // Not read: a draft or excluded (kept out with it), or a file that does not parse (already reported).
    if (!raw) continue;
    const entry = keptByFile.get(translation.englishFile);
    if (entry) {
      const result = translateEntry(kind, entry, raw, translation, state);
      if (result) translated.set(translation.englishFile, result);
    } else if (!state.unpublished[name].has(raw.slug)) {
      // The English entry has problems of its own: check the translation too, so one build lists all.
      checkTranslation(kind as Kind<unknown>, translation, raw.parsed, state.problems, false);
    }
  }
  return kept.map((entry) => translated.get(entry.file) ?? untranslated(entry));
}

/** site.md in one language: its sound translation, else undefined (the English settings stand). */
function translateSite(
  site: EnglishContent["site"],
  found: FoundTranslation[],
  state: ReadState,
): Localized<SiteConfig> | undefined {
  let localized: Localized<SiteConfig> | undefined;
  for (const translation of found) {
    if (!site?.parsed) continue; // site.md does not parse: reported already
    const raw: RawEntry = { slug: "site", file: translation.englishFile, parsed: site.parsed };
    if (site.config) localized = translateEntry(siteKind, site.config, raw, translation, state);
    else checkTranslation(siteKind as Kind<unknown>, translation, site.parsed, state.problems, false);
  }
  return localized;
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
  const siteTranslations = findSiteTranslations(state.contentDir, state.problems);
  const entryTranslations = {
    newsrooms: findEntryTranslations("newsrooms", state.contentDir, matchers, state.problems),
    contributors: findEntryTranslations("contributors", state.contentDir, matchers, state.problems),
    stories: findEntryTranslations("stories", state.contentDir, matchers, state.problems),
  };
  const { site, kept } = english;
  const editions: Partial<Record<Locale, Edition>> = {};
  if (site?.config) {
    editions[SOURCE_LOCALE] = {
      locale: SOURCE_LOCALE,
      site: untranslated(site.config),
      newsrooms: kept.newsrooms.map(untranslated),
      contributors: kept.contributors.map(untranslated),
      stories: kept.stories.map(untranslated),
    };
  }
  for (const locale of TRANSLATED_LOCALES) {
    const inLocale = (found: FoundTranslation[]) => found.filter((t) => t.locale === locale);
    const translate = <T extends Entry>(name: CollectionName, kind: Kind<T>, entries: T[]) =>
      translateCollection(name, kind, entries, inLocale(entryTranslations[name]), english, state);
    const localizedSite = translateSite(site, inLocale(siteTranslations), state);
    const newsrooms = translate("newsrooms", newsroomKind, kept.newsrooms);
    const contributors = translate("contributors", contributorKind, kept.contributors);
    const stories = translate("stories", storyKind, kept.stories);
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
