import type { EmbedListing } from "../embed/embed-listing";
import { getCollections } from "./collections/cache.server";

/** The names and slugs the embed's views choose from (app/embed/embed-listing.ts), in the content's order. */
export function getEmbedListing(): EmbedListing {
  const { newsrooms, contributors, stories } = getCollections();
  return {
    newsrooms: newsrooms.map(({ slug, name }) => ({ slug, name })),
    contributors: contributors.map(({ slug, name, newsroom }) => ({ slug, name, newsroom })),
    stories: stories.map(({ slug, title, contributor }) => ({ slug, title, contributor })),
  };
}
