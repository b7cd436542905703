/** What pages show of the newsrooms, in the page's language. */
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import type { Localized } from "./editions.server";
import { getImage } from "../images/images.server";
import { edition, lookup, mark } from "./lookup.server";
import type { Newsroom, NewsroomSummary } from "./types";
import type { NewsroomEntry } from "./newsroom-entry.server";

export function newsroomSummary(slug: string, locale: Locale): NewsroomSummary {
  const newsroom = lookup(locale).newsrooms.get(slug);
  if (!newsroom) throw new Error(`Unknown newsroom ${slug}`);
  return {
    slug: newsroom.slug,
    name: newsroom.name,
    region: newsroom.region,
    url: newsroom.url,
    ...mark(newsroom, locale),
  };
}

async function toNewsroom(entry: Localized<NewsroomEntry>, locale: Locale): Promise<Newsroom> {
  return {
    ...newsroomSummary(entry.slug, locale),
    description: entry.description,
    logo: await getImage(entry.logo, "logo"),
  };
}

/** Every newsroom with its logo. */
export async function getNewsrooms(locale: Locale): Promise<Newsroom[]> {
  return Promise.all(edition(locale).newsrooms.map((newsroom) => toNewsroom(newsroom, locale)));
}

/** What the search page offers to filter by: each newsroom's slug and name. */
export function getSearchFilters(locale: Locale = SOURCE_LOCALE): { slug: string; name: string; lang?: Locale }[] {
  return edition(locale).newsrooms.map((newsroom) => ({
    slug: newsroom.slug,
    name: newsroom.name,
    ...mark(newsroom, locale),
  }));
}
