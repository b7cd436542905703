/**
 * The head of every page, computed at build time by each route's loader and carried in its
 * payload: the route's `meta` only hands it on, so the browser ships none of this code (titles,
 * link previews, alternates, JSON-LD). Only the error page's head is made in the browser
 * (error-page-meta.ts, beside this file), since an error can happen there.
 */
import type { MetaDescriptor } from "react-router";
import { imageFallbackSrc } from "../images/image-urls";
import { feedLinks } from "./feed-links";
import { LOCALES, type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { absoluteUrl, pathInLocale } from "../addresses/site-paths";
import type { SiteContext } from "../site-context/site-context";
import type { ResponsiveImage } from "../images/image-types";

export interface PageMetaOptions {
  /** The page's own title; absent on the home page, which shows the site's full title. */
  title?: string;
  description?: string;
  /** The page's path, for its canonical URL. */
  path: string;
  noindex?: boolean;
  /** false: the page renders its own canonical link (the embed's follows its view, known only after hydration). */
  canonical?: boolean;
  /** Open Graph type: the home page is a website, a contributor's page a profile. */
  type?: "website" | "article" | "profile";
  /** The page's image for link previews (Open Graph, Twitter card); a site path or a full URL. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** The page's oEmbed file (a site path), for partners' tools to embed it from its address alone. */
  oembed?: string;
  /** Structured data (schema.org), each object written as its own JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
}

/** What a link preview shows for a picture: its social-image variant where it has one, else the picture. */
export function socialImageUrl(image: ResponsiveImage): string {
  return image.socialImage ?? imageFallbackSrc(image);
}

/** The head of every page: one helper, so titles, descriptions and canonicals stay consistent. */
export function pageMeta(context: SiteContext | undefined, options: PageMetaOptions): MetaDescriptor[] {
  if (!context) return [{ title: options.title ?? "" }];
  const { site, siteUrl } = context;
  const title = options.title ? `${options.title} | ${site.name}` : `${site.name} - ${site.tagline}`;
  const description = options.description ?? site.description;
  const url = absoluteUrl(siteUrl, options.path);
  const image = options.image;
  return [
    { title },
    { name: "description", content: description },
    ...(options.canonical === false ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    ...alternateLinks(siteUrl, options.path),
    ...feedLinks(siteUrl, site.name, context.texts),
    ...(options.oembed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/json+oembed",
            href: absoluteUrl(siteUrl, options.oembed),
            title: options.title ?? title,
          },
        ]
      : []),
    // A preview deploy's pages too: search engines index the production site only.
    ...(options.noindex || !context.indexable ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: options.title ?? title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: context.texts.ogLocale },
    ...(image
      ? [
          { property: "og:image", content: absoluteUrl(siteUrl, image.url) },
          { property: "og:image:alt", content: image.alt },
          ...(image.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
          ...(image.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: options.title ?? title },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { name: "twitter:image", content: absoluteUrl(siteUrl, image.url) },
          { name: "twitter:image:alt", content: image.alt },
        ]
      : []),
    ...(options.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * The same page in every language, for search engines: `hreflang` links with absolute URLs, and
 * `x-default` for readers of any other language, the English page.
 */
export function alternateLinks(siteUrl: string, path: string): MetaDescriptor[] {
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(siteUrl, pathInLocale(path, locale)),
  });
  return [...LOCALES.map((locale) => link(locale, locale)), link("x-default", SOURCE_LOCALE)];
}
