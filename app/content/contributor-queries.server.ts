/** What pages show of the contributors, in the page's language. */
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import type { Localized } from "./editions.server";
import { getImage } from "../images/images.server";
import { edition, lookup, mark } from "./lookup.server";
import { newsroomSummary } from "./newsroom-queries.server";
import { getContributorStories } from "./story-queries.server";
import type { Contributor, ContributorSummary } from "./types";
import { toVideo } from "./videos.server";
import type { ContributorEntry } from "./contributor-entry.server";

async function toContributorSummary(
  entry: Localized<ContributorEntry>,
  locale: Locale,
  placeholder = false,
): Promise<ContributorSummary> {
  return {
    slug: entry.slug,
    name: entry.name,
    age: entry.age,
    hometown: entry.hometown,
    newsroom: newsroomSummary(entry.newsroom, locale),
    portrait: await getImage(entry.portrait, "portrait", { placeholder }),
    sample: entry.sample,
    ...mark(entry, locale),
  };
}

/** Every contributor, in order, as the index page lists them. */
export async function getContributorListings(locale: Locale = SOURCE_LOCALE): Promise<ContributorSummary[]> {
  return Promise.all(edition(locale).contributors.map((c) => toContributorSummary(c, locale)));
}

/** One contributor with their stories in full and their neighbours, or undefined for an unknown slug. */
export async function getContributor(slug: string, locale: Locale = SOURCE_LOCALE): Promise<Contributor | undefined> {
  const { contributors } = edition(locale);
  const { contributorOrder } = lookup(locale);
  const index = contributorOrder.get(slug) ?? -1;
  const entry = contributors[index];
  if (!entry) return undefined;
  const neighbour = (c: ContributorEntry | undefined) => (c ? { slug: c.slug, name: c.name } : undefined);
  const previous = neighbour(contributors[index - 1]);
  const next = neighbour(contributors[index + 1]);
  return {
    ...(await toContributorSummary(entry, locale, true)),
    bio: entry.bio,
    video: await toVideo(entry.video),
    stories: await getContributorStories(slug, locale),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
}
