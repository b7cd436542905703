import { getContributors } from "./collections.server";
import type { Contributor, ContributorSummary, StorySummary } from "./types";

/** Every contributor, as the index page lists them. */
export function getContributorListings(): ContributorSummary[] {
  return getContributors().map(({ slug, name, hometown, newsroom }) => ({ slug, name, hometown, newsroom }));
}

/** One contributor with their stories in full, or undefined for an unknown slug. */
export function getContributor(slug: string): Contributor | undefined {
  return getContributors().find((c) => c.slug === slug);
}

/** Every story without its body, as the home page lists them. */
export function getStoryListings(): StorySummary[] {
  return getContributors().flatMap((c) => c.stories.map(({ bodyHtml: _body, ...summary }) => summary));
}

/** Every path the build pre-renders; the same listing feeds the pages, so the two can't drift. */
export function getPagePaths(): string[] {
  return ["/", "/contribuitor", ...getContributorListings().map((c) => `/contribuitor/${c.slug}`), "/embed"];
}

/**
 * The page paths plus the one the build turns into `404.html`: the catch-all route renders the
 * not-found page there, and scripts/postbuild moves it into place.
 */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export function getPrerenderPaths(): string[] {
  return [...getPagePaths(), NOT_FOUND_PRERENDER_PATH];
}
