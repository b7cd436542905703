import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "./content/types";
import { NOT_FOUND_MESSAGE } from "./error-messages";

/** What the root loader gives every page for its head. */
export interface SiteContext {
  site: SiteSettings;
  siteUrl: string;
}

export interface PageMetaOptions {
  /** The page's own title; absent on the home page, which shows the site's full title. */
  title?: string;
  description?: string;
  /** The page's path, for its canonical URL. */
  path: string;
  noindex?: boolean;
}

/** The head of every page: one helper, so titles, descriptions and canonicals stay consistent. */
export function pageMeta(context: SiteContext | undefined, options: PageMetaOptions): MetaDescriptor[] {
  if (!context) return [{ title: options.title ?? "" }];
  const { site, siteUrl } = context;
  const title = options.title ? `${options.title} | ${site.name}` : `${site.name} - ${site.tagline}`;
  const description = options.description ?? site.description;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${siteUrl}${options.path}` },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The head of the error page: never indexed, titled by what went wrong. */
export function errorPageMeta(status: number, site: SiteSettings | undefined): MetaDescriptor[] {
  const what = status === 404 ? NOT_FOUND_MESSAGE : `Error ${status}`;
  return [{ title: site ? `${what} | ${site.name}` : what }, { name: "robots", content: "noindex" }];
}
