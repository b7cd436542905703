/**
 * Reads the editors' files in content/ into typed, validated collections: newsrooms,
 * contributors, stories, and the site settings. Every problem in every file is collected and
 * thrown together as one ContentError, so an editor fixes them all in one round.
 *
 * Layout, one shape per collection: content/site.md, and content/<collection>/<slug>/index.md with
 * that entry's images beside it. Each collection has its three modules, named for it
 * (story-schema, story-entry, story-queries.server.ts): its schema, its entry (how a file becomes
 * one, in each language) and its queries. The shared steps live in app/content/reading/ (a folder's entries, with drafts and `exclude` globs kept out; one
 * file's frontmatter and files; the references between collections; finding and checking
 * translations); editions.server.ts makes each language's edition, and cache.server.ts serves the
 * result once per process.
 */
import { ContentError } from "./content-error.server";
import { getContentDir } from "../config/content-dir.server";
import { type ContributorEntry, contributorKind } from "./contributor-entry.server";
import { type Edition, type Localized, loadEditions } from "./editions.server";
import { type MastheadEntry, loadMasthead } from "./masthead-entry.server";
import { type NewsroomEntry, newsroomKind } from "./newsroom-entry.server";
import type { FileContext, VideoRef } from "./reading/files.server";
import {
  COLLECTION_NAMES,
  type CollectionName,
  type RawEntry,
  type SkippedEntry,
  readCollection,
} from "./reading/folders.server";
import { type ReferenceState, checkInvalidReferences, keepReferenced } from "./reading/references.server";
import { type SiteConfig, loadSite } from "./site-config.server";
import { type StoryEntry, checkStorySlugs, storyKind } from "./story-entry.server";
import type { Locale } from "../i18n/locale";
import { chooseRelatedStories } from "./related-stories.server";

export interface Collections {
  contentDir: string;
  site: SiteConfig;
  newsrooms: NewsroomEntry[];
  contributors: ContributorEntry[];
  stories: StoryEntry[];
  /** Entries kept out of the build, by path relative to content/, with the reason. */
  skipped: SkippedEntry[];
  /**
   * The content in each language: the same entries in the same order, each with its words in that
   * language where a translation gives them (`lang` says which language they are in).
   */
  editions: Record<Locale, Edition>;
  /** Each story's related stories, by slug, best first (app/related/): chosen once, in the content stage. */
  relatedStories: Map<string, string[]>;
  /** content/masthead.md in each language, when there is one (the /about page's people). */
  masthead?: Record<Locale, Localized<MastheadEntry>>;
}

const perCollection = <T>(make: () => T): Record<CollectionName, T> => ({
  newsrooms: make(),
  contributors: make(),
  stories: make(),
});

/** Each collection's module: its raw entries validated, their files checked. */
const KINDS = { newsrooms: newsroomKind, contributors: contributorKind, stories: storyKind };

export function loadCollections(contentDir = getContentDir()): Collections {
  const state: ReferenceState = {
    contentDir,
    problems: [],
    skipped: [],
    unpublished: perCollection(() => new Set<string>()),
    existing: perCollection(() => new Set<string>()),
  };
  const context: FileContext = state;
  const { site, matchers, parsed: siteParsed } = loadSite(context);

  const valid = {
    newsrooms: [] as NewsroomEntry[],
    contributors: [] as ContributorEntry[],
    stories: [] as StoryEntry[],
  };
  // Entries that failed validation still get their references checked, so one build lists every problem.
  const invalid = perCollection<RawEntry[]>(() => []);
  const raws = perCollection<RawEntry[]>(() => []);
  for (const name of COLLECTION_NAMES) {
    raws[name] = readCollection(name, matchers, state);
    for (const raw of raws[name]) state.existing[name].add(raw.slug);
    for (const raw of raws[name]) {
      const entry = KINDS[name].convert(raw, context);
      if (entry) (valid[name] as (typeof entry)[]).push(entry);
      else invalid[name].push(raw);
    }
  }

  const kept = keepReferenced(valid, state);
  checkInvalidReferences(invalid, kept, state);
  checkStorySlugs(valid.stories, state.problems);

  const byOrder = <T extends { order: number; name: string }>(a: T, b: T) =>
    a.order - b.order || a.name.localeCompare(b.name);
  const newsrooms = kept.newsrooms.sort(byOrder);
  const contributors = kept.contributors.sort(byOrder);
  const stories = kept.stories.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  // In the English order: a translated title never moves a story.
  const editions = loadEditions(
    { site: { config: site, parsed: siteParsed }, raws, kept: { newsrooms, contributors, stories } },
    matchers,
    state,
  );

  const relatedStories = chooseRelatedStories(stories, state.problems, state.existing.stories);
  const masthead = loadMasthead(context);

  if (state.problems.length > 0 || !site || !editions) throw new ContentError(state.problems);
  return {
    contentDir,
    site,
    newsrooms,
    contributors,
    stories,
    skipped: state.skipped,
    editions,
    relatedStories,
    ...(masthead ? { masthead } : {}),
  };
}

/**
 * Every video of every edition (the featured one, each contributor's, each story's): a translated
 * video names its own captions track, which the build must copy with the rest.
 */
export function editionVideos(collections: Collections): VideoRef[] {
  return Object.values(collections.editions).flatMap((edition) => [
    edition.site.featuredVideo,
    ...edition.contributors.map((c) => c.video),
    ...edition.stories.flatMap((s) => (s.video ? [s.video] : [])),
  ]);
}

/** The files a video's page needs: the video itself, every captions track, in every language, and its audio description. */
export function videoMediaFiles(video: VideoRef): string[] {
  if (video.kind !== "file") return [];
  return [
    video.file,
    video.captions,
    ...(video.otherCaptions ?? []).map((track) => track.file),
    ...(video.descriptions ? [video.descriptions] : []),
    ...(video.describedFile ? [video.describedFile] : []),
  ];
}
