import type { EmbedListing } from "./embed-listing";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { getCollections } from "../content/cache.server";

/**
 * The names and slugs the embed's views choose from (app/embed/embed-listing.ts), in the content's
 * order, with the words of the page's language where they are translated.
 */
export function getEmbedListing(locale: Locale = SOURCE_LOCALE): EmbedListing {
  const { newsrooms, contributors, stories } = getCollections().editions[locale];
  return {
    newsrooms: newsrooms.map(({ slug, name }) => ({ slug, name })),
    contributors: contributors.map(({ slug, name, newsroom }) => ({ slug, name, newsroom })),
    stories: stories.map(({ slug, title, contributor }) => ({ slug, title, contributor })),
  };
}
