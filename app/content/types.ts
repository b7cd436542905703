/**
 * The shapes of the content as pages receive it. Client-safe: no build-only imports here.
 * `app/content/*.server.ts` produces these from the files in `content/`.
 */

export interface SiteSettings {
  /** The product's name, used in every page title. */
  name: string;
  /** The line that follows the name in the home page title. */
  tagline: string;
  /** The site-wide meta description. */
  description: string;
}

export interface NewsroomSummary {
  slug: string;
  name: string;
  region: string;
  url: string;
}

export interface ContributorSummary {
  slug: string;
  name: string;
  hometown: string;
  newsroom: NewsroomSummary;
}

export interface StorySummary {
  slug: string;
  title: string;
  summary: string;
  chapter: "struggle" | "forward";
  contributor: Pick<ContributorSummary, "slug" | "name">;
  newsroom: NewsroomSummary;
}

export interface Story extends StorySummary {
  /** Sanitized HTML rendered from the story's Markdown at build time. */
  bodyHtml: string;
}

export interface Contributor extends ContributorSummary {
  bio: string;
  stories: Story[];
}
