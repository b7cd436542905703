/**
 * The content as the queries read it: one language's edition (an entry not translated yet keeps
 * its English words, marked `lang: "en"`, types.ts), and its entries by slug. Shared by the
 * collections' queries, so each page's loader finds what it shows without a walk over everything.
 */
import type { Locale } from "../i18n/locale";
import { getCollections } from "./cache.server";
import type { ContributorEntry } from "./contributor-entry.server";
import type { Edition, Localized } from "./editions.server";
import type { NewsroomEntry } from "./newsroom-entry.server";
import type { StoryEntry } from "./story-entry.server";

/** Entries by slug, built once per loaded copy of each language's edition. */
const indexes = new WeakMap<
  Edition,
  {
    newsrooms: Map<string, Localized<NewsroomEntry>>;
    contributors: Map<string, Localized<ContributorEntry>>;
    /** Each contributor's position in order, and their stories: a page needs both, a thousand times per build. */
    contributorOrder: Map<string, number>;
    storiesByContributor: Map<string, Localized<StoryEntry>[]>;
    /** Each chapter's stories in the home page's order. */
    storiesByChapter: Map<string, Localized<StoryEntry>[]>;
    chapterTitles: Map<string, string>;
  }
>();

/** The content in the page's language. */
export function edition(locale: Locale): Edition {
  return getCollections().editions[locale];
}

export function lookup(locale: Locale) {
  const content = edition(locale);
  let index = indexes.get(content);
  if (!index) {
    const storiesByContributor = new Map<string, Localized<StoryEntry>[]>();
    const storiesByChapter = new Map<string, Localized<StoryEntry>[]>();
    for (const story of content.stories) {
      storiesByContributor.set(story.contributor, [...(storiesByContributor.get(story.contributor) ?? []), story]);
      storiesByChapter.set(story.chapter, [...(storiesByChapter.get(story.chapter) ?? []), story]);
    }
    index = {
      newsrooms: new Map(content.newsrooms.map((n) => [n.slug, n])),
      contributors: new Map(content.contributors.map((c) => [c.slug, c])),
      contributorOrder: new Map(content.contributors.map((c, i) => [c.slug, i])),
      storiesByContributor,
      storiesByChapter,
      chapterTitles: new Map(content.site.chapters.map((c) => [c.id, c.title])),
    };
    indexes.set(content, index);
  }
  return index;
}

/** `lang` for an entry whose words are not in the page's language; nothing otherwise. */
export function mark(entry: { lang: Locale }, locale: Locale): { lang?: Locale } {
  return entry.lang === locale ? {} : { lang: entry.lang };
}

/** A contributor as a story or a neighbour names them: slug and name. */
export function contributorLink(slug: string, locale: Locale): { slug: string; name: string } {
  const contributor = lookup(locale).contributors.get(slug)!;
  return { slug: contributor.slug, name: contributor.name };
}
