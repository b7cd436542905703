import type { EmbedListing } from "../embed/embed-listing";
import { getContributorListings, getNewsrooms, getStoryListings } from "./queries.server";

/** The names and slugs the embed's views choose from (app/embed/embed-listing.ts). */
export async function getEmbedListing(): Promise<EmbedListing> {
  const [newsrooms, contributors, stories] = await Promise.all([
    getNewsrooms(),
    getContributorListings(),
    getStoryListings(),
  ]);
  return {
    newsrooms: newsrooms.map(({ slug, name }) => ({ slug, name })),
    contributors: contributors.map(({ slug, name, newsroom }) => ({ slug, name, newsroom: newsroom.slug })),
    stories: stories.map(({ slug, title, contributor }) => ({ slug, title, contributor: contributor.slug })),
  };
}
