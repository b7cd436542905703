/**
 * What the embed's own payload carries, so the default and newsroom views need no other request
 * and a `?contributor=` or `?newsroom=` value can be checked before anything is fetched: names and
 * slugs only. Client-safe; app/embed/embed-listing.server.ts builds it from the content.
 */
export interface EmbedListing {
  newsrooms: { slug: string; name: string }[];
  /** In the contributors' order; `newsroom` is the newsroom's slug. */
  contributors: { slug: string; name: string; newsroom: string }[];
  /** Oldest first; `contributor` is the contributor's slug. */
  stories: { slug: string; title: string; contributor: string }[];
}
