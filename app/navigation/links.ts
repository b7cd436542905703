import { href } from "react-router";
import { SLUG_PATTERN } from "../constants";

/**
 * Every internal link is built here, from the route patterns in app/routes.ts through React
 * Router's typed `href()`. A param that does not fit its pattern throws, naming the route, the
 * param and the value, so a bad link fails the build instead of shipping.
 */

export class InvalidLinkParamError extends Error {
  constructor(route: string, param: string, value: unknown) {
    super(
      `Cannot build a link to ${route}: param "${param}" is ${JSON.stringify(value)}, which does not match ${SLUG_PATTERN}`,
    );
    this.name = "InvalidLinkParamError";
  }
}

function checkSlug(route: string, param: string, value: string): string {
  if (!SLUG_PATTERN.test(value)) throw new InvalidLinkParamError(route, param, value);
  return value;
}

export function homePath(section?: "stories" | "newsrooms" | "about"): string {
  return section ? `${href("/")}#${section}` : href("/");
}

export function contributorIndexPath(): string {
  return href("/contribuitor/:slug?");
}

export function contributorPath(slug: string): string {
  return href("/contribuitor/:slug?", { slug: checkSlug("/contribuitor/:slug?", "slug", slug) });
}

/** A story lives on its contributor's page, at the anchor of its own slug. */
export function storyPath(contributorSlug: string, storySlug: string): string {
  return `${contributorPath(contributorSlug)}#${checkSlug("/contribuitor/:slug?", "story", storySlug)}`;
}

export function embedPath(): string {
  return href("/embed");
}

/** The contributor a page path belongs to (`/contribuitor/<slug>`), or undefined for any other path. */
export function contributorSlugOf(pagePath: string): string | undefined {
  const prefix = `${contributorIndexPath()}/`;
  if (!pagePath.startsWith(prefix)) return undefined;
  const slug = pagePath.slice(prefix.length);
  return SLUG_PATTERN.test(slug) ? slug : undefined;
}

/**
 * The `.data` payload React Router fetches for a page on a client navigation: the page path plus
 * `.data`, and `/_.data` for the home page.
 */
export function payloadPath(pagePath: string): string {
  return pagePath === homePath() ? "/_.data" : `${pagePath}.data`;
}

/** A site path made absolute against the public origin; full URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
