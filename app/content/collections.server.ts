import type { Contributor, NewsroomSummary } from "./types";

/**
 * A small typed stand-in for the contributor and story collections, until they are read
 * from `content/` files. Queries read only `getContributors()`, so the file-backed version
 * replaces this module without touching the routes.
 */

const newsrooms = {
  oakland: { slug: "oakland", name: "Oakland Youth Voices", region: "Oakland", url: "https://example.org/oakland" },
  fresno: { slug: "fresno", name: "Fresno Youth Desk", region: "Fresno", url: "https://example.org/fresno" },
} satisfies Record<string, NewsroomSummary>;

const contributors: Contributor[] = [
  {
    slug: "ana-ruiz",
    name: "Ana Ruiz",
    hometown: "Oakland",
    newsroom: newsrooms.oakland,
    bio: "Ana is a community college student who spent the pandemic year caring for her younger brothers.",
    stories: [
      {
        slug: "the-kitchen-table-school",
        title: "The kitchen table school",
        summary: "Three laptops, one hotspot and a table that became a classroom.",
        chapter: "struggle",
        contributor: { slug: "ana-ruiz", name: "Ana Ruiz" },
        newsroom: newsrooms.oakland,
        bodyHtml: "<p>Every morning at eight the table stopped being a table.</p>",
      },
    ],
  },
  {
    slug: "mateo-sandoval",
    name: "Mateo Sandoval",
    hometown: "Fresno",
    newsroom: newsrooms.fresno,
    bio: "Mateo worked nights at a packing house and wrote about it in the mornings.",
    stories: [
      {
        slug: "night-shift",
        title: "Night shift",
        summary: "What the packing house taught me about who keeps a city fed.",
        chapter: "forward",
        contributor: { slug: "mateo-sandoval", name: "Mateo Sandoval" },
        newsroom: newsrooms.fresno,
        bodyHtml: "<p>The conveyor never stopped, so neither did we.</p>",
      },
    ],
  },
];

export function getContributors(): Contributor[] {
  return contributors;
}
